// response schema: the answer validated with the generated validators (types, formats,
// required fields present and null when absent, millisecond UTC timestamps, uuids).
import { fail, skip, type Check } from '../types.ts';
import { jsonAnswer } from './answers.ts';

const MAX_FINDINGS = 20;

export const responseSchemaCheck: Check = {
  name: 'response-schema',
  description: "the body validates against the operation's response schema (generated validators)",
  async run(context) {
    const answer = jsonAnswer(await context.primary());
    if (!answer) return skip('no JSON answer to inspect (see the transport check)');
    const errors = context.validateResponse(answer.json);
    return fail(
      errors.slice(0, MAX_FINDINGS).map((e) => ({ message: e.message, path: e.path, value: e.value, request: answer.request, status: answer.status })),
    );
  },
};
