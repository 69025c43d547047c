// Escaping for generated markdown: spec text is data, never markup. Text keeps single-backtick
// code spans (inert in markdown), web links (markdown-links.ts says which) and emphasis
// (markdown-emphasis.ts says which), and escapes everything else that markdown or HTML would act
// on. Text that writes HTML is first read as markdown (markdown-from-html.ts), once, by the
// exported functions here, then escaped the same way.
// Block structure is read by scanning each line (linear-text.ts says why not by regex).
import { joinLines, trimEndWhere, trimWhere } from '../../linear-text.ts';
import { linkAt, linkDestination } from './markdown-links.ts';
import { emphasisAgrees, emphasisAt, withHtmlEmphasis } from './markdown-emphasis.ts';
import { hasHtmlMarkup, lineFromHtml, markdownFromHtml } from './markdown-from-html.ts';

const MARKDOWN_PUNCTUATION = /[\\`*_[\]{}|~]/g;
// Block markup a line could start with: a heading, a list bullet, a setext underline, `1.`/`1)`.
const LINE_START_MARKUP = /^(\s*)(?:(#{1,6}|[-+=])(?=\s|$)|(\d+)([.)]))/;

/**
 * An `&` that does not start a character reference. Spec text is CommonMark, where `&quot;` and
 * `&#39;` stand for the character: kept, a reference shows as its author meant, and CommonMark never
 * reads the character it gives as markup. A bare `&` is escaped. The lookahead is bounded.
 */
