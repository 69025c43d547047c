// How a change names what it is about: the field (`response field \`Thing.name\``, named in the
// shared schema it sits in, so it reads the same at every operation) and the site in one operation
// (`response 200 $.results.name`).
import { fieldPath } from './field-path.ts';
import type { FieldAt, Origin } from './findings.ts';

/** `request field \`$.kind\``, `response field \`Thing.name\``, `request body`, `query parameter \`limit\``. */
export function subjectOf(at: FieldAt): string {
  const named = namedOrigin(at.origin);
  const fieldWord = at.container === 'body' ? `${at.side} field` : `${at.partWords} field`;
  if (named) return `${fieldWord} \`${named.name}${fieldPath(named.field).slice(1)}\``;
  const type = at.origin ? ` (\`${at.origin.name}\`)` : '';
  if (at.field.length === 0) return `${at.partWords}${type}`;
  return `${fieldWord} \`${fieldPath(at.field)}\`${type}`;
}

/** The shared schema to name the field from: the innermost one it has a path in. */
function namedOrigin(origin: Origin | null): Origin | null {
  for (let o = origin; o; o = o.parent) if (o.field.length > 0) return o;
  return null;
}

/** `response 200 $.results.name`, `request`, `query limit`. */
export function siteOf(at: FieldAt): string {
  return at.field.length === 0 ? at.part : `${at.part} ${fieldPath(at.field)}`;
}

/** The key that groups one change's findings across operations: the shared schema and the path in it, else the subject. */
export function keyOf(at: FieldAt): { key: string; schema?: string } {
  if (!at.origin) return { key: 'operation' };
  return { key: `schema:${at.origin.name}${fieldPath(at.origin.field).slice(1)}`, schema: at.origin.name };
}

export function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text.length > 60 ? `${text.slice(0, 57)}...` : text}\``;
}

/** Values as JSON (`"a"`, `1`, `null`), the first few of a long list. */
export function listOf(values: readonly unknown[]): string {
  const shown = values.slice(0, 6).map((v) => code(JSON.stringify(v)));
  const rest = values.length - shown.length;
  const words = rest > 0 ? [...shown, `${rest} more`] : shown;
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
