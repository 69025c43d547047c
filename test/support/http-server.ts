// The one way tests serve HTTP: a node:http server on a free loopback port, its base URL, and a
// close() that cuts open connections (keep-alive sockets, a request a test left hanging) so it
// never waits on a client. What a server answers is the test's own: a plain request listener, or
// one that gets each request's whole body first (readingBody).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** Stops listening and closes every connection, answered or not. */
  close(): Promise<void>;
}

/** Serves `listener` on 127.0.0.1 at a port the system picks. */
export async function startTestServer(listener: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ReadBody {
  /** The body's first `keepBytes` bytes (all of it by default). */
  bytes: Buffer<ArrayBuffer>;
  /** How many bytes the body had, kept or not. */
  size: number;
}

export type BodyHandler = (request: http.IncomingMessage, response: http.ServerResponse, body: ReadBody) => unknown;

/**
 * A listener that reads each request's body to its end, then calls `handle`. `keepBytes` bounds what
 * is kept of a body (the rest is counted in `size`), for servers that must see an oversized body
 * without holding it. A handler that throws answers 500 with its message, so a broken stub shows as
 * a failed call rather than an unhandled rejection.
 */
export function readingBody(handle: BodyHandler, options: { keepBytes?: number } = {}): http.RequestListener {
  const keepBytes = options.keepBytes ?? Infinity;
  return (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size < keepBytes) chunks.push(chunk.subarray(0, keepBytes - size));
      size += chunk.length;
    });
    request.on('end', () => {
      Promise.resolve()
        .then(() => handle(request, response, { bytes: Buffer.concat(chunks), size }))
        .catch((error: unknown) => {
          if (response.headersSent) return response.destroy();
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(`test server: ${error instanceof Error ? error.message : String(error)}`);
        });
    });
  };
}
