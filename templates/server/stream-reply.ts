// A handler's reply as a stream: a ReadableStream or an async iterable of text or bytes (a Node
// Readable such as a file's read stream is one), written as its chunks come, at the pace the client
// reads them. Events and records (server-sent events, newline-delimited JSON) go uncached in the
// stream media type the operation declares; any other body (a file, a CSV export) in the media type
// its status declares.
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { bytesMediaType } from './answers.js';
import type { OperationInfo } from './types.js';

/** What a handler may answer a stream, bytes or text body with (OperationTypes' `reply` and `replies`). */
export type StreamReply = ReadableStream<Uint8Array | string> | AsyncIterable<Uint8Array | string>;

/** A ReadableStream or another async iterable: a reply to write as a stream, not as one JSON value. */
export function isStreamReply(value: unknown): value is StreamReply {
  return typeof value === 'object' && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

/**
 * The headers a stream reply of `status` starts with: for the success status of an operation that
 * declares a stream of events or records, that media type, uncached (also where JSON is declared
 * beside it: a stream is not JSON); otherwise `mediaType`, the one the status declares, or bytes
 * where it names none a header can carry.
 */
export function streamHeaders(operation: OperationInfo, status: number, mediaType: string | null): Record<string, string> {
  if (operation.streamMediaType && status === operation.successStatus) return { 'content-type': operation.streamMediaType, 'cache-control': 'no-cache' };
  return { 'content-type': bytesMediaType(mediaType) };
}

/**
 * Writes `reply` chunk by chunk after `headers`, waiting for the client to read what it was sent.
 * Once the client disconnects the reply is not read further (the iterator is told to return); a
 * reply that fails or yields something other than text or bytes ends the connection, and the error
 * goes to `failed` (the status line is gone, so no error answer can follow).
 */
export async function writeStream(response: ServerResponse, status: number, reply: StreamReply, headers: Record<string, string>, failed: (error: unknown) => void): Promise<void> {
  response.writeHead(status, headers);
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
