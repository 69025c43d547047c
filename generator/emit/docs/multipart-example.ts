// The files of a multipart request example (request-examples.ts), made from its schema or the
// description's own: a file field's value is no JSON (a description's example gives a file name or
// some text there), so the body holds a FileExample in its place, which the TypeScript examples
// write as a Blob and curl as a file part (`-F 'file=@file'`). Where the description's example gives
// a file name (`photo.png`), the file is shown under it: curl's `-F 'photo=@photo.png'`, and a File
// of that name in TypeScript, which the client sends under it as curl does.

/** Stands for a file in a body: `name`, the file name the description's example gives, if it gives one. */
export class FileExample {
  readonly kind = 'file';
  readonly name?: string;

  constructor(name?: string) {
    if (name !== undefined) this.name = name;
  }
}

/**
 * The body with each file field's value (each item, for a list of files) a FileExample. `given`: the
 * body is the description's own example, whose values for files may be their names (exampleFileName).
 */
export function withFileExamples(body: unknown, multipart: { fileFields: string[]; fileListFields: string[] }, given = false): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const file = (value: unknown) => new FileExample(given ? exampleFileName(value) : undefined);
  for (const field of multipart.fileFields) {
    if (!Object.hasOwn(result, field)) continue;
    const value = result[field];
    // A list written as one value in a description's example is one file.
    result[field] = multipart.fileListFields.includes(field) ? (Array.isArray(value) ? value : [value]).map(file) : file(value);
  }
  return result;
}

/**
 * The file name an example's value for a file gives: a plain name with an extension (`photo.png`,
 * `cv-2024.v2.pdf`, `résumé.pdf`), which curl's `-F` and a TypeScript string take as written; undefined for
 * anything else (text standing for the content, a path, a name with spaces, quotes or `;`).
 */
export function exampleFileName(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 255 || !FILE_NAME_CHARACTERS.test(value)) return undefined;
  const dot = value.lastIndexOf('.');
  return dot > 0 && EXTENSION.test(value.slice(dot + 1)) ? value : undefined;
}

/**
 * A name's characters: letters and digits of any script (`résumé.pdf`, `履歴書.pdf`) with their
 * accents, `_`, `.`, `+` and `-`, not starting with `.`, `+` or `-`. No space, quote, slash or
 * invisible control (a right-to-left override would show the name other than it is).
 */
const FILE_NAME_CHARACTERS = /^[\p{L}\p{N}_][\p{L}\p{M}\p{N}_.+-]*$/u;

/** An extension: what follows the last `.`. */
const EXTENSION = /^[\p{L}\p{N}]+$/u;

/**
 * What a FileExample is written as in TypeScript: a Blob, which a file field takes as it is; one with
 * a name, a File of that name (a Blob with a name), which the client sends under it, as curl does.
 */
export function fileExpression(file: FileExample): string {
  return file.name === undefined ? 'new Blob([/* the file */])' : `new File([/* the file */], '${file.name}')`;
}

/** A JSON replacer's stand-in for a FileExample: a NUL no example text holds, then its name; withFileExpressions replaces it. */
export function fileToken(file: FileExample): string {
  return `${FILE_TOKEN}${file.name ?? ''}`;
}

/** JSON written with fileToken's stand-ins, each (a JSON string) replaced by its fileExpression. */
export function withFileExpressions(json: string): string {
  return json.replace(FILE_TOKEN_JSON, (_whole, name: string) => fileExpression(new FileExample(name === '' ? undefined : name)));
}

const FILE_TOKEN = '\u0000file\u0000';

/** A stand-in as JSON writes it: its NULs escaped, then the name (only FILE_NAME_CHARACTERS' characters, which JSON writes as they are, or none). */
const FILE_TOKEN_JSON = /"\\u0000file\\u0000([\p{L}\p{M}\p{N}_.+-]*)"/gu;

/**
 * The body as curl's form parts: a file as `@` and its name (`@file` where none is known), a list
 * one part per item, text as it is (`--form-string`, so a value starting with `@` or `<` is not read
 * as a file), anything else as JSON.
 */
export function curlFormArguments(body: Record<string, unknown>, quote: (text: string) => string): string[] {
  const part = (name: string, value: unknown): string =>
    value instanceof FileExample ? `  -F ${quote(`${name}=@${value.name ?? 'file'}`)} \\` : `  --form-string ${quote(`${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)} \\`;
  return Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => part(name, item)) : [part(name, value)]));
}
