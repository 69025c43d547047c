// negative-input.multipart: an upload in multipart/form-data that must be refused before anything
// is written: the file part left out, the file sent as a text field, an id that is no UUID, and a
// body that is not multipart at all. Each names a candidate the suite made up, so nothing can be
// written whatever the server does, and the check runs without --allow-writes: a server whose
// multipart handling crashes, hangs or accepts anything fails a read-only run.
import { fail, skip, type Check, type CheckContext, type Finding, type FormPart } from '../types.ts';
import { errorEnvelopeFindings, errorSaid, jsonAnswer, transportFindings } from './answers.ts';
import { PRISM_STATELESS } from './flow.ts';

interface Probe {
  what: string;
  form?: FormPart[];
  rawBody?: string;
}

function probes(context: CheckContext, fileField: string, target: string): Probe[] {
  const file = (name: string): FormPart => ({ name, filename: 'contract-suite.txt', contentType: 'text/plain', content: 'contract-suite upload probe\n' });
  return [
    { what: `a form without its file part "${fileField}"`, form: [{ name: target, value: context.madeUpId() }] },
    { what: `a form whose "${fileField}" is a text field, not a file`, form: [{ name: target, value: context.madeUpId() }, { name: fileField, value: 'not a file' }] },
    { what: `a form whose ${target} is not a UUID`, form: [{ name: target, value: context.madeUpId('malformed') }, file(fileField)] },
    { what: 'a multipart/form-data body that is cut off before its first part ends', rawBody: `--contract-suite\r\nContent-Disposition: form-data; name="${target}"\r\n\r\n${context.madeUpId()}` },
  ];
}

export const multipartCheck: Check = {
  name: 'negative-input.multipart',
  description: 'an upload without its file, with the file as text, with an id that is no UUID, or cut off is refused with the error envelope (HTTP 200), never a 5xx',
  async run(context) {
    const multipart = context.operation.request?.multipart;
    if (!multipart) return skip('takes no multipart/form-data');
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const target = context.consent().target ?? 'candidateId';
    const findings: Finding[] = [];
    for (const { what, form, rawBody } of probes(context, multipart.fileFields[0] ?? 'file', target)) {
      const headers = rawBody !== undefined ? { 'content-type': 'multipart/form-data; boundary=contract-suite' } : undefined;
      const exchange = await context.send(undefined, { form, rawBody, headers });
      const transport = transportFindings(exchange);
      if (transport.length) {
        findings.push(...transport.map((f) => ({ ...f, message: `${what}: ${f.message}` })));
        continue;
      }
      const answer = jsonAnswer(exchange)!;
      const problems = errorEnvelopeFindings(context.model, answer, what);
      if (answer.status === 403 && problems.length === 0) return skip(`the API key may not call this operation (HTTP 403, ${errorSaid(context.model, answer.json as Record<string, unknown>)}), so its input checks are not reached`);
      findings.push(...problems);
      if (problems.length === 0 && answer.status !== 200) findings.push({ message: `${what}: expected HTTP 200 with the error envelope, got HTTP ${answer.status}`, request: answer.request, status: answer.status });
    }
    return fail(findings);
  },
};
