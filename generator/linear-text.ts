// Edits the generator makes to text it does not own (a spec's titles, descriptions and Markdown,
// lint messages about it), each in time linear in the text's length. A regular expression anchored
// only at the end (`/\s+$/`) is retried from every position of a long run that does not reach the
// end, so a hostile document could hold generation for minutes; these scan instead.

/** `text` without the characters at its end for which `trimmed` holds. */
export function trimEndWhere(text: string, trimmed: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && trimmed(text[end - 1])) end--;
  return text.slice(0, end);
}

/** `text` without the characters at either end for which `trimmed` holds. */
export function trimWhere(text: string, trimmed: (char: string) => boolean): string {
  let start = 0;
  while (start < text.length && trimmed(text[start])) start++;
  return trimEndWhere(text.slice(start), trimmed);
}

/** Each run of whitespace that holds a line break, as one space (runs without one are kept): text on one line. */
export function joinLines(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

/** The text from the last occurrence of `marker` on, or null without one. */
export function fromLast(text: string, marker: string): string | null {
  const at = text.lastIndexOf(marker);
  return at === -1 ? null : text.slice(at);
}
