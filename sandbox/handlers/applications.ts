// Applications: list (sync paging), info (applicationId first, then submittedFormInstanceId),
// create, update, stage changes (archiving and unarchiving among them) and source changes (and
// their deprecated aliases), transfer, history (listing, and editing behind its admin setting),
// criteria evaluations, hiring team, delete.
import { audit } from '../audit.ts';
import { found, newId, objectWith, refuse, requireId, seesConfidential, type Ctx, type Sandbox } from '../context.ts';
import { KIND, type ArchiveReason, type Candidate, type HiringTeamMember, type HistoryItem, type Job, type NamedThing, type Stage, type StoredApplication, type User } from '../kinds.ts';
import type { SandboxOperation, SandboxOperations } from '../operation.ts';
import { listPage } from '../paging.ts';
import { ARCHIVED_STAGE_TYPE, applicationRecord, composeApplication, historyItem, placement } from '../records.ts';
import { APPLICATION_CHILDREN, refreshConfidentiality } from '../confidentiality.ts';
import { listOf, OF_APPLICATION } from './catalog.ts';

type Body = Record<string, unknown>;

const ARCHIVE_HINT = 'archive with application.changeStage { applicationId, interviewStageId: the Archived stage of its interview plan (interviewStage.list), archiveReasonId (archiveReason.list) }';

/** The stages of a job's interview plan, in order. */
export function stagesOf(sandbox: Sandbox, job: Job): Stage[] {
  return sandbox.store
    .all<Stage>(KIND.stage, job.interviewPlanId)
    .map((s) => s.data)
    .sort((x, y) => x.orderInInterviewPlan - y.orderInInterviewPlan);
}

/** Stores a new application, its first history item, and its id on the candidate, with an audit entry. */
export function createApplication(sandbox: Sandbox, ctx: Ctx, stored: StoredApplication, stage: Stage): void {
  const { store } = sandbox;
  const now = stored.createdAt;
  store.transaction(() => {
    store.insert(KIND.application, stored.id, stored, { createdAt: now, parentId: stored.candidateId });
    const item = historyItem({ id: newId(), stage, enteredAt: now, actorId: ctx.principal.actor.id, first: true });
    store.insert(KIND.history, item.id, item, { createdAt: now, parentId: stored.id });
    const current = store.get<Candidate>(KIND.candidate, stored.candidateId)!;
    store.update(KIND.candidate, current.id, { ...current.data, applicationIds: [...current.data.applicationIds, stored.id], updatedAt: now });
    refreshConfidentiality(store, stored);
    audit(sandbox, ctx, { category: 'applications', action: 'created', targetType: 'Application', targetId: stored.id });
  });
}

