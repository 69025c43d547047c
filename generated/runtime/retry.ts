// When and how long to wait before sending a request again, as the policy says (policy.ts).
import { RETRY } from './policy.js';

/** Statuses worth another attempt (RETRY.statuses, and every status from RETRY.statusesFrom on). */
export function isRetryableStatus(status: number): boolean {
  return (RETRY.statuses as readonly number[]).includes(status) || status >= RETRY.statusesFrom;
}

/**
 * `Retry-After` in milliseconds: delta-seconds (`120`) or an HTTP date. Null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header == null) return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * Delay before retry number `attempt` (0 for the first retry): the server's `Retry-After` when it
 * gave one, else exponential backoff with jitter, so many clients do not retry in lockstep.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  if (retryAfterMs != null) return retryAfterMs;
  const exponential = Math.min(RETRY.baseDelayMs * 2 ** attempt, RETRY.maxDelayMs);
  return Math.round(exponential * (1 - RETRY.jitter * random()));
}

/** Waits `ms`; an abort of `signal` ends the wait at once, rejecting with the signal's reason. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
