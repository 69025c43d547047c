// A handler's reply to an operation that declares a stream (server-sent events, newline-delimited
// JSON): a ReadableStream or an async iterable of text or bytes, written as its chunks come, at the
// pace the client reads them.
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';

/** What a handler may answer a stream operation with (OperationInfo.streamMediaType). */
export type StreamReply = ReadableStream<Uint8Array | string> | AsyncIterable<Uint8Array | string>;

/** A ReadableStream or another async iterable: a reply to write as a stream, not as one JSON value. */
export function isStreamReply(value: unknown): value is StreamReply {
  return typeof value === 'object' && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

/**
 * Writes `reply` chunk by chunk in `mediaType`, waiting for the client to read what it was sent.
 * Once the client disconnects the reply is not read further (the iterator is told to return); a
 * reply that fails or yields something other than text or bytes ends the connection, and the error
 * goes to `failed` (the status line is gone, so no error answer can follow).
 */
export async function writeStream(response: ServerResponse, status: number, reply: StreamReply, mediaType: string, failed: (error: unknown) => void, headers: Record<string, string> = {}): Promise<void> {
  response.writeHead(status, { 'content-type': mediaType, 'cache-control': 'no-cache', ...headers });
  // The headers go now: a client's wait for them (its timeout) does not include the first chunk's.
  response.flushHeaders();
  const iterator = (reply as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const gone = once(response, 'close').then(() => GONE);
  let done = false;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), gone]);
      if (typeof next === 'symbol') return;
      if (next.done) {
        done = true;
        break;
      }
      const chunk = next.value;
      if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) throw new TypeError(`a stream reply yields text or bytes, not ${chunk === null ? 'null' : typeof chunk}`);
      if (!response.write(chunk) && (await Promise.race([once(response, 'drain'), gone])) === GONE) return;
    }
    response.end();
  } catch (error) {
    failed(error);
    response.destroy();
  } finally {
    if (!done) await iterator.return?.().catch(() => undefined);
  }
}

const GONE = Symbol('client gone');
