// Prints the size of the generated validators for a spec: `npx tsx generator/emit/validators/size-report.ts [spec]`.
// Also compiles the same validators with every component as its own function, to show what
// inlining the components that refer to no other costs in size, and with every repeated shape
// written out where it is used, to show what sharing them saves.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadSpec } from '../../load/load-spec.ts';
import { documentModel } from '../../document-model.ts';
import { compileValidators } from '../validators.ts';
import { projectRoot } from '../../project-root.ts';

const specArg = process.argv[2];
const specPath = path.resolve(specArg ?? path.join(projectRoot, 'spec/openapi.yaml'));
const spec = await loadSpec(specPath, { configPath: specArg ? undefined : path.join(projectRoot, 'redocly.yaml') });
const model = documentModel(spec.document);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const variants = [
  ['as generated (components that refer to no other inlined, repeated shapes shared)', {}],
  ['every component its own function (comparison)', { shareEveryComponent: true }],
  ['every repeated shape inline (comparison)', { inlineEveryShape: true }],
] as const;
for (const [label, options] of variants) {
  const started = performance.now();
  const { code } = compileValidators(model, options);
  const ms = Math.round(performance.now() - started);
  const bytes = Buffer.byteLength(code);
  const functions = (code.match(/\bfunction validate\d+\(/g) ?? []).length;
  console.log(`${label}: ${kib(bytes)} (${bytes} bytes), gzip ${kib(gzipSync(code).length)}, ${functions} validate functions, ${model.operations.length} operations, compiled in ${ms} ms`);
}
