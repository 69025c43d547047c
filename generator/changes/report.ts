// The change report on a terminal (`npm run generate`, `npm run diff`) and as JSON for tools.
import { RULES, type RuleId } from './rules.ts';
import { documentationSummary } from './summary.ts';
import { LEVELS, LEVEL_TITLES, type Change, type ChangeLevel } from './types.ts';
import { bumpFor } from './version.ts';

/** Operations named with their locations for one change; the rest are counted. */
const SITES_SHOWN = 3;

export function formatReport(changes: Change[], heading: string): string {
  if (changes.length === 0) return heading;
  const lines = [heading];
  for (const level of LEVELS) {
    const inLevel = changes.filter((change) => change.level === level);
    if (inLevel.length === 0) continue;
    lines.push(`  ${LEVEL_TITLES[level]} (${inLevel.length})`);
    if (level === 'documentation') lines.push(...documentationSummary(inLevel, (change) => changeLines(change).join('\n').trimStart()).map((line) => `    ${line}`));
    else for (const change of inLevel) lines.push(...changeLines(change));
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

/** The `--format json` report; diff-report.schema.json describes it for tools. */
export interface JsonReport {
  from: string;
  to: string;
  /** The most severe level found, or null for no change. */
  level: ChangeLevel | null;
  /** The semver bump the changes call for. */
  bump: 'major' | 'minor' | 'patch' | null;
  counts: Record<ChangeLevel, number>;
  /** Each change with why its rule has its level (rules.ts). */
  changes: (Change & { reason: string })[];
}

export function jsonReport(changes: Change[], from: string, to: string): JsonReport {
  const counts = Object.fromEntries(LEVELS.map((level) => [level, changes.filter((change) => change.level === level).length])) as Record<ChangeLevel, number>;
  const level = LEVELS.find((l) => counts[l] > 0) ?? null;
  const explained = changes.map((change) => ({ ...change, reason: RULES[change.rule as RuleId]?.reason ?? '' }));
  return { from, to, level, bump: bumpFor(changes.map((change) => change.level)), counts, changes: explained };
}

/** What `--fail-on` takes: a breaking change, anything that moves the minor version or more, any change at all. */
export const FAIL_ON = ['breaking', 'additions', 'any'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Whether the changes reach the `--fail-on` threshold (read as the version bump they call for). */
export function reaches(changes: Change[], threshold: FailOn): boolean {
  const bump = bumpFor(changes.map((change) => change.level));
  if (threshold === 'breaking') return bump === 'major';
  if (threshold === 'additions') return bump === 'major' || bump === 'minor';
  return changes.length > 0;
}

/** The report `npm run generate` prints after each pass. */
export function generateReport(state: { released: { version: string }; pending: Change[]; version: string }): string {
  if (state.pending.length === 0) return `Changes: none since ${state.released.version} (the package is ${state.version}).`;
  return formatReport(state.pending, `Changes since ${state.released.version} (pending; the package is now ${state.version}, \`npm run release\` releases it):`);
}
