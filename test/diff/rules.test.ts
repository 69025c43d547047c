// The rules on their fixture pairs (rule-pairs.ts): each pair's verdict, the words it is said in,
// and every rule of rules.ts met by at least one pair.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../generator/changes/compare.ts';
import { RULES } from '../../generator/changes/rules.ts';
import { baseDocument, PAIRS } from './rule-pairs.ts';

/** Rules no pair here can meet, and where they are tested instead. */
const ELSEWHERE: Record<string, string> = {
  'paging-added': 'needs the service profile (paging comes from its envelope): test/diff/model-facts.test.ts',
  'paging-removed': 'needs the service profile: test/diff/model-facts.test.ts',
  'paging-changed': 'needs the service profile: test/diff/model-facts.test.ts',
  'deprecation-withdrawn': 'the mirror of operation-deprecated: the "reverse" test below',
};

/** The base document with the pair's `before` edit, against the base with its `after` edit. */
function judged(pair: (typeof PAIRS)[number]) {
  const before = baseDocument();
  pair.before?.(before);
  const after = baseDocument();
  pair.after(after);
  return compareDocuments(before, after);
}

describe('the rules on their fixture pairs', () => {
  it('has at least 100 pairs, each named once', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PAIRS.map((pair) => pair.name)).size).toBe(PAIRS.length);
  });

  for (const pair of PAIRS) {
    it(pair.name, () => {
      const changes = judged(pair);
      expect(changes.map((change) => `${change.level} ${change.rule}`)).toEqual(pair.want);
      for (const words of pair.says ?? []) expect(changes[0].message).toContain(words);
      // The level is the rule's, stated once.
      for (const change of changes) expect(change.level).toBe(RULES[change.rule as keyof typeof RULES].level);
    });
  }

  it('meets every rule in some pair, or names where it is tested', () => {
    const met = new Set(PAIRS.flatMap((pair) => pair.want.map((want) => want.split(' ')[1])));
    const unmet = Object.keys(RULES).filter((rule) => !met.has(rule) && !(rule in ELSEWHERE));
    expect(unmet).toEqual([]);
  });

  it('reads the reverse of an edit as its mirror', () => {
    const before = baseDocument();
    const after = baseDocument();
    after.paths['/things'].post.deprecated = true;
    expect(compareDocuments(after, before).map((change) => change.rule)).toEqual(['deprecation-withdrawn']);
  });
});
