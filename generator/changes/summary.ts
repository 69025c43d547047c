// Documentation-only changes, said in as few lines as a reader needs: a handful are listed as they
// are; more are counted by kind ("Descriptions changed in 159 operations"), since a wording pass
// over the whole spec is one fact for a client user, not a page of them. Changes to the API as a
// whole (its introduction, servers) are few and listed.
import type { Change } from './types.ts';

/** Up to this many documentation changes are listed one by one. */
const LISTED = 5;

const KINDS: Record<string, string> = {
  'description-changed': 'Descriptions changed',
  'examples-changed': 'Examples changed',
  'docs-note-changed': 'Notes in the docs changed (what is not documented, where a field comes from, modules)',
  'schema-rewritten': 'Schemas written differently, accepting the same values',
};

/** `line` says one change (the changelog's and the terminal's wording differ). */
export function documentationSummary(changes: Change[], line: (change: Change) => string): string[] {
  if (changes.length <= LISTED) return changes.map(line);
  const byRule = new Map<string, Change[]>();
  for (const change of changes) byRule.set(change.rule, [...(byRule.get(change.rule) ?? []), change]);
  const lines: string[] = [];
  for (const [rule, inRule] of byRule) {
    const operations = new Set(inRule.flatMap((change) => change.sites.map((site) => site.operation)));
    const whole = inRule.filter((change) => change.sites.length === 0);
    if (operations.size === 0 || !KINDS[rule]) {
      lines.push(...inRule.map(line));
      continue;
    }
    lines.push(...whole.map(line));
    const counted = inRule.length - whole.length;
    lines.push(`${KINDS[rule]} in ${operations.size} operation${operations.size === 1 ? '' : 's'} (${counted} change${counted === 1 ? '' : 's'}).`);
  }
  return lines;
}
