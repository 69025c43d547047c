// The change report on a terminal (`npm run generate`, `npm run diff`) and as JSON for tools.
import { LEVELS, LEVEL_TITLES, type Change, type ChangeLevel } from './types.ts';
import { bumpFor } from './version.ts';

/** Documentation-only changes are counted past this many lines; every other change is listed. */
const DOCUMENTATION_LINES = 5;
/** Operations named with their locations for one change; the rest are counted. */
const SITES_SHOWN = 3;

export function formatReport(changes: Change[], heading: string): string {
  if (changes.length === 0) return heading;
  const lines = [heading];
  for (const level of LEVELS) {
    const inLevel = changes.filter((change) => change.level === level);
    if (inLevel.length === 0) continue;
    lines.push(`  ${LEVEL_TITLES[level]} (${inLevel.length})`);
    const shown = level === 'documentation' ? inLevel.slice(0, DOCUMENTATION_LINES) : inLevel;
    for (const change of shown) lines.push(...changeLines(change));
    if (shown.length < inLevel.length) lines.push(`    … and ${inLevel.length - shown.length} more (\`npm run diff\` lists them all)`);
  }
  return lines.join('\n');
}

function changeLines(change: Change): string[] {
  const [first] = change.sites;
  if (change.sites.length === 1 && !change.schema) return [`    ${first.operation}: ${change.message} [${change.rule}]`];
  const lines = [`    ${change.message} [${change.rule}]`];
  if (change.sites.length > 0) {
    const named = change.sites.slice(0, SITES_SHOWN).map((site) => `${site.operation} (${site.location})`);
    const more = change.sites.length - named.length;
    lines.push(`      at ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
  }
  return lines;
}

export interface JsonReport {
  from: string;
  to: string;
  /** The most severe level found, or null for no change. */
  level: ChangeLevel | null;
  /** The semver bump the changes call for. */
  bump: 'major' | 'minor' | 'patch' | null;
  counts: Record<ChangeLevel, number>;
  changes: Change[];
}

export function jsonReport(changes: Change[], from: string, to: string): JsonReport {
  const counts = Object.fromEntries(LEVELS.map((level) => [level, changes.filter((change) => change.level === level).length])) as Record<ChangeLevel, number>;
  const level = LEVELS.find((l) => counts[l] > 0) ?? null;
  return { from, to, level, bump: bumpFor(changes.map((change) => change.level)), counts, changes };
}

/** Whether any change is at `threshold` or more severe (for `--fail-on`). */
export function reaches(changes: Change[], threshold: ChangeLevel): boolean {
  const limit = LEVELS.indexOf(threshold);
  return changes.some((change) => LEVELS.indexOf(change.level) <= limit);
}

/** The report `npm run generate` prints after each pass. */
export function generateReport(state: { released: { version: string }; pending: Change[]; version: string }): string {
  if (state.pending.length === 0) return `Changes: none since ${state.released.version} (the package is ${state.version}).`;
  return formatReport(state.pending, `Changes since ${state.released.version} (pending; the package is now ${state.version}, \`npm run release\` releases it):`);
}
