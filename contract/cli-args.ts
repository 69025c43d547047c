// Parses `npm run contract` arguments; every problem is a UsageError naming the flag.
import { parseArgs } from 'node:util';
import { DEFAULTS, UsageError, type ContractOptions } from './run.ts';

export const USAGE = `Usage: npm run contract -- [--base-url URL --api-key KEY] [options]
  --base-url URL     the server to test; without it the suite starts the Prism mock of the spec
  --api-key KEY      the API key (Basic user name); or set CONTRACT_API_KEY. Never printed.
  --timeout-ms N     hard limit per request (default ${DEFAULTS.timeoutMs}); a hang is reported, not waited out
  --only a.b,c.d     test only these operations (a check across operations runs when all it uses are selected)
  --checks a,b       run only these checks (a name also selects its sub-checks: security runs security.*)
  --allow-writes     send requests that change data (create, update, submit); without it nothing that
                     writes is sent, and the checks that need writes are skipped saying so. Every record
                     the suite creates carries "contract-suite <time> <id>"; the report lists each write
  --restricted-key K a second key with narrower permissions, for the permissions check
                     (or CONTRACT_RESTRICTED_KEY). Never printed
  --deactivated-key K a deactivated key, for the permissions check (or CONTRACT_DEACTIVATED_KEY)
  --report FILE      write the JSON report to FILE
  --junit FILE       write JUnit XML to FILE
  --concurrency N    requests in flight at once (default ${DEFAULTS.concurrency})
  --max-pages N      pages a list may take before pagination counts as never-ending (default ${DEFAULTS.maxPages})
Exit status: 0 every check passed or was skipped with a reason, 1 a check failed, 2 usage error,
3 the suite could not run (the spec is missing, the mock did not start, the server cannot be
reached) or a report could not be written.`;

export interface CliOptions extends ContractOptions {
  help?: boolean;
  reportPath?: string;
  junitPath?: string;
}

export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'timeout-ms': { type: 'string' },
        only: { type: 'string' },
        checks: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        'restricted-key': { type: 'string' },
        'deactivated-key': { type: 'string' },
        report: { type: 'string' },
        junit: { type: 'string' },
        concurrency: { type: 'string' },
        'max-pages': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    // parseArgs words these well ("Unknown option '--foo'", "Option '--only <value>' argument missing").
    throw new UsageError((error as Error).message);
  }
  const options: CliOptions = { help: values.help };
  for (const flag of ['base-url', 'api-key', 'report', 'junit', 'only', 'checks', 'restricted-key', 'deactivated-key'] as const) {
    if (values[flag] !== undefined && values[flag]!.trim() === '') throw new UsageError(`--${flag} needs a value.`);
  }
  options.baseUrl = values['base-url'];
  options.apiKey = values['api-key'] ?? (env.CONTRACT_API_KEY || undefined);
  options.timeoutMs = integerFlag(values['timeout-ms'], 'timeout-ms');
  options.concurrency = integerFlag(values.concurrency, 'concurrency');
  options.maxPages = integerFlag(values['max-pages'], 'max-pages');
  if (values.only !== undefined) options.only = values.only.split(',').map((s) => s.trim()).filter(Boolean);
  if (values.checks !== undefined) options.checks = values.checks.split(',').map((s) => s.trim()).filter(Boolean);
  options.allowWrites = values['allow-writes'] === true;
  options.restrictedKey = values['restricted-key'] ?? (env.CONTRACT_RESTRICTED_KEY || undefined);
  options.deactivatedKey = values['deactivated-key'] ?? (env.CONTRACT_DEACTIVATED_KEY || undefined);
  options.reportPath = values.report;
  options.junitPath = values.junit;
  return options;
}

function integerFlag(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(raw.trim())) throw new UsageError(`--${flag} must be a positive whole number, not "${raw}".`);
  return Number(raw);
}
