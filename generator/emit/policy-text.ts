// The client's retry and timeout policy (templates/runtime/policy.ts, which the runtime follows) in
// words: the methods' JSDoc and the package README say what it says through these functions, so a
// change of policy reaches them on the next `npm run generate`.
import { DEFAULTS, RETRY } from '../../templates/runtime/policy.ts';

/** `429, 5xx`: the retried statuses as people write them. */
function statuses(): string[] {
  const from = RETRY.statusesFrom % 100 === 0 ? `${RETRY.statusesFrom / 100}xx` : `${RETRY.statusesFrom} and above`;
  return [...RETRY.statuses.map(String), from];
}

/** What else is retried besides statuses. */
function failures(plural: boolean): string[] {
  return [...(RETRY.afterConnectionError ? [plural ? 'connection errors' : 'a connection error'] : []), ...(RETRY.afterTimeout ? [plural ? 'timeouts' : 'a timeout'] : [])];
}

/** `a, b and c`, or with `or`. */
function list(items: string[], last: 'and' | 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** The method JSDoc's sentence on retries: a read's, or a write's. */
export function retrySentence(idempotent: boolean): string {
  if (idempotent || DEFAULTS.retryWrites) return `Retried on ${list([...statuses(), ...failures(true)], 'and')}.`;
  return 'A write: not retried unless `retry: true` is passed (or the client was created with `retryWrites: true`).';
}

/** `30 000`: a number as the README's tables write it. */
function figure(value: number | boolean): string {
  return typeof value === 'number' ? value.toLocaleString('en-US').replace(/,/g, ' ') : String(value);
}

/** `a minute`, `90 seconds`: how long the defaults let a call last. */
function duration(ms: number): string {
  if (ms === 60_000) return 'a minute';
  return ms % 60_000 === 0 ? `${ms / 60_000} minutes` : `${figure(ms / 1000)} seconds`;
}

/** The package README's rows for the policy's options: name, default, what it does. */
export function policyOptionRows(): { option: string; default: string; what: string }[] {
  const retried = list([...statuses().map((s) => `a ${s}`), ...failures(false)], 'or');
  return [
    { option: 'timeoutMs', default: figure(DEFAULTS.timeoutMs), what: 'Ends one attempt (its body included) after this long; `Infinity` for none.' },
    { option: 'totalTimeoutMs', default: figure(DEFAULTS.totalTimeoutMs), what: 'Ends the whole call, retries and waits included, after this long; `Infinity` for none.' },
    { option: 'maxRetries', default: figure(DEFAULTS.maxRetries), what: `Retries after ${retried}; ${DEFAULTS.retryWrites ? 'writes too, unless `retryWrites: false`' : 'reads only, unless `retryWrites`'}.` },
    { option: 'retryWrites', default: figure(DEFAULTS.retryWrites), what: DEFAULTS.retryWrites ? 'Retry writes too (`false`: reads only).' : 'Also retry writes.' },
  ];
}

/** The README's sentence on the worst case: how soon the defaults end a call to a server that never answers. */
export function deadlineSentence(): string {
  return `With the defaults a server that never answers fails the call within ${duration(DEFAULTS.totalTimeoutMs)}.`;
}

/** When a TimeoutError reaches the caller. */
export function timeoutErrorWhen(): string {
  const retried = RETRY.afterTimeout ? ' (reads are retried after a timeout)' : '';
  return `No complete answer within \`timeoutMs\` on the last attempt${retried}, or the call passed \`totalTimeoutMs\`.`;
}
