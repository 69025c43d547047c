// Builds the operation model from a bundled OpenAPI document. Works on any OpenAPI 3.x document:
// what OpenAPI says is read here; a service's own extensions and envelope are read through the
// profile it is handed (model/service-profile.ts; generator/profiles/ picks one for a document).
import { deref } from './refs.ts';
import { defaultedFields } from './defaulted-fields.ts';
import { isFormMediaType, isJsonMediaType, isEventStreamMediaType, isMediaRange, isStreamMediaType, isTextMediaType } from './media-types.ts';
import { requestPathOf } from './request-path.ts';
import { normalizeRefs } from './normalize-refs.ts';
import { actionWithPathParameters, clientNames, declaredOperationId, operationName, wholeIdAction } from './names.ts';
import { authModel, operationAuth } from './auth.ts';
import { planClient } from './client-members.ts';
import { serverUrlWithDefaults } from './server-url.ts';
import { schemaComponentName } from '../json-pointer.ts';
import type { EnvelopeConventions, OperationFacts, Profile } from './service-profile.ts';
import { declarePathVariables, undeclaredWarning } from './path-variables.ts';
import type { ApiModel, DeclaredStatus, JsonSchema, OperationModel, ParameterModel, RequestFields, RequestModel, ResponseModel } from './types.ts';
import { METHODS } from './methods.ts';
import { withOverrides } from './parameter-places.ts';
import { documentWebhooks } from './webhooks.ts';
import { unreadFormWarnings } from './unread-forms.ts';
import { explodedCookieWarnings } from './cookie-lists.ts';
import { fitsType } from './schemas.ts';

/** `place` writes where a pointer of the document was written for the model's warnings (`file:line:column`; by default the pointer itself). */
export function buildModel(bundled: Record<string, any>, profile: Profile, place: (pointer: string) => string = (pointer) => pointer): ApiModel {
  const { document, undeclared } = declarePathVariables(normalizeRefs(bundled));
  const info = document.info ?? {};
  const facts = profile.readDocument(document);
  const operations: OperationModel[] = [];
  const raw: [string, string, any, any[]][] = [];
  for (const [path, rawItem] of Object.entries<any>(document.paths ?? {})) {
    const item = deref(document, rawItem) ?? {};
    for (const method of METHODS) if (item[method]) raw.push([path, method, item[method], item.parameters ?? []]);
  }
  const anyRequirement = Array.isArray(document.security) || raw.some(([, , op]) => Array.isArray(op.security));
  const authWarnings = new Set<string>();
  const sends = (security: unknown) => {
    const plan = operationAuth(document, security, anyRequirement);
    for (const w of plan.warnings) authWarnings.add(w);
    return plan.auth;
  };
  const keywords = notShownKeywords(info['x-not-shown-keywords']);
  for (const [path, method, op, shared] of raw) {
    operations.push({ ...buildOperation(document, profile, keywords, path, method, op, shared), auth: sends(op.security) });
  }
  const renamed = renameSharedNames(operations);
  disambiguate(operations);
  const sharedRequests = requestsShared(operations);
  const { auth } = authModel(document);
  const clientAuth = sends(undefined);
  const pathVariables = undeclared.map((variable) => undeclaredWarning(variable, place(variable.pointer)));
  const warnings = [...pathVariables, ...unreadFormWarnings(document, place), ...authWarnings, ...renamed, ...sharedRequests, ...explodedCookieWarnings(operations, place)];
  return {
    // A title left empty (Temporal's generated description has `title: ""`) would leave gaps in
    // every sentence and heading that names the API.
    title: String(info.title ?? '').trim() || 'API',
    version: String(info.version ?? ''),
    description: String(info.description ?? ''),
    acceptHeader: facts.acceptHeader ?? null,
    defaultServer: defaultServerOf(document.servers),
    operations,
    webhooks: documentWebhooks(document),
    modules: (document.tags ?? []).map((t: any) => ({ name: String(t.name), description: String(t.description ?? '') })),
    adminSettings: facts.adminSettings ?? [],
    notShown: asStrings(info['x-not-shown']),
    auth,
    clientAuth,
    warnings,
    profile: profile.conventions,
    client: planClient(operations, profile.conventions.clientClass),
    schemas: document.components?.schemas ?? {},
    bundle: document,
  };
}

