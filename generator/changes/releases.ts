// The package's release history, kept beside the spec in releases/ and committed:
//   releases/history.json  every release, newest first: version, date and the changes it shipped;
//   releases/openapi.json  the bundled spec as of the latest release (the baseline);
//   releases/previous.json the bundled spec as of the release before it (what `release --amend`
//                          compares with, so an amended entry is worked out again, not appended to).
// `npm run generate` compares the spec with the baseline: what differs is the one pending entry of
// the changelog, and the package's version is the released one moved by it. Regenerating while an
// edit goes on gives the same entry and version each time; `npm run release` (release-cli.ts)
// freezes the entry under that version and records the spec as the new baseline.
import fs from 'node:fs';
import path from 'node:path';
import { compareDocuments } from './compare.ts';
import { bumpFor, nextVersion } from './version.ts';
import type { Change } from './types.ts';

export const RELEASES_DIR = 'releases';
const HISTORY_FILE = 'history.json';
const BASELINE_FILE = 'openapi.json';
const PREVIOUS_FILE = 'previous.json';

export interface Release {
  version: string;
  /** YYYY-MM-DD, UTC. */
  date: string;
  changes: Change[];
}

export interface ReleaseState {
  /** Newest first. */
  history: Release[];
  released: Release;
  /** What differs from the released spec: the pending entry. */
  pending: Change[];
  /** The package's version: the released one, moved by the pending changes. */
  version: string;
}

export function releasesDir(projectRoot: string): string {
  return path.join(projectRoot, RELEASES_DIR);
}

/** Whether the project keeps a release history (this service does; another document given with --spec does not). */
export function hasReleases(projectRoot: string): boolean {
  return fs.existsSync(path.join(releasesDir(projectRoot), HISTORY_FILE));
}

export function readHistory(projectRoot: string): Release[] {
  const file = path.join(releasesDir(projectRoot), HISTORY_FILE);
  const shown = path.relative(process.cwd(), file) || file;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${shown}: ${(error as Error).message}`);
  }
  const releases = (parsed as { releases?: unknown })?.releases;
  if (!Array.isArray(releases) || releases.length === 0) throw new Error(`${shown}: \`releases\` must be a list with at least one release.`);
  releases.forEach((release, index) => {
    const where = `${shown}: releases[${index}]`;
    if (typeof release?.version !== 'string') throw new Error(`${where}.version must be a string.`);
    if (typeof release.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(release.date)) throw new Error(`${where}.date must be YYYY-MM-DD.`);
    if (!Array.isArray(release.changes)) throw new Error(`${where}.changes must be a list.`);
  });
  return releases as Release[];
}

/** The spec as of the latest release, or (`previous`) as of the one before it. */
export function readBaseline(projectRoot: string, which: 'latest' | 'previous' = 'latest'): Record<string, any> {
  const file = path.join(releasesDir(projectRoot), which === 'latest' ? BASELINE_FILE : PREVIOUS_FILE);
  const shown = path.relative(process.cwd(), file) || file;
  if (!fs.existsSync(file)) throw new Error(`${shown} is missing: it holds the spec as of the ${which === 'latest' ? 'latest release' : 'release before the latest'} (\`npm run release\` writes it).`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${shown}: ${(error as Error).message}`);
  }
}

/**
 * Records a release: the entry first in the history, the spec as the new baseline, and (`previous`,
 * for a new version) the spec of the release before it.
 */
export function writeRelease(projectRoot: string, history: Release[], document: Record<string, any>, previous?: Record<string, any>): void {
  const dir = releasesDir(projectRoot);
  fs.mkdirSync(dir, { recursive: true });
  if (previous) fs.writeFileSync(path.join(dir, PREVIOUS_FILE), `${JSON.stringify(previous, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, HISTORY_FILE), `${JSON.stringify({ releases: history }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, BASELINE_FILE), `${JSON.stringify(document, null, 2)}\n`);
}

export function computeReleaseState(projectRoot: string, document: Record<string, any>): ReleaseState {
  const history = readHistory(projectRoot);
  const released = history[0];
  const pending = compareDocuments(readBaseline(projectRoot), document);
  return { history, released, pending, version: nextVersion(released.version, bumpFor(pending.map((change) => change.level))) };
}
