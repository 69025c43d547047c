// generated/client.ts: the typed client class (client/render-client.ts builds it with ts-morph, on
// the code worker: code.ts).
import type { Emitter } from './emitter.ts';
import { renderCode } from './code.ts';

const CLIENT_FILE = 'client.ts';

export const clientEmitter: Emitter = {
  name: 'client',
  emit: (model, context) => renderCode([CLIENT_FILE], model, context.signal),
};
