// Applications: list (sync paging), info (applicationId first, then submittedFormInstanceId),
// create, update, stage and source changes (and their deprecated aliases), transfer, history
// (listing, and editing behind its admin setting), criteria evaluations, hiring team, delete.
import type { Handlers } from '../../generated/server/adapter.ts';
import { listPage } from '../paging.ts';
import { KIND, type Candidate, type HistoryItem, type Job, type NamedThing, type Stage, type StoredApplication, type User } from '../kinds.ts';
import { audit, composeApplication, found, newId, refuse, requireId, seesConfidential, type Ctx, type Principal, type Sandbox } from '../context.ts';

type Body = Record<string, unknown>;

export function applicationHandlers(sandbox: Sandbox): Handlers<Principal> {
  const { store } = sandbox;
  const application = (ctx: Ctx, id: string, field = 'applicationId') => found<StoredApplication>(sandbox, ctx, KIND.application, id, field, 'application');

  /** Saves a changed application (and its candidate's confidentiality) with an audit entry; answers it composed. */
  function save(ctx: Ctx, next: StoredApplication, action: string, extra?: () => void) {
    const job = store.get<Job>(KIND.job, next.jobId)!.data;
    store.transaction(() => {
      store.update(KIND.application, next.id, next, { hidden: job.confidential });
      extra?.();
      audit(sandbox, ctx, { category: 'applications', action, targetType: 'Application', targetId: next.id });
    });
    return { results: composeApplication(sandbox, next) };
  }

  function stageOf(ctx: Ctx, body: Body, field: string, job: Job): Stage {
    const id = requireId(body, field, 'interview stage');
    const stage = store.get<Stage>(KIND.stage, id)?.data;
    if (!stage) refuse(`$.${field}: no interview stage has the id ${id}.`);
    if (stage.interviewPlanId !== job.interviewPlanId) refuse(`$.${field}: the stage ${id} belongs to another interview plan than the job "${job.title}".`);
    return stage;
  }

  /** Closes the open history item and opens one for `stage`. */
  function enterStage(ctx: Ctx, applicationId: string, stage: Stage, now: string): void {
    const items = store.all<HistoryItem>(KIND.history, applicationId);
    const open = items.find((i) => i.data.leftStageAt === null);
    if (open) store.update(KIND.history, open.id, { ...open.data, leftStageAt: now });
    const item: HistoryItem = { id: newId(), stageId: stage.id, title: stage.title, enteredStageAt: now, leftStageAt: null, stageNumber: stage.orderInInterviewPlan, allowedActions: ['delete', 'set_entered_at'], actorId: ctx.principal.actor.id };
    store.insert(KIND.history, item.id, item, { createdAt: now, parentId: applicationId });
  }

  function changeStage(body: Body, ctx: Ctx) {
    const id = requireId(body, 'applicationId', 'application');
    const { data } = application(ctx, id);
    const job = store.get<Job>(KIND.job, data.jobId)!.data;
    const stage = stageOf(ctx, body, 'interviewStageId', job);
    const now = sandbox.now();
    const next: StoredApplication = { ...data, stageId: stage.id, updatedAt: now };
    return save(ctx, next, 'stage_changed', () => enterStage(ctx, id, stage, now));
  }

  function changeSource(body: Body, ctx: Ctx) {
    const id = requireId(body, 'applicationId', 'application');
    const { data } = application(ctx, id);
    let source: NamedThing | null = null;
    if (body.sourceId !== null) {
      const sourceId = requireId(body, 'sourceId', 'source');
      source = store.get<NamedThing>(KIND.source, sourceId)?.data ?? null;
      if (!source) refuse(`$.sourceId: no source has the id ${sourceId}.`);
    }
    return save(ctx, { ...data, source, updatedAt: sandbox.now() }, 'source_changed');
  }

  function userOf(body: Body, field: string): User {
    const id = requireId(body, field, 'user');
    const user = store.get<User>(KIND.user, id)?.data;
    if (!user) refuse(`$.${field}: no user of this organization has the id ${id}.`);
    return user;
  }

  function hiringTeamChange(body: Body, ctx: Ctx, add: boolean) {
    const id = requireId(body, 'applicationId', 'application');
    const { data } = application(ctx, id);
    const user = userOf(body, 'teamMemberId');
    const roleId = requireId(body, 'roleId', 'hiring team role');
    const role = store.get<NamedThing>(KIND.hiringTeamRole, roleId)?.data;
    if (!role) refuse(`$.roleId: no hiring team role has the id ${roleId}.`);
    const member = { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: role.title };
    const team = data.hiringTeam as (typeof member)[];
    const present = team.some((m) => m.userId === user.id && m.role === role.title);
    if (add && present) refuse(`$.teamMemberId: the user is already on the hiring team as ${role.title}.`);
    if (!add && !present) refuse(`$.teamMemberId: the user is not on the hiring team as ${role.title}.`);
    const hiringTeam = add ? [...team, member] : team.filter((m) => !(m.userId === user.id && m.role === role.title));
    save(ctx, { ...data, hiringTeam, updatedAt: sandbox.now() }, add ? 'hiring_team_member_added' : 'hiring_team_member_removed');
    return { results: member };
  }

  return {
    'application.list': (body, ctx) =>
      listPage(store, body as Body, { operation: ctx.operation.name, kind: KIND.application, sync: ctx.operation.paging === 'sync', includeHidden: seesConfidential(ctx), map: (r) => composeApplication(sandbox, r.data) }),

    'application.info': (body, ctx) => {
      const b = body as Body;
      // The source: with both ids, the lookup uses applicationId.
      if (b.applicationId !== undefined) return { results: composeApplication(sandbox, application(ctx, requireId(b, 'applicationId', 'application')).data) };
      if (b.submittedFormInstanceId === undefined) refuse('$: send applicationId or submittedFormInstanceId.');
      const formId = requireId(b, 'submittedFormInstanceId', 'submitted form instance');
      const form = store.get<{ applicationId: string }>(KIND.formSubmission, formId)?.data;
      if (!form) refuse(`$.submittedFormInstanceId: no submitted form instance has the id ${formId}.`);
      return { results: composeApplication(sandbox, application(ctx, form.applicationId, 'submittedFormInstanceId').data) };
    },

    'application.create': (body, ctx) => {
      const b = body as Body;
      const candidateId = requireId(b, 'candidateId', 'candidate');
      const candidate = found<Candidate>(sandbox, ctx, KIND.candidate, candidateId, 'candidateId', 'candidate').data;
      const jobId = requireId(b, 'jobId', 'job');
      const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
      const stages = store.all<Stage>(KIND.stage, job.interviewPlanId).map((s) => s.data).sort((x, y) => x.orderInInterviewPlan - y.orderInInterviewPlan);
      const stage = b.interviewStageId !== undefined ? stageOf(ctx, b, 'interviewStageId', job) : stages[0];
      let source: NamedThing | null = null;
      if (b.sourceId !== undefined) {
        const sourceId = requireId(b, 'sourceId', 'source');
        source = store.get<NamedThing>(KIND.source, sourceId)?.data ?? refuse(`$.sourceId: no source has the id ${sourceId}.`);
      }
      const creditedToUser = b.creditedToUserId !== undefined ? userOf(b, 'creditedToUserId') : ctx.principal.onBehalf ? ctx.principal.actor : null;
      const now = sandbox.now();
      const stored: StoredApplication = {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        status: 'Active',
        customFields: [],
        candidateId,
        jobId,
        stageId: stage.id,
        source,
        archiveReason: null,
        archivedAt: null,
        creditedToUser,
        hiringTeam: [],
        appliedViaJobPostingId: null,
        submitterClientIp: null,
        submitterUserAgent: null,
        submittedFormInstanceId: null,
      };
      createApplication(sandbox, ctx, stored, candidate, job, stage);
      return { results: composeApplication(sandbox, stored) };
    },

    'application.update': (body, ctx) => {
      const b = body as Body;
      const id = requireId(b, 'applicationId', 'application');
      const { data } = application(ctx, id);
      const next = { ...data, updatedAt: sandbox.now() };
      if (b.creditedToUserId !== undefined) next.creditedToUser = b.creditedToUserId === null ? null : userOf(b, 'creditedToUserId');
      if (b.customFields !== undefined) refuse('$.customFields: custom field values are set with customField.setValue, not application.update.');
      return save(ctx, next, 'updated');
    },

    'application.changeStage': (body, ctx) => changeStage(body as Body, ctx),
    'application.change_stage': (body, ctx) => changeStage(body as Body, ctx),
    'application.changeSource': (body, ctx) => changeSource(body as Body, ctx),
    'application.change_source': (body, ctx) => changeSource(body as Body, ctx),

    'application.transfer': (body, ctx) => {
      const b = body as Body;
      const id = requireId(b, 'applicationId', 'application');
      const { data } = application(ctx, id);
      const jobId = requireId(b, 'jobId', 'job');
      const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
      if (job.id === data.jobId) refuse(`$.jobId: the application is already for the job "${job.title}".`);
      const stages = store.all<Stage>(KIND.stage, job.interviewPlanId).map((s) => s.data).sort((x, y) => x.orderInInterviewPlan - y.orderInInterviewPlan);
      const stage = b.interviewStageId !== undefined ? stageOf(ctx, b, 'interviewStageId', job) : stages[0];
      const now = sandbox.now();
      return save(ctx, { ...data, jobId, stageId: stage.id, updatedAt: now }, 'transferred', () => {
        enterStage(ctx, id, stage, now);
        if (job.confidential) markCandidateHidden(sandbox, data.candidateId);
      });
    },

    'application.updateHistory': (body, ctx) => {
      if (!ctx.principal.key.settings.updateApplicationHistory) {
        refuse('The API key lacks the admin setting "Allow updating application history?", which application.updateHistory requires.', 'missing_endpoint_permission');
      }
      const b = body as Body;
      const id = requireId(b, 'applicationId', 'application');
      const { data } = application(ctx, id);
      if (!Array.isArray(b.applicationHistory) || b.applicationHistory.length === 0) refuse('$.applicationHistory is required: a list of { applicationHistoryId, enteredStageAt } or { applicationHistoryId, delete: true }.');
      const items = new Map(store.all<HistoryItem>(KIND.history, id).map((r) => [r.id, r.data]));
      const changes = (b.applicationHistory as unknown[]).map((raw, i) => {
        const at = `$.applicationHistory[${i}]`;
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) refuse(`${at} must be an object.`);
        const change = raw as Body;
        const itemId = typeof change.applicationHistoryId === 'string' ? change.applicationHistoryId : refuse(`${at}.applicationHistoryId is required: the id of a history item of this application.`);
        const item = items.get(itemId) ?? refuse(`${at}.applicationHistoryId: the application has no history item ${itemId}.`);
        if (change.delete === true) {
          if (!item.allowedActions.includes('delete')) refuse(`${at}: this history item cannot be deleted (its allowedActions do not include "delete").`);
          return { item, delete: true as const };
        }
        const entered = change.enteredStageAt;
        if (typeof entered !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(entered) || Number.isNaN(Date.parse(entered))) {
          refuse(`${at}.enteredStageAt must be a UTC timestamp such as "2026-01-15T09:30:00.000Z" (or send delete: true).`);
        }
        return { item, delete: false as const, enteredStageAt: new Date(entered).toISOString() };
      });
      return save(ctx, { ...data, updatedAt: sandbox.now() }, 'history_updated', () => {
        for (const change of changes) {
          if (change.delete) store.remove(KIND.history, change.item.id);
          else store.update(KIND.history, change.item.id, { ...change.item, enteredStageAt: change.enteredStageAt });
        }
      });
    },

    'application.listHistory': (body, ctx) => {
      const id = requireId(body as Body, 'applicationId', 'application');
      application(ctx, id);
      return listPage(store, body as Body, { operation: ctx.operation.name, kind: KIND.history, parentId: id, sync: ctx.operation.paging === 'sync', includeHidden: true, map: (r) => r.data });
    },

    'application.listCriteriaEvaluations': (body, ctx) => {
      const id = requireId(body as Body, 'applicationId', 'application');
      application(ctx, id);
      return listPage(store, body as Body, { operation: ctx.operation.name, kind: KIND.evaluation, parentId: id, sync: ctx.operation.paging === 'sync', includeHidden: true, map: (r) => r.data });
    },

    'application.addHiringTeamMember': (body, ctx) => hiringTeamChange(body as Body, ctx, true),
    'application.removeHiringTeamMember': (body, ctx) => hiringTeamChange(body as Body, ctx, false),

    'applicationHiringTeamRole.list': (body, ctx) =>
      listPage(store, body as Body, { operation: ctx.operation.name, kind: KIND.hiringTeamRole, sync: ctx.operation.paging === 'sync', includeHidden: true, map: (r) => r.data }),

    'application.delete': (body, ctx) => {
      const id = requireId(body as Body, 'applicationId', 'application');
      const { data } = application(ctx, id);
      store.transaction(() => {
        store.remove(KIND.application, id);
        const candidate = store.get<Candidate>(KIND.candidate, data.candidateId);
        if (candidate) store.update(KIND.candidate, candidate.id, { ...candidate.data, applicationIds: candidate.data.applicationIds.filter((a) => a !== id), updatedAt: sandbox.now() });
        audit(sandbox, ctx, { category: 'applications', action: 'deleted', targetType: 'Application', targetId: id });
      });
      return { results: { applicationId: id } };
    },
  };
}

