// The key itself (apiKey.info), approval definitions and the audit log.
import { OperationError } from '../../generated/server/adapter.ts';
import { AUDIT_VOCABULARY, audit } from '../audit.ts';
import { isUuid, newId, objectWith, optionalString, refuse, requireId, type Sandbox } from '../context.ts';
import { KIND, type User } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { openCursor, pageSize, sealCursor } from '../paging.ts';
import { isCount } from '../tokens.ts';

type Body = Record<string, unknown>;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or timestamp as milliseconds, or null when it is not one. */
function isoDate(value: string): number | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const ms = Date.parse(match[4] ? (match[7] ? value : `${value}Z`) : `${value}T00:00:00.000Z`);
  return Number.isFinite(ms) ? ms : null;
}

function invalidInput(message: string): never {
  throw new OperationError(message, { code: 'invalid_input' });
}

export function adminHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  return {
    'apiKey.info': { fields: [], handle: (_body, ctx) => ({ results: { title: ctx.principal.key.title, createdAt: ctx.principal.key.createdAt, scopes: ctx.principal.key.scopes } }) },

    'approvalDefinition.update': {
      fields: ['entityType', 'entityId', 'approvalStepDefinitions'],
      handle: (body, ctx) => {
        const b = body as Body;
        const entityType = optionalString(b, 'entityType') ?? refuse('$.entityType is required, such as "Offer".');
        const entityId = requireId(b, 'entityId', 'entity');
        const steps = b.approvalStepDefinitions;
        if (!Array.isArray(steps)) refuse('$.approvalStepDefinitions is required: a list of steps (an empty list skips approval).');
        const approvalSteps = steps.map((raw, i) => {
          const at = `$.approvalStepDefinitions[${i}]`;
          const step = objectWith(raw, at, ['approvalsRequired', 'approvers']);
          if (!Number.isInteger(step.approvalsRequired) || (step.approvalsRequired as number) < 1) refuse(`${at}.approvalsRequired must be a whole number of at least 1.`);
          if (!Array.isArray(step.approvers) || step.approvers.length === 0) refuse(`${at}.approvers must list at least one approver.`);
          if ((step.approvalsRequired as number) > step.approvers.length) refuse(`${at}.approvalsRequired (${step.approvalsRequired}) is more than the ${step.approvers.length} approvers listed.`);
          const approvers = (step.approvers as unknown[]).map((a, j) => {
            const approver = objectWith(a, `${at}.approvers[${j}]`, ['type', 'userId']);
            if (approver.type !== 'user') refuse(`${at}.approvers[${j}].type must be "user" (the only approver type the description shows).`);
            if (!isUuid(approver.userId)) refuse(`${at}.approvers[${j}].userId must be a UUID (the id of the approving user).`);
            const userId = approver.userId.toLowerCase();
            const user = store.get<User>(KIND.user, userId)?.data;
            if (!user) refuse(`${at}.approvers[${j}].userId: no user of this organization has the id ${userId}.`);
            if (!user.isEnabled) refuse(`${at}.approvers[${j}].userId: the user ${userId} is disabled.`);
            return { type: 'user', userId };
          });
          return { approvalsRequired: step.approvalsRequired as number, approvers };
        });
        const key = `${entityType}:${entityId}`;
        const existing = store.get<{ id: string }>(KIND.approvalDefinition, key);
        const definition = { id: existing?.data.id ?? newId(), entityType, entityId, approvalSteps };
        store.transaction(() => {
          if (existing) store.update(KIND.approvalDefinition, key, definition);
          else store.insert(KIND.approvalDefinition, key, definition, { createdAt: sandbox.now() });
          audit(sandbox, ctx, { category: 'approvals', action: approvalSteps.length ? 'updated' : 'approval_skipped', targetType: 'ApprovalDefinition', targetId: definition.id });
        });
        return { results: definition };
      },
    },

    'auditLog.list': {
      fields: ['startDate', 'endDate', 'targetTypes', 'categories'],
      handle: (body, ctx) => {
        const b = body as Body;
        if (!sandbox.keys.auditLogsEnabled) throw new OperationError('the organization does not have the audit logs feature.', { code: 'audit_logs_not_enabled' });
        let start: number | null = null;
        let end: number | null = null;
        if (b.startDate !== undefined) start = typeof b.startDate === 'string' ? isoDate(b.startDate) : null;
        if (b.startDate !== undefined && start === null) invalidInput('$.startDate is not a valid ISO 8601 date (such as "2026-01-01").');
        if (b.endDate !== undefined) end = typeof b.endDate === 'string' ? isoDate(b.endDate) : null;
        if (b.endDate !== undefined && end === null) invalidInput('$.endDate is not a valid ISO 8601 date (such as "2026-03-31").');
        if (start !== null && end !== null) {
          if (end < start) invalidInput('$.endDate is before $.startDate.');
          const limit = new Date(start);
          limit.setUTCMonth(limit.getUTCMonth() + 18);
          if (end > limit.getTime()) invalidInput('the span between startDate and endDate exceeds 18 months.');
        }
        const filters: Record<'targetTypes' | 'categories', string[]> = { targetTypes: [], categories: [] };
        for (const field of ['targetTypes', 'categories'] as const) {
          const value = b[field];
          if (value === undefined) continue;
          if (!Array.isArray(value)) invalidInput(`$.${field} must be an array.`);
          const vocabulary: readonly string[] = AUDIT_VOCABULARY[field];
          value.forEach((item, i) => {
            if (typeof item !== 'string' || !vocabulary.includes(item)) invalidInput(`$.${field}[${i}] ${JSON.stringify(item)} is not one of ${vocabulary.join(', ')}.`);
          });
          filters[field] = value as string[];
        }
        let beforeSeq: number | null = null;
        if (b.cursor !== undefined) {
          const decoded = openCursor(store, ctx, b.cursor);
          if (!decoded || !isCount(decoded.audit)) throw new OperationError('$.cursor cannot be decoded: send the nextCursor of the previous page unchanged.', { code: 'cursor_invalid' });
          beforeSeq = decoded.audit as number;
        }
        // A date-only endDate includes that whole day.
        const endBound = end === null ? null : typeof b.endDate === 'string' && b.endDate.length === 10 ? end + 86_400_000 : end + 1;
        const page = store.auditPage({
          beforeSeq,
          from: start === null ? null : new Date(start).toISOString(),
          to: endBound === null ? null : new Date(endBound).toISOString(),
          targetTypes: filters.targetTypes,
          categories: filters.categories,
          limit: pageSize(b),
        });
        const last = page.entries[page.entries.length - 1];
        return { results: page.entries.map((e) => e.data as Record<string, unknown>), nextCursor: page.more && last ? sealCursor(store, ctx, { audit: last.seq }) : null };
      },
    },
  };
}
