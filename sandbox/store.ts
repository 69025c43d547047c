// The sandbox's storage: one node:sqlite database. Records of every kind live in one table as the
// JSON the API answers with (or the sandbox's own fuller shape), with the columns paging and lookups
// need: `seq` (insertion order, the list order), `rev` (a counter raised by every write, what sync
// tokens name), `parent_id` (the application of a history item, the candidate of a note, ...) and
// `hidden` (belongs to a confidential job). `removals` remembers, by rev, each record deleted or
// hidden from keys without confidential access, so a sync token older than a removal can be told
// apart. Audit entries have their own table. The schema version is kept in `meta`; opening an
// older database migrates it step by step.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from './sqlite.ts';

/** Each step of the schema, in order: a database at version N has had the first N applied. */
export const MIGRATIONS: string[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE records (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     parent_id TEXT,
     created_at TEXT NOT NULL,
     rev INTEGER NOT NULL,
     hidden INTEGER NOT NULL DEFAULT 0,
     data TEXT NOT NULL,
     UNIQUE (kind, id)
   );
   CREATE INDEX records_by_kind ON records (kind, seq);
   CREATE INDEX records_by_rev ON records (kind, rev);
   CREATE INDEX records_by_parent ON records (kind, parent_id, seq);
   CREATE TABLE audit (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL,
     created_at TEXT NOT NULL,
     category TEXT NOT NULL,
     target_type TEXT NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX audit_by_time ON audit (created_at);`,
  `CREATE TABLE removals (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     parent_id TEXT,
     rev INTEGER NOT NULL,
     hidden_only INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX removals_by_rev ON removals (kind, rev);`,
];

/** The schema version this sandbox writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export interface StoredRecord<T = any> {
  seq: number;
  id: string;
  parentId: string | null;
  createdAt: string;
  rev: number;
  hidden: boolean;
  data: T;
}

export interface PageQuery {
  kind: string;
  /** Records after this seq (the cursor). */
  afterSeq: number;
  limit: number;
  parentId?: string;
  /** Only records written after this rev (a sync token). */
  sinceRev?: number;
  /** Only records created after this timestamp. */
  createdAfter?: string;
  includeHidden: boolean;
}

export class OpenDatabaseError extends Error {}

export class Store {
  readonly db: DatabaseSync;
  private inTransaction = false;
  private readonly statements = new Map<string, StatementSync>();

  private constructor(db: DatabaseSync) {
    this.db = db;
    // The rev counter lives in the database, not in this process: two sandboxes on one file raise
    // one counter, so a sync through either sees the writes made through the other.
    db.exec(`INSERT OR IGNORE INTO meta (key, value)
             SELECT 'rev', MAX(COALESCE((SELECT MAX(rev) FROM records), 0), COALESCE((SELECT MAX(rev) FROM removals), 0))`);
  }

  /** Opens (creating and migrating) the database; a file that cannot be opened is one OpenDatabaseError. */
  static open(file: string): Store {
    let db: DatabaseSync;
    try {
      if (file !== ':memory:') makeDirectories(path.dirname(path.resolve(file)));
      db = new DatabaseSync(file);
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 100;');
      migrate(db);
    } catch (error) {
      throw new OpenDatabaseError(`Cannot open the sandbox database ${file}: ${(error as Error).message}`);
    }
    return new Store(db);
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `work` in one transaction (every write of a request commits together or not at all); a nested call joins the outer one. */
  transaction<T>(work: () => T): T {
    if (this.inTransaction) return work();
    this.db.exec('BEGIN IMMEDIATE');
    this.inTransaction = true;
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    } finally {
      this.inTransaction = false;
    }
  }

  meta(key: string): string | null {
    const row = this.statement('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value ?? null;
  }

  setMeta(key: string, value: string): void {
    this.statement('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** The rev of the latest write: what a sync token issued now names. */
  currentRev(): number {
    return Number(this.meta('rev'));
  }

  /** Raises the rev counter for one write and returns the new rev. */
  private nextRev(): number {
    const row = this.statement("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'rev' RETURNING value").get() as { value: number | string };
    return Number(row.value);
  }

  insert<T>(kind: string, id: string, data: T, options: { parentId?: string | null; createdAt: string; hidden?: boolean }): void {
    this.statement('INSERT INTO records (kind, id, parent_id, created_at, rev, hidden, data) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      kind,
      id,
      options.parentId ?? null,
      options.createdAt,
      this.nextRev(),
      options.hidden ? 1 : 0,
      JSON.stringify(data),
    );
  }

  /** Replaces a record's data (a write: its rev is raised). */
  update<T>(kind: string, id: string, data: T): void {
    this.statement('UPDATE records SET data = ?, rev = ? WHERE kind = ? AND id = ?').run(JSON.stringify(data), this.nextRev(), kind, id);
  }

  /**
   * Hides a record from keys that do not see confidential records, or shows it again. Either is a
   * change for those keys: hiding is remembered as a removal, showing raises the rev so a sync returns it.
   */
  setHidden(kind: string, id: string, hidden: boolean): void {
    const before = this.get(kind, id);
    if (!before || before.hidden === hidden) return;
    const rev = this.nextRev();
    this.statement('UPDATE records SET hidden = ?, rev = ? WHERE kind = ? AND id = ?').run(hidden ? 1 : 0, rev, kind, id);
    if (hidden) this.recordRemoval(kind, id, before.parentId, rev, true);
  }

  /** Deletes a record and remembers the removal (what expires older sync tokens of its kind). */
  remove(kind: string, id: string): void {
    const before = this.get(kind, id);
    if (!before) return;
    this.statement('DELETE FROM records WHERE kind = ? AND id = ?').run(kind, id);
    this.recordRemoval(kind, id, before.parentId, this.nextRev(), false);
  }

  private recordRemoval(kind: string, id: string, parentId: string | null, rev: number, hiddenOnly: boolean): void {
    this.statement('INSERT INTO removals (kind, id, parent_id, rev, hidden_only) VALUES (?, ?, ?, ?, ?)').run(kind, id, parentId, rev, hiddenOnly ? 1 : 0);
  }

  /**
   * How many records of a kind (of one parent, when given) were removed after `rev`: deleted, or,
   * for a key that does not see confidential records, hidden.
   */
  removedSince(kind: string, rev: number, options: { parentId?: string; includeHidden: boolean }): number {
    const where = ['kind = ?', 'rev > ?'];
    const args: (string | number)[] = [kind, rev];
    if (options.parentId !== undefined) {
      where.push('parent_id = ?');
      args.push(options.parentId);
    }
    if (options.includeHidden) where.push('hidden_only = 0');
    return Number((this.statement(`SELECT COUNT(*) AS n FROM removals WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n);
  }

  get<T = any>(kind: string, id: string): StoredRecord<T> | null {
    const row = this.statement('SELECT * FROM records WHERE kind = ? AND id = ?').get(kind, id);
    return row ? toRecord<T>(row) : null;
  }

  /** Every record of a kind (with a parent, of that parent), in insertion order. */
  all<T = any>(kind: string, parentId?: string): StoredRecord<T>[] {
    const rows =
      parentId === undefined
        ? this.statement('SELECT * FROM records WHERE kind = ? ORDER BY seq').all(kind)
        : this.statement('SELECT * FROM records WHERE kind = ? AND parent_id = ? ORDER BY seq').all(kind, parentId);
    return rows.map((row) => toRecord<T>(row));
  }

  count(kind: string): number {
    return Number((this.statement('SELECT COUNT(*) AS n FROM records WHERE kind = ?').get(kind) as { n: number }).n);
  }

  /** One page in insertion order, plus whether more records match after it. */
  page<T = any>(query: PageQuery): { records: StoredRecord<T>[]; more: boolean } {
    const where = ['kind = ?', 'seq > ?'];
    const args: (string | number)[] = [query.kind, query.afterSeq];
    if (query.parentId !== undefined) {
      where.push('parent_id = ?');
      args.push(query.parentId);
    }
    if (query.sinceRev !== undefined) {
      where.push('rev > ?');
      args.push(query.sinceRev);
    }
    if (query.createdAfter !== undefined) {
      where.push('created_at > ?');
      args.push(query.createdAfter);
    }
    if (!query.includeHidden) where.push('hidden = 0');
    const rows = this.statement(`SELECT * FROM records WHERE ${where.join(' AND ')} ORDER BY seq LIMIT ?`).all(...args, query.limit + 1);
    const more = rows.length > query.limit;
    return { records: rows.slice(0, query.limit).map((row) => toRecord<T>(row)), more };
  }

  /** Records of a kind whose JSON `field` equals `value` (case-insensitive). */
  findBy<T = any>(kind: string, field: string, value: string, includeHidden = true): StoredRecord<T>[] {
    return this.statement(`SELECT * FROM records WHERE kind = ? AND lower(json_extract(data, ?)) = lower(?) AND (? OR hidden = 0) ORDER BY seq`)
      .all(kind, `$.${field}`, value, includeHidden ? 1 : 0)
      .map((row) => toRecord<T>(row));
  }

  /** Records of a kind with an item of the JSON array `arrayField` whose `itemField` equals `value` (case-insensitive). */
  findByItem<T = any>(kind: string, arrayField: string, itemField: string, value: string, includeHidden: boolean): StoredRecord<T>[] {
    return this.statement(
      `SELECT * FROM records WHERE kind = ? AND (? OR hidden = 0) AND EXISTS (SELECT 1 FROM json_each(records.data, ?) AS item WHERE lower(json_extract(item.value, ?)) = lower(?)) ORDER BY seq`,
    )
      .all(kind, includeHidden ? 1 : 0, `$.${arrayField}`, `$.${itemField}`, value)
      .map((row) => toRecord<T>(row));
  }

  /** Up to `limit` records of a kind whose JSON `field` contains `text` (case-insensitive). */
  search<T = any>(kind: string, field: string, text: string, limit: number, includeHidden: boolean): StoredRecord<T>[] {
    return this.statement(`SELECT * FROM records WHERE kind = ? AND (? OR hidden = 0) AND instr(lower(json_extract(data, ?)), lower(?)) > 0 ORDER BY seq LIMIT ?`)
      .all(kind, includeHidden ? 1 : 0, `$.${field}`, text, limit)
      .map((row) => toRecord<T>(row));
  }

  addAudit(entry: { id: string; createdAt: string; category: string; targetType: string; data: unknown }): void {
    this.statement('INSERT INTO audit (id, created_at, category, target_type, data) VALUES (?, ?, ?, ?, ?)').run(
      entry.id,
      entry.createdAt,
      entry.category,
      entry.targetType,
      JSON.stringify(entry.data),
    );
  }

  /** Audit entries newest first, before `beforeSeq`, within the bounds and filters. */
  auditPage(query: { beforeSeq: number | null; from: string | null; to: string | null; targetTypes: string[]; categories: string[]; limit: number }): {
    entries: { seq: number; data: unknown }[];
    more: boolean;
  } {
    const where: string[] = ['1 = 1'];
    const args: (string | number)[] = [];
    if (query.beforeSeq !== null) {
      where.push('seq < ?');
      args.push(query.beforeSeq);
    }
    if (query.from !== null) {
      where.push('created_at >= ?');
      args.push(query.from);
    }
    if (query.to !== null) {
      where.push('created_at < ?');
      args.push(query.to);
    }
    if (query.targetTypes.length) {
      where.push(`target_type IN (${query.targetTypes.map(() => '?').join(', ')})`);
      args.push(...query.targetTypes);
    }
    if (query.categories.length) {
      where.push(`category IN (${query.categories.map(() => '?').join(', ')})`);
      args.push(...query.categories);
    }
    const rows = this.db.prepare(`SELECT seq, data FROM audit WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`).all(...args, query.limit + 1) as { seq: number; data: string }[];
    return { entries: rows.slice(0, query.limit).map((r) => ({ seq: Number(r.seq), data: JSON.parse(r.data) })), more: rows.length > query.limit };
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function toRecord<T>(row: any): StoredRecord<T> {
  return {
    seq: Number(row.seq),
    id: row.id,
    parentId: row.parent_id,
    createdAt: row.created_at,
    rev: Number(row.rev),
    hidden: row.hidden === 1,
    data: JSON.parse(row.data) as T,
  };
}

function migrate(db: DatabaseSync): void {
  const hasMeta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  let version = hasMeta ? Number((db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").get() as { value: string } | undefined)?.value ?? 0) : 0;
  if (version > MIGRATIONS.length) throw new Error(`it was written by a newer sandbox (schema version ${version}; this one knows ${MIGRATIONS.length})`);
  while (version < MIGRATIONS.length) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version]);
      version++;
      db.prepare("INSERT INTO meta (key, value) VALUES ('schemaVersion', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(String(version));
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Creates `dir` and the missing directories above it, one level at a time. (A recursive mkdirSync
 * under a file system that refuses new entries, such as /proc, retries without end instead of failing.)
 */
function makeDirectories(dir: string): void {
  const missing: string[] = [];
  let at = dir;
  while (!fs.existsSync(at)) {
    missing.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const level of missing) fs.mkdirSync(level);
}
