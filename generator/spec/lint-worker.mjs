// Worker thread that lints specs for background-lint.ts, so linting runs on another core while the
// generator bundles the spec and runs its emitters. Each message `{ id, specPath, configPath }` is
// answered with `{ id, outcome }` or `{ id, failure }`.
import { parentPort } from 'node:worker_threads';
import { lintConfig, lintSpec } from './lint.mjs';

parentPort.on('message', async ({ id, specPath, configPath }) => {
  try {
    const outcome = await lintSpec(specPath, await lintConfig(configPath));
    parentPort.postMessage({ id, outcome });
  } catch (error) {
    parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
