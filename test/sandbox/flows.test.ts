// The generated client, used as a user would, drives the sandbox through the flows the service
// description states; every answer of the run is checked against the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionDeniedError } from '../../generated/index.ts';
import { DEACTIVATED, FULL, NO_CANDIDATES, ON_BEHALF, READ_ONLY, post, startTestSandbox, type TestSandbox } from './support.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ sizes: { candidates: 2000, users: 20, jobs: 10, auditEntries: 50 } });
});
afterAll(async () => {
  await t?.sandbox.close();
});

describe('sandbox flows through the generated client', () => {
  it('creates a candidate and reads it back, by id and by e-mail', async () => {
    const client = t.client();
    const created = await client.candidate.create({ name: 'Ada Example', email: 'ada.example@example.com' } as never);
    expect(created.name).toBe('Ada Example');
    const read = await client.candidate.info({ candidateId: created.id });
    expect(read).toEqual(created);
    const found = await client.candidate.search({ email: 'ADA.example@example.com' });
    expect(found.map((c) => c.id)).toEqual([created.id]);
    const updated = await client.candidate.update({ candidateId: created.id, name: 'Ada Lovelace' } as never);
    expect(updated.name).toBe('Ada Lovelace');
    expect((await client.candidate.info({ candidateId: created.id })).name).toBe('Ada Lovelace');
  });

  it('pages through more than 2,000 candidates with for await, each once', async () => {
    const ids = new Set<string>();
    let count = 0;
    for await (const candidate of t.client().candidate.list({ limit: 250 })) {
      ids.add(candidate.id);
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(2000);
    expect(ids.size).toBe(count);
  });

  it('ends a pass with a syncToken that later returns only what changed since', async () => {
    const client = t.client();
    let page = await client.candidate.list({ limit: 1000 });
    while (page.moreDataAvailable) page = await client.candidate.list({ limit: 1000, cursor: page.nextCursor! });
    expect(page.nextCursor).toBeUndefined();
    const token = page.syncToken!;
    expect(typeof token).toBe('string');
    const nothing = await client.candidate.list({ syncToken: token });
    expect(nothing.results).toEqual([]);
    const changed = await client.candidate.create({ name: 'Sync Example', email: 'sync.example@example.com' } as never);
    const since = await client.candidate.list({ syncToken: token });
    expect(since.results.map((c) => c.id)).toEqual([changed.id]);
    expect(since.syncToken).not.toBe(token);
  });

  it('filters by createdAfter', async () => {
    const client = t.client();
    const after = '2026-02-15T00:00:00.000Z';
    const results = [];
    for await (const candidate of client.candidate.list({ createdAfter: after, limit: 500 })) results.push(candidate);
    expect(results.length).toBeGreaterThan(0);
    for (const candidate of results) expect(candidate.createdAt > after).toBe(true);
    const { status, json } = await post(t.sandbox.url, 'candidate.list', { createdAfter: 'yesterday' });
    expect(status).toBe(200);
    expect(json.errors[0].message).toMatch(/^\$\.createdAfter /);
  });

  it('creates an application, moves its stage (and through the deprecated alias), and keeps its history', async () => {
    const client = t.client();
    const candidate = await client.candidate.create({ name: 'Stage Example', email: 'stage.example@example.com' } as never);
    const existing = await client.application.info({ applicationId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d' });
    const application = await client.application.create({ candidateId: candidate.id, jobId: existing.job.id } as never);
    expect(application.candidate.id).toBe(candidate.id);
    expect(application.currentInterviewStage.orderInInterviewPlan).toBe(0);
    expect((await client.candidate.info({ candidateId: candidate.id })).applicationIds).toEqual([application.id]);
    const stages = (await client.interviewStage.list({ interviewPlanId: application.currentInterviewStage.interviewPlanId } as never)).results as { id: string; orderInInterviewPlan: number }[];
    const [first, second, third] = [0, 1, 2].map((order) => stages.find((s) => s.orderInInterviewPlan === order)!);
    expect(first.id).toBe(application.currentInterviewStage.id);
    const moved = await client.application.changeStage({ applicationId: application.id, interviewStageId: second.id } as never);
    expect(moved.currentInterviewStage.id).toBe(second.id);
    const again = await client.application.change_stage({ applicationId: application.id, interviewStageId: third.id } as never);
    expect(again.currentInterviewStage.id).toBe(third.id);
    await expect(client.application.changeStage({ applicationId: application.id, interviewStageId: third.id } as never)).rejects.toThrow(/already in the stage/);
    const history = await client.application.listHistory({ applicationId: application.id });
    expect(history.results.map((h) => h.stageId)).toEqual([first.id, second.id, third.id]);
    expect(history.results.slice(0, 2).every((h) => h.leftStageAt !== null)).toBe(true);
    expect(history.results[2].leftStageAt).toBeNull();
    // The example application's stage is where its example history ends.
    const exampleHistory = (await client.application.listHistory({ applicationId: existing.id })).results;
    expect(existing.currentInterviewStage.id).toBe(exampleHistory.find((h) => h.leftStageAt === null)!.stageId);
  });

  it('attaches files by the handle file.createFileUploadHandle makes, or uploaded as multipart', async () => {
    const client = t.client();
    const candidate = await client.candidate.create({ name: 'File Example', email: 'file.example@example.com' } as never);
    const file = (await client.file.createFileUploadHandle({ fileName: 'resume.pdf', contentType: 'application/pdf' } as never)) as { handle: string };
    expect(await client.file.info({ handle: file.handle } as never)).toEqual(file);
    const withResume = await client.candidate.uploadResume({ candidateId: candidate.id, resumeHandle: file.handle } as never);
    expect(withResume.resumeFileHandle).toBe(file.handle);
    await expect(client.candidate.uploadFile({ candidateId: candidate.id, fileHandle: 'never-made' } as never)).rejects.toThrow(/\$\.fileHandle: no file has the handle "never-made"; create one with file\.createFileUploadHandle/);
    const uploaded = await client.candidate.uploadFile({ candidateId: candidate.id, file: { data: new TextEncoder().encode('notes'), filename: 'notes.txt' } } as never);
    const [attached] = uploaded.fileHandles as { handle: string; name: string }[];
    expect(attached.name).toBe('notes.txt');
    expect(await client.file.info({ handle: attached.handle } as never)).toMatchObject({ handle: attached.handle, fileName: 'notes.txt' });
    expect(await client.candidate.info({ candidateId: candidate.id })).toEqual(uploaded);
  });

  it('answers application.info by applicationId before submittedFormInstanceId', async () => {
    const client = t.client();
    const existing = await client.application.info({ applicationId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d' });
    const form = await client.applicationForm.submit({ jobId: existing.job.id, values: { _systemfield_name: 'Board Example', _systemfield_email: 'board@example.com' } } as never);
    expect(form.formMessages.blocked).toBe(false);
    const byForm = await client.application.info({ submittedFormInstanceId: form.submittedFormInstance.id });
    expect(byForm.candidate.name).toBe('Board Example');
    const both = await client.application.info({ applicationId: existing.id, submittedFormInstanceId: form.submittedFormInstance.id });
    expect(both.id).toBe(existing.id);
  });

  it('refuses keys and permissions with their own statuses and messages', async () => {
    const url = t.sandbox.url;
    const missing = await post(url, 'candidate.list', {}, null);
    const unknown = await post(url, 'candidate.list', {}, 'never-issued-key');
    const deactivated = await post(url, 'candidate.list', {}, DEACTIVATED);
    expect([missing.status, unknown.status, deactivated.status]).toEqual([401, 403, 403]);
    const messages = [missing, unknown, deactivated].map((a) => a.json.errors[0].message);
    expect(new Set(messages).size).toBe(3);
    expect(messages.join(' ')).not.toContain('never-issued-key');
    await expect(t.client(NO_CANDIDATES).candidate.list({})).rejects.toMatchObject({ constructor: PermissionDeniedError, status: 403, code: 'missing_endpoint_permission' });
    await expect(t.client(READ_ONLY).candidate.create({ name: 'x', email: 'x@example.com' } as never)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(t.client(READ_ONLY).application.delete({ applicationId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })).rejects.toMatchObject({ code: 'missing_endpoint_permission' });
    await expect(t.client(DEACTIVATED).apiKey.info({})).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await t.client(READ_ONLY).apiKey.info({})).scopes).toContain('candidates:read');
  });

  it('attributes notes and feedback to the X-On-Behalf-Of user, under its three conditions', async () => {
    const users = await t.client(ON_BEHALF).user.list({ limit: 100 });
    const active = users.results.find((u) => u.isEnabled)!;
    const disabled = users.results.find((u) => !u.isEnabled)!;
    const candidateId = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
    const own = await t.client(ON_BEHALF).candidate.createNote({ candidateId, note: 'As the key.' });
    expect(own.author.lastName).toBe('Acts on behalf of users (demo)');
    const note = await t.client(ON_BEHALF).candidate.createNote({ candidateId, note: 'As a user.' }, { onBehalfOf: active.id });
    expect(note.author).toEqual({ id: active.id, firstName: active.firstName, lastName: active.lastName, email: active.email });
    await expect(t.client(FULL).candidate.createNote({ candidateId, note: 'x' }, { onBehalfOf: active.id })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(t.client(ON_BEHALF).candidate.createNote({ candidateId, note: 'x' }, { onBehalfOf: disabled.id })).rejects.toThrow(/disabled/);
    await expect(t.client(ON_BEHALF).candidate.createNote({ candidateId, note: 'x' }, { onBehalfOf: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(/not the id of a user/);

    const request = await t.client(ON_BEHALF).applicationFeedbackRequest.create(
      { applicationId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d', interviewId: '1d2e3f4a-5b6c-4d7e-9f8a-9b0c1d2e3f4a', interviewerUserId: active.id } as never,
    );
    const values = { overall_score: { score: 4 }, recommendation: 'strong_yes' };
    const submitted = await t.client(ON_BEHALF).applicationFeedback.submit({ interviewEventId: request.interviewEventId, values }, { onBehalfOf: active.id });
    expect(submitted.submittedFormInstance.submittedValues).toEqual(values);
    const feedback = [];
    for await (const f of t.client(ON_BEHALF).applicationFeedback.list({ applicationId: request.applicationId } as never)) feedback.push(f);
    const mine = feedback.find((f) => f.id === submitted.submittedFormInstance.id)!;
    expect(mine.submittedByUser.id).toBe(active.id);
  });

  it('checks feedback values against the form definition', async () => {
    const client = t.client();
    const eventId = '2e3f4a5b-6c7d-4e8f-8a9b-0c1d2e3f4a5b';
    await expect(client.applicationFeedback.submit({ interviewEventId: eventId, values: { overall_score: { score: 5 }, recommendation: 'yes' } })).rejects.toThrow(/\$\.values\.overall_score\.score/);
    await expect(client.applicationFeedback.submit({ interviewEventId: eventId, values: { overall_score: { score: 2 }, recommendation: 'maybe' } })).rejects.toThrow(/\$\.values\.recommendation/);
    await expect(client.applicationFeedback.submit({ interviewEventId: eventId, values: { recommendation: 'yes' } })).rejects.toThrow(/overall_score/);
    const ok = await client.applicationFeedback.submit({ interviewEventId: eventId, values: { overall_score: { score: 1 }, recommendation: 'no', notes: 'Fine.' } });
    expect(ok.submittedFormInstance.submittedValues).toMatchObject({ recommendation: 'no' });
  });

  it('keeps the audit log newest first, records writes, and applies its rules and codes', async () => {
    const client = t.client();
    const candidate = await client.candidate.create({ name: 'Audit Example', email: 'audit.example@example.com' } as never);
    const first = await client.auditLog.list({ categories: ['candidates'] } as never);
    expect(first.results[0]).toMatchObject({ targetType: 'Candidate', targetId: candidate.id, action: 'created' });
    const times = first.results.map((e) => String(e.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
    const invalid = async (body: unknown) => (await post(t.sandbox.url, 'auditLog.list', body)).json.errors[0].message as string;
    expect(await invalid({ startDate: '2026-02-30' })).toMatch(/^invalid_input: \$\.startDate/);
    expect(await invalid({ startDate: '2026-03-01', endDate: '2026-01-01' })).toMatch(/^invalid_input: .*before/);
    expect(await invalid({ startDate: '2024-01-01', endDate: '2025-07-02' })).toMatch(/^invalid_input: .*18 months/);
    expect((await post(t.sandbox.url, 'auditLog.list', { startDate: '2024-01-01', endDate: '2025-07-01' })).json.success).toBe(true);
    expect(await invalid({ categories: ['candidates', 'gossip'] })).toMatch(/^invalid_input: \$\.categories\[1\]/);
    expect(await invalid({ cursor: '!!!' })).toMatch(/^cursor_invalid: /);
    await expect(t.client(READ_ONLY).auditLog.list({})).rejects.toMatchObject({ code: 'missing_endpoint_permission' });
    let pages = 0;
    let entries = 0;
    for await (const _entry of client.auditLog.list({ limit: 20 } as never)) {
      entries++;
      if (entries % 20 === 1) pages++;
    }
    expect(pages).toBeGreaterThan(2);
  });

  it('gates application.updateHistory by its admin setting', async () => {
    const applicationId = '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d';
    const history = await t.client().application.listHistory({ applicationId });
    const item = history.results[0];
    const updated = await t.client().application.updateHistory({ applicationId, applicationHistory: [{ applicationHistoryId: item.id, enteredStageAt: '2026-01-12T09:00:00.000Z' }] } as never);
    expect(updated.id).toBe(applicationId);
    expect((await t.client().application.listHistory({ applicationId })).results[0].enteredStageAt).toBe('2026-01-12T09:00:00.000Z');
    // Seed lines 207 and 248: without the admin setting, a permission failure, HTTP 403, before the body is read.
    await expect(t.client(ON_BEHALF).application.updateHistory({ applicationId, applicationHistory: [] } as never)).rejects.toMatchObject({ constructor: PermissionDeniedError, status: 403, code: 'missing_endpoint_permission' });
    const raw = await post(t.sandbox.url, 'application.updateHistory', '{"not json', ON_BEHALF);
    expect([raw.status, raw.json.errors[0].message]).toEqual([403, expect.stringMatching(/^missing_endpoint_permission: .*"Allow updating application history\?"/)]);
  });

  it('skips approval with an empty step list', async () => {
    const definition = await t.client().approvalDefinition.update({ entityType: 'Offer', entityId: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b', approvalStepDefinitions: [] });
    expect(definition.approvalSteps).toEqual([]);
  });

  it('hides confidential jobs\' candidates from a key without the setting', async () => {
    const all = [];
    for await (const c of t.client(FULL).candidate.list({ limit: 1000 })) all.push(c.id);
    const visible = [];
    for await (const c of t.client(READ_ONLY).candidate.list({ limit: 1000 })) visible.push(c.id);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(all.length);
  });

  it('answers bad input with the error envelope naming the JSON path, never a 5xx', async () => {
    const cases: [string, unknown][] = [
      ['candidate.createNote', { candidateId: 'not-a-uuid', note: 'x' }],
      ['candidate.createNote', '{"unterminated'],
      ['application.info', []],
      ['candidate.list', { limit: 0 }],
      ['candidate.list', { cursor: 'garbage' }],
      ['application.list', { syncToken: 'garbage' }],
    ];
    for (const [operation, body] of cases) {
      const { status, json } = await post(t.sandbox.url, operation, body);
      expect(status, operation).toBe(200);
      expect(json.success).toBe(false);
      expect(json.errors[0].message).toMatch(/\$/);
      expect(JSON.stringify(json)).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect((await fetch(`${t.sandbox.url}/candidate.list`, { method: 'GET' })).status).toBe(405);
    expect((await post(t.sandbox.url, 'candidate.nothing', {})).status).toBe(404);
  });

  it('carries syncToken on every page (seed line 15); the lists that page only refuse it back (seed line 25)', async () => {
    const client = t.client();
    const tokens = new Set<string>();
    let page = await client.candidate.list({ limit: 700 });
    let pages = 1;
    tokens.add(page.syncToken!);
    while (page.moreDataAvailable) {
      page = await client.candidate.list({ limit: 700, cursor: page.nextCursor! });
      tokens.add(page.syncToken!);
      pages++;
    }
    // Every page of a pass names the moment the pass began.
    expect(pages).toBeGreaterThan(2);
    expect([...tokens].every((token) => typeof token === 'string')).toBe(true);
    expect(tokens.size).toBe(1);

    const applicationId = '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d';
    for (const list of ['application.listHistory', 'application.listCriteriaEvaluations'] as const) {
      const first = await post(t.sandbox.url, list, { applicationId, limit: 1 });
      expect(first.json).toMatchObject({ success: true, syncToken: expect.any(String) });
      const back = await post(t.sandbox.url, list, { applicationId, syncToken: first.json.syncToken });
      expect(back.json.errors[0].message).toMatch(new RegExp(`^\\$\\.syncToken: ${list.replace('.', '\\.')} pages only`));
    }
    // candidate.listClientInfo is a sync list like the others (seed line 199).
    const candidateId = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
    const info = await client.candidate.listClientInfo({ candidateId });
    expect(info.results.length).toBeGreaterThan(0);
    expect((await client.candidate.listClientInfo({ candidateId, syncToken: info.syncToken! })).results).toEqual([]);
    // A list answered with the spec's examples never changes: its own token brings back nothing.
    const examplesOnly = t.sandbox.examplesOnly.find((name) => name === 'project.list')!;
    const pass = await post(t.sandbox.url, examplesOnly, {});
    expect(pass.json.results.length).toBeGreaterThan(0);
    expect((await post(t.sandbox.url, examplesOnly, { syncToken: pass.json.syncToken })).json).toMatchObject({ success: true, results: [] });
  });

  it('refuses a request field a stateful operation does not read, naming its JSON path', async () => {
    const refusedWithout: string[] = [];
    for (const operation of t.sandbox.stateful) {
      const { status, json } = await post(t.sandbox.url, operation, { notAField: 1, 'odd key': 2 });
      const message = json.errors?.[0]?.message ?? '';
      if (status !== 200 || !message.startsWith(`$.notAField is not a request field ${operation} reads; $['odd key'] is not a request field ${operation} reads;`)) refusedWithout.push(`${operation} (HTTP ${status}): ${message}`);
    }
    expect(refusedWithout).toEqual([]);
    const hinted = await post(t.sandbox.url, 'application.update', { applicationId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d', archiveReasonId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d' });
    expect(hinted.json.errors[0].message).toMatch(/^\$\.archiveReasonId is not a request field application\.update reads \(archive with application\.changeStage .*\); it reads applicationId, creditedToUserId/);
    // Inside the request too: the objects of a list hold only their fields.
    const step = await post(t.sandbox.url, 'approvalDefinition.update', { entityType: 'Offer', entityId: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b', approvalStepDefinitions: [{ approvalsRequired: 1, approvers: [{ type: 'user', userId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', role: 'x' }] }] });
    expect(step.json.errors[0].message).toBe('$.approvalStepDefinitions[0].approvers[0].role is not a field of this object (it has type, userId).');
    const change = await post(t.sandbox.url, 'application.updateHistory', { applicationId: '5f0c2b1e-8d4a-4c3e-9b7a-1e2f3a4b5c6d', applicationHistory: [{ applicationHistoryId: 'x', leftStageAt: 'y' }] });
    expect(change.json.errors[0].message).toMatch(/^\$\.applicationHistory\[0\]\.leftStageAt is not a field of this object/);
    // Feedback values: a Score holds score and comments only (seed line 227).
    const extra = await post(t.sandbox.url, 'applicationFeedback.submit', { interviewEventId: '2e3f4a5b-6c7d-4e8f-8a9b-0c1d2e3f4a5b', values: { overall_score: { score: 3, weight: 2 }, recommendation: 'yes' } });
    expect(extra.json.errors[0].message).toMatch(/^\$\.values\.overall_score\.weight Overall score \(Score\): is not a field of this value/);
  });

  it('gave only answers the spec allows over the whole run', () => {
    expect(t.answers).toBeGreaterThan(50);
    expect(t.violations).toEqual([]);
  });
});
