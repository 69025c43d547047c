// Every id a record names is one its own list serves: an application's job, stage, plan, source,
// archive reason, posting and credited user; a job's department and location; a feedback's
// interview, form and event. Lists the description names without a record shape answer the
// sandbox's records (README, "What the sandbox chose"), never the spec's placeholders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiringApiClient } from '../../generated/index.ts';
import { pass, startTestSandbox, type Item, type List, type TestSandbox } from './support.ts';

let t: TestSandbox;
let client: HiringApiClient;
beforeAll(async () => {
  t = await startTestSandbox({ sizes: { candidates: 300, users: 15, jobs: 10, auditEntries: 10 } });
  client = t.client();
});
afterAll(async () => {
  await t?.sandbox.close();
});

/** A list operation of the client by name (`interviewStage.list`). */
const list = (name: string): List => {
  const [resource, action] = name.split('.');
  return (body) => (client as any)[resource][action](body);
};
const all = async (name: string, body: Record<string, unknown> = {}) => (await pass(list(name), body)).items;
const ids = (items: Item[]) => new Set(items.map((i) => i.id));
/** The values of `pick` over `items` that `known` does not hold (nulls left out). */
const missing = (items: Item[], pick: (i: Item) => unknown, known: Set<string>) => [...new Set(items.map(pick))].filter((v) => v !== null && v !== undefined && !known.has(v as string));

describe('the ids records name are the ids lists serve', () => {
  it('applications name jobs, stages, plans, sources, archive reasons, postings and users that their lists serve', async () => {
    const applications = await all('application.list');
    const jobs = await all('job.list');
    const stages = await all('interviewStage.list');
    expect(applications.length).toBeGreaterThan(300);
    expect(missing(applications, (a) => a.job.id, ids(jobs))).toEqual([]);
    expect(missing(applications, (a) => a.currentInterviewStage.id, ids(stages))).toEqual([]);
    const stageById = new Map(stages.map((s) => [s.id, s]));
    for (const application of applications) expect(application.currentInterviewStage).toEqual(stageById.get(application.currentInterviewStage.id));
    expect(missing(stages, (s) => s.interviewPlanId, ids(await all('interviewPlan.list')))).toEqual([]);
    expect(missing(stages, (s) => s.interviewStageGroupId, ids(await all('interviewStageGroup.list')))).toEqual([]);
    expect(missing(applications, (a) => a.source?.id, ids(await all('source.list')))).toEqual([]);
    expect(missing(applications, (a) => a.creditedToUser?.id, ids(await all('user.list')))).toEqual([]);
    expect(missing(applications, (a) => a.appliedViaJobPostingId, ids(await all('jobPosting.list')))).toEqual([]);
    const reasons = await all('archiveReason.list');
    expect(missing(applications, (a) => a.archiveReason?.id, ids(reasons))).toEqual([]);
    // Archived means all three: the status, the reason and the plan's Archived stage.
    const archived = applications.filter((a) => a.status === 'Archived');
    expect(archived.length).toBeGreaterThan(0);
    for (const a of applications)
      expect([a.status === 'Archived', a.archiveReason !== null, a.archivedAt !== null, a.currentInterviewStage.type === 'Archived']).toEqual(Array(4).fill(a.status === 'Archived'));
  });

  it("jobs name departments and locations their lists serve; a job's plan is the one jobInterviewPlan.info gives", async () => {
    const jobs = await all('job.list');
    expect(missing(jobs, (j) => j.departmentId, ids(await all('department.list')))).toEqual([]);
    expect(missing(jobs, (j) => j.locationId, ids(await all('location.list')))).toEqual([]);
    const [job] = jobs;
    expect(await client.job.info({ jobId: job.id } as never)).toEqual(job);
    expect((await client.job.search({ title: job.title.slice(0, 6).toUpperCase() } as never)) as Item[]).toContainEqual(job);
    const plan = (await client.jobInterviewPlan.info({ jobId: job.id } as never)) as Item;
    expect(plan.interviewPlan.id).toBe(job.interviewPlanId);
    expect(plan.interviewStages).toEqual(await all('interviewStage.list', { interviewPlanId: job.interviewPlanId }));
    expect(plan.interviewStages.map((s: Item) => s.type).at(-1)).toBe('Archived');
  });

  it('candidates and applications name each other', async () => {
    const candidates = await all('candidate.list');
    const applications = await all('application.list');
    const byCandidate = new Map<string, string[]>();
    for (const a of applications) byCandidate.set(a.candidate.id, [...(byCandidate.get(a.candidate.id) ?? []), a.id]);
    for (const c of candidates) expect(c.applicationIds, c.id).toEqual(byCandidate.get(c.id) ?? []);
    expect(missing(applications, (a) => a.candidate.id, ids(candidates))).toEqual([]);
  });

  it('feedback names interviews, forms, events and applications their lists serve; notes name users', async () => {
    const feedback = await all('applicationFeedback.list');
    expect(feedback.length).toBeGreaterThan(2);
    expect(missing(feedback, (f) => f.applicationId, ids(await all('application.list')))).toEqual([]);
    expect(missing(feedback, (f) => f.interviewId, ids(await all('interview.list')))).toEqual([]);
    expect(missing(feedback, (f) => f.feedbackFormDefinitionId, ids(await all('feedbackFormDefinition.list')))).toEqual([]);
    expect(missing(feedback, (f) => f.interviewEventId, ids(await all('interviewEvent.list')))).toEqual([]);
    const form = (await client.feedbackFormDefinition.info({ feedbackFormDefinitionId: feedback[0].feedbackFormDefinitionId } as never)) as Item;
    expect(form.formDefinition).toEqual(feedback[0].formDefinition);
    const users = ids(await all('user.list'));
    const notes = (await Promise.all((await all('candidate.list')).slice(0, 60).map((c) => all('candidate.listNotes', { candidateId: c.id })))).flat();
    expect(notes.length).toBeGreaterThan(0);
    expect(missing(notes, (n) => n.author.id, users)).toEqual([]);
    expect(await all('hiringTeamRole.list')).toEqual(await all('applicationHiringTeamRole.list'));
  });

  it('archives and restores a department in place, seen by info, list and sync', async () => {
    const before = await pass(list('department.list'));
    const department = before.items[0];
    const archived = (await client.department.archive({ departmentId: department.id } as never)) as Item;
    expect(archived).toEqual({ ...department, isArchived: true });
    expect(await client.department.info({ departmentId: department.id } as never)).toEqual(archived);
    const changed = await pass(list('department.list'), { syncToken: before.syncToken });
    expect(changed.items).toEqual([archived]);
    const restored = (await client.department.restore({ departmentId: department.id } as never)) as Item;
    expect(restored).toEqual(department);
    expect((await pass(list('department.list'), { syncToken: changed.syncToken })).items).toEqual([department]);
  });

  it('gave only answers the spec allows', () => {
    expect(t.violations).toEqual([]);
  });
});
