// `npm run release`: freezes the pending changelog entry under the version it calls for, dated,
// and records the spec as released, so later edits are compared with it.
import { compareDocuments } from './compare.ts';
import { computeReleaseState, readBaseline, writeRelease, type Release } from './releases.ts';
import { bumpFor, nextVersion } from './version.ts';

export interface ReleaseOutcome {
  /** Null when the spec says what the last release said: nothing to release. */
  released: Release | null;
  previous: string;
}

export function release(projectRoot: string, document: Record<string, any>, date: string): ReleaseOutcome {
  const state = computeReleaseState(projectRoot, document);
  if (state.pending.length === 0) return { released: null, previous: state.released.version };
  const entry: Release = { version: state.version, date, changes: state.pending };
  writeRelease(projectRoot, [entry, ...state.history], document, readBaseline(projectRoot));
  return { released: entry, previous: state.released.version };
}

/** Today in UTC, YYYY-MM-DD. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export interface AmendOutcome {
  version: string;
  /** How many pending changes were folded into the latest release (0: nothing was pending). */
  folded: number;
  /** How many changes the amended entry lists, worked out again against the release before. */
  changes: number;
}

/**
 * `npm run release -- --amend`, for a latest release not published yet: records the spec as that
 * release's spec and works its entry out again, comparing the spec with the release before it (so
 * a field added and then made required is one change, "added, required", not two). The first
 * release lists no changes (it is the starting point); a later one must still be the version its
 * changes call for, or the amendment is refused.
 */
export function amendRelease(projectRoot: string, document: Record<string, any>): AmendOutcome {
  const state = computeReleaseState(projectRoot, document);
  const [latest, previous, ...older] = state.history;
  if (state.pending.length === 0) return { version: latest.version, folded: 0, changes: latest.changes.length };
  const changes = previous ? compareDocuments(readBaseline(projectRoot, 'previous'), document) : [];
  if (previous) {
    const needed = nextVersion(previous.version, bumpFor(changes.map((change) => change.level)));
    if (needed !== latest.version) {
      throw new Error(`With the pending changes, ${latest.version} (after ${previous.version}) would have to be ${needed}: release them as a version of their own (\`npm run release\`).`);
    }
  }
  writeRelease(projectRoot, [{ ...latest, changes }, ...(previous ? [previous, ...older] : [])], document);
  return { version: latest.version, folded: state.pending.length, changes: changes.length };
}
