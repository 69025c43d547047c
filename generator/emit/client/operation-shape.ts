// What the client needs to know about one operation beyond the model: the media-type and status keys
// openapi-typescript indexes its types by, the argument style, and the runtime descriptor.
// Type text only ever embeds spec strings through tsString.
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../model/types.ts';
import { clientPath } from './client-path.ts';
import { componentOf } from './schema-names.ts';
import { tsString } from './ts-literal.ts';
import { headerMediaType, isEventStreamMediaType, isFormMediaType, isJsonMediaType, sendableRawMediaTypes } from '../../model/media-types.ts';
import type { StreamFormat } from '../../../templates/runtime/core.ts';

export interface OperationShape {
  /** `paths['/candidate.createNote']['post']` */
  operationType: string;
  /** The argument style: the JSON body itself, or `{ path, query, header, cookie, body }`. */
  input: 'body' | 'params';
  /** Type of the body the client takes, or null when the operation takes none. */
  bodyType: string | null;
  /**
   * Type of the body as the generated server's handler receives it: JSON as the schema is written
   * (other fields of an open one included), multipart and form fields as text and uploads, bytes as a Uint8Array.
   */
  receivedBodyType: string | null;
  bodyRequired: boolean;
  /** No field or parameter is required: the method's argument may be left out (a required body then goes as `{}`). */
  optionalArgument: boolean;
  /** The argument is one object type (not a union, not a primitive, not fields beside a typed map): its type can be an interface. */
  objectArgument: boolean;
  /**
   * The body's own type where its fields can be written out one by one (one media type, listed
   * fields, no upload, no map of other fields): the argument's interface declares them, so compiler
   * messages about them name it.
   */
  listedBody: { type: string; fields: { name: string; required: boolean; description: string | null }[] } | null;
  /** Type of the success response body, or null when it has no JSON body. */
  responseType: string | null;
  envelope: boolean;
  /** What the method resolves to. */
  resultType: string;
  /**
   * What else a call may resolve to beside the main result, in `resultType` after it: a stream
   * declared beside the JSON body, another declared 2xx's body or `undefined`.
   */
  alternatives: string[];
  /** Runtime descriptor (`OperationSpec`), a JSON value. */
  spec: Record<string, unknown>;
}

/** Whether the method takes `{ path, query, header, cookie, body }`: the operation has a parameter other than the profile's header options (which the client sets itself). */
export function takesParams(model: ApiModel, op: OperationModel): boolean {
  return op.parameters.some((p) => !isHeaderOption(model, p));
}

/** A header a client option sets (the hiring profile's X-On-Behalf-Of, from `onBehalfOf`). */
export function isHeaderOption(model: ApiModel, parameter: ParameterModel): boolean {
  return parameter.in === 'header' && model.profile.headerOptions.some((o) => o.header.toLowerCase() === parameter.name.toLowerCase());
}

