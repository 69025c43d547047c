// The body each error class carries, as the spec declares it: the component schemas of the error
// responses, over every operation (an `ErrorEnvelope` a service declares for its 401 and 403). A class whose
// status no operation declares, or declares with an inline schema, gets `unknown`.
import type { ApiModel } from '../../model/types.ts';
import { componentOf, type SchemaNames } from './schema-names.ts';

/** The error classes whose body follows the status, with the response keys that declare it. */
const STATUS_CLASSES: { name: string; matches: (status: string) => boolean }[] = [
  { name: 'BadRequestError', matches: (s) => s === '400' || s === '4XX' },
  { name: 'AuthenticationError', matches: (s) => s === '401' || s === '4XX' },
  { name: 'PermissionDeniedError', matches: (s) => s === '403' || s === '4XX' },
  { name: 'NotFoundError', matches: (s) => s === '404' || s === '4XX' },
  { name: 'ConflictError', matches: (s) => s === '409' || s === '4XX' },
  { name: 'UnprocessableEntityError', matches: (s) => s === '422' || s === '4XX' },
  { name: 'RateLimitError', matches: (s) => s === '429' || s === '4XX' },
  { name: 'InternalServerError', matches: (s) => /^5(\d\d|XX)$/.test(s) },
  { name: 'ApiError', matches: (s) => /^[45](\d\d|XX)$/.test(s) },
];

/** Each generic error class's body type text (`ErrorEnvelope`, `unknown`), in the order the index exports them. */
export function errorBodyTypes(model: ApiModel, names: SchemaNames): { name: string; body: string }[] {
  const out = STATUS_CLASSES.map(({ name, matches }) => {
    const found = model.operations.flatMap((op) => op.response.errorBodies.filter((b) => matches(b.status) || b.status === 'default'));
    return { name, body: union(found.map((b) => b.component), names) };
  });
  const envelope = model.profile.envelope;
  if (envelope) {
    // HTTP 200 with the failure branch of the operation's body: the one pinning the flag to its failure value.
    const branches = model.operations.flatMap((op) => (op.response.branches ?? []).filter((b) => b.success === envelope.failureValue).map((b) => componentOf(b.schema)));
    out.push({ name: 'ApiEnvelopeError', body: union(branches, names) });
  }
  return out;
}

/** The named types, each once; `unknown` when there are none or one has no name. */
function union(components: (string | null)[], names: SchemaNames): string {
  if (components.length === 0) return 'unknown';
  const named = components.map((c) => (c === null ? undefined : names.types.get(c)));
  if (named.some((n) => n === undefined)) return 'unknown';
  return [...new Set(named as string[])].sort().join(' | ');
}
