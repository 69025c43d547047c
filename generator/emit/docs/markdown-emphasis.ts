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

/** Each emphasis markdown-it finds in a line, as its kind and words (`em:optional`). */
function emphasisWords(line: string): string[] {
  const found: string[] = [];
  const open: { kind: string; words: string }[] = [];
  for (const token of commonMark.parseInline(line, {})[0]?.children ?? []) {
    if (token.type === 'em_open' || token.type === 'strong_open') open.push({ kind: token.tag, words: '' });
    else if (token.type === 'em_close' || token.type === 'strong_close') {
      const { kind, words } = open.pop()!;
      found.push(`${kind}:${words.replace(/[*_\\]/g, '')}`);
    } else for (const emphasis of open) emphasis.words += token.content;
  }
  return found;
}
