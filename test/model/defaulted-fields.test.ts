// Which request-body fields a call may leave out because they have a `default`.
import { describe, expect, it } from 'vitest';
import { defaultedFields } from '../../generator/model/defaulted-fields.ts';

const document = {
  components: {
    schemas: {
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'string', default: 'x' }, page: { $ref: '#/components/schemas/Page' } } },
      Page: { type: 'integer', default: 1 },
      Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }] },
    },
  },
};

describe('defaultedFields', () => {
  it('follows $refs and allOf parts; a field some part requires is not optional', () => {
    const schema = { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { size: { type: 'integer', default: 20 }, q: { type: 'string' } } }] };
    expect(defaultedFields(document, schema).sort()).toEqual(['page', 'size']);
  });

  it('reads oneOf branches, and a cycle or an unfollowable $ref adds nothing', () => {
    expect(defaultedFields(document, { oneOf: [{ properties: { a: { default: 1 } } }, { $ref: '#/components/schemas/Missing' }] })).toEqual(['a']);
    expect(defaultedFields(document, { $ref: '#/components/schemas/Loop' })).toEqual([]);
    expect(defaultedFields(document, undefined)).toEqual([]);
  });
});
