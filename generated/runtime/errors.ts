// The errors every client call can raise. Each carries the operation and what the server said,
// never the request (its Authorization header holds the API key).

export interface ValidationIssue {
  /** JSON path of the offending value, e.g. `$.results[0].id`. */
  path: string;
  message: string;
}

export interface ApiErrorDetails {
  operation: string;
  /** HTTP status, or null when no response arrived. */
  status?: number | null;
  /** The `message` of each error in the body's error envelope. */
  messages?: string[];
  /** A known error code found in the body, such as `missing_endpoint_permission`. */
  code?: string | null;
  /** The parsed response body (already stripped of any credential). */
  body?: unknown;
  cause?: unknown;
}

export class HiringApiError extends Error {
  readonly operation: string;
  readonly status: number | null;
  readonly messages: string[];
  readonly code: string | null;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.operation = details.operation;
    this.status = details.status ?? null;
    this.messages = details.messages ?? [];
    this.code = details.code ?? null;
    this.body = details.body;
  }
}

/** 401: the API key is missing or not accepted. */
export class AuthenticationError extends HiringApiError {}

/** 403: the key is wrong or deactivated, or lacks the operation's permission. */
export class PermissionDeniedError extends HiringApiError {
  /** True when the body names `missing_endpoint_permission` (the key lacks this operation's permission). */
  readonly missingEndpointPermission: boolean;

  constructor(message: string, details: ApiErrorDetails & { missingEndpointPermission: boolean }) {
    super(message, details);
    this.missingEndpointPermission = details.missingEndpointPermission;
  }
}

/** 429: too many requests. */
export class RateLimitError extends HiringApiError {
  /** Seconds the server asked to wait (`Retry-After`), or null when it did not say. */
  readonly retryAfter: number | null;

  constructor(message: string, details: ApiErrorDetails & { retryAfter: number | null }) {
    super(message, details);
    this.retryAfter = details.retryAfter;
  }
}

/** HTTP 200 with the error envelope `{ success: false, errors }`. */
export class ApiEnvelopeError extends HiringApiError {}

/** No complete response within `timeoutMs`. */
export class TimeoutError extends HiringApiError {}

/** The request never got a response (DNS, refused connection, reset socket). */
export class ConnectionError extends HiringApiError {}

/** The body is not the JSON the spec promises: not JSON, another content type, or not an envelope. */
export class InvalidResponseError extends HiringApiError {}

/** Request or response validation against the spec's schemas failed (client options `validateRequests` / `validateResponses`). */
export class ValidationError extends HiringApiError {
  readonly direction: 'request' | 'response';
  readonly errors: ValidationIssue[];

  constructor(direction: 'request' | 'response', details: ApiErrorDetails & { issues: ValidationIssue[] }) {
    const listed = details.issues
      .slice(0, 5)
      .map((i) => `${i.path}: ${i.message}`)
      .join('; ');
    const more = details.issues.length > 5 ? ` (and ${details.issues.length - 5} more)` : '';
    super(`${details.operation}: the ${direction} does not match the spec: ${listed}${more}`, details);
    this.direction = direction;
    this.errors = details.issues;
  }
}
