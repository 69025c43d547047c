// The one place that says how JSON paths are written (`$.results[0].id`, `$.values['odd key']`), read
// from a JSON pointer (`/results/0/id`, as Ajv reports where an error is) and parsed back to the value
// they name. Plain ASCII names follow a dot; any other name is quoted as RFC 9535 quotes names in
// normalized paths.
//
// Who uses it: the lint plugin's example check (lint/examples-match-schema.js), the contract suite
// (contract/), the change reports (generator/changes/field-path.ts), and two generated copies of the path
// writer (`pathSegment` and the declarations it uses, see json-path-writer.ts): generated/validators.js
// (types taken out) and generated/runtime/json-path.ts (the client runtime, which imports nothing from
// outside generated/).
//
// TypeScript rather than JavaScript: the client runtime's copy must type-check under the package's
// `tsc --strict`, and cutting the annotations out gives generated/validators.js its JavaScript exactly,
// where a JavaScript module would need its types written a second time for the runtime. The lint
// plugin, plain JavaScript that Redocly loads, imports this file as Node (22.18 and later) runs the
// generator: with its types stripped, so the module keeps to erasable syntax.
import { unescapeToken } from '../json-pointer.ts';

/** Names a path writes after a dot: RFC 9535's member-name shorthand, ASCII only. */
const SHORTHAND_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `[3]` for an array index, `.name` for a plain name, `['odd key']` for any other name. */
export function pathSegment(segment: string | number): string {
  if (typeof segment === 'number') return `[${segment}]`;
  if (SHORTHAND_NAME.test(segment)) return `.${segment}`;
  return `['${segment.replace(/[\\'\u0000-\u001f]/g, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}']`;
}

/** The path of `key` inside the value at `parent`: `childPath('$.results', 0)` is `$.results[0]`. */
export function childPath(parent: string, key: string | number): string {
  return parent + pathSegment(key);
}

/** `0`, or digits without a leading zero: what a JSON pointer may use as an array index. */
const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** A JSON pointer's segments, unescaped: `/a~1b/0` -> `['a/b', '0']`; `''` (the whole document) -> `[]`. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON pointer: ${JSON.stringify(pointer)} (it must be empty or start with "/")`);
  return pointer
    .slice(1)
    .split('/')
    .map(unescapeToken);
}

/**
 * `['results', '0', 'id']` -> `$.results[0].id`. With the document the segments point into, a
 * number-like segment is an index only where the value there is an array (a key "200" of an object
 * stays a name); without it, every number-like segment is an index.
 */
export function segmentsToPath(segments: readonly string[], document?: unknown): string {
  let path = '$';
  let node: unknown = document;
  for (const segment of segments) {
    const isIndex = ARRAY_INDEX.test(segment) && (document === undefined || Array.isArray(node));
    path += pathSegment(isIndex ? Number(segment) : segment);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return path;
}

/** `/results/0/id` -> `$.results[0].id`; the document, when given, says which segments index arrays (see segmentsToPath). */
export function pointerToPath(pointer: string, document?: unknown): string {
  return segmentsToPath(pointerSegments(pointer), document);
}

/** The segments of a path as pathSegment writes them: `$.a[0]['b c']` -> `['a', 0, 'b c']`. */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  const segment = /\.([A-Za-z_][A-Za-z0-9_]*)|\[(0|[1-9][0-9]*)\]|\['((?:[^'\\]|\\.)*)'\]/y;
  if (!path.startsWith('$')) throw new Error(`Not a JSON path: ${JSON.stringify(path)} (it must start with "$")`);
  segment.lastIndex = 1;
  while (segment.lastIndex < path.length) {
    const at = segment.lastIndex;
    const match = segment.exec(path);
    if (!match) throw new Error(`Not a JSON path: ${JSON.stringify(path)} (nothing readable at character ${at})`);
    segments.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : unquote(match[3])));
  }
  return segments;
}

/** The value at a path (`$.a[0].b`, `$['a b']`), or undefined where there is none. */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of parsePath(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

const UNESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function unquote(quoted: string): string {
  return quoted.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => (escape.length > 1 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : (UNESCAPES[escape] ?? escape)));
}
