// The generated server adapter against requests a careless or hostile client sends (issue 32):
// each is answered with the error envelope and a 4xx, at once, without a 5xx, without reading an
// oversized body to its end, and without reporting a client's disconnect as an unexpected error.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../generated/server/adapter.ts';
import { limitServerTimes } from '../../generated/server/timeouts.ts';

const LIMIT = 64 * 1024;
const KEY = 'test-key';
const unexpected: unknown[] = [];
const answered: number[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  const listener = createRequestListener<{ key: string }>({
    handlers: {},
    maxBodyBytes: LIMIT,
    authenticate: (apiKey) => ({ key: apiKey }),
    unhandled: (_operation, body) => ({ results: body ?? null }),
    onAnswer: (answer) => answered.push(answer.status),
    onUnexpectedError: (error) => unexpected.push(error),
  });
  server = http.createServer(listener);
  limitServerTimes(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const auth = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;

/** Sends `head` (and then `body`, if given) on a raw socket; resolves with what the server wrote once it closes or answers. */
function raw(head: string, options: { body?: Buffer | string; keepSending?: boolean } = {}): Promise<{ text: string; sentAfterAnswer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let answeredYet = false;
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!answeredYet && /\r\n\r\n/.test(text)) {
        answeredYet = true;
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
        const bodyStart = text.indexOf('\r\n\r\n') + 4;
        const check = () => {
          if (text.length - bodyStart >= length) {
            socket.destroy();
            resolve({ text, sentAfterAnswer: false });
          }
        };
        check();
        socket.on('data', check);
      }
    });
    socket.on('error', (error) => (answeredYet ? undefined : reject(error)));
    socket.on('close', () => resolve({ text, sentAfterAnswer: false }));
    socket.write(head);
    if (options.body !== undefined) socket.write(options.body);
    if (options.keepSending) {
      // Streams a body with no end until the server answers: a server that reads to the end never does.
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (!answeredYet && !socket.destroyed && socket.write(chunk));
        if (!answeredYet && !socket.destroyed) socket.once('drain', pump);
      };
      pump();
    }
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('the generated server adapter refuses hostile requests', () => {
  it('an unparseable absolute-form target is a 400 naming it, not a 500', async () => {
    const { text } = await raw('POST http://[ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    expect(statusOf(text)).toBe(400);
    expect(JSON.stringify(bodyOf(text))).toMatch(/request target .* is not a valid URL/);
  });

  it('a declared length over the limit is answered 413 before any of the body is sent, with or without a key', async () => {
    for (const authorization of [`Authorization: ${auth}\r\n`, '']) {
      const { text } = await raw(`POST /apiKey.info HTTP/1.1\r\nHost: x\r\n${authorization}Content-Type: application/json\r\nContent-Length: ${LIMIT * 100}\r\n\r\n`);
      expect(statusOf(text)).toBe(413);
      expect(JSON.stringify(bodyOf(text))).toContain(`larger than ${LIMIT} bytes`);
    }
  });

  it('a chunked body that never ends is answered 413 once it passes the limit', async () => {
    for (const target of ['/candidate.create', '/nowhere']) {
      const { text } = await raw(`POST ${target} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, { keepSending: false, body: chunkedForever() });
      expect([413, 404]).toContain(statusOf(text));
      if (target === '/nowhere') expect(text).toMatch(/connection: close/i);
    }
  });

  it('JSON nested thousands deep is refused naming the depth, before it reaches a validator or JSON.stringify', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await fetch(`http://127.0.0.1:${port}/candidate.create`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: deep });
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(await response.json())).toContain('more than 64 levels deep');
  });

  it('a client that disconnects mid-body is not reported as an unexpected error', async () => {
    const before = unexpected.length;
    const arrived = new Promise<http.IncomingMessage>((resolve) => server.once('request', resolve));
    const socket = net.connect(port, '127.0.0.1');
    socket.write(`POST /candidate.create HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`);
    const request = await arrived;
    const closed = new Promise((resolve) => request.once('close', resolve));
    socket.destroy();
    await closed;
    // The adapter's own handling of the disconnect runs on the next turns of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(unexpected.slice(before)).toEqual([]);
  });

  it('answered no request with a 5xx', () => {
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((status) => status >= 500)).toEqual([]);
    expect(unexpected).toEqual([]);
  });
});

/** A chunked body far over the limit (4 MiB in 16 KiB chunks, no terminating chunk). */
function chunkedForever(): Buffer {
  const chunk = Buffer.alloc(16 * 1024, 0x20);
  const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  return Buffer.concat(Array.from({ length: 256 }, () => framed));
}
