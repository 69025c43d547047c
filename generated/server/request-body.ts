// Copied by generator/emit/server.ts from templates/server/request-body.ts. Do not edit.
// A request's body: read up to a size limit, and parsed as the operation takes it (JSON, or
// multipart/form-data with its file parts), refusing a media type it does not take.
import type { IncomingMessage } from 'node:http';
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

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** A body in a media type the operation does not take (answered 415). */
export class UnsupportedMediaType extends Error {}

/** A multipart body's fields: strings as they are, file parts as UploadedFile. */
export class FormBody {
  readonly fields: Record<string, string | UploadedFile>;
  constructor(fields: Record<string, string | UploadedFile>) {
    this.fields = fields;
  }
}

/** The body as the handler gets it: JSON, a FormBody, or undefined when there is none; throws with the problem. */
export async function parseBody(operation: OperationInfo, contentType: string, raw: Buffer, maxDepth = DEFAULT_MAX_DEPTH): Promise<unknown> {
  if (raw.length > 0 && contentType !== '' && !JSON_TYPE.test(contentType) && !/^multipart\/form-data/i.test(contentType)) {
    // A body in another media type is refused, not guessed at: a browser sends text/plain (and
    // form encodings) cross-site without asking first, so reading it as JSON would let any web
    // page call the API with a visitor's credentials.
    throw new UnsupportedMediaType(`the body must be sent as application/json, not ${contentType.split(';')[0].trim()}.`);
  }
  if (/^multipart\/form-data/i.test(contentType)) {
    if (!operation.multipart) throw new Error(`${operation.name} takes a JSON body, not multipart/form-data.`);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new Error('the multipart/form-data body cannot be read.');
    }
    const fields: Record<string, string | UploadedFile> = {};
    for (const [name, value] of form) {
      fields[name] = typeof value === 'string' ? value : { filename: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
    }
    return new FormBody(fields);
  }
  if (raw.length === 0) {
    if (operation.bodyRequired) throw new Error('the request body is required (a JSON document).');
    return undefined;
  }
  if (!operation.jsonBody && !operation.multipart) return undefined;
  const text = raw.toString('utf8');
  if (nestingDepth(text, maxDepth) > maxDepth) throw new Error(`the body nests arrays and objects more than ${maxDepth} levels deep.`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`the body is not valid JSON (${(error as Error).message}).`);
  }
}
