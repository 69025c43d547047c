// docs/change-rules.md: the table of every rule in rules.ts, with its level, why, and its smallest
// example. `node generator/changes/rules-doc.ts` writes it; test/diff/rules-doc.test.ts holds the
// file to the table, so the two never drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from './rules.ts';

export const RULES_DOC = 'docs/change-rules.md';

const cell = (text: string) => text.replace(/\|/g, '\\|');
/** An example sits in a code span: it keeps no backticks of its own. */
const example = (text: string) => cell(text.replace(/`/g, ''));

export function renderRulesDoc(): string {
  const rows = Object.entries(RULES).map(([id, rule]) => `| \`${id}\` | ${rule.level} | ${cell(rule.reason)} | \`${example(rule.example.before)}\` → \`${example(rule.example.after)}\` |`);
  return `# How the change report classifies a change

\`npm run generate\`, \`npm run diff\` and the changelog name each change by one of these rules
(\`--format json\` gives the rule's id and its reason with every change). A rule's level sets the
version bump: **breaking** the major, **addition**, **compatible** and **deprecation** the minor,
**documentation** the patch. The levels are read for a user of the generated TypeScript package:

- the types they compile against: a request type that takes less, or a response type that holds
  more, breaks code written against the old one;
- the validators they run: a client with \`validateResponses: true\` refuses an answer its older
  schemas refuse, so a response constraint relaxed (a pattern, a maximum) is breaking even where the
  TypeScript type is unchanged;
- the names they import: the client namespace and method and the exported \`XParams\`/\`XResult\`
  types (from the operationId, or the first tag where the operationId is not \`resource.action\`);
- the requests the server now refuses: a request constraint tightened is breaking.

A schema rewritten rather than edited keyword by keyword (unions, \`allOf\`, \`not\`) is compared by
the values it accepts; what the comparison cannot decide (a pattern with lookarounds, \`if\`/\`then\`)
is taken as a change in both directions, so it is never reported as safe. Extensions (\`x-\`) that
no output shows are not reported; those the docs show are notes. An error status's body is neither
typed nor validated by the client, so changes inside it are compatible.

Examples are the spec before and after, in short (YAML).

| Rule | Level | Why | Example |
|---|---|---|---|
${rows.join('\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, RULES_DOC), renderRulesDoc());
  console.log(`Wrote ${RULES_DOC}.`);
}
