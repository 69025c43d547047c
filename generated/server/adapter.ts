// Copied by generator/emit/server.ts from templates/server/adapter.ts. Do not edit.
// A request listener for Node's `http` that serves the spec's operations: it finds the operation by
// method and path, reads the API key where the spec's security scheme puts it, authenticates and
// authorizes through the caller's hooks, reads and validates the body with the generated validators,
// calls the operation's handler and writes its answer (in the service's envelope where the spec
// declares one). Failures never leak a stack trace: a refusal is the error body with its message,
// an unexpected exception a generic 500 reported to `onUnexpectedError`.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { validateRequest } from '../validators.js';
import { envelope } from '../runtime/conventions.js';
import { operations, service, type OperationName, type OperationTypes } from './operations.js';
import type { OperationInfo, UploadedFile } from './types.js';

/**
 * A refusal a handler or hook throws: its message goes to the client. `code` (such as a permission
 * code the spec names) goes in the error envelope's code field where the service has one, else at the
 * start of the message. `status` defaults to 200 for an operation whose 200 body declares the error envelope,
 * 400 otherwise, and 403 when thrown by `authenticate` or `authorize`.
 */
export class OperationError extends Error {
  readonly code: string | null;
  readonly status: number | null;

  constructor(message: string, options: { code?: string; status?: number } = {}) {
    super(message);
    this.name = 'OperationError';
    this.code = options.code ?? null;
    this.status = options.status ?? null;
  }
}

export interface HandlerContext<Principal> {
  /** What `authenticate` returned for the request's key. */
  principal: Principal;
  operation: OperationInfo;
  /** Request headers, lower-cased. */
  headers: IncomingHttpHeaders;
  /** Path parameters by name (for path templates such as `/pets/{petId}`). */
  pathParams: Record<string, string>;
  query: URLSearchParams;
  request: IncomingMessage;
}

export type Handler<N extends OperationName, Principal> = (
  body: OperationTypes[N]['body'],
  context: HandlerContext<Principal>,
) => OperationTypes[N]['reply'] | Promise<OperationTypes[N]['reply']>;

export type Handlers<Principal> = { [N in OperationName]?: Handler<N, Principal> };

/** One answer as written, for logging or checking every answer against the spec. */
export interface Answer {
  operation: OperationInfo | null;
  status: number;
  body: unknown;
}

export interface AdapterOptions<Principal> {
  handlers: Handlers<Principal>;
  /** Looks up the API key; throws an OperationError (403 unless it says otherwise) to refuse it. */
  authenticate(apiKey: string, request: IncomingMessage): Principal;
  /** Throws an OperationError (403 unless it says otherwise) when the principal may not call the operation. */
  authorize?(principal: Principal, operation: OperationInfo, request: IncomingMessage): void;
  /** Answers an operation without a handler; by default, an error saying it is not implemented. */
  unhandled?(operation: OperationInfo, body: unknown, context: HandlerContext<Principal>): unknown;
  messages?: {
    /** The 401 message when no API key is sent. */
    missingKey?: string;
  };
  /** Largest request body read, in bytes (1 MiB by default): a larger one is refused with 413. */
  maxBodyBytes?: number;
  /** Called with every answer written. */
  onAnswer?(answer: Answer): void;
  /** Called with an exception no handler meant (the client gets a generic 500). */
  onUnexpectedError?(error: unknown, operation: OperationInfo | null): void;
}

interface Route {
  operation: OperationInfo;
  pattern: RegExp | null;
  names: string[];
}

const DEFAULT_MAX_BODY = 1024 * 1024;
const INTERNAL_MESSAGE = 'The server could not complete the request (internal error).';

