// The service's envelope as the client reads it, by the field names in conventions.ts (generated from
// the service profile): which answers succeeded, their results, and what a failure says. Shipped only
// for a service whose answers come in an envelope; the generated client hands it to the core
// (ServiceConfig.envelope).
import type { EnvelopeReader } from './core.js';
import { envelope } from './conventions.js';

const { flagField, successValue, failureValue, resultsField, errorsField, errorsAreList, messageField } = envelope;

export const envelopeReader: EnvelopeReader = {
  shape: `{ ${flagField}, ${resultsField} | ${errorsField} }`,
  read(body) {
    if (!isObject(body)) return null;
    if (body[flagField] === successValue && resultsField in body) return 'succeeded';
    if (body[flagField] === failureValue && (errorsAreList ? Array.isArray(body[errorsField]) : isObject(body[errorsField]))) return 'failed';
    return null;
  },
  results: (body) => (body as Record<string, unknown>)[resultsField],
  messages(body) {
    if (!isObject(body)) return [];
    const said = body[errorsField];
    const errors = errorsAreList ? (Array.isArray(said) ? said : []) : [said];
    return errors.map((e) => (isObject(e) ? e[messageField] : undefined)).filter((m): m is string => typeof m === 'string');
  },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
