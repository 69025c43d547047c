// Runs one job of the generator on a worker thread: the worker script (a plain .mjs that calls
// serve.mjs) loads its libraries once, then answers call after call. Work moved here runs on the
// second core while the main thread does the rest; an idle worker never keeps the process alive.
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve(output: unknown): void;
  reject(error: Error): void;
}

export class WorkerClient<Input, Output> {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #name: string;
  #nextId = 0;
  /** Why the worker is gone, once it is: later calls fail at once instead of waiting forever. */
  #gone: Error | null = null;

  /** Starts the worker now, so its libraries load while the caller does other work. */
  constructor(script: string, name: string) {
    this.#name = name;
    this.#worker = new Worker(script);
    this.#worker.on('message', (message: { id: number; output?: Output; failure?: string }) => {
      const pending = this.#take(message.id);
      if (!pending) return;
      if ('failure' in message) pending.reject(new Error(`${this.#name} failed: ${message.failure}`));
      else pending.resolve(message.output);
    });
    this.#worker.on('error', (error) => this.#failAll(new Error(`${this.#name} failed: ${error.message}`)));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`${this.#name}: the worker stopped (exit code ${code})`)));
    this.#worker.unref();
  }

  /**
   * One job. Aborting `signal` rejects the call at once and stops it holding the process open; the
   * worker still finishes the job (a --watch pass reuses the worker), and its answer is dropped.
   */
  call(input: Input, signal?: AbortSignal): Promise<Output> {
    if (this.#gone) return Promise.reject(this.#gone);
    if (signal?.aborted) return Promise.reject(this.#cancelled());
    const id = this.#nextId++;
    return new Promise<Output>((resolve, reject) => {
      const onAbort = () => {
        if (this.#take(id)) reject(this.#cancelled());
      };
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        finish(value);
      };
      this.#pending.set(id, { resolve: settle(resolve as (output: unknown) => void), reject: settle(reject) });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#worker.ref();
      this.#worker.postMessage({ id, input });
    });
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }

  /** The call `id` still waiting, now no longer: an idle worker stops holding the process open. */
  #take(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    if (!pending) return undefined;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return pending;
  }

  #cancelled(): Error {
    return new Error(`${this.#name}: cancelled`);
  }

  #failAll(error: Error): void {
    this.#gone ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
