// envelope: `success` is a boolean; success carries `results`; list operations carry their
// paging fields (`syncToken` on every page, as the description's line 15 says); an error carries
// `errors[].message` strings.
import { fail, pass, skip, type Check, type Finding } from '../types.ts';
import { errorEnvelopeFindings, errorSaid, isObject, jsonAnswer } from './answers.ts';

export const envelopeCheck: Check = {
  name: 'envelope',
  description: 'success is a boolean; success carries results (and paging fields on lists); an error carries errors[].message strings',
  async run(context) {
    const answer = jsonAnswer(await context.primary());
    if (!answer) return skip('no JSON answer to inspect (see the transport check)');
    const base = { request: answer.request, status: answer.status };
    const body = answer.json;
    if (!isObject(body)) return fail([{ ...base, message: 'body is not an object', path: '$', value: body }]);
    if (typeof body.success !== 'boolean') return fail([{ ...base, message: '`success` must be a boolean', path: '$.success', value: body.success }]);
    if (!body.success) {
      const problems = errorEnvelopeFindings(answer, 'error answer');
      // A well-formed refusal of the example says nothing about the success envelope, so it is not a pass.
      return problems.length ? fail(problems) : skip(`the example request answered with the error envelope (${errorSaid(body)}), so the success envelope was not checked`);
    }

    const findings: Finding[] = [];
    if (!('results' in body)) findings.push({ ...base, message: 'a success answer must carry `results`', path: '$.results' });
    const paging = context.operation.paging;
    if (paging) {
      if (!Array.isArray(body.results)) findings.push({ ...base, message: 'a list answer carries `results` as an array', path: '$.results', value: body.results });
      if (paging === 'cursor') {
        if (body.nextCursor !== null && typeof body.nextCursor !== 'string') {
          findings.push({ ...base, message: 'a cursor-paged answer must carry `nextCursor`: a string, or null on the last page', path: '$.nextCursor', value: body.nextCursor });
        }
      } else if (typeof body.moreDataAvailable !== 'boolean') {
        findings.push({ ...base, message: 'a list answer must carry `moreDataAvailable` (boolean)', path: '$.moreDataAvailable', value: body.moreDataAvailable });
      } else if (body.moreDataAvailable && (typeof body.nextCursor !== 'string' || body.nextCursor === '')) {
        findings.push({ ...base, message: '`moreDataAvailable` is true, so `nextCursor` must be a non-empty string', path: '$.nextCursor', value: body.nextCursor });
      }
      // The description's line 15: a list envelope "also carries moreDataAvailable (boolean) and syncToken (string)", on every page.
      if (paging !== 'cursor' && typeof body.syncToken !== 'string') {
        findings.push({ ...base, message: 'a list answer must carry `syncToken` (string) on every page', path: '$.syncToken', value: body.syncToken });
      }
    }
    return fail(findings);
  },
};
