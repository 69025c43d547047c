// `paths`, `components` and `operations` types from openapi-typescript's public openapiTS(). The
// types emitter runs this on a worker thread (schema-types-worker.mjs), so openapi-typescript and
// the TypeScript compiler it needs load there.
import { createRequire } from 'node:module';

// The package's CommonJS entry: its ES entry imports TypeScript's 9 MB CommonJS file through
// Node's ES module loader, which parses it again to detect its format and list its exports.
const require = createRequire(import.meta.url);
const { default: openapiTS, astToString } = require('openapi-typescript');
// openapiTS() lints and bundles what it is given, with the Redocly it ships. The document arrives
// linted (redocly.yaml, or the structural rules for another spec) and bundled, so it gets a config
// without rules: that lint finds nothing, and bundling a bundled document changes nothing.
const { createConfig } = createRequire(require.resolve('openapi-typescript'))('@redocly/openapi-core');
const noRules = createConfig({ rules: {} }, { extends: [] });

/** The openapi-typescript options this project generates with (every other option at its default). */
export const SCHEMA_TYPES_OPTIONS = {
  silent: true,
  // An object schema without properties is one whose fields the source does not show, not one that takes none.
  emptyObjectsUnknown: true,
  alphabetize: false,
};

export async function renderSchemaTypes(document) {
  // openapi-typescript annotates the document it reads; hand it a copy so callers keep the original.
  return renderOwnedSchemaTypes(structuredClone(document));
}

/** renderSchemaTypes for a document nobody else holds (the worker's own copy of a message), which it changes. */
export async function renderOwnedSchemaTypes(document) {
  return astToString(await openapiTS(document, { ...SCHEMA_TYPES_OPTIONS, redocly: await noRules }));
}
