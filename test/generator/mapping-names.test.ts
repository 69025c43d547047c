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

  it('leaves data alone: an example, a default or an extension that holds a discriminator as a value', () => {
    const data = () => ({ discriminator: { propertyName: 'kind', mapping: { cat: 'Cat' } } });
    const document: Record<string, any> = withMapping({ cat: 'Cat' });
    Object.assign(document.components.schemas.Cat, { example: data(), default: data(), 'x-sample': data(), examples: [data()] });
    document.components.examples = { pet: { value: data() } };
    // A field named like a data key is a field: its schema's mapping is read.
    document.components.schemas.Owner = { properties: { example: { oneOf: [], discriminator: { propertyName: 'kind', mapping: { cat: 'Cat' } } } } };
    mappingNamesAsRefs(document);
    expect(document.components.schemas.Owner.properties.example.discriminator.mapping.cat).toBe('#/components/schemas/Cat');
    expect(document.components.schemas.Pet.discriminator.mapping.cat).toBe('#/components/schemas/Cat');
    for (const value of [document.components.schemas.Cat.example, document.components.schemas.Cat.default, document.components.schemas.Cat['x-sample'], document.components.schemas.Cat.examples[0], document.components.examples.pet.value]) {
      expect(value).toEqual(data());
    }
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