export function operationShape(model: ApiModel, op: OperationModel): OperationShape {
  const operationType = `paths[${tsString(op.path)}][${tsString(op.method)}]`;

  const input = takesParams(model, op) ? 'params' : 'body';
  const { bodyType, receivedBodyType, fileFields, multipartOnly, form, raw, single } = requestType(operationType, op);
  const fields = op.request?.fields;
  // Bytes or text have no fields: the body is required as the spec says.
  const nothingRequired = !op.request || !op.request.required || (!raw && fields !== undefined && !fields.composite && fields.required.length === 0);
  const optionalArgument =
    input === 'params'
      ? !op.parameters.some((p) => p.required && !isHeaderOption(model, p)) && (!op.request || !op.request.required)
      : nothingRequired;

  const { status, jsonType, hasContent, envelope } = op.response;
  const responseType = status && jsonType ? `${operationType}['responses'][${tsString(status)}]['content'][${tsString(jsonType)}]` : null;
  const paging = envelope ? op.paging : null;

  const binaryResponse = !responseType && op.response.binary;
  const streamResponse = !responseType && op.response.stream;
  // A stream, alone or beside JSON: how each of its media types is read, and the call's result for it.
  const streams = streamFormats(op);
  const streamType = streams ? `EventStream<${streamItemType(operationType, op, streams)}>` : null;
  let resultType: string;
  if (streamResponse) resultType = streamType!;
  else if (binaryResponse) resultType = 'Blob';
  else if (!responseType) resultType = status && hasContent ? 'string' : 'void';
  else if (!envelope) resultType = responseType;
  else if (paging) resultType = `PagePromise<SuccessOf<${responseType}>>`;
  else resultType = `ResultsOf<${responseType}>`;
  // A stream beside the JSON body (the events of `stream: true`): a call resolves to it when the answer is one.
  const streamMedia = clientStreamMedia(op);
  // Another declared 2xx answers with its own body (or none): a call may resolve to it too.
  const otherSuccesses = op.response.successStatuses.filter((other) => other.status !== status && /^2\d\d$/.test(other.status));
  const alsoResults = paging ? [] : otherSuccesses.map((other) => otherSuccessType(operationType, other));
  const alternatives = [...new Set([...(streamMedia.length > 0 ? [streamType!] : []), ...alsoResults])].filter((type) => type !== resultType);
  if (alternatives.length > 0) resultType = [resultType === 'void' ? 'undefined' : resultType, ...alternatives].join(' | ');

  const spec: Record<string, unknown> = {
    name: op.name,
    method: op.method,
    path: clientPath(op),
    idempotent: op.idempotent,
    input,
    envelope,
    jsonResponse: responseType !== null,
  };
  if (paging) spec.paging = paging;
  // A variant the path key names by a query (`?beta=true`): its fields go with every request.
  if (op.fixedQuery) spec.fixedQuery = op.fixedQuery;
  // Several 2xx statuses: the one the result's main type and the response validator describe.
  if (otherSuccesses.length > 0 && status && /^2\d\d$/.test(status)) spec.successStatus = Number(status);
  // Declared 2xx statuses without content (204 and 205 have none by definition): their result type is undefined.
  const noContent = op.response.successStatuses.filter((s) => !s.hasBody && /^2\d\d$/.test(s.status) && s.status !== '204' && s.status !== '205').map((s) => Number(s.status));
  if (noContent.length > 0) spec.noContent = noContent;
  // A list whose cursor is a query parameter (otherwise the runtime sets it in the body).
  if (paging && op.parameters.some((p) => p.in === 'query' && p.name === model.profile.paging?.cursorParam)) spec.cursorIn = 'query';
  if (fileFields.length > 0) spec.fileFields = fileFields;
  if (multipartOnly) spec.multipartOnly = true;
  if (form) spec.form = form;
  // A declared type no header can carry is sent as its kind's default (fetch refuses such a header).
  if (raw) spec.rawBody = { ...raw, mediaTypes: sendableRawMediaTypes(raw) };
  const query = queryStyles(op);
  if (query) spec.query = query;
  const explodedHeaders = op.parameters.filter((p) => p.in === 'header' && p.explode === true).map((p) => p.name);
  if (explodedHeaders.length > 0) spec.explodedHeaders = explodedHeaders;
  if (binaryResponse) spec.binaryResponse = true;
  if (streamResponse) spec.streamResponse = true;
  if (streamMedia.length > 0) spec.streamMedia = streamMedia;
  if (streams) spec.streamItems = streams;
  // Codes the runtime looks for in an error body; it looks for the profile's permission code on every call already.
  const errorCodes = op.errorCodes.map((c) => c.code).filter((code) => code !== model.profile.permissionCode);
  if (errorCodes.length > 0) spec.errorCodes = errorCodes;
  const accept = acceptOf(model, op);
  if (accept !== serviceAccept(model)) spec.accept = accept;
  // An operation whose `security` differs from the document's (`security: []`: no credentials).
  if (JSON.stringify(op.auth) !== JSON.stringify(model.clientAuth)) spec.auth = op.auth;

  // Fields listed beside a typed map are an intersection (`{ a?: string } & { [key: string]: number }`),
  // which an interface cannot extend: its fields must fit the index signature.
  const fieldsBesideMap = fields !== undefined && fields.listed.length > 0 && fields.others === 'map';
  const objectArgument = input === 'params' || (single && !raw && fields !== undefined && !fields.composite && !fieldsBesideMap);
  const mediaType = op.request?.mediaTypes.find((t) => /json/i.test(t)) ?? (form ? op.request?.mediaTypes[0] : undefined);
  const listedBody =
    input === 'body' && single && fields && !fields.composite && fields.listed.length > 0 && fields.others !== 'map' && fileFields.length === 0 && !multipartOnly && mediaType
      ? {
          type: admitsNull(op.request?.jsonSchema, model.schemas)
            ? `NonNullable<NonNullable<${operationType}['requestBody']>['content'][${tsString(mediaType)}]>`
            : `NonNullable<${operationType}['requestBody']>['content'][${tsString(mediaType)}]`,
          fields: fields.listed.map((name) => ({ name, required: fields.required.includes(name), description: Object.hasOwn(fields.descriptions, name) ? fields.descriptions[name] : null })),
        }
      : null;
  return { operationType, input, objectArgument, listedBody, bodyType, receivedBodyType, bodyRequired: op.request?.required ?? false, optionalArgument, responseType, envelope, resultType, alternatives, spec };
}

