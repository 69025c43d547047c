// Small wording helpers shared by the report writers.
import { curlFor } from '../requests.ts';
import type { CheckResult, Finding } from '../types.ts';

export function describeValue(value: unknown, max = 200): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A finding as lines of plain text: what, where, the value, and the request that produced it. */
export function findingLines(finding: Finding, resultOperation?: string): string[] {
  const lines: string[] = [];
  const about = finding.operation && finding.operation !== resultOperation ? `${finding.operation}: ` : '';
  const where = `${about}${finding.path ? `${finding.path}: ` : ''}`;
  const value = finding.value !== undefined ? ` (got ${describeValue(finding.value)})` : '';
  lines.push(`${where}${finding.message}${value}`);
  if (finding.request) {
    const status = finding.status !== undefined ? ` -> HTTP ${finding.status}` : '';
    lines.push(`request: ${finding.request.method} ${finding.request.url}${status}`);
    for (const [name, v] of Object.entries(finding.request.headers)) lines.push(`  ${name}: ${v}`);
    const body = finding.request.body;
    lines.push(`  body: ${body.length > 500 ? `${body.slice(0, 500)}...` : body}`);
    lines.push(`replay: ${curlFor(finding.request)}`);
  }
  return lines;
}

/** One check's counts as a line: `transport: 120 passed, 0 failed, 39 skipped (39 need --allow-writes)`. */
export function checkSummaryLine(name: string, results: CheckResult[]): string {
  const n = (status: string) => results.filter((r) => r.status === status).length;
  const needs = skipsByNeed(results);
  const why = needs.length ? ` (${needs.map(([flag, count]) => `${count} need ${flag}`).join(', ')})` : '';
  return `${name}: ${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped${why}`;
}

/** Skipped results that a flag or key would make run, counted by it, most first. */
export function skipsByNeed(results: CheckResult[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of results) if (r.status === 'skip' && r.needs) counts.set(r.needs, (counts.get(r.needs) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The run's totals as a sentence: how many checks ran, how they ended, how many were skipped and what would run them. */
export function totalsLine(results: CheckResult[], operations: number, durationMs: number): string {
  const n = (status: string) => results.filter((r) => r.status === status).length;
  const needs = skipsByNeed(results);
  const unlocked = needs.length ? `; ${needs.map(([flag, count]) => `${count} would run with ${flag}`).join(', ')}` : '';
  return `${operations} operation${operations === 1 ? '' : 's'}: ${n('pass') + n('fail')} checks ran (${n('pass')} passed, ${n('fail')} failed), ${n('skip')} skipped${unlocked} (${(durationMs / 1000).toFixed(1)} s).`;
}
