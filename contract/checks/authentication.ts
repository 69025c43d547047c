// authentication: no key gives 401 with a message; an unknown key gives 403 with a message;
// neither gives data. Two named checks, since a mock can meet the first and not the second.
import { NOT_AN_OBJECT_BODY } from '../requests.ts';
import { fail, skip, type AuthMode, type Check, type CheckContext, type Finding } from '../types.ts';
import { errorEnvelopeFindings, jsonAnswer, transportFindings } from './answers.ts';

/**
 * What a refused key is sent: a read's example; a change's with its records made up, so a server
 * that ignored the key would still change nothing; for a create without --allow-writes, a body
 * that is not an object (a create's example would make a record on such a server).
 */
export function refusedKeyBody(context: CheckContext): unknown {
  const { kind } = context.consent();
  if (kind === 'read') return context.requestBody();
  if (kind === 'create' && context.withheld()) return NOT_AN_OBJECT_BODY;
  return context.probeBody();
}

async function expectRejected(context: CheckContext, auth: AuthMode, status: number, what: string) {
  const exchange = await context.send(refusedKeyBody(context), { auth });
  const transport = transportFindings(exchange);
  if (transport.length) return fail(transport.map((f) => ({ ...f, message: `${what}: ${f.message}` })));
  const answer = jsonAnswer(exchange)!;
  const findings: Finding[] = [];
  if (answer.status !== status) {
    findings.push({ message: `${what}: expected HTTP ${status}, got HTTP ${answer.status}`, status: answer.status, request: answer.request });
  }
  findings.push(...errorEnvelopeFindings(context.model, answer, what));
  return fail(findings);
}

export const missingKeyCheck: Check = {
  name: 'authentication.missing-key',
  description: 'a request without credentials gets 401 with an error message and no data',
  run: (context) => expectRejected(context, 'none', 401, 'request without an API key'),
};

export const unknownKeyCheck: Check = {
  name: 'authentication.unknown-key',
  description: 'a request with a key the server never issued gets 403 with an error message and no data',
  async run(context) {
    if (context.target.kind === 'prism-mock') {
      return skip('the built-in Prism mock accepts any Basic credentials, so it cannot tell an unknown key from a valid one');
    }
    return expectRejected(context, 'unknown', 403, 'request with an unknown API key');
  },
};
