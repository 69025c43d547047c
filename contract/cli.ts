// `npm run contract -- --base-url URL --api-key KEY [--timeout-ms N] [--only op1,op2] [--report FILE.json] [--junit FILE.xml]`
import fs from 'node:fs';
import path from 'node:path';
import { parseCliArgs, USAGE } from './cli-args.ts';
import { consoleSummary } from './report/console.ts';
import { jsonReport } from './report/json.ts';
import { junitReport } from './report/junit.ts';
import { scrub, secretsFor } from './report/redact.ts';
import { exitCodeFor, runContract, UsageError } from './run.ts';

export async function main(argv: string[]): Promise<number> {
  let secrets: string[] = [];
  try {
    const options = parseCliArgs(argv);
    secrets = secretsFor(options.apiKey);
    if (options.help) {
      console.log(USAGE);
      return 0;
    }
    const report = await runContract({ ...options, log: (line) => console.error(scrub(line, secrets)) });
    if (options.reportPath) writeReport(options.reportPath, jsonReport(report, secrets));
    if (options.junitPath) writeReport(options.junitPath, junitReport(report, secrets));
    console.log(consoleSummary(report, secrets));
    return exitCodeFor(report);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(scrub(`${error.message}\n\n${USAGE}`, secrets));
      return 2;
    }
    console.error(scrub(`The contract suite could not run: ${(error as Error).message}`, secrets));
    return 3;
  }
}

function writeReport(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, text);
}

process.exitCode = await main(process.argv.slice(2));
