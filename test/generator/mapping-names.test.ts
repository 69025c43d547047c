// A discriminator mapping's schema names, read as references before Redocly resolves them
// (generator/load/mapping-names.ts); the whole run on a fixture is in foreign-documents.test.ts.
import { describe, expect, it } from 'vitest';
import { mappingNamesAsRefs } from '../../generator/load/mapping-names.ts';

const withMapping = (mapping: Record<string, unknown>) => ({
  components: { schemas: { Cat: {}, 'Dog.v2': {}, 'a~b': {}, Pet: { oneOf: [], discriminator: { propertyName: 'kind', mapping } } } },
});

describe('mappingNamesAsRefs', () => {
  it("rewrites a value that names a schema of the document, and leaves references and other names as written", () => {
    const document = withMapping({ cat: 'Cat', dog: 'Dog.v2', tilde: 'a~b', file: './cat.yaml', pointer: '#/components/schemas/Cat', other: 'Bird', count: 3 });
    expect(mappingNamesAsRefs(document).components.schemas.Pet.discriminator.mapping).toEqual({
      cat: '#/components/schemas/Cat',
      dog: '#/components/schemas/Dog.v2',
      tilde: '#/components/schemas/a~0b',
      file: './cat.yaml',
      pointer: '#/components/schemas/Cat',
      other: 'Bird',
      count: 3,
    });
  });

  it('walks a document nested deeper than the call stack, and leaves a document without schemas alone', () => {
    const document: Record<string, any> = withMapping({ cat: 'Cat' });
    let node = document;
    for (let depth = 0; depth < 200_000; depth += 1) node = node.next = {};
    node.discriminator = { propertyName: 'kind', mapping: { deep: 'Cat' } };
    expect(mappingNamesAsRefs(document)).toBe(document);
    expect(node.discriminator.mapping.deep).toBe('#/components/schemas/Cat');
    expect(mappingNamesAsRefs({ paths: {} })).toEqual({ paths: {} });
    expect(mappingNamesAsRefs('text')).toBe('text');
  });
});