export function createRequestListener<Principal>(options: AdapterOptions<Principal>): (request: IncomingMessage, response: ServerResponse) => void {
  const exact = new Map<string, OperationInfo>();
  const templated: Route[] = [];
  for (const operation of Object.values(operations) as OperationInfo[]) {
    if (operation.path.includes('{')) templated.push(routeOf(operation));
    else exact.set(`${operation.method} ${operation.path}`, operation);
  }
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;

  function find(method: string, pathname: string): { operation: OperationInfo; pathParams: Record<string, string> } | { allowed: string[] } | null {
    const hit = exact.get(`${method} ${pathname}`);
    if (hit) return { operation: hit, pathParams: {} };
    const allowed: string[] = [];
    for (const [key, operation] of exact) if (operation.path === pathname) allowed.push(key.split(' ')[0]);
    for (const route of templated) {
      const match = route.pattern!.exec(pathname);
      if (!match) continue;
      if (route.operation.method !== method) {
        allowed.push(route.operation.method);
        continue;
      }
      const pathParams: Record<string, string> = {};
      route.names.forEach((name, i) => (pathParams[name] = safeDecode(match[i + 1])));
      return { operation: route.operation, pathParams };
    }
    return allowed.length ? { allowed } : null;
  }

  function write(response: ServerResponse, operation: OperationInfo | null, status: number, body: unknown, headers: Record<string, string> = {}): void {
    options.onAnswer?.({ operation, status, body });
    if (body === undefined) {
      response.writeHead(status === 200 ? 204 : status, headers).end();
      return;
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    response.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(text)), ...headers }).end(text);
  }

  function refuse(response: ServerResponse, operation: OperationInfo | null, status: number, messages: string[], code: string | null = null): void {
    write(response, operation, status, errorBody(messages, code));
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = find(request.method ?? 'GET', url.pathname);
    if (found === null) {
      await drain(request);
      return refuse(response, null, 404, [`No operation answers ${request.method} ${url.pathname}.`]);
    }
    if ('allowed' in found) {
      await drain(request);
      options.onAnswer?.({ operation: null, status: 405, body: errorBody([`${url.pathname} answers ${found.allowed.join(', ')}, not ${request.method}.`]) });
      const text = JSON.stringify(errorBody([`${url.pathname} answers ${found.allowed.join(', ')}, not ${request.method}.`]));
      response.writeHead(405, { allow: found.allowed.join(', '), 'content-type': 'application/json; charset=utf-8' }).end(text);
      return;
    }
    const { operation, pathParams } = found;
    const apiKey = credentialOf(request, url);
    if (apiKey === null) {
      await drain(request);
      return refuse(response, operation, 401, [options.messages?.missingKey ?? 'An API key is required.']);
    }
    let principal: Principal;
    try {
      principal = options.authenticate(apiKey, request);
      options.authorize?.(principal, operation, request);
    } catch (error) {
      await drain(request);
      if (error instanceof OperationError) return refuse(response, operation, error.status ?? 403, [messageOf(error)], error.code);
      throw error;
    }
    const operationStatus = operation.errorEnvelope ? 200 : 400;

    const raw = await readBody(request, maxBody);
    if (raw === null) return refuse(response, operation, 413, [`$: the request body is larger than ${maxBody} bytes.`]);
    let body: unknown;
    try {
      body = await parseBody(operation, request.headers['content-type'] ?? '', raw);
    } catch (error) {
      return refuse(response, operation, error instanceof UnsupportedMediaType ? 415 : operationStatus, [`$: ${(error as Error).message}`]);
    }
    const missing = operation.requiredHeaders.filter((name) => request.headers[name] === undefined);
    if (missing.length) return refuse(response, operation, operationStatus, missing.map((name) => `The ${name} header is required.`));
    if (body !== undefined && !(body instanceof FormBody)) {
      const check = validateRequest(operation.name as OperationName, body);
      if (!check.ok) return refuse(response, operation, operationStatus, check.errors.map((e: { path: string; message: string }) => `${e.path} ${e.message}`));
    }
    const context: HandlerContext<Principal> = { principal, operation, headers: request.headers, pathParams, query: url.searchParams, request };
    const handlerBody = body instanceof FormBody ? body.fields : body;
    const handler = options.handlers[operation.name as OperationName] as ((body: unknown, context: HandlerContext<Principal>) => unknown) | undefined;
    let reply: unknown;
    try {
      if (handler) reply = await handler(handlerBody, context);
      else if (options.unhandled) reply = await options.unhandled(operation, handlerBody, context);
      else return refuse(response, operation, 501, [`${operation.name} is not implemented by this server.`]);
    } catch (error) {
      if (error instanceof OperationError) return refuse(response, operation, error.status ?? operationStatus, [messageOf(error)], error.code);
      throw error;
    }
    const answer = envelope && operation.envelope && reply !== null && typeof reply === 'object' && !Array.isArray(reply) ? { [envelope.flagField]: envelope.successValue, ...reply } : reply;
    write(response, operation, 200, answer);
  }

  return (request, response) => {
    serve(request, response).catch((error) => {
      options.onUnexpectedError?.(error, null);
      if (!response.headersSent) refuse(response, null, 500, [INTERNAL_MESSAGE]);
      else response.destroy();
    });
  };
}

