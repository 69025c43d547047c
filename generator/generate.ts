// One generation pass: load the spec, build the model, run every emitter, write or check.
import path from 'node:path';
import { loadSpec } from './spec/load-spec.ts';
import { buildModel } from './model/build-model.ts';
import { emitters as defaultEmitters } from './emitters.ts';
import { writeOutput, type OutputReport } from './output/write-output.ts';
import type { Emitter, GeneratedFile } from './emit/emitter.ts';

export interface GenerateOptions {
  projectRoot: string;
  specPath: string;
  outDir: string;
  /** redocly.yaml to lint with; absent for foreign documents. */
  configPath?: string;
  check?: boolean;
  emitters?: Emitter[];
}

export interface GenerateResult extends OutputReport {
  warnings: string[];
  files: GeneratedFile[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const spec = await loadSpec(options.specPath, { configPath: options.configPath });
  const model = buildModel(spec.document);
  const context = {
    projectRoot: options.projectRoot,
    outDir: path.resolve(options.outDir),
    ownSpec: Boolean(options.configPath),
  };
  const emitters = options.emitters ?? defaultEmitters;
  const ordered = [...emitters.filter((e) => e.startsFirst), ...emitters.filter((e) => !e.startsFirst)];
  const files: GeneratedFile[] = (await Promise.all(ordered.map((emitter) => emitter.emit(model, context)))).flat();
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const report = writeOutput(context.outDir, files, { check: options.check ?? false });
  return { ...report, warnings: spec.warnings, files };
}
