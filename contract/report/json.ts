// The JSON report: every result of every operation, each failure with its request (key redacted)
// and a command to replay it.
import { curlFor } from '../requests.ts';
import type { ContractReport } from '../run.ts';
import { scrub } from './redact.ts';

export function jsonReport(report: ContractReport, secrets: string[]): string {
  const document = {
    target: report.target,
    validators: report.validators,
    summary: { operations: report.operations.length, ...report.summary, durationMs: report.durationMs },
    checks: report.checks,
    results: report.results.map((r) => ({
      ...r,
      findings: r.findings.map((f) => (f.request ? { ...f, replay: curlFor(f.request) } : f)),
    })),
  };
  return `${scrub(JSON.stringify(document, null, 2), secrets)}\n`;
}
