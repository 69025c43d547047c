// A form body's fields as the generated server hands them over (templates/server/form-fields.ts): the
// inverse of the client's form writing, for any form the client writes, and a clear refusal of a
// bracket the fields cannot place; nesting bounded, `__proto__` a field like any other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFields } from '../../templates/server/form-fields.ts';
import { toFormUrlEncoded } from '../../templates/runtime/form.ts';

const read = (text: string, lists: string[] = []) => formFields(new URLSearchParams(text), lists);

describe('formFields', () => {
  it('reads back every form the client writes without an encoding: scalars, lists, objects, lists of objects', () => {
    const text = fc.string({ maxLength: 6 });
    const object = fc.dictionary(fc.constantFrom('a', 'b', 'c'), text, { minKeys: 1 });
    const field = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }), object, fc.record({ inner: object, list: fc.array(text, { minLength: 1, maxLength: 3 }) }), fc.array(object, { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('x', 'y', 'z', '__proto__'), field, { minKeys: 1 }), (body) => {
        // A list of one scalar is written as a plain field: the schema's list fields say it is a list.
        const lists = Object.keys(body).filter((key) => Array.isArray(body[key]));
        expect(read(toFormUrlEncoded(body), lists)).toEqual(body);
      }),
      { seed: 17, numRuns: 500 },
    );
  });

  it('keeps a field named __proto__ as a field, on objects with the usual prototype', () => {
    const fields = read('__proto__[polluted]=1&a[__proto__]=2&constructor[prototype]=3');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toEqual({ polluted: '1' });
    expect(Object.getOwnPropertyDescriptor(fields.a, '__proto__')?.value).toBe('2');
  });

  it('refuses brackets it cannot place, naming the field, and bounds nesting and list gaps', () => {
    expect(() => read('a=1&a[b]=2')).toThrow('the form field "a[b]" is given as a value, a list and an object at once.');
    expect(() => read('a[]=1&a[b]=2')).toThrow('the form field "a[b]"');
    expect(() => read('a[999999]=1')).toThrow('the form field "a[999999]" skips list items before index 999999.');
    expect(() => read(`a${'[b]'.repeat(9)}=1`)).toThrow('nests more than 8 levels deep');
    // A name whose brackets do not close in order is a plain name, as written.
    expect(read('a[b=1&c]d[=2&[x]=3')).toEqual({ 'a[b': '1', 'c]d[': '2', '[x]': '3' });
    // 50,000 items of one list cost a pass each.
    expect((read(Array.from({ length: 50_000 }, (_, i) => `a[]=${i}`).join('&')).a as string[]).length).toBe(50_000);
  });
});
