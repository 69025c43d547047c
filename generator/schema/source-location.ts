// Where a JSON pointer of the bundled document was written: `file:line:column`, following the
// root document and the `$ref`s to other files that the pointer passes through. Schemas the bundler
// hoisted into components under names the root does not have are not found: the caller falls back
// to the pointer itself. A document read from a URL is placed in the text fetched for it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as YamlAst from 'yaml-ast-parser';
import { fragmentToken } from '../json-pointer.ts';
import { isUrl, resolveNextTo, shownRef, type FetchedDocument } from '../load/spec-address.ts';

// The parser Redocly places lint problems with: a YAML tree with offsets, several times cheaper to
// build than a full YAML document model. CommonJS, whose `Kind` enum Node's ES loader cannot list.
const yamlAst = createRequire(import.meta.url)('yaml-ast-parser') as typeof YamlAst;

type ParsedFile = { root: YamlAst.YAMLNode; lineStarts: number[] } | { json: string; lineStarts: number[] };

/** Finds where pointers of one bundled document were written; keeps each file it parses. */
export class SourceLocator {
  readonly #rootFile: string;
  readonly #files = new Map<string, ParsedFile | null>();
  readonly #fetched: ReadonlyMap<string, FetchedDocument>;

  /** `fetched`: each document read from a URL (LoadedSpec's), by its URL. */
  constructor(rootFile: string, fetched: ReadonlyMap<string, FetchedDocument> = new Map()) {
    this.#rootFile = isUrl(rootFile) ? rootFile : path.resolve(rootFile);
    this.#fetched = fetched;
  }

  /** `file:line:column` (file relative to the working directory) of `pointer` (`#/a/b`), or null. */
  locate(pointer: string): string | null {
    return this.#find(this.#rootFile, [], pointerTokens(pointer.replace(/^#/, '')), 0);
  }

  #find(file: string, prefix: string[], tokens: string[], depth: number): string | null {
    const parsed = this.#parse(file);
    if (!parsed || depth > 16) return null;
    if ('json' in parsed) {
      const offset = jsonOffset(parsed.json, [...prefix, ...tokens]);
      return offset === null ? null : formatPlace(file, lineAndColumn(parsed.lineStarts, offset));
    }
    let node: YamlAst.YAMLNode | undefined = walk(parsed.root, prefix);
    let place: number | null = null;
    for (let i = 0; i <= tokens.length; i += 1) {
      node = unaliased(node);
      // A member written without a value (`key:`) is placed at its key.
      if (!node) return i === tokens.length && place !== null ? formatPlace(file, lineAndColumn(parsed.lineStarts, place)) : null;
      // A $ref met on the way: what is left of the pointer is inside the file it points to.
      if (node.kind === yamlAst.Kind.MAP && i < tokens.length && memberOf(node, '$ref') && !memberOf(node, tokens[i])) {
        const ref = unaliased(memberOf(node, '$ref')!.value);
        if (ref?.kind !== yamlAst.Kind.SCALAR) return null;
        const [target, fragment = ''] = String(ref.value).split('#');
        const targetFile = target === '' ? file : resolveNextTo(this.#fetched.get(file)?.from ?? file, target);
        if (targetFile === null) return null;
        return this.#find(targetFile, pointerTokens(fragment), tokens.slice(i), depth + 1);
      }
      if (i === tokens.length) break;
      const next = childOf(node, tokens[i]);
      if (!next) return null;
      ({ node, keyAt: place } = next);
    }
    const offset = place ?? node?.startPosition;
    return offset === undefined ? null : formatPlace(file, lineAndColumn(parsed.lineStarts, offset));
  }

  #parse(file: string): ParsedFile | null {
    if (!this.#files.has(file)) {
      let parsed: ParsedFile | null = null;
      try {
        const text = isUrl(file) ? this.#fetched.get(file)?.text : fs.readFileSync(file, 'utf8');
        if (text === undefined) {
          parsed = null;
        } else if (/^\s*\{/.test(text)) {
          // A JSON document (large public descriptions often are) is scanned, not parsed into a YAML tree: many times cheaper.
          parsed = { json: text, lineStarts: lineStartsOf(text) };
        } else {
          const root = yamlAst.safeLoad(text);
          parsed = root && root.errors.length === 0 ? { root, lineStarts: lineStartsOf(text) } : null;
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

/** The member of a YAML mapping whose key reads `key` (an unquoted `200:` is text here too). */
function memberOf(map: YamlAst.YAMLNode, key: string): YamlAst.YAMLMapping | undefined {
  return (map as YamlAst.YamlMap).mappings.find((pair) => pair.key?.value === key);
}

/** The node an alias (`*name`) stands for; any other node as it is. */
function unaliased(node: YamlAst.YAMLNode | undefined): YamlAst.YAMLNode | undefined {
  return node?.kind === yamlAst.Kind.ANCHOR_REF ? (node as YamlAst.YAMLAnchorReference).value : node;
}

/**
 * The child `token` names below `node` (a mapping's member, a sequence's item), with the offset of the
 * member's key (a member is placed at its key, as Redocly places problems; an item has none). Null
 * where `node` has no such member or is neither.
 */
function childOf(node: YamlAst.YAMLNode | undefined, token: string): { node: YamlAst.YAMLNode | undefined; keyAt: number | null } | null {
  const parent = unaliased(node);
  if (parent?.kind === yamlAst.Kind.MAP) {
    const pair = memberOf(parent, token);
    return pair ? { node: pair.value, keyAt: pair.key.startPosition } : null;
  }
  if (parent?.kind === yamlAst.Kind.SEQ && /^\d+$/.test(token)) return { node: (parent as YamlAst.YAMLSequence).items[Number(token)], keyAt: null };
  return null;
}

/** The node `tokens` name below `root`, following mappings and sequences only. */
function walk(root: YamlAst.YAMLNode, tokens: string[]): YamlAst.YAMLNode | undefined {
  let node: YamlAst.YAMLNode | undefined = root;
  for (const token of tokens) {
    const next = childOf(node, token);
    if (!next) return undefined;
    node = next.node;
  }
  return node;
}

/** The unescaped tokens of a JSON pointer's path (`/a/b~1c` or a `$ref`'s fragment), URI-decoded. */
function pointerTokens(path: string): string[] {
  return path.split('/').slice(1).map(fragmentToken);
}

function formatPlace(file: string, { line, col }: { line: number; col: number }): string {
  return `${shownRef(file)}:${line}:${col}`;
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
