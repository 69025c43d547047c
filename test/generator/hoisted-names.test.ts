// The schemas Redocly's bundler brings in from other files under their pointer's escaped token,
// renamed to the names their references read (generator/load/hoisted-names.ts); the whole run on a
// fixture is in foreign-documents.test.ts (escaped-schema-names-split/).
import { describe, expect, it } from 'vitest';
import { withHoistedNamesUnescaped } from '../../generator/load/hoisted-names.ts';

describe('withHoistedNamesUnescaped', () => {
  it("renames a brought-in schema to its token unescaped; the entry document's own names and names already taken stay", () => {
    const ab = { type: 'object' };
    const cd = { type: 'object' };
    const own = { type: 'string' };
    const taken = { type: 'number' };
    const document = { components: { schemas: { 'A~0B': ab, 'C~1D': cd, 'E~0F': own, 'G~1H': {}, 'G/H': taken, 'I~J': {} } } };
    withHoistedNamesUnescaped(document, new Set(['E~0F', 'G/H']));
    expect(document.components.schemas).toEqual({ 'A~B': ab, 'C/D': cd, 'E~0F': own, 'G~1H': {}, 'G/H': taken, 'I~J': {} });
    expect((document.components.schemas as Record<string, unknown>)['A~B']).toBe(ab);
  });
});
