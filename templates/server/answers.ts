// What the server writes: the success and error bodies in the service's envelope where the spec
// declares one (field names from ../runtime/conventions.ts), and the HTTP answer itself.
import type { ServerResponse } from 'node:http';
import { envelope } from '../runtime/conventions.js';
import { service } from './operations.js';
import type { OperationInfo } from './types.js';

/**
 * The envelope's fields as this module reads them. conventions.ts types `envelope` as exactly what
 * it holds, `null` for a service without one, where TypeScript would reject every read below.
 */
interface EnvelopeFields {
  readonly flagField: string;
  readonly successValue: unknown;
  readonly failureValue: unknown;
  readonly errorsField: string;
  readonly errorsAreList: boolean;
  readonly messageField: string;
  readonly codeField: string | null;
}

const fields: EnvelopeFields | null = envelope;

/** The error body: the service's error envelope where it declares one, else `{ errors: [{ message }] }`. */
export function errorBody(messages: string[], code: string | null = null): unknown {
  if (!fields || !service.errorEnvelope) return { errors: messages.map((message) => ({ message })) };
  const errors = messages.map((message) => ({ ...(fields.codeField && code ? { [fields.codeField]: code } : {}), [fields.messageField]: message }));
  return { [fields.flagField]: fields.failureValue, [fields.errorsField]: fields.errorsAreList ? errors : errors[0] };
}

/** A handler's reply as the answer's body: an enveloped operation's reply with the envelope's success flag added. */
export function successBody(operation: OperationInfo, reply: unknown): unknown {
  if (!fields || !operation.envelope || reply === null || typeof reply !== 'object' || Array.isArray(reply)) return reply;
  return { [fields.flagField]: fields.successValue, ...reply };
}

/** A refusal's words: its message, with its code in front where the error envelope has no field for it. */
export function refusalText(message: string, code: string | null): string {
  return code && !(fields?.codeField && service.errorEnvelope) ? `${code}: ${message}` : message;
}

/** The keys a status is looked up by in an operation's tables, narrowest first: the status, then its range (`404`, `4XX`). */
export function statusLookupKeys(status: number): string[] {
  return [String(status), `${Math.trunc(status / 100)}XX`];
}

/**
 * The media type an error reply of `status` goes in: the one the operation declares for that status,
 * else for its range (`4XX`), else for `default` (OperationInfo.errorMediaTypes); null, for
 * application/json, where it declares none or the operation is not known.
 */
export function errorMediaType(operation: OperationInfo | null, status: number): string | null {
  const declared = operation?.errorMediaTypes;
  if (!declared) return null;
  // Own keys only: `status` is whatever a handler threw.
  const key = [...statusLookupKeys(status), 'default'].find((lookup) => Object.hasOwn(declared, lookup));
  return key === undefined ? null : declared[key];
}

/**
 * Writes the answer in the success's declared `mediaType` (OperationInfo.replyMediaType) where it
 * has one: bytes (a Uint8Array or Buffer) as they are, a string as JSON where the media type is
 * JSON and as text in that media type otherwise (text/plain for a range), any other value as JSON
 * (in the declared JSON media type, such as `application/problem+json`); no content for an
 * undefined body.
 */
export function writeBody(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, mediaType: string | null = null): void {
  if (body === undefined) {
    response.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  if (body instanceof Uint8Array) {
    response.writeHead(status, { 'content-type': bytesMediaType(mediaType), 'content-length': String(body.byteLength), ...headers }).end(body);
    return;
  }
  const json = typeof body !== 'string' || (mediaType !== null && /[/+]json\b/i.test(mediaType));
  const text = json ? JSON.stringify(body) : (body as string);
  const declared = mediaType?.split(';')[0].trim() ?? '';
  const named = declared !== '' && !declared.includes('*');
  // JSON goes in the JSON media type declared, with its parameters (`application/json; version=2`,
  // `application/vnd.jobs+json`), else as application/json; a charset is added where none is given.
  const chosen = json ? (named && /[/+]json$/i.test(declared) ? mediaType!.trim() : 'application/json') : named ? declared : 'text/plain';
  const type = /;\s*charset=/i.test(chosen) ? chosen : `${chosen}; charset=utf-8`;
  response.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(text)), ...headers }).end(text);
}

/** The media type bytes go in: the declared one, or application/octet-stream where it names none a header can carry (`image/*`). */
export function bytesMediaType(mediaType: string | null): string {
  return mediaType && !mediaType.includes('*') ? mediaType : 'application/octet-stream';
}
