// The request pipeline every generated method goes through: auth and headers, JSON or multipart
// body, timeout, retries, status-to-error mapping, envelope unwrapping and optional validation.
// The transport is openapi-fetch; this file knows nothing of a particular spec.
import {
  ApiEnvelopeError,
  AuthenticationError,
  ConnectionError,
  HiringApiError,
  InvalidResponseError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
} from './errors.js';
import { describeBadFile, hasFile, toFormData } from './multipart.js';
import { PagePromise, type PageLike, type PagingKind } from './pagination.js';
import { base64, redactText, redactValue, secretForms } from './redact.js';
import { MAX_RETRY_AFTER_MS, isRetryableStatus, parseRetryAfter, retryDelayMs, sleep } from './retry.js';
import { PlainRequest, sendPlainRequest } from './transport.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** What the generator knows about one operation, as the runtime needs it. */
export interface OperationSpec {
  /** The operation name, `candidate.createNote`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Reads: retried without the caller opting in. */
  readonly idempotent: boolean;
  /** `body`: the argument is the JSON body. `params`: the argument is `{ path?, query?, header?, body? }`. */
  readonly input: 'body' | 'params';
  /** The success body is `{ success: true, results }` or `{ success: false, errors }`; calls resolve to `results`. */
  readonly envelope: boolean;
  /** The success response is JSON (otherwise calls resolve to the body text). */
  readonly jsonResponse: boolean;
  readonly paging?: PagingKind;
  /** Body fields that may carry a file, sent as multipart when they do. */
  readonly fileFields?: readonly string[];
  /** The operation takes only multipart: the body always goes as a form. */
  readonly multipartOnly?: boolean;
  /** Error codes the spec names for this operation, recognised in error bodies. */
  readonly errorCodes?: readonly string[];
}

export type AuthScheme = { kind: 'basic' } | { kind: 'bearer' } | { kind: 'header' | 'query' | 'cookie'; name: string };

export interface ValidationResult {
  ok: boolean;
  errors: ValidationIssue[];
}

/** The minimal surface of an openapi-fetch client the pipeline uses. */
export interface Transport {
  request(method: string, path: string, init: Record<string, unknown>): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

/** Everything the generated client hands the pipeline about its spec. */
export interface ServiceConfig {
  acceptHeader: string;
  auth: AuthScheme;
  onBehalfOfHeader: string;
  /** `Request` is what openapi-fetch builds per call; given only together with a `fetch` that takes it. */
  createTransport(options: { baseUrl: string; fetch: (request: any) => Promise<Response>; Request?: typeof PlainRequest }): Transport;
  validateRequest(operation: string, body: unknown): ValidationResult;
  validateResponse(operation: string, body: unknown): ValidationResult;
}

export interface ClientOptions {
  /** The API key, sent as the spec's security scheme says (this service: the HTTP Basic user name, empty password). Required. */
  apiKey: string;
  /** The service's base address, e.g. `https://hiring.example.com/api`. */
  baseUrl: string;
  /** A fetch implementation to use instead of the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** Act on behalf of this user id on every call (header `X-On-Behalf-Of`). */
  onBehalfOf?: string;
  /** Abort an attempt (including reading its body) after this long; `Infinity` for no limit. Default 60 000 ms. */
  timeoutMs?: number;
  /** Retries after a 429, a 5xx, a connection error or a timeout. Default 2. */
  maxRetries?: number;
  /** Also retry writes (reads are retried by default). Default false. */
  retryWrites?: boolean;
  /** Check request bodies against the spec before sending. Default false. */
  validateRequests?: boolean;
  /** Check response bodies against the spec. Default false. */
  validateResponses?: boolean;
}

export interface RequestOptions {
  /** Act on behalf of this user id for this call (overrides the client option). */
  onBehalfOf?: string;
  /** `true` retries this call even if it is a write; `false` never retries it. */
  retry?: boolean;
  maxRetries?: number;
  timeoutMs?: number;
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const MAX_TIMER_MS = 2 ** 31 - 1;
const PERMISSION_CODE = 'missing_endpoint_permission';
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

interface Prepared {
  /** What is sent: JSON text, FormData, or undefined for no body. */
  body: unknown;
  params: Record<string, unknown>;
  /** The JSON body, for request validation; undefined for multipart. */
  jsonBody: unknown;
  multipart: boolean;
}

export class ClientCore {
  readonly baseUrl: string;
  /** Where the key goes on every call: a header (Basic, Bearer, API-key header, cookie) or a query parameter. */
  readonly #credential: Credential;
  readonly #secrets: string[];
  readonly #transport: Transport;
  readonly #config: ServiceConfig;
  readonly #options: Omit<ClientOptions, 'apiKey' | 'fetch'>;

