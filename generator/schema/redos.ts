// Regular expressions that can backtrack super-linearly (ReDoS), found by recheck, a maintained
// analyser of JavaScript regular expressions. A validator or server that tests client input against
// such a pattern lets one crafted string hold the event loop for seconds, so generate warns about
// the spec's own `pattern`s and a test holds the project's hand-written and generated ones to it.
import { check } from 'recheck';
import { documentSchemas, forEachSubschema } from './walk-schema.ts';
import { patternsOf } from './create-ajv.ts';
import { compiledPattern, hasModifierGroup } from './inline-flags.js';
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

const verdicts = new Map<string, Promise<RegexVerdict>>();

/**
 * recheck's verdict on `source` with `flags` (memoised: documents and code repeat their patterns).
 * Asynchronous: recheck then asks its native checker directly, where its synchronous form would load
 * recheck a second time in a worker thread only to wait for the same checker.
 */
export function regexVerdict(source: string, flags = ''): Promise<RegexVerdict> {
  const key = `${flags}/${source}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = repeatsWithoutBound(source) ? recheckVerdict(source, flags) : Promise.resolve({ safe: true, summary: 'no unbounded repetition', attack: null });
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** The last check asked for. Checks run one after another: several asked at once would each start a checker of their own (recheck starts it on first use). */
let previous: Promise<unknown> = Promise.resolve();

async function recheckVerdict(source: string, flags: string): Promise<RegexVerdict> {
  const asked = previous.then(() => check(source, flags, { timeout: 20_000 }));
  previous = asked.catch(() => undefined);
  const diagnostics = await asked;
  if (diagnostics.status === 'safe') return { safe: true, summary: diagnostics.complexity.summary, attack: null };
  if (diagnostics.status === 'vulnerable') return { safe: false, summary: diagnostics.complexity.summary, attack: attackText(diagnostics.attack) };
  // A pattern recheck cannot decide (a back-reference, a timeout) is not called safe.
  return { safe: false, summary: `not decided (${diagnostics.error.kind})`, attack: null };
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

/**
 * The document's schema patterns (`pattern` and `patternProperties` keys) that can backtrack
 * super-linearly. One with a leading flag group (`(?i)`) is checked as the validators compile it:
 * the rest, with those flags.
 */
export async function vulnerablePatterns(document: Record<string, any>): Promise<VulnerablePattern[]> {
  const found: Promise<VulnerablePattern | null>[] = [];
  const seen = new Set<string>();
  for (const { pointer, schema } of documentSchemas(document)) {
    forEachSubschema(schema, pointer, (node, at) => {
      for (const [pattern, where] of patternsOf(node, at)) {
        // A modifier group's validator is left out (create-ajv.ts patternProblems) on every Node.
        if (seen.has(where) || hasModifierGroup(pattern) || !validInUnicodeMode(pattern)) continue;
        seen.add(where);
        const { source, flags } = compiledPattern(pattern, 'u');
        found.push(regexVerdict(source, flags).then((verdict) => (verdict.safe ? null : { pointer: where, schema: at, pattern, verdict })));
      }
    });
  }
  return (await Promise.all(found)).filter((pattern) => pattern !== null);
}

