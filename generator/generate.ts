// One generation pass, in plain stages: load and lint the spec, bundle it, build the model, run
// every emitter, then write (or, with --check, compare).
import path from 'node:path';
import { isAcceptedProblem, loadSpec, type Strictness } from './spec/load-spec.ts';
import { allWarnings, type WarningGroups } from './warnings.ts';
import { buildModel } from './model/build-model.ts';
import { emitters as defaultEmitters } from './emitters.ts';
import { writeOutput, type OutputReport } from './output/write-output.ts';
import type { EmitContext, Emitter, GeneratedFile } from './emit/emitter.ts';

export interface GenerateOptions {
  projectRoot: string;
  specPath: string;
  outDir: string;
  /** redocly.yaml to lint with; absent for foreign documents. */
  configPath?: string;
  check?: boolean;
  emitters?: Emitter[];
  /**
   * Called as each emitter finishes, after its files are written (--watch shows each output as soon
   * as it is ready). Without it, everything is written at the end.
   */
  onEmitted?: (emitter: string, report: OutputReport) => void;
  /** Which lint errors stop the run: by default all but what tools commonly read (see lintVerdict). */
  strictness?: Strictness;
  /** The client's name (`--name`) instead of the document's `info.title` (profiles/profile.ts ProfileOptions). */
  name?: string;
}

export interface GenerateResult extends OutputReport {
  /** Every warning, in the order of `warningGroups`. */
  warnings: string[];
  warningGroups: WarningGroups;
  files: GeneratedFile[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const emitters = options.emitters ?? defaultEmitters;
  const spec = await loadSpec(options.specPath, { configPath: options.configPath, strictness: options.strictness });
  const model = buildModel(spec.document, { name: options.name });
  const emitterWarnings: WarningGroups = { output: [], notes: [], style: [] };
  const context: EmitContext = {
    projectRoot: options.projectRoot,
    outDir: path.resolve(options.outDir),
    ownSpec: Boolean(options.configPath),
    specPath: options.specPath,
    warn: (message, kind = 'output') => (kind === 'note' ? emitterWarnings.notes : emitterWarnings.output).push(message),
  };
  const early: OutputReport[] = [];
  const onEmitted = options.onEmitted && !options.check ? (name: string, report: OutputReport) => (early.push(report), options.onEmitted!(name, report)) : undefined;
  const files = await runEmitters(emitters, model, context, onEmitted);
  const report = writeOutput(context.outDir, files, { check: options.check ?? false });
  const warnings = groupWarnings(spec.warnings, model.warnings, emitterWarnings);
  return { ...withEarlyWrites(report, early), warnings: allWarnings(warnings), warningGroups: warnings, files };
}

/** Lint warnings are style, but for lint errors accepted as warnings; the model's warnings change the output. */
function groupWarnings(lint: string[], model: string[], emitters: WarningGroups): WarningGroups {
  const accepted = lint.filter(isAcceptedProblem);
  return {
    output: [...accepted, ...model, ...emitters.output],
    notes: emitters.notes,
    style: lint.filter((w) => !isAcceptedProblem(w)),
  };
}

/** The pass's report, counting as written what each emitter's own write changed. */
function withEarlyWrites(report: OutputReport, early: OutputReport[]): OutputReport {
  if (early.length === 0) return report;
  const written = new Set([...early.flatMap((r) => r.written), ...report.written]);
  return { ...report, written: [...written].sort(), unchanged: report.unchanged.filter((file) => !written.has(file)) };
}

/** Runs every emitter at once; when one fails, the others' work still running elsewhere is stopped. */
async function runEmitters(emitters: Emitter[], model: ReturnType<typeof buildModel>, context: EmitContext, onEmitted: GenerateOptions['onEmitted']): Promise<GeneratedFile[]> {
  const abort = new AbortController();
  const withSignal = { ...context, signal: abort.signal };
  const runs = emitters.map(async (emitter) => {
    const files = await emitter.emit(model, withSignal);
    // Written at once, strays kept: the pass removes them only once every emitter has run.
    if (onEmitted && !abort.signal.aborted) onEmitted(emitter.name, writeOutput(context.outDir, files, { check: false, prune: false }));
    return files;
  });
  try {
    const files = (await Promise.all(runs)).flat();
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  } catch (error) {
    abort.abort();
    // Settled before the failure is reported, so nothing is written after it.
    await Promise.allSettled(runs);
    throw error;
  }
}
