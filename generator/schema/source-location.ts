// Where a JSON pointer of the bundled document was written: `file:line:column`, following the
// root document and the `$ref`s to other files that the pointer passes through. Schemas the bundler
// hoisted into components under names the root does not have are not found: the caller falls back
// to the pointer itself.
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

interface ParsedFile {
  document: Document;
  lines: LineCounter;
}

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
    return `${path.relative(process.cwd(), file) || file}:${line}:${col}`;
  }

  #parse(file: string): ParsedFile | null {
    if (!this.#files.has(file)) {
      let parsed: ParsedFile | null = null;
      try {
        const lines = new LineCounter();
        const document = parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter: lines });
        parsed = document.errors.length === 0 ? { document, lines } : null;
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
