// The section results every benchmark module returns, and bench/RESULTS.md rendered from them:
// the machine, the exact command, one table per measurement and a target summary that says
// plainly where this project is slower.
import fs from 'node:fs';
import os from 'node:os';

export interface Table {
  caption?: string;
  headers: string[];
  rows: string[][];
}

export interface TargetCheck {
  target: string;
  measured: string;
  /** null when the section could not measure it; 'inconclusive' when the run could not tell (its own control says the noise is too large). */
  met: boolean | null | 'inconclusive';
}

export interface SectionResult {
  id: string;
  title: string;
  /** Set when the section's inputs do not exist yet: the section reports this instead of numbers. */
  unavailable?: string;
  /** What was measured and how, in a sentence or two. */
  method: string[];
  tables: Table[];
  targets: TargetCheck[];
  notes: string[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  os: string;
  loadBefore: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadBefore: os.loadavg().map((l) => l.toFixed(2)).join(', '),
  };
}

export function unavailableSection(id: string, title: string, reason: string): SectionResult {
  return { id, title, unavailable: reason, method: [], tables: [], targets: [], notes: [] };
}

export function renderTable(table: Table): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `| ${table.headers.map(escape).join(' | ')} |`,
    `|${table.headers.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
  return `${table.caption ? `${table.caption}\n\n` : ''}${lines.join('\n')}`;
}

export interface ReportInput {
  command: string;
  machine: Machine;
  date: string;
  quick: boolean;
  durationMs: number;
  sections: SectionResult[];
  /** Only some sections ran (`--only`): each says when and how it was measured, since the others come from earlier runs. */
  partial?: boolean;
}

export function renderReport(input: ReportInput): string {
  const { machine } = input;
  const out: string[] = [];
  out.push('# Benchmarks: this toolchain against peer tools', '');
  out.push(
    'Written by `npm run bench` (bench/run.ts). Within a section every number was measured in the same run, on the',
    'same machine, on the same inputs; "Run" below is the last run of all the sections, and a section measured again on',
    'its own (`--only`) says its command, date and Node under its heading. Times are medians after a warm-up, with the',
    'min – max of the measured runs in brackets. A ratio above 1 means this project takes more time (or bytes) than the',
    'peer; "slower" is said plainly.',
    '',
  );
  out.push('## Run', '');
  out.push(`- Command: \`${input.command}\`${input.quick ? ' (quick mode: fewer runs, wider spread)' : ''}`);
  out.push(`- Date: ${input.date}`);
  out.push(`- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} RAM, ${machine.os}`);
  out.push(`- Node ${machine.node}; load average at start ${machine.loadBefore} (the machine was shared)`);
  out.push(`- Whole run: ${Math.round(input.durationMs / 1000)} s`, '');

  const targets = input.sections.flatMap((s) => s.targets.map((t) => ({ ...t, section: s.title })));
  const unavailable = input.sections.filter((s) => s.unavailable);
  out.push('## Targets', '');
  if (targets.length > 0) {
    out.push(
      renderTable({
        headers: ['Target', 'Measured', 'Result'],
        rows: targets.map((t) => [t.target, t.measured, t.met === null ? 'not measured' : t.met === 'inconclusive' ? '**inconclusive**' : t.met ? 'met' : '**missed**']),
      }),
      '',
    );
  }
  for (const s of unavailable) out.push(`- ${s.title}: not available yet: ${s.unavailable}`);
  if (unavailable.length > 0) out.push('');

  for (const section of input.sections) {
    out.push(`## ${section.title}`, '');
    if (input.partial) {
      out.push(`Measured by \`${input.command}\` on ${input.date}: Node ${machine.node}, load average at start ${machine.loadBefore}.`, '');
    }
    if (section.unavailable) {
      out.push(`Not available yet: ${section.unavailable}`, '');
      continue;
    }
    for (const line of section.method) out.push(line);
    if (section.method.length > 0) out.push('');
    for (const table of section.tables) out.push(renderTable(table), '');
    for (const note of section.notes) out.push(`- ${note}`);
    if (section.notes.length > 0) out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * The report after a run into an existing one: the sections that ran and their rows of the targets
 * table are replaced; every other section, hand-written ones included, stays where and as it was,
 * and so do target rows no section gives. The renderer writes no `###` heading, so a section's `###`
 * parts are written by hand: they are kept, after the section's new text. After a run of some
 * sections (`--only`) the run header stays as the earlier runs wrote it and each section says its
 * own command; after a run of all (`whole`) the header is replaced. A section or target not there
 * before is added at the end of its part.
 */
export function mergeReport(existing: string, input: ReportInput, options: { whole?: boolean } = {}): string {
  const before = splitSections(existing);
  const fresh = splitSections(renderReport({ ...input, partial: !options.whole }));
  const blocks = new Map(before.sections);
  const targets = blocks.get(TARGETS);
  if (targets !== undefined) blocks.set(TARGETS, mergeTargetRows(targets, fresh.sections.get(TARGETS) ?? ''));
  for (const [heading, block] of fresh.sections) {
    if (heading === TARGETS || (!options.whole && heading === '## Run')) continue;
    blocks.set(heading, block + handWrittenParts(blocks.get(heading) ?? ''));
  }
  // The text before the first section is the renderer's own, so it is taken as it is now.
  return `${[fresh.preamble, ...blocks.values()].join('').trimEnd()}\n`;
}

const TARGETS = '## Targets';

/** A section's `###` parts (from its first `###` heading to its end): written by hand. */
function handWrittenParts(block: string): string {
  const start = block.search(/^### /m);
  return start === -1 ? '' : block.slice(start);
}

/**
 * The targets table with the rows of the targets just measured replaced (by their target text) or
 * added: a new one after the row measured just before it in the same run (a section's second target
 * beside its first), else at the table's end.
 */
function mergeTargetRows(block: string, freshBlock: string): string {
  const freshRows = tableLines(freshBlock).slice(2);
  const fresh = new Map(freshRows.map((row) => [firstCell(row), row]));
  const lines = block.split('\n');
  const known = new Set(lines.filter(isTableLine).map(firstCell));
  // The new rows to write after each known target (null: at the end), in the order measured.
  const added = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const row of freshRows) {
    const cell = firstCell(row);
    if (known.has(cell)) anchor = cell;
    else added.set(anchor, [...(added.get(anchor) ?? []), row]);
  }
  const lastRow = lines.findLastIndex(isTableLine);
  return lines
    .flatMap((line, i) => {
      if (!isTableLine(line)) return [line];
      const cell = firstCell(line);
      return [fresh.get(cell) ?? line, ...(added.get(cell) ?? []), ...(i === lastRow ? (added.get(null) ?? []) : [])];
    })
    .join('\n');
}

/** A markdown file cut at its `## ` headings: the text before the first, then each heading's block in order. */
function splitSections(text: string): { preamble: string; sections: Map<string, string> } {
  const parts = text.split(/^(?=## )/m);
  const preamble = parts[0].startsWith('## ') ? '' : parts.shift()!;
  const sections = new Map<string, string>();
  for (const part of parts) sections.set(part.slice(0, part.indexOf('\n')).trim(), part.endsWith('\n\n') ? part : `${part.trimEnd()}\n\n`);
  return { preamble, sections };
}

function isTableLine(line: string): boolean {
  return /^\|.*\|$/.test(line);
}

function tableLines(block: string): string[] {
  return block.split('\n').filter(isTableLine);
}

/** A table row's first cell, unescaped pipes being the cell borders. */
function firstCell(row: string): string {
  return row.slice(1).split(/(?<!\\)\|/)[0].trim();
}

/**
 * Writes the report, merged into the one already there (mergeReport), so the hand-written sections
 * of bench/RESULTS.md survive any run; `only`: some sections ran (`--only`), not all.
 */
export function writeReport(file: string, input: ReportInput, options: { only?: boolean } = {}): void {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  fs.writeFileSync(file, existing === null ? renderReport(input) : mergeReport(existing, input, { whole: !options.only }));
}
