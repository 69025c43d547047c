// `npm run release [-- --date YYYY-MM-DD | --amend]`: releases the pending changes (or folds them into the
// latest release), then regenerates.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../project-root.ts';
import { loadSpec, SpecError } from '../load/load-spec.ts';
import { amendRelease, release, today } from './release.ts';
import { formatReport } from './report.ts';
import { RELEASES_DIR } from './releases.ts';

const USAGE = `Usage: npm run release [-- --date YYYY-MM-DD | --amend]
  Dates the pending changelog entry with the version it calls for, records spec/ as released
  (${RELEASES_DIR}/history.json and ${RELEASES_DIR}/openapi.json) and regenerates generated/.
  --date   the release date (default: today, UTC)
  --amend  fold the pending changes into the latest release instead, keeping its version and date
           (for a release not published yet): its entry is worked out again against the release
           before it`;

async function main(): Promise<number> {
  let values;
  try {
    values = parseArgs({ options: { date: { type: 'string' }, amend: { type: 'boolean' }, help: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const date = values.date ?? today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    console.error(`--date must be a date as YYYY-MM-DD; got "${date}".`);
    return 2;
  }
  let outcome;
  try {
    // The release records what `generate` would generate from: the linted, bundled spec.
    const { document } = await loadSpec(path.join(projectRoot, 'spec/openapi.yaml'), { configPath: path.join(projectRoot, 'redocly.yaml') });
    if (values.amend) {
      const amended = amendRelease(projectRoot, document);
      if (amended.folded === 0) {
        console.log(`Nothing to amend: spec/ says what ${amended.version} said.`);
        return 0;
      }
      console.log(`Amended ${amended.version} with ${amended.folded} pending change${amended.folded === 1 ? '' : 's'}; its entry, worked out again against the release before, lists ${amended.changes}.`);
      return regenerate(amended.version);
    }
    outcome = release(projectRoot, document, date);
  } catch (error) {
    console.error(error instanceof SpecError ? error.message : `release failed: ${(error as Error).message}`);
    return 1;
  }
  if (!outcome.released) {
    console.log(`Nothing to release: spec/ says what ${outcome.previous} said.`);
    return 0;
  }
  console.log(formatReport(outcome.released.changes, `Released ${outcome.released.version} (${date}), after ${outcome.previous}:`));
  return regenerate(outcome.released.version);
}

/** The changelog's entry is now dated (or amended) and the package keeps its version: generated/ follows. */
function regenerate(version: string): number {
  const generate = spawnSync(process.execPath, [path.join(projectRoot, 'generator/cli.ts')], { cwd: projectRoot, stdio: 'inherit' });
  if (generate.status !== 0) {
    console.error(`The release is recorded in ${RELEASES_DIR}/, but regenerating failed: run \`npm run generate\`.`);
    return 1;
  }
  console.log(`Commit spec/, ${RELEASES_DIR}/ and generated/ together, then publish generated/ as ${version}.`);
  return 0;
}

process.exitCode = await main();
