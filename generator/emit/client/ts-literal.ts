// TypeScript literals for generated code, printed in the house style (single quotes, trailing
// commas, two-space indentation) so the client needs no formatter pass. Spec text only enters
// through tsString, whose JSON escapes mean no text can end the literal early.
import { isIdentifierName } from '../../model/names.ts';

/** The generated client's line width: arrays of primitives stay on one line when it fits. */
export const LINE_WIDTH = 120;

/** A single-quoted string literal of `text`. */
export function tsString(text: string): string {
  // In JSON's output every `"` is escaped, so unescaping all `\"` is exact; `'` then needs escaping.
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** An object key: bare when it is an identifier. */
export function tsKey(key: string): string {
  // Written plainly, `__proto__` would set the literal's prototype; a computed key is a property.
  if (key === '__proto__') return `[${tsString(key)}]`;
  return isIdentifierName(key) ? key : tsString(key);
}

/**
 * A JSON value as a TypeScript literal, objects one property per line, indented from `indent`;
 * `lead` is how many characters precede the value on its first line.
 */
export function tsLiteral(value: unknown, indent = '', lead = indent.length): string {
  if (typeof value === 'string') return tsString(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => tsLiteral(item, inner));
    const inline = `[${items.join(', ')}]`;
    // +1 for the comma that follows a property value.
    if (value.every((item) => item === null || typeof item !== 'object') && lead + inline.length + 1 <= LINE_WIDTH) return inline;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => {
      const start = `${inner}${tsKey(k)}: `;
      return `${start}${tsLiteral(v, inner, start.length)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new TypeError(`tsLiteral: cannot print a ${typeof value}`);
}
