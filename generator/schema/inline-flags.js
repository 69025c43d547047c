// Java, Go, Python and PCRE read flags written at the start of a pattern: `(?i)^[a-z]+$` is
// `^[a-z]+$` without regard to case. JavaScript has no such syntax, but has the same flags: `i`
// (case), `m` (`^` and `$` at line breaks) and `s` (`.` matches line breaks too). A pattern that
// starts with one group of those flags is read as the rest of it compiled with them. Any other
// group (`(?x)`, `(?-i)`, one further in) is left as written: not a regular expression JavaScript
// reads, reported where the pattern is compiled.
// Plain JavaScript, and each function self-contained: the generated validators embed their text
// (create-ajv.ts PATTERN_ENGINE) where a document has such a pattern.

/**
 * The flags of the one group `pattern` starts with (`(?i)`, `(?ms)`) and the pattern after it, or
 * null when it starts with none, or with one holding another letter or one twice. Read character
 * by character: the group ends at the first `)`.
 */
export function leadingFlags(pattern) {
  if (pattern.charAt(0) !== '(' || pattern.charAt(1) !== '?') return null;
  const close = pattern.indexOf(')', 2);
  if (close < 3) return null;
  const flags = pattern.slice(2, close);
  for (let i = 0; i < flags.length; i += 1) {
    if ('ims'.indexOf(flags.charAt(i)) === -1 || flags.indexOf(flags.charAt(i)) !== i) return null;
  }
  return { flags: flags, rest: pattern.slice(close + 1) };
}

/** `pattern` compiled with `flags` (Ajv's `u`), and with those its leading flag group gives. */
export function patternRegExp(pattern, flags) {
  const inline = leadingFlags(pattern);
  return inline ? new RegExp(inline.rest, inline.flags + flags) : new RegExp(pattern, flags);
}
