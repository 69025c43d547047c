// A `pattern` is an ECMA-262 regular expression; the validators compile it in Unicode mode (Ajv's
// default, as JSON Schema 2020-12 asks), where an escape before a character that needs none (`\:`,
// `\_`, `` \` ``, `\-` outside a class) is a syntax error. Descriptions written against engines
// without Unicode mode (JavaScript's default, most server frameworks) use them freely, meaning the
// character itself. Such a pattern is rewritten with those backslashes dropped: the same language
// as the non-Unicode reading, and one Ajv compiles. The anchors of PCRE, Python and Ruby, `\A`
// (start of input) and `\Z` / `\z` (end), which Linode's description writes, become `^` and `$`:
// JavaScript has no such escapes, and no author means the letter. A `-` in a class beside a class
// escape (`[\w- ]`, which AWS's IoT Events description writes) is a hyphen without Unicode mode
// and a syntax error with it (a range cannot end at a set); it is escaped, `[\w\- ]`, the same set.
// A leading inline flag group (`(?i)`) is read as the validators read it (inline-flags.js) and
// kept as written.
import { patternRegExp } from './inline-flags.js';

/** Characters an identity escape may stand before in Unicode mode (outside a character class). */
const SYNTAX = new Set(['^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/']);

/** The escapes that stand for a set of characters, which no range may start or end at. */
const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);

/** Anchors other engines write as escapes, as JavaScript writes them. */
const ANCHORS: Record<string, string> = { A: '^', Z: '$', z: '$' };

const verdicts = new Map<string, boolean>();

function compiles(pattern: string, flags: string): boolean {
  try {
    patternRegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

/** True when the pattern compiles in Unicode mode (memoised: descriptions repeat their patterns). */
export function validInUnicodeMode(pattern: string): boolean {
  let verdict = verdicts.get(pattern);
  if (verdict === undefined) verdicts.set(pattern, (verdict = compiles(pattern, 'u')));
  return verdict;
}

/**
 * The pattern as Unicode mode must spell it, or null when there is no such rewriting (the pattern
 * is no regular expression in either mode, or fails in Unicode mode for another reason).
 */
export function unicodePattern(pattern: string): string | null {
  if (validInUnicodeMode(pattern) || !compiles(pattern, '')) return null;
  let out = '';
  let inClass = false;
  // Whether the class atom just written is a class escape (`\w`): a `-` after it is a hyphen.
  let afterClassEscape = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const wasAfterClassEscape = afterClassEscape;
    afterClassEscape = false;
    if (inClass && c === '-' && (wasAfterClassEscape || (pattern[i + 1] === '\\' && CLASS_ESCAPES.has(pattern[i + 2])))) {
      out += '\\-';
      continue;
    }
    if (c === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      const anchor = inClass ? undefined : ANCHORS[next];
      if (anchor) {
        out += anchor;
        i++;
        continue;
      }
      const needed = /[A-Za-z0-9]/.test(next) || SYNTAX.has(next) || (inClass && next === '-');
      out += needed ? c + next : next;
      afterClassEscape = inClass && CLASS_ESCAPES.has(next);
      i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return validInUnicodeMode(out) ? out : null;
}
