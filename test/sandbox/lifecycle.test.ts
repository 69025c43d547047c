// A record's whole life through the generated client, for candidates, applications, notes and
// feedback: create -> read -> list -> search -> sync -> update -> archive -> delete -> sync, each
// step checked everywhere the change should show (the record's own reads, its list, searches, its
// parent, and a sync from a token taken before the step). Steps the description has no operation
// for (an application search, a note update, ...) are named where they would be. Every answer of
// the run is checked against the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiringApiClient } from '../../generated/index.ts';
import { pass, startTestSandbox, type Item, type List, type Page, type TestSandbox } from './support.ts';

/** What changed since `token`: a pass of the list with it. */
const since = (list: List, token: string, body: Record<string, unknown> = {}) => pass(list, { ...body, syncToken: token });

let t: TestSandbox;
let client: HiringApiClient;
beforeAll(async () => {
  t = await startTestSandbox({ sizes: { candidates: 120, users: 12, jobs: 6, auditEntries: 10 } });
  client = t.client();
});
afterAll(async () => {
  await t?.sandbox.close();
});

describe("a record's life in the sandbox, through the generated client", () => {
  const lists = {
    candidates: (b: Record<string, unknown>) => client.candidate.list(b) as unknown as PromiseLike<Page>,
    applications: (b: Record<string, unknown>) => client.application.list(b) as unknown as PromiseLike<Page>,
    notes: (b: Record<string, unknown>) => client.candidate.listNotes(b) as unknown as PromiseLike<Page>,
    feedback: (b: Record<string, unknown>) => client.applicationFeedback.list(b as never) as unknown as PromiseLike<Page>,
  };
  /** Sync tokens taken before each step, by list. */
  const tokens: Record<string, string> = {};
  const state: { candidate?: Item; application?: Item; note?: Item; feedbackId?: string; job?: Item } = {};

  it('starts from a full pass of each list, ending with a syncToken', async () => {
    tokens.candidates = (await pass(lists.candidates)).syncToken;
    tokens.applications = (await pass(lists.applications)).syncToken;
    tokens.feedback = (await pass(lists.feedback)).syncToken;
    const jobs = await pass((b) => client.job.list(b) as unknown as PromiseLike<Page>);
    state.job = jobs.items.find((j) => j.status === 'Open' && !j.confidential);
    expect(state.job).toBeDefined();
  });

  it('candidate: create, read, list, search, sync', async () => {
    const created = (await client.candidate.create({ name: 'Lifecycle Example', email: 'lifecycle@example.com' } as never)) as Item;
    state.candidate = created;
    expect(await client.candidate.info({ candidateId: created.id })).toEqual(created);
    expect((await pass(lists.candidates)).ids).toContain(created.id);
    expect((await client.candidate.search({ email: 'LIFECYCLE@example.com' })).map((c) => c.id)).toEqual([created.id]);
    expect((await client.candidate.search({ name: 'lifecycle exam' })).map((c) => c.id)).toContain(created.id);
    const changed = await since(lists.candidates, tokens.candidates);
    expect(changed.ids).toEqual([created.id]);
    tokens.candidates = changed.syncToken;
    tokens.notes = (await pass(lists.notes, { candidateId: created.id })).syncToken;
  });

  it('application: create, read, list, (no application search: its candidate shows it), sync', async () => {
    const application = (await client.application.create({ candidateId: state.candidate!.id, jobId: state.job!.id } as never)) as Item;
    state.application = application;
    expect(application.candidate.id).toBe(state.candidate!.id);
    expect(application.job).toEqual({ id: state.job!.id, title: state.job!.title, locationId: state.job!.locationId, departmentId: state.job!.departmentId });
    expect(application.currentInterviewStage.orderInInterviewPlan).toBe(0);
    expect(await client.application.info({ applicationId: application.id })).toEqual(application);
    expect((await pass(lists.applications)).ids).toContain(application.id);
    expect((await client.candidate.info({ candidateId: state.candidate!.id })).applicationIds).toEqual([application.id]);
    expect((await client.candidate.search({ email: 'lifecycle@example.com' }))[0].applicationIds).toEqual([application.id]);
    const history = await client.application.listHistory({ applicationId: application.id });
    expect(history.results.map((h) => [h.stageId, h.leftStageAt])).toEqual([[application.currentInterviewStage.id, null]]);
    const changed = await since(lists.applications, tokens.applications);
    expect(changed.ids).toEqual([application.id]);
    tokens.applications = changed.syncToken;
    // The candidate's applicationIds changed, so its sync returns it again.
    expect((await since(lists.candidates, tokens.candidates)).ids).toEqual([state.candidate!.id]);
  });

  it('note: create, (no note read: its list shows it), list, sync', async () => {
    const note = (await client.candidate.createNote({ candidateId: state.candidate!.id, note: 'Lifecycle note.' })) as Item;
    state.note = note;
    const notes = await pass(lists.notes, { candidateId: state.candidate!.id });
    expect(notes.items).toEqual([note]);
    const changed = await since(lists.notes, tokens.notes, { candidateId: state.candidate!.id });
    expect(changed.items).toEqual([note]);
    tokens.notes = changed.syncToken;
    // A token of one candidate's notes does not serve another's.
    await expect(lists.notes({ candidateId: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b', syncToken: tokens.notes })).rejects.toThrow(/\$\.syncToken was issued for another list/);
  });

  it('feedback: request, submit, list (all and by application), sync', async () => {
    const interviews = await pass((b) => client.interview.list(b) as unknown as PromiseLike<Page>);
    const interview = interviews.items.find((i) => i.requestsFeedback)!;
    const form = (await client.feedbackFormDefinition.info({ feedbackFormDefinitionId: interview.feedbackFormDefinitionId } as never)) as Item;
    expect(form.id).toBe(interview.feedbackFormDefinitionId);
    const interviewer = (await pass((b) => client.user.list(b) as unknown as PromiseLike<Page>)).items.find((u) => u.isEnabled)!;
    const request = await client.applicationFeedbackRequest.create({ applicationId: state.application!.id, interviewId: interview.id, interviewerUserId: interviewer.id } as never);
    expect((await pass((b) => client.interviewEvent.list(b) as unknown as PromiseLike<Page>, { applicationId: state.application!.id })).ids).toEqual([request.interviewEventId]);
    const values = valuesFor(form.formDefinition);
    const submitted = await client.applicationFeedback.submit({ interviewEventId: request.interviewEventId, values } as never);
    state.feedbackId = submitted.submittedFormInstance.id;
    const mine = (await pass(lists.feedback, { applicationId: state.application!.id })).items;
    expect(mine.map((f) => [f.id, f.interviewEventId, f.submittedValues])).toEqual([[state.feedbackId, request.interviewEventId, values]]);
    expect((await pass(lists.feedback)).ids).toContain(state.feedbackId);
    const changed = await since(lists.feedback, tokens.feedback);
    expect(changed.ids).toEqual([state.feedbackId]);
    tokens.feedback = changed.syncToken;
  });

  it('update: the candidate, and the application (source, credit), seen by reads, searches, the application and syncs', async () => {
    const candidateId = state.candidate!.id;
    const updated = await client.candidate.update({ candidateId, name: 'Lifecycle Renamed', email: 'renamed@example.com' } as never);
    expect(updated.primaryEmailAddress.value).toBe('renamed@example.com');
    expect((await client.candidate.info({ candidateId })).name).toBe('Lifecycle Renamed');
    expect((await client.candidate.search({ email: 'renamed@example.com' })).map((c) => c.id)).toEqual([candidateId]);
    // The earlier address stays on file, no longer primary.
    expect((await client.candidate.search({ email: 'lifecycle@example.com' }))[0].emailAddresses.map((e) => [e.value, e.isPrimary])).toEqual([
      ['renamed@example.com', true],
      ['lifecycle@example.com', false],
    ]);
    // The application shows the candidate's name, so it changed too.
    expect((await client.application.info({ applicationId: state.application!.id })).candidate.name).toBe('Lifecycle Renamed');
    expect((await since(lists.candidates, tokens.candidates)).ids).toEqual([candidateId]);
    const appSync = await since(lists.applications, tokens.applications);
    expect(appSync.items.map((a) => [a.id, a.candidate.name])).toEqual([[state.application!.id, 'Lifecycle Renamed']]);

    const sources = await pass((b) => client.source.list(b) as unknown as PromiseLike<Page>);
    const moved = await client.application.changeSource({ applicationId: state.application!.id, sourceId: sources.items[0].id } as never);
    expect(moved.source).toEqual(sources.items[0]);
    const user = (await pass((b) => client.user.list(b) as unknown as PromiseLike<Page>)).items.find((u) => u.isEnabled)!;
    await client.application.update({ applicationId: state.application!.id, creditedToUserId: user.id } as never);
    const read = await client.application.info({ applicationId: state.application!.id });
    expect([read.source, read.creditedToUser?.id]).toEqual([sources.items[0], user.id]);
    const changed = await since(lists.applications, tokens.applications);
    expect(changed.items.map((a) => [a.id, a.creditedToUser?.id])).toEqual([[state.application!.id, user.id]]);
    tokens.applications = changed.syncToken;
    tokens.candidates = (await since(lists.candidates, tokens.candidates)).syncToken;
  });

  it('archive: application.changeStage into the Archived stage with a reason, and back out', async () => {
    const applicationId = state.application!.id;
    await expect(client.application.update({ applicationId, archiveReasonId: '00000000-0000-4000-8000-000000000000' } as never)).rejects.toThrow(
      /\$\.archiveReasonId is not a request field application\.update reads \(archive with application\.changeStage/,
    );
    const planId = state.application!.currentInterviewStage.interviewPlanId;
    const stages = (await pass((b) => client.interviewStage.list(b) as unknown as PromiseLike<Page>, { interviewPlanId: planId })).items;
    const archivedStage = stages.find((s) => s.type === 'Archived')!;
    const [reason] = (await pass((b) => client.archiveReason.list(b) as unknown as PromiseLike<Page>)).items;
    await expect(client.application.changeStage({ applicationId, interviewStageId: archivedStage.id } as never)).rejects.toThrow(/\$\.archiveReasonId is required/);

    const archived = await client.application.changeStage({ applicationId, interviewStageId: archivedStage.id, archiveReasonId: reason.id } as never);
    expect([archived.status, archived.archiveReason, archived.currentInterviewStage.id]).toEqual(['Archived', { id: reason.id, text: reason.text, reasonType: reason.reasonType }, archivedStage.id]);
    expect(archived.archivedAt).toEqual(expect.any(String));
    expect(await client.application.info({ applicationId })).toEqual(archived);
    const history = (await client.application.listHistory({ applicationId })).results;
    expect(history.map((h) => [h.stageId, h.leftStageAt === null])).toEqual([
      [state.application!.currentInterviewStage.id, false],
      [archivedStage.id, true],
    ]);
    let changed = await since(lists.applications, tokens.applications);
    expect(changed.items.map((a) => [a.id, a.status])).toEqual([[applicationId, 'Archived']]);

    const first = stages.find((s) => s.orderInInterviewPlan === 0)!;
    const unarchived = await client.application.changeStage({ applicationId, interviewStageId: first.id } as never);
    expect([unarchived.status, unarchived.archiveReason, unarchived.archivedAt, unarchived.currentInterviewStage.id]).toEqual(['Active', null, null, first.id]);
    changed = await since(lists.applications, changed.syncToken);
    expect(changed.items.map((a) => [a.id, a.status])).toEqual([[applicationId, 'Active']]);
    tokens.applications = changed.syncToken;
  });

  it('delete: the application, with its feedback; a sync from before tells the client to read again', async () => {
    const applicationId = state.application!.id;
    expect(await client.application.delete({ applicationId })).toEqual({ applicationId });
    await expect(client.application.info({ applicationId })).rejects.toThrow(/no application has the id/);
    await expect(client.application.listHistory({ applicationId })).rejects.toThrow(/no application has the id/);
    expect((await client.candidate.info({ candidateId: state.candidate!.id })).applicationIds).toEqual([]);
    expect((await since(lists.candidates, tokens.candidates)).ids).toEqual([state.candidate!.id]);

    // A sync cannot return a removed record: an older token is refused, and a full pass is exact.
    await expect(lists.applications({ syncToken: tokens.applications })).rejects.toThrow(/^.*sync_token_expired: \$\.syncToken has expired: 1 record of this list was removed/);
    const applications = await pass(lists.applications);
    expect(applications.ids).not.toContain(applicationId);
    await expect(lists.feedback({ syncToken: tokens.feedback })).rejects.toThrow(/sync_token_expired/);
    const feedback = await pass(lists.feedback);
    expect(feedback.ids).not.toContain(state.feedbackId);
    expect((await since(lists.applications, applications.syncToken)).ids).toEqual([]);
    expect((await since(lists.feedback, feedback.syncToken)).ids).toEqual([]);
    tokens.applications = applications.syncToken;
    tokens.feedback = feedback.syncToken;
  });

  it('delete: the candidate anonymized, its notes with it; then every sync is quiet', async () => {
    const candidateId = state.candidate!.id;
    const anonymized = (await client.candidate.anonymize({ candidateId } as never)) as Item;
    expect(anonymized.name).toBe('Anonymized candidate');
    expect(await client.candidate.info({ candidateId })).toEqual(anonymized);
    expect(await client.candidate.search({ email: 'renamed@example.com' })).toEqual([]);
    expect(await client.candidate.search({ email: 'lifecycle@example.com' })).toEqual([]);
    const changed = await since(lists.candidates, tokens.candidates);
    expect(changed.items).toEqual([anonymized]);
    await expect(lists.notes({ candidateId, syncToken: tokens.notes })).rejects.toThrow(/sync_token_expired/);
    const notes = await pass(lists.notes, { candidateId });
    expect(notes.items).toEqual([]);

    expect((await since(lists.candidates, changed.syncToken)).ids).toEqual([]);
    expect((await since(lists.notes, notes.syncToken, { candidateId })).ids).toEqual([]);
    expect((await since(lists.applications, tokens.applications)).ids).toEqual([]);
    expect((await since(lists.feedback, tokens.feedback)).ids).toEqual([]);
  });

  it('gave only answers the spec allows', () => {
    expect(t.violations).toEqual([]);
  });
});

/** A valid value for every field of a form definition, by type (the description's table of rules). */
function valuesFor(definition: { sections: { fields: { field: { type: string; path: string; selectableValues?: { value: string }[] } }[] }[] }): Record<string, unknown> {
  const byType: Record<string, (field: { selectableValues?: { value: string }[] }) => unknown> = {
    Boolean: () => true,
    Currency: () => ({ value: 90000, currencyCode: 'EUR' }),
    Date: () => '2026-04-01',
    LongText: () => 'Thoughtful answers.',
    MultiValueSelect: (f) => [f.selectableValues![0].value],
    RichText: () => ({ type: 'PlainText', value: 'Clear and kind.' }),
    Score: () => ({ score: 3, comments: { type: 'PlainText', value: 'Solid.' } }),
    String: () => 'Yes',
    ValueSelect: (f) => f.selectableValues![0].value,
  };
  const values: Record<string, unknown> = {};
  for (const section of definition.sections) for (const { field } of section.fields) values[field.path] = byType[field.type](field);
  return values;
}
