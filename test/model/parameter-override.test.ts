// An operation's own parameter overrides its path item's of the same name and place (OpenAPI: a
// parameter is unique by name and location), a header's name matched in any case: the model lists it
// once, as the operation declares it, so the generated server requires what the operation requires.
import { describe, expect, it } from 'vitest';
import { documentModel } from '../../generator/document-model.ts';
import { operationEntry } from '../../generator/emit/server/render-operations.ts';

const ok = { responses: { '200': { description: 'ok' } } };

const document = {
  openapi: '3.1.0',
  info: { title: 'Overrides', version: '1.0.0' },
  paths: {
    '/pets/{petId}': {
      parameters: [
        { name: 'petId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'fields', in: 'query', schema: { type: 'string' } },
      ],
      get: { operationId: 'pets.get', ...ok, parameters: [{ name: 'x-trace', in: 'header', required: false, schema: { type: 'string' } }, { name: 'petId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }] },
      delete: { operationId: 'pets.delete', ...ok },
    },
  },
};

describe("an operation's parameter over its path item's", () => {
  const model = documentModel(structuredClone(document));
  const op = (name: string) => model.operations.find((o) => o.name === name)!;

  it('is listed once, as the operation declares it, in the path item’s place', () => {
    expect(op('pets.get').parameters.map((p) => [p.in, p.name, p.required, (p.schema as { type?: string }).type])).toEqual([
      ['path', 'petId', true, 'string'],
      ['header', 'x-trace', false, 'string'],
      ['query', 'fields', false, 'string'],
    ]);
  });

  it('leaves the path item’s parameters as they are for an operation without its own', () => {
    expect(op('pets.delete').parameters.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'petId', true],
      ['header', 'X-Trace', true],
      ['query', 'fields', false],
    ]);
  });

  it('makes the generated server require only what the operation requires', () => {
    expect(operationEntry(model, op('pets.get'))).toMatchObject({ headers: ['x-trace'], requiredHeaders: [] });
    expect(operationEntry(model, op('pets.delete'))).toMatchObject({ headers: ['x-trace'], requiredHeaders: ['x-trace'] });
  });
});
