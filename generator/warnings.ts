// How generate reports warnings: in three groups, the ones that change the output first (a
// fallback the client takes, a validator left out, a problem accepted with --lenient), then notes
// on the schemas (formats and keywords taken as annotations), then the linter's style warnings,
// gathered by message so a hundred missing summaries are one line with a count, and by rule so a
// hundred paths with a trailing slash are three examples and a count.

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

/** Lines listed for one style rule before `N more (rule)`: `npx redocly lint` lists every one. */
const LINES_SHOWN_PER_RULE = 3;

/** The lines the CLI prints: each group under a heading with its count; style warnings gathered by message and rule. */
export function formatWarnings(groups: WarningGroups): string[] {
  const total = groups.output.length + groups.notes.length + groups.style.length;
  if (total === 0) return [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`${plural(total, 'warning')}: ${groups.output.length} change the output, ${groups.notes.length} on schemas, ${groups.style.length} on style.`];
  // Lint problems accepted with --lenient are gathered like style warnings: a 3.1 document written
  // with 3.0's `nullable` has hundreds of them.
  if (groups.output.length > 0) lines.push(`Change the output (${groups.output.length}):`, ...gatherByMessage(groups.output).map(warningLine));
  if (groups.notes.length > 0) lines.push(`Schemas (${groups.notes.length}):`, ...groups.notes.map((w) => `  warning: ${w}`));
  if (groups.style.length > 0) lines.push(`Style (${groups.style.length}; \`npx redocly lint <spec>\` shows each with its source lines):`, ...gatherByRule(groups.style).map(warningLine));
  return lines;
}

const warningLine = (text: string) => `  warning: ${text}`;

/**
 * `file:line:column message (rule)` lines gathered by message and rule, in first-seen order, after
 * the lines that do not start with a place (as they are). A message seen at several places is one
 * line: the message, `×N`, the first places and how many more.
 */
export function gatherByMessage(problems: string[]): string[] {
  return messageGroups(problems).map(({ line }) => line);
}

/**
 * Style warnings gathered by message (gatherByMessage), then by the rule each names at its end: a
 * rule whose messages all differ (a trailing slash on each of 180 paths) shows its first lines and
 * how many warnings more, the rule's other lines kept next to its first.
 */
export function gatherByRule(problems: string[]): string[] {
  const byRule = new Map<string, MessageGroup[]>();
  for (const group of messageGroups(problems)) {
    const rule = /\(([\w/-]+)\)$/.exec(group.message)?.[1] ?? '';
    const lines = byRule.get(rule) ?? [];
    lines.push(group);
    byRule.set(rule, lines);
  }
  return [...byRule].flatMap(([rule, lines]) => {
    // One line more is shown rather than counted.
    if (rule === '' || lines.length <= LINES_SHOWN_PER_RULE + 1) return lines.map(({ line }) => line);
    const hidden = lines.slice(LINES_SHOWN_PER_RULE).reduce((sum, { count }) => sum + count, 0);
    return [...lines.slice(0, LINES_SHOWN_PER_RULE).map(({ line }) => line), `and ${hidden} more (${rule})`];
  });
}

/** One of gatherByMessage's lines: the message without its places, and how many problems it stands for. */
interface MessageGroup {
  line: string;
  message: string;
  count: number;
}

function messageGroups(problems: string[]): MessageGroup[] {
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
    if (places.length === 1) return { line: `${places[0]} ${message}`, message, count: 1 };
    const shown = places.slice(0, PLACES_SHOWN).join(', ');
    const more = places.length > PLACES_SHOWN ? ` and ${places.length - PLACES_SHOWN} more` : '';
    return { line: `${message} ×${places.length}: ${shown}${more}`, message, count: places.length };
  });
  return [...other.map((line) => ({ line, message: line, count: 1 })), ...lines];
}
