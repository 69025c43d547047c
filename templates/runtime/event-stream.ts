// What a call whose answer is a stream resolves to: its items, read from the body as they arrive
// and typed as the document says, with the raw body still at hand. Only clients whose document
// declares a stream import this module (ServiceConfig.readStream).
//
// How each kind of stream is read (OperationSpec.streamItems says which, by media type):
// - `events`: server-sent events whose schema is a string or absent; each item is the whole event,
//   `{ event, data, id, retry }`, its data as text.
// - `json-events`: server-sent events whose schema (OpenAPI 3.0/3.1: the media type's `schema`,
//   read as one item's, as OpenAI's CreateChatCompletionStreamResponse is) is not a string; each
//   item is the event's `data` parsed as JSON. An event whose data is `[DONE]` ends the stream:
//   OpenAI and many LLM APIs send it last, and it is not JSON.
// - `json-lines`: newline-delimited JSON (NDJSON, JSON Lines); each item is one line parsed, blank
//   lines skipped, a last line without a line end read too.
// With `validateResponses` on, each JSON item is checked against its stream's item schema before it
// is yielded (the validators' validateStreamItem); a whole event (its schema a string) is not.
// An item longer than stream-parse.ts's MAX_ITEM_LENGTH (a line never ended, an event never
// dispatched) stops reading with an InvalidResponseError naming it, instead of growing the memory.
import type { StreamContext, StreamFormat } from './core.js';
import { ConnectionError, InvalidResponseError, ValidationError, type ValidationIssue } from './errors.js';
import { describeFailure } from './failures.js';
import { mediaRangeCovers } from './raw-body.js';
import { redactText, redactValue } from './redact.js';
import { EventParser, ItemTooLong, LineSplitter } from './stream-parse.js';

export type { ServerSentEvent } from './stream-parse.js';
export type { StreamContext, StreamFormat } from './core.js';

/** The longest excerpt of a bad item an error quotes. */
const EXCERPT = 200;

/**
 * A stream's items: iterate it (`for await`) once. Leaving the loop early (`break`, a throw) or the
 * caller's signal firing cancels the body, which ends the request. `toReadableStream()` hands over
 * the body's bytes unread instead, and `response` is the HTTP response.
 */
