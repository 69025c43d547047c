// generated/openapi.json: the bundled spec, the single document Prism, docs and users consume.
import type { Emitter } from './emitter.ts';

export const openapiJsonEmitter: Emitter = {
  name: 'openapi.json',
  emit: (model) => [{ path: 'openapi.json', contents: `${JSON.stringify(model.bundle, null, 2)}\n` }],
};