/**
 * Warnings for operations whose requests cannot be told apart: path keys that differ only by a
 * fragment (`/files/{id}` and `/files/{id}#add_shared_link`), which no request carries. The client
 * calls each as its key says; a server sees the same method and path.
 */
function requestsShared(operations: OperationModel[]): string[] {
  const seen = new Map<string, OperationModel>();
  const warnings: string[] = [];
  for (const op of operations) {
    const key = `${op.method.toUpperCase()} ${op.requestPath}?${new URLSearchParams(op.fixedQuery ?? {}).toString()}`;
    const first = seen.get(key);
    if (!first) seen.set(key, op);
    else {
      warnings.push(
        `\`${op.name}\` (\`${op.path}\`) sends the same requests as \`${first.name}\` (\`${first.path}\`): ${op.method.toUpperCase()} ${op.requestPath}, a path's \`#\` part never being sent. The generated server answers them as \`${first.name}\`.`,
      );
    }
  }
  return warnings;
}

function buildOperation(document: Record<string, any>, profile: Profile, keywords: NotShownKeywords, path: string, method: string, op: any, sharedParameters: any[]): Omit<OperationModel, 'auth'> {
  const operationId = declaredOperationId(op);
  const name = operationName(operationId, method, path);
  const { resource, action } = clientNames({ operationId, method, path, tags: asStrings(op.tags) });
  const permissions = [...new Set<string>((op.security ?? document.security ?? []).flatMap((req: Record<string, string[]>) => Object.values(req ?? {}).flat()).map(String))];
  const response = responseOf(document, profile.conventions.envelope, op.responses ?? {});
  const facts: OperationFacts = { ...openApiFacts(op, method), ...profile.readOperation(op, document) };
  return {
    name,
    resource,
    action,
    method,
    path,
    ...requestPathOf(path),
    operationId,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    tags: asStrings(op.tags),
    module: facts.module,
    access: facts.access,
    permissions,
    accessWording: profile.accessWording({ permissions, module: facts.module, access: facts.access, inferred: asStrings(op['x-inferred']) }),
    deprecated: op.deprecated === true,
    replacedBy: facts.replacedBy,
    beta: facts.beta,
    addedIn: facts.addedIn,
    featureGate: facts.featureGate,
    // Paging follows the envelope's cursor: only an enveloped list pages.
    paging: response.envelope ? facts.paging : null,
    adminSettings: facts.adminSettings,
    errorCodes: facts.errorCodes,
    notShown: asStrings(op['x-not-shown']),
    inferred: asStrings(op['x-inferred']),
    // The path item's, then the operation's own, which override them by place and name, as OpenAPI says.
    parameters: withOverrides([...sharedParameters, ...(op.parameters ?? [])].map((p) => parameterOf(document, p))),
    request: requestOf(document, op.requestBody, keywords),
    response,
    idempotent: facts.idempotent,
  };
}

/** What OpenAPI alone says of an operation, before its profile's reading: its first tag is its module, its method says whether it is safe to retry. */
function openApiFacts(op: any, method: string): OperationFacts {
  return {
    module: op.tags?.[0] ?? null,
    access: null,
    paging: null,
    idempotent: ['get', 'head', 'options', 'put', 'delete'].includes(method),
    replacedBy: null,
    beta: false,
    addedIn: null,
    featureGate: null,
    adminSettings: [],
    errorCodes: [],
  };
}

function parameterOf(document: Record<string, any>, raw: any): ParameterModel {
  const p = deref(document, raw);
  const schema = deref(document, p.schema) ?? {};
  // The parameter's own `example` or `examples` overrides its schema's, as OpenAPI says (goa writes
  // both, different); a null one cannot be sent, and one of another type than the schema's would not
  // compile in the client's examples, so the schema's stands in for those.
  const own = exampleOf(document, p, (value) => value !== null && fitsType(value, schema));
  const example = own.found
    ? own.value
    : (schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined));
  return {
    name: String(p.name),
    in: p.in,
    required: p.required === true,
    description: String(p.description ?? ''),
    schema: p.schema ?? {},
    example,
    type: typeof schema.type === 'string' ? schema.type : null,
    style: typeof p.style === 'string' ? p.style : null,
    explode: typeof p.explode === 'boolean' ? p.explode : null,
  };
}