  constructor(options: ClientOptions, config: ServiceConfig) {
    if (!options || typeof options !== 'object') throw new TypeError('HiringApiClient: pass options: { apiKey, baseUrl }.');
    const { apiKey, fetch: customFetch, ...rest } = options;
    if (typeof apiKey !== 'string' || apiKey.trim() === '') {
      throw new TypeError('HiringApiClient: `apiKey` is missing or empty; pass the API key as `apiKey`.');
    }
    if (typeof options.baseUrl !== 'string' || !/^https?:\/\//i.test(options.baseUrl)) {
      throw new TypeError('HiringApiClient: `baseUrl` must be an http(s) URL, e.g. "https://hiring.example.com".');
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#secrets = secretForms(apiKey);
    this.#credential = credential(config.auth, apiKey);
    this.#config = config;
    this.#options = rest;
    this.#transport = customFetch
      ? config.createTransport({ baseUrl: this.baseUrl, fetch: (request: Request) => customFetch(request) })
      : config.createTransport({ baseUrl: this.baseUrl, fetch: sendPlainRequest, Request: PlainRequest });
  }

  /** Sends one operation; resolves to `results` (enveloped operations) or the body. */
  async call<T>(operation: OperationSpec, input: unknown, options: RequestOptions = {}): Promise<T> {
    const body = await this.#send(operation, input, options);
    return (operation.envelope ? (body as { results: unknown }).results : body) as T;
  }

  /** A list operation: awaited, the first page; iterated, every item across pages. */
  list<Page extends PageLike>(operation: OperationSpec, input: unknown, options: RequestOptions = {}): PagePromise<Page> {
    const paging = operation.paging ?? 'list';
    return new PagePromise<Page>(operation.name, paging, async (cursor) => {
      const next = cursor === undefined ? input : { ...((input as object | undefined) ?? {}), cursor };
      return (await this.#send(operation, next, options)) as Page;
    });
  }

  /** What inspecting or serialising a client shows: never the key. */
  describe(): Record<string, unknown> {
    return { ...this.#options, baseUrl: this.baseUrl, apiKey: '[redacted]' };
  }

  toJSON(): Record<string, unknown> {
    return this.describe();
  }

  [INSPECT](): string {
    return `ClientCore ${JSON.stringify(this.describe())}`;
  }

  async #send(operation: OperationSpec, input: unknown, options: RequestOptions): Promise<unknown> {
    const prepared = this.#prepare(operation, input);
    if (this.#options.validateRequests && !prepared.multipart && prepared.jsonBody !== undefined) {
      const result = this.#config.validateRequest(operation.name, prepared.jsonBody);
      if (!result.ok) throw new ValidationError('request', { operation: operation.name, issues: result.errors });
    }
    const retries = this.#retriesFor(operation, options);
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.#attempt(operation, prepared, options);
      const retryable = outcome.kind === 'failed' || isRetryableStatus(outcome.response.status);
      if (retryable && attempt < retries) {
        const retryAfter = outcome.kind === 'response' ? parseRetryAfter(outcome.response.headers.get('retry-after')) : null;
        if (retryAfter === null || retryAfter <= MAX_RETRY_AFTER_MS) {
          await sleep(retryDelayMs(attempt, retryAfter), options.signal);
          continue;
        }
      }
      if (outcome.kind === 'failed') throw outcome.error;
      return this.#interpret(operation, outcome.response, outcome.payload);
    }
  }

  #retriesFor(operation: OperationSpec, options: RequestOptions): number {
    const allowed = options.retry ?? (operation.idempotent || this.#options.retryWrites === true);
    if (!allowed) return 0;
    return Math.max(0, options.maxRetries ?? this.#options.maxRetries ?? DEFAULT_MAX_RETRIES);
  }

  #prepare(operation: OperationSpec, input: unknown): Prepared {
    let body: unknown = input;
    let params: Record<string, unknown> = {};
    if (operation.input === 'params') {
      const given = (input ?? {}) as { path?: unknown; query?: unknown; header?: unknown; cookie?: unknown; body?: unknown };
      params = { path: given.path, query: given.query, header: given.header, cookie: given.cookie };
      body = given.body;
    }
    const fileFields = operation.fileFields ?? [];
    if ((fileFields.length > 0 || operation.multipartOnly) && body && typeof body === 'object') {
      const bad = describeBadFile(body, fileFields);
      if (bad) throw new TypeError(`${operation.name}: ${bad}`);
      if (operation.multipartOnly || hasFile(body, fileFields)) {
        return { body: toFormData(body as Record<string, unknown>, fileFields), params, jsonBody: undefined, multipart: true };
      }
    }
    return { body: body === undefined ? undefined : this.#toJson(operation, body), params, jsonBody: body, multipart: false };
  }

  /**
   * The body as JSON text, written once before the first attempt: a body JSON cannot hold (a BigInt,
   * a cycle) is the caller's mistake, reported at once, not a network failure to retry.
   */
  #toJson(operation: OperationSpec, body: unknown): string {
    try {
      return JSON.stringify(body);
    } catch (error) {
      throw new TypeError(`${operation.name}: the request body cannot be sent as JSON: ${this.#redact((error as Error).message)}`);
    }
  }

  async #attempt(
    operation: OperationSpec,
    prepared: Prepared,
    options: RequestOptions,
  ): Promise<{ kind: 'response'; response: Response; payload: unknown } | { kind: 'failed'; error: ConnectionError | TimeoutError }> {
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = new AbortController();
    // setTimeout would fire at once for a delay past its limit (about 24.8 days); Infinity means none.
    const timer = timeoutMs === Infinity ? undefined : setTimeout(() => timeout.abort(), Math.min(timeoutMs, MAX_TIMER_MS));
    const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
    const headers: Record<string, string> = { ...options.headers, Accept: this.#config.acceptHeader };
    const { in: place, name, value } = this.#credential;
    if (place === 'header') headers[name] = value;
    this.#setOnBehalfOf(headers, options);
    const params = place === 'query' ? { ...prepared.params, query: { ...(prepared.params.query as object | undefined), [name]: value } } : prepared.params;
    try {
      const result = await this.#transport.request(operation.method.toUpperCase(), operation.path, {
        body: prepared.body,
        params,
        headers,
        signal,
        // The body is JSON text or FormData already (see #prepare).
        bodySerializer: sendAsIs,
        parseAs: 'text',
      });
      return { kind: 'response', response: result.response, payload: result.response.ok ? result.data : result.error };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (timeout.signal.aborted) {
        return { kind: 'failed', error: new TimeoutError(`${operation.name}: no complete response within ${timeoutMs} ms.`, { operation: operation.name }) };
      }
      const reason = this.#redact(describeCause(error));
      return { kind: 'failed', error: new ConnectionError(`${operation.name}: could not reach ${this.baseUrl}: ${reason}`, { operation: operation.name }) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Per call: the `onBehalfOf` option, else a header the caller wrote (in any case), else the client's option. */
  #setOnBehalfOf(headers: Record<string, string>, options: RequestOptions): void {
    const name = this.#config.onBehalfOfHeader;
    const written = Object.keys(headers).filter((key) => key.toLowerCase() === name.toLowerCase());
    if (options.onBehalfOf) {
      for (const key of written) delete headers[key];
      headers[name] = options.onBehalfOf;
    } else if (written.length === 0 && this.#options.onBehalfOf) {
      headers[name] = this.#options.onBehalfOf;
    }
  }

  /** Turns one HTTP answer into the success body, or the matching error. */
  #interpret(operation: OperationSpec, response: Response, payload: unknown): unknown {
    const name = operation.name;
    if (!response.ok) throw this.#statusError(operation, response, payload);
    if (!operation.jsonResponse) return payload;
    const contentType = response.headers.get('content-type') ?? '';
    if (!/[/+]json\b/i.test(contentType)) {
      throw new InvalidResponseError(`${name}: expected a JSON body but got content type "${this.#redact(contentType) || 'none'}".`, {
        operation: name,
        status: response.status,
        body: snippet(redactValue(payload, this.#secrets)),
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : '');
    } catch {
      throw new InvalidResponseError(`${name}: the response body is not valid JSON.`, {
        operation: name,
        status: response.status,
        body: snippet(redactValue(payload, this.#secrets)),
      });
    }
    if (this.#options.validateResponses) {
      const result = this.#config.validateResponse(name, body);
      if (!result.ok) {
        throw new ValidationError('response', { operation: name, status: response.status, issues: result.errors, body: redactValue(body, this.#secrets) });
      }
    }
    if (!operation.envelope) return body;
    const envelope = body as { success?: unknown; errors?: unknown; results?: unknown } | null;
    if (envelope && typeof envelope === 'object' && !Array.isArray(envelope)) {
      if (envelope.success === true && 'results' in envelope) return body;
      if (envelope.success === false && Array.isArray(envelope.errors)) {
        const details = this.#details(operation, response.status, body);
        throw new ApiEnvelopeError(`${name} failed: ${details.messages.join('; ') || 'no message given'}`, details);
      }
    }
    throw new InvalidResponseError(`${name}: the response is not a success or error envelope ({ success, results | errors }).`, {
      operation: name,
      status: response.status,
      body: redactValue(body, this.#secrets),
    });
  }

  #statusError(operation: OperationSpec, response: Response, payload: unknown): HiringApiError {
    const status = response.status;
    const details = this.#details(operation, status, payload);
    const said = details.messages.length > 0 ? `: ${details.messages.join('; ')}` : '';
    const message = `${operation.name}: HTTP ${status}${said}`;
    if (status === 401) return new AuthenticationError(message, details);
    if (status === 403) {
      return new PermissionDeniedError(message, { ...details, missingEndpointPermission: mentions(payload, PERMISSION_CODE) });
    }
    if (status === 429) {
      const ms = parseRetryAfter(response.headers.get('retry-after'));
      return new RateLimitError(message, { ...details, retryAfter: ms === null ? null : ms / 1000 });
    }
    return new HiringApiError(message, details);
  }

  /** Messages, code and a credential-free copy of an error body. */
  #details(operation: OperationSpec, status: number, payload: unknown) {
    const body = redactValue(payload, this.#secrets);
    return { operation: operation.name, status, messages: messagesOf(body), code: codeOf(body, [...(operation.errorCodes ?? []), PERMISSION_CODE]), body };
  }

  #redact(text: string): string {
    return redactText(text, this.#secrets);
  }
}

function sendAsIs(body: unknown): unknown {
  return body;
}

interface Credential {
  in: 'header' | 'query';
  name: string;
  value: string;
}

function credential(auth: AuthScheme, apiKey: string): Credential {
  if (auth.kind === 'bearer') return { in: 'header', name: 'Authorization', value: `Bearer ${apiKey}` };
  if (auth.kind === 'header') return { in: 'header', name: auth.name, value: apiKey };
  if (auth.kind === 'cookie') return { in: 'header', name: 'Cookie', value: `${auth.name}=${apiKey}` };
  if (auth.kind === 'query') return { in: 'query', name: auth.name, value: apiKey };
  return { in: 'header', name: 'Authorization', value: `Basic ${base64(`${apiKey}:`)}` };
}

/** `errors[].message` of an error envelope, or a top-level `message`, or a short plain-text body. */
function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [snippet(body.trim()) as string] : [];
  if (!body || typeof body !== 'object') return [];
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) {
    return errors.map((e) => (e && typeof e === 'object' ? (e as { message?: unknown }).message : e)).filter((m): m is string => typeof m === 'string');
  }
  return typeof message === 'string' ? [message] : [];
}

/** An explicit `code` field, else the first known code mentioned in any string of the body. */
function codeOf(body: unknown, known: string[]): string | null {
  const explicit = findExplicitCode(body);
  if (explicit) return explicit;
  return known.find((code) => mentions(body, code)) ?? null;
}

function findExplicitCode(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findExplicitCode(v);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    if (/^(code|errorCode|error_code)$/.test(key) && typeof v === 'string' && v) return v;
  }
  for (const v of Object.values(value)) {
    const found = findExplicitCode(v);
    if (found) return found;
  }
  return null;
}

/**
 * True when `code` appears as a word in any string (key or value) of the body: the spec says the
 * code exists but not in which field, so every string is looked at.
 */
function mentions(value: unknown, code: string): boolean {
  const pattern = new RegExp(`(^|[^A-Za-z0-9_])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`);
  const visit = (v: unknown): boolean => {
    if (typeof v === 'string') return pattern.test(v);
    if (Array.isArray(v)) return v.some(visit);
    if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => pattern.test(k) || visit(x));
    return false;
  };
  return visit(value);
}

function snippet(payload: unknown): unknown {
  return typeof payload === 'string' && payload.length > 500 ? `${payload.slice(0, 500)}...` : payload;
}

/** fetch's own message says only "fetch failed": the reason is its cause (a code such as ECONNREFUSED, or a message such as "bad port"). */
function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const message = error instanceof Error ? error.message : String(error);
  if (code) return `${message} (${code})`;
  return typeof cause?.message === 'string' && cause.message ? `${message}: ${cause.message}` : message;
}
