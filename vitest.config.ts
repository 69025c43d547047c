import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/setups/ installs large tools (Bun, Deno, workerd, Next.js): `npm run test:setups` runs it.
    exclude: [...configDefaults.exclude, 'test/setups/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites start servers (Prism, stubs) on loopback ports; files run in parallel on 2 cores.
    fileParallelism: true,
  },
});
