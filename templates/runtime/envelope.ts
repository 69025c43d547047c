// The service's envelope as the client reads it, by the field names in conventions.ts (generated from
// the service profile): which answers succeeded, their results, and what a failure says. Shipped only
// for a service whose answers come in an envelope; the generated client hands it to the core
// (ServiceConfig.envelope).
import type { EnvelopeReader } from './core.js';
import { envelope } from './conventions.js';

const { flag, results, errors, message } = envelope;

export const envelopeReader: EnvelopeReader = {
  shape: `{ ${flag.field}, ${results} | ${errors.field} }`,
  read(body) {
    if (!isObject(body)) return null;
    if (body[flag.field] === flag.success && results in body) return 'succeeded';
    if (body[flag.field] === flag.failure && (errors.list ? Array.isArray(body[errors.field]) : isObject(body[errors.field]))) return 'failed';
    return null;
  },
  results: (body) => (body as Record<string, unknown>)[results],
  messages(body) {
    if (!isObject(body)) return [];
    const said = body[errors.field];
    const list = errors.list ? (Array.isArray(said) ? said : []) : [said];
    return list.map((e) => (isObject(e) ? e[message] : undefined)).filter((m): m is string => typeof m === 'string');
  },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
