// Builds the requests the suite sends: the operation's own example where the spec has one,
// schema-valid data from json-schema-faker where it has none, and the
// deliberately broken bodies of the negative-input checks.
import type { ApiModel, JsonSchema, OperationModel } from '../generator/model/types.ts';
import { deref } from '../generator/model/refs.ts';
import { componentSchemas, rewriteRefs } from '../generator/schema/json-schema.ts';
import { shellQuote } from '../generator/shell-words.ts';
import { API_KEY_VARIABLE, keyRole, type Keys } from './keys.ts';
import type { AuthMode, FormPart, SentRequest } from './types.ts';

export const REDACTED_AUTHORIZATION = 'Basic <redacted>';

/** The body sent for an operation: its example, else data generated from its JSON schema. */
export async function requestBodyFor(operation: OperationModel, model: ApiModel): Promise<unknown> {
  const request = operation.request;
  if (!request) return {};
  if (request.hasExample) return structuredClone(request.example);
  if (!request.jsonSchema) return {};
  return fakeFromSchema(request.jsonSchema, model.bundle);
}

/** Schema-valid data for `schema`, reproducible (a seeded random source, so the same spec sends the same data). */
export async function fakeFromSchema(schema: JsonSchema, document: Record<string, any>): Promise<unknown> {
  // Loaded only when an operation has no example (none in this spec), so the common path stays light.
  const { JSONSchemaFaker } = await import('json-schema-faker');
  let seed = 20260101;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  JSONSchemaFaker.option({ useExamplesValue: true, alwaysFakeOptionals: false, optionalsProbability: 0.5, random, failOnInvalidTypes: false });
  const refs = componentSchemas(document).map((c) => c.schema);
  return JSONSchemaFaker.generate(rewriteRefs(schema) as any, refs as any);
}

export function authorizationFor(apiKey: string): string {
  // The API key is the Basic user name; the password is empty.
  return `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
}

/** A key no server can know: random, so no deployment can have issued it. */
export function unknownApiKey(): string {
  return `contract-unknown-${crypto.randomUUID()}`;
}

export interface BuiltRequest {
  method: 'POST' | 'GET';
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  /** What the report shows: the same request with the Authorization header redacted. */
  shown: SentRequest;
}

export function buildHttpRequest(options: {
  baseUrl: string;
  operation: OperationModel;
  acceptHeader: string | null;
  /** JSON text; ignored when `form` is given. */
  body: string;
  form?: FormPart[];
  auth: AuthMode;
  keys: Keys;
  headers?: Record<string, string>;
  method?: 'POST' | 'GET';
}): BuiltRequest {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${options.operation.path}`;
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { accept: options.acceptHeader ?? 'application/json' };
  // fetch writes the multipart content type itself, with its boundary.
  if (!options.form && method === 'POST') headers['content-type'] = 'application/json';
  const auth = options.auth;
  let shownAuthorization: string | undefined;
  let keyVariable: string | null | undefined;
  if (auth === 'valid') {
    headers.authorization = authorizationFor(options.keys.valid);
    keyVariable = API_KEY_VARIABLE;
  } else if (auth === 'unknown') {
    headers.authorization = authorizationFor(unknownApiKey());
    keyVariable = null;
  } else if (typeof auth === 'string' && auth !== 'none') {
    const key = options.keys.extra[auth];
    if (!key) throw new Error(`no ${keyRole(auth).flag} was given`);
    headers.authorization = authorizationFor(key);
    keyVariable = keyRole(auth).env;
  } else if (typeof auth === 'object') {
    headers.authorization = auth.authorization;
    shownAuthorization = auth.shown;
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const shownHeaders = redactHeaders(headers);
  if (shownAuthorization !== undefined) shownHeaders.authorization = shownAuthorization;
  // The replay command's key variable, where a key of the suite's was sent (SentRequest.keyVariable).
  const keyShown = keyVariable === undefined ? {} : { keyVariable };
  if (options.form) {
    shownHeaders['content-type'] = 'multipart/form-data';
    const form = new FormData();
    for (const part of options.form) {
      if ('filename' in part) form.append(part.name, new Blob([part.content], { type: part.contentType }), part.filename);
      else form.append(part.name, part.value);
    }
    const described = options.form.map((p) => ('filename' in p ? `${p.name}=<file ${p.filename}, ${p.contentType}, ${Buffer.byteLength(p.content)} bytes>` : `${p.name}=${p.value}`));
    return { method, url, headers, body: form, shown: { method, url, headers: shownHeaders, body: `multipart/form-data: ${described.join('; ')}`, form: options.form, ...keyShown } };
  }
  const body = method === 'GET' ? undefined : options.body;
  return { method, url, headers, body, shown: { method, url, headers: shownHeaders, body: body ?? '', ...keyShown } };
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = name.toLowerCase() === 'authorization' ? REDACTED_AUTHORIZATION : value;
  return out;
}

/**
 * A command that replays the request, with the key left to the reader's environment: the variable
 * the suite reads that key from (README has it set there), or for a made-up key, one made up again.
 */
export function curlFor(request: SentRequest): string {
  const parts = [`curl -sS -X ${request.method}`, shellQuote(request.url)];
  const authorization = request.headers.authorization;
  if (authorization === REDACTED_AUTHORIZATION) parts.push(request.keyVariable === null ? `-u ${shellQuote('contract-unknown-key:')}` : `-u "$${request.keyVariable ?? API_KEY_VARIABLE}:"`);
  else if (authorization) parts.push(`-H ${shellQuote(`authorization: ${authorization}`)}`);
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' || (request.form && name === 'content-type')) continue;
    parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.form) {
    for (const part of request.form) parts.push('filename' in part ? `-F ${shellQuote(`${part.name}=@${part.filename};type=${part.contentType}`)}` : `-F ${shellQuote(`${part.name}=${part.value}`)}`);
  } else if (request.method === 'POST') parts.push(`--data ${shellQuote(request.body)}`);
  return parts.join(' ');
}

