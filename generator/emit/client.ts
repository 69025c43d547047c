// generated/client.ts: the typed HiringApiClient (client/render-client.ts writes it with ts-morph).
// It runs on a worker thread that starts as a run begins: loading ts-morph and the TypeScript copy
// it carries (about 0.3 s), then rendering, happen on the second core while the main thread
// bundles, lints and runs the other emitters.
import type { Emitter } from './emitter.ts';
import { projectFile } from '../project-root.ts';
import { WorkerClient } from '../workers/worker-client.ts';

export { clientMethodNames } from './client/member-names.ts';

export const CLIENT_FILE = 'client.ts';

let worker: WorkerClient<Record<string, any>, string> | null = null;

function clientWorker(): WorkerClient<Record<string, any>, string> {
  worker ??= new WorkerClient(projectFile('generator/emit/client/client-worker.ts'), 'the client emitter');
  return worker;
}

export const clientEmitter: Emitter = {
  name: 'client',
  offThread: true,
  prepare: () => void clientWorker(),
  emit: async (model, context) => [{ path: CLIENT_FILE, contents: await clientWorker().call(model.document, context.signal) }],
};
