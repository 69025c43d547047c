// Worker thread for background-lint.ts: lints `{ specPath, configPath }` into `{ errors, warnings }`.
// Parsed files are kept between calls (spec-cache.mjs), so a --watch save re-parses only what changed.
import { serve } from '../workers/serve.mjs';
import { lintSpec } from './lint.mjs';
import { SpecCache } from './spec-cache.mjs';

const caches = new Map();

serve(async ({ specPath, configPath }) => {
  const key = configPath ?? '';
  if (!caches.has(key)) caches.set(key, new SpecCache(configPath));
  const { config, resolver } = await caches.get(key).prepare({ readOnly: true });
  return lintSpec(specPath, config, resolver);
});
