// One generation pass: load the spec, build the model, run every emitter, write or check.
import path from 'node:path';
import { loadSpec } from './spec/load-spec.ts';
import { buildModel } from './model/build-model.ts';
import { emitters as defaultEmitters } from './emitters.ts';
import { writeOutput, type OutputReport } from './output/write-output.ts';
import type { EmitContext, Emitter, GeneratedFile } from './emit/emitter.ts';
import type { ApiModel } from './model/types.ts';

export interface GenerateOptions {
  projectRoot: string;
  specPath: string;
  outDir: string;
  /** redocly.yaml to lint with; absent for foreign documents. */
  configPath?: string;
  check?: boolean;
  emitters?: Emitter[];
  /**
   * Called once the in-process outputs (client, types, validators, ...) are written, before the
   * out-of-process ones (the HTML docs) start: --watch shows fresh code as early as it can.
   */
  onCodeWritten?: (report: OutputReport) => void;
}

export interface GenerateResult extends OutputReport {
  warnings: string[];
  files: GeneratedFile[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const spec = await loadSpec(options.specPath, { configPath: options.configPath });
  const model = buildModel(spec.document);
  const context: EmitContext = {
    projectRoot: options.projectRoot,
    outDir: path.resolve(options.outDir),
    ownSpec: Boolean(options.configPath),
  };
  const emitters = options.emitters ?? defaultEmitters;
  const inProcess = emitters.filter((e) => !e.outOfProcess);
  const outOfProcess = emitters.filter((e) => e.outOfProcess);
  let files: GeneratedFile[];
  if (options.onCodeWritten && !options.check) {
    const code = await runEmitters(inProcess, model, context);
    options.onCodeWritten(writeOutput(context.outDir, code, { check: false, prune: false }));
    files = [...code, ...(await runEmitters(outOfProcess, model, context))];
  } else {
    // Out-of-process emitters start first, so their work overlaps the in-process ones.
    files = await runEmitters([...outOfProcess, ...inProcess], model, context);
  }
  const report = writeOutput(context.outDir, files, { check: options.check ?? false });
  return { ...report, warnings: spec.warnings, files };
}

async function runEmitters(emitters: Emitter[], model: ApiModel, context: EmitContext): Promise<GeneratedFile[]> {
  const files = (await Promise.all(emitters.map((emitter) => emitter.emit(model, context)))).flat();
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
