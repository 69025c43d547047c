// A response declared in a media type no HTTP header can carry (test/fixtures/specs/unsendable-media-types.yaml:
// a character past U+00FF). Node's writeHead refuses such a Content-Type and fetch such an Accept, so
// the generated server answered every success of the operation with a 500 and the generated client
// could not send the call at all. The server now answers in the default for its body (JSON as
// application/json, bytes as application/octet-stream); the client leaves the type out of Accept and
// sends a body declared only in such a type as its kind's default, which the server takes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/unsendable-media-types.yaml');
const KEY = 'test-key';

let dir: string;
let server: TestServer | undefined;
let client: any;
/** The Accept header of each request the server received, by path. */
const accepted: Record<string, string | undefined> = {};
const unexpected: unknown[] = [];
/** The bodies uploads.put received. */
const uploaded: unknown[] = [];
/** The Content-Type of each request the server received, by path. */
const sentAs: Record<string, string | undefined> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unsendable-media-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const listener = createRequestListener({
    authenticate: (key: string) => key,
    handlers: {
      'prices.get': () => ({ amount: 12.5 }),
      'report.get': () => new Uint8Array([1, 2, 3]),
      'uploads.put': (body: unknown) => void uploaded.push(body),
    },
    onUnexpectedError: (error: unknown) => unexpected.push(error),
  });
  server = await startTestServer((request, response) => {
    accepted[new URL(request.url!, 'http://x').pathname] = request.headers.accept;
    sentAs[new URL(request.url!, 'http://x').pathname] = request.headers['content-type'];
    listener(request, response);
  });
  const { UnsendableMediaTypesClient } = await import(path.join(dir, 'index.ts'));
  client = new UnsendableMediaTypesClient({ baseUrl: server.baseUrl, apiKey: KEY, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a response media type no header can carry', () => {
  it('the server answers a JSON success as application/json', async () => {
    const response = await fetch(`${server!.baseUrl}/prices`, { headers: { 'x-api-key': KEY } });
    expect([response.status, response.headers.get('content-type'), await response.json()]).toEqual([200, 'application/json; charset=utf-8', { amount: 12.5 }]);
  });

  it('the server answers bytes as application/octet-stream', async () => {
    const response = await fetch(`${server!.baseUrl}/report`, { headers: { 'x-api-key': KEY } });
    expect([response.status, response.headers.get('content-type'), [...new Uint8Array(await response.arrayBuffer())]]).toEqual([200, 'application/octet-stream', [1, 2, 3]]);
  });

  it('the client sends the call, naming in Accept only the types a header can carry, and reads the answer', async () => {
    await expect(client.prices.get()).resolves.toEqual({ amount: 12.5 });
    // No Accept of its own: fetch sends its default.
    expect(accepted['/prices']).toBe('*/*');
    await client.report.get();
    expect(accepted['/report']).toBe('text/plain');
  });

  it('a body declared only in such a type goes, and is taken, as its kind\'s default', async () => {
    await client.uploads.put(new Uint8Array([4, 5]));
    expect(sentAs['/uploads']).toBe('application/octet-stream');
    // The server takes it so, as bytes.
    expect(uploaded).toEqual([new Uint8Array([4, 5])]);
  });

  it('no reply ended in an unexpected error', () => {
    expect(unexpected).toEqual([]);
  });
});
