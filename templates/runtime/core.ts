// The request pipeline every generated method goes through: auth and headers, JSON or multipart
// body, timeout, retries, status-to-error mapping, envelope unwrapping and optional validation.
// The transport is openapi-fetch; this file knows nothing of a particular spec.
import {
  AbortError,
  ApiEnvelopeError,
  ConnectionError,
  ApiError,
  InvalidResponseError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  ValidationError,
  type ApiErrorDetails,
  type ValidationIssue,
} from './errors.js';
import { ApiPromise, pageAnswers, requestIdOf, type Answered } from './api-promise.js';
import { statusErrorClass } from './status-errors.js';
import { ClientLog, loggableHeaders, type LogLevel, type Logger } from './logging.js';
import { isBrowser, mergeHeaders, type cookieHeader, type headerParameters, type HeaderValues } from './headers.js';
import { FORM_CONTENT_TYPE, type FormEncoding, type toFormUrlEncoded } from './form.js';
import type { QueryStyles, queryText } from './query.js';
import { describeBadFile, hasFile, toFormData } from './multipart.js';
import type { RawBody, rawRequestBody } from './raw-body.js';
import type { isStreamAnswer } from './stream-media.js';
import { PagePromise, type PageLike, type PagingConventions, type PagingKind } from './pagination.js';
import { base64, redactText, redactValue, secretForms, withoutTrailing } from './redact.js';
import { isRetryableStatus, parseRetryAfter, retryDelayMs, sleep } from './retry.js';
import { DEFAULTS, RETRY, type PolicyOptions } from './policy.js';
import { PlainRequest, sendPlainRequest, type FetchLike } from './transport.js';
import type { pathStep } from './path-steps.js';
import { describeFailure, isPermanentFailure } from './failures.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** What the generator knows about one operation, as the runtime needs it. */
export interface OperationSpec {
  /** The operation name, `pets.create`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Reads: retried without the caller opting in. */
  readonly idempotent: boolean;
  /** `body`: the argument is the JSON body. `params`: the argument is `{ path?, query?, header?, body? }`. */
  readonly input: 'body' | 'params';
  /** The answer is the service's envelope (ServiceConfig.envelope): calls resolve to its results, a failure is an error. */
  readonly envelope: boolean;
  /** The success response is JSON (otherwise calls resolve to the body text, or a Blob for binary). */
  readonly jsonResponse: boolean;
  /** The success response is binary (an image, a PDF, `format: binary`): calls resolve to a `Blob`. */
  readonly binaryResponse?: boolean;
  /**
   * The success response is a stream (server-sent events, newline-delimited JSON): calls resolve to
   * its items (runtime/event-stream.ts) once the headers arrive; `timeoutMs` ends the wait for them,
   * the caller's `signal` ends the stream.
   */
  readonly streamResponse?: boolean;
  /**
   * Streams the success status declares beside its JSON body (OpenAI's `text/event-stream`, sent
   * when a call asks for `stream: true`): an answer in one resolves as for `streamResponse`.
   */
  readonly streamMedia?: readonly string[];
  /** How the items of each stream the call may resolve to are read, by media type. */
  readonly streamItems?: Readonly<Record<string, StreamFormat>>;
  /**
   * Where the operation declares several 2xx statuses: the one its result type's main part and the
   * response validator describe. An answer with another success status resolves to its body as read
   * (parsed when it is JSON), unchecked; one without a body (204, 205) to `undefined`.
   */
  readonly successStatus?: number;
  /** 2xx statuses the operation declares without content: an answer with one resolves to `undefined`, whatever body it has. */
  readonly noContent?: readonly number[];
  /** The `Accept` header: the media types the operation's responses declare. Absent: the service's `acceptHeader`; null: none sent. */
  readonly accept?: string | null;
  /** Query fields the spec's path key fixes (`/responses/{id}?beta=true`): sent with every request, over the caller's. */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** How query parameters that are not scalars, or that declare a style, are written (runtime/query.ts). */
  readonly query?: QueryStyles;
  /** Header parameters that declare `explode: true`: an object is written `x=1,y=2` (headers.ts, headerParameters). */
  readonly explodedHeaders?: readonly string[];
  /** The body is `application/x-www-form-urlencoded`: how each field is written (runtime/form.ts). */
  readonly form?: FormEncoding;
  readonly paging?: PagingKind;
  /** Where a `params` operation takes the cursor of the next page: a query parameter (absent: a body field). */
  readonly cursorIn?: 'query';
  /** Body fields that may carry a file, sent as multipart when they do. */
  readonly fileFields?: readonly string[];
  /** The operation takes only multipart: the body always goes as a form. */
  readonly multipartOnly?: boolean;
  /** The body is bytes or text (not JSON, multipart or a form): sent as it is, with its declared media type (runtime/raw-body.ts). */
  readonly rawBody?: RawBody;
  /** Error codes the spec names for this operation, recognised in error bodies. */
  readonly errorCodes?: readonly string[];
  /** The operation's own `security`, where it differs from the service's (null: no credentials). */
  readonly auth?: AuthScheme | null;
}

/** Fields every operation has, which the generated table states once with the value most operations share. */
export type SharedFields = Pick<OperationSpec, 'method' | 'idempotent' | 'input' | 'envelope' | 'jsonResponse'>;

