// Request headers from several sources, merged the way callers expect: names compared without
// case, a later source winning, and `null` leaving a header out.

/** Header values a caller gives: a string sends it, `null` leaves the header out (even one the client would send). */
export type HeaderValues = Record<string, string | null | undefined>;

/** The sources merged in order (later wins, whatever the case of the names), nulls dropped. */
export function mergeHeaders(...sources: (HeaderValues | undefined)[]): Record<string, string> {
  const merged = new Map<string, [name: string, value: string | null]>();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string') throw new TypeError(`The header "${name}" must be a string or null; got ${typeof value}.`);
      merged.set(name.toLowerCase(), [name, value]);
    }
  }
  const out: Record<string, string> = {};
  for (const [name, value] of merged.values()) if (value !== null) out[name] = value;
  return out;
}

/**
 * An operation's header parameters as OpenAPI's `simple` style writes them (3.1, 4.8.12.4; header
 * values are not percent-encoded, 3.1.2 appendix D): a list's items joined by commas, an object's
 * names and values (`x,1,y,2`, or `x=1,y=2` for a parameter in `exploded`), anything else as its
 * text. Left to fetch, an object would go as `[object Object]`. Absent values stay absent.
 */
export function headerParameters(values: unknown, exploded: readonly string[] = []): Record<string, string> | undefined {
  if (!values || typeof values !== 'object') return undefined;
  const given = Object.entries(values).filter(([, value]) => value !== undefined && value !== null);
  // fromEntries defines each name as an own field, so a parameter named `__proto__` stays data.
  return Object.fromEntries(given.map(([name, value]) => [name, simpleText(value, exploded.includes(name))]));
}

/** One header parameter's value in the `simple` style: its items joined by commas, an exploded object's as `name=value`. */
function simpleText(value: unknown, explode: boolean): string {
  if (explode && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, field]) => (field === undefined || field === null ? [] : [`${key}=${String(field)}`])).join(',');
  }
  return unexplodedItems(value).map(String).join(',');
}

/**
 * True in a web page or a web worker. There the browser sends its own `User-Agent`, and naming
 * another header would make cross-origin calls ask the server's permission first.
 */
export function isBrowser(): boolean {
  const scope = globalThis as { document?: unknown; importScripts?: unknown };
  return typeof scope.document !== 'undefined' || typeof scope.importScripts === 'function';
}

/**
 * The `Cookie` header of an operation's cookie parameters (openapi-fetch sends none): `name=value`
 * pairs, values percent-encoded, arrays joined by commas and objects as their names and values
 * (`point=x,1,y,2`: OpenAPI's `form` style without explode; generate warns of a parameter that
 * declares explode, model/cookie-lists.ts). Browsers do not let a script set it; there the browser's
 * own cookies go instead.
 */
export function cookieHeader(cookies: unknown): { Cookie: string } | Record<string, never> {
  if (!cookies || typeof cookies !== 'object') return {};
  const pairs = Object.entries(cookies)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name}=${unexplodedItems(value).map((item) => encodeURIComponent(String(item))).join(',')}`);
  return pairs.length > 0 ? { Cookie: pairs.join('; ') } : {};
}

/**
 * A value's items as the `simple` and `form` styles write them without explode, joined by commas:
 * a list's, an object's names and values (fields without a value left out), else the value itself.
 */
function unexplodedItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return [value];
  return Object.entries(value).flatMap(([key, field]) => (field === undefined || field === null ? [] : [key, field]));
}
