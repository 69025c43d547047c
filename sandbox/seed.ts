// The deterministic seed: the spec's own example records first (so every request example of the
// spec finds the records it names), then generated users, jobs, interview plans and stages,
// candidates, applications with their history, criteria evaluations, client info, feedback forms,
// interview events, feedback submissions and audit entries. Same --seed and sizes, same data.
import { successExamples } from '../generated/server/examples.ts';
import { Random, isoTimestamp } from './random.ts';
import type { Store } from './store.ts';
import {
  KIND,
  type Application,
  type Candidate,
  type FeedbackForm,
  type FeedbackSubmission,
  type HistoryItem,
  type Interview,
  type InterviewEvent,
  type Job,
  type NamedThing,
  type Stage,
  type StoredApplication,
  type User,
} from './kinds.ts';

export interface SeedSizes {
  users: number;
  jobs: number;
  candidates: number;
  auditEntries: number;
}

export const DEFAULT_SIZES: SeedSizes = { users: 40, jobs: 24, candidates: 1500, auditEntries: 400 };

/** Generated records are created between these two instants, so the data does not depend on today's date. */
const START = Date.parse('2025-03-01T08:00:00.000Z');
const END = Date.parse('2026-03-01T18:00:00.000Z');

const FIRST_NAMES = ['Amara', 'Ben', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Leo', 'Mei', 'Nadia', 'Omar', 'Paula', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoe', 'Aiko', 'Bruno', 'Carmen', 'Dmitri', 'Esther', 'Felix', 'Gabriela', 'Hassan', 'Isla', 'Jamal', 'Kirsten', 'Luca', 'Marta', 'Nikhil'];
const LAST_NAMES = ['Adeyemi', 'Baker', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Hansen', 'Ibrahim', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Olsen', 'Petrov', 'Quispe', 'Rossi', 'Santos', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Achebe', 'Brennan', 'Cohen', 'Diallo'];
const JOB_TITLES = ['Backend Engineer', 'Frontend Engineer', 'Data Scientist', 'Product Designer', 'Engineering Manager', 'Site Reliability Engineer', 'Product Manager', 'Recruiter', 'Account Executive', 'Customer Success Manager', 'Security Engineer', 'Mobile Engineer', 'Technical Writer', 'Finance Analyst', 'People Partner', 'QA Engineer'];
const LEVELS = ['', 'Senior ', 'Staff ', 'Principal ', 'Junior '];
const TIMEZONES = ['Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata', 'Africa/Lagos', 'Australia/Sydney', null];
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example'];
const STAGE_PLAN: { title: string; type: string }[] = [
  { title: 'Application Review', type: 'PreInterviewScreen' },
  { title: 'Technical Interview', type: 'Active' },
  { title: 'Onsite', type: 'Active' },
  { title: 'Offer', type: 'Offer' },
  { title: 'Hired', type: 'Hired' },
];
const SOURCES = ['Job board', 'Referral', 'LinkedIn', 'Careers page', 'Agency', 'Event'];
const ROLES = ['Coordinator', 'Sourcer', 'Interviewer'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];
export const AUDIT_CATEGORIES = ['candidates', 'applications', 'feedback', 'approvals', 'settings'] as const;
export const AUDIT_TARGET_TYPES = ['Candidate', 'Application', 'CandidateNote', 'FeedbackSubmission', 'ApprovalDefinition', 'InterviewEvent', 'ApiKey', 'User'] as const;

function examples(name: string): any[] {
  const reply = (successExamples as Record<string, any>)[name];
  return Array.isArray(reply?.results) ? reply.results : [];
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();
}

export function seedDatabase(store: Store, seed: number, sizes: SeedSizes): void {
  const random = new Random(seed);
  const at = (min = START, max = END) => isoTimestamp(min + Math.floor(random.next() * (max - min)));
  const put = <T extends { id: string }>(kind: string, data: T, createdAt: string, options: { parentId?: string | null; hidden?: boolean } = {}) => {
    if (!store.get(kind, data.id)) store.insert(kind, data.id, data, { createdAt, ...options });
  };

  // Users: the spec's, then generated ones (a few disabled, to exercise X-On-Behalf-Of's third condition).
  const users: User[] = examples('user.list');
  for (let i = 0; i < sizes.users; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    users.push({
      id: random.uuid(),
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}${i >= FIRST_NAMES.length ? i : ''}@northwind-talent.example`,
      globalRole: random.chance(0.25) ? 'Elevated Access' : 'Limited Access',
      isEnabled: i % 10 !== 9,
      updatedAt: at(),
    });
  }
  for (const user of users) put(KIND.user, user, user.updatedAt);
  const activeUsers = users.filter((u) => u.isEnabled);

  // Interview plans and their stages: the spec's plan holds its two example stages first.
  const exampleApplications: Application[] = examples('application.list');
  const planIds: string[] = [];
  const stagesByPlan = new Map<string, Stage[]>();
  const exampleStages = new Map<string, Stage>();
  for (const application of exampleApplications) exampleStages.set(application.currentInterviewStage.id, application.currentInterviewStage);
  for (const item of examples('application.listHistory') as HistoryItem[]) {
    const plan = exampleApplications[0]?.currentInterviewStage;
    if (plan && !exampleStages.has(item.stageId)) {
      exampleStages.set(item.stageId, { id: item.stageId, title: item.title, type: 'Active', orderInInterviewPlan: item.stageNumber, interviewStageGroupId: plan.interviewStageGroupId, interviewPlanId: plan.interviewPlanId });
    }
  }
  const plans = Math.max(3, Math.ceil(sizes.jobs / 8));
  for (let p = 0; p < plans; p++) {
    const planId = p === 0 && exampleApplications[0] ? exampleApplications[0].currentInterviewStage.interviewPlanId : random.uuid();
    const group = random.uuid();
    const stages: Stage[] = STAGE_PLAN.map((s, order) => {
      const known = p === 0 ? [...exampleStages.values()].find((e) => e.interviewPlanId === planId && e.orderInInterviewPlan === order) : undefined;
      return known ?? { id: random.uuid(), title: s.title, type: s.type, orderInInterviewPlan: order, interviewStageGroupId: group, interviewPlanId: planId };
    });
    planIds.push(planId);
    stagesByPlan.set(planId, stages);
    for (const stage of stages) put(KIND.stage, stage, isoTimestamp(START), { parentId: planId });
  }

  // Jobs: those of the spec's applications, then generated ones; every eighth is confidential.
  const jobs: Job[] = [];
  for (const application of exampleApplications) {
    if (!jobs.some((j) => j.id === application.job.id)) jobs.push({ ...application.job, interviewPlanId: application.currentInterviewStage.interviewPlanId, confidential: false, status: 'Open' });
  }
  const locations = Array.from({ length: 6 }, () => random.uuid());
  const departments = Array.from({ length: 8 }, () => random.uuid());
  for (let i = 0; i < sizes.jobs; i++) {
    jobs.push({
      id: random.uuid(),
      title: `${LEVELS[i % LEVELS.length]}${JOB_TITLES[i % JOB_TITLES.length]}`,
      locationId: random.chance(0.9) ? random.pick(locations) : null,
      departmentId: random.pick(departments),
      interviewPlanId: planIds[i % planIds.length],
      confidential: i % 8 === 7,
      status: random.chance(0.8) ? 'Open' : 'Closed',
    });
  }
  for (const job of jobs) put(KIND.job, job, isoTimestamp(START), { hidden: job.confidential });
  const openJobs = jobs.filter((j) => j.status === 'Open');

  const roles: NamedThing[] = [...examples('applicationHiringTeamRole.list'), ...ROLES.map((title) => ({ id: random.uuid(), title }))];
  for (const role of roles) put(KIND.hiringTeamRole, role, isoTimestamp(START));
  const sources: NamedThing[] = SOURCES.map((title) => ({ id: random.uuid(), title }));
  for (const source of sources) put(KIND.source, source, isoTimestamp(START));

  // Feedback forms and interviews: the spec's form (from its feedback examples), and one generated.
  const exampleFeedback: FeedbackSubmission[] = examples('applicationFeedback.list');
  const forms: FeedbackForm[] = [];
  const interviews: Interview[] = [];
  for (const submission of exampleFeedback) {
    if (!forms.some((f) => f.id === submission.feedbackFormDefinitionId)) forms.push({ id: submission.feedbackFormDefinitionId, title: 'Technical interview', formDefinition: submission.formDefinition });
    if (!interviews.some((i) => i.id === submission.interviewId)) interviews.push({ id: submission.interviewId, title: 'Technical interview', feedbackFormDefinitionId: submission.feedbackFormDefinitionId, requestsFeedback: true });
  }
  const screenForm: FeedbackForm = {
    id: random.uuid(),
    title: 'Recruiter screen',
    formDefinition: {
      sections: [
        {
          title: 'Screen',
          fields: [
            { isRequired: true, field: { id: random.uuid(), type: 'Score', path: 'score', title: 'Score', humanReadablePath: 'Score', isNullable: false } },
            { isRequired: true, field: { id: random.uuid(), type: 'Boolean', path: 'relocation_ok', title: 'Open to relocation', humanReadablePath: 'Open to relocation', isNullable: false } },
            { isRequired: false, field: { id: random.uuid(), type: 'Currency', path: 'expected_salary', title: 'Expected salary', humanReadablePath: 'Expected salary', isNullable: true } },
            { isRequired: false, field: { id: random.uuid(), type: 'MultiValueSelect', path: 'languages', title: 'Languages', humanReadablePath: 'Languages', isNullable: true, selectableValues: [{ label: 'TypeScript', value: 'ts' }, { label: 'Go', value: 'go' }, { label: 'Python', value: 'py' }] } },
            { isRequired: false, field: { id: random.uuid(), type: 'Date', path: 'available_from', title: 'Available from', humanReadablePath: 'Available from', isNullable: true } },
            { isRequired: false, field: { id: random.uuid(), type: 'RichText', path: 'summary', title: 'Summary', humanReadablePath: 'Summary', isNullable: true } },
          ],
        },
      ],
    },
  };
  forms.push(screenForm);
  interviews.push({ id: random.uuid(), title: 'Recruiter screen', feedbackFormDefinitionId: screenForm.id, requestsFeedback: true });
  interviews.push({ id: random.uuid(), title: 'Culture conversation', feedbackFormDefinitionId: screenForm.id, requestsFeedback: false });
  for (const form of forms) put(KIND.feedbackForm, form, isoTimestamp(START));
  for (const interview of interviews) put(KIND.interview, interview, isoTimestamp(START));

  // Candidates and applications: the spec's, then generated ones with one or two applications each.
  const exampleCandidates: Candidate[] = examples('candidate.list');
  for (const candidate of exampleCandidates) put(KIND.candidate, candidate, candidate.createdAt);
  for (const application of exampleApplications) {
    const { candidate, job, currentInterviewStage, ...rest } = application;
    const stored: StoredApplication = { ...rest, candidateId: candidate.id, jobId: job.id, stageId: currentInterviewStage.id, submittedFormInstanceId: null };
    put(KIND.application, stored, application.createdAt, { parentId: candidate.id });
  }
  for (const item of examples('application.listHistory')) put(KIND.history, item, item.enteredStageAt, { parentId: exampleApplications[0]?.id });
  for (const evaluation of examples('application.listCriteriaEvaluations')) put(KIND.evaluation, evaluation, evaluation.evaluatedAt, { parentId: exampleApplications[0]?.id });
  for (const record of examples('candidate.listClientInfo')) put(KIND.clientInfo, record, record.createdAt, { parentId: record.candidateId });
  for (const submission of exampleFeedback) {
    put(KIND.feedback, submission, submission.submittedAt, { parentId: submission.applicationId });
    const event: InterviewEvent = { id: submission.interviewEventId, interviewId: submission.interviewId, applicationId: submission.applicationId, interviewerUserIds: [submission.submittedByUser.id], createdAt: submission.submittedAt };
    put(KIND.interviewEvent, event, event.createdAt, { parentId: event.applicationId });
  }

  // Generated candidates, in creation order (list order is insertion order, so keep it chronological).
  const createdTimes = Array.from({ length: sizes.candidates }, () => START + Math.floor(random.next() * (END - START))).sort((a, b) => a - b);
  for (let i = 0; i < sizes.candidates; i++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const id = random.uuid();
    const createdAt = isoTimestamp(createdTimes[i]);
    const email = { value: `${slug(firstName)}.${slug(lastName)}.${i}@${random.pick(EMAIL_DOMAINS)}`, type: 'Personal', isPrimary: true };
    const creditedToUser = random.chance(0.6) ? random.pick(activeUsers) : null;
    const applicationCount = random.chance(0.3) ? 2 : 1;
    const applications: { stored: StoredApplication; job: Job; stages: Stage[]; stageIndex: number }[] = [];
    for (let a = 0; a < applicationCount; a++) {
      const job = random.pick(openJobs.length ? openJobs : jobs);
      const stages = stagesByPlan.get(job.interviewPlanId)!;
      const stageIndex = random.int(0, stages.length - 1);
      const archived = random.chance(0.15);
      const appliedAt = isoTimestamp(createdTimes[i] + a * 3_600_000);
      applications.push({
        job,
        stages,
        stageIndex,
        stored: {
          id: random.uuid(),
          createdAt: appliedAt,
          updatedAt: appliedAt,
          status: archived ? 'Archived' : 'Active',
          customFields: [],
          candidateId: id,
          jobId: job.id,
          stageId: stages[stageIndex].id,
          source: random.chance(0.7) ? random.pick(sources) : null,
          archiveReason: archived ? { id: random.uuid(), text: 'Position filled', reasonType: 'RejectedByOrg' } : null,
          archivedAt: archived ? appliedAt : null,
          creditedToUser,
          hiringTeam: [],
          appliedViaJobPostingId: random.chance(0.5) ? random.uuid() : null,
          submitterClientIp: random.chance(0.5) ? `198.51.100.${random.int(1, 254)}` : null,
          submitterUserAgent: random.chance(0.5) ? random.pick(USER_AGENTS) : null,
          submittedFormInstanceId: null,
        },
      });
    }
    const candidate: Candidate = {
      id,
      createdAt,
      updatedAt: createdAt,
      name: `${firstName} ${lastName}`,
      primaryEmailAddress: email,
      emailAddresses: [email],
      primaryPhoneNumber: null,
      phoneNumbers: [],
      socialLinks: [],
      tags: [],
      applicationIds: applications.map((a) => a.stored.id),
      resumeFileHandle: null,
      fileHandles: [],
      profileUrl: `https://hiring.example.com/candidates/${id}`,
      source: applications[0].stored.source,
      creditedToUser,
      timezone: random.pick(TIMEZONES),
      fraudStatus: null,
    };
    put(KIND.candidate, candidate, createdAt, { hidden: applications.some((a) => a.job.confidential) });
    for (const { stored, job, stages, stageIndex } of applications) {
      put(KIND.application, stored, stored.createdAt, { parentId: id, hidden: job.confidential });
      let entered = Date.parse(stored.createdAt);
      for (let s = 0; s <= stageIndex; s++) {
        const left = s < stageIndex ? entered + random.int(1, 10) * 86_400_000 : null;
        const item: HistoryItem = {
          id: random.uuid(),
          stageId: stages[s].id,
          title: stages[s].title,
          enteredStageAt: isoTimestamp(entered),
          leftStageAt: left === null ? null : isoTimestamp(left),
          stageNumber: s,
          allowedActions: s === 0 ? ['set_entered_at'] : ['delete', 'set_entered_at'],
          actorId: s === 0 ? null : random.pick(activeUsers).id,
        };
        put(KIND.history, item, item.enteredStageAt, { parentId: stored.id });
        if (left !== null) entered = left;
      }
      if (random.chance(0.2)) {
        const interviewer = random.pick(activeUsers);
        const interview = interviews[interviews.length - 2];
        const event: InterviewEvent = { id: random.uuid(), interviewId: interview.id, applicationId: stored.id, interviewerUserIds: [interviewer.id], createdAt: isoTimestamp(entered) };
        put(KIND.interviewEvent, event, event.createdAt, { parentId: stored.id });
        if (random.chance(0.7)) {
          const submission: FeedbackSubmission = {
            id: random.uuid(),
            applicationId: stored.id,
            feedbackFormDefinitionId: screenForm.id,
            interviewId: interview.id,
            interviewEventId: event.id,
            submittedAt: isoTimestamp(entered + 86_400_000),
            submittedByUser: interviewer,
            creditedToUser: interviewer,
            formDefinition: screenForm.formDefinition,
            submittedValues: { score: { score: random.int(1, 4) }, relocation_ok: random.chance(0.5) },
          };
          put(KIND.feedback, submission, submission.submittedAt, { parentId: stored.id, hidden: job.confidential });
        }
      }
    }
  }

  // Audit entries of what happened before the sandbox started, oldest first (the list answers newest first).
  const auditTimes = Array.from({ length: sizes.auditEntries }, () => START + Math.floor(random.next() * (END - START))).sort((a, b) => a - b);
  for (const time of auditTimes) {
    const category = random.pick(AUDIT_CATEGORIES);
    const targetType = category === 'approvals' ? 'ApprovalDefinition' : category === 'feedback' ? 'FeedbackSubmission' : category === 'settings' ? 'ApiKey' : category === 'applications' ? 'Application' : 'Candidate';
    const actor = random.pick(activeUsers);
    const createdAt = isoTimestamp(time);
    const id = random.uuid();
    store.addAudit({
      id,
      createdAt,
      category,
      targetType,
      data: { id, createdAt, category, action: random.pick(['created', 'updated']), targetType, targetId: random.uuid(), actor: { type: 'user', id: actor.id, name: `${actor.firstName} ${actor.lastName}` }, operation: null },
    });
  }
}
