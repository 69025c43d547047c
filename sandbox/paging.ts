// List paging: opaque cursors and sync tokens (base64url JSON bound to the operation that issued
// them), page sizes, and one page of stored records in the list envelope's shape. Every page carries
// a syncToken (the description lists it in every list envelope); it names the rev at the pass's
// first page, and only a sync-paged list accepts it back.
import { OperationError } from '../generated/server/adapter.ts';
import type { PageQuery, StoredRecord, Store } from './store.ts';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

interface CursorState {
  /** The operation that issued it. */
  o: string;
  /** Records after this seq. */
  a: number;
  /** The rev at the pass's first page: every page's sync token names it. */
  p: number;
  /** Only records written after this rev (a sync pass). */
  s?: number;
  /** The filter of the pass's first page. */
  c?: string;
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
  operation: string;
  kind: string;
  parentId?: string;
  /** Incremental sync: takes `syncToken` back (every list hands one out). */
  sync: boolean;
  createdAfter?: string;
  includeHidden: boolean;
  map: (record: StoredRecord) => T;
}

export function listPage<T>(store: Store, body: Record<string, unknown>, options: ListOptions<T>): ListPage<T> {
  const limit = pageSize(body);
  let state: CursorState;
  if (body.cursor !== undefined) {
    const decoded = typeof body.cursor === 'string' ? (decodeToken(body.cursor) as CursorState | null) : null;
    if (!decoded || typeof decoded !== 'object' || typeof decoded.a !== 'number' || typeof decoded.p !== 'number') {
      throw new OperationError('$.cursor is not a cursor this service issued: send the nextCursor of the previous page unchanged.');
    }
    if (decoded.o !== options.operation) throw new OperationError(`$.cursor was issued by ${decoded.o}, not ${options.operation}.`);
    state = decoded;
  } else {
    state = { o: options.operation, a: 0, p: store.currentRev() };
    if (body.syncToken !== undefined) {
      if (!options.sync) throw new OperationError(`$.syncToken: ${options.operation} pages only; it does not support incremental sync.`);
      const token = typeof body.syncToken === 'string' ? (decodeToken(body.syncToken) as { o?: string; r?: number } | null) : null;
      if (!token || typeof token.r !== 'number' || token.o !== options.operation) {
        throw new OperationError(`$.syncToken is not a sync token ${options.operation} issued: send the syncToken of an earlier pass's last page unchanged.`);
      }
      state.s = token.r;
    }
    if (options.createdAfter !== undefined) state.c = options.createdAfter;
    if (options.parentId !== undefined) state.q = options.parentId;
  }
  const query: PageQuery = { kind: options.kind, afterSeq: state.a, limit, includeHidden: options.includeHidden };
  if (state.q !== undefined) query.parentId = state.q;
  if (state.s !== undefined) query.sinceRev = state.s;
  if (state.c !== undefined) query.createdAfter = state.c;
  const { records, more } = store.page(query);
  const page: ListPage<T> = { results: records.map(options.map), moreDataAvailable: more, syncToken: encodeToken({ o: options.operation, r: state.p }) };
  if (more) page.nextCursor = encodeToken({ ...state, a: records[records.length - 1].seq });
  return page;
}

/** Pages through a fixed array (the spec's example results of a list the sandbox does not model). */
export function arrayPage<T>(items: T[], body: Record<string, unknown>, operation: string): ListPage<T> {
  const limit = pageSize(body);
  let offset = 0;
  if (body.cursor !== undefined) {
    const decoded = typeof body.cursor === 'string' ? (decodeToken(body.cursor) as { o?: string; i?: number } | null) : null;
    if (!decoded || decoded.o !== operation || typeof decoded.i !== 'number') throw new OperationError('$.cursor is not a cursor this service issued: send the nextCursor of the previous page unchanged.');
    offset = decoded.i;
  }
  const results = items.slice(offset, offset + limit);
  const more = offset + limit < items.length;
  const page: ListPage<T> = { results, moreDataAvailable: more, syncToken: encodeToken({ o: operation, r: 0 }) };
  if (more) page.nextCursor = encodeToken({ o: operation, i: offset + limit });
  return page;
}
