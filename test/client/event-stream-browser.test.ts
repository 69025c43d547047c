// Streams in a generated client inside a browser: the event-streams fixture's client package
// (test/fixtures/specs/event-streams.yaml), bundled minified by esbuild for the browser and run in
// headless Chromium against local servers, on the page's own origin and across origins (CORS).
// test/generator/event-streams.test.ts runs the same client in Node; here the browser's fetch, body
// streams and TextDecoder read the stream, and the package must lean on nothing Node alone has.
// Checked: the items of server-sent events beside JSON (data parsed, up to `data: [DONE]`), whole
// events where the schema is a string, and NDJSON lines, written in pieces that split a multi-byte
// character, a CRLF and a `data:` field (paced, so each piece is a chunk of its own to the reader);
// the Accept header each call sends; that `break` and the caller's signal end the request (the
// server sees its connection close); that an item that is not JSON is the client's
// InvalidResponseError naming the item; and that a connection dropped mid-stream (the browser's
// bare `TypeError: network error`) is its ConnectionError.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import * as esbuild from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const CHROMIUM = '/usr/bin/chromium';
const browserMissing = !fs.existsSync(CHROMIUM);
// CI (`.ci/run`) sets REQUIRE_BROWSER=1: there a missing browser fails instead of skipping.
const browserRequired = process.env.REQUIRE_BROWSER === '1';
const specPath = path.join(projectRoot, 'test/fixtures/specs/event-streams.yaml');
/** A safety net only: every wait below ends on an event long before. */
const SAFETY_MS = 60_000;

/**
 * The program the page runs, bundled with the generated package: one function per case on
 * `window.streamCases`, each resolving to plain data the test compares, called with the client to
 * use. `plain` calls the page's own origin with the browser's own fetch; `crossOrigin` calls the
 * API on another origin (the page's `?api=`), as a web app does, under CORS; `paced` hands each
 * chunk of the body on, notes its size, and then tells the server (POST /read) it was read, and
 * the server writes its next piece only then: each piece reaches the stream reader as a chunk of
 * its own, however the network would have joined them.
 */
const PROGRAM = `
import { AbortError, ConnectionError, EventStream, EventStreamsClient, InvalidResponseError } from './out/index.ts';

/** The sizes of the chunks the last paced call handed on. */
let pacedChunks = [];
const clients = {
  plain: new EventStreamsClient({ baseUrl: location.origin, maxRetries: 0 }),
  crossOrigin: new EventStreamsClient({ baseUrl: new URLSearchParams(location.search).get('api'), maxRetries: 0 }),
  paced: new EventStreamsClient({
    baseUrl: location.origin,
    maxRetries: 0,
    defaultHeaders: { 'x-paced': '1' },
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      const chunks = (pacedChunks = []);
      const told = new TransformStream({
        async transform(chunk, controller) {
          chunks.push(chunk.length);
          controller.enqueue(chunk);
          await fetch('/read', { method: 'POST' });
        },
      });
      return new Response(response.body.pipeThrough(told), response);
    },
  }),
};

async function collect(stream, via) {
  const items = [];
  for await (const item of stream) items.push(item);
  return { items, chunks: via === 'paced' ? pacedChunks : null };
}

function described(error) {
  return {
    name: error.name,
    invalidResponse: error instanceof InvalidResponseError,
    aborted: error instanceof AbortError,
    connection: error instanceof ConnectionError,
    message: error.message,
    status: error.status,
    body: error.body,
  };
}

window.streamCases = {
  async completion(via) {
    return clients[via].chat.create({ prompt: 'hi' });
  },
  async chat(via) {
    const stream = await clients[via].chat.create({ prompt: 'hi', stream: true });
    return { isStream: stream instanceof EventStream, contentType: stream.response.headers.get('content-type'), ...(await collect(stream, via)) };
  },
  async logs(via) {
    return collect(await clients[via].logs.tail(), via);
  },
  async exports(via) {
    return collect(await clients[via].exports.list(), via);
  },
  async leaveEarly(via) {
    const items = [];
    for await (const chunk of await clients[via].chat.create({ prompt: 'hi', stream: true, hold: true })) {
      items.push(chunk);
      break;
    }
    return items;
  },
  async abort(via) {
    const controller = new AbortController();
    const items = [];
    try {
      for await (const chunk of await clients[via].chat.create({ prompt: 'hi', stream: true, hold: true }, { signal: controller.signal })) {
        items.push(chunk);
        controller.abort();
      }
      return { items, error: null };
    } catch (error) {
      return { items, error: described(error) };
    }
  },
  notJson: (via) => itemsThenError(via, 'not json'),
  brokenOff: (via) => itemsThenError(via, 'break off'),
};

/** The items of a chat stream the server sends for \`prompt\`, and the error the loop ends with. */
async function itemsThenError(via, prompt) {
  const items = [];
  try {
    for await (const chunk of await clients[via].chat.create({ prompt, stream: true })) items.push(chunk);
    return { items, error: null };
  } catch (error) {
    return { items, error: described(error) };
  }
}
`;

