// The contract suite, pointed at the sandbox as at any server (`npm run contract -- --base-url`),
// passes: no check fails, and the stateful ones (pagination, negative input, unknown keys) run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../contract/run.ts';
import { FULL, startTestSandbox, type TestSandbox } from './support.ts';

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
    const failures = report.results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}: ${JSON.stringify(r.findings).slice(0, 300)}`);
    expect(failures).toEqual([]);
    const passed = (check: string) => report.results.filter((r) => r.check === check && r.status === 'pass').length;
    expect(passed('pagination')).toBeGreaterThan(30);
    expect(passed('authentication.unknown-key')).toBe(report.operations.length);
    expect(passed('negative-input.not-an-object')).toBe(report.operations.length);
    expect(passed('deprecated-alias')).toBe(2);
    expect(t.violations).toEqual([]);
  });
});