export function applicationHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  const application = (ctx: Ctx, id: string, field = 'applicationId') => found<StoredApplication>(sandbox, ctx, KIND.application, id, field, 'application');
  const jobOf = (stored: StoredApplication) => store.get<Job>(KIND.job, stored.jobId)!.data;

  /** Saves a changed application with an audit entry (and what `extra` writes, in the same transaction); answers it composed. */
  function save(ctx: Ctx, next: StoredApplication, action: string, extra?: () => void) {
    store.transaction(() => {
      store.update(KIND.application, next.id, next);
      extra?.();
      refreshConfidentiality(store, next);
      audit(sandbox, ctx, { category: 'applications', action, targetType: 'Application', targetId: next.id });
    });
    return { results: composeApplication(store, next) };
  }

  function stageOf(body: Body, field: string, job: Job): Stage {
    const id = requireId(body, field, 'interview stage');
    const stage = store.get<Stage>(KIND.stage, id)?.data;
    if (!stage) refuse(`$.${field}: no interview stage has the id ${id} (interviewStage.list gives them).`);
    if (stage.interviewPlanId !== job.interviewPlanId) refuse(`$.${field}: the stage ${id} belongs to another interview plan than the job "${job.title}".`);
    return stage;
  }

  function archiveReasonOf(body: Body): ArchiveReason {
    if (body.archiveReasonId === undefined) refuse('$.archiveReasonId is required to move an application to the Archived stage: the id of an archive reason (archiveReason.list gives them).');
    const id = requireId(body, 'archiveReasonId', 'archive reason');
    const reason = store.get<ArchiveReason>(KIND.archiveReason, id)?.data;
    if (!reason) refuse(`$.archiveReasonId: no archive reason has the id ${id} (archiveReason.list gives them).`);
    return reason;
  }

  /** Closes the open history item and opens one for `stage`. */
  function enterStage(ctx: Ctx, applicationId: string, stage: Stage, now: string): void {
    const open = store.all<HistoryItem>(KIND.history, applicationId).find((i) => i.data.leftStageAt === null);
    if (open) store.update(KIND.history, open.id, { ...open.data, leftStageAt: now });
    const item = historyItem({ id: newId(), stage, enteredAt: now, actorId: ctx.principal.actor.id, first: false });
    store.insert(KIND.history, item.id, item, { createdAt: now, parentId: applicationId });
  }

  /** Moves the application to a stage of its plan: into the Archived stage (with a reason) archives it, out of it unarchives it. */
  const changeStage: SandboxOperation<any> = {
    fields: ['applicationId', 'interviewStageId', 'archiveReasonId'],
    handle: (body, ctx) => {
      const b = body as Body;
      const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
      const stage = stageOf(b, 'interviewStageId', jobOf(data));
      const archiving = stage.type === ARCHIVED_STAGE_TYPE;
      if (!archiving && b.archiveReasonId !== undefined) refuse(`$.archiveReasonId: only a move to the Archived stage takes an archive reason; "${stage.title}" is not it.`);
      const reason = archiving ? archiveReasonOf(b) : null;
      if (stage.id === data.stageId && !archiving) refuse(`$.interviewStageId: the application is already in the stage "${stage.title}".`);
      const now = sandbox.now();
      const next: StoredApplication = { ...data, ...placement(stage, reason, now), updatedAt: now };
      const action = archiving ? 'archived' : data.status === 'Archived' ? 'unarchived' : 'stage_changed';
      return save(ctx, next, action, () => {
        if (stage.id !== data.stageId) enterStage(ctx, data.id, stage, now);
      });
    },
  };

  const changeSource: SandboxOperation<any> = {
    fields: ['applicationId', 'sourceId'],
    handle: (body, ctx) => {
      const b = body as Body;
      const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
      let source: NamedThing | null = null;
      if (b.sourceId !== null) {
        const sourceId = requireId(b, 'sourceId', 'source');
        source = store.get<NamedThing>(KIND.source, sourceId)?.data ?? refuse(`$.sourceId: no source has the id ${sourceId} (source.list gives them).`);
      }
      return save(ctx, { ...data, source, updatedAt: sandbox.now() }, 'source_changed');
    },
  };

  function userOf(body: Body, field: string): User {
    const id = requireId(body, field, 'user');
    return store.get<User>(KIND.user, id)?.data ?? refuse(`$.${field}: no user of this organization has the id ${id}.`);
  }

  function hiringTeamChange(add: boolean): SandboxOperation<any> {
    return {
      fields: ['applicationId', 'teamMemberId', 'roleId'],
      handle: (body, ctx) => {
        const b = body as Body;
        const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
        const user = userOf(b, 'teamMemberId');
        const roleId = requireId(b, 'roleId', 'hiring team role');
        const role = store.get<NamedThing>(KIND.hiringTeamRole, roleId)?.data ?? refuse(`$.roleId: no hiring team role has the id ${roleId} (applicationHiringTeamRole.list gives them).`);
        const member: HiringTeamMember = { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: role.title };
        const team = data.hiringTeam as HiringTeamMember[];
        const present = team.some((m) => m.userId === user.id && m.role === role.title);
        if (add && present) refuse(`$.teamMemberId: the user is already on the hiring team as ${role.title}.`);
        if (!add && !present) refuse(`$.teamMemberId: the user is not on the hiring team as ${role.title}.`);
        const hiringTeam = add ? [...team, member] : team.filter((m) => !(m.userId === user.id && m.role === role.title));
        save(ctx, { ...data, hiringTeam, updatedAt: sandbox.now() }, add ? 'hiring_team_member_added' : 'hiring_team_member_removed');
        return { results: member };
      },
    };
  }

  return {
    'application.list': {
      fields: [],
      handle: (body, ctx) => listPage(store, body as Body, ctx, { kind: KIND.application, includeHidden: seesConfidential(ctx), map: (r) => composeApplication(store, r.data) }),
    },

    'application.info': {
      fields: ['applicationId', 'submittedFormInstanceId'],
      handle: (body, ctx) => {
        const b = body as Body;
        // Seed line 204: with both ids, the lookup uses applicationId.
        if (b.applicationId !== undefined) return { results: composeApplication(store, application(ctx, requireId(b, 'applicationId', 'application')).data) };
        if (b.submittedFormInstanceId === undefined) refuse('$: send applicationId or submittedFormInstanceId.');
        const formId = requireId(b, 'submittedFormInstanceId', 'submitted form instance');
        const form = store.get<{ applicationId: string }>(KIND.formSubmission, formId)?.data ?? refuse(`$.submittedFormInstanceId: no submitted form instance has the id ${formId}.`);
        return { results: composeApplication(store, application(ctx, form.applicationId, 'submittedFormInstanceId').data) };
      },
    },

    'application.create': {
      fields: ['candidateId', 'jobId', 'interviewStageId', 'sourceId', 'creditedToUserId'],
      elsewhere: { customFields: 'custom field values are set with customField.setValue (seed line 206)', archiveReasonId: ARCHIVE_HINT },
      handle: (body, ctx) => {
        const b = body as Body;
        const candidateId = requireId(b, 'candidateId', 'candidate');
        found<Candidate>(sandbox, ctx, KIND.candidate, candidateId, 'candidateId', 'candidate');
        const jobId = requireId(b, 'jobId', 'job');
        const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
        const stage = b.interviewStageId !== undefined ? stageOf(b, 'interviewStageId', job) : stagesOf(sandbox, job)[0];
        if (stage.type === ARCHIVED_STAGE_TYPE) refuse(`$.interviewStageId: an application starts in an open stage; ${ARCHIVE_HINT}.`);
        let source: NamedThing | null = null;
        if (b.sourceId !== undefined) {
          const sourceId = requireId(b, 'sourceId', 'source');
          source = store.get<NamedThing>(KIND.source, sourceId)?.data ?? refuse(`$.sourceId: no source has the id ${sourceId} (source.list gives them).`);
        }
        const creditedToUser = b.creditedToUserId !== undefined ? userOf(b, 'creditedToUserId') : ctx.principal.onBehalf ? ctx.principal.actor : null;
        const stored = applicationRecord({ id: newId(), createdAt: sandbox.now(), candidateId, jobId, stage, source, creditedToUser });
        createApplication(sandbox, ctx, stored, stage);
        return { results: composeApplication(store, stored) };
      },
    },

    'application.update': {
      fields: ['applicationId', 'creditedToUserId'],
      elsewhere: {
        archiveReasonId: ARCHIVE_HINT,
        interviewStageId: 'move it with application.changeStage',
        sourceId: 'change it with application.changeSource',
        jobId: 'move the application to another job with application.transfer',
        customFields: 'custom field values are set with customField.setValue (seed line 206)',
      },
      handle: (body, ctx) => {
        const b = body as Body;
        const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
        const next = { ...data, updatedAt: sandbox.now() };
        if (b.creditedToUserId !== undefined) next.creditedToUser = b.creditedToUserId === null ? null : userOf(b, 'creditedToUserId');
        return save(ctx, next, 'updated');
      },
    },

    'application.changeStage': changeStage,
    'application.change_stage': changeStage,
    'application.changeSource': changeSource,
    'application.change_source': changeSource,

    'application.transfer': {
      fields: ['applicationId', 'jobId', 'interviewStageId'],
      handle: (body, ctx) => {
        const b = body as Body;
        const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
        const jobId = requireId(b, 'jobId', 'job');
        const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
        if (job.id === data.jobId) refuse(`$.jobId: the application is already for the job "${job.title}".`);
        const stage = b.interviewStageId !== undefined ? stageOf(b, 'interviewStageId', job) : stagesOf(sandbox, job)[0];
        if (stage.type === ARCHIVED_STAGE_TYPE) refuse(`$.interviewStageId: transfer into an open stage, then ${ARCHIVE_HINT}.`);
        const now = sandbox.now();
        return save(ctx, { ...data, jobId, ...placement(stage, null, now), updatedAt: now }, 'transferred', () => enterStage(ctx, data.id, stage, now));
      },
    },

    'application.updateHistory': {
      fields: ['applicationId', 'applicationHistory'],
      handle: (body, ctx) => {
        // The admin setting (seed line 207) is checked with the permissions, before the body (server.ts).
        const b = body as Body;
        const { data } = application(ctx, requireId(b, 'applicationId', 'application'));
        if (!Array.isArray(b.applicationHistory) || b.applicationHistory.length === 0)
          refuse('$.applicationHistory is required: a list of { applicationHistoryId, enteredStageAt } or { applicationHistoryId, delete: true }.');
        const items = new Map(store.all<HistoryItem>(KIND.history, data.id).map((r) => [r.id, r.data]));
        const changes = (b.applicationHistory as unknown[]).map((raw, i) => {
          const at = `$.applicationHistory[${i}]`;
          const change = objectWith(raw, at, ['applicationHistoryId', 'enteredStageAt', 'delete']);
          const itemId =
            typeof change.applicationHistoryId === 'string' ? change.applicationHistoryId : refuse(`${at}.applicationHistoryId is required: the id of a history item of this application.`);
          const item = items.get(itemId) ?? refuse(`${at}.applicationHistoryId: the application has no history item ${itemId.slice(0, 64)}.`);
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
    },

    'application.listHistory': listOf(sandbox, KIND.history, { parent: { ...OF_APPLICATION, required: true } }),
    'application.listCriteriaEvaluations': listOf(sandbox, KIND.evaluation, { parent: { ...OF_APPLICATION, required: true } }),

    'application.addHiringTeamMember': hiringTeamChange(true),
    'application.removeHiringTeamMember': hiringTeamChange(false),

    'application.delete': {
      fields: ['applicationId'],
      handle: (body, ctx) => {
        const id = requireId(body as Body, 'applicationId', 'application');
        const { data } = application(ctx, id);
        const now = sandbox.now();
        store.transaction(() => {
          // What belongs to the application goes with it; each removal expires older sync tokens of its list.
          for (const kind of APPLICATION_CHILDREN) for (const child of store.all(kind, id)) store.remove(kind, child.id);
          for (const info of store.all<{ relatedEntityId: string }>(KIND.clientInfo, data.candidateId)) if (info.data.relatedEntityId === id) store.remove(KIND.clientInfo, info.id);
          store.remove(KIND.application, id);
          const candidate = store.get<Candidate>(KIND.candidate, data.candidateId);
          if (candidate) {
            store.update(KIND.candidate, candidate.id, { ...candidate.data, applicationIds: candidate.data.applicationIds.filter((a) => a !== id), updatedAt: now });
            refreshConfidentiality(store, null, candidate.id);
          }
          audit(sandbox, ctx, { category: 'applications', action: 'deleted', targetType: 'Application', targetId: id });
        });
        return { results: { applicationId: id } };
      },
    },
  };
}
