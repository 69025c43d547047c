// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses (types/schema-types.ts).
import type { Emitter } from './emitter.ts';
import { renderSchemaTypes } from './types/schema-types.ts';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

export const typesEmitter: Emitter = {
  name: 'types',
  emit: (model) => [{ path: SCHEMA_TYPES_FILE, contents: renderSchemaTypes(model.bundle) }],
};
