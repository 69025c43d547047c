// One generation pass: load the spec, build the model, run every emitter, write or check.
import path from 'node:path';
import { ACCEPTED_MARK, openSpec } from './spec/load-spec.ts';
import { allWarnings, type WarningGroups } from './warnings.ts';
import type { BackgroundLinter } from './spec/background-lint.ts';
import type { SpecCache } from './spec/spec-cache.mjs';
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
   * Called once the code (client, types, validators, ...) is written, before the docs emitters
   * (HTML and markdown reference) run: --watch shows fresh code as early as it can.
   */
  onCodeWritten?: (report: OutputReport) => void;
  /** Lints in a worker thread while the emitters run (--watch keeps one for every pass); without it, lint runs first, here. */
  linter?: BackgroundLinter;
  /** Parsed spec files kept between --watch passes. */
  specCache?: SpecCache;
  /** Structural lint errors tools commonly accept (`struct`) are warnings instead (see lintVerdict). */
  lenient?: boolean;
}

export interface GenerateResult extends OutputReport {
  /** Every warning, in the order of `warningGroups`. */
  warnings: string[];
  warningGroups: WarningGroups;
  files: GeneratedFile[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const emitters = options.emitters ?? defaultEmitters;
  for (const emitter of emitters) emitter.prepare?.();
  const spec = await openSpec(options.specPath, { configPath: options.configPath, linter: options.linter, cache: options.specCache, lenient: options.lenient });
  // Stops work still running elsewhere (the HTML docs build) once the run has failed.
  const abort = new AbortController();
  const emitterWarnings: WarningGroups = { output: [], notes: [], style: [] };
  const context: EmitContext = {
    projectRoot: options.projectRoot,
    outDir: path.resolve(options.outDir),
    ownSpec: Boolean(options.configPath),
    signal: abort.signal,
    specPath: options.specPath,
    warn: (message, kind = 'output') => (kind === 'note' ? emitterWarnings.notes : emitterWarnings.output).push(message),
  };
  // Lint on this thread goes between the off-thread emitters' start and the in-process ones.
  const beforeInProcess = spec.lintsOnThisThread ? spec.lint : async () => {};
  let files: GeneratedFile[];
  let warnings: WarningGroups;
  try {
    const model = buildModel(spec.document);
    if (options.onCodeWritten && !options.check) {
      const code = await runEmitters(emitters.filter((e) => !e.docs), model, context, beforeInProcess);
      // Nothing is written for a spec that fails lint.
      warnings = groupWarnings(await spec.lint(), model.warnings, emitterWarnings);
      options.onCodeWritten(writeOutput(context.outDir, code, { check: false, prune: false }));
      files = [...code, ...(await runEmitters(emitters.filter((e) => e.docs), model, context, beforeInProcess))];
    } else {
      files = await runEmitters(emitters, model, context, beforeInProcess);
      warnings = groupWarnings(await spec.lint(), model.warnings, emitterWarnings);
    }
  } catch (error) {
    abort.abort();
    // A spec that fails lint is reported by its lint problems, whatever broke downstream.
    await spec.lint();
    throw error;
  }
  const report = writeOutput(context.outDir, files, { check: options.check ?? false });
  return { ...report, warnings: allWarnings(warnings), warningGroups: warnings, files };
}

/** Lint warnings are style, but for problems accepted with --lenient; the model's warnings change the output. */
function groupWarnings(lint: string[], model: string[], emitters: WarningGroups): WarningGroups {
  const accepted = lint.filter((w) => w.endsWith(ACCEPTED_MARK));
  return {
    output: [...accepted, ...model, ...emitters.output],
    notes: emitters.notes,
    style: lint.filter((w) => !w.endsWith(ACCEPTED_MARK)),
  };
}

/**
 * Starts the off-thread emitters, then waits for `lint` (which may run on this thread), then runs the
 * in-process emitters: the slowest work overlaps lint and the rest, and a spec that fails lint
 * costs none of this thread's emitting.
 */
async function runEmitters(emitters: Emitter[], model: ApiModel, context: EmitContext, lint: () => Promise<unknown>): Promise<GeneratedFile[]> {
  const offThread = Promise.all(emitters.filter((e) => e.offThread).map((emitter) => emitter.emit(model, context)));
  // Observed below; without this, an off-thread failure while lint runs would go unhandled.
  offThread.catch(() => {});
  await lint();
  const inProcess = emitters.filter((e) => !e.offThread).map((emitter) => emitter.emit(model, context));
  const files = [...(await offThread), ...(await Promise.all(inProcess))].flat();
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
