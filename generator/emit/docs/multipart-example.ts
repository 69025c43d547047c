// The files of a multipart request example (request-examples.ts), made from its schema or the
// description's own: a file field's value is no JSON (a description's example gives a file name or
// some text there), so the body holds a FileExample in its place, which the TypeScript examples
// write as a Blob and curl as a file part (`-F 'file=@file'`).

/** Stands for a file in a made body. */
export class FileExample {
  readonly kind = 'file';
}

/** The body with each file field's value (each item, for a list of files) a FileExample. */
export function withFileExamples(body: unknown, multipart: { fileFields: string[]; fileListFields: string[] }): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of multipart.fileFields) {
    if (!Object.hasOwn(result, field)) continue;
    const value = result[field];
    // A list written as one value in a description's example is one file.
    result[field] = multipart.fileListFields.includes(field) ? (Array.isArray(value) ? value : [value]).map(() => new FileExample()) : new FileExample();
  }
  return result;
}

/** What a FileExample is written as in TypeScript: a Blob, which a file field takes as it is. */
export const FILE_EXPRESSION = 'new Blob([/* the file */])';

/** A JSON replacer's stand-in for a FileExample, replaced by FILE_EXPRESSION after; a NUL no example text holds. */
export const FILE_TOKEN = '\u0000file\u0000';

/**
 * The body as curl's form parts: a file as `@file`, a list one part per item, text as it is
 * (`--form-string`, so a value starting with `@` or `<` is not read as a file), anything else as JSON.
 */
export function curlFormArguments(body: Record<string, unknown>, quote: (text: string) => string): string[] {
  const part = (name: string, value: unknown): string =>
    value instanceof FileExample ? `  -F ${quote(`${name}=@file`)} \\` : `  --form-string ${quote(`${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)} \\`;
  return Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => part(name, item)) : [part(name, value)]));
}
