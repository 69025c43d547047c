// Which operation a request is for, by method and path (and the query, where a path key fixes some of
// it): exact paths by lookup, templated ones (`/pets/{petId}`) by pattern, the most specific first,
// with their path parameters decoded (and as sent, for lists whose items must be split before
// decoding: parameters.ts). A path that some operation answers with another method is told
// apart from one no operation answers (405, not 404).
import type { OperationInfo } from './types.js';

export type RouteMatch = { operation: OperationInfo; pathParams: Record<string, string>; rawPathParams: Record<string, string> } | { allowed: string[] } | null;

interface TemplatedRoute {
  operation: OperationInfo;
  pattern: RegExp;
  names: string[];
}

/**
 * A lookup of `operations` by method, path and query. Operations on one method and path told apart
 * by the query fields their path key fixes (`/responses/{id}?beta=true`) are tried those with the
 * most fixed fields first; a request with them is that operation's, any other the plain path's.
 */
export function routeTable(operations: readonly OperationInfo[]): (method: string, pathname: string, query?: URLSearchParams) => RouteMatch {
  const exact = new Map<string, OperationInfo[]>();
  const templated: TemplatedRoute[] = [];
  for (const operation of operations) {
    if (operation.path.includes('{')) templated.push(templatedRoute(operation));
    else exact.set(`${operation.method} ${operation.path}`, [...(exact.get(`${operation.method} ${operation.path}`) ?? []), operation]);
  }
  for (const variants of exact.values()) variants.sort((a, b) => fixedFields(b) - fixedFields(a));
  // The most specific template first (OpenAPI matches concrete paths before templated ones):
  // `/t/{id}/sentences` before `/{id}/{format}`, whatever order the document lists them in.
  templated.sort((a, b) => specificity(a.operation.path, b.operation.path) || fixedFields(b.operation) - fixedFields(a.operation));
  return (method, pathname, query = new URLSearchParams()) => {
    const hit = exact.get(`${method} ${pathname}`)?.find((operation) => takesQuery(operation, query));
    if (hit) return { operation: hit, pathParams: {}, rawPathParams: {} };
    const allowed: string[] = [];
    for (const [key, variants] of exact) if (variants[0].path === pathname && !key.startsWith(`${method} `)) allowed.push(key.split(' ')[0]);
    for (const route of templated) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      if (route.operation.method !== method) {
        if (!allowed.includes(route.operation.method)) allowed.push(route.operation.method);
        continue;
      }
      if (!takesQuery(route.operation, query)) continue;
      // fromEntries defines each name as an own field: assigning one named `__proto__` would set
      // the object's prototype instead (or, with a string, do nothing), and the value would be lost.
      const rawPathParams: Record<string, string> = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]]));
      const pathParams: Record<string, string> = Object.fromEntries(route.names.map((name, i) => [name, safeDecode(match[i + 1])]));
      return { operation: route.operation, pathParams, rawPathParams };
    }
    return allowed.length ? { allowed } : null;
  };
}

/** How many query fields the operation's path key fixes. */
const fixedFields = (operation: OperationInfo) => Object.keys(operation.fixedQuery ?? {}).length;

/** Whether the request's query holds every field the operation's path key fixes. */
function takesQuery(operation: OperationInfo, query: URLSearchParams): boolean {
  return Object.entries(operation.fixedQuery ?? {}).every(([name, value]) => query.get(name) === value);
}

/**
 * Orders two path templates segment by segment from the left: a literal segment before one that
 * mixes text and a parameter (`{name}.json`), and that before a parameter alone. Equal: 0 (a stable
 * sort keeps the document's order).
 */
function specificity(a: string, b: string): number {
  const rank = (segment: string) => (!segment.includes('{') ? 0 : /^\{[^{}]*\}$/.test(segment) ? 2 : 1);
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = rank(left[i]) - rank(right[i]);
    if (order !== 0) return order;
  }
  return 0;
}

function templatedRoute(operation: OperationInfo): TemplatedRoute {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^{}]+\})/)
    .map((part) => {
      const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { operation, pattern: new RegExp(`^${source}$`), names };
}

/** `text` percent-decoded, or as it is when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
