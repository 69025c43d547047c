// How generate reports warnings: in three groups, the ones that change the output first (a
// fallback the client takes, a validator left out, a problem accepted with --lenient), then notes
// on the schemas (formats and keywords taken as annotations), then the linter's style warnings,
// gathered by message so a hundred missing summaries are one line with a count.

export interface WarningGroups {
  /** What the outputs do differently from what the spec says, or accept although the linter refused it. */
  output: string[];
  /** What the outputs take as written without checking it (unknown formats and keywords). */
  notes: string[];
  /** The linter's warnings on how the document is written. */
  style: string[];
}

export type WarningKind = 'output' | 'note';

export function allWarnings(groups: WarningGroups): string[] {
  return [...groups.output, ...groups.notes, ...groups.style];
}

/** Places listed for one style message before `and N more`. */
const PLACES_SHOWN = 3;

/** The lines the CLI prints: each group under a heading with its count; style warnings one line per message. */
export function formatWarnings(groups: WarningGroups): string[] {
  const total = groups.output.length + groups.notes.length + groups.style.length;
  if (total === 0) return [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`${plural(total, 'warning')}: ${groups.output.length} change the output, ${groups.notes.length} on schemas, ${groups.style.length} on style.`];
  // Lint problems accepted with --lenient are gathered like style warnings: a 3.1 document written
  // with 3.0's `nullable` has hundreds of them.
  if (groups.output.length > 0) lines.push(`Change the output (${groups.output.length}):`, ...gatherByMessage(groups.output).map(warningLine));
  if (groups.notes.length > 0) lines.push(`Schemas (${groups.notes.length}):`, ...groups.notes.map((w) => `  warning: ${w}`));
  if (groups.style.length > 0) lines.push(`Style (${groups.style.length}; \`npx redocly lint <spec>\` shows each with its source lines):`, ...gatherByMessage(groups.style).map(warningLine));
  return lines;
}

const warningLine = (text: string) => `  warning: ${text}`;

/**
 * `file:line:column message (rule)` lines gathered by message and rule, in first-seen order, after
 * the lines that do not start with a place (as they are). A message seen at several places is one
 * line: the message, `×N`, the first places and how many more.
 */
export function gatherByMessage(problems: string[]): string[] {
  const byMessage = new Map<string, string[]>();
  const other: string[] = [];
  for (const problem of problems) {
    const match = /^(\S+:\d+:\d+) (.+)$/.exec(problem);
    if (!match) {
      other.push(problem);
      continue;
    }
    const places = byMessage.get(match[2]) ?? [];
    places.push(match[1]);
    byMessage.set(match[2], places);
  }
  const lines = [...byMessage].map(([message, places]) => {
    if (places.length === 1) return `${places[0]} ${message}`;
    const shown = places.slice(0, PLACES_SHOWN).join(', ');
    const more = places.length > PLACES_SHOWN ? ` and ${places.length - PLACES_SHOWN} more` : '';
    return `${message} ×${places.length}: ${shown}${more}`;
  });
  return [...other, ...lines];
}