const BARE_AMPERSAND = /&(?!#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/** Escapes one stretch of plain text: markdown punctuation by backslash, HTML by entity. */
function escapePlain(text: string): string {
  return text
    .replace(BARE_AMPERSAND, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`);
}

/**
 * Text on one line (a heading, a list item, a table cell): newlines become spaces, a leading `#`,
 * `-` or `1.` is escaped so it cannot start a block, `` `code` `` spans stay code, and http(s) and
 * mailto links stay links (markdown-links.ts). In a table cell `|` must be escaped even inside a
 * code span (GFM splits cells first).
 */
export function inlineText(raw: unknown, options: { tableCell?: boolean } = {}): string {
  const { text, keepEmphasis } = specText(raw, lineFromHtml);
  return escapeLine(bulletsAsDashes(text), { ...options, keepEmphasis });
}

/**
 * Spec text as the escaper reads it: text written in HTML turned into markdown by `fromHtml`
 * (markdown-from-html.ts), any other as it is; and whether its markdown emphasis may be kept.
 */
function specText(raw: unknown, fromHtml: (html: string) => string): { text: string; keepEmphasis: boolean } {
  const text = String(raw ?? '');
  return hasHtmlMarkup(text) ? { text: fromHtml(text), keepEmphasis: false } : { text, keepEmphasis: true };
}

interface LineOptions {
  tableCell?: boolean;
  /**
   * Keep markdown emphasis (markdown-emphasis.ts). Not in text read from HTML: there a `*` is one
   * the HTML page shows as written, and HTML's own emphasis is marked apart (markdown-from-html.ts).
   */
  keepEmphasis?: boolean;
}

/** `inlineText` for text already read from HTML. */
function escapeLine(text: string, { keepEmphasis = true, ...options }: LineOptions = {}): string {
  const line = joinLines(text).trim();
  const emphasis = keepEmphasis ? { kept: 0 } : null;
  let out = inlineSpans(line, { ...options, links: true, emphasis });
  // Emphasis stays only where CommonMark makes the same of the line as written; HTML's only where it reads the marks as they mark it.
  if (emphasis && emphasis.kept > 0 && !emphasisAgrees(line, out)) out = inlineSpans(line, { ...options, links: true, emphasis: null });
  if (!keepEmphasis) out = withHtmlEmphasis(out);
  return out.replace(LINE_START_MARKUP, (_, space: string, mark?: string, digits?: string, dot?: string) =>
    mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
  );
}

/**
 * Text of several lines, which `inlineText` and `tableCell` read onto one, with each bullet item's
 * marker (`* item`, `+ item`) written `- `: the list then shows its items as a list written in HTML
 * does (markdown-from-html.ts), not as `\*` marks. Text of one line keeps a leading `* ` as text.
 */
function bulletsAsDashes(text: string): string {
  if (!text.includes('\n')) return text;
  return text
    .split('\n')
    .map((line) => {
      const item = bulletItem(line);
      return item === null ? line : `- ${item}`;
    })
    .join('\n');
}

/**
 * `text` escaped, except for its code spans, (with `emphasis`, which counts what it keeps) its
 * emphasis and (with `links`) its links, scanned left to right. Only a balanced single-backtick
 * span without newlines is kept as code; any other backtick is escaped. A link's label and the
 * emphasised text are escaped the same way, the label without links of its own.
 */
function inlineSpans(text: string, options: { tableCell?: boolean; links: boolean; emphasis: { kept: number } | null }): string {
  let out = '';
  let plainFrom = 0;
  const keep = (start: number, end: number, markup: string) => {
    let plain = escapePlain(text.slice(plainFrom, start));
    // `!` before a link would make it an image, fetched from its host when the page is viewed.
    if (markup.startsWith('[') && plain.endsWith('!')) plain = `${plain.slice(0, -1)}\\!`;
    out += plain + markup;
    plainFrom = end;
    return end;
  };
  for (let at = 0; at < text.length; ) {
    const code = text[at] === '`' ? codeSpanAt(text, at) : null;
    const link = options.links && !code ? linkAt(text, at) : null;
    const emphasis = options.emphasis && !code && !link ? emphasisAt(text, at) : null;
    if (code) {
      at = keep(at, code.end, `\`${options.tableCell ? code.code.replace(/\|/g, '\\|') : code.code}\``);
    } else if (link) {
      const label = inlineSpans(link.label, { ...options, links: false });
      at = keep(at, link.end, link.relative ? label : `[${label}](${linkDestination(link.url)})`);
    } else if (emphasis) {
      options.emphasis!.kept++;
      at = keep(at, emphasis.end, `${emphasis.marks}${inlineSpans(emphasis.inner, options)}${emphasis.marks}`);
    } else at++;
  }
  return out + escapePlain(text.slice(plainFrom));
}

/** The code span whose opening backtick is `text[at]`: a single backtick on each side, no line break inside. */
function codeSpanAt(text: string, at: number): { end: number; code: string } | null {
  if (text[at - 1] === '`') return null;
  const close = text.indexOf('`', at + 1);
  if (close <= at + 1 || text[close + 1] === '`') return null;
  const code = text.slice(at + 1, close);
  return code.includes('\n') ? null : { end: close + 1, code };
}

/** A table cell: inline text with `|` escaped everywhere; empty cells get a dash so the table keeps its shape. */
export function tableCell(raw: unknown): string {
  const { text, keepEmphasis } = specText(raw, lineFromHtml);
  return escapeCell(bulletsAsDashes(text), keepEmphasis);
}

/** `tableCell` for text already read from HTML. */
function escapeCell(text: string, keepEmphasis: boolean): string {
  const cell = escapeLine(text, { tableCell: true, keepEmphasis });
  return cell === '' ? '–' : cell;
}

/** An inline code span that no backtick in `code` can close early. */
export function inlineCode(raw: unknown, options: { tableCell?: boolean } = {}): string {
  let code = joinLines(String(raw ?? ''));
  if (options.tableCell) code = code.replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestRun(code, '`') + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside it, so it always closes. */
export function codeBlock(code: string, language = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  return `${fence}${language}\n${code.trimEnd()}\n${fence}`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Deterministic, unique anchor ids: `candidate.createNote` -> `candidate-createnote`. Ids are given
 * out in call order, so callers must ask in a stable order; a second identical slug gets `-2`, and a
 * key without an ASCII letter or digit gets `fallback` (`section`, then `section-2`).
 */
export class AnchorRegistry {
  readonly #byKey = new Map<string, string>();
  readonly #taken = new Set<string>();
  readonly #fallback: string;

  constructor(fallback = 'section') {
    this.#fallback = fallback;
  }

  anchor(key: string): string {
    const known = this.#byKey.get(key);
    if (known) return known;
    const base = slug(key) || this.#fallback;
    let id = base;
    for (let i = 2; this.#taken.has(id); i++) id = `${base}-${i}`;
    this.#taken.add(id);
    this.#byKey.set(key, id);
    return id;
  }
}

/** Lower-case letters, digits and single dashes: safe as an HTML id and a file name. */
export function slug(text: string): string {
  const dashed = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimWhere(dashed, (char) => char === '-');
}

/**
 * Multi-paragraph text that may use markdown's block structure (a description written in
 * CommonMark): ATX and setext headings, bullet lists, numbered lists (as bullets that keep their
 * numbers, as HTML's are read), block quotes, pipe tables and fenced code keep their structure, and
 * all text in them is escaped as `inlineText` escapes it, so no spec text becomes other markup.
 * `headingLevel` is the level the text's top headings get (a description's `##` under a page's
 * `#`: 2); `anchors` puts an `<a id>` named by `slug` before each heading, so other pages can link
 * to it (HTML renderers make their own ids, markdown pages need explicit ones).
 */
export function markdownBlocks(raw: unknown, options: { headingLevel?: number; anchors?: boolean } = {}): string {
  const { text, keepEmphasis } = specText(raw, markdownFromHtml);
  return blocksOf(text.replace(/\r\n?/g, '\n').split('\n'), keepEmphasis, options, 0);
}

/** A fence line: its indentation, its backticks or tildes, and the info string after them. */
const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)/;

/** Block quotes nested deeper than this keep their inner `>` marks as text. */
const MAX_QUOTE_DEPTH = 4;

/** `markdownBlocks` of the lines of text already read from HTML, inside `quoteDepth` block quotes. */
function blocksOf(lines: string[], keepEmphasis: boolean, options: { headingLevel?: number; anchors?: boolean }, quoteDepth: number): string {
  const escaped = (text: string) => escapeLine(text, { keepEmphasis });
  const levels = lines.map((line, i) => atxHeading(line)?.level ?? (i > 0 && lines[i - 1].trim() !== '' ? setextLevel(line) : null));
  const headingLevels = levels.filter((n): n is number => n !== null);
  const shift = (options.headingLevel ?? 2) - (headingLevels.length > 0 ? Math.min(...headingLevels) : 1);
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(escaped(paragraph.join(' ')));
    paragraph = [];
  };
  const heading = (level: number, title: string) =>
    `${options.anchors ? `<a id="${slug(title) || 'section'}"></a>\n\n` : ''}${'#'.repeat(Math.min(6, Math.max(1, level + shift)))} ${escaped(title)}`;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = LINE_SEPARATOR.test(line) ? null : FENCE.exec(line);
    const atx = atxHeading(line);
    const item = listItem(line, paragraph.length > 0);
    const setext = paragraph.length > 0 ? setextLevel(line) : null;
    if (fence) {
      flush();
      const body: string[] = [];
      // The code loses the fence's indentation (a fence inside a list item), as CommonMark reads it.
      const indent = fence[1].length;
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence[2]); i++) body.push(lines[i].slice(Math.min(indent, lines[i].length - lines[i].trimStart().length)));
      blocks.push(codeBlock(body.join('\n'), fence[3].trim().split(/\s+/)[0].replace(/[^\w+-]/g, '')));
    } else if (atx) {
      flush();
      blocks.push(heading(atx.level, atx.title));
    } else if (setext !== null) {
      const title = paragraph.join(' ');
      paragraph = [];
      blocks.push(heading(setext, title));
    } else if (item !== null) {
      flush();
      const items: { depth: number; text: string[] }[] = [];
      const nesting = new ListNesting();
      for (; i < lines.length; i++) {
        const next = listItem(lines[i], false);
        if (next !== null) items.push({ depth: nesting.depthOf(lines[i]), text: [next] });
        else if (/^\s+\S/.test(lines[i]) && !FENCE.test(lines[i])) items[items.length - 1].text.push(lines[i].trim());
        else break; // a blank line, a line at the margin, or a fence (read as a block of its own)
      }
      i--;
      blocks.push(items.map(({ depth, text }) => `${'  '.repeat(depth)}- ${escaped(text.join(' '))}`).join('\n'));
    } else if (quoteDepth < MAX_QUOTE_DEPTH && /^ {0,3}>/.test(line)) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && /^ {0,3}>/.test(lines[i]); i++) quoted.push(lines[i].replace(/^ {0,3}> ?/, ''));
      i--;
      const inner = blocksOf(quoted, keepEmphasis, options, quoteDepth + 1);
      blocks.push(inner.split('\n').map((text) => (text === '' ? '>' : `> ${text}`)).join('\n'));
    } else if (/^\s*\|/.test(line)) {
      flush();
      const rows: string[] = [];
      for (; i < lines.length && /^\s*\|/.test(lines[i]); i++) {
        rows.push(tableRow(lines[i], keepEmphasis));
      }
      i--;
      blocks.push(rows.join('\n'));
    } else if (line.trim() === '') flush();
    else if (paragraph.length === 0 && MARKDOWN_COMMENT.test(line)) continue;
    else paragraph.push(line.trim());
  }
  flush();
  return blocks.join('\n\n');
}

