// toFile: what Node and browsers hold a file in (bytes, a stream, a fetch Response) made into a
// File the client can upload, as openai-node's toFile does. File fields take a Blob or File as it
// is; everything else goes through here, so a stream is never sent as the JSON of its object.

/** What toFile reads: bytes (a Buffer is a Uint8Array), a Blob, a web or Node stream, or a fetch Response. */
export type ToFileInput = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string> | Response;

/**
 * A File of `value`'s bytes, named `name` (else the name a File, a Node file stream or a Response
 * URL carries, else `file`), of type `options.type` (else the Blob's or Response's own). Streams are
 * read to the end first: the upload needs its length.
 *
 * ```ts
 * await client.documents.upload({ file: await toFile(fs.createReadStream('cv.pdf')) });
 * await client.documents.upload({ file: await toFile(buffer, 'cv.pdf', { type: 'application/pdf' }) });
 * ```
 */
export async function toFile(value: ToFileInput, name?: string, options: { type?: string } = {}): Promise<File> {
  const filename = name ?? nameOf(value) ?? 'file';
  if (value instanceof Blob) {
    const type = options.type ?? value.type;
    if (value instanceof File && value.name === filename && value.type === type) return value;
    return new File([value], filename, { type });
  }
  if (value instanceof ArrayBuffer) return new File([value.slice(0)], filename, { type: options.type ?? '' });
  if (ArrayBuffer.isView(value)) {
    // A copy: a Node Buffer may be a view on a larger pooled ArrayBuffer.
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
    return new File([bytes], filename, { type: options.type ?? '' });
  }
  if (isResponse(value)) return new File([await value.arrayBuffer()], filename, { type: options.type ?? value.headers.get('content-type') ?? '' });
  if (isReadableStream(value) || isAsyncIterable(value)) return new File(await readAll(value), filename, { type: options.type ?? '' });
  throw new TypeError(`toFile: cannot read a file from ${describe(value)}; pass bytes (Uint8Array, Buffer, ArrayBuffer), a Blob, a stream or a Response.`);
}

function nameOf(value: unknown): string | undefined {
  if (value instanceof File && value.name) return value.name;
  // A Node file stream (fs.createReadStream) carries the path it reads.
  const path = (value as { path?: unknown }).path;
  if (typeof path === 'string' && path) return path.split(/[\\/]/).pop() || undefined;
  if (isResponse(value) && value.url) return new URL(value.url).pathname.split('/').pop() || undefined;
  return undefined;
}

async function readAll(stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>): Promise<Uint8Array<ArrayBuffer>[]> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const iterable = isAsyncIterable(stream) ? stream : iterate(stream);
  for await (const chunk of iterable) parts.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
  return parts;
}

/** A web stream as an async iterable (not every runtime makes ReadableStream iterable). */
async function* iterate(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function isResponse(value: unknown): value is Response {
  return typeof Response !== 'undefined' && value instanceof Response;
}

function isReadableStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof (value as { getReader?: unknown } | null)?.getReader === 'function';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';
}

/** What a value is, for messages: `a string`, `an object (Map)`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return `a ${typeof value}`;
  return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
}
