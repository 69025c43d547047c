// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses.
import openapiTS, { astToString } from 'openapi-typescript';
import type { Emitter } from './emitter.ts';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

export async function renderSchemaTypes(document: Record<string, any>): Promise<string> {
  // openapi-typescript annotates the document it reads; hand it a copy so other emitters see the original.
  const ast = await openapiTS(structuredClone(document) as any, {
    silent: true,
    // An object schema without properties is one whose fields the source does not show, not one that takes none.
    emptyObjectsUnknown: true,
    alphabetize: false,
  });
  return astToString(ast);
}

export const typesEmitter: Emitter = {
  name: 'types',
  emit: async (model) => [{ path: SCHEMA_TYPES_FILE, contents: await renderSchemaTypes(model.document) }],
};
