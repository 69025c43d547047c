// ts-morph prints a method signature on one line however long it is. Methods whose signature
// passes the line width get one parameter per line instead, as a formatter would put them.
import { LINE_WIDTH } from './ts-literal.ts';

/** `  name(params): Result {` as ts-morph prints a class method (two-space indentation). */
const METHOD_LINE = /^(\s+)([A-Za-z_$#][\w$]*|\[[^\]]+\])\((.*)\): (.*) \{$/;

export function wrapLongSignatures(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      if (line.length <= LINE_WIDTH) return line;
      const match = METHOD_LINE.exec(line);
      if (!match) return line;
      const [, indent, name, params, result] = match;
      const parts = splitTopLevel(params);
      if (parts === null || parts.length === 0) return line;
      return [`${indent}${name}(`, ...parts.map((p) => `${indent}  ${p},`), `${indent}): ${result} {`].join('\n');
    })
    .join('\n');
}

const OPENERS = new Set(['(', '<', '{', '[']);
const CLOSERS = new Set([')', '>', '}', ']']);

/** Splits at commas outside brackets and string literals; null when the brackets do not balance. */
function splitTopLevel(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote !== null) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (OPENERS.has(ch)) depth++;
    else if (CLOSERS.has(ch) && !(ch === '>' && text[i - 1] === '=')) depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  if (depth !== 0 || quote !== null) return null;
  parts.push(text.slice(start).trim());
  return parts;
}
