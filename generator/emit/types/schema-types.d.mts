export declare function renderSchemaTypes(document: Record<string, any>): Promise<string>;
export declare function renderOwnedSchemaTypes(document: Record<string, any>): Promise<string>;
