export declare function renderSchemaTypes(document: Record<string, any>): Promise<string>;
export declare function renderOwnedSchemaTypes(document: Record<string, any>): Promise<string>;
export declare const SCHEMA_TYPES_OPTIONS: { silent: boolean; emptyObjectsUnknown: boolean; alphabetize: boolean };
/** The context openapi-typescript's transformSchema() gets for `document` (exported for the test that holds it equal to openapiTS()'s). */
export declare function typesContext(document: Record<string, any>): Record<string, unknown>;
