// List paging: opaque cursors and sync tokens (signed, bound to the operation, key and request that
// issued them: tokens.ts), page sizes, and one page of stored records in the list envelope's shape.
//
// Every page carries `syncToken` (seed line 15: list envelopes carry `moreDataAvailable` and
// `syncToken`; lines 184-185 say the same of the lists that page only). On a sync list it names the
// moment the pass began, so after reading every page a client sends it back to get what changed
// since. A list that pages only (seed line 25) refuses it back. A removed record cannot be returned
// by a sync, so a token older than a removal in its list is refused as expired, asking for a full pass.
import { OperationError } from '../generated/server/adapter.ts';
import type { OperationInfo } from '../generated/server/types.ts';
import type { PageQuery, StoredRecord, Store } from './store.ts';
import type { Principal } from './context.ts';
import { isCount, openToken, sealToken } from './tokens.ts';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

interface CursorState {
  /** Records after this seq. */
  a: number;
  /** The rev at the pass's first page: what the pass's sync token names. */
  p: number;
  /** Only records written after this rev (a sync pass). */
  s?: number;
}

/** Who asks and for what: the operation and API key a token is bound to. */
export interface Caller {
  operation: OperationInfo;
  principal: Principal;
}

/** What a cursor or sync token is bound to: the operation, the key, and the request's own filters. */
function bindingOf(caller: Caller, kind: 'cursor' | 'sync', filters: readonly (string | undefined)[] = []): (string | undefined)[] {
  return [kind, caller.operation.name, caller.principal.keyFingerprint, ...filters];
}

const CURSOR_REFUSED = '$.cursor is not a cursor this service issued for this request: send the nextCursor of the previous page unchanged, with the same API key and the same request fields.';

export function pageSize(body: { limit?: unknown }): number {
  const limit = body.limit;
  if (limit === undefined) return DEFAULT_PAGE_SIZE;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw new OperationError('$.limit must be a whole number of at least 1.');
  return Math.min(limit, MAX_PAGE_SIZE);
}

export interface ListPage<T> {
  results: T[];
  moreDataAvailable: boolean;
  nextCursor?: string;
  syncToken: string;
}

export interface ListOptions<T> {
  kind: string;
  parentId?: string;
  createdAfter?: string;
  includeHidden: boolean;
  map: (record: StoredRecord) => T;
}

export function listPage<T>(store: Store, body: Record<string, unknown>, caller: Caller, options: ListOptions<T>): ListPage<T> {
  const { operation } = caller;
  const limit = pageSize(body);
  // The request names its parent and filter again on every page: the handler checks the parent
  // against the key each time, and the cursor is valid only with the same ones.
  const filters = [options.parentId, options.createdAfter];
  let state: CursorState;
  if (body.cursor !== undefined) {
    const decoded = openToken(store, body.cursor, bindingOf(caller, 'cursor', filters));
    if (!decoded || !isCount(decoded.a) || !isCount(decoded.p) || (decoded.s !== undefined && !isCount(decoded.s))) throw new OperationError(CURSOR_REFUSED);
    state = { a: decoded.a, p: decoded.p, ...(decoded.s !== undefined ? { s: decoded.s as number } : {}) };
  } else {
    state = { a: 0, p: store.currentRev() };
    if (body.syncToken !== undefined) state.s = sinceRev(store, body.syncToken, caller, options);
  }
  const query: PageQuery = { kind: options.kind, afterSeq: state.a, limit, includeHidden: options.includeHidden };
  if (options.parentId !== undefined) query.parentId = options.parentId;
  if (state.s !== undefined) query.sinceRev = state.s;
  if (options.createdAfter !== undefined) query.createdAfter = options.createdAfter;
  const { records, more } = store.page(query);
  const page: ListPage<T> = { results: records.map(options.map), moreDataAvailable: more, syncToken: syncTokenOf(store, caller, state.p, options.parentId) };
  if (more) page.nextCursor = sealToken(store, { ...state, a: records[records.length - 1].seq }, bindingOf(caller, 'cursor', filters));
  return page;
}

function syncTokenOf(store: Store, caller: Caller, rev: number, parentId: string | undefined): string {
  return sealToken(store, { r: rev }, bindingOf(caller, 'sync', [parentId]));
}

/** The rev a sync token names, once it is known to be this list's and no record of the list was removed since. */
function sinceRev(store: Store, raw: unknown, caller: Caller, options: ListOptions<unknown>): number {
  const { operation } = caller;
  if (operation.paging !== 'sync') {
    throw new OperationError(
      `$.syncToken: ${operation.name} pages only and does not take a syncToken back (the description: pagination only, not incremental sync); read it again from the first page.`,
    );
  }
  const token = openToken(store, raw, bindingOf(caller, 'sync', [options.parentId]));
  if (!token || !isCount(token.r)) {
    throw new OperationError(
      `$.syncToken was issued for another list or API key, or not by ${operation.name}: send the syncToken of an earlier answer of ${operation.name} unchanged, with the same API key and the same request fields.`,
    );
  }
  const removed = store.removedSince(options.kind, token.r, { parentId: options.parentId, includeHidden: options.includeHidden });
  if (removed > 0) {
    throw new OperationError(
      `$.syncToken has expired: ${removed === 1 ? '1 record' : `${removed} records`} of this list ${removed === 1 ? 'was' : 'were'} removed since it was issued, and a sync returns only records that still exist. Read the list again from the first page without syncToken, replace your copy with what it returns, and keep that pass's syncToken.`,
      { code: 'sync_token_expired' },
    );
  }
  return token.r;
}

/**
 * Pages through a fixed array (the spec's example results of a list the sandbox does not model).
 * The examples never change, so a sync with a token of this list returns nothing.
 */
export function arrayPage<T>(store: Store, items: T[], body: Record<string, unknown>, caller: Caller): ListPage<T> {
  const { operation } = caller;
  const limit = pageSize(body);
  const syncToken = syncTokenOf(store, caller, 0, undefined);
  if (body.syncToken !== undefined && body.cursor === undefined) {
    if (operation.paging !== 'sync') throw new OperationError(`$.syncToken: ${operation.name} pages only and does not take a syncToken back; read it again from the first page.`);
    if (!openToken(store, body.syncToken, bindingOf(caller, 'sync', [undefined])))
      throw new OperationError(`$.syncToken is not a sync token ${operation.name} issued: send the syncToken of an earlier answer of ${operation.name} unchanged.`);
    return { results: [], moreDataAvailable: false, syncToken };
  }
  let offset = 0;
  if (body.cursor !== undefined) {
    const decoded = openToken(store, body.cursor, bindingOf(caller, 'cursor'));
    if (!decoded || !isCount(decoded.i)) throw new OperationError(CURSOR_REFUSED);
    offset = decoded.i;
  }
  const results = items.slice(offset, offset + limit);
  const more = offset + limit < items.length;
  const page: ListPage<T> = { results, moreDataAvailable: more, syncToken };
  if (more) page.nextCursor = sealToken(store, { i: offset + limit }, bindingOf(caller, 'cursor'));
  return page;
}

/** An opaque cursor of another paged answer (the audit log's), bound like the lists' to operation and key. */
export function sealCursor(store: Store, caller: Caller, state: object): string {
  return sealToken(store, state, bindingOf(caller, 'cursor'));
}

export function openCursor(store: Store, caller: Caller, token: unknown): Record<string, unknown> | null {
  return openToken(store, token, bindingOf(caller, 'cursor'));
}
