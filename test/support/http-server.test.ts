// The test HTTP server helper the hand-written test servers share: it serves on loopback, reads
// whole bodies (keeping at most keepBytes, counting all), answers 500 for a handler that throws,
// and close() returns even with a request left hanging.
import { describe, expect, it } from 'vitest';
import { readingBody, startTestServer } from './http-server.ts';

describe('startTestServer', () => {
  it('serves a listener on a loopback port and closes with a request still unanswered', async () => {
    let reached!: () => void;
    const hanging = new Promise<void>((resolve) => (reached = resolve));
    const server = await startTestServer((request, response) => {
      if (request.url === '/hang') return reached();
      response.end('hello');
    });
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toBe('hello');
    const abandoned = fetch(`${server.baseUrl}/hang`).catch((error: Error) => error);
    await hanging;
    await server.close();
    expect(await abandoned).toBeInstanceOf(Error);
  });
});

describe('readingBody', () => {
  it('hands the handler the whole body, keeping its first keepBytes bytes and counting every byte', async () => {
    const seen: { text: string; size: number }[] = [];
    const server = await startTestServer(
      readingBody(
        (_request, response, body) => {
          seen.push({ text: body.bytes.toString(), size: body.size });
          response.end();
        },
        { keepBytes: 4 },
      ),
    );
    try {
      await fetch(server.baseUrl, { method: 'POST', body: 'abc' });
      await fetch(server.baseUrl, { method: 'POST', body: 'abcdefgh' });
    } finally {
      await server.close();
    }
    expect(seen).toEqual([
      { text: 'abc', size: 3 },
      { text: 'abcd', size: 8 },
    ]);
  });

  it('answers 500 naming the error when the handler throws', async () => {
    const server = await startTestServer(
      readingBody(async () => {
        throw new Error('the stub broke');
      }),
    );
    try {
      const response = await fetch(server.baseUrl, { method: 'POST', body: '{}' });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('test server: the stub broke');
    } finally {
      await server.close();
    }
  });
});
