// Shared readings of an exchange, so every check words the same problem the same way.
import type { AnsweredExchange, Exchange, Finding } from '../types.ts';

// The spec declares application/json only (parameters such as `; charset=utf-8` aside).
const JSON_CONTENT_TYPE = /^application\/json\s*(?:;|$)/i;

/** Why an exchange cannot be read as a JSON answer, as findings (empty when it can). */
export function transportFindings(exchange: Exchange): Finding[] {
  if (!exchange.answered) {
    const message = exchange.reason === 'timeout' ? `no answer: ${exchange.message} (the request was abandoned, not waited out)` : `no answer: ${exchange.message}`;
    return [{ message, request: exchange.request }];
  }
  const findings: Finding[] = [];
  const base = { request: exchange.request, status: exchange.status };
  if (exchange.status >= 500) findings.push({ ...base, message: `server error: HTTP ${exchange.status}`, value: excerpt(exchange.text) });
  if (!JSON_CONTENT_TYPE.test(exchange.contentType)) {
    findings.push({ ...base, message: `content type is "${exchange.contentType || '(none)'}", expected application/json` });
  }
  if (exchange.parseError !== null) findings.push({ ...base, message: `body is not JSON: ${exchange.parseError}`, value: excerpt(exchange.text) });
  return findings;
}

/** The exchange as a parsed JSON answer, or null when it is not one. */
export function jsonAnswer(exchange: Exchange): AnsweredExchange | null {
  return exchange.answered && exchange.parseError === null ? exchange : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Problems with an error envelope `{ success: false, errors: [{ message }] }`, as findings. */
export function errorEnvelopeFindings(exchange: AnsweredExchange, what: string): Finding[] {
  const base = { request: exchange.request, status: exchange.status };
  const body = exchange.json;
  if (!isObject(body)) return [{ ...base, message: `${what}: body is not an object`, path: '$', value: body }];
  if (body.success !== false) {
    const gaveData = body.success === true || 'results' in body;
    return [{ ...base, message: `${what}: expected the error envelope (success: false)${gaveData ? ', but the answer carries data' : ''}`, path: '$.success', value: body.success }];
  }
  // null is how the service writes an absent value; the error envelope's other fields are not shown.
  if (body.results !== undefined && body.results !== null) {
    return [{ ...base, message: `${what}: the error envelope carries results`, path: '$.results', value: excerpt(JSON.stringify(body.results)) }];
  }
  const errors = body.errors;
  // How many errors an envelope holds is not stated, so an empty list is allowed.
  if (!Array.isArray(errors)) return [{ ...base, message: `${what}: errors must be an array`, path: '$.errors', value: errors }];
  const findings: Finding[] = [];
  errors.forEach((error, i) => {
    const message = isObject(error) ? error.message : undefined;
    if (typeof message !== 'string') {
      findings.push({ ...base, message: `${what}: every error needs a message string`, path: `$.errors[${i}].message`, value: message });
    }
  });
  return findings;
}

/** How an error envelope's answer is quoted in a skip reason: its first message, or that it gave none. */
export function errorSaid(body: Record<string, unknown>): string {
  const first = Array.isArray(body.errors) && isObject(body.errors[0]) ? body.errors[0].message : undefined;
  return typeof first === 'string' ? `"${excerpt(first, 120)}"` : 'no message';
}

export function excerpt(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;
}
