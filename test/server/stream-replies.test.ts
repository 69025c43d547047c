// Stream replies of the generated server (templates/server/stream-reply.ts), read by the same
// document's generated client (test/fixtures/specs/server-bodies.yaml): a handler of an operation
// that declares a stream answers with an async iterable or a ReadableStream, written chunk by chunk
// as the client reads, in the declared media type; an operation with JSON beside the stream answers
// either; a client that leaves stops the handler's iterator; a stream that fails ends the connection
// and reaches onUnexpectedError. The handlers' types allow exactly that, under `tsc --strict`.
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
/** What the events handler answers next. */
let eventsReply: () => unknown;
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
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const listener = createRequestListener({
    authenticate: (key: string | null) => key,
    handlers: {
      'events.export': () => eventsReply(),
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
    const stream: ReadableStream<Uint8Array> = await client.completions.create({ stream: true });
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
    const stream: ReadableStream<Uint8Array> = await client.events.export();
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
    const stream: ReadableStream<Uint8Array> = await client.events.export();
    const reader = stream.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"n":1}\n');
    failing.fire();
    await expect(reader.read()).rejects.toThrow();
    expect(unexpected).toContain(failure);
  });

  it('types a stream operation\'s reply as text or a stream, and a mixed one as its JSON or a stream (tsc --strict)', async () => {
    fs.writeFileSync(
      path.join(dir, 'server/stream-check.ts'),
      `import type { Handlers } from './index.js';
export const handlers: Handlers<string | null> = {
  'events.export': async function* () {
    yield '{"n":1}\\n';
  },
  'completions.create': (body) => (body.stream ? new ReadableStream<string>() : { text: 'Hello' }),
};
export const text: Handlers<string | null> = { 'events.export': () => '{"n":1}\\n' };
// @ts-expect-error a reply of the completion's JSON has its required fields
export const wrong: Handlers<string | null> = { 'completions.create': () => ({ words: 'Hello' }) };
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});
