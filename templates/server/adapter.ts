// A request listener for Node's `http` that serves the spec's operations, in steps: find the operation
// by method and path (routes.ts); admit the caller, reading the API key where the operation's security
// scheme puts it (credentials.ts) and asking the caller's authenticate and authorize hooks; check its
// path, query, header and cookie parameters with the generated validators (parameters.ts), before
// its body is read; read the body (request-body.ts) and validate a JSON one the same way; call the
// operation's handler; write its answer with the operation's success status, or the declared status
// and headers of a `reply` (reply.ts), in the service's envelope where the spec declares one (answers.ts).
// Failures never leak a stack trace: a refusal is the error body with its message, an unexpected
// exception a generic 500 reported to `onUnexpectedError`.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { validateRequest } from '../validators.js';
import { errorBody, errorMediaType, refusalText, successBody, writeBody } from './answers.js';
import { credentialOf } from './credentials.js';
import { operations, type CallerKey, type OperationName, type OperationTypes } from './operations.js';
import { readParameters, type ParameterValues } from './parameters.js';
import { DEFAULT_MAX_DEPTH, UnsupportedMediaType, drain, parseBody, readBody, type ParsedBody } from './request-body.js';
import { successAnswer } from './reply.js';
import { routeTable } from './routes.js';
import { isStreamReply, streamHeaders, writeStream } from './stream-reply.js';
import type { OperationInfo } from './types.js';

/**
 * A refusal a handler or hook throws: its message goes to the client. `code` (such as a permission
 * code the spec names) goes in the error envelope's code field where the service has one, else at the
 * start of the message. `status` defaults to 200 for an operation whose 200 body declares the error envelope,
 * 400 otherwise, and 403 when thrown by `authenticate` or `authorize`.
 */
export class OperationError extends Error {
  readonly code: string | null;
  readonly status: number | null;
  /** Headers of the answer, such as Retry-After with a 503. */
  readonly headers: Record<string, string>;

