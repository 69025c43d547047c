// Streams in a generated client at run time against a local server that writes them a piece at a
// time (test/fixtures/specs/event-streams.yaml): server-sent events beside JSON yield each event's
// data parsed and typed by the stream's schema (OpenAI's `stream: true`), up to `data: [DONE]`;
// events whose schema is a string yield whole events; newline-delimited JSON yields its lines. A
// `break` or the caller's signal ends the request; the body's bytes stay at hand; item types hold.
// OpenAPI 3.2's `itemSchema` (event-streams-32.yaml) reads and types the same. With
// `validateResponses`, each JSON item is checked against the stream's item schema as it arrives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/event-streams.yaml');

let dir: string;
let outDir: string;
let server: TestServer | undefined;
let module: any;
let client: any;
/** Resolved when the server sees the connection of the held stream close: the client went. */
let heldClosed: Promise<void>;
let onHeldClosed: () => void;
/** What the server answers `exports.list` with (JSON Lines). */
let exportLines = ['{"n":1}\n{"n"', ':2}\n\n', '{"n":3}'];
/** An API key a stream's item echoes: it must not reach an error. */
const KEY = 'sk-live-4f1d9c2b7e6a5038';

function holdNext(): void {
  heldClosed = new Promise<void>((resolve) => (onHeldClosed = resolve));
}

