// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses. openapi-typescript (and the TypeScript compiler
// it loads) runs on a worker thread (types/schema-types-worker.mjs).
import type { Emitter } from './emitter.ts';
import { onWorker } from '../workers/elsewhere.ts';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

const renderOnWorker = onWorker<Record<string, any>, string>('generator/emit/types/schema-types-worker.mjs', 'openapi-typescript');

export const typesEmitter: Emitter = {
  name: 'types',
  emit: async (model, context) => [{ path: SCHEMA_TYPES_FILE, contents: await renderOnWorker(model.bundle, context.signal) }],
};
