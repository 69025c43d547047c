// The sandbox's database as rows, for proving what a contract run changed: a digest to compare
// before and after, and the rows added, changed and removed between two snapshots.
import { createHash } from 'node:crypto';
import type { Store } from '../../sandbox/store.ts';

export interface Row {
  table: 'records' | 'audit';
  key: string;
  id: string;
  parentId: string | null;
  data: Record<string, unknown>;
  text: string;
}

export function snapshot(store: Store): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const r of store.db.prepare('SELECT kind, id, parent_id, created_at, rev, hidden, data FROM records ORDER BY kind, id').all() as Record<string, any>[]) {
    const key = `records ${r.kind} ${r.id}`;
    rows.set(key, { table: 'records', key, id: r.id, parentId: r.parent_id, data: JSON.parse(r.data), text: JSON.stringify(r) });
  }
  for (const r of store.db.prepare('SELECT id, created_at, category, target_type, data FROM audit ORDER BY seq').all() as Record<string, any>[]) {
    const key = `audit ${r.id}`;
    rows.set(key, { table: 'audit', key, id: r.id, parentId: null, data: JSON.parse(r.data), text: JSON.stringify(r) });
  }
  return rows;
}

/** A digest of every row (records, audit entries, meta): equal digests, unchanged data. */
export function digest(store: Store): string {
  const hash = createHash('sha256');
  for (const table of ['records', 'audit', 'meta']) {
    for (const row of store.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()) hash.update(`${table} ${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
}

export function difference(before: Map<string, Row>, after: Map<string, Row>): { added: Row[]; changed: Row[]; removed: Row[] } {
  const added = [...after.values()].filter((row) => !before.has(row.key));
  const changed = [...after.values()].filter((row) => before.has(row.key) && before.get(row.key)!.text !== row.text);
  const removed = [...before.values()].filter((row) => !after.has(row.key));
  return { added, changed, removed };
}

/**
 * The suite's own ids, and those of records the run added that one of its own records names (the
 * file an upload to its candidate made, in the candidate's `fileHandles`): the write that made such a
 * record answered with the record it changed, not with the new one's id.
 */
export function withNamedAdditions(own: ReadonlySet<string>, added: Row[], after: Map<string, Row>): Set<string> {
  const addedIds = new Set(added.filter((row) => row.table === 'records').map((row) => row.id));
  const owned = new Set(own);
  for (const row of after.values()) {
    if (row.table !== 'records' || !belongsTo(row, own)) continue;
    for (const value of stringsIn(row.data)) if (addedIds.has(value)) owned.add(value);
  }
  return owned;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Whether a row belongs to one of `own`: it is one, hangs under one, or (an audit entry) is about one. */
export function belongsTo(row: Row, own: ReadonlySet<string>): boolean {
  if (row.table === 'audit') return typeof row.data.targetId === 'string' && own.has(row.data.targetId);
  // A record keyed by something else (an approval definition by its entity) carries its own id in its data.
  return own.has(row.id) || own.has(String(row.data.id)) || (row.parentId !== null && own.has(row.parentId));
}
