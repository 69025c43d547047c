// `info.x-not-shown-keywords`: the JSON Schema keywords a document leaves out because its source
// does not give them. The model carries `requestBodies: [required]` on each request
// (RequestModel.requiredNotShown) and names the place of anything it cannot read.
import { describe, expect, it } from 'vitest';
import { documentModel } from '../../generator/document-model.ts';

function documentWith(keywords: unknown): Record<string, any> {
  return {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1', ...(keywords === undefined ? {} : { 'x-not-shown-keywords': keywords }) },
    paths: {
      '/pets': {
        post: {
          operationId: 'pets.create',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
          responses: { '200': { description: 'ok' } },
        },
        get: { operationId: 'pets.list', responses: { '200': { description: 'ok' } } },
      },
    },
  };
}

describe('info.x-not-shown-keywords', () => {
  it('marks every request when it lists `required` under requestBodies', () => {
    const model = documentModel(documentWith({ requestBodies: ['required'] }));
    expect(model.operations.find((op) => op.name === 'pets.create')!.request!.requiredNotShown).toBe(true);
    expect(model.operations.find((op) => op.name === 'pets.list')!.request).toBeNull();
  });

  it('leaves required-ness stated without it, or with an empty list', () => {
    for (const keywords of [undefined, {}, { requestBodies: [] }]) {
      const model = documentModel(documentWith(keywords));
      expect(model.operations.find((op) => op.name === 'pets.create')!.request!.requiredNotShown, JSON.stringify(keywords)).toBe(false);
    }
  });

  it.each([
    [['required'], /^info\.x-not-shown-keywords must be a mapping/],
    [{ requestBody: ['required'] }, /^info\.x-not-shown-keywords\.requestBody: unknown place; the model reads requestBodies\.$/],
    [{ toString: ['required'] }, /^info\.x-not-shown-keywords\.toString: unknown place/],
    [{ requestBodies: 'required' }, /^info\.x-not-shown-keywords\.requestBodies must be a list of JSON Schema keywords; got "required"\.$/],
    [{ requestBodies: ['required', 'type'] }, /^info\.x-not-shown-keywords\.requestBodies\[1\]: "type" is not a keyword the model reads there \(required\)\.$/],
  ])('names the place of a value it cannot read: %j', (keywords, message) => {
    expect(() => documentModel(documentWith(keywords))).toThrow(message);
  });
});
