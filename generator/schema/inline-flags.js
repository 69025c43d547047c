// Java, Go, Python and PCRE read flags written at the start of a pattern: `(?i)^[a-z]+$` is
// `^[a-z]+$` without regard to case. JavaScript has no such syntax, but has the same flags: `i`
// (case), `m` (`^` and `$` at line breaks) and `s` (`.` matches line breaks too). A pattern that
// starts with one group of those flags is read as the rest of it compiled with them. Any other
// group (`(?x)`, `(?-i)`, one further in) is left as written: not a regular expression JavaScript
// reads, reported where the pattern is compiled. So is a modifier group (`(?i:...)`), which Node 24
// reads and Node 22 does not.
// Plain JavaScript: the generated validators embed the text of leadingFlags, compiledPattern and
// patternRegExp (create-ajv.ts PATTERN_ENGINE) where a document has such a pattern, so those three
// use nothing from outside them.

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

/**
 * The source and flags `pattern` is compiled with, given `flags` (Ajv's `u`): after a leading flag
 * group, the rest with that group's flags too; else as written. What the ReDoS check and the change
 * report read as well.
 */
export function compiledPattern(pattern, flags) {
  const inline = leadingFlags(pattern);
  return inline ? { source: inline.rest, flags: inline.flags + flags } : { source: pattern, flags: flags };
}

/** `pattern` compiled as compiledPattern reads it. */
export function patternRegExp(pattern, flags) {
  const compiled = compiledPattern(pattern, flags);
  return new RegExp(compiled.source, compiled.flags);
}

/**
 * Whether `pattern` holds an inline flag group anywhere, outside a class and not escaped: `(?`
 * then a letter or `-` (`(?i)`, `(?-i)`, `(?i:...)`); other groups go on with `:`, `=`, `!` or
 * `<`. Read character by character.
 */
export function hasFlagGroup(pattern) {
  return flagGroupAt(pattern, false);
}

/**
 * Whether `pattern` holds a modifier group (`(?i:...)`, `(?-i:...)`), which Node 24 reads and
 * Node 22 and older browsers do not: a validator compiled with one would stop the generated
 * module from loading there.
 */
export function hasModifierGroup(pattern) {
  return flagGroupAt(pattern, true);
}

function flagGroupAt(pattern, scoped) {
  if (pattern.indexOf('(?') === -1) return false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern.charAt(i);
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '(' && !inClass && pattern.charAt(i + 1) === '?') {
      let end = i + 2;
      while (end < pattern.length && isFlagCharacter(pattern.charAt(end))) end += 1;
      if (end === i + 2) continue;
      i = end - 1;
      if (!scoped || pattern.charAt(end) === ':') return true;
    }
  }
  return false;
}

function isFlagCharacter(c) {
  return c === '-' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
