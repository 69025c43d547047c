// generated/client.ts: the typed HiringApiClient (client/render-client.ts writes it with ts-morph).
// ts-morph, and the TypeScript copy it carries, run on a worker thread (client/client-worker.ts).
import type { Emitter } from './emitter.ts';
import { onWorker } from '../workers/elsewhere.ts';

export const CLIENT_FILE = 'client.ts';

const renderOnWorker = onWorker<Record<string, any>, string>('generator/emit/client/client-worker.ts', 'the client emitter');

export const clientEmitter: Emitter = {
  name: 'client',
  emit: async (model, context) => [{ path: CLIENT_FILE, contents: await renderOnWorker(model.document, context.signal) }],
};
