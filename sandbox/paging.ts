// List paging: opaque cursors and sync tokens (base64url JSON bound to the operation that issued
// them), page sizes, and one page of stored records in the list envelope's shape.
//
// Every page carries `syncToken` (seed line 15: list envelopes carry `moreDataAvailable` and
// `syncToken`; lines 184-185 say the same of the lists that page only). On a sync list it names the
// moment the pass began, so after reading every page a client sends it back to get what changed
// since. A list that pages only (seed line 25) refuses it back. A removed record cannot be returned
// by a sync, so a token older than a removal in its list is refused as expired, asking for a full pass.
import { OperationError } from '../generated/server/adapter.ts';
import type { OperationInfo } from '../generated/server/types.ts';
import type { PageQuery, StoredRecord, Store } from './store.ts';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

interface CursorState {
  /** The operation that issued it. */
  o: string;
  /** Records after this seq. */
  a: number;
  /** The rev at the pass's first page: what the pass's sync token names. */
  p: number;
  /** Only records written after this rev (a sync pass). */
  s?: number;
  /** The filter of the pass's first page. */
  c?: string;
  /** The parent record the list is of (the candidate of listNotes, ...). */
  q?: string;
}

interface SyncTokenState {
  o: string;
  r: number;
  q?: string;
}

export function encodeToken(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeToken(token: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

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

export function listPage<T>(store: Store, body: Record<string, unknown>, operation: OperationInfo, options: ListOptions<T>): ListPage<T> {
  const limit = pageSize(body);
  let state: CursorState;
  if (body.cursor !== undefined) {
    const decoded = typeof body.cursor === 'string' ? (decodeToken(body.cursor) as CursorState | null) : null;
    if (!decoded || typeof decoded !== 'object' || typeof decoded.a !== 'number' || typeof decoded.p !== 'number') {
      throw new OperationError('$.cursor is not a cursor this service issued: send the nextCursor of the previous page unchanged.');
    }
    if (decoded.o !== operation.name) throw new OperationError(`$.cursor was issued by ${decoded.o}, not ${operation.name}.`);
    state = decoded;
  } else {
    state = { o: operation.name, a: 0, p: store.currentRev() };
    if (body.syncToken !== undefined) state.s = sinceRev(store, body.syncToken, operation, options);
    if (options.createdAfter !== undefined) state.c = options.createdAfter;
    if (options.parentId !== undefined) state.q = options.parentId;
  }
  const query: PageQuery = { kind: options.kind, afterSeq: state.a, limit, includeHidden: options.includeHidden };
  if (state.q !== undefined) query.parentId = state.q;
  if (state.s !== undefined) query.sinceRev = state.s;
  if (state.c !== undefined) query.createdAfter = state.c;
  const { records, more } = store.page(query);
  const page: ListPage<T> = { results: records.map(options.map), moreDataAvailable: more, syncToken: syncTokenOf(operation.name, state.p, state.q) };
  if (more) page.nextCursor = encodeToken({ ...state, a: records[records.length - 1].seq });
  return page;
}

function syncTokenOf(operation: string, rev: number, parentId: string | undefined): string {
  const token: SyncTokenState = { o: operation, r: rev };
  if (parentId !== undefined) token.q = parentId;
  return encodeToken(token);
}

/** The rev a sync token names, once it is known to be this list's and no record of the list was removed since. */
function sinceRev(store: Store, raw: unknown, operation: OperationInfo, options: ListOptions<unknown>): number {
  if (operation.paging !== 'sync') {
    throw new OperationError(
      `$.syncToken: ${operation.name} pages only and does not take a syncToken back (the description: pagination only, not incremental sync); read it again from the first page.`,
    );
  }
  const token = typeof raw === 'string' ? (decodeToken(raw) as SyncTokenState | null) : null;
  if (!token || typeof token !== 'object' || typeof token.r !== 'number' || token.o !== operation.name) {
    throw new OperationError(`$.syncToken is not a sync token ${operation.name} issued: send the syncToken of an earlier answer of ${operation.name} unchanged.`);
  }
  if ((token.q ?? null) !== (options.parentId ?? null)) {
    throw new OperationError(`$.syncToken was issued for another list: send it with the same request fields as the pass that issued it.`);
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
export function arrayPage<T>(items: T[], body: Record<string, unknown>, operation: OperationInfo): ListPage<T> {
  const limit = pageSize(body);
  const syncToken = syncTokenOf(operation.name, 0, undefined);
  if (body.syncToken !== undefined && body.cursor === undefined) {
    if (operation.paging !== 'sync') throw new OperationError(`$.syncToken: ${operation.name} pages only and does not take a syncToken back; read it again from the first page.`);
    const token = typeof body.syncToken === 'string' ? (decodeToken(body.syncToken) as SyncTokenState | null) : null;
    if (!token || token.o !== operation.name)
      throw new OperationError(`$.syncToken is not a sync token ${operation.name} issued: send the syncToken of an earlier answer of ${operation.name} unchanged.`);
    return { results: [], moreDataAvailable: false, syncToken };
  }
  let offset = 0;
  if (body.cursor !== undefined) {
    const decoded = typeof body.cursor === 'string' ? (decodeToken(body.cursor) as { o?: string; i?: number } | null) : null;
    if (!decoded || decoded.o !== operation.name || !Number.isInteger(decoded.i) || decoded.i! < 0)
      throw new OperationError('$.cursor is not a cursor this service issued: send the nextCursor of the previous page unchanged.');
    offset = decoded.i!;
  }
  const results = items.slice(offset, offset + limit);
  const more = offset + limit < items.length;
  const page: ListPage<T> = { results, moreDataAvailable: more, syncToken };
  if (more) page.nextCursor = encodeToken({ o: operation.name, i: offset + limit });
  return page;
}
