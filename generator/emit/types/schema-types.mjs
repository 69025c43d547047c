// `paths`, `components` and `operations` types from openapi-typescript. Plain JavaScript: the types
// emitter runs it on a worker thread (schema-types-worker.mjs), so openapi-typescript and the
// TypeScript compiler it needs load there, beside the main thread's work rather than before it.
import { createRequire } from 'node:module';

// openapi-typescript's CommonJS build: its ES build imports TypeScript, a 9 MB CommonJS file, which
// Node then parses twice more before running it (once to detect its module format, once to list its
// exports), about 500 ms a run. Required, TypeScript is only compiled.
const { default: openapiTS, astToString } = createRequire(import.meta.url)('openapi-typescript');

export async function renderSchemaTypes(document) {
  // openapi-typescript annotates the document it reads; hand it a copy so callers keep the original.
  return renderOwnedSchemaTypes(structuredClone(document));
}

/** renderSchemaTypes for a document nobody else holds (the worker's own copy of a message), which it changes. */
export async function renderOwnedSchemaTypes(document) {
  const ast = await openapiTS(document, {
    silent: true,
    // An object schema without properties is one whose fields the source does not show, not one that takes none.
    emptyObjectsUnknown: true,
    alphabetize: false,
  });
  return astToString(ast);
}