function markCandidateHidden(sandbox: Sandbox, candidateId: string): void {
  const candidate = sandbox.store.get<Candidate>(KIND.candidate, candidateId);
  if (candidate && !candidate.hidden) sandbox.store.update(KIND.candidate, candidateId, candidate.data, { hidden: true });
}

/** Stores a new application, its first history item, and its id on the candidate, with an audit entry. */
export function createApplication(sandbox: Sandbox, ctx: Ctx, stored: StoredApplication, candidate: Candidate, job: Job, stage: Stage): void {
  const { store } = sandbox;
  const now = stored.createdAt;
  store.transaction(() => {
    store.insert(KIND.application, stored.id, stored, { createdAt: now, parentId: candidate.id, hidden: job.confidential });
    const item: HistoryItem = { id: newId(), stageId: stage.id, title: stage.title, enteredStageAt: now, leftStageAt: null, stageNumber: stage.orderInInterviewPlan, allowedActions: ['set_entered_at'], actorId: ctx.principal.actor.id };
    store.insert(KIND.history, item.id, item, { createdAt: now, parentId: stored.id });
    const current = store.get<Candidate>(KIND.candidate, candidate.id)!;
    store.update(KIND.candidate, candidate.id, { ...current.data, applicationIds: [...current.data.applicationIds, stored.id], updatedAt: now }, { hidden: current.hidden || job.confidential });
    audit(sandbox, ctx, { category: 'applications', action: 'created', targetType: 'Application', targetId: stored.id });
  });
}
