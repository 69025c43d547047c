// Child process of the generation bench: where one generate pass spends its time, phase by
// phase (lint, bundle, model, each emitter), first cold and then warm, as `--watch` runs it.
//   tsx bench/generate-phases.ts <rounds>   prints one JSON line
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const { BaseResolver, bundle, lint, loadConfig } = await import('@redocly/openapi-core');
const { buildModel } = await import('../generator/model/build-model.ts');
const { emitters } = await import('../generator/emitters.ts');
const importMs = performance.now() - started;
// As generate does: workers (openapi-typescript) start before the spec is loaded.
for (const emitter of emitters) emitter.prepare?.();

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(projectRoot, 'spec/openapi.yaml');
const config = await loadConfig({ configPath: path.join(projectRoot, 'redocly.yaml') });
const context = { projectRoot, outDir: path.join(projectRoot, 'bench/.tmp/phases-out'), ownSpec: true };
const rounds: Record<string, number>[] = [];
for (let round = 0; round < Number(process.argv[2] ?? 3); round += 1) {
  const phases: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const value = await fn();
    phases[name] = performance.now() - start;
    return value;
  };
  // The same calls generator/spec/load-spec.ts makes: lint, then bundle, each resolving every file.
  await time('lint (redocly)', () => lint({ ref: specPath, config }));
  const bundled = await time('bundle (redocly)', () => bundle({ ref: specPath, config, dereference: false, removeUnusedComponents: false }));
  const model = await time('model', () => buildModel(bundled.bundle.parsed as Record<string, any>));
  for (const emitter of emitters) await time(`emitter ${emitter.name}`, () => emitter.emit(model, context));
  // For comparison: lint + bundle sharing one resolver that is already warm (what --watch could keep).
  const resolver = new BaseResolver(config.resolve);
  await lint({ ref: specPath, config, externalRefResolver: resolver });
  await bundle({ ref: specPath, config, dereference: false, removeUnusedComponents: false, externalRefResolver: resolver });
  for (const key of [...resolver.cache.keys()]) if (key.endsWith(path.join('candidate', 'info.yaml'))) resolver.cache.delete(key);
  await time('lint + bundle, shared warm resolver (not used by generate)', async () => {
    await lint({ ref: specPath, config, externalRefResolver: resolver });
    await bundle({ ref: specPath, config, dereference: false, removeUnusedComponents: false, externalRefResolver: resolver });
  });
  rounds.push(phases);
}
console.log(JSON.stringify({ importMs, rounds }));
