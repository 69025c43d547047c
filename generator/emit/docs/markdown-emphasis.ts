// Emphasis a spec text writes in markdown (`**Note:**`, `*optional*`, `_id_`), kept as emphasis so
// the reference shows it as the HTML page does rather than as escaped asterisks. The rule is
// narrower than CommonMark's: one to three `*` or `_` at a word's edge on each side, on one line, with
// no delimiter of the same kind between. Everything between is escaped as any spec text is
// (markdown-text.ts), so what the emphasis holds stays text, code spans and links; any other `*` or
// `_` is escaped, as before. CommonMark pairs delimiter runs across the whole line, so a run the rule
// escapes can pair with a kept one (`***(*x*`): markdown-it, reading the text as written, is the
// judge of whether the emphasis kept is what CommonMark makes of it (emphasisAgrees).
import MarkdownIt from 'markdown-it';

export interface Emphasis {
  /** Where the closing delimiter run ends. */
  end: number;
  /** The delimiter run: `*`, `**` or `***` (emphasis, strong, both), or the same in `_`. */
  marks: string;
  /** The text between the runs, not yet escaped. */
  inner: string;
}

/**
 * The emphasis whose opening run starts at `text[at]`, or null. The opening run follows the start, a
 * space or punctuation (not a backslash, which makes it literal) and precedes a non-space; the
 * closing run is the next `*` (or `_`) after it, of the same length, after a non-space and before
 * the end, a space or punctuation. With such edges CommonMark's flanking rules always pair the two.
 */
export function emphasisAt(text: string, at: number): Emphasis | null {
  const mark = text[at];
  if (mark !== '*' && mark !== '_') return null;
  let size = 1;
  while (size < 3 && text[at + size] === mark) size++;
  const first = text[at + size];
  if (first === undefined || first === mark || isSpace(first) || !opensAfter(text[at - 1], mark)) return null;
  const close = text.indexOf(mark, at + size);
  if (close === -1 || text[close - 1] === '\\' || isSpace(text[close - 1])) return null;
  const marks = mark.repeat(size);
  if (text.slice(close, close + size) !== marks || text[close + size] === mark || !closesBefore(text[close + size])) return null;
  const inner = text.slice(at + size, close);
  return inner.includes('\n') ? null : { end: close + size, marks, inner };
}

const isSpace = (char: string) => char.trim() === '';

/** Unicode punctuation and symbols, as CommonMark counts punctuation for its flanking rules. */
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/** Whether a run may open after `before`: the start of the text, a space, or punctuation other than a backslash or the run's own mark. */
function opensAfter(before: string | undefined, mark: string): boolean {
  return before === undefined || isSpace(before) || (PUNCTUATION.test(before) && before !== '\\' && before !== mark);
}

/** Whether a run may close before `after`: the end of the text, a space, or punctuation. */
function closesBefore(after: string | undefined): boolean {
  return after === undefined || isSpace(after) || PUNCTUATION.test(after);
}

/** CommonMark's inline syntax, HTML read as text: the judge of which emphasis a line makes. */
const commonMark = new MarkdownIt('commonmark', { html: false });

/**
 * Whether each emphasis `escaped` (a line as markdown-text.ts escapes it) shows is one CommonMark
 * makes of `raw`, the line as written: the same kind around the same words. Delimiters and
 * backslashes inside are not compared: where CommonMark pairs inner runs the rule escaped, the
 * emphasis kept shows them as text, and spec text's backslashes show as written.
 */
export function emphasisAgrees(raw: string, escaped: string): boolean {
  const made = new Map<string, number>();
  for (const words of emphasisWords(raw)) made.set(words, (made.get(words) ?? 0) + 1);
  for (const words of emphasisWords(escaped)) {
    const left = made.get(words) ?? 0;
    if (left === 0) return false;
    made.set(words, left - 1);
  }
  return true;
}

/** The inline tokens markdown-it reads in a line. */
const inlineTokens = (line: string) => commonMark.parseInline(line, {})[0]?.children ?? [];

/** Words as emphasis is compared by: delimiter characters and backslashes left out. */
const bareWords = (words: string) => words.replace(/[*_\\]/g, '');

/** Each emphasis markdown-it finds in a line, as its kind and words (`em:optional`). */
function emphasisWords(line: string): string[] {
  const found: string[] = [];
  const open: { kind: string; words: string }[] = [];
  for (const token of inlineTokens(line)) {
    if (token.type === 'em_open' || token.type === 'strong_open') open.push({ kind: token.tag, words: '' });
    else if (token.type === 'em_close' || token.type === 'strong_close') {
      const { kind, words } = open.pop()!;
      found.push(`${kind}:${bareWords(words)}`);
    } else for (const emphasis of open) emphasis.words += token.content;
  }
  return found;
}

/**
 * HTML's bold and italic as markdown-from-html.ts marks them: private-use characters around the
 * words, which no escaping touches, so markdown-text.ts can tell them from a `*` the text shows as
 * written. A text's own such characters are dropped before it is marked.
 */
