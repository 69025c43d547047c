// `npm run contract -- --base-url URL --api-key KEY [options]` (cli-args.ts lists them; exit-codes.ts says what each exit status means).
import fs from 'node:fs';
import path from 'node:path';
import { parseCliArgs, USAGE, type CliOptions } from './cli-args.ts';
import { UsageError } from './errors.ts';
import { EXIT, exitCodeFor } from './exit-codes.ts';
import { planLines } from './plan.ts';
import { consoleSummary } from './report/console.ts';
import { jsonReport } from './report/json.ts';
import { junitReport } from './report/junit.ts';
import { scrub, secretsFor } from './report/redact.ts';
import { runContract } from './run.ts';

export async function main(argv: string[]): Promise<number> {
  let secrets: string[] = [];
  try {
    const options = parseCliArgs(argv);
    secrets = keysOf(options).flatMap((key) => secretsFor(key));
    if (options.help) {
      console.log(USAGE);
      return EXIT.passed;
    }
    const reports = [
      { flag: '--report', file: options.reportPath, render: jsonReport },
      { flag: '--junit', file: options.junitPath, render: junitReport },
    ].filter((r): r is typeof r & { file: string } => Boolean(r.file));
    // Checked before the run: a run sends requests that change data, and its results must not be lost.
    for (const { flag, file } of reports) prepareReportFile(flag, file);
    const report = await runContract({ ...options, log: (line) => console.error(scrub(line, secrets)) });
    console.log(report.plan ? scrub(planLines(report.plan, report.withheld, report.target.baseUrl).join('\n'), secrets) : consoleSummary(report, secrets));
    if (report.lostConnection) console.error(scrub(`The contract suite could not finish: ${report.lostConnection}.`, secrets));
    let written = true;
    for (const { file, render } of reports) {
      try {
        fs.writeFileSync(file, render(report, secrets));
      } catch (error) {
        console.error(`Could not write the report ${file}: ${(error as Error).message}`);
        written = false;
      }
    }
    if (!written) return EXIT.reportNotWritten;
    return report.plan ? EXIT.passed : exitCodeFor(report);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(scrub(`${error.message}\n\n${USAGE}`, secrets));
      return EXIT.usage;
    }
    console.error(scrub(`The contract suite could not run: ${(error as Error).message}`, secrets));
    return EXIT.couldNotRun;
  }
}

function keysOf(options: CliOptions): (string | undefined)[] {
  return [options.apiKey, options.restrictedKey, options.deactivatedKey, ...Object.values(options.keys ?? {})];
}

/**
 * Makes the report's folder and checks the file can be written there, or says why not (a usage error).
 * The file itself is opened (and a new one removed again): permission bits alone do not say it, since
 * they let root write anywhere, /proc included.
 */
function prepareReportFile(flag: string, file: string): void {
  const resolved = path.resolve(file);
  try {
    if (fs.existsSync(resolved)) {
      if (fs.statSync(resolved).isDirectory()) throw new Error('it is a folder');
      fs.closeSync(fs.openSync(resolved, 'a'));
    } else {
      fs.mkdirSync(path.dirname(resolved), { recursive: true });
      fs.closeSync(fs.openSync(resolved, 'wx'));
      fs.rmSync(resolved);
    }
  } catch (error) {
    throw new UsageError(`${flag} ${file} cannot be written: ${(error as Error).message}`);
  }
}

process.exitCode = await main(process.argv.slice(2));
