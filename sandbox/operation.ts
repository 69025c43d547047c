// A stateful operation of the sandbox: the request fields it reads and its handler. A field the
// handler does not read is refused with its JSON path, never dropped: the description does not
// show most request fields, so a field the sandbox ignores would look accepted and change nothing.
import type { Handler, Handlers } from '../generated/server/adapter.ts';
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
      return operation.handle(body, ctx);
    };
  }
  return handlers as Handlers<Principal>;
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
