// What the client needs to know about one operation beyond the model: the media-type and status keys
// openapi-typescript indexes its types by, the argument style, and the runtime descriptor.
// Type text only ever embeds spec strings through tsString.
import { deref } from '../../model/refs.ts';
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../model/types.ts';
import { tsString } from './ts-literal.ts';

export interface OperationShape {
  /** `paths['/candidate.createNote']['post']` */
  operationType: string;
  /** The argument style: the JSON body itself, or `{ path, query, header, cookie, body }`. */
  input: 'body' | 'params';
  /** Type of the body, or null when the operation takes none. */
  bodyType: string | null;
  bodyRequired: boolean;
  /** Type of the success response body, or null when it has no JSON body. */
  responseType: string | null;
  envelope: boolean;
  /** What the method resolves to. */
  resultType: string;
  /** Runtime descriptor (`OperationSpec`), a JSON value. */
  spec: Record<string, unknown>;
}

const ON_BEHALF_OF = 'x-on-behalf-of';
const SUCCESS_KEYS = ['200', '201', '2XX', 'default'];

/** Whether the method takes `{ path, query, header, cookie, body }`: the operation has a parameter other than X-On-Behalf-Of (which the client sets itself). */
export function takesParams(op: OperationModel): boolean {
  return op.parameters.some((p) => !isOnBehalfOf(p));
}

/** The X-On-Behalf-Of header, which the client's `onBehalfOf` option sets. */
export function isOnBehalfOf(parameter: ParameterModel): boolean {
  return parameter.in === 'header' && parameter.name.toLowerCase() === ON_BEHALF_OF;
}

export function operationShape(model: ApiModel, op: OperationModel): OperationShape {
  const document = model.document;
  const item = deref(document, document.paths?.[op.path]) ?? {};
  const raw = deref(document, item[op.method]) ?? {};
  const operationType = `paths[${tsString(op.path)}][${tsString(op.method)}]`;

  const input = takesParams(op) ? 'params' : 'body';
  const { bodyType, fileFields, multipartOnly, form } = requestType(document, raw, operationType, op);

  const responses = raw.responses ?? {};
  const statusKey = SUCCESS_KEYS.find((k) => responses[k]) ?? Object.keys(responses).filter((k) => /^2\d\d$/.test(k)).sort()[0];
  const response = statusKey ? deref(document, responses[statusKey]) : null;
  const jsonKey = response?.content ? Object.keys(response.content).find((t) => /json/i.test(t)) : undefined;
  const responseType = statusKey && jsonKey ? `${operationType}['responses'][${tsString(statusKey)}]['content'][${tsString(jsonKey)}]` : null;
  const envelope = responseType !== null && op.response.resultsSchema !== null && declaresSuccessFlag(document, op.response.successSchema);
  const paging = envelope ? op.paging : null;

  const binaryResponse = !responseType && isBinaryContent(document, response?.content);
  let resultType: string;
  if (binaryResponse) resultType = 'Blob';
  else if (!responseType) resultType = statusKey && response?.content && Object.keys(response.content).length > 0 ? 'string' : 'void';
  else if (!envelope) resultType = responseType;
  else if (paging) resultType = `PagePromise<SuccessOf<${responseType}>>`;
  else resultType = `ResultsOf<${responseType}>`;

  const spec: Record<string, unknown> = {
    name: op.name,
    method: op.method,
    path: op.path,
    idempotent: op.idempotent,
    input,
    envelope,
    jsonResponse: responseType !== null,
  };
  if (paging) spec.paging = paging;
  if (fileFields.length > 0) spec.fileFields = fileFields;
  if (multipartOnly) spec.multipartOnly = true;
  if (form) spec.form = form;
  if (binaryResponse) spec.binaryResponse = true;
  if (op.errorCodes.length > 0) spec.errorCodes = op.errorCodes.map((c) => c.code);

  return { operationType, input, bodyType, bodyRequired: op.request?.required ?? false, responseType, envelope, resultType, spec };
}

interface RequestShape {
  bodyType: string | null;
  fileFields: string[];
  multipartOnly: boolean;
  /** Set when the body goes as application/x-www-form-urlencoded: each field's declared style/explode. */
  form: { fields?: Record<string, { style?: string; explode?: boolean }> } | null;
}

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

function requestType(document: Record<string, any>, raw: any, operationType: string, op: OperationModel): RequestShape {
  const requestBody = raw.requestBody ? deref(document, raw.requestBody) : null;
  const content: Record<string, any> = requestBody?.content ?? {};
  const keys = Object.keys(content);
  if (!requestBody || keys.length === 0) return { bodyType: null, fileFields: [], multipartOnly: false, form: null };
  const base = `NonNullable<${operationType}['requestBody']>['content']`;
  const jsonKey = keys.find((t) => /json/i.test(t));
  const multipartKey = keys.find((t) => t.startsWith('multipart/form-data'));
  const formKey = keys.find((t) => t.split(';')[0].trim().toLowerCase() === FORM_MEDIA_TYPE);
  const fileFields = op.request?.multipart?.fileFields ?? [];
  const parts: string[] = [];
  if (jsonKey) parts.push(`${base}[${tsString(jsonKey)}]`);
  if (multipartKey) {
    const multipart = `${base}[${tsString(multipartKey)}]`;
    parts.push(fileFields.length > 0 ? `WithFiles<${multipart}, ${fileFields.map((f) => tsString(f)).join(' | ')}>` : multipart);
  }
  // A form body is sent as a form only when neither JSON nor multipart is offered.
  const form = !jsonKey && !multipartKey && formKey ? formEncoding(content[formKey]?.encoding) : null;
  if (form && formKey) parts.push(`${base}[${tsString(formKey)}]`);
  if (parts.length === 0) parts.push(`${base}[${tsString(keys[0])}]`);
  return { bodyType: parts.join(' | '), fileFields: multipartKey ? fileFields : [], multipartOnly: Boolean(multipartKey && !jsonKey), form };
}

/** The `encoding` map of a form body, reduced to each field's `style` and `explode` (OpenAPI 3.1, 4.8.15). */
function formEncoding(encoding: Record<string, any> | undefined): RequestShape['form'] {
  const fields: Record<string, { style?: string; explode?: boolean }> = {};
  for (const [name, entry] of Object.entries(encoding ?? {})) {
    const field: { style?: string; explode?: boolean } = {};
    if (['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'].includes(entry?.style)) field.style = entry.style;
    if (typeof entry?.explode === 'boolean') field.explode = entry.explode;
    if (Object.keys(field).length > 0) fields[name] = field;
  }
  return Object.keys(fields).length > 0 ? { fields } : {};
}

/** Media types whose bodies are bytes, not text: read as a Blob. */
const BINARY_MEDIA = /^(application\/(octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/|font\/)/i;

/** True when a response's content is binary: a binary media type, or a string schema of `format: binary`. */
function isBinaryContent(document: Record<string, any>, content: Record<string, any> | undefined): boolean {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return false;
  return entries.every(([type, media]) => {
    const schema = media?.schema ? deref(document, media.schema) : null;
    return BINARY_MEDIA.test(type) || (schema?.type === 'string' && schema.format === 'binary' && !/^text\//i.test(type));
  });
}

/** True when the success branch (or a part of its allOf) pins `success` to `true`: the service's envelope. */
function declaresSuccessFlag(document: Record<string, any>, schema: JsonSchema | null, depth = 0): boolean {
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object') return false;
  if (resolved.properties?.success?.const === true) return true;
  return (resolved.allOf ?? []).some((part: JsonSchema) => declaresSuccessFlag(document, part, depth + 1));
}
