// One generation pass, in plain stages: load and lint the spec, bundle it, build the model, run
// every emitter (comparing the spec with its latest release for those that read it), then write
// (or, with --check, compare).
import path from 'node:path';
import { isAcceptedProblem, loadSpec, SpecError, stoppedAfterLenient, type LoadedSpec, type Strictness } from './load/load-spec.ts';
import { specSource, type SpecSource } from './load/spec-source.ts';
import { fileNameOf, type OriginHeaders } from './load/spec-address.ts';
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
   * Called for each emitter once the pass has written every file (--watch reports what each output
   * changed). A pass writes all or nothing, with or without it: when any emitter fails, no file is.
   */
  onEmitted?: (emitter: string, report: OutputReport) => void;
  /**
   * `--spec-header`'s headers, sent with each request to the origin of a URL `specPath` (never to
   * another): read only by the fetch, so nothing of them reaches a message or the output.
   */
  specHeaders?: OriginHeaders;
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
  const garbage = new StageGarbage();
  const source = specSource(options.projectRoot, options.specPath);
  const spec = await loadSpec(source.specPath, { configPath: source.project?.configPath, strictness: options.strictness, specHeaders: options.specHeaders });
  return generateFrom(spec, source, options, garbage).catch((error: unknown) => {
    // Code failing on a value (the model's TypeError, an emitter's failure) after --lenient passed
    // problems is refused at those problems; a file that cannot be written is reported as it is.
    const onValue = error instanceof EmitterFailure || error instanceof TypeError || error instanceof RangeError;
    throw (onValue ? stoppedAfterLenient(error, spec.warnings) : null) ?? error;
  });
}

/** The stages after the load: the model, every emitter, then the one write of the pass. */
async function generateFrom(spec: LoadedSpec, source: SpecSource, options: GenerateOptions, garbage: StageGarbage): Promise<GenerateResult> {
  const withDocs = options.docs !== false;
  const emitters = (options.emitters ?? defaultEmitters).filter((emitter) => withDocs || !emitter.docs);
  const locator = new SourceLocator(source.specPath, spec.fetched);
  const model = documentModel(spec.document, { name: options.name, profile: options.profile }, locator);
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
    locator,
    otherSpecFile: source.project ? undefined : fileNameOf(source.specPath),
    warn: (message, kind = 'output') => (kind === 'note' ? emitterWarnings.notes : emitterWarnings.output).push(message),
  };
  const { byEmitter, release } = await runEmitters(emitters, model, context, compareWithRelease, garbage);
  const files = [...byEmitter.values()].flat().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  // The one write of a pass, --watch or not: reached only once every emitter has succeeded.
  const report = writeOutput(context.outDir, files, { check: options.check ?? false, leaves: withDocs ? undefined : (file) => file.startsWith(DOCS_FOLDER) });
  if (options.onEmitted && !options.check) for (const [name, own] of byEmitter) options.onEmitted(name, emitterShare(report, own));
  const warnings = groupWarnings(spec.warnings, model.warnings, emitterWarnings);
  return { ...report, warnings: allWarnings(warnings), warningGroups: warnings, files, release };
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

/** The part of the pass's report that is one emitter's files. */
function emitterShare(report: OutputReport, files: GeneratedFile[]): OutputReport {
  const own = new Set(files.map((file) => file.path));
  const mine = (list: string[]) => list.filter((file) => own.has(file));
  return { written: mine(report.written), unchanged: mine(report.unchanged), removed: [], stale: mine(report.stale) };
}

/**
 * An emitter's failure, named by the emitter: a run's failure line then says which output could
 * not be made (`package-readme: templates/package/README.md.hbs: Parse error on line 3 ...`), where
 * the error of a template or a library seldom does. A spec problem stays as it is: it names its place.
 */
export class EmitterFailure extends Error {
  readonly emitter: string;

  constructor(emitter: string, cause: unknown) {
    super(`${emitter}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'EmitterFailure';
    this.emitter = emitter;
  }
}

/**
 * Runs every emitter and returns each one's files; when one fails, the others' work still running
 * elsewhere is stopped and the failure is thrown once all have settled, so nothing is written. The
 * release comparison is made once, first, for the emitters that read it (`usesRelease`). Every
 * emitter starts in the order of emitters.ts: the HTML docs build (in a process of its own) then
 * runs beside the last, small emitters rather than beside the validators, which on two cores costs
 * more CPU time than it saves (bench/RESULTS.md, section 8a). Between emitters, what the last one
 * left is collected when it is large (stage-garbage.ts).
 */
async function runEmitters(
  emitters: Emitter[],
  model: ApiModel,
  context: EmitContext,
  compareWithRelease: () => ReleaseState | null,
  garbage: StageGarbage,
): Promise<{ byEmitter: Map<string, GeneratedFile[]>; release: ReleaseState | null }> {
  const abort = new AbortController();
  const release = emitters.some((emitter) => emitter.usesRelease) ? compareWithRelease() : null;
  const runs = emitters.map(async (emitter) => {
    try {
      const emitted = emitter.emit(model, { ...context, signal: abort.signal, ...(emitter.usesRelease ? { release } : {}) });
      // An emitter's own work runs up to its first await; what it leaves is collected before the next starts.
      garbage.collectIfLarge();
      return [emitter.name, await emitted] as const;
    } catch (error) {
      throw error instanceof SpecError ? error : new EmitterFailure(emitter.name, error);
    }
  });
  try {
    return { byEmitter: new Map(await Promise.all(runs)), release };
  } catch (error) {
    abort.abort();
    // Settled before the failure is reported, so no work of this pass outlives it.
    await Promise.allSettled(runs);
    throw error;
  }
}
