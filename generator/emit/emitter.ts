// The contract every emitter follows: a function of the model to files. Where an emitter's work
// runs (this process or a child process, as the HTML docs build) is its own business.
import type { ApiModel } from '../model/types.ts';
import type { WarningKind } from '../warnings.ts';
import type { ReleaseState } from '../changes/releases.ts';
import type { SourceLocator } from '../schema/source-location.ts';

/** Where the reference docs go in the output folder; nothing else is written there. */
export const DOCS_FOLDER = 'docs/';

export interface GeneratedFile {
  /** Path relative to the output folder, with forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

export interface EmitContext {
  /** Absolute path of the project root (where templates/ lives). */
  projectRoot: string;
  /** Absolute path of the output folder. */
  outDir: string;
  /**
   * The release history and the changes pending since the latest release, worked out once by
   * generate (generate.ts) for the emitters that declare `usesRelease`; null for a spec without a
   * release history (another document); absent for the other emitters.
   */
  release?: ReleaseState | null;
  /** Aborted when the run has failed: an emitter with work still running elsewhere stops it. */
  signal?: AbortSignal;
  /** The root spec file. */
  specPath?: string;
  /**
   * Where warnings find `file:line:column` in the spec's files: one per run, so a file is parsed once
   * however many emitters place a warning in it (and only if one does).
   */
  locator?: SourceLocator;
  /**
   * The file name (never its folder) of another document given with --spec, which the package README
   * and the reference index name; absent for the project's own spec (spec/openapi.yaml), whose outputs
   * this repository publishes from generated/.
   */
  otherSpecFile?: string;
  /**
   * Reports a warning: by default what an output does not do as the spec says (`output`); `note`
   * for what it takes as written without checking (generator/warnings.ts groups them).
   */
  warn?(message: string, kind?: WarningKind): void;
}

export interface Emitter {
  name: string;
  /** Reads `context.release`: runs once generate has compared the spec with its latest release. */
  usesRelease?: boolean;
  /** Writes reference docs only, all under DOCS_FOLDER: a run without docs (`--no-docs`) leaves it out. */
  docs?: boolean;
  emit(model: ApiModel, context: EmitContext): Promise<GeneratedFile[]> | GeneratedFile[];
}
