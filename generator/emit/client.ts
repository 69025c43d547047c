// generated/client.ts: the typed client class (client/render-client.ts writes it with ts-morph).
import type { Emitter } from './emitter.ts';
import { renderClient } from './client/render-client.ts';

export const CLIENT_FILE = 'client.ts';

export const clientEmitter: Emitter = {
  name: 'client',
  emit: async (model) => [{ path: CLIENT_FILE, contents: await renderClient(model) }],
};
