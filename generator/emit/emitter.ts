// The contract every emitter follows: a pure function of the model to files.
import type { ApiModel } from '../model/types.ts';
import type { WarningKind } from '../warnings.ts';

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
  /** True when generating for the project's own spec (service-specific extras apply). */
  ownSpec: boolean;
  /** Aborted when the run has failed: an emitter with work still running elsewhere stops it. */
  signal?: AbortSignal;
  /** The root spec file, for warnings that point at `file:line` where something was written. */
  specPath?: string;
  /**
   * Reports a warning: by default what an output does not do as the spec says (`output`); `note`
   * for what it takes as written without checking (generator/warnings.ts groups them).
   */
  warn?(message: string, kind?: WarningKind): void;
}

export interface Emitter {
  name: string;
  /** The emitter's work runs on another thread or process (openapi-typescript, the HTML docs build): a run starts it first, so the others overlap it. */
  offThread?: boolean;
  /** Documentation rather than code: --watch writes the code first and the docs after it. */
  docs?: boolean;
  /** Starts slow set-up (a worker loading its compiler) as a run begins, before the spec is loaded. */
  prepare?(): void;
  /**
   * --watch calls this after each pass: start what the next pass needs (the docs CLI loading its code)
   * while waiting for the next save. Not done for a single run, where it would compete for the cores.
   */
  prepareNextPass?(projectRoot: string): void;
  emit(model: ApiModel, context: EmitContext): Promise<GeneratedFile[]> | GeneratedFile[];
}
