// Parameters as OpenAPI tells them apart, by place and name, for the model's operations and its
// webhooks alike: a path item's parameters, then the operation's own, one of its own overriding the
// path item's of the same place and name; and the header parameters OpenAPI ignores.

/** A header parameter named so is ignored: the media types and the security scheme say those. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function isIgnoredHeader(name: string): boolean {
  return IGNORED_HEADERS.has(name.toLowerCase());
}

/**
 * `parameters` with one per place and name (a header's name in any case, as HTTP reads it): a later
 * one overrides an earlier one, in the earlier one's position.
 */
export function withOverrides<P extends { in: string; name: string }>(parameters: P[]): P[] {
  const byPlace = new Map<string, P>();
  for (const parameter of parameters) byPlace.set(`${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`, parameter);
  return [...byPlace.values()];
}
