// JSON pointer tokens (RFC 6901), and the `$ref` fragments that carry them URI-encoded (RFC 3986):
// the one place the generator escapes and unescapes them.

/** One token escaped for a pointer: `~` -> `~0`, `/` -> `~1`. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One token of a pointer unescaped: `~1` -> `/`, then `~0` -> `~` (so `~01` stays `~1`). */
export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** One token of a `$ref`'s fragment: URI-decoded (as written where it is not valid URI encoding), then unescaped. */
export function fragmentToken(raw: string): string {
  return unescapeToken(uriDecoded(raw));
}

/** Percent-decoded `text`, or `text` as written where it is no valid encoding (a stray `%`). */
export function uriDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The local `$ref` to the schema component `name`: its token escaped, then URI-encoded (schemaComponentName reads it back). */
export function schemaComponentRef(name: string): string {
  return `#/components/schemas/${encodeURIComponent(escapeToken(name))}`;
}

const SCHEMA_COMPONENT = /^#\/components\/schemas\/([^/]+)$/;

/** The schema component a local `$ref` names (`#/components/schemas/Name`), decoded; null for any other `$ref`. */
export function schemaComponentName(ref: string): string | null {
  const match = SCHEMA_COMPONENT.exec(ref);
  return match ? fragmentToken(match[1]) : null;
}