const HTML_MARKS = { strong: ['\uE001', '\uE002'], em: ['\uE003', '\uE004'] } as const;
const ALL_HTML_MARKS = /[\uE001-\uE004]/g;
const isHtmlMark = (char: string) => char >= '\uE001' && char <= '\uE004';

/** `content` of a bold (`strong`) or italic (`em`) element, marked; spaces at its edges stay outside, as emphasis cannot start or end with one. */
export function markedEmphasis(content: string, kind: 'strong' | 'em'): string {
  const words = content.trim();
  if (words === '') return content;
  const start = content.length - content.trimStart().length;
  const end = start + words.length;
  const [open, close] = HTML_MARKS[kind];
  return `${content.slice(0, start)}${open}${words}${close}${content.slice(end)}`;
}

/** `text` without the marks of HTML's emphasis (its words only). */
export function withoutHtmlEmphasisMarks(text: string): string {
  return text.replace(ALL_HTML_MARKS, '');
}

/**
 * A line of escaped markdown whose HTML emphasis marks are written as `**` and `*` where markdown-it
 * reads every one as the emphasis it marks, around the same words; otherwise (a mark cut off by a
 * block boundary, a run CommonMark will not pair between two letters and punctuation) the line
 * without them, its words kept as before.
 */
export function withHtmlEmphasis(escaped: string): string {
  if (!escaped.includes(HTML_MARKS.strong[0]) && !escaped.includes(HTML_MARKS.em[0])) return withoutHtmlEmphasisMarks(escaped);
  const pairs = markedPairs(escaped);
  if (pairs === null) return withoutHtmlEmphasisMarks(escaped);
  // Each pair CommonMark can read as emphasis where it stands is written; the marks of any other are dropped.
  const kept = pairs.filter((pair) => flanks(escaped, pair));
  const marks = new Map<number, string>();
  for (const { kind, open, close } of kept) for (const at of [open, close]) marks.set(at, kind === 'strong' ? '**' : '*');
  const written = escaped.replace(ALL_HTML_MARKS, (_mark, at: number) => marks.get(at) ?? '');
  const asked = kept.map(({ kind, open, close }) => `${kind}:${inlineWords(withoutHtmlEmphasisMarks(escaped.slice(open + 1, close)))}`).sort();
  const made = emphasisWords(written).sort();
  return made.length === asked.length && made.every((words, i) => words === asked[i]) ? written : withoutHtmlEmphasisMarks(escaped);
}

interface MarkedPair {
  kind: 'strong' | 'em';
  /** Where its opening and closing marks are. */
  open: number;
  close: number;
}

/** The pairs of marks in `escaped`, or null where they do not nest. */
function markedPairs(escaped: string): MarkedPair[] | null {
  const pairs: MarkedPair[] = [];
  const open: { kind: 'strong' | 'em'; at: number }[] = [];
  for (let i = 0; i < escaped.length; i++) {
    const c = escaped[i];
    if (c === HTML_MARKS.strong[0] || c === HTML_MARKS.em[0]) open.push({ kind: c === HTML_MARKS.strong[0] ? 'strong' : 'em', at: i });
    else if (c === HTML_MARKS.strong[1] || c === HTML_MARKS.em[1]) {
      const last = open.pop();
      if (last?.kind !== (c === HTML_MARKS.strong[1] ? 'strong' : 'em')) return null;
      pairs.push({ kind: last.kind, open: last.at, close: i });
    }
  }
  return open.length === 0 ? pairs : null;
}

/**
 * Whether CommonMark reads a `*` run at the pair's opening mark as able to open, and at its closing
 * mark as able to close (its flanking rules for `*`), looking past other marks, which become runs too.
 */
function flanks(escaped: string, { open, close }: MarkedPair): boolean {
  const before = (at: number) => {
    while (at > 0 && isHtmlMark(escaped[at - 1])) at--;
    return escaped[at - 1];
  };
  const after = (at: number) => {
    while (at < escaped.length - 1 && isHtmlMark(escaped[at + 1])) at++;
    return escaped[at + 1];
  };
  const edge = (char: string | undefined) => char === undefined || isSpace(char) || PUNCTUATION.test(char);
  const first = after(open);
  const last = before(close);
  const opens = first !== undefined && !isSpace(first) && (!PUNCTUATION.test(first) || edge(before(open)));
  const closes = last !== undefined && !isSpace(last) && (!PUNCTUATION.test(last) || edge(after(close)));
  return opens && closes;
}

/** The words of a stretch of escaped markdown as markdown-it reads them, as `emphasisWords` counts them. */
function inlineWords(markdown: string): string {
  return bareWords(
    inlineTokens(markdown)
      .filter((token) => !/^(em|strong)_(open|close)$/.test(token.type))
      .map((token) => token.content)
      .join(''),
  );
}
