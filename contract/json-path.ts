// JSON paths as the report shows them: `$.results[0].id`.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/** `/results/0/id` (a JSON pointer, as Ajv reports it) -> `$.results[0].id`. */
export function pointerToPath(pointer: string): string {
  if (pointer.startsWith('$')) return pointer;
  let path = '$';
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path = childPath(path, /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : token);
  }
  return path;
}

/** The value at a `$.a[0].b` path, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  const tokens = [...path.matchAll(/\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)].map((m) =>
    m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3])),
  );
  let node: any = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[token];
  }
  return node;
}
