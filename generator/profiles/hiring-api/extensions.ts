// The hiring API's extensions, read into the model: module and access (`x-module`, `x-access`), paging
// kind (`x-paging`), deprecation, beta and release markers, admin settings, documented error codes, and
// the Accept header every request sends (`info.x-accept-header`). README.md's extension table says
// what each one means in the spec.
import { deref } from '../../model/refs.ts';
import type { Access, AdminSetting, ErrorCode, PagingKind } from '../../model/types.ts';
import type { DocumentFacts, OperationFacts } from '../profile.ts';

const ACCESS_LEVELS: readonly string[] = ['read', 'write', 'delete'];
const PAGING_KINDS: readonly string[] = ['sync', 'list', 'cursor'];

export function readDocument(document: Record<string, any>): Partial<DocumentFacts> {
  const info = document.info ?? {};
  return {
    acceptHeader: typeof info['x-accept-header'] === 'string' ? info['x-accept-header'] : null,
    adminSettings: Object.entries<any>(info['x-admin-settings'] ?? {}).map(
      ([key, s]): AdminSetting => ({ key, title: String(s.title ?? key), effect: String(s.effect ?? ''), appliesTo: String(s.appliesTo ?? ''), reading: typeof s.inferred === 'string' ? s.inferred : null }),
    ),
  };
}

export function readOperation(op: Record<string, any>, document: Record<string, any>): Partial<OperationFacts> {
  const access = ACCESS_LEVELS.includes(op['x-access']) ? (op['x-access'] as Access) : null;
  const facts: Partial<OperationFacts> = {
    access,
    paging: PAGING_KINDS.includes(op['x-paging']) ? (op['x-paging'] as PagingKind) : null,
    replacedBy: typeof op['x-replaced-by'] === 'string' ? op['x-replaced-by'] : null,
    beta: op['x-beta'] === true,
    addedIn: op['x-added-in'] != null ? String(op['x-added-in']) : null,
    featureGate: typeof op['x-feature-gate'] === 'string' ? op['x-feature-gate'] : null,
    adminSettings: asStrings(op['x-admin-settings']),
    errorCodes: errorCodesOf(document, op),
  };
  if (typeof op['x-module'] === 'string') facts.module = op['x-module'];
  // Every operation of this service is a POST, so reads are known by their declared access.
  if (access) facts.idempotent = access === 'read';
  return facts;
}

/** `x-error-codes` of the operation and of each of its responses, each code once. */
function errorCodesOf(document: Record<string, any>, op: Record<string, any>): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const add = (list: unknown) => {
    for (const c of Array.isArray(list) ? list : []) {
      if (c && typeof c.code === 'string' && !codes.some((x) => x.code === c.code)) codes.push({ code: c.code, condition: String(c.condition ?? '') });
    }
  };
  add(op['x-error-codes']);
  for (const r of Object.values<any>(op.responses ?? {})) add(deref(document, r)?.['x-error-codes']);
  return codes;
}

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return [value];
  return [];
}
