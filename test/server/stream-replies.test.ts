// Stream replies of the generated server (templates/server/stream-reply.ts), read by the same
// document's generated client (test/fixtures/specs/server-bodies.yaml): a handler of an operation
// that declares a stream answers with an async iterable or a ReadableStream, written chunk by chunk
// as the client reads, in the declared media type; an operation with JSON beside the stream answers
// either; a client that leaves stops the handler's iterator; a stream that fails ends the connection
// and reaches onUnexpectedError. A bytes or text body may be a stream too (a file's read stream), written
// in the media type its status declares. The handlers' types allow exactly that, under `tsc --strict`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/server-bodies.yaml');
const KEY = 'test-key';

let dir: string;
let server: TestServer | undefined;
let client: any;
/** What the events, avatar and report handlers answer next (the avatar's given the generated `reply`). */
let eventsReply: () => unknown;
let avatarReply: (reply: (status: number, body: unknown, headers?: Record<string, string>) => unknown) => unknown;
let reportReply: () => unknown;
const unexpected: unknown[] = [];

/** A promise and the function that settles it: the test's way to wait for an event, not a time. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-replies-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const { createRequestListener, reply } = await import(path.join(dir, 'server/index.ts'));
  const listener = createRequestListener({
    authenticate: (key: string | null) => key,
    handlers: {
      'events.export': () => eventsReply(),
      'avatars.get': () => avatarReply(reply),
      'report.get': () => reportReply(),
      'completions.create': (body: { stream?: boolean }) =>
        body.stream ? new Blob(['data: {"text":"Hel"}\n\n', 'data: {"text":"lo"}\n\n']).stream().pipeThrough(new TextDecoderStream()) : { text: 'Hello' },
    },
    onUnexpectedError: (error: unknown) => unexpected.push(error),
  });
  server = await startTestServer(listener);
  const { ServerBodiesClient } = await import(path.join(dir, 'index.ts'));
  client = new ServerBodiesClient({ baseUrl: server.baseUrl, apiKey: KEY, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('stream replies', () => {
  it('sends the headers at once, then an async iterable chunk by chunk in the declared media type, the next only once the client has the first', async () => {
    const headersSeen = signal();
    const firstRead = signal();
    eventsReply = async function* () {
      await headersSeen.promise;
      yield '{"n":1}\n';
      await firstRead.promise;
      yield new TextEncoder().encode('{"n":2}\n');
    };
    const answer = await fetch(`${server!.baseUrl}/events.ndjson`, { headers: { 'x-api-key': KEY } });
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson');
    headersSeen.fire();
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"n":1}\n');
    firstRead.fire();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('{"n":2}\n');
  });

  it('answers an operation with JSON beside a stream with either, and its client reads each', async () => {
    await expect(client.completions.create({ stream: false })).resolves.toEqual({ text: 'Hello' });
    const stream: ReadableStream<Uint8Array> = (await client.completions.create({ stream: true })).toReadableStream();
    expect(await new Response(stream).text()).toBe('data: {"text":"Hel"}\n\ndata: {"text":"lo"}\n\n');
  });

  it("stops the handler's iterator when the client leaves", async () => {
    const stopped = signal();
    eventsReply = async function* () {
      try {
        for (let n = 0; ; n++) yield `{"n":${n}}\n`;
      } finally {
        stopped.fire();
      }
    };
    const stream: ReadableStream<Uint8Array> = (await client.events.export()).toReadableStream();
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    await stopped.promise;
  });

  it('ends the connection when the stream fails, and reports the error', async () => {
    const failure = new Error('the feed broke');
    const failing = signal();
    eventsReply = async function* () {
      yield '{"n":1}\n';
      await failing.promise;
      throw failure;
    };
    const stream: ReadableStream<Uint8Array> = (await client.events.export()).toReadableStream();
    const reader = stream.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"n":1}\n');
    failing.fire();
    await expect(reader.read()).rejects.toThrow();
    expect(unexpected).toContain(failure);
  });

  it("answers a bytes body from a file's read stream in the media type its status declares, uncached only if the handler says so", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const file = path.join(dir, 'avatar.png');
    fs.writeFileSync(file, bytes);
    avatarReply = () => fs.createReadStream(file, { highWaterMark: 4 });
    const answer = await fetch(`${server!.baseUrl}/avatars/a1`, { headers: { 'x-api-key': KEY } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    // The generated client reads it as it reads any bytes body.
    const blob: Blob = await client.avatars.get({ id: 'a1' });
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    // Another declared status with headers of the handler's: part of the file, as a Range request is answered.
    avatarReply = (reply) => reply(206, fs.createReadStream(file, { start: 0, end: 3 }), { 'content-range': `bytes 0-3/${bytes.length}` });
    const part = await fetch(`${server!.baseUrl}/avatars/a1`, { headers: { 'x-api-key': KEY } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('image/png');
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 4));
  });

  it('answers a text body from an async iterable in its declared media type', async () => {
    reportReply = async function* () {
      yield 'id,name\n';
      yield 'p1,Rex\n';
    };
    const answer = await fetch(`${server!.baseUrl}/report.csv`, { headers: { 'x-api-key': KEY } });
    expect(answer.headers.get('content-type')).toBe('text/csv');
    expect(await answer.text()).toBe('id,name\np1,Rex\n');
  });

  it("types a stream operation's reply as text or a stream, a mixed one as its JSON or a stream, and a bytes or text one as text, bytes or a stream (tsc --strict)", async () => {
    fs.writeFileSync(
      path.join(dir, 'server/stream-check.ts'),
      `import fs from 'node:fs';
import type { Handlers } from './index.js';
export const handlers: Handlers<string | null> = {
  'events.export': async function* () {
    yield '{"n":1}\\n';
  },
  'completions.create': (body) => (body.stream ? new ReadableStream<string>() : { text: 'Hello' }),
  'avatars.get': () => fs.createReadStream('avatar.png'),
  'report.get': async function* () {
    yield 'id,name\\n';
  },
};
export const bytes: Handlers<string | null> = { 'avatars.get': () => new Uint8Array(4), 'report.get': () => 'id,name\\n' };
// @ts-expect-error a bytes body is text, bytes or a stream, not a JSON value
export const json: Handlers<string | null> = { 'avatars.get': () => ({ url: 'https://cdn.example.org/a1.png' }) };
export const text: Handlers<string | null> = { 'events.export': () => '{"n":1}\\n' };
// @ts-expect-error a reply of the completion's JSON has its required fields
export const wrong: Handlers<string | null> = { 'completions.create': () => ({ words: 'Hello' }) };
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});
