// The client emitter prints literals itself (no formatter pass): whatever the spec's text, a literal
// must mean exactly that text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsKey, tsLiteral, tsString } from '../../generator/emit/client/ts-literal.ts';

/** Evaluates a JavaScript expression (the literals contain no TypeScript syntax). */
const evaluate = (expression: string): unknown => new Function(`return (${expression});`)();

describe('tsString', () => {
  it('means exactly the text, for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => evaluate(tsString(text)) === text), { numRuns: 5000 });
    for (const text of ["it's", 'say "hi"', '\\', "\\'", '\\"', '\u2028\u2029', '*/ end', '${x}', '\n\r\t']) {
      expect(evaluate(tsString(text)), text).toBe(text);
    }
  });

  it('is single-quoted', () => {
    expect(tsString('apiKey.info')).toBe("'apiKey.info'");
    expect(tsString("it's")).toBe("'it\\'s'");
  });
});

describe('tsLiteral', () => {
  it('means the same JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(evaluate(tsLiteral(value))).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 2000 },
    );
    // In an object literal a plain `__proto__` key sets the prototype instead of a property.
    expect(Object.keys(evaluate(tsLiteral(JSON.parse('{"__proto__": 1}'))) as object)).toEqual(['__proto__']);
  });

  it('writes one property per line, bare keys where they are identifiers, short arrays inline', () => {
    expect(tsLiteral({ name: 'a.b', 'x-y': [1, 2], nested: { ok: true } })).toBe(
      "{\n  name: 'a.b',\n  'x-y': [1, 2],\n  nested: {\n    ok: true,\n  },\n}",
    );
    expect(tsKey('constructor')).toBe('constructor');
    expect(tsKey('1a')).toBe("'1a'");
  });

  it('breaks an array of primitives that would pass 120 characters', () => {
    const codes = Array.from({ length: 6 }, (_, i) => `error_code_number_${i}`);
    expect(tsLiteral({ codes })).toBe(`{\n  codes: [\n${codes.map((c) => `    '${c}',`).join('\n')}\n  ],\n}`);
  });
});