/** The streams a call may resolve to instead of its JSON body (ResponseModel.streamMedia), where that body is its result as sent. */
export function clientStreamMedia(op: OperationModel): string[] {
  const { status, jsonType, envelope } = op.response;
  return status && jsonType && !envelope ? op.response.streamMedia : [];
}

/**
 * How the client reads each stream a call may resolve to, by media type: server-sent events whose
 * item is text as whole events, others' data as JSON, JSON Lines line by line. Null where the call
 * resolves to no stream (a stream beside an envelope is not read as one).
 */
export function streamFormats(op: OperationModel): Record<string, StreamFormat> | null {
  const media = clientStreamMedia(op);
  const read = op.response.streamItems.filter((item) => (op.response.jsonType ? media.includes(item.mediaType) : op.response.stream));
  if (read.length === 0) return null;
  return Object.fromEntries(read.map((item) => [item.mediaType, item.text ? 'events' : isEventStreamMediaType(item.mediaType) ? 'json-events' : 'json-lines']));
}

/** The type of one item of the operation's streams (read as `formats` says): a whole event (`ServerSentEvent`) where it is text, else its schema's type. */
function streamItemType(operationType: string, op: OperationModel, formats: Record<string, StreamFormat>): string {
  const types = Object.entries(formats).map(([mediaType, format]) => (format === 'events' ? 'ServerSentEvent' : streamSchemaType(operationType, op, mediaType)));
  return [...new Set(types)].join(' | ');
}

/** The type openapi-typescript gives a stream media type's schema (one item's): `paths[...]['responses']['200']['content']['text/event-stream']`. */
export function streamSchemaType(operationType: string, op: OperationModel, mediaType: string): string {
  return `${operationType}['responses'][${tsString(op.response.status!)}]['content'][${tsString(mediaType)}]`;
}

/** Whether some call of the document resolves to a stream: its client imports the stream reader, its package ships it. */
export function readsStreams(model: ApiModel): boolean {
  return model.operations.some((op) => streamFormats(op) !== null);
}

/** Whether some call of the document yields whole server-sent events (`ServerSentEvent`): a stream whose item is text. */
export function readsWholeEvents(model: ApiModel): boolean {
  return model.operations.some((op) => Object.values(streamFormats(op) ?? {}).includes('events'));
}

const QUERY_STYLES = new Set(['form', 'spaceDelimited', 'pipeDelimited', 'deepObject']);