/** Writes `pieces` one write at a time, each after the last was handed to the socket. */
async function writeInPieces(response: http.ServerResponse, pieces: string[]): Promise<void> {
  for (const piece of pieces) await new Promise<void>((resolve) => response.write(piece, () => resolve()));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-streams-'));
  outDir = path.join(dir, 'out');
  await generateClientPackage(specPath, outDir);
  server = await startTestServer(
    readingBody(async (request, response, body) => {
      const url = request.url!;
      if (url === '/chat/completions') {
        const sent = JSON.parse(body.bytes.toString('utf8'));
        if (!sent.stream) {
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ id: 'c1', text: 'Hello' }));
        }
        response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        if (sent.prompt === 'bad third') {
          // The third event's `index` is not an integer (it echoes the key); the fourth is valid.
          return writeInPieces(response, ['data: {"index":0,"delta":"a"}\n\n', 'data: {"index":1,"delta":"b"}\n\n', `data: {"index":"${KEY}","delta":"c"}\n\n`, 'data: {"index":3,"delta":"d"}\n\ndata: [DONE]\n\n']).then(() => response.end());
        }
        if (sent.hold) {
          response.on('close', () => onHeldClosed());
          return writeInPieces(response, ['data: {"index":0,', '"delta":"H"}\n\n']);
        }
        // Split inside a field, inside a multi-byte character (é is two bytes) and between CR and LF.
        const bytes = Buffer.from(': hi\r\ndata: {"index":0,"delta":"H"}\r\n\r\ndata: {"index":1,"delta":"\u00e9"}\n\ndata: [DONE]\n\n');
        const cut = bytes.indexOf(0xc3) + 1;
        for (const piece of [bytes.subarray(0, 5), bytes.subarray(5, 36), bytes.subarray(36, cut), bytes.subarray(cut)]) {
          await new Promise<void>((resolve) => response.write(piece, () => resolve()));
        }
        return response.end();
      }
      if (url === '/logs') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        await writeInPieces(response, ['event: line\nid: 1\ndata: started\n', '\ndata: two\ndata: lines\n\n', 'data: cut off']);
        return response.end();
      }
      if (url === '/exports') {
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        await writeInPieces(response, exportLines);
        return response.end();
      }
      response.writeHead(404).end();
    }),
  );
  module = await import(path.join(outDir, 'index.ts'));
  client = new module.EventStreamsClient({ baseUrl: server.baseUrl, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function collect(stream: AsyncIterable<unknown>): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

describe('event streams in a generated client', () => {
  it('resolves JSON beside server-sent events to the JSON, or to the events’ data parsed, up to [DONE]', async () => {
    expect(await client.chat.create({ prompt: 'hi' })).toEqual({ id: 'c1', text: 'Hello' });
    const stream = await client.chat.create({ prompt: 'hi', stream: true });
    expect(stream).toBeInstanceOf(module.EventStream);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await collect(stream)).toEqual([
      { index: 0, delta: 'H' },
      { index: 1, delta: '\u00e9' },
    ]);
  });

  it('yields whole events where the schema is a string, and drops an event the stream ends inside', async () => {
    expect(await collect(await client.logs.tail())).toEqual([
      { event: 'line', data: 'started', id: '1', retry: undefined },
      { event: 'message', data: 'two\nlines', id: '1', retry: undefined },
    ]);
  });

  it('yields each line of newline-delimited JSON, parsed', async () => {
    expect(await collect(await client.exports.list())).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('hands over the body as bytes instead, unread', async () => {
    const stream = await client.exports.list();
    expect(await new Response(stream.toReadableStream()).text()).toBe('{"n":1}\n{"n":2}\n\n{"n":3}');
  });

  it('ends the request when the loop is left early', async () => {
    holdNext();
    for await (const chunk of await client.chat.create({ prompt: 'hi', stream: true, hold: true })) {
      expect(chunk).toEqual({ index: 0, delta: 'H' });
      break;
    }
    await heldClosed;
  });

  it("ends the stream with an AbortError when the caller's signal fires, and ends the request", async () => {
    holdNext();
    const controller = new AbortController();
    const items: unknown[] = [];
    const loop = (async () => {
      for await (const chunk of await client.chat.create({ prompt: 'hi', stream: true, hold: true }, { signal: controller.signal })) {
        items.push(chunk);
        controller.abort();
      }
    })();
    await expect(loop).rejects.toBeInstanceOf(module.AbortError);
    await expect(loop).rejects.toThrow("chat.create: aborted by the caller's signal");
    expect(items).toEqual([{ index: 0, delta: 'H' }]);
    await heldClosed;
  });

  it('types each item as its stream declares: the schema, a whole event, a line; a caller narrows JSON from a stream', async () => {
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    // By the schema's name where it has one, as a JSON result is.
    expect(source).toMatch(/^export type ChatCreateResult = Completion \| EventStream<CompletionChunk>;$/m);
    expect(source).toMatch(/^export type LogsTailResult = EventStream<ServerSentEvent>;$/m);
    expect(source).toMatch(/^export type ExportsListResult = EventStream<ExportRecord>;$/m);
    fs.writeFileSync(
      path.join(outDir, 'usage.ts'),
      [
        "import { EventStream, EventStreamsClient, type Completion, type CompletionChunk, type ServerSentEvent } from './index.js';",
        'const client = new EventStreamsClient();',
        'export async function use(): Promise<string> {',
        '  let text = "";',
        "  const answer = await client.chat.create({ prompt: 'hi', stream: true });",
        '  if (!(answer instanceof EventStream)) {',
        '    const completion: Completion = answer;',
        '    return completion.text;',
        '  }',
        '  for await (const chunk of answer) {',
        '    const named: CompletionChunk = chunk;',
        '    const index: number = named.index;',
        '    text += chunk.delta + index;',
        '    // @ts-expect-error a chunk has no field the schema does not list',
        '    text += chunk.text;',
        '  }',
        '  for await (const event of await client.logs.tail()) {',
        '    const whole: ServerSentEvent = event;',
        '    text += whole.data + event.event + event.id;',
        '  }',
        '  for await (const record of await client.exports.list()) {',
        '    const n: number = record.n;',
        '    text += n;',
        '    // @ts-expect-error a record is not an event',
        '    text += record.data;',
        '  }',
        '  const bytes: ReadableStream<Uint8Array> = (await client.exports.list()).toReadableStream();',
        '  return text + String(bytes.locked);',
        '}',
        '',
      ].join('\n'),
    );
    expect(await typeCheck(outDir)).toBe('');
  }, 60_000);

  it("reads OpenAPI 3.2's itemSchema as one item's schema: the same items and types", async () => {
    const out32 = path.join(dir, 'out-32');
    await generateClientPackage(path.join(projectRoot, 'test/fixtures/specs/event-streams-32.yaml'), out32);
    const source = fs.readFileSync(path.join(out32, 'client.ts'), 'utf8');
    expect(source).toMatch(/^export type ChatCreateResult = Completion \| EventStream<CompletionChunk>;$/m);
    expect(source).toMatch(/^export type ExportsListResult = EventStream<ExportRecord>;$/m);
    const generated = await import(path.join(out32, 'index.ts'));
    const client32 = new generated.EventStreamsClient({ baseUrl: server!.baseUrl, maxRetries: 0 });
    expect(await collect(await client32.chat.create({ prompt: 'hi', stream: true }))).toEqual([
      { index: 0, delta: 'H' },
      { index: 1, delta: '\u00e9' },
    ]);
  });
});

describe('validateResponses and stream items', () => {
  let validating: any;
  let validators: any;
  beforeAll(async () => {
    validators = await import(path.join(outDir, 'validators.js'));
    validating = new module.EventStreamsClient({ baseUrl: server!.baseUrl, maxRetries: 0, apiKey: KEY, validateResponses: true, validators });
  });

  /** The items read before the loop threw, and what it threw. */
  async function readUntilThrown(stream: AsyncIterable<unknown>): Promise<{ items: unknown[]; error: any }> {
    const items: unknown[] = [];
    try {
      for await (const item of stream) items.push(item);
    } catch (error) {
      return { items, error };
    }
    throw new Error(`the stream ended without an error after ${JSON.stringify(items)}`);
  }

  it('checks each server-sent event’s data: the items before a bad one, then a ValidationError naming it, without the key', async () => {
    const { items, error } = await readUntilThrown(await validating.chat.create({ prompt: 'bad third', stream: true }));
    expect(items).toEqual([
      { index: 0, delta: 'a' },
      { index: 1, delta: 'b' },
    ]);
    expect(error).toBeInstanceOf(module.ValidationError);
    expect(error.direction).toBe('response');
    expect(error.errors).toEqual([{ path: '$.index', message: 'must be integer' }]);
    expect(error.message).toBe(`chat.create: event 3 of the stream from POST ${server!.baseUrl}/chat/completions does not match the spec: $.index: must be integer`);
    expect(error.operation).toBe('chat.create');
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ index: '[redacted]', delta: 'c' });
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(KEY);
  });

  it('checks each line of JSON Lines: the lines before a bad one, then a ValidationError naming its line', async () => {
    exportLines = ['{"n":1}\n{"n":2}\n', '{"n":"three"}\n{"n":4}\n'];
    try {
      const { items, error } = await readUntilThrown(await validating.exports.list());
      expect(items).toEqual([{ n: 1 }, { n: 2 }]);
      expect(error).toBeInstanceOf(module.ValidationError);
      expect(error.errors).toEqual([{ path: '$.n', message: 'must be integer' }]);
      expect(error.message).toBe(`exports.list: line 3 of the stream from GET ${server!.baseUrl}/exports does not match the spec: $.n: must be integer`);
      expect(error.body).toEqual({ n: 'three' });
      // Off, the same items are yielded as sent.
      expect(await collect(await client.exports.list())).toEqual([{ n: 1 }, { n: 2 }, { n: 'three' }, { n: 4 }]);
    } finally {
      exportLines = ['{"n":1}\n{"n"', ':2}\n\n', '{"n":3}'];
    }
  });

  it('yields every item of a stream that matches, and leaves whole events and the JSON answer as before', async () => {
    expect(await collect(await validating.chat.create({ prompt: 'hi', stream: true }))).toEqual([
      { index: 0, delta: 'H' },
      { index: 1, delta: '\u00e9' },
    ]);
    expect(await collect(await validating.exports.list())).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect((await collect(await validating.logs.tail())).map((event: any) => event.data)).toEqual(['started', 'two\nlines']);
    expect(await validating.chat.create({ prompt: 'hi' })).toEqual({ id: 'c1', text: 'Hello' });
  });

  it('yields a bad item unchecked where validateResponses is off', async () => {
    expect(await collect(await client.chat.create({ prompt: 'bad third', stream: true }))).toEqual([
      { index: 0, delta: 'a' },
      { index: 1, delta: 'b' },
      { index: KEY, delta: 'c' },
      { index: 3, delta: 'd' },
    ]);
  });
});

describe('the docs of a stream', () => {
  it("say what the fields are of, and the client call reads the stream's items", async () => {
    const { documentModel } = await import('../../generator/document-model.ts');
    const { renderReference } = await import('../../generator/emit/docs-markdown.ts');
    const { clientSample } = await import('../../generator/emit/docs/request-examples.ts');
    const { parse } = await import('yaml');
    const model = documentModel(parse(fs.readFileSync(specPath, 'utf8')));
    const pages = renderReference(model, projectRoot).map((file) => String(file.contents)).join('\n');
    expect(pages).toContain('Where the request asks for a stream, the answer is one instead (`text/event-stream`, each item [`CompletionChunk`](records.md#completionchunk)), which the client yields as it arrives; the fields below are those of the JSON answer.');
    expect(pages).toContain('The answer is a stream of server-sent events (`text/event-stream`); the client yields each event whole as it arrives (`{ event, data, id, retry }`, its data as text).');
    expect(pages).toContain('The answer is a stream (`application/x-ndjson`); the fields below are those of each item, which the client yields as it arrives.');
    expect(pages).toContain('const stream: ExportsListResult = await client.exports.list({});\nfor await (const item of stream) console.log(item);');
    expect(clientSample(model, model.operations.find((op) => op.name === 'logs.tail')!)).toMatch(/\nconst stream: LogsTailResult = await client\.logs\.tail\(\);\nfor await \(const item of stream\) console\.log\(item\);$/);
    // Beside JSON, the call resolves to either: no loop.
    expect(pages).toContain('const result: ChatCreateResult = await client.chat.create({');
  });

  it("curl asks for the media types the client asks for: the stream beside JSON, the stream alone", async () => {
    const { documentModel } = await import('../../generator/document-model.ts');
    const { curlExample } = await import('../../generator/emit/docs/request-examples.ts');
    const { parse } = await import('yaml');
    const model = documentModel(parse(fs.readFileSync(specPath, 'utf8')));
    const acceptOf = (name: string) => /-H 'Accept: ([^']*)'/.exec(curlExample(model, model.operations.find((op) => op.name === name)!))?.[1];
    expect(acceptOf('chat.create')).toBe('application/json, text/event-stream');
    expect(acceptOf('logs.tail')).toBe('text/event-stream');
    expect(acceptOf('exports.list')).toBe('application/x-ndjson');
  });
});