export class EventStream<Item> implements AsyncIterable<Item> {
  /** The HTTP response; its body is the stream this reads. */
  readonly response: Response;
  readonly #body: ReadableStream<Uint8Array>;
  readonly #format: StreamFormat;
  readonly #context: StreamContext;
  /** The media type the body is read as (a key of the operation's stream formats): its item schema checks the items. */
  readonly #mediaType: string;
  #taken = false;
  /** The reader the items are read with, once iteration began. */
  #reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  constructor(body: ReadableStream<Uint8Array>, response: Response, format: StreamFormat, context: StreamContext, mediaType = '') {
    this.response = response;
    this.#body = body;
    this.#format = format;
    this.#context = context;
    this.#mediaType = mediaType;
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    this.#take();
    this.#reader = this.#body.getReader();
    return this.#items(this.#reader);
  }

  /** The body's bytes as the server sent them, instead of the items (either, once). */
  toReadableStream(): ReadableStream<Uint8Array> {
    this.#take();
    return this.#body;
  }

  /**
   * Stops reading and ends the request: a loop over the items then ends after the items already
   * read. Does nothing once `toReadableStream()` handed the body over (cancel that instead).
   */
  async cancel(reason?: unknown): Promise<void> {
    if (this.#reader) await this.#reader.cancel(reason);
    else if (!this.#body.locked) await this.#body.cancel(reason);
  }

  get [Symbol.toStringTag](): string {
    return 'EventStream';
  }

  #take(): void {
    const name = this.#context.details.operation;
    if (this.#taken) throw new TypeError(`${name}: this stream was read already; its items and its body can be read once.`);
    this.#taken = true;
  }

  async *#items(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Item, void, undefined> {
    const { signal } = this.#context;
    const sse = this.#format !== 'json-lines';
    // UTF-8, a leading BOM dropped (as both formats say), a character split between chunks kept whole.
    const decoder = new TextDecoder();
    const lines = new LineSplitter(sse);
    const events = new EventParser();
    // Events dispatched (server-sent events) or lines read (JSON Lines): an item's place, for errors.
    let count = 0;
    let finished = false;
    // A fetch that ignores its signal still stops: the reader is cancelled, and the read after it says why.
    const stop = () => void reader.cancel(signal?.reason).catch(() => {});
    signal?.addEventListener('abort', stop, { once: true });
    // Past its bound, the item being read is named as the next one.
    const next = () => `${sse ? 'event' : 'line'} ${count + 1}`;
    try {
      for (;;) {
        const chunk = await this.#read(reader);
        try {
          const found = lines.push(chunk === null ? decoder.decode() : decoder.decode(chunk, { stream: true }));
          if (chunk === null) {
            finished = true;
            // An event the stream ends before its blank line is discarded (HTML's event stream
            // interpretation); a JSON line needs no line end after it.
            const last = lines.rest();
            if (!sse && last !== null) found.push(last);
          }
          for (const line of found) {
            if (!sse) {
              count++;
              if (line.trim() !== '') yield this.#item(line, `line ${count}`, 'the line');
              continue;
            }
            const event = events.line(line);
            if (event === null) continue;
            count++;
            if (this.#format === 'events') yield event as Item;
            else if (event.data === '[DONE]') return;
            else yield this.#item(event.data, `event ${count}`, 'its data');
          }
        } catch (error) {
          throw error instanceof ItemTooLong ? this.#tooLong(error, next()) : error;
        }
        if (finished) return;
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      // Left before the end (`break`, a throw, `[DONE]`): the rest is not wanted, and cancelling ends the request.
      if (!finished) await reader.cancel().catch(() => {});
    }
  }

  /** The next chunk, or null at the end; the caller's signal or a broken connection as the client's errors. */
  async #read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array | null> {
    const { signal, details, secrets } = this.#context;
    if (signal?.aborted) throw this.#context.aborted();
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      if (signal?.aborted) throw this.#context.aborted();
      throw new ConnectionError(`${details.operation}: the stream from ${details.url} broke off: ${redactText(describeFailure(error), secrets)}.`, { ...details, cause: error });
    }
    if (signal?.aborted) throw this.#context.aborted();
    return result.done ? null : result.value;
  }

  /** The error for an item past the reader's bound (`where` is its place); the body is cancelled after it. */
  #tooLong(error: ItemTooLong, where: string): InvalidResponseError {
    const { details } = this.#context;
    return new InvalidResponseError(`${details.operation}: ${where} of the stream from ${details.url} is ${error.message}, more than the client reads as one item; the rest of the stream is not read.`, details);
  }

  /** One JSON item (`where` is its place), parsed and, where `validateResponses` is on, checked. */
  #item(text: string, where: string, what: string): Item {
    const item = this.#json(text, where, what);
    const { validators, details, secrets } = this.#context;
    const result = validators?.validateStreamItem?.(details.operation, this.#mediaType, item);
    if (result && !result.ok) {
      // Paths name the item's keys and messages may quote its values: either may echo the key.
      const issues = redactValue(result.errors, secrets) as ValidationIssue[];
      throw new ValidationError('response', { ...details, issues, body: redactValue(item, secrets) }, `${where} of the stream from ${details.url}`);
    }
    return item;
  }

  /**
   * One item's JSON; text that is not JSON is an InvalidResponseError naming the item. The parser's
   * message (which quotes the text) is given redacted, and the SyntaxError itself is not kept as
   * `cause`: an item may echo the key.
   */
  #json(text: string, where: string, what: string): Item {
    try {
      return JSON.parse(text) as Item;
    } catch (error) {
      const { details, secrets } = this.#context;
      const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT)}...` : text;
      throw new InvalidResponseError(`${details.operation}: ${where} of the stream from ${details.url}: ${what} is not JSON: ${redactText((error as Error).message, secrets)}`, {
        ...details,
        body: redactText(excerpt, secrets),
      });
    }
  }
}

/**
 * The stream a call resolves to: read as the operation declares the answer's media type (the first
 * it declares, where the answer's `Content-Type` names none of them). An answer without a body
 * (openapi-fetch hands over none for `Content-Length: 0`) is a stream without items.
 */
export function readStream(body: ReadableStream<Uint8Array> | null | undefined, response: Response, formats: Readonly<Record<string, StreamFormat>>, context: StreamContext): EventStream<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const declared = Object.keys(formats);
  const media = declared.find((range) => mediaRangeCovers(range, type)) ?? declared[0];
  return new EventStream(body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }), response, formats[media], context, media);
}
