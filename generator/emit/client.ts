// generated/client.ts: the typed HiringApiClient (client/render-client.ts writes it with ts-morph).
// It runs on a worker thread that starts as a run begins: loading ts-morph and the TypeScript copy
// it carries (about 0.3 s), then rendering, happen on the second core while the main thread
// bundles, lints and runs the other emitters. The worker is compiled like the generator itself.
import type { Emitter } from './emitter.ts';
import { compileEntry } from '../compile.mjs';
import { WorkerClient } from '../workers/worker-client.ts';

export { clientMethodNames } from './client/member-names.ts';

export const CLIENT_FILE = 'client.ts';

let worker: Promise<WorkerClient<Record<string, any>, string>> | null = null;

function clientWorker(): Promise<WorkerClient<Record<string, any>, string>> {
  worker ??= compileEntry('generator/emit/client/client-worker.ts', 'client-worker').then((script) => new WorkerClient(script, 'the client emitter'));
  return worker;
}

export const clientEmitter: Emitter = {
  name: 'client',
  offThread: true,
  // A compile failure is reported by emit, which awaits the same promise.
  prepare: () => void clientWorker().catch(() => {}),
  emit: async (model, context) => [{ path: CLIENT_FILE, contents: await (await clientWorker()).call(model.document, context.signal) }],
};
