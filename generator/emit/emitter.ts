// The contract every emitter follows: a pure function of the model to files.
import type { ApiModel } from '../model/types.ts';

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
}

export interface Emitter {
  name: string;
  /**
   * The emitter mostly waits on another process (the HTML docs build). A normal run starts it
   * first so it overlaps the in-process emitters; --watch runs it after the code is written.
   */
  outOfProcess?: boolean;
  /** Starts slow set-up (a worker loading its compiler) as a run begins, before the spec is loaded. */
  prepare?(): void;
  emit(model: ApiModel, context: EmitContext): Promise<GeneratedFile[]> | GeneratedFile[];
}
