// transport: the example request gets an answer within the timeout, not a 5xx, as JSON that parses.
import { fail, pass, type Check } from '../types.ts';
import { transportFindings } from './answers.ts';

export const transportCheck: Check = {
  name: 'transport',
  description: 'no 5xx; an answer within the timeout; a JSON content type; a body that parses',
  async run(context) {
    const findings = transportFindings(await context.primary());
    return findings.length ? fail(findings) : pass();
  },
};
