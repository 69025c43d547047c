// The table of the service description's rules in contract/README.md, rendered from rules.ts and
// kept between two marker lines. `node contract/rules-table.ts --write` rewrites it in place;
// a test fails when the README's table is not this one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOf, RULES } from './rules.ts';

export const README = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
export const BEGIN = '<!-- rules table: rendered from contract/rules.ts by `node contract/rules-table.ts --write` -->';
export const END = '<!-- end of rules table -->';

/** A markdown table: the line, the description's words and the checks that exercise them. */
export function rulesTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = RULES.map((rule) => {
    const checks = rule.checks.map((entry) => {
      const { check, operation } = checkOf(entry);
      return operation ? `\`${check}\` on \`${operation}\`` : `\`${check}\``;
    });
    return `| ${rule.line} | ${cell(rule.wording)} | ${checks.join(', ')} |`;
  });
  return ['| Line | The description says | Exercised by |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its rules table replaced by the one rendered from rules.ts. */
export function withRulesTable(readme: string): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${README} has no rules table between "${BEGIN}" and "${END}"`);
  return `${readme.slice(0, begin + BEGIN.length)}\n${rulesTable()}\n${readme.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const readme = fs.readFileSync(README, 'utf8');
  if (process.argv.includes('--write')) fs.writeFileSync(README, withRulesTable(readme));
  else console.log(rulesTable());
}
