// Where a JSON pointer of the bundled document was written: `file:line:column`, following the
// root document and the `$ref`s to other files that the pointer passes through. Schemas the bundler
// hoisted into components under names the root does not have are not found: the caller falls back
// to the pointer itself.
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

type ParsedFile = { document: Document; lines: LineCounter } | { json: string; lineStarts: number[] };

/** Finds where pointers of one bundled document were written; keeps each file it parses. */
export class SourceLocator {
  readonly #rootFile: string;
  readonly #files = new Map<string, ParsedFile | null>();

  constructor(rootFile: string) {
    this.#rootFile = path.resolve(rootFile);
  }

  /** `file:line:column` (file relative to the working directory) of `pointer` (`#/a/b`), or null. */
  locate(pointer: string): string | null {
    const tokens = pointer.replace(/^#/, '').split('/').slice(1).map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
    return this.#find(this.#rootFile, [], tokens, 0);
  }

  #find(file: string, prefix: string[], tokens: string[], depth: number): string | null {
    const parsed = this.#parse(file);
    if (!parsed || depth > 16) return null;
    if ('json' in parsed) {
      const offset = jsonOffset(parsed.json, [...prefix, ...tokens]);
      return offset === null ? null : formatPlace(file, lineAndColumn(parsed.lineStarts, offset));
    }
    let node: unknown = prefix.length === 0 ? parsed.document.contents : parsed.document.getIn(prefix, true);
    let place: [number, number, number] | null = null;
    for (let i = 0; i <= tokens.length; i += 1) {
      if (!node) return null;
      // A $ref met on the way: what is left of the pointer is inside the file it points to.
      if (isMap(node) && node.has('$ref') && i < tokens.length && !(node as any).has(tokens[i])) {
        const ref = node.get('$ref');
        if (typeof ref !== 'string') return null;
        const [target, fragment = ''] = ref.split('#');
        const targetFile = target === '' ? file : path.resolve(path.dirname(file), target);
        const targetPrefix = fragment.split('/').slice(1).map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
        return this.#find(targetFile, targetPrefix, tokens.slice(i), depth + 1);
      }
      if (i === tokens.length) break;
      const token = tokens[i];
      if (isMap(node)) {
        // An unquoted `200:` is a number key in YAML: keys are compared as text.
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === token);
        node = pair?.value;
        // A member is placed at its key, as Redocly places problems.
        place = (pair?.key as Node | undefined)?.range ?? null;
      } else if (isSeq(node) && /^\d+$/.test(token)) {
        node = node.get(Number(token), true);
        place = null;
      } else return null;
    }
    const range = place ?? (node as Node).range;
    if (!range) return null;
    const { line, col } = parsed.lines.linePos(range[0]);
    return formatPlace(file, { line, col });
  }

  #parse(file: string): ParsedFile | null {
    if (!this.#files.has(file)) {
      let parsed: ParsedFile | null = null;
      try {
        const text = fs.readFileSync(file, 'utf8');
        if (/^\s*\{/.test(text)) {
          // A JSON document (large public descriptions often are) is scanned, not parsed into a YAML tree: many times cheaper.
          parsed = { json: text, lineStarts: lineStartsOf(text) };
        } else {
          const lines = new LineCounter();
          const document = parseDocument(text, { lineCounter: lines });
          parsed = document.errors.length === 0 ? { document, lines } : null;
        }
      } catch {
        parsed = null;
      }
      this.#files.set(file, parsed);
    }
    return this.#files.get(file)!;
  }
}

/** `file:line:column` where the locator finds it, else the pointer itself. */
export function placeOf(locator: SourceLocator | undefined, pointer: string): string {
  return locator?.locate(pointer) ?? pointer;
}

function formatPlace(file: string, { line, col }: { line: number; col: number }): string {
  return `${path.relative(process.cwd(), file) || file}:${line}:${col}`;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineAndColumn(lineStarts: number[], offset: number): { line: number; col: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, col: offset - lineStarts[low] + 1 };
}

/** Offset in JSON `text` of the member `tokens` names (of its key, for an object member), or null. $refs are not followed. */
export function jsonOffset(text: string, tokens: string[]): number | null {
  let at = skipSpace(text, 0);
  let place = at;
  for (const token of tokens) {
    if (text[at] === '{') {
      at = skipSpace(text, at + 1);
      let found = false;
      while (text[at] === '"') {
        const keyEnd = stringEnd(text, at);
        const key = JSON.parse(text.slice(at, keyEnd)) as string;
        const keyStart = at;
        at = skipSpace(text, skipSpace(text, keyEnd) + 1); // past the colon
        if (key === token) {
          place = keyStart;
          found = true;
          break;
        }
        at = skipSpace(text, valueEnd(text, at));
        if (text[at] === ',') at = skipSpace(text, at + 1);
      }
      if (!found) return null;
    } else if (text[at] === '[' && /^\d+$/.test(token)) {
      at = skipSpace(text, at + 1);
      for (let i = 0; i < Number(token); i += 1) {
        if (text[at] === ']' || at >= text.length) return null;
        at = skipSpace(text, valueEnd(text, at));
        if (text[at] === ',') at = skipSpace(text, at + 1);
      }
      if (text[at] === ']') return null;
      place = at;
    } else return null;
  }
  return place;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t')) at += 1;
  return at;
}

/** The offset just past the string starting at `at` (its opening quote). */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The offset just past the JSON value starting at `at`. */
function valueEnd(text: string, at: number): number {
  if (text[at] === '"') return stringEnd(text, at);
  if (text[at] === '{' || text[at] === '[') {
    let depth = 0;
    let i = at;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i = stringEnd(text, i);
        continue;
      }
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
      i += 1;
    }
    return i;
  }
  let i = at;
  while (i < text.length && !',}] \n\r\t'.includes(text[i])) i += 1;
  return i;
}