/**
 * An operation as the generated client lists it: its name is the table's key, its path `/` + the
 * name unless given, and a shared field the table's shared value unless given.
 */
export type OperationEntry = Omit<OperationSpec, 'name' | 'path' | keyof SharedFields> & Partial<SharedFields> & { readonly path?: string };

/**
 * The generated client's operation table with each entry's name, path and shared fields filled in.
 * The table leaves out what follows from the key or what most operations share: written out for
 * every operation, names and paths were a tenth of a minified, gzipped client, the shared fields an
 * eighth of the rest.
 */
export function operationTable<Name extends string>(shared: SharedFields, entries: Record<Name, OperationEntry>): Record<Name, OperationSpec> {
  const table = {} as Record<Name, OperationSpec>;
  for (const name of Object.keys(entries) as Name[]) table[name] = { name, path: `/${name}`, ...shared, ...entries[name] };
  return table;
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
  /** The `Accept` of an operation that does not give its own. */
  acceptHeader: string;
  /** The base URL when the caller gives none: the document's one declared server. */
  defaultBaseUrl?: string;
  /** `name/version` of the package: the `User-Agent` outside browsers. */
  userAgent?: string;
  /** The name the package also exports the base error class under: the `name` of errors of no more specific class. */
  baseErrorName?: string;
  /** What an operation sends unless its own `auth` says otherwise; null: no credentials. */
  auth: AuthScheme | null;
  /** The client class's name, for messages about its options. */
  clientName: string;
  /** The npm package's name, for messages naming its entry points. */
  packageName: string;
  /** Client options that set a header (per call, else the client's), as the spec's profile declares them. */
  headerOptions?: readonly { option: string; header: string }[];
  /** The error code a 403 body names when the key lacks the operation's permission. */
  permissionCode?: string;
  /** The service's envelope (runtime/envelope.ts), when its operations answer in one. */
  envelope?: EnvelopeReader;
  /** How its lists page, by field name (runtime/conventions.ts), when some do. */
  paging?: PagingConventions;
  /**
   * The query writer of runtime/query.ts, where some operation's query parameters declare a style
   * or take an object, and the Cookie header writer, where some operation takes cookies: a client
   * whose document needs none of these writers does not bundle them.
   */
  queryText?: typeof queryText;
  cookieHeader?: typeof cookieHeader;
  /** The header parameter writer (runtime/headers.ts), where some operation takes a header parameter that is not a scalar. */
  headerParameters?: typeof headerParameters;
  /** The check of path values a URL would read as `.` or `..` (runtime/path-steps.ts), where some operation takes a path parameter. */
  pathStep?: typeof pathStep;
  /** The writer of bytes and text bodies (runtime/raw-body.ts), where some operation takes one. */
  rawRequestBody?: typeof rawRequestBody;
  /** Which answers are streams (runtime/stream-media.ts), where some operation declares one beside JSON. */
  isStreamAnswer?: typeof isStreamAnswer;
  /** The reader of a stream's items (runtime/event-stream.ts `readStream`), where some call resolves to a stream. */
  readStream?: (body: ReadableStream<Uint8Array> | null | undefined, response: Response, formats: Readonly<Record<string, StreamFormat>>, context: StreamContext) => unknown;
  /** The form body writer (runtime/form.ts), where some operation sends `application/x-www-form-urlencoded`. */
  toFormUrlEncoded?: typeof toFormUrlEncoded;
  /** openapi-fetch builds a `Request` per call: it is given PlainRequest, and a `fetch` that sends one. */
  createTransport(options: { baseUrl: string; fetch: (request: PlainRequest) => Promise<Response>; Request: typeof PlainRequest }): Transport;
}

/**
 * How a stream's items are read (runtime/event-stream.ts): whole server-sent events, their data as
 * JSON, or JSON Lines. Declared here, as the stream reader's context is: a package without streams
 * ships no event-stream.ts.
 */
export type StreamFormat = 'events' | 'json-events' | 'json-lines';

/** What the client core tells a stream about its call, for errors that say where they come from. */
export interface StreamContext {
  /** The operation's name, the call's `METHOD url` (no query string), and the answer's status and request id. */
  readonly details: ApiErrorDetails;
  /** The caller's signal: when it fires, reading ends with the client's AbortError. */
  readonly signal: AbortSignal | undefined;
  /** Every form of the API key (redact.ts secretForms): taken out of what an error says or holds. */
  readonly secrets: string[];
  /** The AbortError the call raises when the caller's signal fires. */
  aborted(): AbortError;
  /** The package's validators where `validateResponses` is on: each JSON item is checked against its stream's item schema. */
  readonly validators?: Validators | undefined;
}

/** How the client reads the service's envelope: runtime/envelope.ts makes one from runtime/conventions.ts. */
export interface EnvelopeReader {
  /** The envelope's fields, for messages (`{ ok, data | error }`). */
  readonly shape: string;
  /** Whether the body is an envelope that succeeded or one that failed; null for anything else. */
  read(body: unknown): 'succeeded' | 'failed' | null;
  /** The results a successful envelope carries. */
  results(body: unknown): unknown;
  /** The messages a failed envelope carries. */
  messages(body: unknown): string[];
}

/**
 * The generated validators, from the package's `validators` entry point
 * (`import * as validators from '<package>/validators'`). Kept out of the main entry point
 * so a client that does not validate does not load or bundle them.
 */
