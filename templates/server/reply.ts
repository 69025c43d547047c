// A success a handler answers with a status or headers of its choosing:
// `return reply(201, pet, { location: '/pets/' + pet.id })`. A handler that returns a plain value
// answers the operation's lowest declared 2xx without headers of its own (an operation that declares
// only redirects takes a Reply: a plain value cannot carry the Location); `reply` reaches the
// operation's other declared 2xx and 3xx statuses (a 201 beside a 200, a 202 for work accepted, a
// 302 to a download) and headers such as Location, ETag or a rate limit's. OperationTypes' `replies` types each status with its own
// body, so a handler's `reply(201, ...)` type-checks against what the spec declares for 201.
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { statusLookupKeys } from './answers.js';
import type { OperationInfo } from './types.js';

/** Headers the adapter writes itself, from the body it writes: a reply that set them would frame the answer wrongly. */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/** A success with its status and headers; made by `reply`. */
export class Reply<Status extends number = number, Body = unknown> {
  /** Makes the type nominal: a plain `{ status, body }` returned by a handler is a body, not a Reply. */
  readonly #brand = true;

  readonly status: Status;
  readonly body: Body;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: Status, body: Body, headers: Readonly<Record<string, string>> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /** Whether `value` is a Reply (the private field is the test: a look-alike object is not). */
  static is(value: unknown): value is Reply {
    return typeof value === 'object' && value !== null && #brand in value;
  }
}

/** A success answered with `status` (one the operation declares) and `headers`, its body `body` (`undefined`: none). */
export function reply<const Status extends number, Body>(status: Status, body: Body, headers: Record<string, string> = {}): Reply<Status, Body> {
  return new Reply(status, body, { ...headers });
}

/** How a handler's success is written: its status, body, media type and headers. */
export interface SuccessAnswer {
  status: number;
  body: unknown;
  /** The media type the status declares (OperationInfo.replyMediaType, `otherReplies`); null: none. */
  mediaType: string | null;
  /** The reply's headers, lower-cased. */
  headers: Record<string, string>;
}

/**
 * How what a handler returned is written: a plain value with the operation's success status; a
 * Reply with its status and headers once checked against what `operation` declares. Throws, naming
 * the operation and the status or header, for a status it does not declare or a header Node cannot
 * write: the adapter then reports the exception to `onUnexpectedError` and answers a generic 500, as
 * for any fault of a handler. A header's value is never quoted: it may carry a token.
 */
export function successAnswer(operation: OperationInfo, returned: unknown): SuccessAnswer {
  if (!Reply.is(returned)) {
    // A redirect needs its Location, which only a Reply carries (OperationTypes types such a plain return as `never`).
    if (operation.successStatus >= 300) {
      throw new Error(`${operation.name}: the handler returned a plain value, but the operation answers only redirects; return reply(${operation.successStatus}, undefined, { location }).`);
    }
    return { status: operation.successStatus, body: returned, mediaType: operation.replyMediaType, headers: {} };
  }
  const mediaType = replyMediaType(operation, returned.status);
  if (mediaType === undefined) {
    const declared = [operation.successStatus, ...Object.keys(operation.otherReplies ?? {})].join(', ');
    throw new Error(`${operation.name}: the handler replied ${String(returned.status).slice(0, 16)}, which the operation does not declare (a handler may reply ${declared}).`);
  }
  return { status: returned.status, body: returned.body, mediaType, headers: checkedHeaders(operation, returned.headers) };
}

/** The reply's headers, lower-cased, each one Node can write and none the adapter writes itself. */
function checkedHeaders(operation: OperationInfo, given: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const lower = name.toLowerCase();
    if (FRAMING_HEADERS.has(lower)) throw new Error(`${operation.name}: the handler's reply sets the header "${lower}", which the adapter writes itself.`);
    try {
      validateHeaderName(name);
      validateHeaderValue(name, String(value));
    } catch {
      throw new Error(`${operation.name}: the handler's reply has a header Node cannot write, "${printable(name)}" (its name or its value).`);
    }
    headers[lower] = String(value);
  }
  return headers;
}

/**
 * The media type a reply of `status` is written in (null: no declared body), or undefined where the
 * operation declares no such status: its success status, another 2xx or 3xx it declares, or any
 * status of a range it declares (`2XX`, `3XX`).
 */
function replyMediaType(operation: OperationInfo, status: number): string | null | undefined {
  if (status === operation.successStatus) return operation.replyMediaType;
  const others = operation.otherReplies ?? {};
  // The table holds 2xx and 3xx keys only; a status that is no integer has no range to look up.
  const key = Number.isInteger(status) ? statusLookupKeys(status).find((lookup) => Object.hasOwn(others, lookup)) : undefined;
  return key === undefined ? undefined : others[key];
}

/** Up to 64 characters of a header name for a message, anything but printable ASCII as `?`. */
function printable(name: string): string {
  let shown = '';
  for (const char of name.slice(0, 64)) shown += char >= ' ' && char <= '~' ? char : '?';
  return shown;
}
