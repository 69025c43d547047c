// Turns operation names and paths into identifiers that are always valid TypeScript.

const RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements ' +
    'interface package private protected public await constructor prototype').split(' '),
);

/** An ASCII identifier name (`createNote`, `$id`), written as is in code; reserved words included. */
export function isIdentifierName(text: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(text);
}

/** `change_stage` -> `changeStage`; anything else that is not an identifier is camel-cased from its words. */
export function toIdentifier(raw: string, fallback = 'operation'): string {
  const words = raw.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return fallback;
  let id = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  if (/^[0-9]/.test(id)) id = `_${id}`;
  if (RESERVED.has(id)) id = `${id}_`;
  return id;
}

/**
 * Splits an operation name into the client namespace and method: `candidate.createNote` ->
 * [`candidate`, `createNote`]. Names without a dot come from the path: `GET /pets/{id}` -> [`pets`, `get`].
 */
export function splitOperationName(name: string | null, method: string, path: string): { name: string; resource: string; action: string } {
  if (name && /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/.test(name)) {
    const [resource, action] = name.split('.');
    return { name, resource: toIdentifier(resource), action: toIdentifier(action) };
  }
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  const resource = toIdentifier(segments[0] ?? 'root', 'root');
  const action = name ? toIdentifier(name) : toIdentifier([method, ...segments.slice(1)].join(' '), method);
  return { name: name ?? `${method.toUpperCase()} ${path}`, resource, action };
}