export interface Validators {
  validateRequest(operation: string, body: unknown): ValidationResult;
  validateResponse(operation: string, body: unknown): ValidationResult;
  /** One JSON item of a stream, by the media type it is read as (validators without it: items go unchecked). */
  validateStreamItem?(operation: string, mediaType: string, item: unknown): ValidationResult;
}

/** Options of the client; the retry and timeout options are the policy's (runtime/policy.ts). */
export interface ClientOptions extends PolicyOptions {
  /** The API key, sent as the spec's security scheme says (HTTP Basic: the user name, empty password). Required. */
  apiKey: string;
  /** HTTP Basic only: the password sent with `apiKey` as the user name. Default empty. */
  password?: string | undefined;
  /** The service's base address, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Headers sent with every call (a call's own `headers` win; `null` leaves a header out). */
  defaultHeaders?: HeaderValues | undefined;
  /** Where the client's log goes: anything with console's `debug`/`info`/`warn`/`error`. Default `console`. */
  logger?: Logger | undefined;
  /** `debug`: every request and response (credentials redacted); `info`: retries; `warn`, `error`; `off` (the default): nothing. */
  logLevel?: LogLevel | undefined;
  /**
   * A fetch to use instead of the global one, called as the Fetch standard says: `fetch(url, init)`
   * with a URL string and a plain init (method, headers, body, signal). undici's own `fetch` (with a
   * proxy dispatcher), node-fetch and test doubles all fit.
   */
  fetch?: FetchLike | undefined;
  /** Check request bodies against the spec before sending (needs `validators`). Default false. */
  validateRequests?: boolean | undefined;
  /** Check response bodies against the spec (needs `validators`). Default false. */
  validateResponses?: boolean | undefined;
  /** The package's validators (its `validators` entry point), used by `validateRequests` / `validateResponses`. */
  validators?: Validators | undefined;
}

/** Options of one call: the policy's, but for `retryWrites` (runtime/policy.ts), and these. */
export interface RequestOptions extends Omit<PolicyOptions, 'retryWrites'> {
  /** `true` retries this call even if it is a write; `false` never retries it. */
  retry?: boolean | undefined;
  /** Cancels the call: it rejects with an `AbortError` whose `cause` is the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Request headers; they win over the client's and the operation's (`Accept`, `Content-Type`, ...). `null` leaves one out. */
  headers?: HeaderValues | undefined;
  /**
   * Body fields the spec does not list, merged into the body as given (over the listed ones). For
   * operations whose other request fields the spec says exist but does not describe.
   */
  extraBody?: Record<string, unknown> | undefined;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

interface Prepared {
  /** What is sent: JSON text, form text, FormData, bytes or text as given, or undefined for no body. */
  body: unknown;
  params: Record<string, unknown>;
  /** The body as the caller gave it, for request validation; undefined for multipart. */
  jsonBody: unknown;
  /** Set when it is not JSON (FormData sets its own). */
  contentType: string | null;
}

export class ClientCore {
  readonly baseUrl: string;
  /** The API key (undefined when no operation needs one by default) and the HTTP Basic password. */
  readonly #apiKey: string | undefined;
  readonly #password: string;
  readonly #secrets: string[];
  readonly #transport: Transport;
  readonly #config: ServiceConfig;
  readonly #validators: Validators | undefined;
  readonly #log: ClientLog;
  readonly #options: Omit<ClientOptions, 'apiKey' | 'password' | 'fetch' | 'validators' | 'logger'>;

  constructor(given: ClientOptions | undefined, config: ServiceConfig) {
    const client = config.clientName;
    // No options at all is fine where nothing is required (no default credentials, a declared server).
    const options = given === undefined ? ({} as ClientOptions) : given;
    if (!options || typeof options !== 'object') throw new TypeError(`${client}: pass options: { apiKey, baseUrl }.`);
    const { apiKey, password, fetch: customFetch, validators, logger, ...rest } = options;
    const baseUrl = options.baseUrl ?? config.defaultBaseUrl;
    // A spec whose operations need no credentials by default leaves the key optional.
    if ((config.auth !== null || apiKey !== undefined) && (typeof apiKey !== 'string' || apiKey.trim() === '')) {
      throw new TypeError(`${client}: \`apiKey\` is missing or empty; pass the API key as \`apiKey\`.`);
    }
    const problem = baseUrlProblem(baseUrl);
    if (problem) throw new TypeError(`${client}: \`baseUrl\` ${problem}.`);
    checkPolicyNumbers(rest, client);
    if (customFetch !== undefined && typeof customFetch !== 'function') {
      throw new TypeError(`${client}: \`fetch\` must be a function called as fetch(url, init).`);
    }
    if ((rest.validateRequests || rest.validateResponses) && (typeof validators?.validateRequest !== 'function' || typeof validators.validateResponse !== 'function')) {
      throw new TypeError(
        `${client}: \`validateRequests\` / \`validateResponses\` need the validators: import * as validators from '${config.packageName}/validators' and pass { validators }.`,
      );
    }
    this.baseUrl = withoutTrailing(baseUrl, '/');
    this.#apiKey = apiKey;
    this.#password = typeof password === 'string' ? password : '';
    this.#secrets = apiKey === undefined ? [] : secretForms(apiKey, this.#password);
    this.#config = config;
    this.#validators = validators;
    this.#options = { ...rest, baseUrl: this.baseUrl };
    this.#log = new ClientLog({ logger, logLevel: rest.logLevel, prefix: client, secrets: this.#secrets });
    // The global fetch is looked up per call, so a fetch installed after the client was made is used.
    this.#fetch = customFetch ? (request: PlainRequest) => customFetch(request.url, request.init) : sendPlainRequest;
    this.#transport = config.createTransport({ baseUrl: this.baseUrl, fetch: this.#fetch, Request: PlainRequest });
  }

