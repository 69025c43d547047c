// Where an operation's requests go when its path key holds more than a path: a query
// (`/responses/{id}?beta=true`, as OpenAI's description writes a variant of an operation) or a
// fragment (`/files/{id}#add_shared_link`, as Box's does). OpenAPI's path keys are paths; such a key
// is read as the request path, plus the query fields every request of the operation carries. A
// fragment is never sent: its operation shares its requests with the path's own.

export interface RequestPath {
  /** The path requests go to: the key up to its `?` or `#`. */
  requestPath: string;
  /** The query fields the key fixes (`{ beta: 'true' }`), or null. */
  fixedQuery: Record<string, string> | null;
}

export function requestPathOf(key: string): RequestPath {
  const hash = key.indexOf('#');
  const beforeHash = hash === -1 ? key : key.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const query = question === -1 ? null : beforeHash.slice(question + 1);
  return {
    requestPath: question === -1 ? beforeHash : beforeHash.slice(0, question),
    fixedQuery: query ? Object.fromEntries(new URLSearchParams(query)) : null,
  };
}
