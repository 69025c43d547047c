// Parses `npm run contract` arguments; every problem is a UsageError naming the flag.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.ts';
import { EXIT } from './exit-codes.ts';
import { API_KEY_VARIABLE, KEY_ROLES, type KeyRole } from './keys.ts';
import { DEFAULTS, type ContractOptions } from './options.ts';

const keyFlags = KEY_ROLES.map(({ flag, env, what }) => `  ${`${flag} K`.padEnd(26)} ${what} (or ${env})`).join('\n');

export const USAGE = `Usage: npm run contract -- [--base-url URL --api-key KEY] [options]
  --base-url URL             the server to test; without it the suite starts the Prism mock of the spec
  --api-key KEY              the API key (Basic user name); better set CONTRACT_API_KEY: npm run prints its
                             arguments, so a key flag shows in the log (the suite itself never prints a key)
  --allow-writes             send creates, and updates of the records the suite created; without it nothing
                             that writes is sent, and the checks that need writes are skipped saying so.
                             Every record the suite creates carries "contract-suite <time> <id>"
  --allow-destructive        also send deletions, removals, archiving, anonymizing and the like, only to
                             records the suite created (implies --allow-writes)
  --plan                     list every request the run would send, with the consent each needs; send none
  --only a,b                 run only these checks and operations (a check name also selects its dotted
                             sub-checks: security runs security.*; a resource name, its operations)
  --skip a,b                 leave out these checks and operations (same names as --only)
  --checks a,b               the same as --only
  --timeout-ms N             hard limit per request (default ${DEFAULTS.timeoutMs}); a hang is reported, not waited out
  --report FILE              write the JSON report to FILE
  --junit FILE               write JUnit XML to FILE
  --concurrency N            requests in flight at once (default ${DEFAULTS.concurrency})
  --max-pages N              pages a list may take before pagination counts as never-ending (default ${DEFAULTS.maxPages})
Keys that lack something, so that what it forbids is tried (each optional; best set in its variable):
${keyFlags}
Exit status: ${EXIT.passed} every check passed or was skipped with a reason (or the plan was listed),
${EXIT.failed} a check failed, ${EXIT.usage} usage error (nothing was sent), ${EXIT.couldNotRun} the suite could not run (the spec is
missing, the mock did not start, the server cannot be reached), ${EXIT.reportNotWritten} the checks ran but a report
could not be written.`;

export interface CliOptions extends ContractOptions {
  help?: boolean;
  reportPath?: string;
  junitPath?: string;
}

const NAME_LISTS = ['only', 'skip', 'checks'] as const;

export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'timeout-ms': { type: 'string' },
        only: { type: 'string', multiple: true },
        skip: { type: 'string', multiple: true },
        checks: { type: 'string', multiple: true },
        'allow-writes': { type: 'boolean' },
        'allow-destructive': { type: 'boolean' },
        plan: { type: 'boolean' },
        ...Object.fromEntries(KEY_ROLES.map(({ flag }) => [flag.slice(2), { type: 'string' as const }])),
        report: { type: 'string' },
        junit: { type: 'string' },
        concurrency: { type: 'string' },
        'max-pages': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | string[] | boolean | undefined>;
  } catch (error) {
    // parseArgs words these well ("Unknown option '--foo'", "Option '--only <value>' argument missing").
    throw new UsageError((error as Error).message);
  }
  const text = (flag: string) => {
    const value = values[flag] as string | undefined;
    if (value !== undefined && value.trim() === '') throw new UsageError(`--${flag} needs a value.`);
    return value;
  };
  const options: CliOptions = { help: values.help === true };
  options.baseUrl = text('base-url');
  options.apiKey = text('api-key') ?? (env[API_KEY_VARIABLE] || undefined);
  options.timeoutMs = integerFlag(text('timeout-ms'), 'timeout-ms');
  options.concurrency = integerFlag(text('concurrency'), 'concurrency');
  options.maxPages = integerFlag(text('max-pages'), 'max-pages');
  for (const flag of NAME_LISTS) {
    const given = values[flag] as string[] | undefined;
    if (given === undefined) continue;
    const names = given.flatMap((list) => list.split(',')).map((s) => s.trim()).filter(Boolean);
    if (names.length === 0) throw new UsageError(`--${flag} needs at least one check or operation name.`);
    options[flag] = names;
  }
  options.allowWrites = values['allow-writes'] === true;
  options.allowDestructive = values['allow-destructive'] === true;
  options.plan = values.plan === true;
  const keys: Partial<Record<KeyRole, string>> = {};
  for (const { role, flag, env: variable } of KEY_ROLES) {
    const key = text(flag.slice(2)) ?? (env[variable] || undefined);
    if (key !== undefined) keys[role] = key;
  }
  options.keys = keys;
  options.reportPath = text('report');
  options.junitPath = text('junit');
  return options;
}

function integerFlag(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(raw.trim())) throw new UsageError(`--${flag} must be a positive whole number, not "${raw}".`);
  return Number(raw);
}
