// generated/client.ts: the typed client class (client/render-client.ts writes it with ts-morph).
// ts-morph, and the TypeScript copy it carries, run on a worker thread (client/client-worker.ts).
import type { Emitter } from './emitter.ts';
import type { ModelWithoutBundle } from '../model/types.ts';
import { withoutBundle } from '../model/build-model.ts';
import { onWorker } from '../workers/elsewhere.ts';

export const CLIENT_FILE = 'client.ts';

const renderOnWorker = onWorker<ModelWithoutBundle, string>('generator/emit/client/client-worker.ts', 'the client emitter');

export const clientEmitter: Emitter = {
  name: 'client',
  // The model is plain data, so the worker receives a structured clone of it rather than building it
  // again; the bundle stays here, as the client reads nothing from it.
  emit: async (model, context) => [{ path: CLIENT_FILE, contents: await renderOnWorker(withoutBundle(model), context.signal) }],
};
