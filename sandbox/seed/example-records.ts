// The spec's example candidates and applications, with what hangs off them: the first
// application's history and criteria evaluations, client info, feedback and its interview events,
// and a note on each candidate.
import { KIND, type InterviewEvent, type Note, type StoredApplication, type User } from '../kinds.ts';
import type { SeedContext } from './context.ts';
import type { SpecExamples } from './examples.ts';
import { NOTES } from './vocabulary.ts';

export function seedExampleRecords({ random, put }: SeedContext, examples: SpecExamples, users: User[]): void {
  const first = examples.applications[0];
  // The examples' history ends in the stage the first application is in now.
  const openStage = examples.history.find((item) => item.leftStageAt === null)?.stageId;
  for (const candidate of examples.candidates) put(KIND.candidate, candidate, candidate.createdAt);
  for (const application of examples.applications) {
    const { candidate, job, currentInterviewStage, ...rest } = application;
    const stageId = application === first && openStage ? openStage : currentInterviewStage.id;
    const stored: StoredApplication = { ...rest, candidateId: candidate.id, jobId: job.id, stageId, submittedFormInstanceId: null };
    put(KIND.application, stored, application.createdAt, { parentId: candidate.id });
  }
  if (first) {
    for (const item of examples.history) put(KIND.history, item, item.enteredStageAt, { parentId: first.id });
    for (const evaluation of examples.evaluations) put(KIND.evaluation, evaluation, evaluation.evaluatedAt, { parentId: first.id });
  }
  for (const record of examples.clientInfo) put(KIND.clientInfo, record, record.createdAt, { parentId: record.candidateId });
  for (const submission of examples.feedback) {
    put(KIND.feedback, submission, submission.submittedAt, { parentId: submission.applicationId });
    const event: InterviewEvent = {
      id: submission.interviewEventId,
      interviewId: submission.interviewId,
      applicationId: submission.applicationId,
      interviewerUserIds: [submission.submittedByUser.id],
      createdAt: submission.submittedAt,
    };
    put(KIND.interviewEvent, event, event.createdAt, { parentId: event.applicationId });
  }
  const author = users[0];
  if (!author) return;
  examples.candidates.forEach((candidate, i) => {
    const note: Note = {
      id: random.uuid(),
      createdAt: candidate.updatedAt,
      isPrivate: false,
      content: NOTES[i % NOTES.length],
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
    };
    put(KIND.note, note, note.createdAt, { parentId: candidate.id });
  });
}
