// The client emitter prints literals and wraps signatures itself (no formatter pass): whatever the
// spec's text, a literal must mean exactly that text, and wrapping must not change the code.
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tsKey, tsLiteral, tsString } from '../../generator/emit/client/ts-literal.ts';
import { wrapLongSignatures } from '../../generator/emit/client/wrap-signatures.ts';

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

describe('wrapLongSignatures', () => {
  const long = `  method(body: NonNullable<paths['/a.b']['post']['requestBody']>['content']['application/json'], options?: RequestOptions): Promise<ResultsOf<X>> {`;

  it('puts each parameter of a long signature on its own line, leaving short ones alone', () => {
    expect(long.length).toBeGreaterThan(120);
    expect(wrapLongSignatures(long)).toBe(
      ["  method(", "    body: NonNullable<paths['/a.b']['post']['requestBody']>['content']['application/json'],", '    options?: RequestOptions,', '  ): Promise<ResultsOf<X>> {'].join('\n'),
    );
    expect(wrapLongSignatures('  info(body: X, options?: RequestOptions): Promise<Y> {')).toBe('  info(body: X, options?: RequestOptions): Promise<Y> {');
  });

  it('does not split inside generics, object types or strings', () => {
    const line = `  upload(input: ParamsOf<P> & { body?: WithFiles<M, 'resume' | 'a, b'> }, other: Map<string, Array<[number, string]>>, options?: RequestOptions): Promise<void> {`;
    const wrapped = wrapLongSignatures(line).split('\n');
    expect(wrapped.slice(1, -1).map((l) => l.trim())).toEqual([
      "input: ParamsOf<P> & { body?: WithFiles<M, 'resume' | 'a, b'> },",
      'other: Map<string, Array<[number, string]>>,',
      'options?: RequestOptions,',
    ]);
  });

  it('leaves the code the same to the TypeScript parser', () => {
    const source = `class A {\n${long}\n    return null as never;\n  }\n}\n`;
    const print = (text: string) => ts.createPrinter().printFile(ts.createSourceFile('a.ts', text, ts.ScriptTarget.ES2022));
    expect(print(wrapLongSignatures(source))).toBe(print(source));
  });
});
