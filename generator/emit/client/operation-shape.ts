// What the client needs to know about one operation beyond the model: the media-type and status keys
// openapi-typescript indexes its types by, the argument style, and the runtime descriptor.
// Type text only ever embeds spec strings through tsString.
import type { ModelWithoutBundle, OperationModel, ParameterModel } from '../../model/types.ts';
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

/** Whether the method takes `{ path, query, header, cookie, body }`: the operation has a parameter other than the profile's header options (which the client sets itself). */
export function takesParams(model: ModelWithoutBundle, op: OperationModel): boolean {
  return op.parameters.some((p) => !isHeaderOption(model, p));
}

/** A header a client option sets (the hiring profile's X-On-Behalf-Of, from `onBehalfOf`). */
export function isHeaderOption(model: ModelWithoutBundle, parameter: ParameterModel): boolean {
  return parameter.in === 'header' && model.profile.headerOptions.some((o) => o.header.toLowerCase() === parameter.name.toLowerCase());
}

export function operationShape(model: ModelWithoutBundle, op: OperationModel): OperationShape {
  const operationType = `paths[${tsString(op.path)}][${tsString(op.method)}]`;

  const input = takesParams(model, op) ? 'params' : 'body';
  const { bodyType, fileFields, multipartOnly, form } = requestType(operationType, op);

  const { status, jsonType, hasContent, envelope } = op.response;
  const responseType = status && jsonType ? `${operationType}['responses'][${tsString(status)}]['content'][${tsString(jsonType)}]` : null;
  const paging = envelope ? op.paging : null;

  const binaryResponse = !responseType && op.response.binary;
  let resultType: string;
  if (binaryResponse) resultType = 'Blob';
  else if (!responseType) resultType = status && hasContent ? 'string' : 'void';
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
  // An operation whose `security` differs from the document's (`security: []`: no credentials).
  if (JSON.stringify(op.auth) !== JSON.stringify(model.clientAuth)) spec.auth = op.auth;

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

function requestType(operationType: string, op: OperationModel): RequestShape {
  const keys = op.request?.mediaTypes ?? [];
  if (keys.length === 0) return { bodyType: null, fileFields: [], multipartOnly: false, form: null };
  const base = `NonNullable<${operationType}['requestBody']>['content']`;
  const jsonKey = keys.find((t) => /json/i.test(t));
  const multipartKey = keys.find((t) => t.startsWith('multipart/form-data'));
  const formKey = keys.find((t) => t.split(';')[0].trim().toLowerCase() === FORM_MEDIA_TYPE);
  const fileFields = op.request?.multipart?.fileFields ?? [];
  const defaulted = op.request?.defaultedFields ?? { json: [], multipart: [] };
  const parts: string[] = [];
  if (jsonKey) parts.push(withOptionalDefaults(`${base}[${tsString(jsonKey)}]`, defaulted.json));
  if (multipartKey) {
    const multipart = withOptionalDefaults(`${base}[${tsString(multipartKey)}]`, defaulted.multipart);
    parts.push(fileFields.length > 0 ? `WithFiles<${multipart}, ${fileFields.map((f) => tsString(f)).join(' | ')}>` : multipart);
  }
  // A form body is sent as a form only when neither JSON nor multipart is offered.
  const form = !jsonKey && !multipartKey && formKey ? (op.request?.formEncoding ?? {}) : null;
  if (form && formKey) parts.push(`${base}[${tsString(formKey)}]`);
  if (parts.length === 0) parts.push(`${base}[${tsString(keys[0])}]`);
  return { bodyType: parts.join(' | '), fileFields: multipartKey ? fileFields : [], multipartOnly: Boolean(multipartKey && !jsonKey), form };
}

/** The body type with the fields a call may leave out (they have a `default`) made optional. */
function withOptionalDefaults(bodyType: string, fields: string[]): string {
  return fields.length === 0 ? bodyType : `OptionalDefaults<${bodyType}, ${fields.map((f) => tsString(f)).join(' | ')}>`;
}
