// Which records a key without the "confidential jobs and projects" setting does not see (seed line
// 268): an application of a confidential job, its feedback and interview events, and a candidate
// with any such application. Recomputed after every write that can change it.
import { KIND, type Job, type StoredApplication } from './kinds.ts';
import type { Store } from './store.ts';

/** Kinds stored under an application (their parent id is the application's): they go when it is deleted. */
export const APPLICATION_CHILDREN = [KIND.history, KIND.evaluation, KIND.feedback, KIND.interviewEvent, KIND.formSubmission] as const;
/** Kinds hidden with a confidential application (history and evaluations are only read through it). */
const HIDDEN_WITH_APPLICATION = [KIND.feedback, KIND.interviewEvent] as const;

function confidential(store: Store, application: StoredApplication): boolean {
  return store.get<Job>(KIND.job, application.jobId)?.data.confidential === true;
}

/** Brings the hidden flags of an application, what hangs off it and its candidate in line with their jobs. */
export function refreshConfidentiality(store: Store, application: StoredApplication | null, candidateId = application?.candidateId): void {
  if (application) {
    const hidden = confidential(store, application);
    store.setHidden(KIND.application, application.id, hidden);
    for (const kind of HIDDEN_WITH_APPLICATION) for (const child of store.all(kind, application.id)) store.setHidden(kind, child.id, hidden);
  }
  if (candidateId !== undefined) {
    const hidden = store.all<StoredApplication>(KIND.application, candidateId).some((a) => confidential(store, a.data));
    store.setHidden(KIND.candidate, candidateId, hidden);
  }
}
