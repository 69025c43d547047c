// The changelog in markdown: generated/CHANGELOG.md and the docs' "Changes" pages (markdown, and
// HTML in emit/docs-changes-html.ts) all come from here, from the release history and the pending entry.
import { documentationSummary } from './summary.ts';
import { LEVELS, LEVEL_TITLES, type Change } from './types.ts';
import type { Release, ReleaseState } from './releases.ts';

/** At most this many operations are named for one change; the rest are counted. */
const OPERATIONS_SHOWN = 8;

export interface ChangelogOptions {
  /** `#` count of each version's heading; the groups go one level below. */
  versionLevel: number;
}

/** The entries, newest first: the pending one (if any) and every release. */
export function renderEntries(state: ReleaseState, options: ChangelogOptions): string {
  const entries: string[] = [];
  if (state.pending.length > 0) {
    entries.push(renderEntry(`${state.version} (unreleased)`, state.pending, options, `Compared with ${state.released.version}; \`npm run release\` releases it.`));
  }
  state.history.forEach((release, index) => entries.push(renderRelease(release, index === state.history.length - 1, options)));
  return entries.join('\n');
}

function renderRelease(release: Release, first: boolean, options: ChangelogOptions): string {
  const heading = `${release.version} (${release.date})`;
  if (release.changes.length === 0) return `${'#'.repeat(options.versionLevel)} ${heading}\n\n${first ? 'First release.' : 'No changes for client users.'}\n`;
  return renderEntry(heading, release.changes, options);
}

export function renderEntry(heading: string, changes: Change[], options: ChangelogOptions, note?: string): string {
  const lines = [`${'#'.repeat(options.versionLevel)} ${heading}`, ''];
  if (note) lines.push(note, '');
  for (const level of LEVELS) {
    const inLevel = changes.filter((change) => change.level === level);
    if (inLevel.length === 0) continue;
    lines.push(`${'#'.repeat(options.versionLevel + 1)} ${LEVEL_TITLES[level]}`, '');
    const shown = level === 'documentation' ? documentationSummary(inLevel, (change) => changeLine(change)) : inLevel.map((change) => changeLine(change));
    for (const line of shown) lines.push(`- ${line}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** "`candidate.createNote`: request field `$.candidateId` is now required", or the change and the operations it reaches. */
export function changeLine(change: Change, shown = OPERATIONS_SHOWN): string {
  const message = capitalize(change.message);
  if (change.sites.length === 0) return `${message}.`;
  if (change.sites.length === 1 && !change.schema) return `\`${change.sites[0].operation}\`: ${change.message}.`;
  const names = change.sites.slice(0, shown).map((site) => `\`${site.operation}\``);
  const more = change.sites.length - names.length;
  return `${message}: ${more > 0 ? `${names.join(', ')} and ${more} more` : joinWords(names)}.`;
}

export function renderChangelog(state: ReleaseState, packageName: string): string {
  return `# Changelog

What changed for users of \`${packageName}\`, newest first. Written by \`npm run generate\` from the
release history in \`releases/\` and the difference between the spec and the spec as last released;
do not edit. Breaking changes move the major version, additions, compatible type changes and
deprecations the minor, documentation-only changes the patch.

${renderEntries(state, { versionLevel: 2 })}`;
}

/** generated/docs/reference/changes.md */
export function renderChangesPage(state: ReleaseState, title: string): string {
  return `# ${title}: changes

Back to the [reference index](index.md). What changed for users of the typed client from version to
version, newest first (the same as the package's CHANGELOG.md).

${renderEntries(state, { versionLevel: 2 })}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
