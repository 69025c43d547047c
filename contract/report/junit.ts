// JUnit XML for CI: one test suite per check (with its summary line as the suite's output), one
// test case per operation it ran on.
import type { ContractReport } from '../run.ts';
import type { CheckResult } from '../types.ts';
import { checkSummaryLine, findingLines } from './format.ts';
import { REDACTED, scrub } from './redact.ts';

export function junitReport(report: ContractReport, secrets: string[]): string {
  // Scrub before escaping, so `<redacted>` is escaped like any other text.
  const xml = (text: string) => escapeXml(scrub(text, secrets));
  const byCheck = new Map<string, CheckResult[]>(report.checks.map((c) => [c.name, []]));
  for (const result of report.results) byCheck.set(result.check, [...(byCheck.get(result.check) ?? []), result]);
  const { total, failed, skipped } = report.summary;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract" tests="${total}" failures="${failed}" errors="0" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}">`,
  ];
  for (const [check, results] of byCheck) {
    if (!results.length) continue;
    const n = (s: string) => results.filter((r) => r.status === s).length;
    lines.push(`  <testsuite name="${xml(check)}" tests="${results.length}" failures="${n('fail')}" errors="0" skipped="${n('skip')}">`);
    for (const result of results) {
      const open = `    <testcase classname="${xml(check)}" name="${xml(result.operation)}"`;
      if (result.status === 'pass') lines.push(`${open}/>`);
      else if (result.status === 'skip') lines.push(`${open}>`, `      <skipped message="${xml(result.reason ?? '')}"/>`, '    </testcase>');
      else {
        const first = result.findings[0];
        const message = first ? `${first.operation && first.operation !== result.operation ? `${first.operation}: ` : ''}${first.path ? `${first.path}: ` : ''}${first.message}` : 'failed';
        const body = result.findings.map((f) => findingLines(f, result.operation).join('\n')).join('\n\n');
        lines.push(`${open}>`, `      <failure message="${xml(message)}" type="${xml(result.check)}">${xml(body)}</failure>`, '    </testcase>');
      }
    }
    // The check's counts as one line, where CI shows a suite's output (after its test cases, as the JUnit schema orders them).
    lines.push(`    <system-out>${xml(checkSummaryLine(check, results))}</system-out>`, '  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return scrub(lines.join('\n'), secrets, escapeXml(REDACTED));
}

function escapeXml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the five special ones escaped.
  return text
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
