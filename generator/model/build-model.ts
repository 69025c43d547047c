// Builds the operation model from a bundled OpenAPI document. Works on any OpenAPI 3.x
// document; this service's extensions (x-module, x-access, ...) enrich it where present.
import { deref } from './refs.ts';
import { defaultedFields } from './defaulted-fields.ts';
import { normalizeRefs } from './normalize-refs.ts';
import { actionWithPathParameters, clientNames, operationName } from './names.ts';
import { authModel, operationAuth } from './auth.ts';
import { planClient } from './client-members.ts';
import { profileFor, type ProfileOptions, type ServiceProfile } from '../profiles/index.ts';
import type { Access, AdminSetting, ApiModel, ModelWithoutBundle, ErrorCode, JsonSchema, OperationModel, PagingKind, ParameterModel, RequestModel, ResponseModel } from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function buildModel(bundled: Record<string, any>, options: ProfileOptions = {}): ApiModel {
  const document = normalizeRefs(bundled);
  const info = document.info ?? {};
  const profile = profileFor(document, options);
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
  requireUniqueNames(operations);
  disambiguate(operations);
  const settings = profile.id === 'hiring-api' ? (info['x-admin-settings'] ?? {}) : {};
  const { auth } = authModel(document);
  const clientAuth = sends(undefined);
  const warnings = [...authWarnings];
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    description: String(info.description ?? ''),
    acceptHeader: typeof info['x-accept-header'] === 'string' ? info['x-accept-header'] : null,
    operations,
    modules: (document.tags ?? []).map((t: any) => ({ name: String(t.name), description: String(t.description ?? '') })),
    adminSettings: Object.entries<any>(settings).map(([key, s]): AdminSetting => ({ key, title: String(s.title ?? key), effect: String(s.effect ?? '') })),
    notShown: asStrings(info['x-not-shown']),
    auth,
    clientAuth,
    warnings,
    profile,
    client: planClient(operations, profile.clientClass),
    schemas: document.components?.schemas ?? {},
    bundle: document,
  };
}

/** The model without its bundle (plain data): what an emitter that reads no document sends to a worker thread. */
export function withoutBundle(model: ApiModel): ModelWithoutBundle {
  const { bundle: _bundle, ...rest } = model;
  return rest;
}

function buildOperation(document: Record<string, any>, profile: ServiceProfile, keywords: NotShownKeywords, path: string, method: string, op: any, sharedParameters: any[]): Omit<OperationModel, 'auth'> {
  const operationId = typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId.trim() : null;
  const name = operationName(operationId, method, path);
  const { resource, action } = clientNames({ operationId, method, path, tags: asStrings(op.tags) });
  const access = ['read', 'write', 'delete'].includes(op['x-access']) ? (op['x-access'] as Access) : null;
  const permissions = (op.security ?? document.security ?? []).flatMap((req: Record<string, string[]>) => Object.values(req ?? {}).flat());
  const response = responseOf(document, profile, op.responses ?? {});
  // Paging follows the envelope's `nextCursor`: only an enveloped list pages.
  const paging = response.envelope && ['sync', 'list', 'cursor'].includes(op['x-paging']) ? (op['x-paging'] as PagingKind) : null;
  return {
    name,
    resource,
    action,
    method,
    path,
    operationId,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    tags: asStrings(op.tags),
    module: typeof op['x-module'] === 'string' ? op['x-module'] : (op.tags?.[0] ?? null),
    access,
    permissions: [...new Set<string>(permissions.map(String))],
    deprecated: op.deprecated === true,
    replacedBy: typeof op['x-replaced-by'] === 'string' ? op['x-replaced-by'] : null,
    beta: op['x-beta'] === true,
    addedIn: op['x-added-in'] != null ? String(op['x-added-in']) : null,
    featureGate: typeof op['x-feature-gate'] === 'string' ? op['x-feature-gate'] : null,
    paging,
    adminSettings: profile.id === 'hiring-api' ? asStrings(op['x-admin-settings']) : [],
    errorCodes: errorCodesOf(document, op),
    notShown: asStrings(op['x-not-shown']),
    parameters: [...sharedParameters, ...(op.parameters ?? [])].map((p) => parameterOf(document, p)),
    request: requestOf(document, op.requestBody, keywords),
    response,
    // Every operation of this service is a POST, so reads are known by their declared access;
    // elsewhere the HTTP method says it.
    idempotent: access ? access === 'read' : ['get', 'head', 'options', 'put', 'delete'].includes(method),
  };
}

