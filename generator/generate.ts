// One generation pass, in plain stages: load and lint the spec, bundle it, build the model, run
// every emitter (comparing the spec with its latest release for those that read it), then write
// (or, with --check, compare).
import path from 'node:path';
import { isAcceptedProblem, loadSpec, type Strictness } from './load/load-spec.ts';
import { specSource, type SpecSource } from './load/spec-source.ts';
import { computeReleaseState, hasReleases, type ReleaseState } from './changes/releases.ts';
import { allWarnings, type WarningGroups } from './warnings.ts';
import { documentModel } from './document-model.ts';
import { emitters as defaultEmitters } from './emitters.ts';
import { writeOutput, type OutputReport } from './output/write-output.ts';
import { DOCS_FOLDER, type EmitContext, type Emitter, type GeneratedFile } from './emit/emitter.ts';
import type { ProfileDefinition } from './profiles/index.ts';
import type { ApiModel } from './model/types.ts';
import { StageGarbage } from './stage-garbage.ts';
import { SourceLocator } from './schema/source-location.ts';

export interface GenerateOptions {
  projectRoot: string;
  /** The root spec file; the project's own (spec/openapi.yaml) or another document (load/spec-source.ts). */
  specPath: string;
  outDir: string;
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
  /** A service profile to use instead of the built-in ones (`--profile`); the document must declare it. */
  profile?: ProfileDefinition;
  /**
   * false (`--no-docs`): the reference docs are not made; the emitters marked `docs` do not run and
   * what an earlier run wrote under docs/ is left as it is (and not checked).
   */
  docs?: boolean;
}

export interface GenerateResult extends OutputReport {
  /** Every warning, in the order of `warningGroups`. */
  warnings: string[];
  warningGroups: WarningGroups;
  files: GeneratedFile[];
  /** The release history and what is pending since the latest release; null for a spec without one (another document). */
  release: ReleaseState | null;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const withDocs = options.docs !== false;
  const emitters = (options.emitters ?? defaultEmitters).filter((emitter) => withDocs || !emitter.docs);
  const garbage = new StageGarbage();
  const source = specSource(options.projectRoot, options.specPath);
  const spec = await loadSpec(source.specPath, { configPath: source.project?.configPath, strictness: options.strictness });
  const model = documentModel(spec.document, { name: options.name, profile: options.profile });
  garbage.collectIfLarge();
  // The bundle as loaded, which `npm run release` records and `npm run diff` reads, not the model's
  // copy (model.bundle writes `#/paths/...` pointers out as copies): the pending entry and the diff
  // compare the same documents, so they report the same changes (a rename stays a rename).
  const compareWithRelease = () => releaseState(source, options.projectRoot, spec.document);
  const emitterWarnings: WarningGroups = { output: [], notes: [], style: [] };
  const context: EmitContext = {
    projectRoot: options.projectRoot,
    outDir: path.resolve(options.outDir),
    specPath: source.specPath,
    locator: new SourceLocator(source.specPath),
    otherSpecFile: source.project ? undefined : path.basename(source.specPath),
    warn: (message, kind = 'output') => (kind === 'note' ? emitterWarnings.notes : emitterWarnings.output).push(message),
  };
  const early: OutputReport[] = [];
  const onEmitted = options.onEmitted && !options.check ? (name: string, report: OutputReport) => (early.push(report), options.onEmitted!(name, report)) : undefined;
  const { files, release } = await runEmitters(emitters, model, context, compareWithRelease, onEmitted, garbage);
  const report = writeOutput(context.outDir, files, { check: options.check ?? false, leaves: withDocs ? undefined : (file) => file.startsWith(DOCS_FOLDER) });
  const warnings = groupWarnings(spec.warnings, model.warnings, emitterWarnings);
  return { ...withEarlyWrites(report, early), warnings: allWarnings(warnings), warningGroups: warnings, files, release };
}

/** The project's own spec against its latest release (releases/); another document has no release history. */
function releaseState(source: SpecSource, projectRoot: string, document: Record<string, any>): ReleaseState | null {
  return source.project && hasReleases(projectRoot) ? computeReleaseState(projectRoot, document) : null;
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

/**
 * Runs every emitter; when one fails, the others' work still running elsewhere is stopped. The
 * release comparison is made once, for the emitters that read it (`usesRelease`). A single run
 * makes it first and starts every emitter in the order of emitters.ts: the HTML docs build (in a
 * process of its own) then runs beside the last, small emitters rather than beside the validators,
 * which on two cores costs more CPU time than it saves (bench/RESULTS.md, section 8a). --watch,
 * which reports each output as it is written, writes the others first (the client, types and
 * validators a save waits for), then compares. Between emitters, what the last
 * one left is collected when it is large (stage-garbage.ts).
 */
async function runEmitters(
  emitters: Emitter[],
  model: ApiModel,
  context: EmitContext,
  compareWithRelease: () => ReleaseState | null,
  onEmitted: GenerateOptions['onEmitted'],
  garbage: StageGarbage,
): Promise<{ files: GeneratedFile[]; release: ReleaseState | null }> {
  const abort = new AbortController();
  const runs: Promise<GeneratedFile[]>[] = [];
  /** Starts `group`'s emitters; what they return joins `runs`. */
  const start = (group: Emitter[], release?: ReleaseState | null): Promise<GeneratedFile[]>[] => {
    const started = group.map(async (emitter) => {
      const emitted = emitter.emit(model, { ...context, signal: abort.signal, ...(emitter.usesRelease ? { release } : {}) });
      // An emitter's own work runs up to its first await; what it leaves is collected before the next starts.
      garbage.collectIfLarge();
      const files = await emitted;
      // Written at once, strays kept: the pass removes them only once every emitter has run.
      if (onEmitted && !abort.signal.aborted) onEmitted(emitter.name, writeOutput(context.outDir, files, { check: false, prune: false }));
      return files;
    });
    runs.push(...started);
    return started;
  };
  const readers = emitters.filter((emitter) => emitter.usesRelease);
  try {
    let release: ReleaseState | null;
    if (onEmitted) {
      await Promise.all(start(emitters.filter((emitter) => !emitter.usesRelease)));
      release = readers.length > 0 ? compareWithRelease() : null;
      start(readers, release);
    } else {
      release = readers.length > 0 ? compareWithRelease() : null;
      start(emitters, release);
    }
    const files = (await Promise.all(runs)).flat();
    return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), release };
  } catch (error) {
    abort.abort();
    // Settled before the failure is reported, so nothing is written after it.
    await Promise.allSettled(runs);
    throw error;
  }
}
