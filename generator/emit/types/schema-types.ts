// `paths`, `components` and `operations` types from openapi-typescript. The document arrives linted
// and bundled (generate did both), so it goes straight to openapi-typescript's transform with the
// options openapiTS() would give it; openapiTS() itself would lint and bundle it a second time
// (test/generator/client-emitters.test.ts holds the two to the same bytes), once each discriminator
// written in an `allOf` part sits on its schema and each discriminator's mapping has the values its
// branches declare (discriminator-values.ts).
import { createRequire } from 'node:module';
import type * as OpenapiTypescript from 'openapi-typescript';
import { addDeclaredDiscriminatorValues, liftPartDiscriminators } from './discriminator-values.ts';
import { withoutKeylessOperationIds } from './keyless-operations.ts';

// The package's CommonJS entry: its ES entry imports TypeScript's 9 MB CommonJS file through
// Node's ES module loader, which parses it again to detect its format and list its exports.
const { astToString, resolveRef, scanDiscriminators, transformSchema } = createRequire(import.meta.url)('openapi-typescript') as typeof OpenapiTypescript;

/** The openapi-typescript options this project generates with (every other option at its default). */
export const SCHEMA_TYPES_OPTIONS = {
  silent: true,
  // An object schema without properties is one whose fields the source does not show, not one that takes none.
  emptyObjectsUnknown: true,
  alphabetize: false,
} satisfies OpenapiTypescript.OpenAPITSOptions;

/**
 * `onKeyless`: told of each operationId the `operations` map leaves out (keyless-operations.ts), by
 * its pointer in the document.
 */
export function renderSchemaTypes(document: Record<string, any>, onKeyless?: (left: { pointer: string; operationId: string }) => void): string {
  // The transform annotates the document it reads; it gets a copy so callers keep the original.
  const schema = structuredClone(document) as OpenapiTypescript.OpenAPI3;
  liftPartDiscriminators(schema as unknown as Record<string, any>);
  addDeclaredDiscriminatorValues(schema as unknown as Record<string, any>);
  for (const left of withoutKeylessOperationIds(schema as unknown as Record<string, any>)) onKeyless?.(left);
  return astToString(transformSchema(schema, transformContext(schema)));
}

/** What openapiTS() hands its transform for SCHEMA_TYPES_OPTIONS: every other option at openapiTS()'s default. */
function transformContext(schema: OpenapiTypescript.OpenAPI3): OpenapiTypescript.GlobalContext {
  const { silent, emptyObjectsUnknown, alphabetize } = SCHEMA_TYPES_OPTIONS;
  return {
    additionalProperties: false,
    alphabetize,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(schema, SCHEMA_TYPES_OPTIONS),
    emptyObjectsUnknown,
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
    // Read by openapiTS() only, to lint and bundle; the transform never does.
    redoc: undefined as unknown as OpenapiTypescript.GlobalContext['redoc'],
    silent,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(schema, $ref, { silent }),
  };
}
