// response schema: the answer validated with the generated validators (types, formats,
// required fields present and null when absent, millisecond UTC timestamps, uuids).
import { fail, skip, type Check } from '../types.ts';
import { envelopeOf, errorSaid, jsonAnswer } from './answers.ts';

const MAX_FINDINGS = 20;

export const responseSchemaCheck: Check = {
  name: 'response-schema',
  description: "the body validates against the operation's response schema (generated validators)",
  async run(context) {
    const answer = jsonAnswer(await context.primary());
    if (!answer) return skip('no JSON answer to inspect (see the transport check)');
    const errors = context.validateResponse(answer.json);
    // The error branch held: the schema of the operation's results was never exercised.
    if (errors.length === 0 && envelopeOf(context.model).failed(answer.json)) {
      return skip(`the example request answered with the error envelope (${errorSaid(context.model, answer.json)}), so only the error branch was checked`);
    }
    return fail(
      errors.slice(0, MAX_FINDINGS).map((e) => ({ message: e.message, path: e.path, value: e.value, request: answer.request, status: answer.status })),
    );
  },
};
