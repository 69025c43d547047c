// The contract suite, pointed at the sandbox as at any server (`npm run contract -- --base-url`),
// passes: no check fails, and the stateful ones (pagination, negative input, unknown keys) run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../contract/run.ts';
import { unknownFailures } from '../contract/sandbox-known-faults.ts';
import { FULL, ON_BEHALF, startTestSandbox, type TestSandbox } from './support.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(async () => {
  await t?.sandbox.close();
});

describe('the contract suite against the sandbox', () => {
  it('passes, with pagination, negative input and unknown keys checked', async () => {
    // The sandbox is in memory, so the suite may write (without it, write operations' examples are not sent).
    const report = await runContract({ baseUrl: t.sandbox.url, apiKey: FULL, allowWrites: true });
    const failures = unknownFailures(report).map((r) => `${r.operation} ${r.check}: ${JSON.stringify(r.findings).slice(0, 300)}`);
    expect(failures).toEqual([]);
    const passed = (check: string) => report.results.filter((r) => r.check === check && r.status === 'pass').length;
    expect(passed('pagination')).toBeGreaterThan(30);
    expect(passed('authentication.unknown-key')).toBe(report.operations.length);
    expect(passed('negative-input.not-an-object')).toBe(report.operations.length);
    expect(passed('deprecated-alias')).toBe(2);
    expect(t.violations).toEqual([]);
  });

  it('skips, rather than fails, negative input on operations a narrow key may not call', async () => {
    // sandbox-on-behalf holds Candidates and Organization only; the sandbox checks permission before the body.
    const report = await runContract({ baseUrl: t.sandbox.url, apiKey: ON_BEHALF, checks: ['negative-input'] });
    const results = report.results.filter((r) => r.check.startsWith('negative-input.'));
    expect(results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}`)).toEqual([]);
    const refused = results.filter((r) => r.status === 'skip' && /may not call this operation \(HTTP 403, "missing_endpoint_permission/.test(r.reason ?? ''));
    expect(refused.map((r) => r.operation)).toContain('job.list');
    expect(results.some((r) => r.operation === 'candidate.list' && r.status === 'pass')).toBe(true);
  });
});