/** A JSON body that is valid JSON but not an object. */
export const NOT_AN_OBJECT_BODY: unknown = ['not', 'an', 'object'];

/**
 * A body that breaks the request schema, starting from the valid body: a required field left
 * out, else a typed field given a value of another type, else an unknown field where the schema
 * closes the object. Null when the schema accepts any object (its fields are not shown).
 */
export function schemaViolatingBody(operation: OperationModel, model: ApiModel, validBody: unknown): { body: unknown; broken: string } | null {
  const schema = deref(model.bundle, operation.request?.jsonSchema);
  if (!schema || typeof schema !== 'object') return null;
  const base = validBody && typeof validBody === 'object' && !Array.isArray(validBody) ? (validBody as Record<string, unknown>) : {};
  const required: string[] = Array.isArray(schema.required) ? schema.required : [];
  if (required.length > 0) {
    const { [required[0]]: _dropped, ...rest } = base;
    return { body: rest, broken: `required field "${required[0]}" left out` };
  }
  for (const [name, raw] of Object.entries<any>(schema.properties ?? {})) {
    const property = deref(model.bundle, raw);
    const wrong = wrongValueFor(property);
    if (wrong !== undefined) return { body: { ...base, [name]: wrong.value }, broken: `field "${name}" given ${wrong.what} where the schema says ${JSON.stringify(property.type)}` };
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
    return { body: { ...base, contractUnknownField: true }, broken: 'a field the schema does not allow' };
  }
  return null;
}

function wrongValueFor(schema: any): { value: unknown; what: string } | undefined {
  const types: string[] = schema && typeof schema === 'object' ? (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []) : [];
  if (types.length === 0) return undefined;
  if (!types.includes('object')) return { value: { contract: 'not-a-scalar' }, what: 'an object' };
  if (!types.includes('string')) return { value: 'not-an-object', what: 'a string' };
  if (!types.includes('boolean')) return { value: true, what: 'a boolean' };
  return undefined;
}
