import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites start servers (Prism, stubs) on loopback ports; files run in parallel on 2 cores.
    fileParallelism: true,
  },
});
