// The whole declared surface: every request media type the spec declares beyond JSON (the
// multipart uploads) and every optional header (X-On-Behalf-Of) is sent at least once, and the
// answer is judged like any other: transport, envelope, response schema.
import { deref } from '../../generator/model/refs.ts';
import type { OperationModel } from '../../generator/model/types.ts';
import { isObject } from '../checks/answers.ts';
import { call, idOf, readSuccess, walk } from '../checks/flow.ts';
import { fail, pass, skip, type CheckContext, type Exchange, type Finding, type Scenario } from '../types.ts';

/** Judges an answer as the per-operation checks do: a success envelope that validates against the schema. */
function judge(context: CheckContext, operation: string, exchange: Exchange, what: string): { findings: Finding[]; refusedWith?: string } {
  const read = readSuccess(context.model, exchange, what, operation);
  if (!read.ok) return read.outcome.status === 'fail' ? { findings: read.outcome.findings } : { findings: [], refusedWith: read.said };
  const errors = context.validateResponse(read.body, operation);
  return { findings: errors.slice(0, 10).map((e) => ({ operation, message: `${what}: ${e.message}`, path: e.path, value: e.value, request: read.answer.request, status: read.answer.status })) };
}

const multipartOperations = (context: CheckContext): OperationModel[] =>
  context.model.operations.filter((o) => o.request?.multipart && context.options.operations.includes(o.name));

export const mediaTypesScenario: Scenario = {
  name: 'surface.media-types',
  description: 'every request media type the spec declares beyond JSON (multipart/form-data uploads) is sent once, and the answer validates like any other',
  operation: 'candidate.uploadResume',
  uses: ['candidate.create', 'candidate.uploadResume'],
  needs: '--allow-writes: it uploads a small text file to a candidate the suite creates',
  async run(context) {
    const operations = multipartOperations(context);
    if (operations.length === 0) return skip('no selected operation declares a request media type other than JSON');
    const refusedWrites = context.withheld(operations[0].name) ?? context.withheld('candidate.create');
    if (refusedWrites) return skip(`needs --allow-writes: an upload changes a candidate (${refusedWrites})`, '--allow-writes');
    const { marker, slug } = context.options;
    const created = await call(context, 'candidate.create', { name: `${marker} uploads`, email: `${slug}-uploads@example.com` }, 'creating a candidate to upload to');
    if (!created.ok) return created.outcome.status === 'fail' ? created.outcome : skip(`candidate.create refused the suite's candidate (${created.said}), so there is no candidate of its own to upload to`);
    const candidateId = idOf(created.results);
    if (!candidateId) return fail([{ operation: 'candidate.create', message: 'the created candidate carries no id', path: '$.results.id', request: created.answer.request }]);
    const findings: Finding[] = [];
    const refusals: string[] = [];
    for (const operation of operations) {
      const fileField = operation.request!.multipart!.fileFields[0] ?? 'file';
      const form = [
        { name: 'candidateId', value: candidateId },
        { name: fileField, filename: `${slug}-${fileField}.txt`, contentType: 'text/plain', content: `Uploaded by ${marker} to test multipart/form-data.\n` },
      ];
      const exchange = await context.send(undefined, { operationName: operation.name, form });
      const judged = judge(context, operation.name, exchange, 'a multipart/form-data upload');
      findings.push(...judged.findings);
      if (judged.refusedWith) refusals.push(`${operation.name} refused the upload (${judged.refusedWith})`);
    }
    if (findings.length) return fail(findings);
    if (refusals.length === operations.length) return skip(`${refusals.join('; ')}, so no multipart answer was judged`);
    return pass(refusals);
  },
};

/** Every optional header the selected operations declare, with one operation that reads and declares it. */
function optionalHeaders(context: CheckContext): { name: string; schema: unknown; operation: OperationModel }[] {
  const found = new Map<string, { name: string; schema: unknown; operation: OperationModel }>();
  const selected = context.model.operations.filter((o) => context.options.operations.includes(o.name));
  // A read operation carries each header, so sending it changes nothing: the scenario's own first, then lists.
  const rank = (o: OperationModel) => (o.name === context.operation.name ? 2 : o.access === 'read' && o.paging ? 1 : 0);
  const order = [...selected].sort((a, b) => rank(b) - rank(a));
  for (const operation of order) {
    if (operation.access !== 'read') continue;
    for (const parameter of operation.parameters) {
      const key = parameter.name.toLowerCase();
      if (parameter.in === 'header' && !parameter.required && !found.has(key)) found.set(key, { name: parameter.name, schema: parameter.schema, operation });
    }
  }
  return [...found.values()];
}

export const optionalHeadersScenario: Scenario = {
  name: 'surface.optional-headers',
  description: 'every optional request header the spec declares (X-On-Behalf-Of) is sent once, and the answer validates like any other',
  operation: 'candidate.list',
  uses: ['user.list', 'candidate.list'],
  needs: 'an active user (user.list) for X-On-Behalf-Of, and a key allowed to act on behalf of users; read only',
  async run(context) {
    const headers = optionalHeaders(context);
    if (headers.length === 0) return skip('no selected read operation declares an optional header');
    const findings: Finding[] = [];
    const refusals: string[] = [];
    for (const header of headers) {
      const value = await headerValue(context, header.name, header.schema);
      if (value === null) {
        refusals.push(`no value for ${header.name}: user.list shows no active user`);
        continue;
      }
      const body = context.requestBody(header.operation.name);
      const exchange = await context.send(body, { operationName: header.operation.name, headers: { [header.name]: value } });
      const judged = judge(context, header.operation.name, exchange, `a request with ${header.name}`);
      findings.push(...judged.findings);
      if (judged.refusedWith) refusals.push(`${header.operation.name} with ${header.name} was refused (${judged.refusedWith})`);
    }
    if (findings.length) return fail(findings);
    if (refusals.length === headers.length) return skip(`${refusals.join('; ')}, so no answer to a request with the header was judged`);
    return pass(refusals);
  },
};

/** A value for the header: an active user's id for X-On-Behalf-Of, else the schema's example or default. */
async function headerValue(context: CheckContext, name: string, schema: unknown): Promise<string | null> {
  if (name.toLowerCase() === 'x-on-behalf-of') {
    const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'finding a user to act for');
    const active = users.records.find((u) => u.isEnabled === true && typeof u.id === 'string');
    return active ? String(active.id) : null;
  }
  const resolved = deref(context.model.bundle, schema as any);
  const example = isObject(resolved) ? (resolved.example ?? resolved.default ?? (Array.isArray(resolved.examples) ? resolved.examples[0] : undefined)) : undefined;
  return example === undefined ? 'contract-suite' : String(example);
}
