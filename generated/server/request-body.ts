// Copied by generator/emit/server.ts from templates/server/request-body.ts. Do not edit.
// A request's body: read up to a size limit, and parsed as the operation takes it (JSON, or
// multipart/form-data with its file parts), refusing a media type it does not take.
import type { IncomingMessage } from 'node:http';
import type { OperationInfo, UploadedFile } from './types.js';

/** The body's bytes, or null when it is larger than `limit` (the rest is read and dropped). */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Reads the rest of a body the server will not use, so the connection can take the next request. */
export function drain(request: IncomingMessage): Promise<void> {
  if (request.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    request.on('end', resolve).on('error', () => resolve());
    request.resume();
  });
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
export async function parseBody(operation: OperationInfo, contentType: string, raw: Buffer): Promise<unknown> {
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
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new Error(`the body is not valid JSON (${(error as Error).message}).`);
  }
}
