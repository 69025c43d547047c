// The whole suite against the sandbox (sandbox/, in memory), as any server: every check passes,
// the behaviour checks run rather than skip, and each fault the proxy plants in front of it fails
// exactly the matching check. The run's length is measured in bench/, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract, type ContractReport } from '../../contract/run.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { BEHAVIOUR_CHECKS, FAKE_OPERATIONS } from './fake-api.ts';
import { describeFailures, failedChecks, findingFor, PROXY_FAULTS, runThroughProxy } from './fault-proxy.ts';

/**
 * What the sandbox does not do yet, each with the check that finds it. The test holds each entry
 * to failing, so one that is fixed is noticed and taken out.
 */
const KNOWN_SANDBOX_FAULTS: Record<string, RegExp> = {};
const unexpected = (report: ContractReport) => describeFailures(report).filter((line) => !Object.keys(KNOWN_SANDBOX_FAULTS).some((check) => line.includes(` ${check}: `)));

// The shipped demo keys, as README's contract command uses them: `sandbox-admin` may also act on
// behalf of users, so attribution through X-On-Behalf-Of is checked too.
export const SANDBOX_KEYS = { full: 'sandbox-admin', restricted: 'sandbox-read-only', deactivated: 'sandbox-deactivated' };

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', sizes: { candidates: 300, users: 20, jobs: 10, auditEntries: 50 }, log: () => {} });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('the whole suite against the sandbox, writes allowed', () => {
  let report: ContractReport;
  beforeAll(async () => {
    report = await runContract({ baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full, restrictedKey: SANDBOX_KEYS.restricted, deactivatedKey: SANDBOX_KEYS.deactivated, allowWrites: true });
  }, 240_000);

  it('fails no check but those of the faults it is known to have', () => {
    expect(unexpected(report)).toEqual([]);
    for (const [check, says] of Object.entries(KNOWN_SANDBOX_FAULTS)) {
      const findings = report.results.filter((r) => r.check === check).flatMap((r) => r.findings.map((f) => f.message));
      expect(findings.some((m) => says.test(m)), `${check} no longer finds its known sandbox fault: take it out of KNOWN_SANDBOX_FAULTS`).toBe(true);
    }
  });

  it('runs every behaviour check rather than skipping it', () => {
    for (const check of BEHAVIOUR_CHECKS.filter((name) => !(name in KNOWN_SANDBOX_FAULTS))) {
      const results = report.results.filter((r) => r.check === check);
      expect(results.some((r) => r.status === 'pass'), `${check}: ${results.map((r) => r.reason).join('; ')}`).toBe(true);
    }
    expect(report.writes.records.some((r) => r.operation === 'candidate.create' && r.check === 'read-your-writes')).toBe(true);
  });
});

describe('faults planted by a proxy in front of the sandbox', () => {
  it.each(PROXY_FAULTS)('$fault: only $check fails, naming $operation', async ({ fault, check, operation, says }) => {
    const report = await runThroughProxy(sandbox.url, fault, SANDBOX_KEYS, FAKE_OPERATIONS);
    expect(failedChecks(report).filter((name) => !(name in KNOWN_SANDBOX_FAULTS)), unexpected(report).join('\n')).toEqual([check]);
    const { finding, all } = findingFor(report, check, operation, says);
    expect(finding, all.join('\n')).toBeDefined();
    expect(finding!.request?.url).toMatch(new RegExp(`/${operation.replace('.', '\\.')}$`));
  });
});
