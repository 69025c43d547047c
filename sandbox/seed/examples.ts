// The spec's own example records, read from the generated server code (so a changed example in the
// spec is what the next seed stores): seeded first, so every request example in the spec finds the
// records it names. A list whose example is missing or holds no records gives none.
import { successExamples } from '../../generated/server/examples.ts';
import type { Application, Candidate, ClientInfo, FeedbackSubmission, HistoryItem, NamedThing, Stage, User } from '../kinds.ts';

export interface SpecExamples {
  users: User[];
  candidates: Candidate[];
  applications: Application[];
  /** History of the first example application (application.listHistory's example). */
  history: HistoryItem[];
  evaluations: { id: string; evaluatedAt: string }[];
  clientInfo: ClientInfo[];
  feedback: FeedbackSubmission[];
  hiringTeamRoles: NamedThing[];
}

export function readExamples(): SpecExamples {
  return {
    users: results('user.list'),
    candidates: results('candidate.list'),
    applications: results('application.list'),
    history: results('application.listHistory'),
    evaluations: results('application.listCriteriaEvaluations'),
    clientInfo: results('candidate.listClientInfo'),
    feedback: results('applicationFeedback.list'),
    hiringTeamRoles: results('applicationHiringTeamRole.list'),
  };
}

function results(operation: string): any[] {
  const reply = (successExamples as Record<string, { results?: unknown } | undefined>)[operation];
  // Lists whose records are not shown have placeholder examples (`{}`), never records to seed.
  return Array.isArray(reply?.results) ? reply.results.filter((r) => r && typeof r === 'object' && typeof (r as { id?: unknown }).id === 'string') : [];
}

/**
 * The stages the examples show: the applications' current stages, and the stages their history
 * passed through (in the first application's interview plan).
 */
export function exampleStages(examples: SpecExamples): Stage[] {
  const stages = new Map<string, Stage>();
  for (const application of examples.applications) stages.set(application.currentInterviewStage.id, application.currentInterviewStage);
  const plan = examples.applications[0]?.currentInterviewStage;
  if (plan) {
    for (const item of examples.history) {
      if (!stages.has(item.stageId)) {
        stages.set(item.stageId, {
          id: item.stageId,
          title: item.title,
          type: 'Active',
          orderInInterviewPlan: item.stageNumber,
          interviewStageGroupId: plan.interviewStageGroupId,
          interviewPlanId: plan.interviewPlanId,
        });
      }
    }
  }
  return [...stages.values()];
}