/**
 * How the runtime writes the operation's query parameters that declare a style or explode, or take
 * an object (runtime/query.ts; OpenAPI's defaults: `form`, exploded when `form`); null when every
 * one is written as openapi-fetch writes it by default.
 */
export function queryStyles(op: OperationModel): Record<string, { style: string; explode: boolean }> | null {
  const styled = op.parameters.filter((p) => p.in === 'query' && (p.style !== null || p.explode !== null || p.type === 'object'));
  if (styled.length === 0) return null;
  return Object.fromEntries(
    styled.map((p) => {
      const style = p.style !== null && QUERY_STYLES.has(p.style) ? p.style : 'form';
      return [p.name, { style, explode: p.explode ?? style === 'form' }];
    }),
  );
}

/** What a call resolves to when the answer is another declared 2xx: its JSON body, its text, or nothing. */
function otherSuccessType(operationType: string, other: OperationModel['response']['successStatuses'][number]): string {
  if (other.jsonType) return `${operationType}['responses'][${tsString(other.status)}]['content'][${tsString(other.jsonType)}]`;
  return other.hasBody ? 'string' : 'undefined';
}

/**
 * Whether a body schema (or the component it names) admits `null` (3.0's `nullable: true`, a 3.1
 * `type` list with `null`): its fields are then read from the non-null part of the type (Intercom's
 * own description makes a request body `nullable`).
 */
