// What every handler shares: the store, the keys, the principal a request acts as, and the
// helpers that put stored records together as the API answers them and record audit entries.
import { createHash, randomUUID } from 'node:crypto';
import { OperationError, type HandlerContext } from '../generated/server/adapter.ts';
import type { ApiKey, KeysConfig } from './keys.ts';
import type { Store } from './store.ts';
import { KIND, type Application, type Job, type Stage, type StoredApplication, type Candidate, type User } from './kinds.ts';

export interface Principal {
  key: ApiKey;
  /** Who the request is attributed to: the user named by X-On-Behalf-Of, else the key's service account. */
  actor: User;
  onBehalf: boolean;
}

export interface Sandbox {
  store: Store;
  keys: KeysConfig;
  /** The clock every write reads (tests and the seed never depend on it). */
  now(): string;
}

export type Ctx = HandlerContext<Principal>;

/** The key's service account: what a request is attributed to without X-On-Behalf-Of. */
export function serviceAccount(key: ApiKey): User {
  const hex = createHash('sha256').update(`service-account:${key.title}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { id, firstName: 'API key', lastName: key.title, email: 'api-service-account@northwind-talent.example', globalRole: 'Limited Access', isEnabled: true, updatedAt: key.createdAt };
}

export function newId(): string {
  return randomUUID();
}

/** Refuses with the error envelope (HTTP 200), the message naming what is wrong. */
export function refuse(message: string, code?: string): never {
  throw new OperationError(message, code ? { code } : {});
}

export function requireId(body: Record<string, unknown>, field: string, what: string): string {
  const value = body[field];
  if (value === undefined) refuse(`$.${field} is required: the id of the ${what}.`);
  if (typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) refuse(`$.${field} must be a UUID (the id of the ${what}).`);
  return value;
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') refuse(`$.${field} must be a string.`);
  return value;
}

/** Whether the key sees records of confidential jobs (the admin setting). */
export function seesConfidential(ctx: Ctx): boolean {
  return ctx.principal.key.settings.confidentialJobsAndProjects;
}

/** A stored record the key may see, or the error naming the id that was not found. */
export function found<T>(sandbox: Sandbox, ctx: Ctx, kind: string, id: string, field: string, what: string): { data: T; hidden: boolean } {
  const record = sandbox.store.get<T>(kind, id);
  if (!record || (record.hidden && !seesConfidential(ctx))) refuse(`$.${field}: no ${what} has the id ${id}.`);
  return { data: record.data, hidden: record.hidden };
}

/** An application as the API answers it: candidate, job and current stage put together. */
export function composeApplication(sandbox: Sandbox, stored: StoredApplication): Application {
  const { candidateId, jobId, stageId, submittedFormInstanceId: _form, ...rest } = stored;
  const candidate = sandbox.store.get<Candidate>(KIND.candidate, candidateId)?.data;
  const job = sandbox.store.get<Job>(KIND.job, jobId)?.data;
  const stage = sandbox.store.get<Stage>(KIND.stage, stageId)?.data;
  return {
    id: rest.id,
    createdAt: rest.createdAt,
    updatedAt: rest.updatedAt,
    status: rest.status,
    customFields: rest.customFields,
    candidate: candidate
      ? { id: candidate.id, name: candidate.name, primaryEmailAddress: candidate.primaryEmailAddress, primaryPhoneNumber: candidate.primaryPhoneNumber }
      : { id: candidateId, name: '', primaryEmailAddress: { value: 'removed@invalid.example', type: 'Personal', isPrimary: true }, primaryPhoneNumber: null },
    currentInterviewStage: stage ?? { id: stageId, title: '', type: 'Unknown', orderInInterviewPlan: 0, interviewStageGroupId: null, interviewPlanId: stageId },
    source: rest.source,
    archiveReason: rest.archiveReason,
    archivedAt: rest.archivedAt,
    job: job ? { id: job.id, title: job.title, locationId: job.locationId, departmentId: job.departmentId } : { id: jobId, title: '', locationId: null, departmentId: null },
    creditedToUser: rest.creditedToUser,
    hiringTeam: rest.hiringTeam,
    appliedViaJobPostingId: rest.appliedViaJobPostingId,
    submitterClientIp: rest.submitterClientIp,
    submitterUserAgent: rest.submitterUserAgent,
  };
}

export const AUDIT_VOCABULARY = {
  categories: ['candidates', 'applications', 'feedback', 'approvals', 'settings'],
  targetTypes: ['Candidate', 'Application', 'CandidateNote', 'FeedbackSubmission', 'ApprovalDefinition', 'InterviewEvent', 'ApiKey', 'User'],
} as const;

/** Records a write in the audit log (inside the write's transaction). */
export function audit(sandbox: Sandbox, ctx: Ctx, entry: { category: string; action: string; targetType: string; targetId: string }): void {
  const id = newId();
  const createdAt = sandbox.now();
  const actor = ctx.principal.onBehalf
    ? { type: 'user', id: ctx.principal.actor.id, name: `${ctx.principal.actor.firstName} ${ctx.principal.actor.lastName}` }
    : { type: 'apiKey', id: ctx.principal.actor.id, name: ctx.principal.key.title };
  sandbox.store.addAudit({ id, createdAt, category: entry.category, targetType: entry.targetType, data: { id, createdAt, ...entry, actor, operation: ctx.operation.name } });
}
