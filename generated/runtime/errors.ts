// The errors every client call can raise. Each carries the operation, the URL it was sent to (never
// the query string, which can hold a key), the attempts made, the time spent and what the server
// said; never the request itself (its Authorization header holds the API key).
//
// Every class sets `name` to a string literal: a minifier renames classes, so `new.target.name`
// would read `H` or `rs` in a bundle.

export interface ValidationIssue {
  /** JSON path of the offending value, e.g. `$.items[0].id`. */
  path: string;
  message: string;
}

export interface ApiErrorDetails {
  operation: string;
  /** HTTP status, or null when no response arrived. */
  status?: number | null | undefined;
  /** What the server said: the error envelope's messages, a problem document's `title`/`detail`, or a short excerpt of a text body. */
  messages?: string[] | undefined;
  /** A known error code found in the body (an explicit `code` field, or one the spec names). */
  code?: string | null | undefined;
  /** The parsed JSON response body (already stripped of any credential). */
  body?: unknown;
  /** The server's id for this request, from the usual headers (`x-request-id`, `request-id`, ...), or null. */
  requestId?: string | null | undefined;
  /** `METHOD url` the call went to, without the query string. */
  url?: string | null | undefined;
  /** Attempts sent before this error (1 when the first one failed for good). */
  attempts?: number | undefined;
  /** Milliseconds from the call to this error, retries and waits included. */
  elapsedMs?: number | undefined;
  cause?: unknown;
}

/**
 * Every error a client call raises is an ApiError. `Body` is the error body's type as the spec
 * declares it for the status (the package's index exports each class with it filled in).
 */
export class ApiError<Body = unknown> extends Error {
  override name: string = 'ApiError';
  readonly operation: string;
  readonly status: number | null;
  readonly messages: string[];
  readonly code: string | null;
  /** The response body parsed as JSON (keys redacted), or undefined when it was not JSON: `messages` has what a text body said. */
  readonly body: Body | undefined;
  readonly url: string | null;
  /** The server's id for the request (`x-request-id`, `request-id`, ...), for its support team; null when it sent none. */
  readonly requestId: string | null;
  readonly attempts: number;
  readonly elapsedMs: number;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.operation = details.operation;
    this.status = details.status ?? null;
    this.messages = details.messages ?? [];
    this.code = details.code ?? null;
    this.body = details.body as Body | undefined;
    this.url = details.url ?? null;
    this.requestId = details.requestId ?? null;
    this.attempts = details.attempts ?? 0;
    this.elapsedMs = details.elapsedMs ?? 0;
  }
}

/** 400: the server refused the request as malformed. */
export class BadRequestError<Body = unknown> extends ApiError<Body> {
  override name: string = 'BadRequestError';
}

/** 401: the API key is missing or not accepted. */
export class AuthenticationError<Body = unknown> extends ApiError<Body> {
  override name: string = 'AuthenticationError';
}

/** 403: the key is wrong or deactivated, or lacks the operation's permission. */
export class PermissionDeniedError<Body = unknown> extends ApiError<Body> {
  override name: string = 'PermissionDeniedError';
  /** True when the body names the service's missing-permission code (the key lacks this operation's permission). */
  readonly missingEndpointPermission: boolean;

  constructor(message: string, details: ApiErrorDetails & { missingEndpointPermission: boolean }) {
    super(message, details);
    this.missingEndpointPermission = details.missingEndpointPermission;
  }
}

/** 404: no such resource (or route) at the URL called. */
export class NotFoundError<Body = unknown> extends ApiError<Body> {
  override name: string = 'NotFoundError';
}

/** 409: the request conflicts with the resource's current state. */
export class ConflictError<Body = unknown> extends ApiError<Body> {
  override name: string = 'ConflictError';
}

/** 422: the request was well-formed but its content was refused. */
export class UnprocessableEntityError<Body = unknown> extends ApiError<Body> {
  override name: string = 'UnprocessableEntityError';
}

/** 429: too many requests. */
export class RateLimitError<Body = unknown> extends ApiError<Body> {
  override name: string = 'RateLimitError';
  /** Seconds the server asked to wait (`Retry-After`), or null when it did not say. */
  readonly retryAfter: number | null;

  constructor(message: string, details: ApiErrorDetails & { retryAfter: number | null }) {
    super(message, details);
    this.retryAfter = details.retryAfter;
  }
}

/** 500 and above, after the retries: the server failed. */
export class InternalServerError<Body = unknown> extends ApiError<Body> {
  override name: string = 'InternalServerError';
}

/** A successful HTTP status whose body is the service's error envelope (a failure, with its messages). */
export class ApiEnvelopeError<Body = unknown> extends ApiError<Body> {
  override name: string = 'ApiEnvelopeError';
}

/** No complete response within `timeoutMs` (one attempt) or `totalTimeoutMs` (the whole call). */
export class TimeoutError extends ApiError {
  override name: string = 'TimeoutError';
}

/** The request never got a response (DNS, refused connection, reset socket, TLS). `cause` is what fetch threw. */
export class ConnectionError extends ApiError {
  override name: string = 'ConnectionError';
}

/** The caller's `signal` ended the call (`cause` is the signal's reason). Never retried. */
export class AbortError extends ApiError {
  override name: string = 'AbortError';
}

/** The body is not what the spec promises: not JSON, another content type, or not an envelope. */
export class InvalidResponseError extends ApiError {
  override name: string = 'InvalidResponseError';
}

/** Request or response validation against the spec's schemas failed (client options `validateRequests` / `validateResponses`). */
export class ValidationError extends ApiError {
  override name: string = 'ValidationError';
  readonly direction: 'request' | 'response';
  readonly errors: ValidationIssue[];

  /** `place` names what does not match where it is less than the whole body (`event 3 of the stream from ...`). */
  constructor(direction: 'request' | 'response', details: ApiErrorDetails & { issues: ValidationIssue[] }, place = `the ${direction}`) {
    const listed = details.issues
      .slice(0, 5)
      .map((i) => `${i.path}: ${i.message}`)
      .join('; ');
    const more = details.issues.length > 5 ? ` (and ${details.issues.length - 5} more)` : '';
    super(`${details.operation}: ${place} does not match the spec: ${listed}${more}`, details);
    this.direction = direction;
    this.errors = details.issues;
  }
}

/**
 * An error class as the package exports it, with its body's type filled in (`NotFoundError` with
 * the body the spec declares for 404): `instanceof` narrows to `Instance`.
 */
export type ErrorClass<Instance> = { new (...args: any[]): Instance; readonly prototype: Instance };
