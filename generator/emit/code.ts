// The TypeScript files built with ts-morph, rendered on one worker thread (code-worker.ts), so
// ts-morph and the TypeScript copy it loads never load on the main thread: client.ts, the server's
// operation table and examples, and the runtime's conventions module.
import type { ApiModel } from '../model/types.ts';
import { withoutBundle } from '../model/build-model.ts';
import { onWorker } from '../workers/elsewhere.ts';
import type { GeneratedFile } from './emitter.ts';
import type { CodeFile, CodeJob } from './code-worker.ts';

export type { CodeFile } from './code-worker.ts';

const renderOnWorker = onWorker<CodeJob, string[]>('generator/emit/code-worker.ts', 'the ts-morph worker');

/** `files` rendered from the model, in order. */
export async function renderCode(files: CodeFile[], model: ApiModel, signal?: AbortSignal): Promise<GeneratedFile[]> {
  // The model is plain data once its bundle is left out, so the worker receives a structured clone of it.
  const contents = await renderOnWorker({ files, model: withoutBundle(model) }, signal);
  return files.map((path, i) => ({ path, contents: contents[i] }));
}
