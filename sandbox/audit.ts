// The audit log: the fixed vocabulary `auditLog.list` filters by (the sandbox's reading; the
// description says only that the vocabulary is fixed), and the entry every write records.
import type { Ctx, Sandbox } from './context.ts';
import { newId } from './context.ts';

export const AUDIT_VOCABULARY = {
  categories: ['candidates', 'applications', 'feedback', 'approvals', 'organization', 'settings'],
  targetTypes: ['Candidate', 'Application', 'CandidateNote', 'FeedbackSubmission', 'ApprovalDefinition', 'InterviewEvent', 'Department', 'Location', 'File', 'ApiKey', 'User'],
} as const;

export type AuditCategory = (typeof AUDIT_VOCABULARY.categories)[number];
export type AuditTargetType = (typeof AUDIT_VOCABULARY.targetTypes)[number];

/** Records a write in the audit log (inside the write's transaction), attributed as the write is. */
export function audit(sandbox: Sandbox, ctx: Ctx, entry: { category: AuditCategory; action: string; targetType: AuditTargetType; targetId: string }): void {
  const id = newId();
  const createdAt = sandbox.now();
  const actor = ctx.principal.onBehalf
    ? { type: 'user', id: ctx.principal.actor.id, name: `${ctx.principal.actor.firstName} ${ctx.principal.actor.lastName}` }
    : { type: 'apiKey', id: ctx.principal.actor.id, name: ctx.principal.key.title };
  sandbox.store.addAudit({ id, createdAt, category: entry.category, targetType: entry.targetType, data: { id, createdAt, ...entry, actor, operation: ctx.operation.name } });
}
