// The client's retry and timeout policy, stated once: the runtime follows these values (core.ts,
// retry.ts), and the generator writes the methods' JSDoc and the package README from them
// (generator/emit/policy-text.ts). The options' own doc comments say each default beside it; a test
// (test/client/policy.test.ts) holds them and the repository README to these values.

/** The options that set the policy: on ClientOptions, and but for `retryWrites` per call on RequestOptions. */
export interface PolicyOptions {
  /** Abort one attempt (including reading its body) after this long; `Infinity` for no limit. Default 30 000 ms. */
  timeoutMs?: number | undefined;
  /** Give up on a call, retries and waits included, after this long; `Infinity` for no limit. Default 60 000 ms. */
  totalTimeoutMs?: number | undefined;
  /** Retries after a 429, a 5xx, a connection error or a timeout. Default 2. */
  maxRetries?: number | undefined;
  /** Also retry writes (reads are retried by default). Default false. */
  retryWrites?: boolean | undefined;
}

/** What the options are when the caller does not say. */
export const DEFAULTS = {
  timeoutMs: 30_000,
  totalTimeoutMs: 60_000,
  maxRetries: 2,
  retryWrites: false,
} as const satisfies Required<PolicyOptions>;

/** When and how long the client waits before sending a request again. */
export const RETRY = {
  /** Statuses worth another attempt: these, and every status from `statusesFrom` on. */
  statuses: [429],
  statusesFrom: 500,
  /** A request that got no response (its connection failed, for a reason a retry can fix) is sent again. */
  afterConnectionError: true,
  /** An attempt that timed out is sent again. */
  afterTimeout: true,
  /** Backoff: the first retry waits `baseDelayMs`, each later one twice as long, up to `maxDelayMs`, less up to `jitter` of it at random (so many clients do not retry in lockstep). */
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  jitter: 0.25,
  /** The longest `Retry-After` the client waits for by itself; beyond it the RateLimitError reaches the caller. */
  maxRetryAfterMs: 60_000,
} as const;
