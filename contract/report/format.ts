// Small wording helpers shared by the report writers.
import { curlFor } from '../requests.ts';
import type { Finding } from '../types.ts';

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
