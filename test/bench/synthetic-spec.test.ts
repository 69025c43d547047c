// The 10x spec must be a real, self-consistent OpenAPI document: every copy's references point
// at that copy's own schemas, and nothing collides with the original.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOperationName, syntheticSpec } from '../../bench/synthetic-spec.ts';

const tiny = {
  openapi: '3.1.0',
  info: { title: 'Tiny', version: '1' },
  paths: {
    '/pet.info': {
      post: {
        operationId: 'pet.info',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    },
    '/pet.get': { post: { operationId: 'pet.get', 'x-replaced-by': 'pet.info', responses: { '401': { $ref: '#/components/responses/Unauthorized' } } } },
  },
  components: {
    schemas: {
      Pet: { type: 'object', properties: { owner: { $ref: '#/components/schemas/Owner' } } },
      Owner: { type: 'object', properties: { name: { type: 'string' } } },
    },
    responses: { Unauthorized: { description: 'no' } },
  },
};

function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

describe('syntheticSpec', () => {
  it('copies every operation and schema under new names and points each copy at its own schemas', () => {
    const big = syntheticSpec(tiny, 3);
    expect(Object.keys(big.paths).sort()).toEqual(['/pet.get', '/pet.info', '/petCopy2.get', '/petCopy2.info', '/petCopy3.get', '/petCopy3.info']);
    expect(Object.keys(big.components.schemas)).toEqual(['Owner', 'OwnerCopy2', 'OwnerCopy3', 'Pet', 'PetCopy2', 'PetCopy3']);
    expect(big.paths['/petCopy3.info'].post.operationId).toBe('petCopy3.info');
    expect(big.paths['/petCopy3.info'].post.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/PetCopy3');
    expect(big.components.schemas.PetCopy2.properties.owner.$ref).toBe('#/components/schemas/OwnerCopy2');
    expect(big.paths['/petCopy2.get'].post['x-replaced-by']).toBe('petCopy2.info');
    // Non-schema components are shared, not copied.
    expect(big.paths['/petCopy2.get'].post.responses['401'].$ref).toBe('#/components/responses/Unauthorized');
    expect(tiny.paths['/pet.info'].post.operationId).toBe('pet.info');
  });

  it('leaves no dangling schema reference in the 10x copy of the real spec', () => {
    const bundled = path.resolve(import.meta.dirname, '../../generated/openapi.json');
    const document = JSON.parse(fs.readFileSync(bundled, 'utf8'));
    const big = syntheticSpec(document, 10);
    const operationIds = Object.values<any>(big.paths).map((item) => item.post?.operationId);
    expect(new Set(operationIds).size).toBe(Object.keys(document.paths).length * 10);
    expect(Object.keys(big.components.schemas)).toHaveLength(Object.keys(document.components.schemas).length * 10);
    const dangling = refsOf(big)
      .filter((ref) => ref.startsWith('#/components/schemas/'))
      .filter((ref) => !(ref.slice('#/components/schemas/'.length) in big.components.schemas));
    expect(dangling).toEqual([]);
  });

  it('names copies predictably and rejects a bad factor', () => {
    expect(copyOperationName('candidate.info', 1)).toBe('candidate.info');
    expect(copyOperationName('candidate.info', 7)).toBe('candidateCopy7.info');
    expect(copyOperationName('ping', 2)).toBe('pingCopy2');
    expect(() => syntheticSpec(tiny, 0)).toThrow(/positive integer/);
  });
});
