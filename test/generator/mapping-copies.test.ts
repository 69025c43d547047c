// The copies Redocly's bundler makes of a mapping's target under the pointer's escaped token, folded
// back into the schema they copy (generator/load/mapping-copies.ts); the whole run on a fixture is in
// foreign-documents.test.ts (escaped-schema-names.yaml).
import { describe, expect, it } from 'vitest';
import { withoutMappingCopies } from '../../generator/load/mapping-copies.ts';

/** A bundle as Redocly leaves it: `A~B` and `C/D` also under their escaped names, the same nodes, and the mapping naming the copies. */
function bundled() {
  const ab = { type: 'object' };
  const cd = { type: 'object' };
  const other = { type: 'string' };
  const pet = { oneOf: [], discriminator: { propertyName: 'kind', mapping: { ab: '#/components/schemas/A~0B-2', cd: '#/components/schemas/C~1D' } } };
  return { components: { schemas: { 'A~B': ab, 'A~0B': other, 'A~0B-2': ab, 'C/D': cd, 'C~1D': cd, Pet: pet } } };
}

describe('withoutMappingCopies', () => {
  it('removes each copy and points the mapping at the schema it copies; a schema the document names alike is kept', () => {
    const document = withoutMappingCopies(bundled());
    expect(Object.keys(document.components.schemas)).toEqual(['A~B', 'A~0B', 'C/D', 'Pet']);
    expect(document.components.schemas.Pet.discriminator.mapping).toEqual({ ab: '#/components/schemas/A~0B', cd: '#/components/schemas/C~1D' });
  });

  it('leaves data alone, and a document without copies as it is', () => {
    const document: Record<string, any> = bundled();
    const data = { discriminator: { propertyName: 'kind', mapping: { ab: '#/components/schemas/A~0B-2' } } };
    document.components.schemas.Pet.example = data;
    withoutMappingCopies(document);
    expect(data.discriminator.mapping.ab).toBe('#/components/schemas/A~0B-2');
    const plain = { components: { schemas: { 'A~B': {}, 'A~0B': {} } } };
    expect(withoutMappingCopies(structuredClone(plain))).toEqual(plain);
  });
});