function requestOf(document: Record<string, any>, raw: any, keywords: NotShownKeywords): RequestModel | null {
  if (!raw) return null;
  const body = deref(document, raw);
  const content = body.content ?? {};
  const jsonType = Object.keys(content).find((t) => /json/i.test(t)) ?? jsonRangeOf(document, content);
  const json = jsonType ? content[jsonType] : null;
  const multipartType = Object.keys(content).find((t) => t.startsWith('multipart/form-data'));
  const multipart = multipartType ? content[multipartType] : null;
  // A body of another media type only (a form): its example still shows in the docs' requests.
  const other = json || multipart ? null : (Object.values(content)[0] ?? null);
  const example = exampleOf(document, json ?? multipart ?? other);
  const formEncoding = formEncodingOf(content);
  const formType = Object.keys(content).find(isFormMediaType);
  return {
    required: body.required === true,
    requiredNotShown: keywords.requestBodies.includes('required'),
    jsonSchema: json ? (json.schema ?? {}) : null,
    multipart: multipart ? { schema: multipart.schema ?? {}, ...binaryFields(document, multipart.schema) } : null,
    defaultedFields: { json: json ? defaultedFields(document, json.schema) : [], multipart: multipart ? defaultedFields(document, multipart.schema) : [] },
    listFields: { multipart: multipart ? listFieldsOf(document, multipart.schema) : [], form: formType ? listFieldsOf(document, content[formType]?.schema) : [] },
    example: example.value,
    hasExample: example.found,
    mediaTypes: Object.keys(content),
    formSchema: formType ? (content[formType]?.schema ?? {}) : null,
    formEncoding,
    fields: requestFieldsOf(document, json?.schema ?? multipart?.schema ?? (other as { schema?: unknown } | null)?.schema),
    raw: json || multipart || formEncoding ? null : rawBodyOf(document, content),
  };
}

/**
 * How a body that is neither JSON, multipart nor a form is sent (RequestModel.raw): by the kind of
 * its first media type (rawKindOf), with every declared media type of that kind; null where that
 * first one goes as JSON.
 */
function rawBodyOf(document: Record<string, any>, content: Record<string, any>): RequestModel['raw'] {
  const types = Object.keys(content);
  const kind = types.length > 0 ? rawKindOf(document, types[0], content[types[0]]) : null;
  return kind ? { kind, mediaTypes: types.filter((type) => rawKindOf(document, type, content[type]) === kind) } : null;
}

/**
 * The kind of body one media type takes. Nothing here writes a value in a syntax other than JSON
 * or a form, so such a body is the caller's own serialized form, whatever its schema describes:
 * - text: `text/*`, XML, YAML, TOML, JavaScript, SQL or GraphQL (isTextMediaType), or a string
 *   schema under another media type (`application/sdp`);
 * - bytes: a binary media type or a binary string (isBinaryMedia), or any other media type
 *   (`application/x-protobuf`, `application/vnd.acme`), whose encoding is unknown: bytes carry any
 *   encoding whole, where a string would garble one that is not UTF-8 text;
 * - null (JSON) for JSON, and for a media range (`*\/*`, `application/*`) with a schema that is not a
 *   string: it names no encoding, and the client sends JSON there (jsonRangeOf).
 */
function rawKindOf(document: Record<string, any>, type: string, media: any): 'binary' | 'text' | null {
  if (isBinaryMedia(document, type, media)) return 'binary';
  if (isTextMediaType(type)) return 'text';
  if (/json/i.test(type)) return null;
  const schema = media?.schema ? deref(document, media.schema) : null;
  if (schema?.type === 'string') return 'text';
  return isMediaRange(type) ? null : 'binary';
}

/**
 * The media range a body goes under as JSON, where that is all the client sends: the first declared
 * type, a range (`*\/*`, `application/*`) whose schema is not a string (rawKindOf), with no form or
 * multipart beside it. The body is then read and checked as the JSON it is.
 */
function jsonRangeOf(document: Record<string, any>, content: Record<string, any>): string | undefined {
  const types = Object.keys(content);
  const first = types[0];
  if (first === undefined || !isMediaRange(first) || rawKindOf(document, first, content[first]) !== null) return undefined;
  return types.some((type) => isFormMediaType(type) || type.startsWith('multipart/form-data')) ? undefined : first;
}

/** Keywords by which a schema says a body is an object, or which of several shapes it is. */
const SHAPE_KEYWORDS = ['type', 'properties', 'additionalProperties', 'patternProperties', 'allOf', 'anyOf', 'oneOf'];

/** Whether a (followed) schema says what shape its value has, rather than admitting any value. */
function saysShape(schema: unknown): boolean {
  return schema !== null && typeof schema === 'object' && SHAPE_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword));
}

