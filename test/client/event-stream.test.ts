// The runtime's stream reader (templates/runtime/stream-parse.ts, event-stream.ts): server-sent
// events as the WHATWG HTML standard's event stream interpretation reads them, JSON Lines, the
// `[DONE]` end of JSON events, errors that name the item, and the same items however the bytes
// are split into chunks (every split point, a multi-byte character and a CRLF split included).
import { describe, expect, it } from 'vitest';
import { AbortError, ConnectionError, InvalidResponseError, ValidationError } from '../../templates/runtime/errors.ts';
import type { Validators } from '../../templates/runtime/core.ts';
import { EventStream, readStream, type StreamContext, type StreamFormat } from '../../templates/runtime/event-stream.ts';
import { EventParser, ItemTooLong, LineSplitter, MAX_ITEM_LENGTH, type ServerSentEvent } from '../../templates/runtime/stream-parse.ts';

const encoder = new TextEncoder();

/** A body that hands over `chunks` one by one. */
function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(chunks[next++]);
      else controller.close();
    },
  });
}

function context(signal?: AbortSignal): StreamContext {
  return {
    details: { operation: 'chat.create', url: 'POST https://api.example.com/chat', status: 200, requestId: null },
    signal,
    secrets: ['sk-secret'],
    aborted: () => new AbortError("chat.create: aborted by the caller's signal.", { operation: 'chat.create' }),
  };
}

function streamOf(chunks: Uint8Array[], format: StreamFormat, signal?: AbortSignal): EventStream<unknown> {
  return new EventStream(bodyOf(chunks), new Response(null), format, context(signal));
}

async function itemsOf(stream: AsyncIterable<unknown>): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

/** The items of `bytes` read with a chunk boundary at every offset (two chunks), all the same. */
async function itemsAtEverySplit(bytes: Uint8Array, format: StreamFormat): Promise<unknown[]> {
  const whole = await itemsOf(streamOf([bytes], format));
  for (let at = 0; at <= bytes.length; at++) {
    expect(await itemsOf(streamOf([bytes.subarray(0, at), bytes.subarray(at)], format)), `split at byte ${at}`).toEqual(whole);
  }
  // One byte a chunk: every boundary at once.
  expect(await itemsOf(streamOf([...bytes].map((byte) => Uint8Array.of(byte)), format))).toEqual(whole);
  return whole;
}

const event = (data: string, more: Partial<ServerSentEvent> = {}): ServerSentEvent => ({ event: 'message', data, id: '', retry: undefined, ...more });

describe('LineSplitter', () => {
  it('ends lines at LF, CRLF and a lone CR for events, and keeps a CRLF split between chunks one line end', () => {
    const lines = new LineSplitter(true);
    expect(lines.push('a\nb\r\nc\rd\r')).toEqual(['a', 'b', 'c', 'd']);
    expect(lines.push('\ne')).toEqual([]);
    expect(lines.push('f\n')).toEqual(['ef']);
    expect(lines.rest()).toBeNull();
  });

  it('ends lines only at LF for JSON Lines, and gives back a last line without a line end', () => {
    const lines = new LineSplitter(false);
    expect(lines.push('{"a":1}\r\n{"b":\r2}\n{"c"')).toEqual(['{"a":1}\r', '{"b":\r2}']);
    expect(lines.push(':3}')).toEqual([]);
    expect(lines.rest()).toBe('{"c":3}');
  });

  it('joins a long line handed over in many chunks once, in linear time', () => {
    const lines = new LineSplitter(true);
    let ended = 0;
    for (let i = 0; i < 100_000; i++) ended += lines.push('x').length;
    expect(ended).toBe(0);
    expect(lines.push('\n')[0]).toHaveLength(100_000);
  });

  it('refuses a line longer than its bound, ended or not, and counts a line anew after each end', () => {
    const lines = new LineSplitter(false, 8);
    expect(lines.push('12345678\n1234')).toEqual(['12345678']);
    expect(lines.push('5678\n')).toEqual(['12345678']);
    expect(() => lines.push('123456789\n')).toThrow(ItemTooLong);
    const unended = new LineSplitter(true, 8);
    unended.push('12345');
    expect(() => unended.push('6789')).toThrow('longer than 8 characters');
  });
});

