// Shared readings of an exchange, so every check words the same problem the same way. The
// envelope's field names are the service profile's (ServiceProfile.envelope, on the model).
import type { EnvelopeConventions } from '../../generator/model/service-profile.ts';
import type { ApiModel } from '../../generator/model/types.ts';
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

/**
 * The service's envelope as the checks read answers. Without one (a document of no service profile),
 * any object answers in it: every such answer succeeded, and its results are the whole body.
 */
export class EnvelopeReading {
  readonly conventions: EnvelopeConventions | null;

  constructor(conventions: EnvelopeConventions | null) {
    this.conventions = conventions;
  }

  /** `$.success`: where the flag is, for findings. */
  get flagPath(): string {
    return this.conventions ? `$.${this.conventions.flagField}` : '$';
  }

  get resultsPath(): string {
    return this.conventions ? `$.${this.conventions.resultsField}` : '$';
  }

  get errorsPath(): string {
    return this.conventions ? `$.${this.conventions.errorsField}` : '$';
  }

  /** The value of the flag field (the body itself without an envelope). */
  flag(body: Record<string, unknown>): unknown {
    return this.conventions ? body[this.conventions.flagField] : body;
  }

  succeeded(body: unknown): body is Record<string, unknown> {
    return isObject(body) && (!this.conventions || body[this.conventions.flagField] === this.conventions.successValue);
  }

  failed(body: unknown): body is Record<string, unknown> {
    return isObject(body) && this.conventions !== null && body[this.conventions.flagField] === this.conventions.failureValue;
  }

  results(body: Record<string, unknown>): unknown {
    return this.conventions ? body[this.conventions.resultsField] : body;
  }

  /** The errors a failure carries, as a list (one error object becomes a list of one). */
  errors(body: Record<string, unknown>): unknown[] | null {
    if (!this.conventions) return null;
    const errors = body[this.conventions.errorsField];
    if (this.conventions.errorsAreList) return Array.isArray(errors) ? errors : null;
    return isObject(errors) ? [errors] : null;
  }

  /** The first error's message, if it has one. */
  firstMessage(body: Record<string, unknown>): unknown {
    const first = this.errors(body)?.[0];
    return isObject(first) && this.conventions ? first[this.conventions.messageField] : undefined;
  }
}

/** How `model`'s service wraps its answers. */
export function envelopeOf(model: ApiModel): EnvelopeReading {
  return new EnvelopeReading(model.profile.envelope);
}

/** Problems with an answer that should be the error envelope (`{ success: false, errors: [{ message }] }` for this service), as findings. */
export function errorEnvelopeFindings(model: ApiModel, exchange: AnsweredExchange, what: string): Finding[] {
  const envelope = envelopeOf(model);
  const shape = envelope.conventions;
  if (!shape) return [];
  const base = { request: exchange.request, status: exchange.status };
  const body = exchange.json;
  if (!isObject(body)) return [{ ...base, message: `${what}: body is not an object`, path: '$', value: body }];
  if (!envelope.failed(body)) {
    const gaveData = envelope.succeeded(body) || shape.resultsField in body;
    const flag = `${shape.flagField}: ${JSON.stringify(shape.failureValue)}`;
    return [{ ...base, message: `${what}: expected the error envelope (${flag})${gaveData ? ', but the answer carries data' : ''}`, path: envelope.flagPath, value: envelope.flag(body) }];
  }
  // null is how the service writes an absent value; the error envelope's other fields are not shown.
  const results = body[shape.resultsField];
  if (results !== undefined && results !== null) {
    return [{ ...base, message: `${what}: the error envelope carries ${shape.resultsField}`, path: envelope.resultsPath, value: excerpt(JSON.stringify(results)) }];
  }
  const errors = envelope.errors(body);
  // How many errors an envelope holds is not stated, so an empty list is allowed.
  if (!errors) {
    return [{ ...base, message: `${what}: ${shape.errorsField} must be ${shape.errorsAreList ? 'an array' : 'an object'}`, path: envelope.errorsPath, value: body[shape.errorsField] }];
  }
  const findings: Finding[] = [];
  errors.forEach((error, i) => {
    const message = isObject(error) ? error[shape.messageField] : undefined;
    if (typeof message !== 'string') {
      const at = shape.errorsAreList ? `${envelope.errorsPath}[${i}]` : envelope.errorsPath;
      findings.push({ ...base, message: `${what}: every error needs a ${shape.messageField} string`, path: `${at}.${shape.messageField}`, value: message });
    }
  });
  return findings;
}

/** How an error envelope's answer is quoted in a skip reason: its first message, or that it gave none. */
export function errorSaid(model: ApiModel, body: Record<string, unknown>): string {
  const first = envelopeOf(model).firstMessage(body);
  return typeof first === 'string' ? `"${excerpt(first, 120)}"` : 'no message';
}

export function excerpt(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;
}