  constructor(message: string, options: { code?: string; status?: number; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'OperationError';
    this.code = options.code ?? null;
    this.status = options.status ?? null;
    this.headers = options.headers ?? {};
  }
}

export interface HandlerContext<Principal, Params = ParameterValues> {
  /** What `authenticate` returned for the request's key. */
  principal: Principal;
  operation: OperationInfo;
  /** Request headers, lower-cased. */
  headers: IncomingHttpHeaders;
  /** Path parameters by name (for path templates such as `/pets/{petId}`). */
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /**
   * The path, query, header and cookie parameters the adapter checked, read as their schemas'
   * types (`params.query.limit` a number); a handler's context types them per operation
   * (OperationTypes' `params`). Those it passes unchecked (parameters.ts lists them) are only in
   * `pathParams`, `query` and `headers`.
   */
  params: Params;
  request: IncomingMessage;
}

/** What a handler returns: the reply body, answered with the success status, or `reply(status, body, headers)` for another declared 2xx or headers (reply.ts). */
export type HandlerResult<N extends OperationName> = OperationTypes[N]['reply'] | OperationTypes[N]['replies'];

export type Handler<N extends OperationName, Principal> = (
  body: OperationTypes[N]['body'],
  context: HandlerContext<Principal, OperationTypes[N]['params']>,
) => HandlerResult<N> | Promise<HandlerResult<N>>;

export type Handlers<Principal> = { [N in OperationName]?: Handler<N, Principal> };

/** One answer as written, for logging or checking every answer against the spec. */
export interface Answer {
  operation: OperationInfo | null;
  status: number;
  body: unknown;
}

export interface AdapterOptions<Principal> {
  handlers: Handlers<Principal>;
  /**
   * Looks up the API key; throws an OperationError (403 unless it says otherwise) to refuse it.
   * Where the spec has operations that take no key (an empty `security`, or no scheme at all),
   * `apiKey` is null for them (its type, `CallerKey`, says so): return an anonymous caller's principal.
   */
  authenticate(apiKey: CallerKey, request: IncomingMessage): Principal;
  /** Throws an OperationError (403 unless it says otherwise) when the principal may not call the operation. */
  authorize?(principal: Principal, operation: OperationInfo, request: IncomingMessage): void;
  /** Answers an operation without a handler; by default, an error saying it is not implemented. */
  unhandled?(operation: OperationInfo, body: unknown, context: HandlerContext<Principal>): unknown;
  messages?: {
    /** The 401 message when no API key is sent. */
    missingKey?: string;
  };
  /** Largest request body read, in bytes (1 MiB by default): a larger one is refused with 413 as soon as its declared or read length passes it. */
  maxBodyBytes?: number;
  /** Deepest nesting of arrays and objects in a JSON body (64 by default): a deeper one is refused before it is parsed. */
  maxDepth?: number;
  /** Called with every answer written. */
  onAnswer?(answer: Answer): void;
  /** Called with an exception no handler meant and its operation, null before one is found (the client gets a generic 500). */
  onUnexpectedError?(error: unknown, operation: OperationInfo | null): void;
}

const DEFAULT_MAX_BODY = 1024 * 1024;
const INTERNAL_MESSAGE = 'The server could not complete the request (internal error).';

/** Why a step refused the request: the answer's status, its messages, and the code it names. */
interface Refusal {
  refused: true;
  status: number;
  messages: string[];
  code?: string | null;
  /** The rest of the body is left unread, so the connection closes after the answer. */
  close?: boolean;
  headers?: Record<string, string>;
}

/**
 * The most problems a refusal lists: a request that breaks its schema in thousands of places (a
 * 1 MiB body of wrong items, an object parameter of 2,000 unknown properties) gets an answer of
 * bounded size, the first ones and how many more there are.
 */
const MAX_MESSAGES = 50;

const refusal = (status: number, messages: string[], code: string | null = null): Refusal => ({ refused: true, status, messages: listedMessages(messages), code });

/** `messages`, or the first MAX_MESSAGES of them and one saying how many are left out. */
function listedMessages(messages: string[]): string[] {
  if (messages.length <= MAX_MESSAGES) return messages;
  return [...messages.slice(0, MAX_MESSAGES), `${messages.length - MAX_MESSAGES} more problems are not listed.`];
}
/** The client disconnected before its request was read: nobody is left to answer. */
const GONE = Symbol('client gone');
const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && (value as Refusal).refused === true;

export function createRequestListener<Principal>(options: AdapterOptions<Principal>): (request: IncomingMessage, response: ServerResponse) => void {
  const route = routeTable(Object.values(operations) as OperationInfo[]);
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const tooLarge = () => ({ ...refusal(413, [`$: the request body is larger than ${maxBody} bytes.`]), close: true });

  function write(response: ServerResponse, operation: OperationInfo | null, status: number, body: unknown, headers: Record<string, string> = {}, mediaType: string | null = null): void {
    options.onAnswer?.({ operation, status, body });
    writeBody(response, status, body, headers, mediaType);
  }

  /** Writes the refusal's error body, in the media type the operation declares for its status. */
  function refuse(response: ServerResponse, operation: OperationInfo | null, { status, messages, code, close, headers }: Omit<Refusal, 'refused'>): void {
    write(response, operation, status, errorBody(messages, code ?? null), { ...headers, ...(close ? { connection: 'close' } : {}) }, errorMediaType(operation, status));
  }

  /** Refuses a request whose body is not needed, reading that body only up to the size limit. */
  async function refuseUnread(request: IncomingMessage, response: ServerResponse, operation: OperationInfo | null, refused: Refusal, headers: Record<string, string> = {}): Promise<void> {
    const drained = await drain(request, maxBody);
    if (drained === 'gone') return;
    refuse(response, operation, { ...refused, headers, close: drained === 'too-large' });
  }

  /**
   * The caller's principal: the key is sent where the operation's security puts it (or the operation
   * takes none), `authenticate` accepts it and `authorize` lets it call the operation.
   */
  function admit(request: IncomingMessage, url: URL, operation: OperationInfo): { principal: Principal } | Refusal {
    const apiKey = operation.auth === null ? null : credentialOf(request, url, operation.auth);
    if (apiKey === null && operation.auth !== null) return refusal(401, [options.messages?.missingKey ?? 'An API key is required.']);
    try {
      // Null only for an operation without a key, where operations.ts makes CallerKey admit it.
      const principal = options.authenticate(apiKey as CallerKey, request);
      options.authorize?.(principal, operation, request);
      return { principal };
    } catch (error) {
      if (error instanceof OperationError) return refusal(error.status ?? 403, [refusalText(error.message, error.code)], error.code);
      throw error;
    }
  }

  /**
   * The request's path, query, header and cookie parameters, read as their types and checked
   * against their schemas (parameters.ts), or why it is refused. A required header the parameter
   * check cannot read (a `content`-typed one: OperationInfo.parameters leaves it out) must still be
   * sent.
   */
  function checkParameters(request: IncomingMessage, url: URL, operation: OperationInfo, rawPathParams: Record<string, string>): { values: ParameterValues } | Refusal {
    const parameters = readParameters(operation, { rawPathParams, query: url.searchParams, rawQuery: url.search.slice(1), headers: request.headers });
    const problems = 'problems' in parameters ? [...parameters.problems] : [];
    for (const name of missingUnreadHeaders(operation, request.headers)) problems.push(`The ${name} header is required.`);
    return problems.length ? refusal(refusalStatus(operation), problems) : (parameters as { values: ParameterValues });
  }

  /** The body as the handler gets it, read within the size limit, valid against the spec. */
  async function input(request: IncomingMessage, operation: OperationInfo): Promise<{ body: unknown } | Refusal | typeof GONE> {
    const status = refusalStatus(operation);
    const raw = await readBody(request, maxBody);
    if (raw === 'gone') return GONE;
    if (raw === 'too-large') return tooLarge();
    let body: ParsedBody;
    try {
      body = await parseBody(operation, request.headers['content-type'] ?? '', raw, maxDepth);
    } catch (error) {
      return refusal(error instanceof UnsupportedMediaType ? 415 : status, [`$: ${(error as Error).message}`]);
    }
    if (body.checked) {
      const check = validateRequest(operation.name as OperationName, body.value);
      if (!check.ok) return refusal(status, check.errors.map((e: { path: string; message: string }) => `${e.path} ${e.message}`));
    }
    return { body: body.value };
  }

  /** The handler's reply (or `unhandled`'s), or the refusal it threw. */
  async function handle(operation: OperationInfo, body: unknown, context: HandlerContext<Principal>): Promise<{ reply: unknown } | Refusal> {
    const handler = options.handlers[operation.name as OperationName] as ((body: unknown, context: HandlerContext<Principal>) => unknown) | undefined;
    try {
      if (handler) return { reply: await handler(body, context) };
      if (options.unhandled) return { reply: await options.unhandled(operation, body, context) };
      return refusal(501, [`${operation.name} is not implemented by this server.`]);
    } catch (error) {
      if (error instanceof OperationError) return { ...refusal(error.status ?? refusalStatus(operation), [refusalText(error.message, error.code)], error.code), headers: error.headers };
      throw error;
    }
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request.url ?? '/');
    if (url === null) return refuseUnread(request, response, null, refusal(400, [`The request target ${JSON.stringify((request.url ?? '').slice(0, 64))} is not a valid URL.`]));
    const found = route(request.method ?? 'GET', url.pathname, url.searchParams);
    if (found === null) return refuseUnread(request, response, null, refusal(404, [`No operation answers ${request.method} ${url.pathname.slice(0, 256)}.`]));
    if ('allowed' in found) {
      const refused = refusal(405, [`${url.pathname} answers ${found.allowed.join(', ')}, not ${request.method}.`]);
      return refuseUnread(request, response, null, refused, { allow: found.allowed.join(', ') });
    }
    const { operation, pathParams, rawPathParams } = found;
    // From here an exception is the operation's: its 500 goes in the media type the operation declares.
    return serveOperation(request, response, url, operation, pathParams, rawPathParams).catch((error) => fail(response, operation, error));
  }