/** A refusal's words: its message, with its code in front where the envelope has no field for it. */
function messageOf(error: OperationError): string {
  return error.code && !(envelope?.codeField && service.errorEnvelope) ? `${error.code}: ${error.message}` : error.message;
}

/** The error body: the service's error envelope where it declares one (runtime/conventions.ts), else `{ errors: [{ message }] }`. */
function errorBody(messages: string[], code: string | null = null): unknown {
  if (!envelope || !service.errorEnvelope) return { errors: messages.map((message) => ({ message })) };
  const errors = messages.map((message) => ({ ...(envelope.codeField && code ? { [envelope.codeField]: code } : {}), [envelope.messageField]: message }));
  return { [envelope.flagField]: envelope.failureValue, [envelope.errorsField]: envelope.errorsAreList ? errors : errors[0] };
}

function routeOf(operation: OperationInfo): Route {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { operation, pattern: new RegExp(`^${source}$`), names };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The API key where the spec's security scheme puts it, or null when none is sent. */
function credentialOf(request: IncomingMessage, url: URL): string | null {
  const auth = service.auth;
  const authorization = request.headers.authorization ?? '';
  let key: string | null = null;
  if (auth.kind === 'basic') {
    const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization);
    if (match) {
      const decoded = Buffer.from(match[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      key = colon === -1 ? decoded : decoded.slice(0, colon);
    }
  } else if (auth.kind === 'bearer') {
    key = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
  } else if (auth.kind === 'header') {
    const value = request.headers[auth.name.toLowerCase()];
    key = Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  } else if (auth.kind === 'query') {
    key = url.searchParams.get(auth.name);
  } else {
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq !== -1 && part.slice(0, eq).trim() === auth.name) key = safeDecode(part.slice(eq + 1).trim());
    }
  }
  return key ? key : null;
}

/** The body's bytes, or null when it is larger than `limit` (the rest is read and dropped). */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function drain(request: IncomingMessage): Promise<void> {
  if (request.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    request.on('end', resolve).on('error', () => resolve());
    request.resume();
  });
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** A body in a media type the operation does not take (answered 415). */
class UnsupportedMediaType extends Error {}

/** A multipart body's fields: strings as they are, file parts as UploadedFile. */
class FormBody {
  readonly fields: Record<string, string | UploadedFile>;
  constructor(fields: Record<string, string | UploadedFile>) {
    this.fields = fields;
  }
}

async function parseBody(operation: OperationInfo, contentType: string, raw: Buffer): Promise<unknown> {
  if (raw.length > 0 && contentType !== '' && !JSON_TYPE.test(contentType) && !/^multipart\/form-data/i.test(contentType)) {
    // A body in another media type is refused, not guessed at: a browser sends text/plain (and
    // form encodings) cross-site without asking first, so reading it as JSON would let any web
    // page call the API with a visitor's credentials.
    throw new UnsupportedMediaType(`the body must be sent as application/json, not ${contentType.split(';')[0].trim()}.`);
  }
  if (/^multipart\/form-data/i.test(contentType)) {
    if (!operation.multipart) throw new Error(`${operation.name} takes a JSON body, not multipart/form-data.`);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new Error('the multipart/form-data body cannot be read.');
    }
    const fields: Record<string, string | UploadedFile> = {};
    for (const [name, value] of form) {
      fields[name] = typeof value === 'string' ? value : { filename: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
    }
    return new FormBody(fields);
  }
  if (raw.length === 0) {
    if (operation.bodyRequired) throw new Error('the request body is required (a JSON document).');
    return undefined;
  }
  if (!operation.jsonBody && !operation.multipart) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new Error(`the body is not valid JSON (${(error as Error).message}).`);
  }
}
