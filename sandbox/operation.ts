// A stateful operation of the sandbox: the request fields it reads and its handler. A field the
// handler does not read is refused with its JSON path, never dropped: the description does not
// show most request fields, so a field the sandbox ignores would look accepted and change nothing.
import { setTimeout as delay } from 'node:timers/promises';
import { OperationError, type Handler, type Handlers } from '../generated/server/adapter.ts';
import type { OperationName } from '../generated/server/operations.ts';
import { pathSegment } from '../generated/runtime/json-path.ts';
import { refuse, type Principal } from './context.ts';

export interface SandboxOperation<N extends OperationName> {
  /** The request fields the handler reads; lists also read `cursor`, `limit` and `syncToken`. */
  fields: readonly string[];
  /** For a field another operation takes: where to send it (the refusal says so). */
  elsewhere?: Readonly<Record<string, string>>;
  handle: Handler<N, Principal>;
}

export type SandboxOperations = { [N in OperationName]?: SandboxOperation<N> };

const PAGING_FIELDS: Record<string, readonly string[]> = { sync: ['cursor', 'limit', 'syncToken'], list: ['cursor', 'limit', 'syncToken'], cursor: ['cursor', 'limit'] };
/** Most unknown fields one refusal names. */
const NAMED_AT_MOST = 5;

/** The request fields an operation reads, paging fields included. */
export function fieldsRead(operation: SandboxOperation<never>, paging: string | null): string[] {
  return [...operation.fields, ...(paging ? (PAGING_FIELDS[paging] ?? []) : [])];
}

/** The adapter's handler map: each handler runs once the body holds only fields it reads. */
export function toHandlers(operations: SandboxOperations): Handlers<Principal> {
  const handlers: Record<string, Handler<never, Principal>> = {};
  for (const [name, operation] of Object.entries(operations) as unknown as [string, SandboxOperation<never>][]) {
    handlers[name] = (body, ctx) => {
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) refuseUnknownFields(body, name, fieldsRead(operation, ctx.operation.paging), operation.elsewhere ?? {});
      return whenDatabaseFree(() => operation.handle(body, ctx));
    };
  }
  return handlers as Handlers<Principal>;
}

/** Waits between tries while another process holds the database's write lock: about 2 s in all. */
const BUSY_WAITS_MS = [25, 50, 100, 200, 400, 600, 600];

/**
 * Runs `work`, trying again while another process holds the database's write lock. SQLite waits
 * for the lock only briefly (busy_timeout, store.ts) because that wait blocks the event loop; the
 * waits between tries here are timers, so other requests are served meanwhile. A write transaction
 * that could not start changed nothing, so trying it again is safe. Past the last try: 503.
 */
export async function whenDatabaseFree<T>(work: () => T | Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (attempt === BUSY_WAITS_MS.length) {
        throw new OperationError('The sandbox database is busy: another process holds its write lock. Try again in a moment.', { status: 503, headers: { 'retry-after': '1' } });
      }
      await delay(BUSY_WAITS_MS[attempt]);
    }
  }
}

/** SQLITE_BUSY or SQLITE_LOCKED, with any extended code. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

function refuseUnknownFields(body: object, operation: string, known: string[], elsewhere: Readonly<Record<string, string>>): void {
  const unknown: string[] = [];
  for (const field in body) {
    if (Object.hasOwn(body, field) && !known.includes(field)) unknown.push(field);
    if (unknown.length === NAMED_AT_MOST) break;
  }
  if (unknown.length === 0) return;
  const reads = known.length ? `it reads ${known.join(', ')}` : 'it reads no request field';
  const problems = unknown.map((field) => `$${pathSegment(field.slice(0, 64))} is not a request field ${operation} reads${Object.hasOwn(elsewhere, field) ? ` (${elsewhere[field]})` : ''}`);
  refuse(`${problems.join('; ')}; ${reads} (README, "Sandbox").`);
}