type Via = 'plain' | 'crossOrigin' | 'paced';

/**
 * `text` as bytes cut into pieces at `cuts`: each the offset just after a text that occurs once, or
 * (`{ inside }`) between the first and second byte of a character that occurs once.
 */
function cutAt(text: string, cuts: (string | { inside: string })[]): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const offsets = cuts.map((cut) => {
    const needle = typeof cut === 'string' ? cut : cut.inside;
    const found = bytes.indexOf(needle);
    if (found === -1 || bytes.indexOf(needle, found + 1) !== -1) throw new Error(`${JSON.stringify(needle)} must occur once to cut at`);
    return typeof cut === 'string' ? found + Buffer.byteLength(needle) : found + 1;
  });
  const at = [0, ...offsets, bytes.length];
  const pieces = at.slice(1).map((end, i) => bytes.subarray(at[i], end));
  if (pieces.some((piece) => piece.length === 0)) throw new Error(`cuts out of order or at an end: ${offsets.join(', ')}`);
  return pieces;
}

// Server-sent events beside JSON: a comment, CRLF line ends, a two-byte é, then [DONE]. Cut between
// a CR and its LF (twice), inside `data:`, and between the two bytes of é.
const CHAT = cutAt(': hi\r\ndata: {"index":0,"delta":"H"}\r\n\r\ndata: {"index":1,"delta":"\u00e9"}\n\ndata: [DONE]\n\n', [': hi\r', '"H"}\r\n\r', '\r\n\r\nda', { inside: '\u00e9' }]);
// Events whose data is text: a lone CR then a CRLF cut in two, `data:` cut inside, a two-byte ä cut
// in two, two LFs cut apart, and an event the stream ends inside (dropped).
const LOGS = cutAt('event: line\rid: 1\r\ndata: st\u00e4rted\r\n\r\ndata: two\ndata: lines\n\ndata: cut off', ['id: 1\r', 'id: 1\r\nd', { inside: '\u00e4' }, 'lines\n']);
// NDJSON: a CRLF (the CR is whitespace JSON allows) cut in two, a line cut inside and inside its é,
// a blank line, a last line without a line end.
const EXPORTS = cutAt('{"n":1}\r\n{"n":2,"s":"\u00e9"}\n\n{"n":3}', ['{"n":1}\r', '{"n":2,', { inside: '\u00e9' }]);

const skipped = browserMissing && !browserRequired;

