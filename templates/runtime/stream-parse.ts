// Reading a stream's text as it arrives: lines, and server-sent events from lines. Pure and
// synchronous, so each rule can be tested on its own; runtime/event-stream.ts feeds them a body.
// Every step looks at each character once and keeps an unfinished line as a list of pieces joined
// when it ends: linear time however the text is split into chunks, no regular expressions.

/**
 * The most characters one item may hold: a line, or an event's data lines together. A server that
 * never ends a line (or an event) would otherwise have the client keep all it sends in memory; past
 * this, reading stops with ItemTooLong. 32 Mi characters is far beyond any event or JSON line an API
 * streams, and bounded enough for a browser tab.
 */
export const MAX_ITEM_LENGTH = 32 * 1024 * 1024;

/** A line, or an event's data, grew past its bound (MAX_ITEM_LENGTH): the reader names the item. */
export class ItemTooLong extends Error {
  constructor(limit: number) {
    super(`longer than ${limit} characters`);
    this.name = 'ItemTooLong';
  }
}

/**
 * Splits text handed over in chunks into lines. `crEndsLine`: a lone CR ends a line as LF and CRLF
 * do (server-sent events, WHATWG HTML "event stream interpretation"); otherwise only LF does
 * (JSON Lines, where a CR before the LF is whitespace JSON allows).
 */
export class LineSplitter {
  readonly #crEndsLine: boolean;
  /** The line begun in earlier chunks, not ended yet. */
  #pieces: string[] = [];
  /** The characters in #pieces. */
  #pending = 0;
  /** The last chunk ended with a CR: an LF starting the next one belongs to it (a CRLF split between chunks). */
  #afterCr = false;
  readonly #maxLength: number;

  /** `maxLength`: the longest line push gives back; a longer one, ended or not, throws ItemTooLong. */
  constructor(crEndsLine: boolean, maxLength = MAX_ITEM_LENGTH) {
    this.#crEndsLine = crEndsLine;
    this.#maxLength = maxLength;
  }

  /** The lines `text` ends (without their line ends), in order. */
  push(text: string): string[] {
    const lines: string[] = [];
    let start = 0;
    if (this.#afterCr && text.charCodeAt(0) === 10) start = 1;
    if (text.length > 0) this.#afterCr = false;
    for (let i = start; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 10 && !(code === 13 && this.#crEndsLine)) continue;
      this.#keep(text.slice(start, i));
      lines.push(this.#pieces.length === 1 ? this.#pieces[0] : this.#pieces.join(''));
      this.#pieces = [];
      this.#pending = 0;
      if (code === 13) {
        if (i + 1 === text.length) this.#afterCr = true;
        else if (text.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    if (start < text.length) this.#keep(text.slice(start));
    return lines;
  }

  /** Adds `piece` to the line being read, within the bound. */
  #keep(piece: string): void {
    this.#pending += piece.length;
    if (this.#pending > this.#maxLength) throw new ItemTooLong(this.#maxLength);
    this.#pieces.push(piece);
  }

  /** The text after the last line end (a final line without one), or null when there is none. */
  rest(): string | null {
    const rest = this.#pieces.join('');
    this.#pieces = [];
    this.#pending = 0;
    return rest === '' ? null : rest;
  }
}

/** One server-sent event, as an EventSource would hand it over. */
export interface ServerSentEvent {
  /** The `event` field, or `message` where the event gives none. */
  event: string;
  /** The `data` fields' values joined with `\n`. */
  data: string;
  /** The last event id the stream has given (the spec's "last event ID": it carries over to later events), or `''` before any. */
  id: string;
  /** The last reconnection time in milliseconds the stream has given (`retry`), or undefined before any. */
  retry: number | undefined;
}

/**
 * Builds server-sent events from lines, as the WHATWG HTML standard's "event stream interpretation"
 * says: `field: value` (one space after the colon dropped), a line starting with `:` a comment, a
 * blank line dispatching the event gathered so far (none when it has no `data`), `id` values holding
 * NUL and `retry` values that are not all ASCII digits ignored, other fields ignored.
 */
export class EventParser {
  #data: string[] = [];
  /** The characters the event's data will hold: its lines and the LFs between them. */
  #dataLength = 0;
  #event = '';
  #id = '';
  #retry: number | undefined = undefined;
  readonly #maxLength: number;

  /** `maxLength`: the longest data an event may gather; more throws ItemTooLong. */
  constructor(maxLength = MAX_ITEM_LENGTH) {
    this.#maxLength = maxLength;
  }

  /** The event this line completes, or null. */
  line(line: string): ServerSentEvent | null {
    if (line === '') return this.#dispatch();
    if (line.charCodeAt(0) === 58 /* : */) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* space */) value = value.slice(1);
    if (field === 'data') {
      this.#dataLength += (this.#data.length > 0 ? 1 : 0) + value.length;
      if (this.#dataLength > this.#maxLength) throw new ItemTooLong(this.#maxLength);
      this.#data.push(value);
    }
    else if (field === 'event') this.#event = value;
    else if (field === 'id') {
      if (!value.includes('\0')) this.#id = value;
    } else if (field === 'retry' && value !== '' && isAsciiDigits(value)) this.#retry = Number(value);
    return null;
  }

  #dispatch(): ServerSentEvent | null {
    const data = this.#data;
    const event = this.#event || 'message';
    this.#data = [];
    this.#dataLength = 0;
    this.#event = '';
    if (data.length === 0) return null;
    return { event, data: data.join('\n'), id: this.#id, retry: this.#retry };
  }
}

function isAsciiDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
