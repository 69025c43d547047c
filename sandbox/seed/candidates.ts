// Generated candidates, in creation order (list order is insertion order, so it stays
// chronological), each with one or two applications, their history through the interview plan
// (some archived, with a reason from archiveReason.list), client info where the application
// records its submitter, a note now and then, and feedback on some interviews.
import { isoTimestamp } from '../random.ts';
import { KIND, type ClientInfo, type FeedbackSubmission, type InterviewEvent, type Job, type Note, type Stage, type StoredApplication, type User } from '../kinds.ts';
import { ARCHIVED_STAGE_TYPE, applicationRecord, candidateRecord, historyItem, placement } from '../records.ts';
import { END, START, type SeedContext } from './context.ts';
import type { HiringProcess } from './hiring-process.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, NOTES, TIMEZONES, USER_AGENTS, slug } from './vocabulary.ts';

const DAY = 86_400_000;

export function seedCandidates(ctx: SeedContext, count: number, users: User[], process: HiringProcess): void {
  const { random } = ctx;
  const activeUsers = users.filter((u) => u.isEnabled);
  const openJobs = process.jobs.filter((j) => j.status === 'Open');
  const createdTimes = Array.from({ length: count }, () => START + Math.floor(random.next() * (END - START))).sort((a, b) => a - b);
  for (let i = 0; i < count; i++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const id = random.uuid();
    const createdAt = createdTimes[i];
    const creditedToUser = random.chance(0.6) ? random.pick(activeUsers) : null;
    const applications = Array.from({ length: random.chance(0.3) ? 2 : 1 }, (_, a) =>
      seedApplication(ctx, process, { candidateId: id, job: random.pick(openJobs.length ? openJobs : process.jobs), appliedAt: createdAt + a * 3_600_000, creditedToUser, activeUsers }),
    );
    const candidate = candidateRecord({
      id,
      createdAt: isoTimestamp(createdAt),
      name: `${firstName} ${lastName}`,
      email: `${slug(firstName)}.${slug(lastName)}.${i}@${random.pick(EMAIL_DOMAINS)}`,
      timezone: random.pick(TIMEZONES),
      source: applications[0].stored.source,
      creditedToUser,
      applicationIds: applications.map((a) => a.stored.id),
    });
    const hidden = applications.some((a) => a.job.confidential);
    ctx.put(KIND.candidate, candidate, candidate.createdAt, { hidden });
    for (const { stored, job, records } of applications) {
      ctx.put(KIND.application, stored, stored.createdAt, { parentId: id, hidden: job.confidential });
      for (const [kind, record, at] of records)
        ctx.put(kind, record, at, { parentId: kind === KIND.clientInfo ? id : stored.id, hidden: (kind === KIND.feedback || kind === KIND.interviewEvent) && job.confidential });
    }
    if (random.chance(0.3)) {
      const author = random.pick(activeUsers);
      const note: Note = {
        id: random.uuid(),
        createdAt: isoTimestamp(createdAt + DAY),
        isPrivate: random.chance(0.2),
        content: random.pick(NOTES),
        author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
      };
      ctx.put(KIND.note, note, note.createdAt, { parentId: id });
    }
  }
}

interface SeededApplication {
  stored: StoredApplication;
  job: Job;
  /** What hangs off it, each as [kind, record, createdAt]: history, client info, interview event, feedback. */
  records: [string, { id: string }, string][];
}

/** One application walked through its plan: stages entered some days apart, archived one time in seven. */
function seedApplication(
  { random }: SeedContext,
  process: HiringProcess,
  input: { candidateId: string; job: Job; appliedAt: number; creditedToUser: User | null; activeUsers: User[] },
): SeededApplication {
  const stages = process.stagesByPlan.get(input.job.interviewPlanId)!;
  const open = stages.filter((s) => s.type !== ARCHIVED_STAGE_TYPE);
  const archivedStage = stages.find((s) => s.type === ARCHIVED_STAGE_TYPE)!;
  const reached = random.int(0, open.length - 1);
  const archived = random.chance(0.15);
  const path: Stage[] = [...open.slice(0, reached + 1), ...(archived ? [archivedStage] : [])];
  const id = random.uuid();
  const records: SeededApplication['records'] = [];
  let entered = input.appliedAt;
  path.forEach((stage, s) => {
    const left = s < path.length - 1 ? entered + random.int(1, 10) * DAY : null;
    const item = historyItem({
      id: random.uuid(),
      stage,
      enteredAt: isoTimestamp(entered),
      leftAt: left === null ? null : isoTimestamp(left),
      actorId: s === 0 ? null : random.pick(input.activeUsers).id,
      first: s === 0,
    });
    records.push([KIND.history, item, item.enteredStageAt]);
    if (left !== null) entered = left;
  });
  const submitterClientIp = random.chance(0.5) ? `198.51.100.${random.int(1, 254)}` : null;
  const submitterUserAgent = random.chance(0.5) ? random.pick(USER_AGENTS) : null;
  const stored = applicationRecord({
    id,
    createdAt: isoTimestamp(input.appliedAt),
    candidateId: input.candidateId,
    jobId: input.job.id,
    stage: path[0],
    source: random.chance(0.7) ? random.pick(process.sources) : null,
    creditedToUser: input.creditedToUser,
    appliedViaJobPostingId: random.chance(0.5) ? (process.postingByJob.get(input.job.id)?.id ?? null) : null,
    submitterClientIp,
    submitterUserAgent,
  });
  Object.assign(stored, placement(path[path.length - 1], archived ? random.pick(process.archiveReasons) : null, isoTimestamp(entered)), { updatedAt: isoTimestamp(entered) });
  if (submitterClientIp && submitterUserAgent) {
    const info: ClientInfo = {
      id: random.uuid(),
      ipAddress: submitterClientIp,
      userAgent: submitterUserAgent,
      relatedEntityType: 'application',
      relatedEntityId: id,
      candidateId: input.candidateId,
      createdAt: stored.createdAt,
    };
    records.push([KIND.clientInfo, info, info.createdAt]);
  }
  if (random.chance(0.2)) {
    const interviewer = random.pick(input.activeUsers);
    const interview = process.screenInterview;
    const event: InterviewEvent = { id: random.uuid(), interviewId: interview.id, applicationId: id, interviewerUserIds: [interviewer.id], createdAt: isoTimestamp(entered) };
    records.push([KIND.interviewEvent, event, event.createdAt]);
    if (random.chance(0.7)) {
      const submission: FeedbackSubmission = {
        id: random.uuid(),
        applicationId: id,
        feedbackFormDefinitionId: process.screenForm.id,
        interviewId: interview.id,
        interviewEventId: event.id,
        submittedAt: isoTimestamp(entered + DAY),
        submittedByUser: interviewer,
        creditedToUser: interviewer,
        formDefinition: process.screenForm.formDefinition,
        submittedValues: { score: { score: random.int(1, 4) }, relocation_ok: random.chance(0.5) },
      };
      records.push([KIND.feedback, submission, submission.submittedAt]);
    }
  }
  return { stored, job: input.job, records };
}
