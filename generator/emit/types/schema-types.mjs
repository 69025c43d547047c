// `paths`, `components` and `operations` types from openapi-typescript. Plain JavaScript: the types
// emitter runs it on a worker thread (schema-types-worker.mjs), so openapi-typescript and the
// TypeScript compiler it needs load there, beside the main thread's work rather than before it.
import { createRequire } from 'node:module';

// openapi-typescript's CommonJS build: its ES build imports TypeScript, a 9 MB CommonJS file, which
// Node then parses twice more before running it (once to detect its module format, once to list its
// exports), about 500 ms a run. Required, TypeScript is only compiled. Only the modules that type a
// document (its package exports every dist/ file): the package entry also loads its own copy of
// Redocly, for the lint and bundle pass this project does not repeat (see typesContext).
const require = createRequire(import.meta.url);
const transformSchema = require('openapi-typescript/dist/transform/index.cjs');
const { astToString } = require('openapi-typescript/dist/lib/ts.cjs');
const { scanDiscriminators, resolveRef } = require('openapi-typescript/dist/lib/utils.cjs');

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
  return astToString(transformSchema(document, typesContext(document)));
}

/**
 * What openapiTS() hands transformSchema() for SCHEMA_TYPES_OPTIONS. openapiTS() itself first lints
 * and bundles the document again, with its own copy of Redocly: two thirds of its time, spent on a
 * document that arrives here linted (redocly.yaml, or the structural rules and unique operation ids
 * for another spec) and bundled already. A test holds this output equal to openapiTS()'s.
 */
export function typesContext(document) {
  return {
    additionalProperties: false,
    alphabetize: SCHEMA_TYPES_OPTIONS.alphabetize,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: discriminatorsOf(document),
    emptyObjectsUnknown: SCHEMA_TYPES_OPTIONS.emptyObjectsUnknown,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    // Read by openapiTS() only, to lint and bundle; no transform uses it.
    redoc: undefined,
    silent: SCHEMA_TYPES_OPTIONS.silent,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(document, $ref, { silent: SCHEMA_TYPES_OPTIONS.silent }),
  };
}

/**
 * scanDiscriminators(), skipped for a document that declares no discriminator: it walks every node
 * twice, copying a path array for each, only to act on objects with `discriminator.propertyName`
 * (about a tenth of the types' time in --watch). Without one, its answer is always this empty one.
 */
function discriminatorsOf(document) {
  return declaresDiscriminator(document) ? scanDiscriminators(document, SCHEMA_TYPES_OPTIONS) : { objects: {}, refsHandled: [] };
}

function declaresDiscriminator(node) {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(declaresDiscriminator);
  if (node.discriminator?.propertyName) return true;
  return Object.values(node).some(declaresDiscriminator);
}