describe.skipIf(skipped)(`event streams in a browser bundle${skipped ? ' (skipped: chromium not installed)' : ''}`, () => {
  let dir: string;
  let server: TestServer | undefined;
  let apiServer: TestServer | undefined;
  let bundle = '';
  let context: BrowserContext | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  /** Pieces the paced client said it read that the server has not waited for yet, and the wait for the next. */
  let reads = 0;
  let onRead: (() => void) | null = null;
  /** The Accept header of the last call of each API path. */
  const accepted = new Map<string, string | undefined>();
  /**
   * Resolved when the server sees the connection of the held stream close: the client went.
   * Chromium may first read on for what is left of the body (its HttpResponseBodyDrainer, at most
   * 5 s) to keep the connection, so the close can come seconds after the loop ended.
   */
  let heldClosed: Promise<void> = Promise.resolve();
  let onHeldClosed: () => void = () => {};

  function holdNext(): void {
    heldClosed = new Promise<void>((resolve) => (onHeldClosed = resolve));
  }

  async function readByClient(): Promise<void> {
    while (reads === 0) await new Promise<void>((resolve) => (onRead = resolve));
    reads--;
  }

  /** Writes `pieces` one at a time: each once the last is on its way, or, paced, once the client read it. */
  async function writeInPieces(request: http.IncomingMessage, response: http.ServerResponse, pieces: (string | Buffer)[], { end = true } = {}): Promise<void> {
    const paced = request.headers['x-paced'] === '1';
    if (paced) reads = 0;
    for (const piece of pieces) {
      await new Promise<void>((resolve) => response.write(piece, () => resolve()));
      if (paced) await readByClient();
    }
    if (end) response.end();
  }

  /** Runs one of the page's cases with the client `via` and hands back what it resolved to. */
  function run<T>(name: string, via: Via): Promise<T> {
    return page.evaluate(([name, via]) => (window as unknown as { streamCases: Record<string, (via: string) => Promise<unknown>> }).streamCases[name](via), [name, via] as const) as Promise<T>;
  }

  /** The page, its bundle, and the API; any origin may call it (CORS), as a public API lets web apps. */
  const listener = readingBody(async (request, response, body) => {
    const url = request.url!;
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return response.writeHead(204, { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '0' }).end();
    }
    if (url === '/' || url.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><meta charset="utf-8"><title>event streams</title><script src="/bundle.js"></script>');
    }
    if (url === '/bundle.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return response.end(bundle);
    }
    if (url === '/read') {
      reads++;
      onRead?.();
      return response.writeHead(204).end();
    }
    if (['/chat/completions', '/logs', '/exports'].includes(url)) accepted.set(url, request.headers.accept);
    if (url === '/chat/completions') {
      const sent = JSON.parse(body.bytes.toString('utf8'));
      if (!sent.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ id: 'c1', text: 'Hello' }));
      }
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      if (sent.hold) {
        response.on('close', () => onHeldClosed());
        // The first chunk, then nothing until the client goes.
        return response.write('data: {"index":0,"delta":"H"}\n\n');
      }
      if (sent.prompt === 'break off') {
        // The first event, then (once the paced client read it) the connection drops before the
        // chunked body's end. Unpaced, Chromium may error the body before handing on bytes it had
        // received, and the event would be lost before the client saw it.
        await writeInPieces(request, response, ['data: {"index":0,"delta":"H"}\n\n'], { end: false });
        return response.destroy();
      }
      if (sent.prompt === 'not json') return writeInPieces(request, response, ['data: {"index":0,"delta":"H"}\n\n: a comment\n\ndata: {"index":1,\n\n']);
      return writeInPieces(request, response, CHAT);
    }
    if (url === '/logs') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      return writeInPieces(request, response, LOGS);
    }
    if (url === '/exports') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      return writeInPieces(request, response, EXPORTS);
    }
    response.writeHead(404).end();
  });

  beforeAll(async () => {
    if (browserMissing) throw new Error('chromium not installed (apt-get install -y chromium); REQUIRE_BROWSER=1 makes a missing browser a failure.');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-stream-browser-'));
    await generateClientPackage(specPath, path.join(dir, 'out'));
    fs.writeFileSync(path.join(dir, 'main.js'), PROGRAM);
    const built = await esbuild.build({ entryPoints: [path.join(dir, 'main.js')], bundle: true, minify: true, platform: 'browser', format: 'iife', write: false, logLevel: 'silent' });
    bundle = built.outputFiles[0].text;
    server = await startTestServer(listener);
    apiServer = await startTestServer(listener);
    const userDataDir = fs.mkdtempSync(path.join(dir, 'chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context.setDefaultTimeout(SAFETY_MS);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)));
    await page.goto(`${server.baseUrl}/?api=${encodeURIComponent(apiServer.baseUrl)}`);
    await page.waitForFunction(() => 'streamCases' in window);
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await server?.close();
    await apiServer?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What a case read: the items, and for the paced client the chunk sizes, which must be the pieces'. */
  function expectRead(result: { items: unknown[]; chunks: number[] | null }, via: Via, pieces: Buffer[], items: unknown[]): void {
    expect(result.items).toEqual(items);
    expect(result.chunks).toEqual(via === 'paced' ? pieces.map((piece) => piece.length) : null);
  }

  it.each(['plain', 'crossOrigin', 'paced'] as const)('yields the events’ data parsed up to [DONE], beside JSON (%s)', async (via) => {
    expect(await run('completion', via)).toEqual({ id: 'c1', text: 'Hello' });
    const result = await run<{ isStream: boolean; contentType: string; items: unknown[]; chunks: number[] | null }>('chat', via);
    expect(result).toMatchObject({ isStream: true, contentType: 'text/event-stream; charset=utf-8' });
    expect(accepted.get('/chat/completions')).toBe('application/json, text/event-stream');
    expectRead(result, via, CHAT, [
      { index: 0, delta: 'H' },
      { index: 1, delta: '\u00e9' },
    ]);
  });

  it.each(['plain', 'crossOrigin', 'paced'] as const)('yields whole events where the schema is a string, dropping one the stream ends inside (%s)', async (via) => {
    const result = await run<{ items: unknown[]; chunks: number[] | null }>('logs', via);
    expect(accepted.get('/logs')).toBe('text/event-stream');
    expectRead(result, via, LOGS, [
      { event: 'line', data: 'st\u00e4rted', id: '1', retry: undefined },
      { event: 'message', data: 'two\nlines', id: '1', retry: undefined },
    ]);
  });

  it.each(['plain', 'crossOrigin', 'paced'] as const)('yields each line of newline-delimited JSON, parsed (%s)', async (via) => {
    const result = await run<{ items: unknown[]; chunks: number[] | null }>('exports', via);
    expect(accepted.get('/exports')).toBe('application/x-ndjson');
    expectRead(result, via, EXPORTS, [{ n: 1 }, { n: 2, s: '\u00e9' }, { n: 3 }]);
  });

  it.each(['plain', 'crossOrigin'] as const)('ends the request when the loop is left with break (%s)', async (via) => {
    holdNext();
    expect(await run('leaveEarly', via)).toEqual([{ index: 0, delta: 'H' }]);
    await heldClosed;
  });

  it.each(['plain', 'crossOrigin'] as const)("ends the stream with the client's AbortError when the caller's signal fires, and ends the request (%s)", async (via) => {
    holdNext();
    const result = await run<{ items: unknown[]; error: Record<string, unknown> | null }>('abort', via);
    expect(result.items).toEqual([{ index: 0, delta: 'H' }]);
    expect(result.error).toMatchObject({ name: 'AbortError', aborted: true });
    expect(result.error!.message).toMatch(/^chat\.create: aborted by the caller's signal \(1 attempt in \d+\.\d s\)\.$/);
    await heldClosed;
  });

  it("makes an item that is not JSON the client's InvalidResponseError, naming the event", async () => {
    const result = await run<{ items: unknown[]; error: Record<string, unknown> | null }>('notJson', 'plain');
    expect(result.items).toEqual([{ index: 0, delta: 'H' }]);
    expect(result.error).toMatchObject({ name: 'InvalidResponseError', invalidResponse: true, status: 200, body: '{"index":1,' });
    expect(result.error!.message).toMatch(/^chat\.create: event 2 of the stream from POST http:\/\/127\.0\.0\.1:\d+\/chat\/completions: its data is not JSON: /);
  });

  it("makes a connection that drops mid-stream the client's ConnectionError, after the items before it", async () => {
    const result = await run<{ items: unknown[]; error: Record<string, unknown> | null }>('brokenOff', 'paced');
    expect(result.items).toEqual([{ index: 0, delta: 'H' }]);
    expect(result.error).toMatchObject({ name: 'ConnectionError', connection: true });
    expect(result.error!.message).toMatch(/^chat\.create: the stream from POST http:\/\/127\.0\.0\.1:\d+\/chat\/completions broke off: .+\.$/);
  });

  it('raised nothing uncaught in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
