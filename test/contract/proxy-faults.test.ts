// Faults planted by a proxy in front of an implementation (fault-proxy.ts), so each behaviour
// check is proven against a server the suite did not write for itself: the stateful fake here, and
// the sandbox in sandbox.test.ts. Through the proxy without a fault, no check fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract, type ContractReport } from '../../contract/run.ts';
import { FAKE_KEYS, FAKE_OPERATIONS, startFake, type RunningFake } from './fake-api.ts';
import { startFaultProxy, type ProxyFault, type ProxyKeys } from './fault-proxy.ts';

/** Each proxy fault, the one check it must fail, and the operation the finding names. */
export const PROXY_FAULTS: { fault: ProxyFault; check: string; operation: string; says: RegExp }[] = [
  { fault: 'ignores-limit', check: 'paging.completeness', operation: 'application.list', says: /records where limit asked for at most/ },
  { fault: 'ignores-sync-token', check: 'sync.incremental', operation: 'candidate.list', says: /brought back/ },
  // The proxy answers apiKey.info with the full key's scopes too, so the check sees a key refused nothing.
  { fault: 'ignores-permissions', check: 'permissions', operation: 'apiKey.info', says: /the restricted key was refused none of \d+ read operations/ },
  { fault: 'accepts-deactivated-key', check: 'permissions', operation: 'candidate.list', says: /the deactivated key: expected HTTP 403/ },
  { fault: 'update-not-visible', check: 'read-your-writes', operation: 'candidate.info', says: /an update is not visible/ },
  { fault: 'ignores-on-behalf-of', check: 'read-your-writes', operation: 'candidate.createNote', says: /attributed to another author/ },
  { fault: 'accepts-score-7', check: 'rules.feedback-values', operation: 'applicationFeedback.submit', says: /given \{"score":7\}: a Score is an integer from 1 to 4/ },
  { fault: 'audit-log-oldest-first', check: 'rules.audit-log', operation: 'auditLog.list', says: /not newest first/ },
  { fault: 'audit-log-no-span-limit', check: 'rules.audit-log', operation: 'auditLog.list', says: /span of 24 months \(over 18\) must be refused with invalid_input/ },
  { fault: 'lookup-prefers-form-instance', check: 'rules.application-info-lookup', operation: 'application.info', says: /the lookup uses applicationId/ },
  { fault: 'multipart-drops-name', check: 'surface.media-types', operation: 'candidate.uploadResume', says: /must have required property 'name'/ },
  { fault: 'on-behalf-of-breaks-lists', check: 'surface.optional-headers', operation: 'candidate.list', says: /must have required property 'moreDataAvailable'/ },
  { fault: 'accepts-bearer', check: 'security.credentials', operation: 'candidate.list', says: /Bearer token: expected HTTP 401 or 403 without data/ },
  { fault: 'echoes-key', check: 'security.key-echo', operation: 'candidate.list', says: /repeats the API key/ },
  { fault: 'leaks-stack-trace', check: 'security.error-disclosure', operation: 'candidate.list', says: /gives away a stack trace/ },
  { fault: 'answers-get', check: 'security.http-method', operation: 'candidate.list', says: /GET candidate\.list with the key got HTTP 200/ },
  { fault: 'cors-credentials', check: 'security.cors', operation: 'candidate.list', says: /granted credentialed access/ },
  { fault: 'crashes-on-big-body', check: 'security.oversized-body', operation: 'candidate.list', says: /4 MiB body got a server error HTTP 500/ },
];

/** Runs the whole suite through a proxy with `fault` in front of `target`. */
export async function runThroughProxy(target: string, fault: ProxyFault | null, keys: ProxyKeys, only: string[]): Promise<ContractReport> {
  const proxy = await startFaultProxy(target, fault, keys);
  try {
    return await runContract({ baseUrl: proxy.baseUrl, apiKey: keys.full, restrictedKey: keys.restricted, deactivatedKey: keys.deactivated, allowWrites: true, only });
  } finally {
    await proxy.close();
  }
}

export const failedChecks = (report: ContractReport) => [...new Set(report.results.filter((r) => r.status === 'fail').map((r) => r.check))].sort();
export const describeFailures = (report: ContractReport) =>
  report.results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}: ${r.findings.map((f) => `${f.operation ?? ''} ${f.path ?? ''} ${f.message}`).join(' | ')}`);

/** The finding of `check` naming `operation` whose message matches `says`, with the request it names. */
export function findingFor(report: ContractReport, check: string, operation: string, says: RegExp) {
  const findings = report.results.filter((r) => r.check === check && r.status === 'fail').flatMap((r) => r.findings.map((f) => ({ ...f, operation: f.operation ?? r.operation })));
  return { finding: findings.find((f) => f.operation === operation && says.test(f.message)), all: findings.map((f) => `${f.operation}: ${f.message}`) };
}

let fake: RunningFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake?.close();
});

describe('faults planted by a proxy in front of the stateful fake', () => {
  it('without a fault, nothing fails', async () => {
    const report = await runThroughProxy(fake.baseUrl, null, FAKE_KEYS, FAKE_OPERATIONS);
    expect(describeFailures(report)).toEqual([]);
  });

  it.each(PROXY_FAULTS)('$fault: only $check fails, naming $operation', async ({ fault, check, operation, says }) => {
    const report = await runThroughProxy(fake.baseUrl, fault, FAKE_KEYS, FAKE_OPERATIONS);
    expect(failedChecks(report), describeFailures(report).join('\n')).toEqual([check]);
    const { finding, all } = findingFor(report, check, operation, says);
    expect(finding, all.join('\n')).toBeDefined();
    expect(finding!.request?.url).toMatch(new RegExp(`/${operation.replace('.', '\\.')}$`));
  });
});
