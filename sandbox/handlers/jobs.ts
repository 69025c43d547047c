// Jobs and how they are interviewed for: jobs (list, info, search by title), their postings,
// interview plans, stage groups and stages. Records of confidential jobs are hidden from keys
// without the setting.
import { found, optionalString, refuse, requireId, seesConfidential, type Sandbox } from '../context.ts';
import { KIND, type InterviewPlan, type Job } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { stagesOf } from './applications.ts';
import { infoOf, listOf } from './catalog.ts';

type Body = Record<string, unknown>;
/** Most jobs a search answers. */
const SEARCH_LIMIT = 100;
const PLAN = { field: 'interviewPlanId', kind: KIND.interviewPlan, what: 'interview plan' };

export function jobHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  return {
    'job.list': listOf(sandbox, KIND.job, { confidential: true }),
    'job.info': infoOf(sandbox, KIND.job, 'jobId', 'job'),
    'job.search': {
      fields: ['title'],
      handle: (body, ctx) => {
        const title = optionalString(body as Body, 'title');
        if (!title) refuse('$.title is required: a part of the job title to search for.');
        return { results: store.search<Job>(KIND.job, 'title', title, SEARCH_LIMIT, seesConfidential(ctx)).map((r) => r.data) };
      },
    },
    'jobPosting.list': listOf(sandbox, KIND.jobPosting, { parent: { field: 'jobId', kind: KIND.job, what: 'job' }, confidential: true }),
    'jobPosting.info': infoOf(sandbox, KIND.jobPosting, 'jobPostingId', 'job posting'),
    'jobInterviewPlan.info': {
      fields: ['jobId'],
      handle: (body, ctx) => {
        const job = found<Job>(sandbox, ctx, KIND.job, requireId(body as Body, 'jobId', 'job'), 'jobId', 'job').data;
        const plan = store.get<InterviewPlan>(KIND.interviewPlan, job.interviewPlanId)!.data;
        return { results: { jobId: job.id, interviewPlan: plan, interviewStages: stagesOf(sandbox, job) } };
      },
    },

    'interviewPlan.list': listOf(sandbox, KIND.interviewPlan),
    'interviewStageGroup.list': listOf(sandbox, KIND.stageGroup, { parent: PLAN }),
    'interviewStage.list': listOf(sandbox, KIND.stage, { parent: PLAN }),
    'interviewStage.info': infoOf(sandbox, KIND.stage, 'interviewStageId', 'interview stage'),
  };
}