/** The top-level fields of a request body's schema, followed through `$ref` and `allOf`. */
function requestFieldsOf(document: Record<string, any>, schema: unknown): RequestFields {
  const fields: RequestFields = { listed: [], descriptions: {}, required: [], others: 'closed', composite: false };
  const follow = (node: unknown): any => {
    try {
      return deref(document, node);
    } catch {
      return undefined;
    }
  };
  const visit = (raw: unknown, depth: number) => {
    const resolved = follow(raw);
    if (resolved === undefined && raw !== undefined) {
      // A reference that cannot be followed (its validators are left out too): its fields are unknown.
      if (depth === 0) fields.others = 'open';
      return;
    }
    if (depth > 16 || resolved === true || (resolved && typeof resolved === 'object' && Object.keys(resolved).length === 0)) {
      if (depth === 0) fields.others = 'open';
      return;
    }
    if (!resolved || typeof resolved !== 'object') return;
    if (Array.isArray(resolved.oneOf) || Array.isArray(resolved.anyOf)) fields.composite = true;
    const types = Array.isArray(resolved.type) ? resolved.type : resolved.type === undefined ? [] : [resolved.type];
    if (types.length > 0 && !types.includes('object')) fields.composite = true;
    for (const [name, property] of Object.entries<any>(resolved.properties ?? {})) {
      if (fields.listed.includes(name)) continue;
      fields.listed.push(name);
      const description = property?.description ?? follow(property)?.description;
      // Defined, not assigned: a field may be named `__proto__` or `constructor`.
      if (typeof description === 'string' && description) Object.defineProperty(fields.descriptions, name, { value: description, enumerable: true, writable: true, configurable: true });
    }
    for (const name of Array.isArray(resolved.required) ? resolved.required.map(String) : []) if (!fields.required.includes(name)) fields.required.push(name);
    const extra = resolved.additionalProperties;
    if (extra === true || (extra && typeof extra === 'object' && Object.keys(extra).length === 0)) fields.others = 'open';
    else if (extra && typeof extra === 'object' && fields.others !== 'open') fields.others = 'map';
    for (const part of Array.isArray(resolved.allOf) ? resolved.allOf : []) visit(part, depth + 1);
  };
  visit(schema, 0);
  // A schema that says nothing of the body's shape (`{}`, none, annotations only, an `enum`) takes any
  // value, which openapi-typescript types as it is (`unknown`), not as an object of fields.
  if (!saysShape(follow(schema))) fields.composite = true;
  // An object that lists no fields and does not close itself takes any (openapi-typescript types it `Record<string, unknown>`).
  const closed = follow(schema)?.additionalProperties === false;
  if (fields.listed.length === 0 && fields.others === 'closed' && !fields.composite && !closed) fields.others = 'open';
  return fields;
}

/**
 * The document's only server, with its `{variables}` at their defaults, where its scheme and host are
 * written out (`https://api.example.com/{version}`); else null (no server, several, a relative one,
 * or one whose host is a variable: an address the document does not give).
 */
function defaultServerOf(servers: unknown): string | null {
  if (!Array.isArray(servers) || servers.length !== 1) return null;
  const raw: unknown = servers[0]?.url;
  if (typeof raw !== 'string' || !/^https?:\/\/[^/{}]+/i.test(raw)) return null;
  const url = serverUrlWithDefaults(servers[0]);
  return url !== null && /^https?:\/\/[^{}\s]+$/i.test(url) ? url : null;
}

/** JSON Schema keywords the document leaves out of some schemas because it does not know them. */
interface NotShownKeywords {
  /** Of the operations' own request schemas (not the named components they refer to). */
  requestBodies: string[];
}

/** The keywords each place may list: the model acts on these, so any other is a mistake to report. */
const KNOWN_NOT_SHOWN_KEYWORDS: Record<keyof NotShownKeywords, string[]> = { requestBodies: ['required'] };

