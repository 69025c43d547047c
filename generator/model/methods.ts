// The HTTP methods a path item holds operations under, in OpenAPI's order: what the model walks to
// find a document's operations.
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
