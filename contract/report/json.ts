// The JSON report: every result grouped by check, each failure with its request (key redacted) and
// a command to replay it, and every write the run made.
import { curlFor } from '../requests.ts';
import type { ContractReport } from '../run.ts';
import { checkSummaryLine, skipsByNeed, totalsLine } from './format.ts';
import { scrub } from './redact.ts';

export function jsonReport(report: ContractReport, secrets: string[]): string {
  const withReplay = (r: ContractReport['results'][number]) => ({
    ...r,
    findings: r.findings.map((f) => (f.request ? { ...f, replay: curlFor(f.request) } : f)),
  });
  const document = {
    target: report.target,
    validators: report.validators,
    summary: {
      operations: report.operations.length,
      ...report.summary,
      ran: report.summary.passed + report.summary.failed,
      /** Skipped checks a flag or key would make run, by it. */
      skippedFor: Object.fromEntries(skipsByNeed(report.results)),
      line: totalsLine(report.results, report.operations.length, report.durationMs),
      durationMs: report.durationMs,
    },
    writes: report.writes,
    withheld: report.withheld,
    ...(report.plan ? { plan: report.plan } : {}),
    ...(report.lostConnection ? { lostConnection: report.lostConnection } : {}),
    checks: report.checks.map((check) => {
      const rows = report.results.filter((r) => r.check === check.name);
      const n = (s: string) => rows.filter((r) => r.status === s).length;
      return { ...check, summary: checkSummaryLine(check.name, rows), passed: n('pass'), failed: n('fail'), skipped: n('skip'), results: rows.map(({ check: _check, ...rest }) => withReplay({ check: check.name, ...rest })) };
    }),
  };
  return `${scrub(JSON.stringify(document, null, 2), secrets)}\n`;
}
