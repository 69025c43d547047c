// A request's body: read up to a size limit, and parsed as the operation takes it (JSON,
// multipart/form-data with its file parts, a form, or bytes or text as sent), refusing a media type
// it does not take.
import type { IncomingMessage } from 'node:http';
import { mediaRangeCovers } from '../runtime/raw-body.js';
import { addField, formFields } from './form-fields.js';
import type { OperationInfo, UploadedFile } from './types.js';

/** Why a body was not read: larger than the limit (said by Content-Length or found reading), or the client went away. */
export type Unread = 'too-large' | 'gone';

/**
 * The body's bytes, read up to `limit`. A Content-Length over it is refused before a byte is read,
 * and reading stops as soon as the bytes read pass it: the client is answered at once and the
 * connection closed, never read to its end. A client that disconnects mid-body is 'gone'.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | Unread> {
  if (declaredLength(request) > limit) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: Buffer | Unread) => {
      request.off('data', onData).off('end', onEnd).off('error', onGone).off('aborted', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        request.pause();
        settle('too-large');
      }
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    const onGone = () => settle('gone');
    request.on('data', onData).on('end', onEnd).on('error', onGone).on('aborted', onGone);
  });
}

/** The Content-Length the client declared, or 0 (a chunked body is measured as it is read). */
function declaredLength(request: IncomingMessage): number {
  const header = request.headers['content-length'];
  const length = header === undefined ? 0 : Number(header);
  return Number.isFinite(length) ? length : 0;
}

/**
 * Reads and drops a body the server will not use, so the connection can take the next request;
 * up to `limit` bytes: past that it stops reading and says so (the answer then closes the connection).
 */
export async function drain(request: IncomingMessage, limit: number): Promise<'drained' | Unread> {
  if (request.readableEnded) return 'drained';
  const read = await readBody(request, limit);
  return Buffer.isBuffer(read) ? 'drained' : read;
}

/** Deepest nesting of arrays and objects a JSON body may have. */
export const DEFAULT_MAX_DEPTH = 64;

/**
 * How deeply `text` nests arrays and objects, counted in one pass before it is parsed, stopping
 * once past `limit`: a body nested thousands deep parses, but overflows the stack of whatever walks
 * it afterwards (a validator, JSON.stringify).
 */
export function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json$/;
const MULTIPART_TYPE = 'multipart/form-data';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A body in a media type the operation does not take (answered 415). */
export class UnsupportedMediaType extends Error {}

/**
 * A body as the handler gets it. `checked`: it is JSON, for the operation's validators to check;
 * multipart, form, bytes and text bodies arrive as sent (their fields are text, not the typed values
 * the schema describes), and so are not.
 */
export interface ParsedBody {
  value: unknown;
  checked: boolean;
}

/** The body as the handler gets it, or undefined when there is none; throws with the problem. */
export async function parseBody(operation: OperationInfo, contentType: string, raw: Buffer, maxDepth = DEFAULT_MAX_DEPTH): Promise<ParsedBody> {
  const media = contentType.split(';')[0].trim().toLowerCase();
  if (raw.length === 0) {
    if (operation.bodyRequired) throw new Error(`the request body is required (${operation.jsonBody ? 'a JSON document' : `as ${acceptedTypes(operation).join(' or ')}`}).`);
    return { value: undefined, checked: false };
  }
  if (media === MULTIPART_TYPE && operation.multipart) return { value: listed(operation, await multipartFields(contentType, raw)), checked: false };
  if (media === FORM_TYPE && operation.form) return { value: formFields(new URLSearchParams(raw.toString('utf8')), operation.listFields), checked: false };
  // A bytes or text body: as a Uint8Array or a string. Without a Content-Type, where the operation takes nothing else.
  const rawBody = operation.rawBody;
  if (rawBody && (media === '' ? !operation.jsonBody && !operation.multipart && !operation.form : rawBody.mediaTypes.some((type) => mediaRangeCovers(type, media)))) {
    return { value: rawBody.kind === 'binary' ? new Uint8Array(raw) : raw.toString('utf8'), checked: false };
  }
  if (media !== '' && !JSON_TYPE.test(media)) {
    // A body in a media type the operation does not declare is refused, not guessed at: a browser
    // sends text/plain (and form encodings) cross-site without asking first, so reading it as JSON
    // would let any web page call the API with a visitor's credentials.
    throw new UnsupportedMediaType(`the body must be sent as ${acceptedTypes(operation).join(' or ')}, not ${media}.`);
  }
  // An operation that declares no body ignores one sent; one that takes no JSON refuses it.
  if (!operation.jsonBody) {
    if (acceptedTypes(operation, null).length === 0) return { value: undefined, checked: false };
    const sent = media === '' ? 'with its Content-Type' : `not ${media}`;
    throw new UnsupportedMediaType(`the body must be sent as ${acceptedTypes(operation).join(' or ')}, ${sent}.`);
  }
  const text = raw.toString('utf8');
  if (nestingDepth(text, maxDepth) > maxDepth) throw new Error(`the body nests arrays and objects more than ${maxDepth} levels deep.`);
  try {
    return { value: JSON.parse(text), checked: true };
  } catch (error) {
    throw new Error(`the body is not valid JSON (${(error as Error).message}).`);
  }
}

/** The media types the operation takes a body in, in the order it prefers them; `fallback` where it declares none. */
function acceptedTypes(operation: OperationInfo, fallback: string | null = 'application/json'): string[] {
  const types = [
    ...(operation.jsonBody ? ['application/json'] : []),
    ...(operation.multipart ? [MULTIPART_TYPE] : []),
    ...(operation.form ? [FORM_TYPE] : []),
    ...(operation.rawBody?.mediaTypes ?? []),
  ];
  return types.length > 0 || fallback === null ? types : [fallback];
}

/** A multipart body's parts in order: strings as they are, file parts as UploadedFile. */
async function multipartFields(contentType: string, raw: Buffer): Promise<[string, string | UploadedFile][]> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new Error('the multipart/form-data body cannot be read.');
  }
  const parts: [string, string | UploadedFile][] = [];
  for (const [name, value] of form) {
    parts.push([name, typeof value === 'string' ? value : { filename: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) }]);
  }
  return parts;
}

/** Multipart parts as the handler's fields, each name as a form's plain field is read (form-fields.ts addField). */
function listed(operation: OperationInfo, parts: [string, string | UploadedFile][]): Record<string, string | UploadedFile | (string | UploadedFile)[]> {
  const fields: Record<string, string | UploadedFile | (string | UploadedFile)[]> = Object.create(null);
  for (const [name, value] of parts) addField(fields, name, value, operation.listFields);
  return { ...fields };
}