/**
 * A link reference definition to nowhere (`[comment]: <> (text)`, `[//]: # (text)`): the idiom
 * for a comment in markdown, which CommonMark shows nothing of. It cannot interrupt a paragraph.
 */
const MARKDOWN_COMMENT = /^ {0,3}\[[^\]]{1,999}\]:[ \t]*(?:<>|#)(?:[ \t].*)?$/;

const isSpace = (char: string) => char.trim() === '';
/** What `.` does not match in a line: a title or item holding one is not read as one. */
const LINE_SEPARATOR = /[\u2028\u2029]/;

/**
 * An ATX heading (`## Title ##`): its level and its title without the closing `#`s and the
 * whitespace around them, or null for another line.
 */
function atxHeading(line: string): { level: number; title: string } | null {
  let level = 0;
  while (level < line.length && line[level] === '#') level++;
  if (level < 1 || level > 6 || level === line.length || !isSpace(line[level])) return null;
  const title = trimEndWhere(trimEndWhere(line.slice(level).trim(), (char) => char === '#'), isSpace);
  return LINE_SEPARATOR.test(title) ? null : { level, title };
}

/**
 * The level of a setext heading's underline (`===` 1, `---` 2), or null for another line; it makes a
 * heading of the paragraph line above it.
 */
function setextLevel(line: string): number | null {
  const match = /^ {0,3}(=+|-+)[ \t]*$/.exec(line);
  return match ? (match[1][0] === '=' ? 1 : 2) : null;
}

/**
 * The text of a list item: a bullet's (`- text`) without its marker, a numbered one's (`1. text`)
 * with its number, which the list keeps as text under a bullet (as a list written in HTML shows).
 * Where it would interrupt a paragraph, a numbered line starts a list only at `1`, as CommonMark
 * reads it (`in 2024. the year` stays prose). Null for another line.
 */
function listItem(line: string, interruptsParagraph: boolean): string | null {
  const bullet = bulletItem(line);
  if (bullet !== null) return bullet;
  const numbered = /^[ \t]*(\d{1,9})([.)])[ \t]+(\S.*)$/.exec(line);
  if (!numbered || (interruptsParagraph && numbered[1] !== '1')) return null;
  return `${numbered[1]}${numbered[2]} ${numbered[3]}`;
}

