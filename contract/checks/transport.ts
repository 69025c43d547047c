// transport: the example request gets an answer within the timeout, not a 5xx, as JSON that
// parses, with the HTTP 200 every operation answers (an error travels in the envelope).
import { fail, pass, type Check, type Finding } from '../types.ts';
import { transportFindings } from './answers.ts';

export const transportCheck: Check = {
  name: 'transport',
  description: 'no 5xx; an answer within the timeout; a JSON content type; a body that parses',
  async run(context) {
    const exchange = await context.primary();
    const findings: Finding[] = transportFindings(exchange);
    if (exchange.answered && exchange.status < 500 && exchange.status !== 200) {
      const why =
        exchange.status === 401 || exchange.status === 403
          ? 'the API key given to the suite was refused, so no check sees a real answer: check --api-key and its permissions'
          : 'every operation answers HTTP 200, with the error envelope when it fails';
      findings.push({ message: `expected HTTP 200 for the example request with the API key, got HTTP ${exchange.status}: ${why}`, status: exchange.status, request: exchange.request });
    }
    return findings.length ? fail(findings) : pass();
  },
};
