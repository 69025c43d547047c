// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses (types/schema-types.mjs).
import type { Emitter } from './emitter.ts';
import { renderSchemaTypes } from './types/schema-types.mjs';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

export const typesEmitter: Emitter = {
  name: 'types',
  emit: async (model) => [{ path: SCHEMA_TYPES_FILE, contents: await renderSchemaTypes(model.bundle) }],
};
