// `npm run diff -- [OLD [NEW]] [--fail-on breaking|additions|any] [--format text|json|markdown]`
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../project-root.ts';
import { SpecError } from '../load/load-spec.ts';
import { compareDocuments } from './compare.ts';
import { renderEntry } from './changelog.ts';
import { loadSide, UsageError, type LoadedSide } from './load-document.ts';
import { FAIL_ON, formatReport, jsonReport, reaches, type FailOn } from './report.ts';
import { RELEASES_DIR } from './releases.ts';

const USAGE = `Usage: npm run diff -- [OLD [NEW]] [--fail-on breaking|additions|any] [--format text|json|markdown]
  OLD, NEW        a spec file (YAML or JSON) or a git revision (HEAD~1, main, a tag): spec/ at that revision
                  (defaults: OLD the spec as last released, ${RELEASES_DIR}/openapi.json; NEW the working spec/)
  --fail-on WHAT  exit 1 when the changes include WHAT:
                  breaking   a breaking change (the major version moves)
                  additions  anything that moves the minor version or more (additions, compatible
                             type changes, deprecations, breaking changes)
                  any        any change, documentation included
  --format        text (default), json (for tools; generator/changes/diff-report.schema.json),
                  markdown (a changelog entry)`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { 'fail-on': { type: 'string' }, format: { type: 'string', default: 'text' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const failOn = values['fail-on'] as FailOn | undefined;
  if (failOn !== undefined && !FAIL_ON.includes(failOn)) {
    console.error(`--fail-on must be one of ${FAIL_ON.join(', ')}; got "${failOn}".\n${USAGE}`);
    return 2;
  }
  if (!['text', 'json', 'markdown'].includes(values.format!)) {
    console.error(`--format must be text, json or markdown; got "${values.format}".\n${USAGE}`);
    return 2;
  }
  if (positionals.length > 2) {
    console.error(`At most two specs to compare; got ${positionals.length}.\n${USAGE}`);
    return 2;
  }
  const baseline = path.join(projectRoot, RELEASES_DIR, 'openapi.json');
  const [oldArg = baseline, newArg = path.join(projectRoot, 'spec/openapi.yaml')] = positionals;
  if (positionals.length === 0 && !fs.existsSync(baseline)) {
    console.error(`No released spec at ${path.relative(process.cwd(), baseline)}: name the old spec.\n${USAGE}`);
    return 2;
  }
  let before: LoadedSide;
  let after: LoadedSide;
  try {
    before = await loadSide(oldArg, process.cwd());
    after = await loadSide(newArg, process.cwd());
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof SpecError ? error.message : `diff failed: ${(error as Error).message}`);
    return 2;
  }
  const changes = compareDocuments(before.document, after.document);
  if (values.format === 'json') console.log(JSON.stringify(jsonReport(changes, before.label, after.label), null, 2));
  else if (values.format === 'markdown') console.log(changes.length === 0 ? `No changes from ${before.label} to ${after.label}.` : renderEntry(`${before.label} → ${after.label}`, changes, { versionLevel: 2 }));
  else console.log(formatReport(changes, changes.length === 0 ? `No changes from ${before.label} to ${after.label}.` : `Changes from ${before.label} to ${after.label}:`));
  if (failOn && reaches(changes, failOn)) {
    const found = { breaking: 'breaking changes', additions: 'changes that move the minor version or more', any: 'changes' }[failOn];
    console.error(`Found ${found} (--fail-on ${failOn}).`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
