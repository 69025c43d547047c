// negative input: a body that is not an object, and a body that breaks the request schema,
// each get HTTP 200 with the error envelope: never success, never a 5xx.
import { NOT_AN_OBJECT_BODY, schemaViolatingBody } from '../requests.ts';
import { fail, skip, type Check, type CheckContext, type Finding } from '../types.ts';
import { errorEnvelopeFindings, errorSaid, jsonAnswer, transportFindings } from './answers.ts';

const PRISM_REASON =
  'the built-in Prism mock answers a request that breaks the schema with its own 422 application/problem+json, not HTTP 200 with the error envelope';

async function expectErrorEnvelope(context: CheckContext, body: unknown, what: string) {
  // A body that is not an object carries nothing to write, and a broken body of a change names only
  // made-up records, so both are sent without --allow-writes; a broken create needs it (consent.ts).
  const exchange = await context.send(body);
  const transport = transportFindings(exchange);
  if (transport.length) return fail(transport.map((f) => ({ ...f, message: `${what}: ${f.message}` })));
  const answer = jsonAnswer(exchange)!;
  const envelopeFindings = errorEnvelopeFindings(context.model, answer, what);
  // Whether a server checks the key's permission or the body first is not documented: a key that may
  // not call the operation never reaches its input checks, which is no fault of the server.
  if (answer.status === 403 && envelopeFindings.length === 0) {
    return skip(`the API key may not call this operation (HTTP 403, ${errorSaid(context.model, answer.json as Record<string, unknown>)}), so its input checks are not reached`);
  }
  const findings: Finding[] = [];
  if (answer.status !== 200) findings.push({ message: `${what}: expected HTTP 200 with the error envelope, got HTTP ${answer.status}`, status: answer.status, request: answer.request });
  findings.push(...envelopeFindings);
  return fail(findings);
}

export const notAnObjectCheck: Check = {
  name: 'negative-input.not-an-object',
  description: 'a JSON body that is not an object gets HTTP 200 with the error envelope',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_REASON);
    return expectErrorEnvelope(context, NOT_AN_OBJECT_BODY, 'body that is not an object');
  },
};

export const schemaViolationCheck: Check = {
  name: 'negative-input.schema-violation',
  description: 'a body that breaks the request schema gets HTTP 200 with the error envelope',
  async run(context) {
    const base = context.consent().kind === 'read' ? context.requestBody() : context.probeBody();
    const broken = schemaViolatingBody(context.operation, context.model, base);
    if (!broken) return skip('the request schema accepts any object (its fields are not shown), so no body breaks it');
    if (context.target.kind === 'prism-mock') return skip(PRISM_REASON);
    return expectErrorEnvelope(context, broken.body, `body with ${broken.broken}`);
  },
};
