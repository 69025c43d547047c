// What kind of body a media type names, for the model and the emitters alike.

/** True for `application/x-www-form-urlencoded` (with any parameters, in any case): a form body. */
export function isFormMediaType(type: string): boolean {
  return type.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Media types whose bodies are read as they arrive (server-sent events, newline-delimited JSON). */
const STREAM_MEDIA = /^(text\/event-stream|application\/(x-)?ndjson|application\/jsonl|application\/x-jsonlines)\b/i;

export function isStreamMediaType(type: string): boolean {
  return STREAM_MEDIA.test(type);
}

/** Server-sent events (`text/event-stream`), of the streams the one whose items are events rather than lines. */
export function isEventStreamMediaType(type: string): boolean {
  return /^text\/event-stream\b/i.test(type);
}

/** A JSON document (`application/json`, `application/problem+json`); newline-delimited JSON is a stream, not one. */
export function isJsonMediaType(type: string): boolean {
  return /json/i.test(type) && !STREAM_MEDIA.test(type);
}

/**
 * An XML document (`application/xml`, `text/xml`, `application/atom+xml`): sent and received as its
 * text, since nothing here maps a schema's object to XML (OpenAPI's `xml` keywords).
 */
export function isXmlMediaType(type: string): boolean {
  return /^[^;]*[/+]xml\s*(;|$)/i.test(type);
}

/**
 * Media types whose documents are structured text in a syntax nothing here writes an object in:
 * YAML (`application/yaml`, `application/x-yaml`, `+yaml`), TOML, JavaScript, SQL, GraphQL.
 */
const STRUCTURED_TEXT_MEDIA = /^[^;]*(\/(x-)?(yaml|toml|javascript|ecmascript|sql|graphql)|\+(yaml|toml))\s*(;|$)/i;

/**
 * A body that is text whatever its schema says: `text/*`, XML, or another structured text (YAML,
 * TOML, JavaScript, SQL, GraphQL). Its schema describes what the text says; the text is the caller's
 * to write, since nothing here writes an object in those syntaxes.
 */
export function isTextMediaType(type: string): boolean {
  return /^text\//i.test(type) || isXmlMediaType(type) || STRUCTURED_TEXT_MEDIA.test(type);
}

/** A media range (`*\/*`, `application/*`) rather than one media type: it names no encoding. */
export function isMediaRange(type: string): boolean {
  return type.split(';')[0].includes('*');
}

/**
 * `type` as a Content-Type header can carry it (printable ASCII, trimmed), or null for one no header
 * can: Node's `writeHead` throws on a line break or a character past U+00FF, so the generated server
 * would answer every reply of that operation with a 500.
 */
export function headerMediaType(type: string | null): string | null {
  const trimmed = type?.trim() ?? '';
  return /^[\x21-\x7e][\x20-\x7e]*$/.test(trimmed) ? trimmed : null;
}

/**
 * A bytes or text body's declared media types as a header can carry them (RequestModel.raw): one no
 * header can becomes its kind's default, so the client sends what the server then takes.
 */
export function sendableRawMediaTypes(raw: { kind: 'binary' | 'text'; mediaTypes: string[] }): string[] {
  const fallback = raw.kind === 'binary' ? 'application/octet-stream' : 'text/plain';
  return [...new Set(raw.mediaTypes.map((type) => headerMediaType(type) ?? fallback))];
}
