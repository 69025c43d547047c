// `paths`, `components` and `operations` types from openapi-typescript. Plain JavaScript: the types
// emitter runs it on a worker thread (schema-types-worker.mjs), so openapi-typescript and the
// TypeScript compiler it needs load there, beside the main thread's work rather than before it.
import openapiTS, { astToString } from 'openapi-typescript';

export async function renderSchemaTypes(document) {
  // openapi-typescript annotates the document it reads; hand it a copy so callers keep the original.
  const ast = await openapiTS(structuredClone(document), {
    silent: true,
    // An object schema without properties is one whose fields the source does not show, not one that takes none.
    emptyObjectsUnknown: true,
    alphabetize: false,
  });
  return astToString(ast);
}