/** Reads `info.x-not-shown-keywords` (absent: every keyword a schema lacks is a statement). */
function notShownKeywords(raw: unknown): NotShownKeywords {
  const at = 'info.x-not-shown-keywords';
  const found: NotShownKeywords = { requestBodies: [] };
  if (raw === undefined || raw === null) return found;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${at} must be a mapping (requestBodies: [required]); got ${JSON.stringify(raw)}.`);
  for (const [place, list] of Object.entries(raw)) {
    const known = Object.hasOwn(KNOWN_NOT_SHOWN_KEYWORDS, place) ? KNOWN_NOT_SHOWN_KEYWORDS[place as keyof NotShownKeywords] : null;
    if (!known) throw new Error(`${at}.${place}: unknown place; the model reads ${Object.keys(KNOWN_NOT_SHOWN_KEYWORDS).join(', ')}.`);
    if (!Array.isArray(list)) throw new Error(`${at}.${place} must be a list of JSON Schema keywords; got ${JSON.stringify(list)}.`);
    list.forEach((keyword, i) => {
      if (!known.includes(keyword)) throw new Error(`${at}.${place}[${i}]: ${JSON.stringify(keyword)} is not a keyword the model reads there (${known.join(', ')}).`);
    });
    found[place as keyof NotShownKeywords] = list.map(String);
  }
  return found;
}


/** The `encoding` map of a form body, reduced to each field's `style` and `explode` (OpenAPI 3.1, 4.8.15). */
function formEncodingOf(content: Record<string, any>): RequestModel['formEncoding'] {
  const formKey = Object.keys(content).find(isFormMediaType);
  if (!formKey) return null;
  const fields: Record<string, { style?: string; explode?: boolean }> = {};
  for (const [name, entry] of Object.entries<any>(content[formKey]?.encoding ?? {})) {
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
  const entries = Object.entries<any>(content ?? {});
  if (entries.length === 0) return false;
  return entries.every(([type, media]) => {
    const schema = media?.schema ? deref(document, media.schema) : null;
    return BINARY_MEDIA.test(type) || (schema?.type === 'string' && schema.format === 'binary' && !/^text\//i.test(type));
  });
}

/**
 * True when a request body of this media type is bytes: a binary media type, or a string schema of
 * `format: binary` or with a `contentMediaType` (OpenAPI 3.1's way to say so), not under `text/`.
 */
function isBinaryMedia(document: Record<string, any>, type: string, media: any): boolean {
  if (BINARY_MEDIA.test(type)) return true;
  if (/^text\//i.test(type) || /json/i.test(type)) return false;
  const schema = media?.schema ? deref(document, media.schema) : null;
  return schema?.type === 'string' && (schema.format === 'binary' || typeof schema.contentMediaType === 'string');
}

/**
 * The fields of a multipart body that take a file, and those that take only a list of files (an
 * array of binary items). A field whose `anyOf`/`oneOf` offers a file or a list of files (OpenAI's
 * `image`) takes a file, and is a list field only where every alternative with a file is a list.
 */
function binaryFields(document: Record<string, any>, schema: any): { fileFields: string[]; fileListFields: string[] } {
  const resolved = deref(document, schema) ?? {};
  const isFile = (s: unknown) => {
    const p = deref(document, s) ?? {};
    return p.format === 'binary' || p.contentMediaType !== undefined || p.contentEncoding === 'base64';
  };
  const isFileList = (p: any) => p.type === 'array' && p.items && isFile(p.items);
  const fileFields: string[] = [];
  const fileListFields: string[] = [];
  for (const [name, s] of Object.entries<any>(resolved.properties ?? {})) {
    const p = deref(document, s) ?? {};
    const alternatives = [p, ...[...(Array.isArray(p.anyOf) ? p.anyOf : []), ...(Array.isArray(p.oneOf) ? p.oneOf : [])].map((a: unknown) => deref(document, a) ?? {})];
    const single = alternatives.some(isFile);
    const list = alternatives.some(isFileList);
    if (single || list) fileFields.push(name);
    if (list && !single) fileListFields.push(name);
  }
  return { fileFields, fileListFields };
}

/** The top-level fields of a form or multipart body's schema that are arrays: sent as one part or pair per item. */
function listFieldsOf(document: Record<string, any>, schema: unknown): string[] {
  const resolved = deref(document, schema) ?? {};
  const isList = (s: unknown) => {
    const type = (deref(document, s) ?? {}).type;
    return type === 'array' || (Array.isArray(type) && type.includes('array'));
  };
  return Object.entries<any>(resolved.properties ?? {})
    .filter(([, s]) => isList(s))
    .map(([name]) => name);
}

/** The keywords that make a schema without `type` one of objects or lists, or of several shapes. */
const STRUCTURE_KEYWORDS = ['properties', 'additionalProperties', 'items', 'prefixItems', 'oneOf', 'anyOf', 'allOf'];

/**
 * Whether one stream item's schema says JSON: a type other than string (`object`, a 3.1 type list
 * naming one), or, without `type`, the keywords of an object, a list or a composition. A string, no
 * schema, or one that says neither (`{}`) is text: a server-sent event's data is handed over as sent.
 */
function isJsonItemSchema(document: Record<string, any>, given: unknown): boolean {
  const schema = given === undefined || given === null ? null : deref(document, given);
  if (!schema || typeof schema !== 'object') return false;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type: unknown) => typeof type === 'string' && type !== 'null');
  if (types.length > 0) return types.some((type: string) => type !== 'string');
  return STRUCTURE_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword));
}

/**
 * The response key an operation's result is typed and validated by: its lowest explicit 2xx status
 * (`200`, else `201`, ..., `204`), else `2XX`, else `default`. `default` comes last because it
 * usually describes the errors: an operation that declares `204` and `default` succeeds with 204.
 */
function successKey(responses: Record<string, any>): string | null {
  return statusKeysOf(responses, '2')[0] ?? (responses.default ? 'default' : null);
}

function responseOf(document: Record<string, any>, envelope: EnvelopeConventions | null, responses: Record<string, any>): ResponseModel {
  const status = successKey(responses);
  const ok = status ? deref(document, responses[status]) : null;
  const jsonType = ok?.content ? (Object.keys(ok.content).find(isJsonMediaType) ?? null) : null;
  const media = ok?.content && jsonType ? ok.content[jsonType] : null;
  const bodySchema = media?.schema ?? null;
  const flag = envelope ? new EnvelopeFlag(document, envelope) : null;
  const successSchema = bodySchema ? successBranch(bodySchema, flag) : null;
  const resultsSchema = successSchema && envelope ? resultsOf(document, successSchema, envelope.resultsField) : null;
  const example = exampleOf(document, media, (v) => !flag?.isFailure(v));
  const errorExample = flag ? exampleOf(document, media, (v) => flag.isFailure(v)) : { found: false, value: undefined };
  const options = bodySchema && typeof bodySchema === 'object' && Array.isArray(bodySchema.oneOf) ? (bodySchema.oneOf as JsonSchema[]) : null;
  return {
    bodySchema,
    branches: options ? options.map((schema) => ({ schema, success: flag?.pinnedIn(schema) })) : null,
    successSchema,
    resultsSchema,
    example: example.value,
    hasExample: example.found,
    errorExample: errorExample.found ? errorExample.value : null,
    status,
    jsonType,
    hasContent: Boolean(ok?.content && Object.keys(ok.content).length > 0),
    streamMedia: jsonType ? Object.keys(ok.content).filter(isStreamMediaType) : [],
    binary: isBinaryContent(document, ok?.content),
    stream: Object.keys(ok?.content ?? {}).length > 0 && Object.keys(ok.content).every(isStreamMediaType),
    streamItems: Object.entries<any>(ok?.content ?? {})
      .filter(([type]) => isStreamMediaType(type))
      .map(([mediaType, media]) => {
        // OpenAPI 3.2's `itemSchema` describes one item; before it, the `schema` was read as one item's.
        const schema = media?.itemSchema ?? media?.schema ?? null;
        return { mediaType, text: isEventStreamMediaType(mediaType) && !isJsonItemSchema(document, schema), schema };
      }),
    errorEnvelope: flag?.declaresFailureBranch(bodySchema) ?? false,
    envelope: flag !== null && jsonType !== null && resultsSchema !== null && flag.pinsSuccess(successSchema),
    otherStatuses: Object.entries<any>(responses)
      .filter(([key]) => key !== status)
      .map(([status, r]) => ({ status, description: String(deref(document, r)?.description ?? '') })),
    successStatuses: statusKeysOf(responses, '2').map((key) => declaredStatus(document, responses, key)),
    redirectStatuses: statusKeysOf(responses, '3').map((key) => declaredStatus(document, responses, key)),
    documentedBody: documentedBodyOf(document, responses, flag),
    mediaTypes: [...new Set([status, ...Object.keys(responses)].flatMap((key) => (key ? Object.keys(deref(document, responses[key])?.content ?? {}) : [])))],
    errorBodies: Object.keys(responses)
      .filter((key) => !/^2/.test(key))
      .flatMap((key) => {
        const content = deref(document, responses[key])?.content ?? {};
        const mediaType = Object.keys(content).find(isJsonMediaType);
        if (!mediaType) return [];
        const ref = content[mediaType]?.schema?.$ref;
        return [{ status: key, mediaType, component: typeof ref === 'string' ? schemaComponentName(ref) : null }];
      }),
    statusJsonTypes: Object.keys(responses).map((key) => ({
      status: key,
      jsonType: Object.keys(deref(document, responses[key])?.content ?? {}).find(isJsonMediaType) ?? null,
    })),
  };
}

/** A declared status as ResponseModel lists it (DeclaredStatus). */
function declaredStatus(document: Record<string, any>, responses: Record<string, any>, key: string): DeclaredStatus {
  const declared = deref(document, responses[key]);
  const content = declared?.content ?? {};
  const jsonType = Object.keys(content).find(isJsonMediaType) ?? null;
  return { status: key, description: String(declared?.description ?? ''), hasBody: Object.keys(content).length > 0, jsonType, mediaType: jsonType ?? Object.keys(content)[0] ?? null };
}

/** The statuses of one class (`2`: 2xx, `3`: 3xx) `responses` declares, in status order (`200`, `202`, `204`), the range (`2XX`) last. */
function statusKeysOf(responses: Record<string, any>, statusClass: '2' | '3'): string[] {
  return Object.keys(responses)
    .filter((key) => key[0] === statusClass && /^\d(\d\d|XX)$/i.test(key))
    .sort();
}

/**
 * The body the docs describe as a successful call's result (ResponseModel.documentedBody): the first
 * success status, lowest first, whose response has a JSON body; `default` only where no 2xx is
 * declared, since it otherwise stands for the failures.
 */
function documentedBodyOf(document: Record<string, any>, responses: Record<string, any>, flag: EnvelopeFlag | null): ResponseModel['documentedBody'] {
  const successes = statusKeysOf(responses, '2');
  const candidates = successes.length > 0 ? successes : responses.default ? ['default'] : [];
  for (const status of candidates) {
    const content = deref(document, responses[status])?.content ?? {};
    // Newline-delimited JSON too: the docs describe one record of the stream.
    const media = content[Object.keys(content).find((type) => /json/i.test(type)) ?? ''];
    if (!media?.schema) continue;
    const example = exampleOf(document, media, (value) => !flag?.isFailure(value));
    return { status, schema: successBranch(media.schema, flag), example: example.value, hasExample: example.found };
  }
  return null;
}

/** The branch of a `oneOf: [success, error envelope]` body that is not the error envelope. */
function successBranch(schema: any, flag: EnvelopeFlag | null): JsonSchema {
  const options = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(options)) return schema;
  const success = options.filter((o: any) => !flag?.isFailureBranch(o));
  return success.length === 1 ? success[0] : schema;
}

/** The schema of the results field, looked for in the success branch and its allOf parts (last one wins, as it narrows). */
function resultsOf(document: Record<string, any>, schema: any, field: string): JsonSchema | null {
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object') return null;
  let found: JsonSchema | null = resolved.properties?.[field] ?? null;
  for (const part of resolved.allOf ?? []) found = resultsOf(document, part, field) ?? found;
  return found;
}

/** The envelope's flag field as the document's schemas pin it (`success: { const: true }`). */
class EnvelopeFlag {
  readonly #document: Record<string, any>;
  readonly #envelope: EnvelopeConventions;

  constructor(document: Record<string, any>, envelope: EnvelopeConventions) {
    this.#document = document;
    this.#envelope = envelope;
  }

  /** A value (an example) is the error envelope. */
  isFailure(value: unknown): boolean {
    return Boolean(value && typeof value === 'object' && (value as Record<string, unknown>)[this.#envelope.flagField] === this.#envelope.failureValue);
  }

  /** The schema itself (not its allOf parts) pins the flag to the failure value. */
  isFailureBranch(schema: JsonSchema): boolean {
    return this.#ownConst(deref(this.#document, schema)) === this.#envelope.failureValue;
  }

  /** A `oneOf`/`anyOf` branch of the body pins the flag to the failure value. */
  declaresFailureBranch(schema: JsonSchema | null): boolean {
    const resolved = deref(this.#document, schema);
    if (!resolved || typeof resolved !== 'object') return false;
    const options: JsonSchema[] = resolved.oneOf ?? resolved.anyOf ?? [];
    return options.some((branch) => this.isFailureBranch(branch));
  }

  /** The `const` a branch fixes for the flag (looked for through $ref and allOf), if any. */
  pinnedIn(schema: JsonSchema, depth = 0): unknown {
    const resolved = deref(this.#document, schema);
    if (!resolved || typeof resolved !== 'object' || depth > 16) return undefined;
    const own = deref(this.#document, resolved.properties?.[this.#envelope.flagField]);
    if (own && typeof own === 'object' && 'const' in own) return own.const;
    for (const part of resolved.allOf ?? []) {
      const found = this.pinnedIn(part, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The success branch (or a part of its allOf) pins the flag to the success value: the envelope. */
  pinsSuccess(schema: JsonSchema | null, depth = 0): boolean {
    if (!schema || typeof schema !== 'object' || depth > 8) return false;
    const resolved = deref(this.#document, schema);
    if (!resolved || typeof resolved !== 'object') return false;
    if (this.#ownConst(resolved) === this.#envelope.successValue) return true;
    return (resolved.allOf ?? []).some((part: JsonSchema) => this.pinsSuccess(part, depth + 1));
  }

  #ownConst(resolved: any): unknown {
    return resolved?.properties?.[this.#envelope.flagField]?.const;
  }
}

function exampleOf(document: Record<string, any>, media: any, accept: (value: unknown) => boolean = () => true): { found: boolean; value: unknown } {
  if (!media) return { found: false, value: undefined };
  if (media.example !== undefined && accept(media.example)) return { found: true, value: media.example };
  for (const raw of Object.values<any>(media.examples ?? {})) {
    const example = deref(document, raw);
    if (example && 'value' in example && accept(example.value)) return { found: true, value: example.value };
  }
  return { found: false, value: undefined };
}

/** Renames a warning lists one by one; more are one warning with the first of them and a count. */
const RENAMES_LISTED = 3;

/**
 * Every output looks operations up by name (validators, the client's table), so two cannot share
 * one: where a document gives two operations one operationId (Temporal's does, 121 times), a later
 * one is named with a numeric suffix, and a warning says so. Returns the warnings.
 */
function renameSharedNames(operations: OperationModel[]): string[] {
  const first = new Map<string, OperationModel>();
  const renames: { earlier: OperationModel; later: OperationModel; from: string }[] = [];
  for (const op of operations) {
    const earlier = first.get(op.name);
    if (earlier) {
      let name = op.name;
      for (let i = 2; first.has(name); i++) name = `${op.name}${i}`;
      renames.push({ earlier, later: op, from: op.name });
      op.name = name;
    }
    first.set(op.name, op);
  }
  const where = (o: OperationModel) => `${o.method.toUpperCase()} ${o.path} (paths["${o.path}"].${o.method})`;
  if (renames.length <= RENAMES_LISTED) {
    return renames.map(({ earlier, later, from }) => `Two operations are named "${from}" (each operationId must be unique): ${where(earlier)} keeps the name, ${where(later)} is "${later.name}" in the validators and the client's operation table.`);
  }
  const listed = renames.slice(0, RENAMES_LISTED).map(({ later }) => `${where(later)} is "${later.name}"`);
  return [`${renames.length} operations share their operationId with an earlier operation (each operationId must be unique): the earlier keeps the name and the later is numbered in the validators and the client's operation table; ${listed.join(', ')} and ${renames.length - RENAMES_LISTED} more.`];
}

/**
 * Two operations cannot share a client method: a later one takes the path parameters its name leaves
 * out (`get` and `getByComicId`), else its whole operationId where its name is FastAPI's function's
 * name alone, and is numbered only when that is taken too or there are none.
 */
function disambiguate(operations: OperationModel[]): void {
  const taken = new Set<string>();
  for (const op of operations) {
    let action = op.action;
    const byParameters = taken.has(`${op.resource}.${action}`) ? actionWithPathParameters(action, op.path) : null;
    if (byParameters && !taken.has(`${op.resource}.${byParameters}`)) action = byParameters;
    const whole = taken.has(`${op.resource}.${action}`) ? wholeIdAction(op.operationId, op.method, op.path) : null;
    if (whole && !taken.has(`${op.resource}.${whole}`)) action = whole;
    for (let i = 2; taken.has(`${op.resource}.${action}`); i++) action = `${op.action}${i}`;
    op.action = action;
    taken.add(`${op.resource}.${action}`);
  }
}

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return [value];
  return [];
}
