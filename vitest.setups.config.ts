// `npm run test:setups`: the packed client in setups whose tools are large downloads (Bun, Deno,
// workerd, Next.js), kept out of `npm test` (vitest.config.ts leaves test/setups/ out).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/setups/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
});
