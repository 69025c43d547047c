// Request bodies for operations that take a file: a multipart form when a file is given,
// the JSON body otherwise (for example `{ resumeHandle }`).

/** A file to upload: a Blob or File (`toFile` makes one of bytes or a stream), or raw bytes with the file name the server should see. */
export type FileInput =
  | Blob
  | { data: Blob | Uint8Array | ArrayBuffer; filename: string; contentType?: string };

function isBytes(value: unknown): value is Uint8Array | ArrayBuffer {
  return value instanceof Uint8Array || value instanceof ArrayBuffer;
}

export function isFileInput(value: unknown): value is FileInput {
  if (value instanceof Blob) return true;
  if (!value || typeof value !== 'object') return false;
  const v = value as { data?: unknown; filename?: unknown };
  return typeof v.filename === 'string' && (v.data instanceof Blob || isBytes(v.data));
}

/** True when `body` holds a file (or a list with one) in one of the operation's file fields (so it must go as multipart). */
export function hasFile(body: unknown, fileFields: readonly string[]): boolean {
  if (!body || typeof body !== 'object') return false;
  return fileFields.some((field) => {
    const value = (body as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.some(isFileInput) : isFileInput(value);
  });
}

/**
 * What is wrong with a file field's value, or null: raw bytes have no file name, and a stream or a
 * Response would otherwise go as the JSON of the object. `toFile` turns either into a File.
 */
export function describeBadFile(body: unknown, fileFields: readonly string[]): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of fileFields) {
    const value = (body as Record<string, unknown>)[field];
    // A list of files: each item as a file field's value.
    const items = Array.isArray(value) ? value.map((item, i) => [`${field}[${i}]`, item] as const) : [[field, value] as const];
    for (const [name, item] of items) {
      if (isBytes(item) || ArrayBuffer.isView(item)) return `"${name}" is raw bytes without a file name; pass await toFile(bytes, 'name.pdf'), { data, filename } or a File.`;
      if (item && typeof item === 'object' && !isFileInput(item) && isReadable(item)) {
        return `"${name}" is a stream or a Response, which cannot be sent as it is; pass await toFile(value, 'name.pdf').`;
      }
    }
  }
  return null;
}

/** A web or Node stream, an async iterable or a fetch Response: something toFile reads. */
/** A stream or a fetch Response: bytes that must be read (`toFile`) before they can be sent. */
export function isReadable(value: object): boolean {
  const v = value as { getReader?: unknown; pipe?: unknown; arrayBuffer?: unknown; [Symbol.asyncIterator]?: unknown };
  return typeof v.getReader === 'function' || typeof v.pipe === 'function' || typeof v[Symbol.asyncIterator] === 'function' || (typeof Response !== 'undefined' && value instanceof Response);
}

/**
 * The body as multipart parts. An array is one part per item (OpenAPI 3.1, 4.8.14.4): each file of a
 * file field as a file, each string as it is, any other item as JSON text; so is a field that is not an array.
 */
export function toFormData(body: Record<string, unknown>, fileFields: readonly string[]): FormData {
  const form = new FormData();
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      if (fileFields.includes(key) && isFileInput(item)) appendFile(form, key, item);
      else if (typeof item === 'string') form.append(key, item);
      // Numbers and booleans as their text (`3`, `true`), objects and null as JSON.
      else form.append(key, JSON.stringify(item));
    }
  }
  return form;
}

function appendFile(form: FormData, key: string, file: FileInput): void {
  if (file instanceof Blob) {
    const name = typeof (file as File).name === 'string' && (file as File).name ? (file as File).name : key;
    form.append(key, file, name);
    return;
  }
  const type = file.contentType ?? (file.data instanceof Blob && file.data.type ? file.data.type : 'application/octet-stream');
  // Copy the bytes: a Node Buffer may be a view on a larger pooled ArrayBuffer. A Blob is wrapped
  // (not copied) only when the caller gave it another type.
  const blob =
    file.data instanceof Blob
      ? file.data.type === type ? file.data : new Blob([file.data], { type })
      : new Blob([file.data instanceof Uint8Array ? file.data.slice() : file.data], { type });
  form.append(key, blob, file.filename);
}
