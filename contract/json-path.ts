// JSON paths as the report shows them: `$.results[0].id`, `$.values['odd key']`, written as the
// generated validators write them (generator/schema/json-path.js).
import { pathSegment } from '../generator/schema/json-path.js';

const UNESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function childPath(parent: string, key: string | number): string {
  return parent + pathSegment(key);
}

/**
 * `/results/0/id` (a JSON pointer, as Ajv reports it) -> `$.results[0].id`. With the document the
 * pointer points into, a number-like segment is an index only where the value there is an array
 * (a key "200" of an object stays a name); without it, every number-like segment is an index.
 */
export function pointerToPath(pointer: string, document?: unknown): string {
  if (pointer.startsWith('$')) return pointer;
  let path = '$';
  let node: any = document;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const isIndex = /^(0|[1-9][0-9]*)$/.test(token) && (document === undefined || Array.isArray(node));
    path = childPath(path, isIndex ? Number(token) : token);
    node = node !== null && typeof node === 'object' ? node[token] : undefined;
  }
  return path;
}

/** The value at a `$.a[0].b` or `$['a b']` path, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  const tokens = [...path.matchAll(/\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g)].map((m) =>
    m[1] ?? (m[2] !== undefined ? Number(m[2]) : unquote(m[3])),
  );
  let node: any = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[token];
  }
  return node;
}

function unquote(quoted: string): string {
  return quoted.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => (escape.length > 1 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : (UNESCAPES[escape] ?? escape)));
}
