// The console summary: totals, every failure with enough to act on, skips grouped by reason.
import type { ContractReport } from '../run.ts';
import { findingLines } from './format.ts';
import { scrub } from './redact.ts';

export function consoleSummary(report: ContractReport, secrets: string[]): string {
  const out: string[] = [];
  const what = report.target.kind === 'prism-mock' ? 'the built-in Prism mock' : 'the server';
  out.push(`Contract run against ${what} at ${report.target.baseUrl}; response validators: ${report.validators}`);

  const failures = report.results.filter((r) => r.status === 'fail');
  if (failures.length) {
    out.push('', 'Failures:');
    for (const result of failures) {
      out.push(`FAIL ${result.operation} [${result.check}]`);
      for (const finding of result.findings) {
        const [first, ...rest] = findingLines(finding);
        out.push(`  - ${first}`, ...rest.map((l) => `    ${l}`));
      }
    }
  }

  const reasons = new Map<string, string[]>();
  for (const result of report.results.filter((r) => r.status === 'skip')) {
    const key = `${result.check}: ${result.reason}`;
    reasons.set(key, [...(reasons.get(key) ?? []), result.operation]);
  }
  if (reasons.size) {
    out.push('', 'Skipped:');
    for (const [reason, operations] of [...reasons].sort(([a], [b]) => a.localeCompare(b))) {
      const which = operations.length <= 3 ? ` (${operations.join(', ')})` : '';
      out.push(`  ${String(operations.length).padStart(4)} x ${reason}${which}`);
    }
  }

  out.push('', 'Per check:');
  for (const { name } of report.checks) {
    const rows = report.results.filter((r) => r.check === name);
    const n = (s: string) => rows.filter((r) => r.status === s).length;
    out.push(`  ${name.padEnd(34)} ${String(n('pass')).padStart(4)} passed ${String(n('fail')).padStart(4)} failed ${String(n('skip')).padStart(4)} skipped`);
  }
  const { total, passed, failed, skipped } = report.summary;
  out.push(
    '',
    `${report.operations.length} operations, ${total} checks: ${passed} passed, ${failed} failed, ${skipped} skipped (${(report.durationMs / 1000).toFixed(1)} s).`,
    failed ? 'RESULT: FAIL' : 'RESULT: PASS',
  );
  return scrub(out.join('\n'), secrets);
}
