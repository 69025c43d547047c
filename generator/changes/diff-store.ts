// api-smart-diff's differences, kept by what was compared: in memory from one --watch save to the
// next, and on disk (node_modules/.cache/hiring-api-toolchain/) from one run to the next, so a run
// compares again only the paths whose text changed since the last one. The key is a hash of both
// sides, the options and api-smart-diff's version, so a stored entry is exactly what comparing
// again would give; a store that cannot be read or written is only a slower run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/** api-smart-diff and its version (its package exports no package.json, so it is read from its folder). */
const LIBRARY = `api-smart-diff@${libraryVersion()}`;

function libraryVersion(): string | null {
  try {
    return String(JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules/api-smart-diff/package.json'), 'utf8')).version);
  } catch {
    return null;
  }
}

/** Where runs keep the store; none (memory only) when the library's version cannot be told. */
const STORE_FILE = libraryVersion() === null ? null : path.join(projectRoot, 'node_modules/.cache/hiring-api-toolchain/release-diffs.json');

export class DiffStore<Diff> {
  readonly #file: string | null;
  #entries: Map<string, Diff[]> | null = null;
  #used = new Set<string>();
  #added = false;

  constructor(file: string | null = STORE_FILE) {
    this.#file = file;
  }

  /** The differences of `sides` (their canonical text with the options), computing them only when none are kept. */
  diffs(sides: string, compute: () => Diff[]): Diff[] {
    const key = crypto.createHash('sha256').update(LIBRARY).update('\0').update(sides).digest('hex');
    const entries = this.#load();
    this.#used.add(key);
    let diffs = entries.get(key);
    if (!diffs) {
      diffs = compute();
      entries.set(key, diffs);
      this.#added = true;
    }
    return diffs;
  }

  /**
   * Ends a comparison: keeps only what it used (paths edited since are dropped), and writes the
   * store when it computed anything new.
   */
  settle(): void {
    const entries = this.#load();
    for (const key of entries.keys()) if (!this.#used.has(key)) entries.delete(key);
    this.#used = new Set();
    if (!this.#added || this.#file === null) return;
    this.#added = false;
    try {
      fs.mkdirSync(path.dirname(this.#file), { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a file.
      const temporary = `${this.#file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify({ library: LIBRARY, entries: Object.fromEntries(entries) }));
      fs.renameSync(temporary, this.#file);
    } catch {
      // A read-only or full disk: the next run compares again.
    }
  }

  #load(): Map<string, Diff[]> {
    if (this.#entries) return this.#entries;
    this.#entries = new Map();
    if (this.#file === null) return this.#entries;
    try {
      const stored = JSON.parse(fs.readFileSync(this.#file, 'utf8'));
      if (stored?.library === LIBRARY && stored.entries && typeof stored.entries === 'object') this.#entries = new Map(Object.entries(stored.entries));
    } catch {
      // None yet, or unreadable: start empty.
    }
    return this.#entries;
  }
}