function admitsNull(schema: JsonSchema | null | undefined, schemas: Record<string, JsonSchema>, depth = 0): boolean {
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  if (schema.nullable === true || schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  const component = componentOf(schema);
  return component !== null && admitsNull(schemas[component], schemas, depth + 1);
}

/** The `Accept` most operations send (the service's versioned JSON type where it declares one): the client's default. */
export function serviceAccept(model: ApiModel): string {
  return model.acceptHeader ?? 'application/json';
}

/**
 * The `Accept` of an operation: the media types its responses declare (so a content-negotiating
 * server answers as the spec says), the service's own JSON type where it declares one and every
 * answer is JSON; null (none sent) where no response has a body a header can name.
 */
export function acceptOf(model: ApiModel, op: OperationModel): string | null {
  // A media type no header can carry is left out: fetch refuses to send such a header at all.
  const declared = op.response.mediaTypes.flatMap((type) => headerMediaType(type) ?? []);
  if (declared.length === 0) return null;
  if (model.acceptHeader && declared.every(isJsonMediaType)) return model.acceptHeader;
  // JSON first where the client reads the result as JSON: a server that picks the first type it
  // can make answers with what the client parses, not with `text/plain` listed before it.
  if (!op.response.jsonType) return declared.join(', ');
  const json = declared.filter(isJsonMediaType);
  return [...json, ...declared.filter((type) => !json.includes(type))].join(', ');
}

interface RequestShape {
  bodyType: string | null;
  receivedBodyType: string | null;
  /** The client's body type is one media type's, not a union of several. */
  single: boolean;
  fileFields: string[];
  multipartOnly: boolean;
  /** Set when the body goes as application/x-www-form-urlencoded: each field's declared style/explode. */
  form: { fields?: Record<string, { style?: string; explode?: boolean }> } | null;
  /** Set when the body goes as the caller gives it, bytes or text (RequestModel.raw). */
  raw: { kind: 'binary' | 'text'; mediaTypes: string[] } | null;
}

/** How the operation's body is written as a form, where it is one: only when neither JSON nor multipart is offered. */
export function formBody(op: OperationModel): RequestShape['form'] {
  const keys = op.request?.mediaTypes ?? [];
  if (keys.some((t) => /json/i.test(t) || t.startsWith('multipart/form-data'))) return null;
  return keys.some(isFormMediaType) ? (op.request?.formEncoding ?? {}) : null;
}

function requestType(operationType: string, op: OperationModel): RequestShape {
  const keys = op.request?.mediaTypes ?? [];
  if (keys.length === 0) return { bodyType: null, receivedBodyType: null, single: false, fileFields: [], multipartOnly: false, form: null, raw: null };
  const base = `NonNullable<${operationType}['requestBody']>['content']`;
  const jsonKey = keys.find((t) => /json/i.test(t));
  const multipartKey = keys.find((t) => t.startsWith('multipart/form-data'));
  const formKey = keys.find(isFormMediaType);
  const fileFields = op.request?.multipart?.fileFields ?? [];
  const fileLists = op.request?.multipart?.fileListFields ?? [];
  // An open schema that lists fields is typed by the listed ones (a misspelt field is an error); others go in `extraBody`.
  const fields = op.request?.fields;
  const listed = (type: string) => (fields && !fields.composite && fields.others === 'open' && fields.listed.length > 0 ? `ListedFields<${type}>` : type);
  // Fields with a `default` may be left out of a request (and a handler may not receive them).
  const defaulted = op.request?.defaultedFields ?? { json: [], multipart: [] };
  const files = fileFields.map((f) => tsString(f)).join(' | ');
  // The client's multipart type: a file field takes a file, a list of files' field an array of them.
  const singles = fileFields.filter((f) => !fileLists.includes(f)).map((f) => tsString(f)).join(' | ') || 'never';
  const withFiles = (body: string) => (fileLists.length > 0 ? `WithFiles<${body}, ${singles}, ${fileLists.map((f) => tsString(f)).join(' | ')}>` : `WithFiles<${body}, ${files}>`);
  const parts: string[] = [];
  const received: string[] = [];
  if (jsonKey) {
    const body = withOptionalDefaults(`${base}[${tsString(jsonKey)}]`, defaulted.json);
    received.push(body);
    const json = listed(body);
    // Beside a multipart upload, a file field in the JSON branch would pass a stream off as JSON.
    parts.push(multipartKey && fileFields.length > 0 ? `WithoutFiles<${json}, ${files}>` : json);
  }
  if (multipartKey) {
    const body = withOptionalDefaults(`${base}[${tsString(multipartKey)}]`, defaulted.multipart);
    received.push(uploads(body, fileFields, op.request?.listFields.multipart ?? []));
    const multipart = listed(body);
    parts.push(fileFields.length > 0 ? withFiles(multipart) : multipart);
  }
  const form = formBody(op);
  if (form && formKey) parts.push(listed(`${base}[${tsString(formKey)}]`));
  if (formKey) received.push(`FormFields<${base}[${tsString(formKey)}]>`);
  // Bytes or text only: the body is sent as given (openapi-typescript types bytes as a string).
  const raw = parts.length === 0 ? (op.request?.raw ?? null) : null;
  if (parts.length === 0) {
    parts.push(raw?.kind === 'binary' ? 'BinaryBody' : raw?.kind === 'text' ? 'string' : `${base}[${tsString(keys[0])}]`);
    if (received.length === 0) received.push(raw?.kind === 'binary' ? 'Uint8Array' : raw?.kind === 'text' ? 'string' : `${base}[${tsString(keys[0])}]`);
  }
  return { bodyType: parts.join(' | '), receivedBodyType: received.join(' | '), single: parts.length === 1, fileFields: multipartKey ? fileFields : [], multipartOnly: Boolean(multipartKey && !jsonKey), form, raw };
}

/** A multipart body as the server's handler receives it (templates/server/types.ts `WithUploads`): its file and list fields. */
function uploads(body: string, files: string[], lists: string[]): string {
  const union = (names: string[]) => names.map((name) => tsString(name)).join(' | ') || 'never';
  return lists.length > 0 ? `WithUploads<${body}, ${union(files)}, ${union(lists)}>` : `WithUploads<${body}, ${union(files)}>`;
}

/** The body type with the fields a call may leave out (they have a `default`) made optional. */
function withOptionalDefaults(bodyType: string, fields: string[]): string {
  return fields.length === 0 ? bodyType : `OptionalDefaults<${bodyType}, ${fields.map((f) => tsString(f)).join(' | ')}>`;
}