describe('EventParser', () => {
  const parse = (text: string) => {
    const parser = new EventParser();
    return text.split('\n').flatMap((line) => parser.line(line) ?? []);
  };

  it('joins data lines with LF, defaults the type to message, drops one space after the colon', () => {
    expect(parse('data: one\ndata:two\ndata:  three\n\n')).toEqual([event('one\ntwo\n three')]);
  });

  it('reads event, id and retry; the id and retry carry over to later events; ignores comments and unknown fields', () => {
    expect(parse(': comment\nevent: delta\nid: 7\nretry: 3000\nfoo: bar\ndata: x\n\ndata: y\n\n')).toEqual([
      event('x', { event: 'delta', id: '7', retry: 3000 }),
      event('y', { id: '7', retry: 3000 }),
    ]);
  });

  it('ignores an id holding NUL and a retry that is not all digits; a field without a colon has an empty value', () => {
    expect(parse('id: 1\n\nid: a\0b\nretry: 10ms\ndata\n\n')).toEqual([event('', { id: '1' })]);
  });

  it("refuses an event whose data lines together pass its bound, and counts each event's data anew", () => {
    const parser = new EventParser(8);
    // `1234` LF `567`: 8 characters, at the bound.
    expect([parser.line('data: 1234'), parser.line('data: 567'), parser.line('')]).toEqual([null, null, event('1234\n567')]);
    expect(parser.line('data: 1234')).toBe(null);
    expect(() => parser.line('data: 5678')).toThrow(ItemTooLong);
  });

  it('dispatches nothing for an event without data (its type does not carry over)', () => {
    expect(parse('event: ping\n\ndata: x\n\n')).toEqual([event('x')]);
  });
});

