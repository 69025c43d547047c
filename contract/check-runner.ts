// Runs the selected checks: each per-operation check on every selected operation, each scenario
// once, all at once (the session bounds how many requests are in flight). A check's outcome
// becomes a result; a request the consent guard kept back skips the check, saying which flag
// would let it run; a check that throws fails, saying why.
import type { OperationModel } from '../generator/model/types.ts';
import { ConsentError, OwnRecordError } from './errors.ts';
import type { KeyRole } from './keys.ts';
import type { RunSettings } from './options.ts';
import type { Session } from './session.ts';
import type { CheckContext, CheckOutcome, CheckResult, SuiteOptions } from './types.ts';
import type { ResponseValidator } from './validation/response-validator.ts';

export async function runChecks(session: Session, settings: RunSettings, validator: ResponseValidator, suite: SuiteOptions): Promise<CheckResult[]> {
  const contextFor = (operation: OperationModel, check: string): CheckContext => ({
    operation,
    model: settings.model,
    target: session.target,
    maxPages: settings.maxPages,
    options: suite,
    primary: (name = operation.name) => session.primary(name),
    withheld: (name = operation.name) => session.withheld(name),
    send: (body, opts = {}) => session.send(opts.operationName ?? operation.name, body, opts, check),
    requestBody: (name = operation.name) => session.requestBody(name),
    probeBody: (name = operation.name) => session.probeBody(name),
    madeUpId: (form) => session.madeUpId(form),
    ownRecord: (field, options) => session.ownRecords.get(field, options),
    consent: (name = operation.name) => session.consent(name),
    validateResponse: (body, name = operation.name) => validator.validate(session.operation(name), body),
  });
  const perOperation = settings.operations.flatMap((operation) => settings.checks.map((check) => settle(operation.name, check.name, () => check.run(contextFor(operation, check.name)))));
  const scenarios = settings.scenarios.map((scenario) => settle(scenario.operation, scenario.name, () => scenario.run(contextFor(session.operation(scenario.operation), scenario.name))));
  return Promise.all([...perOperation, ...scenarios]);
}

/** The extra keys a run holds, for the checks (never the keys themselves). */
export function suiteOptions(settings: RunSettings, marker: string, slug: string): SuiteOptions {
  return {
    keys: new Set(Object.keys(settings.keys.extra) as KeyRole[]),
    marker,
    slug,
    operations: settings.operations.map((o) => o.name),
  };
}

async function settle(operation: string, check: string, run: () => Promise<CheckOutcome>): Promise<CheckResult> {
  try {
    const outcome = await run();
    if (outcome.status === 'skip') return { operation, check, status: 'skip', reason: outcome.reason, ...(outcome.needs ? { needs: outcome.needs } : {}), findings: [] };
    return { operation, check, status: outcome.status, ...(outcome.status === 'pass' && outcome.notes ? { notes: outcome.notes } : {}), findings: outcome.status === 'fail' ? outcome.findings : [] };
  } catch (error) {
    if (error instanceof ConsentError) return { operation, check, status: 'skip', reason: error.message, ...(error.needs ? { needs: error.needs } : {}), findings: [] };
    if (error instanceof OwnRecordError) return { operation, check, status: 'skip', reason: `the suite ${error.message}`, findings: [] };
    return { operation, check, status: 'fail', findings: [{ message: `the check could not run: ${(error as Error).message}` }] };
  }
}
