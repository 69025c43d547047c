export declare function renderSchemaTypes(document: Record<string, any>): Promise<string>;
