// JSON pointer tokens and `$ref` fragments, the one place the generator escapes and decodes them.
import { describe, expect, it } from 'vitest';
import { escapeToken, fragmentToken, schemaComponentName, schemaComponentRef, unescapeToken } from '../../generator/json-pointer.ts';

describe('JSON pointer tokens', () => {
  it('escape and unescape as RFC 6901 says, each the other\'s inverse', () => {
    expect(escapeToken('a/b~c')).toBe('a~1b~0c');
    expect(escapeToken(0)).toBe('0');
    expect(unescapeToken('a~1b~0c')).toBe('a/b~c');
    // `~01` is an escaped `~` followed by `1`, not a slash.
    expect(unescapeToken('~01')).toBe('~1');
    for (const token of ['', '~', '/', '~1', '~0', 'a/~b', '%25']) expect(unescapeToken(escapeToken(token))).toBe(token);
  });

  it('decode a $ref fragment\'s token: URI-decoded first, then unescaped; a stray % taken as written', () => {
    expect(fragmentToken('My%20Thing')).toBe('My Thing');
    expect(fragmentToken('a~1b')).toBe('a/b');
    expect(fragmentToken('%7E1')).toBe('/');
    expect(fragmentToken('100%')).toBe('100%');
  });

  it('name the schema component a local $ref points at, and nothing else', () => {
    expect(schemaComponentName('#/components/schemas/Candidate')).toBe('Candidate');
    expect(schemaComponentName('#/components/schemas/Pet%20Owner~1v2')).toBe('Pet Owner/v2');
    expect(schemaComponentName('#/components/schemas/Candidate/properties/id')).toBeNull();
    expect(schemaComponentName('#/components/responses/NotFound')).toBeNull();
    expect(schemaComponentName('other.yaml#/components/schemas/Candidate')).toBeNull();
  });

  it('write the $ref to a schema component, which schemaComponentName reads back as the name', () => {
    expect(schemaComponentRef('C/D')).toBe('#/components/schemas/C~1D');
    expect(schemaComponentRef('A~B')).toBe('#/components/schemas/A~0B');
    for (const name of ['Candidate', 'C/D', 'A~B', 'Pet Owner', 'Dög', 'A%20B', '50%Off']) expect(schemaComponentName(schemaComponentRef(name))).toBe(name);
  });
});
