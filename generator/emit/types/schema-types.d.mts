export declare function renderSchemaTypes(document: Record<string, any>): Promise<string>;
export declare const SCHEMA_TYPES_OPTIONS: { silent: boolean; emptyObjectsUnknown: boolean; alphabetize: boolean };
