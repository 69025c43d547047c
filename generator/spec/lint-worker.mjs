// Worker thread for background-lint.ts: lints `{ specPath, configPath }` into `{ errors, warnings }`.
import { serve } from '../workers/serve.mjs';
import { lintConfig, lintSpec } from './lint.mjs';

serve(async ({ specPath, configPath }) => lintSpec(specPath, await lintConfig(configPath)));