  async function serveOperation(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    operation: OperationInfo,
    pathParams: Record<string, string>,
    rawPathParams: Record<string, string>,
  ): Promise<void> {
    // A declared length over the limit is refused before anything else, with or without a key.
    if (Number(request.headers['content-length'] ?? 0) > maxBody) return refuse(response, operation, tooLarge());
    const admitted = admit(request, url, operation);
    if (isRefusal(admitted)) return refuseUnread(request, response, operation, admitted);
    // Parameters are checked before the body is read: a bad one is refused without reading (and
    // parsing) a body the request cannot use, and is the one named when both are bad.
    const parameters = checkParameters(request, url, operation, rawPathParams);
    if (isRefusal(parameters)) return refuseUnread(request, response, operation, parameters);
    const read = await input(request, operation);
    if (read === GONE) return;
    if (isRefusal(read)) return refuse(response, operation, read);
    const context: HandlerContext<Principal> = { principal: admitted.principal, operation, headers: request.headers, pathParams, query: url.searchParams, params: parameters.values, request };
    const handled = await handle(operation, read.body, context);
    if (isRefusal(handled)) return refuse(response, operation, handled);
    // A plain value answers the success status; a Reply its own declared status and headers (reply.ts).
    const { status, body, mediaType, headers } = successAnswer(operation, handled.reply);
    // A ReadableStream or async iterable goes as it comes, whatever the status declares: JSON.stringify would write `{}`.
    if (isStreamReply(body)) {
      options.onAnswer?.({ operation, status, body });
      const failed = (error: unknown) => options.onUnexpectedError?.(error, operation);
      return writeStream(response, status, body, { ...streamHeaders(operation, status, mediaType), ...headers }, failed);
    }
    write(response, operation, status, successBody(operation, body), headers, mediaType);
  }

  /** Reports an exception no step meant, and answers a generic 500 (or ends an answer already under way). */
  function fail(response: ServerResponse, operation: OperationInfo | null, error: unknown): void {
    options.onUnexpectedError?.(error, operation);
    if (!response.headersSent) refuse(response, operation, refusal(500, [INTERNAL_MESSAGE]));
    else response.destroy();
  }

  return (request, response) => {
    serve(request, response).catch((error) => fail(response, null, error));
  };
}

/** The request target as a URL (an origin-form path, or the absolute form a proxy sends), or null when it is not one. */
function requestUrl(target: string): URL | null {
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * The operation's required headers that the parameter check does not read (it names those it reads
 * itself) and the request does not send. Own headers only: a header named `constructor` is not
 * something every object inherits.
 */
function missingUnreadHeaders(operation: OperationInfo, headers: IncomingHttpHeaders): string[] {
  const reads = (name: string) => operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === name);
  return operation.requiredHeaders.filter((name) => !Object.hasOwn(headers, name) && !reads(name));
}

/** The status of a refusal of the operation itself: 200 where its 200 body declares the error envelope, else 400. */
function refusalStatus(operation: OperationInfo): number {
  return operation.errorEnvelope ? 200 : 400;
}
