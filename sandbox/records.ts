// Records built in one place: a new candidate, application or history item (whether a request or
// the seed makes it), and the stored ones put together as the API answers them.
import type { Store } from './store.ts';
import { KIND, type Application, type ArchiveReason, type Candidate, type HistoryItem, type Job, type Stage, type StoredApplication, type StoredCandidate, type User } from './kinds.ts';

/** Where the web application shows a candidate (the sandbox's own host). */
export function profileUrl(candidateId: string): string {
  return `https://hiring.example.com/candidates/${candidateId}`;
}

export interface NewCandidate {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  timezone?: string | null;
  source?: Candidate['source'];
  creditedToUser?: User | null;
  applicationIds?: string[];
  externalMappingId?: string;
}

/** A candidate as it is first stored: one personal e-mail address, nothing else on file yet. */
export function candidateRecord(input: NewCandidate): StoredCandidate {
  const primary = { value: input.email, type: 'Personal', isPrimary: true };
  const candidate: StoredCandidate = {
    id: input.id,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
    name: input.name,
    primaryEmailAddress: primary,
    emailAddresses: [primary],
    primaryPhoneNumber: null,
    phoneNumbers: [],
    socialLinks: [],
    tags: [],
    applicationIds: input.applicationIds ?? [],
    resumeFileHandle: null,
    fileHandles: [],
    profileUrl: profileUrl(input.id),
    source: input.source ?? null,
    creditedToUser: input.creditedToUser ?? null,
    timezone: input.timezone ?? null,
    fraudStatus: null,
  };
  if (input.externalMappingId !== undefined) candidate.externalMappingId = input.externalMappingId;
  return candidate;
}

/** The candidate without the sandbox's own bookkeeping fields. */
export function publicCandidate(candidate: StoredCandidate): Candidate {
  const { externalMappingId: _external, ...rest } = candidate;
  return rest;
}

export interface NewApplication {
  id: string;
  createdAt: string;
  candidateId: string;
  jobId: string;
  stage: Stage;
  source?: Application['source'];
  creditedToUser?: User | null;
  appliedViaJobPostingId?: string | null;
  submitterClientIp?: string | null;
  submitterUserAgent?: string | null;
  submittedFormInstanceId?: string | null;
  /** Required when `stage` is an archived stage. */
  archiveReason?: ArchiveReason | null;
}

/** A new application in its first stage, with the status and archive fields that stage implies. */
export function applicationRecord(input: NewApplication): StoredApplication {
  return {
    id: input.id,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
    customFields: [],
    candidateId: input.candidateId,
    jobId: input.jobId,
    source: input.source ?? null,
    creditedToUser: input.creditedToUser ?? null,
    hiringTeam: [],
    appliedViaJobPostingId: input.appliedViaJobPostingId ?? null,
    submitterClientIp: input.submitterClientIp ?? null,
    submitterUserAgent: input.submitterUserAgent ?? null,
    submittedFormInstanceId: input.submittedFormInstanceId ?? null,
    ...placement(input.stage, input.archiveReason ?? null, input.createdAt),
  };
}

/** The stage type of the archived stage each interview plan ends with. */
export const ARCHIVED_STAGE_TYPE = 'Archived';

/**
 * What being in `stage` means for an application: its status (`Archived` in the archived stage,
 * `Hired` in a hired stage, `Active` otherwise) and its archive fields (set only when archived).
 */
export function placement(stage: Stage, archiveReason: ArchiveReason | null, at: string): Pick<StoredApplication, 'stageId' | 'status' | 'archiveReason' | 'archivedAt'> {
  const archived = stage.type === ARCHIVED_STAGE_TYPE;
  return {
    stageId: stage.id,
    status: archived ? 'Archived' : stage.type === 'Hired' ? 'Hired' : 'Active',
    archiveReason: archived && archiveReason ? { id: archiveReason.id, text: archiveReason.text, reasonType: archiveReason.reasonType } : null,
    archivedAt: archived ? at : null,
  };
}

/** A history item: the application entered `stage` at `enteredAt`. */
export function historyItem(input: { id: string; stage: Stage; enteredAt: string; leftAt?: string | null; actorId: string | null; first: boolean }): HistoryItem {
  return {
    id: input.id,
    stageId: input.stage.id,
    title: input.stage.title,
    enteredStageAt: input.enteredAt,
    leftStageAt: input.leftAt ?? null,
    stageNumber: input.stage.orderInInterviewPlan,
    // The first stage's entry can be moved but not deleted, as the spec's examples show.
    allowedActions: input.first ? ['set_entered_at'] : ['delete', 'set_entered_at'],
    actorId: input.actorId,
  };
}

/** An application as the API answers it: candidate, job and current stage put together. */
export function composeApplication(store: Store, stored: StoredApplication): Application {
  const candidate = store.get<Candidate>(KIND.candidate, stored.candidateId)?.data;
  const job = store.get<Job>(KIND.job, stored.jobId)?.data;
  const stage = store.get<Stage>(KIND.stage, stored.stageId)?.data;
  return {
    id: stored.id,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    status: stored.status,
    customFields: stored.customFields,
    candidate: candidate
      ? { id: candidate.id, name: candidate.name, primaryEmailAddress: candidate.primaryEmailAddress, primaryPhoneNumber: candidate.primaryPhoneNumber }
      : { id: stored.candidateId, name: '', primaryEmailAddress: { value: 'removed@invalid.example', type: 'Personal', isPrimary: true }, primaryPhoneNumber: null },
    currentInterviewStage: stage ?? { id: stored.stageId, title: '', type: 'Unknown', orderInInterviewPlan: 0, interviewStageGroupId: null, interviewPlanId: stored.stageId },
    source: stored.source,
    archiveReason: stored.archiveReason,
    archivedAt: stored.archivedAt,
    job: job ? { id: job.id, title: job.title, locationId: job.locationId, departmentId: job.departmentId } : { id: stored.jobId, title: '', locationId: null, departmentId: null },
    creditedToUser: stored.creditedToUser,
    hiringTeam: stored.hiringTeam,
    appliedViaJobPostingId: stored.appliedViaJobPostingId,
    submitterClientIp: stored.submitterClientIp,
    submitterUserAgent: stored.submitterUserAgent,
  };
}
