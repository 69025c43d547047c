// A scripted node:http server on a free loopback port: each test says how to answer, and reads
// back what the client sent.
import type http from 'node:http';
import { readingBody, startTestServer } from '../support/http-server.ts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: http.ServerResponse) => void;

export interface StubServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next requests in order; the last handler answers any further ones. */
  respond(...handlers: Handler[]): void;
  close(): Promise<void>;
}

export async function startStub(): Promise<StubServer> {
  let handlers: Handler[] = [];
  const requests: RecordedRequest[] = [];
  const server = await startTestServer(
    readingBody((req, res, body) => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body.bytes.toString('utf8') };
      requests.push(recorded);
      const handler = handlers.length > 1 ? handlers.shift()! : handlers[0];
      if (!handler) return json(500, { success: false, errors: [{ message: 'no handler' }] })(recorded, res);
      handler(recorded, res);
    }),
  );
  return {
    baseUrl: server.baseUrl,
    requests,
    respond: (...next) => {
      handlers = next;
      requests.length = 0;
    },
    close: server.close,
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

export function text(status: number, body: string, contentType = 'text/html'): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };
}

/** Never answers (until the server closes). */
export const hang: Handler = () => {};
