// Lints on a worker thread (lint-worker.mjs). With --watch, linting is the slowest step before the
// emitters and nothing they do depends on it, so a save bundles and emits meanwhile and only waits
// for the verdict before writing. One linter serves every pass, with Redocly loaded once.
import { projectFile } from '../project-root.ts';
import { WorkerClient } from '../workers/worker-client.ts';
import type { LintOutcome } from './lint.mjs';

export class BackgroundLinter {
  readonly #worker = new WorkerClient<{ specPath: string; configPath?: string }, LintOutcome>(projectFile('generator/spec/lint-worker.mjs'), 'lint');

  lint(specPath: string, configPath?: string): Promise<LintOutcome> {
    return this.#worker.call({ specPath, configPath });
  }

  close(): Promise<number> {
    return this.#worker.close();
  }
}
