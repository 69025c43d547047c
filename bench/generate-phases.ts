// Child process of the generation bench: where one generate pass spends its time, phase by
// phase (bundle, lint, model, the release comparison, each emitter), first cold and then warm, as
// `--watch` runs it.
// The generation bench runs this file with plain Node, as `npm run generate` runs the generator,
// so module loading is timed as a user pays it.
// One comparison is timed too, never counted as a phase: lint with the example rules off, which
// shows what checking every example against its schema costs.
//   node bench/generate-phases.ts <rounds>   prints one JSON line
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { bundleSpec } = await import('../generator/load/load-spec.ts');
const { BaseResolver } = await import('@redocly/openapi-core');
const { documentModel } = await import('../generator/document-model.ts');
const { emitters } = await import('../generator/emitters.ts');
const { computeReleaseState } = await import('../generator/changes/releases.ts');
// From the process's start (performance.now() counts from it), the modules above loaded.
const importMs = performance.now();
const { loadLintConfig, lintSpec } = await import('../generator/load/lint.mjs');

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(projectRoot, 'spec/openapi.yaml');
const configPath = path.join(projectRoot, 'redocly.yaml');
const outDir = path.join(projectRoot, 'bench/.tmp/phases-out');
// The project's lint configuration with the rules that validate examples against schemas turned off.
// (conventions/examples-match-schema is the project's stand-in for Redocly's no-invalid-media-type-examples, which redocly.yaml turns off.)
const EXAMPLE_RULES = ['conventions/examples-match-schema', 'no-invalid-media-type-examples', 'no-invalid-schema-examples'];
const withoutExampleRules = await loadLintConfig(configPath);
for (const rules of Object.values(withoutExampleRules.rules)) for (const rule of EXAMPLE_RULES) if (rules) (rules as Record<string, unknown>)[rule] = 'off';
const rounds: Record<string, number>[] = [];
const comparisons: Record<string, number>[] = [];
for (let round = 0; round < Number(process.argv[2] ?? 3); round += 1) {
  const phases: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const value = await fn();
    phases[name] = performance.now() - start;
    return value;
  };
  // The calls generate makes: load the config, lint, then bundle.
  const config = await time('config (redocly)', () => loadLintConfig(configPath));
  await time('lint (redocly)', () => lintSpec(specPath, config));
  const lintStart = performance.now();
  await lintSpec(specPath, withoutExampleRules);
  comparisons.push({ 'lint without its example rules': performance.now() - lintStart });
  const document = await time('bundle (redocly)', async () => bundleSpec(specPath, config, new BaseResolver(config.resolve)));
  const model = await time('model', () => documentModel(document));
  const release = await time('release comparison', () => computeReleaseState(projectRoot, document));
  const context = { projectRoot, outDir, release };
  for (const emitter of emitters) await time(`emitter ${emitter.name}`, () => emitter.emit(model, context));
  rounds.push(phases);
}
console.log(JSON.stringify({ importMs, rounds, comparisons }));
process.exit(0);