  readonly #fetch: (request: PlainRequest) => Promise<Response>;

  /** Sends one operation; resolves to the envelope's results (enveloped operations) or the body. */
  call<T>(operation: OperationSpec, input: unknown, options: RequestOptions = {}): ApiPromise<T> {
    return new ApiPromise<T>(
      this.#send(operation, input, options).then((answered) => ({
        ...answered,
        data: (operation.envelope ? this.#envelope().results(answered.data) : answered.data) as T,
      })),
    );
  }

  /** A list operation: awaited, the first page; iterated, every item across pages. */
  list<Page extends PageLike>(operation: OperationSpec, input: unknown, options: RequestOptions = {}): PagePromise<Page> {
    const paging = operation.paging ?? 'list';
    const conventions = this.#config.paging;
    if (!conventions) throw new TypeError(`${operation.name}: this service declares no paging.`);
    const envelope = this.#envelope();
    return new PagePromise<Page>(operation.name, paging, conventions, (page) => envelope.results(page), async (cursor) => {
      const next = cursor === undefined ? input : withCursor(operation, input, conventions.cursorParam, cursor);
      const answered = await this.#send(operation, next, options);
      const page = answered.data as Page;
      pageAnswers.set(page, answered);
      return page;
    });
  }

  #envelope(): EnvelopeReader {
    if (!this.#config.envelope) throw new TypeError(`${this.#config.clientName}: this service declares no envelope.`);
    return this.#config.envelope;
  }

  /** What inspecting or serialising a client shows: never the key. */
  describe(): Record<string, unknown> {
    const { defaultHeaders, ...rest } = this.#options;
    const headers = defaultHeaders ? { defaultHeaders: redactValue(loggableHeaders(mergeHeaders(defaultHeaders), []), this.#secrets) } : {};
    return { ...rest, ...headers, baseUrl: this.baseUrl, apiKey: '[redacted]', ...(this.#password ? { password: '[redacted]' } : {}) };
  }

  toJSON(): Record<string, unknown> {
    return this.describe();
  }

  [INSPECT](): string {
    return `ClientCore ${JSON.stringify(this.describe())}`;
  }

  async #send(operation: OperationSpec, input: unknown, options: RequestOptions): Promise<Answered<unknown>> {
    checkPolicyNumbers(options, operation.name);
    const prepared = this.#prepare(operation, input, options.extraBody);
    const call: CallState = {
      operation: operation.name,
      url: `${operation.method.toUpperCase()} ${this.baseUrl}${operation.path}`,
      requestId: null,
      started: Date.now(),
      attempts: 0,
    };
    if (this.#options.validateRequests && prepared.jsonBody !== undefined) {
      const result = this.#validators!.validateRequest(operation.name, prepared.jsonBody);
      if (!result.ok) throw new ValidationError('request', { operation: operation.name, issues: result.errors, url: call.url });
    }
    const retries = this.#retriesFor(operation, options);
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs ?? DEFAULTS.timeoutMs;
    const totalMs = options.totalTimeoutMs ?? this.#options.totalTimeoutMs ?? DEFAULTS.totalTimeoutMs;
    const deadline = call.started + totalMs;
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      const limit = Math.min(timeoutMs, remaining);
      call.attempts++;
      // An error names the request id of the attempt it is about, not an earlier one's.
      call.requestId = null;
      const outcome = await this.#attempt(operation, prepared, options, call, { limit, total: limit < timeoutMs });
      const retryable = outcome.kind === 'failed' ? outcome.retryable : isRetryableStatus(outcome.response.status);
      if (retryable && attempt < retries) {
        const retryAfter = outcome.kind === 'response' ? parseRetryAfter(outcome.response.headers.get('retry-after')) : null;
        const delay = retryDelayMs(attempt, retryAfter);
        // A retry that could not start before the deadline is not made: the caller hears now.
        if ((retryAfter === null || retryAfter <= RETRY.maxRetryAfterMs) && Date.now() + delay < deadline) {
          const why = outcome.kind === 'response' ? `HTTP ${outcome.response.status}` : 'a failure to connect or a timeout';
          this.#log.write('info', `${operation.name}: retrying ${call.url} in ${delay} ms after ${why} (attempt ${call.attempts + 1} of ${retries + 1})`);
          try {
            await sleep(delay, options.signal);
          } catch {
            throw this.#aborted(call, options.signal!);
          }
          continue;
        }
      }
      if (outcome.kind === 'failed') throw this.#logged(outcome.error());
      try {
        const data = this.#interpret(operation, outcome.response, outcome.payload, call, options.signal);
        const payload = typeof outcome.payload === 'string' || outcome.payload instanceof Blob ? outcome.payload : null;
        return { data, response: outcome.response, requestId: call.requestId, payload };
      } catch (error) {
        throw this.#logged(error);
      }
    }
  }

  /** Logs an error the call is about to throw (at `debug`: the caller decides whether it is a problem). */
  #logged(error: unknown): unknown {
    if (error instanceof Error) this.#log.write('debug', `${error.name}: ${error.message}`);
    return error;
  }

  /** The retries a call may make: none where retrying is not allowed; counts were checked when given (checkPolicyNumbers). */
  #retriesFor(operation: OperationSpec, options: RequestOptions): number {
    const allowed = options.retry ?? (operation.idempotent || (this.#options.retryWrites ?? DEFAULTS.retryWrites));
    if (!allowed) return 0;
    return options.maxRetries ?? this.#options.maxRetries ?? DEFAULTS.maxRetries;
  }

  #prepare(operation: OperationSpec, input: unknown, extraBody: Record<string, unknown> | undefined): Prepared {
    let body: unknown = input;
    let params: Record<string, unknown> = {};
    if (operation.input === 'params') {
      const given = (input ?? {}) as { path?: unknown; query?: unknown; header?: unknown; cookie?: unknown; body?: unknown };
      params = { path: given.path, query: given.query, header: this.#config.headerParameters?.(given.header, operation.explodedHeaders) ?? given.header, cookie: given.cookie };
      body = given.body;
      // A URL reads a segment `.` or `..` as a step in the path: the request would reach another address.
      const step = given.path && typeof given.path === 'object' ? (this.#config.pathStep?.(operation.path, given.path as Record<string, unknown>) ?? null) : null;
      if (step) throw new TypeError(`${operation.name}: ${step}.`);
    }
    if (operation.fixedQuery) params = { ...params, query: { ...(params.query as object | undefined), ...operation.fixedQuery } };
    if (extraBody !== undefined) {
      if (!extraBody || typeof extraBody !== 'object' || Array.isArray(extraBody)) throw new TypeError(`${operation.name}: \`extraBody\` must be an object of fields.`);
      if (operation.rawBody || (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))) {
        throw new TypeError(`${operation.name}: \`extraBody\` adds fields to an object body; this call's body is not one.`);
      }
      body = { ...(body as object | undefined), ...extraBody };
    }
    const fileFields = operation.fileFields ?? [];
    if ((fileFields.length > 0 || operation.multipartOnly) && body && typeof body === 'object') {
      const bad = describeBadFile(body, fileFields);
      if (bad) throw new TypeError(`${operation.name}: ${bad}`);
      if (operation.multipartOnly || hasFile(body, fileFields)) {
        return { body: toFormData(body as Record<string, unknown>, fileFields), params, jsonBody: undefined, contentType: null };
      }
    }
    if (body === undefined) return { body: undefined, params, jsonBody: undefined, contentType: null };
    // fetch refuses a body on GET and HEAD: said here, not as a failure to reach the server.
    if (operation.method === 'get' || operation.method === 'head') throw new TypeError(`${operation.name}: fetch cannot send a body with ${operation.method.toUpperCase()}.`);
    if (operation.rawBody) {
      // Bytes or text: neither written as JSON nor checked against a JSON schema.
      const raw = this.#config.rawRequestBody!(body, operation.rawBody);
      if ('error' in raw) throw new TypeError(`${operation.name}: ${raw.error}`);
      return { body: raw.body, params, jsonBody: undefined, contentType: raw.contentType };
    }
    if (operation.form) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new TypeError(`${operation.name}: a form body must be an object of fields.`);
      return { body: this.#config.toFormUrlEncoded!(body as Record<string, unknown>, operation.form), params, jsonBody: body, contentType: FORM_CONTENT_TYPE };
    }
    return { body: this.#toJson(operation, body), params, jsonBody: body, contentType: null };
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

  async #attempt(operation: OperationSpec, prepared: Prepared, options: RequestOptions, call: CallState, timeout: { limit: number; total: boolean }): Promise<Outcome> {
    if (options.signal?.aborted) throw this.#aborted(call, options.signal);
    const timer = new AbortController();
    // setTimeout would fire at once for a delay past its limit (about 24.8 days); Infinity means none.
    const handle = timeout.limit === Infinity ? undefined : setTimeout(() => timer.abort(), Math.max(0, Math.min(timeout.limit, MAX_TIMER_MS)));
    // For a stream the timer is cleared once the headers are in (below): then only the caller's signal ends it.
    const signal = options.signal ? AbortSignal.any([timer.signal, options.signal]) : timer.signal;
    const { in: place, name, value } = this.#credentialFor(operation);
    const accept = operation.accept === undefined ? this.#config.acceptHeader : operation.accept;
    // Lowest first: what the operation needs, then the client's defaults, then the call's own headers.
    const headers = mergeHeaders(
      {
        ...(accept ? { Accept: accept } : {}),
        ...(prepared.contentType ? { 'Content-Type': prepared.contentType } : {}),
        ...this.#config.cookieHeader?.(prepared.params.cookie),
        ...(this.#config.userAgent && !isBrowser() ? { 'User-Agent': this.#config.userAgent } : {}),
        ...(place === 'header' ? { [name]: value } : {}),
      },
      this.#options.defaultHeaders,
      options.headers,
    );
    this.#setHeaderOptions(headers, options);
    const params = place === 'query' ? { ...prepared.params, query: { ...(prepared.params.query as object | undefined), [name]: value } } : prepared.params;
    const sent = Date.now();
    // The URL as sent (path parameters filled in), for messages; never its query string, where a key may travel.
    let built = false;
    const fetch = (request: PlainRequest): Promise<Response> => {
      built = true;
      call.url = `${request.method.toUpperCase()} ${request.url.split('?')[0]}`;
      if (this.#log.enabled('debug')) {
        this.#log.write('debug', `${operation.name}: ${call.url} (attempt ${call.attempts})`, { headers: loggableHeaders(headers, place === 'header' ? [name] : []) });
      }
      return this.#fetch(request);
    };
    try {
      const result = await this.#transport.request(operation.method.toUpperCase(), operation.path, {
        body: prepared.body,
        params,
        headers,
        signal,
        fetch,
        // The body is JSON text, a form, FormData, or bytes or text as given already (see #prepare).
        bodySerializer: sendAsIs,
        ...(operation.query && this.#config.queryText ? { querySerializer: (query: Record<string, unknown>) => this.#config.queryText!(query, operation.query!) } : {}),
        // Error bodies are always read as text (openapi-fetch parses JSON ones).
        parseAs: operation.streamResponse || operation.streamMedia ? 'stream' : operation.binaryResponse ? 'blob' : 'text',
      });
      let data: unknown = result.data;
      // Any other answer of an operation that may stream is read here, within the attempt's timeout.
      if (operation.streamMedia && result.response.ok && data && !this.#config.isStreamAnswer!(operation.streamMedia, result.response)) data = await result.response.text();
      const requestId = requestIdOf(result.response.headers);
      call.requestId = requestId === null ? null : this.#redact(requestId);
      if (this.#log.enabled('debug')) {
        const id = call.requestId ? `, request id ${call.requestId}` : '';
        this.#log.write('debug', `${operation.name}: HTTP ${result.response.status} from ${call.url} in ${Date.now() - sent} ms${id}`);
      }
      return { kind: 'response', response: result.response, payload: result.response.ok ? data : result.error };
    } catch (error) {
      if (options.signal?.aborted) throw this.#aborted(call, options.signal);
      // openapi-fetch could not write the request from these arguments (a query value nested deeper
      // than it writes): nothing was sent, and no retry would send it.
      if (!built) throw new TypeError(`${operation.name}: the request cannot be written from these arguments: ${this.#redact(error instanceof Error ? error.message : String(error))}`, { cause: error });
      if (timer.signal.aborted) {
        const which = timeout.total ? `the call's total deadline (totalTimeoutMs)` : `the attempt's timeout of ${timeout.limit} ms (timeoutMs)`;
        return {
          kind: 'failed',
          retryable: RETRY.afterTimeout,
          error: () => new TimeoutError(`${operation.name}: no complete response from ${call.url} within ${which}${this.#tries(call)}.`, this.#context(call, error)),
        };
      }
      const reason = this.#redact(describeFailure(error));
      const permanent = isPermanentFailure(error);
      const retryable = RETRY.afterConnectionError && !permanent;
      const note = permanent ? ' (not retried: a retry cannot fix it)' : '';
      return {
        kind: 'failed',
        retryable,
        error: () => new ConnectionError(`${operation.name}: could not reach ${call.url}: ${reason}${note}${this.#tries(call)}.`, this.#context(call, error)),
      };
    } finally {
      clearTimeout(handle);
    }
  }

  /** ` (3 attempts in 1.2 s) [request id r-1]`: how long the caller waited, for how many tries, and the server's id for the request once it gave one. */
  #tries(call: CallState): string {
    const seconds = ((Date.now() - call.started) / 1000).toFixed(1);
    return ` (${call.attempts} attempt${call.attempts === 1 ? '' : 's'} in ${seconds} s)${call.requestId ? ` [request id ${call.requestId}]` : ''}`;
  }

  #context(call: CallState, cause?: unknown): ApiErrorDetails {
    return { operation: call.operation, url: call.url, requestId: call.requestId, attempts: call.attempts, elapsedMs: Date.now() - call.started, cause };
  }

  #aborted(call: CallState, signal: AbortSignal): AbortError {
    const reason: unknown = signal.reason;
    const said = reason instanceof Error && reason.name !== 'AbortError' ? `: ${this.#redact(reason.message)}` : '';
    return new AbortError(`${call.operation}: aborted by the caller's signal${said}${this.#tries(call)}.`, this.#context(call, reason));
  }

  /** Where the key goes for this operation: a header, a query parameter, or nowhere (its security is none). */
  #credentialFor(operation: OperationSpec): Credential {
    const auth = operation.auth === undefined ? this.#config.auth : operation.auth;
    if (auth === null) return { in: 'none', name: '', value: '' };
    if (this.#apiKey === undefined) throw new TypeError(`${operation.name}: this operation needs credentials; pass \`apiKey\` to the client.`);
    return credential(auth, this.#apiKey, this.#password);
  }

  /** Each header option: the per-call option, else a header the caller wrote (in any case), else the client's option. */
  #setHeaderOptions(headers: Record<string, string>, options: RequestOptions): void {
    for (const { option, header } of this.#config.headerOptions ?? []) {
      const perCall = (options as Record<string, unknown>)[option];
      const forClient = (this.#options as Record<string, unknown>)[option];
      const written = Object.keys(headers).filter((key) => key.toLowerCase() === header.toLowerCase());
      if (typeof perCall === 'string' && perCall) {
        for (const key of written) delete headers[key];
        headers[header] = perCall;
      } else if (written.length === 0 && typeof forClient === 'string' && forClient) {
        headers[header] = forClient;
      }
    }
  }

  /** Turns one HTTP answer into the success body, or the matching error. */
  #interpret(operation: OperationSpec, response: Response, payload: unknown, call: CallState, signal?: AbortSignal): unknown {
    const name = operation.name;
    const where = { ...this.#context(call), status: response.status };
    if (!response.ok) throw this.#statusError(operation, response, payload, call);
    const declaredOther = operation.successStatus !== undefined && response.status !== operation.successStatus;
    if (declaredOther || !operation.jsonResponse) {
      // 204 No Content and 205 Reset Content have no body by definition; a status declared without content none the caller is typed to get.
      if (response.status === 204 || response.status === 205 || operation.noContent?.includes(response.status)) return undefined;
      if (!declaredOther) return operation.streamResponse ? this.#stream(operation, response, payload, call, signal) : payload;
      return typeof payload === 'string' && /[/+]json\b/i.test(response.headers.get('content-type') ?? '') ? this.#parseJson(name, payload, call, where) : payload;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!/[/+]json\b/i.test(contentType)) {
      if (operation.streamMedia && this.#config.isStreamAnswer!(operation.streamMedia, response)) return this.#stream(operation, response, payload, call, signal);
      throw new InvalidResponseError(`${name}: expected a JSON body from ${call.url} but got content type "${this.#redact(contentType) || 'none'}"${this.#tries(call)}.`, {
        ...where,
        body: snippet(redactValue(payload, this.#secrets)),
      });
    }
    const body = this.#parseJson(name, payload, call, where);
    if (this.#options.validateResponses) {
      const result = this.#validators!.validateResponse(name, body);
      // An issue may name a field of the body, which may echo the key.
      if (!result.ok) throw new ValidationError('response', { ...where, issues: redactValue(result.errors, this.#secrets) as ValidationIssue[], body: redactValue(body, this.#secrets) });
    }
    if (!operation.envelope) return body;
    const envelope = this.#envelope();
    const reading = envelope.read(body);
    if (reading === 'succeeded') return body;
    if (reading === 'failed') {
      const details = this.#details(operation, response.status, body, call);
      throw new ApiEnvelopeError(`${name} failed at ${call.url}: ${details.messages.join('; ') || 'no message given'}${this.#tries(call)}`, details);
    }
    throw new InvalidResponseError(`${name}: the response from ${call.url} is not a success or error envelope (${envelope.shape})${this.#tries(call)}.`, {
      ...where,
      body: redactValue(body, this.#secrets),
    });
  }

  /** A stream answer's items, read as they arrive; its errors say which call they belong to, without the key. */
  #stream(operation: OperationSpec, response: Response, payload: unknown, call: CallState, signal?: AbortSignal): unknown {
    return this.#config.readStream!(payload as ReadableStream<Uint8Array> | undefined, response, operation.streamItems!, {
      details: { ...this.#context(call), status: response.status },
      signal,
      secrets: this.#secrets,
      aborted: () => this.#aborted(call, signal!),
      validators: this.#options.validateResponses ? this.#validators : undefined,
    });
  }

  /** A JSON answer's body; text that is not JSON is an `InvalidResponseError`. */
  #parseJson(name: string, payload: unknown, call: CallState, where: ApiErrorDetails & { status: number }): unknown {
    try {
      return JSON.parse(typeof payload === 'string' ? payload : '');
    } catch (error) {
      throw new InvalidResponseError(`${name}: the response body from ${call.url} is not valid JSON${this.#tries(call)}.`, {
        ...where,
        body: snippet(redactValue(payload, this.#secrets)),
        cause: error,
      });
    }
  }

  #statusError(operation: OperationSpec, response: Response, payload: unknown, call: CallState): ApiError {
    const status = response.status;
    const details = this.#details(operation, status, payload, call);
    const said = details.messages.length > 0 ? `: ${details.messages.join('; ')}` : '';
    const message = `${operation.name}: HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''} from ${call.url}${said}${this.#tries(call)}`;
    if (status === 403) {
      const code = this.#config.permissionCode;
      return new PermissionDeniedError(message, { ...details, missingEndpointPermission: code !== undefined && mentions(payload, code) });
    }
    if (status === 429) {
      const ms = parseRetryAfter(response.headers.get('retry-after'));
      return new RateLimitError(message, { ...details, retryAfter: ms === null ? null : ms / 1000 });
    }
    const ErrorClass = statusErrorClass(status);
    const error = new ErrorClass(message, details);
    // An error of no more specific class is named as the package exports the base class.
    if (ErrorClass === ApiError && this.#config.baseErrorName) error.name = this.#config.baseErrorName;
    return error;
  }

  /** Messages, code and a credential-free copy of an error body (its JSON; a text body only gives the messages). */
  #details(operation: OperationSpec, status: number, payload: unknown, call: CallState) {
    const body = redactValue(payload, this.#secrets);
    return {
      ...this.#context(call),
      status,
      messages: this.#messagesOf(body),
      code: codeOf(body, [...(operation.errorCodes ?? []), ...(this.#config.permissionCode ? [this.#config.permissionCode] : [])]),
      body: typeof body === 'string' ? undefined : body,
    };
  }

  /** What the server said: the envelope's messages where the service has one, else what a body of any kind says. */
  #messagesOf(body: unknown): string[] {
    const enveloped = this.#config.envelope?.messages(body) ?? [];
    return enveloped.length > 0 ? enveloped : messagesOf(body);
  }

  #redact(text: string): string {
    return redactText(text, this.#secrets);
  }
}

interface CallState {
  operation: string;
  /** `POST https://api.example.com/pets`: never the query string, where a key may travel. */
  url: string;
  /** The request id of the last answer, if it had one. */
  requestId: string | null;
  started: number;
  attempts: number;
}

type Outcome =
  | { kind: 'response'; response: Response; payload: unknown }
  | { kind: 'failed'; retryable: boolean; error: () => ConnectionError | TimeoutError };

/** The call's input asking for the page after `cursor`: the cursor set where the operation takes it. */
function withCursor(operation: OperationSpec, input: unknown, field: string, cursor: string): unknown {
  const given = (input ?? {}) as Record<string, unknown>;
  if (operation.input === 'body') return { ...given, [field]: cursor };
  const part = operation.cursorIn ?? 'body';
  return { ...given, [part]: { ...(given[part] as object | undefined), [field]: cursor } };
}

function sendAsIs(body: unknown): unknown {
  return body;
}

interface Credential {
  in: 'header' | 'query' | 'none';
  name: string;
  value: string;
}

function credential(auth: AuthScheme, apiKey: string, password: string): Credential {
  if (auth.kind === 'bearer') return { in: 'header', name: 'Authorization', value: `Bearer ${apiKey}` };
  if (auth.kind === 'header') return { in: 'header', name: auth.name, value: apiKey };
  if (auth.kind === 'cookie') return { in: 'header', name: 'Cookie', value: `${auth.name}=${apiKey}` };
  if (auth.kind === 'query') return { in: 'query', name: auth.name, value: apiKey };
  return { in: 'header', name: 'Authorization', value: `Basic ${base64(`${apiKey}:${password}`)}` };
}

/**
 * The text of an HTML (or plain) body: tags become spaces, script and style elements are dropped
 * with their content. One split and a bounded check per tag, in time linear in the body: an error
 * page comes from the server, and tag-stripping patterns backtrack on a crafted one.
 */
function textOfMarkup(body: string): string {
  let hidden = false;
  return body
    .split('<')
    .map((part, i) => {
      if (i === 0) return part;
      const element = /^(\/?)(script|style)\b/i.exec(part);
      if (element) hidden = !element[1];
      const close = part.indexOf('>');
      return hidden || close === -1 ? ' ' : ` ${part.slice(close + 1)}`;
    })
    .join('');
}

/**
 * What a body of any kind says (the service's envelope aside: #messagesOf): `errors[].message` of a
 * list of errors, `title` and `detail` of a problem document (RFC 9457), a top-level `message` or
 * `error` string, or a short excerpt of a text body (an HTML page reduced to its text).
 */
function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') {
    const text = textOfMarkup(body).replace(/\s+/g, ' ').trim();
    return text ? [text.length > 200 ? `${text.slice(0, 200)}...` : text] : [];
  }
  if (!body || typeof body !== 'object') return [];
  const { errors, message, title, detail, error } = body as Record<string, unknown>;
  if (Array.isArray(errors)) {
    const listed = errors.map((e) => (e && typeof e === 'object' ? (e as { message?: unknown }).message : e)).filter((m): m is string => typeof m === 'string');
    if (listed.length > 0) return listed;
  }
  if (typeof title === 'string' || typeof detail === 'string') {
    return [[title, detail].filter((part): part is string => typeof part === 'string' && part !== '').join(': ')];
  }
  if (typeof message === 'string') return [message];
  return typeof error === 'string' ? [error] : [];
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

/**
 * Why `baseUrl` cannot start every request's URL, or null. The message never quotes the URL: a
 * password in it would travel in every request's URL, error and log line, which redact only the key.
 */
function baseUrlProblem(baseUrl: unknown): string | null {
  if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl)) return 'must be an http(s) URL, e.g. "https://api.example.com"';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'is not a valid URL';
  }
  if (url.username || url.password) return 'holds credentials: pass the key as `apiKey`';
  if (url.search || url.hash) return 'holds a query or a fragment';
  return null;
}

/**
 * Refuses a timeout that is not a number above 0 or a retry count that is not a whole number from 0:
 * NaN or 0 would time out every attempt at once, a string would be added to the clock as text, and
 * -1 would mean no attempt.
 */
function checkPolicyNumbers(options: PolicyOptions, who: string): void {
  for (const name of ['timeoutMs', 'totalTimeoutMs', 'maxRetries'] as const) {
    const value: unknown = options[name];
    const count = name === 'maxRetries';
    if (value !== undefined && !(typeof value === 'number' && (count ? Number.isInteger(value) && value >= 0 : value > 0))) {
      throw new TypeError(`${who}: \`${name}\` must be ${count ? 'a whole number from 0' : 'a number above 0 (Infinity: no limit)'}; got ${typeof value === 'number' ? value : typeof value}.`);
    }
  }
}
