// Sends one request with a hard deadline: a hang is cut off at the timeout and reported,
// never waited out (the AbortController covers reading the body too).
import type { Exchange, SentRequest } from '../types.ts';

export async function send(
  request: { method?: 'POST' | 'GET'; url: string; headers: Record<string, string>; body: string | FormData | undefined; shown: SentRequest },
  timeoutMs: number,
): Promise<Exchange> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'POST',
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      redirect: 'manual',
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let json: unknown = undefined;
    let parseError: string | null = null;
    try {
      json = JSON.parse(text);
    } catch (error) {
      parseError = (error as Error).message;
    }
    const headers = Object.fromEntries(response.headers);
    return { answered: true, request: request.shown, status: response.status, contentType, headers, text, json, parseError, elapsedMs: elapsed() };
  } catch (error) {
    if (controller.signal.aborted) {
      return { answered: false, request: request.shown, reason: 'timeout', message: `no complete answer within ${timeoutMs} ms`, elapsedMs: elapsed() };
    }
    // fetch's own message says only "fetch failed": the reason is its cause (ECONNREFUSED, ENOTFOUND, "bad port").
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ? `${cause.code}: ${cause.message ?? ''}`.trim() : cause?.message ? `${(error as Error).message}: ${cause.message}` : (error as Error).message;
    return { answered: false, request: request.shown, reason: 'network-error', message: `request failed (${message})`, elapsedMs: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs at most `concurrency` tasks at a time, in the order they were queued. */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= concurrency) return;
    const start = queue.shift();
    if (start) {
      active++;
      start();
    }
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
}