function parameterOf(document: Record<string, any>, raw: any): ParameterModel {
  const p = deref(document, raw);
  const schema = deref(document, p.schema) ?? {};
  const example =
    schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined);
  return {
    name: String(p.name),
    in: p.in,
    required: p.required === true,
    description: String(p.description ?? ''),
    schema: p.schema ?? {},
    example,
    type: typeof schema.type === 'string' ? schema.type : null,
  };
}

function requestOf(document: Record<string, any>, raw: any, keywords: NotShownKeywords): RequestModel | null {
  if (!raw) return null;
  const body = deref(document, raw);
  const content = body.content ?? {};
  const jsonType = Object.keys(content).find((t) => /json/i.test(t));
  const json = jsonType ? content[jsonType] : null;
  const multipartType = Object.keys(content).find((t) => t.startsWith('multipart/form-data'));
  const multipart = multipartType ? content[multipartType] : null;
  // A body of another media type only (a form): its example still shows in the docs' requests.
  const other = json || multipart ? null : (Object.values(content)[0] ?? null);
  const example = exampleOf(document, json ?? multipart ?? other);
  return {
    required: body.required === true,
    requiredNotShown: keywords.requestBodies.includes('required'),
    jsonSchema: json ? (json.schema ?? {}) : null,
    multipart: multipart ? { schema: multipart.schema ?? {}, fileFields: binaryFields(document, multipart.schema) } : null,
    defaultedFields: { json: json ? defaultedFields(document, json.schema) : [], multipart: multipart ? defaultedFields(document, multipart.schema) : [] },
    example: example.value,
    hasExample: example.found,
    mediaTypes: Object.keys(content),
    formEncoding: formEncodingOf(content),
  };
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

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The `encoding` map of a form body, reduced to each field's `style` and `explode` (OpenAPI 3.1, 4.8.15). */
function formEncodingOf(content: Record<string, any>): RequestModel['formEncoding'] {
  const formKey = Object.keys(content).find((t) => t.split(';')[0].trim().toLowerCase() === FORM_MEDIA_TYPE);
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

function binaryFields(document: Record<string, any>, schema: any): string[] {
  const resolved = deref(document, schema) ?? {};
  return Object.entries<any>(resolved.properties ?? {})
    .filter(([, s]) => {
      const p = deref(document, s) ?? {};
      return p.format === 'binary' || p.contentMediaType !== undefined || p.contentEncoding === 'base64';
    })
    .map(([name]) => name);
}

const SUCCESS_KEYS = ['200', '201', '2XX', 'default'];

function responseOf(document: Record<string, any>, profile: ServiceProfile, responses: Record<string, any>): ResponseModel {
  const okKey = ['200', '201', '2XX', 'default'].find((k) => responses[k]);
  const ok = okKey ? deref(document, responses[okKey]) : null;
  const media = ok?.content ? ok.content[Object.keys(ok.content).find((t) => /json/i.test(t)) ?? ''] : null;
  const bodySchema = media?.schema ?? null;
  const successSchema = bodySchema ? successBranch(document, bodySchema) : null;
  const resultsSchema = successSchema ? resultsOf(document, successSchema) : null;
  const example = exampleOf(document, media, (v) => !(v && typeof v === 'object' && (v as any).success === false));
  const errorExample = exampleOf(document, media, (v) => Boolean(v && typeof v === 'object' && (v as any).success === false));
  const status = SUCCESS_KEYS.find((k) => responses[k]) ?? Object.keys(responses).filter((k) => /^2\d\d$/.test(k)).sort()[0] ?? null;
  const typed = status ? deref(document, responses[status]) : null;
  const jsonType = typed?.content ? (Object.keys(typed.content).find((t) => /json/i.test(t)) ?? null) : null;
  const options = bodySchema && typeof bodySchema === 'object' && Array.isArray(bodySchema.oneOf) ? (bodySchema.oneOf as JsonSchema[]) : null;
  return {
    bodySchema,
    branches: options ? options.map((schema) => ({ schema, success: successConstant(document, schema) })) : null,
    successSchema,
    resultsSchema,
    example: example.value,
    hasExample: example.found,
    errorExample: errorExample.found ? errorExample.value : null,
    status,
    jsonType,
    hasContent: Boolean(typed?.content && Object.keys(typed.content).length > 0),
    binary: isBinaryContent(document, typed?.content),
    errorEnvelope: declaresErrorEnvelope(document, bodySchema),
    envelope: profile.envelope && jsonType !== null && resultsSchema !== null && declaresSuccessFlag(document, successSchema),
    otherStatuses: Object.entries<any>(responses)
      .filter(([status]) => status !== okKey)
      .map(([status, r]) => ({ status, description: String(deref(document, r)?.description ?? '') })),
  };
}

/** The branch of a `oneOf: [success, ErrorEnvelope]` body that is not the error envelope. */
function successBranch(document: Record<string, any>, schema: any): JsonSchema {
  const options = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(options)) return schema;
  const success = options.filter((o: any) => !isErrorEnvelope(document, o));
  return success.length === 1 ? success[0] : schema;
}

function isErrorEnvelope(document: Record<string, any>, schema: any): boolean {
  const resolved = deref(document, schema);
  return resolved?.properties?.success?.const === false;
}

/** The schema of `results`, looked for in the success branch and its allOf parts (last one wins, as it narrows). */
function resultsOf(document: Record<string, any>, schema: any): JsonSchema | null {
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object') return null;
  let found: JsonSchema | null = resolved.properties?.results ?? null;
  for (const part of resolved.allOf ?? []) found = resultsOf(document, part) ?? found;
  return found;
}

/** A `oneOf`/`anyOf` branch of the body pins `success` to `false`. */
function declaresErrorEnvelope(document: Record<string, any>, schema: JsonSchema | null): boolean {
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object') return false;
  const options: JsonSchema[] = resolved.oneOf ?? resolved.anyOf ?? [];
  return options.some((branch) => deref(document, branch)?.properties?.success?.const === false);
}

/** The `const` a branch fixes for `success` (looked for through $ref and allOf), if any. */
function successConstant(document: Record<string, any>, schema: JsonSchema, depth = 0): unknown {
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object' || depth > 16) return undefined;
  const own = deref(document, resolved.properties?.success);
  if (own && typeof own === 'object' && 'const' in own) return own.const;
  for (const part of resolved.allOf ?? []) {
    const found = successConstant(document, part, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** True when the success branch (or a part of its allOf) pins `success` to `true`: the envelope. */
function declaresSuccessFlag(document: Record<string, any>, schema: JsonSchema | null, depth = 0): boolean {
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  const resolved = deref(document, schema);
  if (!resolved || typeof resolved !== 'object') return false;
  if (resolved.properties?.success?.const === true) return true;
  return (resolved.allOf ?? []).some((part: JsonSchema) => declaresSuccessFlag(document, part, depth + 1));
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

function errorCodesOf(document: Record<string, any>, op: any): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const add = (list: any) => {
    for (const c of Array.isArray(list) ? list : []) {
      if (c && typeof c.code === 'string' && !codes.some((x) => x.code === c.code)) codes.push({ code: c.code, condition: String(c.condition ?? '') });
    }
  };
  add(op['x-error-codes']);
  for (const r of Object.values<any>(op.responses ?? {})) add(deref(document, r)?.['x-error-codes']);
  return codes;
}

/** Two operations may not share a client method: later ones get a numeric suffix. */
/** Every output looks operations up by name (validators, the client's table), so two cannot share one. */
function requireUniqueNames(operations: OperationModel[]): void {
  const first = new Map<string, OperationModel>();
  for (const op of operations) {
    const earlier = first.get(op.name);
    if (earlier) {
      const where = (o: OperationModel) => `${o.method.toUpperCase()} ${o.path} (paths["${o.path}"].${o.method})`;
      throw new Error(`Two operations are named "${op.name}": ${where(earlier)} and ${where(op)}; each operationId must be unique.`);
    }
    first.set(op.name, op);
  }
}

/**
 * Two operations cannot share a client method: a later one takes the path parameters its name leaves
 * out (`get` and `getByComicId`), and is numbered only when that is taken too or there are none.
 */
function disambiguate(operations: OperationModel[]): void {
  const taken = new Set<string>();
  for (const op of operations) {
    let action = op.action;
    const byParameters = taken.has(`${op.resource}.${action}`) ? actionWithPathParameters(action, op.path) : null;
    if (byParameters && !taken.has(`${op.resource}.${byParameters}`)) action = byParameters;
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
