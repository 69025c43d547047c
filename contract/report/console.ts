// The console summary: totals, every failure grouped by check with enough to act on, skips and
// the parts passing checks could not look at grouped by reason, and every write the run made.
import type { ContractReport } from '../run.ts';
import { checkSummaryLine, findingLines, totalsLine } from './format.ts';
import { scrub } from './redact.ts';

export function consoleSummary(report: ContractReport, secrets: string[]): string {
  const out: string[] = [];
  const what = report.target.kind === 'prism-mock' ? 'the built-in Prism mock' : 'the server';
  const allowed = report.writes.destructive ? 'writes and deletions of its own records allowed' : 'writes allowed';
  const writes = report.target.kind === 'prism-mock' ? 'writes go to the mock, which keeps nothing' : report.writes.allowed ? `${allowed}, records named "${report.writes.marker}"` : 'read only (no --allow-writes)';
  out.push(`Contract run against ${what} at ${report.target.baseUrl} (${writes}); response validators: ${report.validators}`);

  const failures = report.results.filter((r) => r.status === 'fail');
  if (failures.length) {
    out.push('', 'Failures, by check:');
    for (const { name } of report.checks) {
      const failed = failures.filter((r) => r.check === name);
      if (!failed.length) continue;
      out.push(`[${name}]`);
      for (const result of failed) {
        out.push(`  FAIL ${result.operation}`);
        for (const finding of result.findings) {
          const [first, ...rest] = findingLines(finding, result.operation);
          out.push(`    - ${first}`, ...rest.map((l) => `      ${l}`));
        }
      }
    }
  }

  const grouped = (rows: { check: string; operation: string; text: string }[]) => {
    const byText = new Map<string, string[]>();
    for (const row of rows) {
      const key = `${row.check}: ${row.text}`;
      byText.set(key, [...(byText.get(key) ?? []), row.operation]);
    }
    return [...byText].sort(([a], [b]) => a.localeCompare(b)).map(([text, operations]) => {
      const which = operations.length <= 3 ? ` (${operations.join(', ')})` : '';
      return `  ${String(operations.length).padStart(4)} x ${text}${which}`;
    });
  };
  const skipped = grouped(report.results.filter((r) => r.status === 'skip').map((r) => ({ check: r.check, operation: r.operation, text: r.reason ?? '' })));
  if (skipped.length) out.push('', 'Skipped:', ...skipped);
  const notes = grouped(report.results.filter((r) => r.status !== 'skip').flatMap((r) => (r.notes ?? []).map((text) => ({ check: r.check, operation: r.operation, text }))));
  if (notes.length) out.push('', 'Not looked at by checks that ran:', ...notes);

  if (report.writes.records.length) {
    out.push('', `Written to the server (${report.writes.records.length} accepted writes, named "${report.writes.marker}" where the suite could name them):`);
    for (const record of report.writes.records) out.push(`  ${record.operation} [${record.check}] ${record.ids.join(', ') || '(no id in the answer)'}`);
  }

  out.push('', 'Per check:');
  for (const { name } of report.checks) out.push(`  ${checkSummaryLine(name, report.results.filter((r) => r.check === name))}`);
  out.push('', totalsLine(report.results, report.operations.length, report.durationMs), report.summary.failed ? 'RESULT: FAIL' : 'RESULT: PASS');
  return scrub(out.join('\n'), secrets);
}
