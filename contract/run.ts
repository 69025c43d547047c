// Runs the contract suite: checks the options, opens the target (the server, or the Prism mock of
// the spec), makes sure it can be reached, runs the selected checks through one session, and
// gathers their results into a report. With `plan`, nothing is sent: the report lists every
// request the run would send instead.
import { runChecks, suiteOptions } from './check-runner.ts';
import { planTransport, type PlannedRequest } from './plan.ts';
import { resolveOptions, type ContractOptions } from './options.ts';
import { secretsFor } from './report/redact.ts';
import { requestBodyFor } from './requests.ts';
import { runMarker } from './safety.ts';
import { Session, type Withheld } from './session.ts';
import { ensureReachable, lostDuringRun, openTarget } from './target.ts';
import type { CheckResult, Target, WrittenRecord } from './types.ts';
import { loadResponseValidator } from './validation/response-validator.ts';

export { DEFAULTS, MOCK_API_KEY, type ContractOptions } from './options.ts';
export { UnreachableError, UsageError } from './errors.ts';
export { exitCodeFor } from './exit-codes.ts';

export interface ContractReport {
  target: Target;
  /** Where the response validators came from. */
  validators: string;
  operations: string[];
  checks: { name: string; description: string }[];
  results: CheckResult[];
  /** Whether writes were allowed, the name given to what the run created, every accepted write and the ids of the records it created. */
  writes: { allowed: boolean; destructive: boolean; marker: string; records: WrittenRecord[]; created: string[] };
  /** Requests the consent guard kept back, each with the flag that would have let it go. */
  withheld: Withheld[];
  summary: { total: number; passed: number; failed: number; skipped: number };
  /** Set when the server stopped answering during the run: its failures say nothing of the contract (exit status 3). */
  lostConnection?: string;
  /** With `plan`: every request the run would have sent (none was). */
  plan?: PlannedRequest[];
  durationMs: number;
}

export async function runContract(options: ContractOptions = {}): Promise<ContractReport> {
  const started = performance.now();
  const settings = resolveOptions(options);
  const validator = await loadResponseValidator(settings.model);
  const { target, stop } = await openTarget(settings, options.log);
  try {
    const { marker, slug } = runMarker();
    const planned = settings.plan ? planTransport(settings.model) : null;
    const bodies = new Map<string, unknown>();
    for (const operation of settings.model.operations) bodies.set(operation.name, await requestBodyFor(operation, settings.model));
    const secrets = [settings.keys.valid, ...Object.values(settings.keys.extra)].flatMap((key) => secretsFor(key));
    const session = new Session(
      { model: settings.model, target, keys: settings.keys, timeoutMs: settings.timeoutMs, concurrency: settings.concurrency, marker, slug, secrets, transport: planned?.transport },
      bodies,
    );
    await ensureReachable(session, settings);
    const results = await runChecks(session, settings, validator, suiteOptions(settings, marker, slug));
    const lostConnection = await lostDuringRun(session, settings);
    const count = (status: string) => results.filter((r) => r.status === status).length;
    return {
      target,
      validators: validator.source,
      operations: settings.operations.map((o) => o.name),
      checks: [...settings.checks, ...settings.scenarios].map((c) => ({ name: c.name, description: c.description })),
      results,
      writes: { allowed: target.writes, destructive: target.destructive, marker, records: session.ledger.records, created: target.kind === 'server' ? session.created : [] },
      withheld: session.withheldRequests,
      summary: { total: results.length, passed: count('pass'), failed: count('fail'), skipped: count('skip') },
      ...(lostConnection ? { lostConnection } : {}),
      ...(planned ? { plan: planned.requests } : {}),
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await stop();
  }
}
