// `npm run release`: freezes the pending changelog entry under the version it calls for, dated,
// and records the spec as released, so later edits are compared with it.
import { computeReleaseState, writeRelease, type Release } from './releases.ts';

export interface ReleaseOutcome {
  /** Null when the spec says what the last release said: nothing to release. */
  released: Release | null;
  previous: string;
}

export function release(projectRoot: string, document: Record<string, any>, date: string): ReleaseOutcome {
  const state = computeReleaseState(projectRoot, document);
  if (state.pending.length === 0) return { released: null, previous: state.released.version };
  const entry: Release = { version: state.version, date, changes: state.pending };
  writeRelease(projectRoot, [entry, ...state.history], document);
  return { released: entry, previous: state.released.version };
}

/** Today in UTC, YYYY-MM-DD. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
