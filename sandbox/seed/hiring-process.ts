// How hiring is set up: interview plans with their stage groups and stages (ending with the
// archived stage), jobs and their postings, sources, archive reasons, hiring team roles, feedback
// forms and interviews. The spec's examples come first: the plan, stages and jobs their
// applications show, the roles, and the form and interview of their feedback.
import { isoTimestamp } from '../random.ts';
import { KIND, type ArchiveReason, type FeedbackForm, type Interview, type InterviewPlan, type Job, type JobPosting, type NamedThing, type Stage, type StageGroup } from '../kinds.ts';
import { START, type SeedContext } from './context.ts';
import { exampleStages, type SpecExamples } from './examples.ts';
import type { Organization } from './organization.ts';
import { ARCHIVE_REASONS, JOB_TITLES, LEVELS, PLAN_TITLES, ROLES, SOURCES, STAGE_PLAN } from './vocabulary.ts';

export interface HiringProcess {
  stagesByPlan: Map<string, Stage[]>;
  jobs: Job[];
  postingByJob: Map<string, JobPosting>;
  sources: NamedThing[];
  archiveReasons: ArchiveReason[];
  /** The generated interview that requests feedback with the screen form. */
  screenInterview: Interview;
  screenForm: FeedbackForm;
}

export function seedHiringProcess(ctx: SeedContext, examples: SpecExamples, jobCount: number, organization: Organization): HiringProcess {
  const stagesByPlan = seedInterviewPlans(ctx, examples, Math.max(3, Math.ceil(jobCount / 8)));
  const jobs = seedJobs(ctx, examples, jobCount, organization, [...stagesByPlan.keys()]);
  const postingByJob = seedJobPostings(ctx, examples, jobs);
  const { sources, archiveReasons } = seedReasons(ctx, examples);
  const { screenForm, screenInterview } = seedFormsAndInterviews(ctx, examples);
  return { stagesByPlan, jobs, postingByJob, sources, archiveReasons, screenForm, screenInterview };
}

/** Interview plans; the first is the examples' plan, holding their stages at their places in it. */
function seedInterviewPlans({ random, put }: SeedContext, examples: SpecExamples, count: number): Map<string, Stage[]> {
  const known = exampleStages(examples);
  const examplePlanId = examples.applications[0]?.currentInterviewStage.interviewPlanId;
  const stagesByPlan = new Map<string, Stage[]>();
  for (let p = 0; p < count; p++) {
    const planId = p === 0 && examplePlanId ? examplePlanId : random.uuid();
    const plan: InterviewPlan = { id: planId, title: PLAN_TITLES[p % PLAN_TITLES.length] + (p >= PLAN_TITLES.length ? ` ${p + 1}` : ''), isArchived: false };
    put(KIND.interviewPlan, plan, isoTimestamp(START));
    const ownStages = known.filter((s) => s.interviewPlanId === planId);
    const groupIds = [...new Set(ownStages.map((s) => s.interviewStageGroupId).filter((id): id is string => id !== null))];
    if (groupIds.length === 0) groupIds.push(random.uuid());
    groupIds.forEach((id, i) => put<StageGroup>(KIND.stageGroup, { id, title: i === 0 ? 'Interviews' : `Interviews ${i + 1}`, interviewPlanId: planId }, isoTimestamp(START), { parentId: planId }));
    const stages: Stage[] = STAGE_PLAN.map(
      (s, order) =>
        ownStages.find((e) => e.orderInInterviewPlan === order) ?? {
          id: random.uuid(),
          title: s.title,
          type: s.type,
          orderInInterviewPlan: order,
          interviewStageGroupId: groupIds[0],
          interviewPlanId: planId,
        },
    );
    stagesByPlan.set(planId, stages);
    for (const stage of stages) put(KIND.stage, stage, isoTimestamp(START), { parentId: planId });
  }
  return stagesByPlan;
}

/** Jobs: those of the spec's applications, then generated ones; every eighth is confidential. */
function seedJobs({ random, put }: SeedContext, examples: SpecExamples, count: number, organization: Organization, planIds: string[]): Job[] {
  const jobs: Job[] = [];
  for (const application of examples.applications) {
    if (!jobs.some((j) => j.id === application.job.id)) jobs.push({ ...application.job, interviewPlanId: application.currentInterviewStage.interviewPlanId, confidential: false, status: 'Open' });
  }
  for (let i = 0; i < count; i++) {
    jobs.push({
      id: random.uuid(),
      title: `${LEVELS[i % LEVELS.length]}${JOB_TITLES[i % JOB_TITLES.length]}`,
      locationId: random.chance(0.9) ? random.pick(organization.locations).id : null,
      departmentId: random.pick(organization.departments).id,
      interviewPlanId: planIds[i % planIds.length],
      confidential: i % 8 === 7,
      status: random.chance(0.8) ? 'Open' : 'Closed',
    });
  }
  for (const job of jobs) put(KIND.job, job, isoTimestamp(START), { hidden: job.confidential });
  return jobs;
}

