// Words of a POSIX shell command the toolchain prints or writes (the regenerate command, curl
// examples in the docs, the contract suite's replay commands): single-quoted, with a quote inside
// written as '\'' so nothing in the text (`$`, backquotes, spaces) is expanded or split.

/** `text` single-quoted: one word, read literally. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** `text` as one word: as it is when it holds only characters no shell treats specially, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text);
}
