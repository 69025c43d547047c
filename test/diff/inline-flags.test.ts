// The change report reads a pattern's leading inline flag group (`(?i)`) as the validators do
// (generator/schema/inline-flags.js): the rest of the pattern, with those flags.
import { describe, expect, it } from 'vitest';
import { valueMatches } from '../../generator/changes/acceptance.ts';
import { patternRelation } from '../../generator/changes/pattern-language.ts';

describe('a leading inline flag group in the change report', () => {
  it('is read when a value is checked against the pattern', () => {
    const at = { schema: { type: 'string', pattern: '(?i)^[a-z]+$' }, document: {} };
    expect(valueMatches('ABC', at)).toBe(true);
    expect(valueMatches('A-C', at)).toBe(false);
  });

  it('is read when two patterns are compared', () => {
    expect(patternRelation('^[a-z]+$', '(?i)^[a-z]+$')).toBe('wider');
    expect(patternRelation('(?i)^[0-9a-f]{4}$', '^[0-9a-fA-F]{4}$')).toBe('equal');
    expect(patternRelation('(?s)^a.b$', '^a[^]b$')).toBe('equal');
  });
});