describe('EventStream', () => {
  it('reads events at every chunk boundary: CR, LF and CRLF line ends, a BOM, a multi-byte character, a comment; drops an unfinished last event', async () => {
    const bytes = encoder.encode('\uFEFFevent: greet\r\ndata: h\u00e9llo \u{1F600}\rdata: two\n: keep-alive\n\nid: 2\ndata: b\r\n\r\ndata: unfinished\n');
    expect(await itemsAtEverySplit(bytes, 'events')).toEqual([event('h\u00e9llo \u{1F600}\ntwo', { event: 'greet' }), event('b', { id: '2' })]);
  });

  it('reads JSON events as their parsed data and ends at `data: [DONE]`', async () => {
    const bytes = encoder.encode('data: {"delta":"\u00e9"}\n\nevent: x\ndata: [1,\ndata: 2]\n\ndata: [DONE]\n\ndata: {"after":true}\n\n');
    expect(await itemsAtEverySplit(bytes, 'json-events')).toEqual([{ delta: '\u00e9' }, [1, 2]]);
  });

  it('hands `[DONE]` over as an event where events are read as text', async () => {
    expect(await itemsOf(streamOf([encoder.encode('data: [DONE]\n\n')], 'events'))).toEqual([event('[DONE]')]);
  });

  it('reads JSON Lines at every chunk boundary: blank lines skipped, CRLF allowed, a last line without LF read', async () => {
    const bytes = encoder.encode('{"n":1}\n\n  \r\n{"s":"\u00e9\u{1F600}"}\r\n[2]');
    expect(await itemsAtEverySplit(bytes, 'json-lines')).toEqual([{ n: 1 }, { s: '\u00e9\u{1F600}' }, [2]]);
  });

  it('names the event whose data is not JSON, without the API key, as an InvalidResponseError', async () => {
    const stream = streamOf([encoder.encode('data: {"a":1}\n\n: c\n\ndata: {"b":2}\n\ndata: sk-secret oops\n\n')], 'json-events');
    const items: unknown[] = [];
    const error = await (async () => {
      for await (const item of stream) items.push(item);
    })().catch((caught: unknown) => caught);
    expect(items).toEqual([{ a: 1 }, { b: 2 }]);
    expect(error).toBeInstanceOf(InvalidResponseError);
    const { message, body, operation } = error as InvalidResponseError;
    expect(message).toMatch(/^chat\.create: event 3 of the stream from POST https:\/\/api\.example\.com\/chat: its data is not JSON: /);
    expect(message).not.toContain('sk-secret');
    expect(body).toBe('[redacted] oops');
    expect(operation).toBe('chat.create');
    expect((error as Error).cause).toBeUndefined();
  });

  it('names the line that is not JSON by its line number', async () => {
    const error = await itemsOf(streamOf([encoder.encode('{"n":1}\n\n{oops\n')], 'json-lines')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain('chat.create: line 3 of the stream from POST https://api.example.com/chat: the line is not JSON: ');
  });

  it('stops at an item past MAX_ITEM_LENGTH (a line never ended, an event never dispatched), names it and cancels the body', async () => {
    const MiB = encoder.encode('x'.repeat(1024 * 1024));
    const endless = (start: Uint8Array) => {
      let sent = 0;
      let cancelled = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(sent++ === 0 ? start : MiB);
        },
        cancel() {
          cancelled = true;
        },
      });
      return { body, sent: () => sent, cancelled: () => cancelled };
    };
    for (const [format, start, where] of [
      ['json-lines', '{"n":1}\n', 'line 2'],
      ['json-events', 'data: {"n":1}\n\ndata: ', 'event 2'],
    ] as const) {
      const server = endless(encoder.encode(start));
      const items: unknown[] = [];
      const error = await (async () => {
        for await (const item of new EventStream(server.body, new Response(null), format, context())) items.push(item);
      })().catch((caught: unknown) => caught);
      expect(items).toEqual([{ n: 1 }]);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect((error as Error).message).toBe(`chat.create: ${where} of the stream from POST https://api.example.com/chat is longer than ${MAX_ITEM_LENGTH} characters, more than the client reads as one item; the rest of the stream is not read.`);
      expect(server.cancelled()).toBe(true);
      // The start, the chunks the bound takes, the one past it, and one the stream pulled ahead: no more.
      expect(server.sent()).toBeLessThanOrEqual(MAX_ITEM_LENGTH / MiB.length + 3);
    }
  });

  it('cancels the body when the loop is left early', async () => {
    let cancelled: unknown = 'not cancelled';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"n":1}\n{"n":2}\n'));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    for await (const item of new EventStream(body, new Response(null), 'json-lines', context())) {
      expect(item).toEqual({ n: 1 });
      break;
    }
    expect(cancelled).toBeUndefined();
  });

  it("ends with the client's AbortError when the caller's signal fires, and cancels the body", async () => {
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode('data: {"n":1}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const items: unknown[] = [];
    const error = await (async () => {
      for await (const item of new EventStream(body, new Response(null), 'json-events', context(controller.signal))) {
        items.push(item);
        // The next read waits for a chunk that never comes: the signal ends it.
        controller.abort();
      }
    })().catch((caught: unknown) => caught);
    expect(items).toEqual([{ n: 1 }]);
    expect(error).toBeInstanceOf(AbortError);
    expect(cancelled).toBe(true);
  });

  it('reports a body that breaks off as a ConnectionError', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const error = await itemsOf(new EventStream(body, new Response(null), 'events', context())).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('chat.create: the stream from POST https://api.example.com/chat broke off: terminated.');
  });

  it('cancels the body on cancel(), before or during iteration; a loop then ends', async () => {
    let cancelled = 0;
    const held = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('{"n":1}\n'));
        },
        cancel() {
          cancelled++;
        },
      });
    await new EventStream(held(), new Response(null), 'json-lines', context()).cancel();
    const stream = new EventStream(held(), new Response(null), 'json-lines', context());
    const items: unknown[] = [];
    for await (const item of stream) {
      items.push(item);
      // The next read waits for a chunk that never comes: cancel() ends it.
      void stream.cancel();
    }
    expect(items).toEqual([{ n: 1 }]);
    expect(cancelled).toBe(2);
  });

  it('hands over the body unread, or the items, once', async () => {
    const raw = streamOf([encoder.encode('data: x\n\n')], 'events');
    const body = raw.toReadableStream();
    expect(new TextDecoder().decode((await body.getReader().read()).value)).toBe('data: x\n\n');
    expect(() => raw[Symbol.asyncIterator]()).toThrow('chat.create: this stream was read already');
  });

  it('reads the format the answer is in, by its Content-Type; the first declared where it names none', async () => {
    const formats = { 'text/event-stream': 'json-events', 'application/x-ndjson': 'json-lines' } as const;
    const answer = (type: string) => new Response(null, { headers: { 'content-type': type } });
    const lines = readStream(bodyOf([encoder.encode('{"n":1}\n')]), answer('application/x-ndjson; charset=utf-8'), formats, context());
    expect(await itemsOf(lines)).toEqual([{ n: 1 }]);
    const events = readStream(bodyOf([encoder.encode('data: {"n":2}\n\n')]), answer('application/octet-stream'), formats, context());
    expect(await itemsOf(events)).toEqual([{ n: 2 }]);
    // No body at all (openapi-fetch hands over none for Content-Length: 0): no items.
    expect(await itemsOf(readStream(undefined, answer('text/event-stream'), formats, context()))).toEqual([]);
  });

  it('checks each JSON item with the validators it is given, by the media type it reads, and names a bad one without the key', async () => {
    const checked: [string, string, unknown][] = [];
    // Refuses an item with an `sk-secret` field: the path and message both echo the key.
    const validators: Validators = {
      validateRequest: () => ({ ok: true, errors: [] }),
      validateResponse: () => ({ ok: true, errors: [] }),
      validateStreamItem(operation, mediaType, item) {
        checked.push([operation, mediaType, item]);
        const bad = item !== null && typeof item === 'object' && 'sk-secret' in item;
        return bad ? { ok: false, errors: [{ path: '$["sk-secret"]', message: 'must NOT be present (sk-secret)' }] } : { ok: true, errors: [] };
      },
    };
    const formats = { 'text/event-stream': 'json-events', 'application/x-ndjson': 'json-lines', 'text/plain': 'events' } as const;
    const answer = (type: string) => new Response(null, { headers: { 'content-type': type } });
    const stream = readStream(bodyOf([encoder.encode('{"n":1}\n{"sk-secret":"sk-secret"}\n{"n":3}\n')]), answer('application/x-ndjson'), formats, { ...context(), validators });
    const items: unknown[] = [];
    const error = await (async () => {
      for await (const item of stream) items.push(item);
    })().catch((caught: unknown) => caught);
    expect(items).toEqual([{ n: 1 }]);
    expect(checked.map(([operation, mediaType]) => `${operation} ${mediaType}`)).toEqual(['chat.create application/x-ndjson', 'chat.create application/x-ndjson']);
    expect(error).toBeInstanceOf(ValidationError);
    const { message, body, errors, direction, status } = error as ValidationError;
    expect(message).toBe('chat.create: line 2 of the stream from POST https://api.example.com/chat does not match the spec: $["[redacted]"]: must NOT be present ([redacted])');
    expect(errors).toEqual([{ path: '$["[redacted]"]', message: 'must NOT be present ([redacted])' }]);
    expect(body).toEqual({ '[redacted]': '[redacted]' });
    expect([direction, status]).toEqual(['response', 200]);
    // Whole events are handed over unchecked; without validators, JSON items are too.
    checked.length = 0;
    expect(await itemsOf(readStream(bodyOf([encoder.encode('data: {"sk-secret":1}\n\n')]), answer('text/plain'), formats, { ...context(), validators }))).toEqual([event('{"sk-secret":1}')]);
    expect(checked).toEqual([]);
    expect(await itemsOf(readStream(bodyOf([encoder.encode('data: {"sk-secret":1}\n\n')]), answer('text/event-stream'), formats, context()))).toEqual([{ 'sk-secret': 1 }]);
  });
});
