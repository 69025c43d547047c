// envelope: the flag field is a boolean; success carries the results; list operations carry their
// paging fields (the sync token on every page of a list that has one, as the description's line 15
// says); an error carries its errors' message strings. Field names are the service profile's
// (ServiceProfile.envelope and .paging).
import { fail, pass, skip, type Check, type Finding } from '../types.ts';
import { envelopeOf, errorEnvelopeFindings, errorSaid, isObject, jsonAnswer } from './answers.ts';

export const envelopeCheck: Check = {
  name: 'envelope',
  description: "the envelope's flag is a boolean; a success carries the results (and paging fields on lists); an error carries its errors' message strings",
  async run(context) {
    const envelope = envelopeOf(context.model);
    const shape = envelope.conventions;
    if (!shape) return skip('the service declares no envelope');
    const answer = jsonAnswer(await context.primary());
    if (!answer) return skip('no JSON answer to inspect (see the transport check)');
    const base = { request: answer.request, status: answer.status };
    const body = answer.json;
    if (!isObject(body)) return fail([{ ...base, message: 'body is not an object', path: '$', value: body }]);
    if (!envelope.succeeded(body) && !envelope.failed(body)) {
      const values = `${JSON.stringify(shape.successValue)} or ${JSON.stringify(shape.failureValue)}`;
      const message = typeof shape.successValue === 'boolean' ? `\`${shape.flagField}\` must be a boolean` : `\`${shape.flagField}\` must be ${values}`;
      return fail([{ ...base, message, path: envelope.flagPath, value: envelope.flag(body) }]);
    }
    if (envelope.failed(body)) {
      const problems = errorEnvelopeFindings(context.model, answer, 'error answer');
      // A well-formed refusal of the example says nothing about the success envelope, so it is not a pass.
      return problems.length ? fail(problems) : skip(`the example request answered with the error envelope (${errorSaid(context.model, body)}), so the success envelope was not checked`);
    }

    const findings: Finding[] = [];
    if (!(shape.resultsField in body)) findings.push({ ...base, message: `a success answer must carry \`${shape.resultsField}\``, path: envelope.resultsPath });
    const paging = context.operation.paging;
    const fields = context.model.profile.paging;
    if (paging && fields) {
      const results = envelope.results(body);
      const { nextCursorField, moreField } = fields;
      if (!Array.isArray(results)) findings.push({ ...base, message: `a list answer carries \`${shape.resultsField}\` as an array`, path: envelope.resultsPath, value: results });
      if (paging === 'cursor' || moreField === null) {
        if (body[nextCursorField] !== null && typeof body[nextCursorField] !== 'string') {
          findings.push({ ...base, message: `a cursor-paged answer must carry \`${nextCursorField}\`: a string, or null on the last page`, path: `$.${nextCursorField}`, value: body[nextCursorField] });
        }
      } else if (typeof body[moreField] !== 'boolean') {
        findings.push({ ...base, message: `a list answer must carry \`${moreField}\` (boolean)`, path: `$.${moreField}`, value: body[moreField] });
      } else if (body[moreField] && (typeof body[nextCursorField] !== 'string' || body[nextCursorField] === '')) {
        findings.push({ ...base, message: `\`${moreField}\` is true, so \`${nextCursorField}\` must be a non-empty string`, path: `$.${nextCursorField}`, value: body[nextCursorField] });
      }
      // The description's line 15: a list envelope carries its sync token (a string) on every page.
      const { syncTokenField } = fields;
      if (paging !== 'cursor' && syncTokenField && typeof body[syncTokenField] !== 'string') {
        findings.push({ ...base, message: `a list answer must carry \`${syncTokenField}\` (string) on every page`, path: `$.${syncTokenField}`, value: body[syncTokenField] });
      }
    }
    return fail(findings);
  },
};