/** One posting a job: the examples' posting id for their job, listed while the job is open and not confidential. */
function seedJobPostings({ random, put }: SeedContext, examples: SpecExamples, jobs: Job[]): Map<string, JobPosting> {
  const postingByJob = new Map<string, JobPosting>();
  for (const job of jobs) {
    const exampleId = examples.applications.find((a) => a.job.id === job.id && a.appliedViaJobPostingId)?.appliedViaJobPostingId;
    const posting: JobPosting = { id: exampleId ?? random.uuid(), title: job.title, jobId: job.id, locationId: job.locationId, isListed: job.status === 'Open' && !job.confidential };
    postingByJob.set(job.id, posting);
    put(KIND.jobPosting, posting, isoTimestamp(START), { parentId: job.id, hidden: job.confidential });
  }
  return postingByJob;
}

/** Sources, archive reasons and hiring team roles: those the examples show, then the vocabulary's. */
function seedReasons({ random, put }: SeedContext, examples: SpecExamples): { sources: NamedThing[]; archiveReasons: ArchiveReason[] } {
  const shown = <T>(values: unknown[], keep: (v: any) => boolean) => values.filter((v) => v !== null && typeof v === 'object' && keep(v)) as T[];
  const sources: NamedThing[] = [
    ...shown<NamedThing>(
      examples.applications.map((a) => a.source),
      (s) => typeof s.id === 'string' && typeof s.title === 'string',
    ).map(({ id, title }) => ({ id, title })),
    ...SOURCES.map((title) => ({ id: random.uuid(), title })),
  ];
  const archiveReasons: ArchiveReason[] = [
    ...shown<ArchiveReason>(
      examples.applications.map((a) => a.archiveReason),
      (r) => typeof r.id === 'string' && typeof r.text === 'string',
    ).map((r) => ({ id: r.id, text: r.text, reasonType: String(r.reasonType ?? 'Other'), isArchived: false })),
    ...ARCHIVE_REASONS.map((r) => ({ id: random.uuid(), ...r, isArchived: false })),
  ];
  const roles: NamedThing[] = [...examples.hiringTeamRoles, ...ROLES.map((title) => ({ id: random.uuid(), title }))];
  for (const source of sources) put(KIND.source, source, isoTimestamp(START));
  for (const reason of archiveReasons) put(KIND.archiveReason, reason, isoTimestamp(START));
  for (const role of roles) put(KIND.hiringTeamRole, role, isoTimestamp(START));
  return { sources, archiveReasons };
}

/** The examples' feedback form and interview, then a generated screen form and two interviews (one not requesting feedback). */
function seedFormsAndInterviews({ random, put }: SeedContext, examples: SpecExamples): { screenForm: FeedbackForm; screenInterview: Interview } {
  const forms: FeedbackForm[] = [];
  const interviews: Interview[] = [];
  for (const submission of examples.feedback) {
    if (!forms.some((f) => f.id === submission.feedbackFormDefinitionId))
      forms.push({ id: submission.feedbackFormDefinitionId, title: 'Technical interview', formDefinition: submission.formDefinition });
    if (!interviews.some((i) => i.id === submission.interviewId))
      interviews.push({ id: submission.interviewId, title: 'Technical interview', feedbackFormDefinitionId: submission.feedbackFormDefinitionId, requestsFeedback: true });
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
            {
              isRequired: false,
              field: {
                id: random.uuid(),
                type: 'MultiValueSelect',
                path: 'languages',
                title: 'Languages',
                humanReadablePath: 'Languages',
                isNullable: true,
                selectableValues: [
                  { label: 'TypeScript', value: 'ts' },
                  { label: 'Go', value: 'go' },
                  { label: 'Python', value: 'py' },
                ],
              },
            },
            { isRequired: false, field: { id: random.uuid(), type: 'Date', path: 'available_from', title: 'Available from', humanReadablePath: 'Available from', isNullable: true } },
            { isRequired: false, field: { id: random.uuid(), type: 'RichText', path: 'summary', title: 'Summary', humanReadablePath: 'Summary', isNullable: true } },
          ],
        },
      ],
    },
  };
  forms.push(screenForm);
  const screenInterview: Interview = { id: random.uuid(), title: 'Recruiter screen', feedbackFormDefinitionId: screenForm.id, requestsFeedback: true };
  interviews.push(screenInterview, { id: random.uuid(), title: 'Culture conversation', feedbackFormDefinitionId: screenForm.id, requestsFeedback: false });
  for (const form of forms) put(KIND.feedbackForm, form, isoTimestamp(START));
  for (const interview of interviews) put(KIND.interview, interview, isoTimestamp(START));
  return { screenForm, screenInterview };
}
