// Regular expressions that can backtrack super-linearly (ReDoS), found by recheck, a maintained
// analyser of JavaScript regular expressions. A validator or server that tests client input against
// such a pattern lets one crafted string hold the event loop for seconds, so generate warns about
// the spec's own `pattern`s and a test holds the project's hand-written and generated ones to it.
import { checkSync } from 'recheck';
import { documentSchemas, forEachSubschema } from './walk-schema.ts';
import { patternsOf } from './create-ajv.ts';
import { validInUnicodeMode } from './unicode-pattern.ts';

export interface RegexVerdict {
  safe: boolean;
  /** What recheck found: the complexity (`2nd degree polynomial`, `exponential`), or why it could not tell. */
  summary: string;
  /** An input that shows the blow-up, when one was found (a repeated string, shortened). */
  attack: string | null;
}

/**
 * Whether a pattern can repeat without bound (`*`, `+`, `{n,}`). One that cannot tries a bounded
 * number of paths from each starting position, so it runs in linear time and needs no analysis.
 */
export function repeatsWithoutBound(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '*' || c === '+') return true;
    if (c === '{') {
      const close = source.indexOf('}', i);
      if (close !== -1 && /^\d+,$/.test(source.slice(i + 1, close))) return true;
    }
  }
  return false;
}

const verdicts = new Map<string, RegexVerdict>();

/** recheck's verdict on `source` with `flags` (memoised: documents and code repeat their patterns). */
export function regexVerdict(source: string, flags = ''): RegexVerdict {
  const key = `${flags}/${source}`;
  let verdict = verdicts.get(key);
  if (verdict) return verdict;
  if (!repeatsWithoutBound(source)) verdict = { safe: true, summary: 'no unbounded repetition', attack: null };
  else {
    const diagnostics = checkSync(source, flags, { timeout: 20_000 });
    if (diagnostics.status === 'safe') verdict = { safe: true, summary: diagnostics.complexity.summary, attack: null };
    else if (diagnostics.status === 'vulnerable') verdict = { safe: false, summary: diagnostics.complexity.summary, attack: attackText(diagnostics.attack) };
    // A pattern recheck cannot decide (a back-reference, a timeout) is not called safe.
    else verdict = { safe: false, summary: `not decided (${diagnostics.error.kind})`, attack: null };
  }
  verdicts.set(key, verdict);
  return verdict;
}

function attackText(attack: { pattern: string; string: string }): string {
  return attack.pattern.length <= 80 ? attack.pattern : `${attack.pattern.slice(0, 77)}...`;
}

export interface VulnerablePattern {
  /** JSON pointer of the `pattern` (or `patternProperties` key) in the document. */
  pointer: string;
  /** JSON pointer of the schema that holds it. */
  schema: string;
  pattern: string;
  verdict: RegexVerdict;
}

/** The document's schema patterns (`pattern` and `patternProperties` keys) that can backtrack super-linearly. */
export function vulnerablePatterns(document: Record<string, any>): VulnerablePattern[] {
  const found: VulnerablePattern[] = [];
  const seen = new Set<string>();
  for (const { pointer, schema } of documentSchemas(document)) {
    forEachSubschema(schema, pointer, (node, at) => {
      for (const [pattern, where] of patternsOf(node, at)) {
        if (seen.has(where) || !validInUnicodeMode(pattern)) continue;
        seen.add(where);
        const verdict = regexVerdict(pattern, 'u');
        if (!verdict.safe) found.push({ pointer: where, schema: at, pattern, verdict });
      }
    });
  }
  return found;
}

