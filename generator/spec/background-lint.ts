// Lints in a worker thread (lint-worker.mjs). Linting is the slowest step before the emitters and
// nothing they do depends on it, so `generate` bundles and emits meanwhile and only waits for the
// verdict before writing. One linter serves every pass of --watch, with Redocly loaded once.
import { Worker } from 'node:worker_threads';
import { projectFile } from '../project-root.ts';
import type { LintOutcome } from './lint.mjs';

interface Pending {
  resolve(outcome: LintOutcome): void;
  reject(error: Error): void;
}

export class BackgroundLinter {
  readonly #worker = new Worker(projectFile('generator/spec/lint-worker.mjs'));
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor() {
    this.#worker.on('message', (message: { id: number; outcome?: LintOutcome; failure?: string }) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.outcome) pending.resolve(message.outcome);
      else pending.reject(new Error(`lint failed: ${message.failure}`));
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`the lint worker stopped (exit code ${code})`)));
    // An idle linter must not keep the process alive.
    this.#worker.unref();
  }

  lint(specPath: string, configPath?: string): Promise<LintOutcome> {
    const id = this.#nextId++;
    return new Promise<LintOutcome>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ id, specPath, configPath });
    }).finally(() => {
      if (this.#pending.size === 0) this.#worker.unref();
    });
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
