// rules.audit-log (read only): auditLog.list lists newest first, across a page boundary too, and
// its documented rules give their documented codes: a date that is not ISO 8601, endDate before
// startDate, a span over 18 months, a targetTypes or categories value outside the vocabulary ->
// invalid_input; a cursor that cannot be decoded -> cursor_invalid. A span within 18 months is
// accepted.
import { envelopeOf, isObject } from '../checks/answers.ts';
import { call, carriesCode, PRISM_STATELESS, walk, whatCameBack } from '../checks/flow.ts';
import { fail, skip, type CheckContext, type Finding, type Scenario } from '../types.ts';

const OPERATION = 'auditLog.list';
const NOT_IN_VOCABULARY = 'contract-suite-not-in-the-vocabulary';

/** Requests that break one documented rule, with the code the description gives for it. */
export const AUDIT_LOG_PROBES: { body: Record<string, unknown>; code: string; rule: string }[] = [
  { body: { startDate: 'last tuesday', endDate: '2026-03-31' }, code: 'invalid_input', rule: 'a date bound that is not an ISO 8601 date' },
  { body: { startDate: '2026-03-31', endDate: '2026-01-01' }, code: 'invalid_input', rule: 'endDate before startDate' },
  { body: { startDate: '2024-01-01', endDate: '2025-12-31' }, code: 'invalid_input', rule: 'an explicit span of 24 months (over 18)' },
  { body: { targetTypes: [NOT_IN_VOCABULARY] }, code: 'invalid_input', rule: 'a targetTypes value outside the fixed vocabulary' },
  { body: { categories: [NOT_IN_VOCABULARY] }, code: 'invalid_input', rule: 'a categories value outside the fixed vocabulary' },
  { body: { cursor: 'contract-suite:not-a-cursor' }, code: 'cursor_invalid', rule: 'a cursor that cannot be decoded' },
];

/** Where an audit entry may carry its time; the entry's fields are not shown. */
const TIME_FIELDS = ['createdAt', 'occurredAt', 'timestamp', 'time', 'performedAt'];

export const auditLogScenario: Scenario = {
  name: 'rules.audit-log',
  description: 'auditLog.list is newest first; its date, order, span, vocabulary and cursor rules give invalid_input and cursor_invalid; a span within 18 months is accepted',
  operation: OPERATION,
  uses: [OPERATION],
  needs: 'a key with auditLogsRead on an organisation with audit logs; read only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const first = await call(context, OPERATION, {}, 'the first page');
    if (!first.ok) {
      const json = first.answer?.json;
      if (carriesCode(json, 'audit_logs_not_enabled')) return skip('the organisation lacks the audit logs feature (audit_logs_not_enabled)');
      if (carriesCode(json, 'missing_endpoint_permission')) return skip('the key lacks auditLogsRead (missing_endpoint_permission)');
      return first.outcome;
    }
    const findings: Finding[] = [];
    const notes: string[] = [];
    const at = (answer: { request: any; status: number }) => ({ operation: OPERATION, request: answer.request, status: answer.status });

    // Newest first, on the first page and across the boundary to the second.
    const entries: unknown[] = Array.isArray(first.results) ? [...first.results] : [];
    let boundaryAnswer = first.answer;
    if (typeof first.body.nextCursor === 'string' && first.body.nextCursor) {
      const second = await call(context, OPERATION, { cursor: first.body.nextCursor }, 'the second page');
      if (!second.ok) return second.outcome;
      if (Array.isArray(second.results)) entries.push(...second.results);
      boundaryAnswer = second.answer;
    }
    const field = TIME_FIELDS.find((f) => entries.some((e) => isObject(e) && typeof e[f] === 'string'));
    if (!field) notes.push(`its entries carry none of ${TIME_FIELDS.join(', ')}, so the order was not checked`);
    else {
      const times = entries.map((e) => (isObject(e) && typeof e[field] === 'string' ? Date.parse(e[field] as string) : NaN));
      const i = times.findIndex((t, n) => n > 0 && Number.isFinite(t) && Number.isFinite(times[n - 1]) && t > times[n - 1]);
      if (i > 0) {
        const firstCount = Array.isArray(first.results) ? first.results.length : 0;
        findings.push({
          ...at(i >= firstCount ? boundaryAnswer : first.answer),
          message: `entries are not newest first: entry ${i + 1} (${(entries[i] as any)[field]}) is newer than entry ${i} (${(entries[i - 1] as any)[field]})${i === firstCount ? ', across the page boundary' : ''}`,
          path: `$.results[${i >= firstCount ? i - firstCount : i}].${field}`,
          value: (entries[i] as any)[field],
        });
      }
    }

    const within = await context.send({ startDate: '2025-01-01', endDate: '2026-05-31' }, { operationName: OPERATION });
    const envelope = envelopeOf(context.model);
    if (!(within.answered && envelope.succeeded(within.json))) {
      findings.push({ operation: OPERATION, message: `a span of 17 months (within 18) must be accepted, got ${whatCameBack(context.model, within)}`, request: within.request, ...(within.answered ? { status: within.status } : {}) });
    }
    const answers = await Promise.all(AUDIT_LOG_PROBES.map(async (probe) => ({ ...probe, exchange: await context.send(probe.body, { operationName: OPERATION }) })));
    for (const { exchange, code, rule } of answers) {
      const json = exchange.answered ? exchange.json : undefined;
      const refusedWithCode = envelope.failed(json) && carriesCode(json, code);
      if (!refusedWithCode) {
        findings.push({ operation: OPERATION, message: `${rule} must be refused with ${code}, got ${whatCameBack(context.model, exchange)}`, path: envelope.errorsPath, value: isObject(json) ? (envelope.errors(json) ?? envelope.flag(json)) : json, request: exchange.request, ...(exchange.answered ? { status: exchange.status } : {}) });
      }
    }
    findings.push(...(await ownWriteAudited(context, notes)));
    return fail(findings, notes);
  },
};

/** Rule 7, "events for all objects of the organization": with --allow-writes, the suite's new candidate is in the audit log. */
async function ownWriteAudited(context: CheckContext, notes: string[]): Promise<Finding[]> {
  if (context.withheld('candidate.create')) {
    notes.push("whether the suite's own write is audited was not seen: that needs --allow-writes");
    return [];
  }
  const candidateId = await context.ownRecord('candidateId');
  const entries = await walk(context, OPERATION, {}, { maxPages: Math.min(context.maxPages, 10) }, 'looking for the audit entry of the suite\'s candidate');
  if (entries.stopped) return entries.stopped.status === 'fail' ? entries.stopped.findings : [];
  if (entries.records.some((entry) => JSON.stringify(entry).includes(candidateId))) return [];
  return [{ operation: OPERATION, message: `no entry on the first ${entries.pages.length} page(s) of the audit log (newest first) is about the candidate the suite just created (${candidateId}): it must hold events for all objects of the organization`, path: '$.results', request: entries.pages[0]?.answer.request }];
}
