// How a stream's items are read is decided by the schema of one item: a server-sent event whose
// schema describes JSON (an object, a list, a composition) is read as JSON data; one whose schema
// is a string, absent, or says no shape is handed over as the whole event, its data as text.
// JSON Lines are always JSON.
import { describe, expect, it } from 'vitest';
import { documentModel } from '../../generator/document-model.ts';

const streamOf = (mediaType: string, schema: unknown) => ({
  get: { responses: { '200': { description: 'ok', content: { [mediaType]: schema === undefined ? {} : { schema } } } } },
});

const document = {
  openapi: '3.1.0',
  info: { title: 'Streams', version: '1.0.0' },
  paths: {
    '/object': streamOf('text/event-stream', { type: 'object', properties: { n: { type: 'integer' } } }),
    '/named': streamOf('text/event-stream', { $ref: '#/components/schemas/Chunk' }),
    '/nullable-object': streamOf('text/event-stream', { type: ['object', 'null'] }),
    '/untyped-properties': streamOf('text/event-stream', { properties: { n: { type: 'integer' } } }),
    '/one-of': streamOf('text/event-stream', { oneOf: [{ $ref: '#/components/schemas/Chunk' }, { type: 'string' }] }),
    '/string': streamOf('text/event-stream', { type: 'string' }),
    '/nullable-string': streamOf('text/event-stream', { type: ['string', 'null'] }),
    '/absent': streamOf('text/event-stream', undefined),
    '/any': streamOf('text/event-stream', {}),
    '/described': streamOf('text/event-stream', { description: 'One line of the log.' }),
    '/lines': streamOf('application/x-ndjson', { type: 'string' }),
  },
  components: { schemas: { Chunk: { type: 'object', properties: { delta: { type: 'string' } } } } },
};

describe("a stream item's reading", () => {
  const model = documentModel(structuredClone(document));
  const textOf = (path: string) => model.operations.find((o) => o.path === path)!.response.streamItems.map((item) => item.text);

  it('is JSON where the schema describes an object, a list or a composition', () => {
    for (const path of ['/object', '/named', '/nullable-object', '/untyped-properties', '/one-of']) expect([path, textOf(path)]).toEqual([path, [false]]);
  });

  it('is the whole event where the schema is a string, absent or says no shape', () => {
    for (const path of ['/string', '/nullable-string', '/absent', '/any', '/described']) expect([path, textOf(path)]).toEqual([path, [true]]);
  });

  it('is JSON for JSON Lines whatever the schema', () => {
    expect(textOf('/lines')).toEqual([false]);
  });
});