/** The text of a bullet list item (`- text`, `* text`, `+ text`), or null for another line. */
function bulletItem(line: string): string | null {
  const text = line.trimStart();
  if (!'-*+'.includes(text[0] ?? 'x') || text.length < 2 || !isSpace(text[1])) return null;
  const item = text.slice(1).trimStart();
  return LINE_SEPARATOR.test(item) ? null : item;
}

/** A list item's marker with the indentation before it and the spaces after it: its text starts past them. */
const ITEM_MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]*/;

/** Lists nested deeper than this are written at this depth. */
const MAX_LIST_DEPTH = 6;

/**
 * How deep each item of one list is nested, as CommonMark reads it: an item whose marker is indented
 * to its parent's text (past `- ` or `1. `) is its child, one indented less a sibling of the
 * nearest item it is indented as far as.
 */
class ListNesting {
  /** The text column of each open item, outermost first. */
  readonly #open: number[] = [];

  /** The depth of the item on `line` (a list item's line), from 0. */
  depthOf(line: string): number {
    const marker = line.length - line.trimStart().length;
    const column = ITEM_MARKER.exec(line)?.[0].length ?? marker;
    while (this.#open.length > 0 && marker < this.#open[this.#open.length - 1]) this.#open.pop();
    if (this.#open.length < MAX_LIST_DEPTH) this.#open.push(column);
    return this.#open.length - 1;
  }
}

/** One row of a pipe table: a separator row as it is, every other cell escaped as a table cell. */
function tableRow(line: string, keepEmphasis: boolean): string {
  const cells = splitCells(line.trim());
  if (cells.every((cell) => /^\s*:?-{3,}:?\s*$/.test(cell))) return `|${cells.map((cell) => cell.trim()).join('|')}|`;
  return `| ${cells.map((cell) => escapeCell(cell.trim(), keepEmphasis)).join(' | ')} |`;
}

/** The cells of `| a | b |`, splitting at pipes outside code spans (GFM splits at unescaped pipes). */
function splitCells(row: string): string[] {
  const inner = row.replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '\\' && inner[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}
