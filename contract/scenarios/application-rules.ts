// The description's rules about applications:
//   rules.application-archive-fields  archivedAt and archiveReason are both null on a non-archived application (read only)
//   rules.application-changes         application.create considers the suite's candidate for a job; changeStage,
//                                     changeSource and transfer move the suite's application; with
//                                     --allow-destructive, updateHistory edits its history and delete removes it
//   rules.custom-field-values         application.update does not set custom field values (customField.setValue does)
// Changes go only to an application the suite created; the request fields of these operations are
// not shown, so a refusal of the suite's reading (interviewStageId, sourceId, jobId) is a note, not a failure.
import { isObject } from '../checks/answers.ts';
import { call, needsWrites, PRISM_STATELESS, refused, walk, whatCameBack, type Read } from '../checks/flow.ts';
import { fail, skip, type CheckContext, type Finding, type Scenario } from '../types.ts';

type Application = Record<string, any>;

export const archiveFieldsScenario: Scenario = {
  name: 'rules.application-archive-fields',
  description: 'archivedAt and archiveReason are null together, and both null on an application whose status is Active',
  operation: 'application.list',
  uses: ['application.list'],
  needs: 'applications on the server; read only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const list = await walk(context, 'application.list', { limit: 100 }, { maxPages: Math.min(context.maxPages, 5) }, 'listing applications');
    if (list.stopped) return list.stopped;
    if (list.records.length === 0) return skip('application.list shows no application');
    const findings: Finding[] = [];
    for (const page of list.pages) {
      for (const application of page.results.filter(isObject)) {
        const at = { operation: 'application.list', request: page.answer.request, status: page.answer.status, value: { id: application.id, status: application.status, archivedAt: application.archivedAt, archiveReason: application.archiveReason } };
        if ((application.archivedAt === null) !== (application.archiveReason === null)) findings.push({ ...at, message: `application ${application.id}: archivedAt and archiveReason must be null together` });
        else if (application.status === 'Active' && application.archivedAt !== null) findings.push({ ...at, message: `application ${application.id} is Active but carries archivedAt and archiveReason` });
      }
    }
    return fail(findings.slice(0, 10));
  },
};

export const applicationChangesScenario: Scenario = {
  name: 'rules.application-changes',
  description: "application.create puts the suite's candidate on a job; changeStage, changeSource and transfer move that application, as application.info shows; with --allow-destructive, updateHistory edits its history and delete removes it",
  operation: 'application.changeStage',
  uses: ['application.create', 'application.info', 'application.list', 'candidate.info', 'application.changeStage', 'application.changeSource', 'application.transfer'],
  needs: '--allow-writes (and --allow-destructive for updateHistory and delete); other applications on the server for a stage, a source and a job to move to',
  async run(context) {
    const cannot = needsWrites(context, 'application.create', 'it creates an application and moves it');
    if (cannot) return cannot;
    const applicationId = await context.ownRecord('applicationId', { fresh: true });
    const findings: Finding[] = [];
    const notes: string[] = [];
    const info = async (what: string): Promise<Application | null> => {
      const read = await call(context, 'application.info', { applicationId }, what);
      if (!read.ok) {
        findings.push(...outcomeFindings(read, 'application.info', `application.info does not return the suite's application ${applicationId} (${what})`));
        return null;
      }
      return isObject(read.results) ? read.results : {};
    };
    const created = await info('reading the created application back');
    if (!created) return fail(findings);
    findings.push(...(await candidateHolds(context, created, applicationId)));

    const others = await walk(context, 'application.list', { limit: 100 }, { maxPages: Math.min(context.maxPages, 5) }, 'finding stages, sources and jobs');
    const pick = (field: string, fits: (value: Application) => boolean): Application | undefined =>
      others.records.map((a) => a[field]).find((value): value is Application => isObject(value) && typeof value.id === 'string' && value.id !== created[field]?.id && fits(value));
    const stage = pick('currentInterviewStage', (s) => s.interviewPlanId === created.currentInterviewStage?.interviewPlanId);
    const source = pick('source', () => true);
    const job = pick('job', () => true);

    const moves: { operation: string; body: Record<string, unknown> | null; shows: (a: Application) => boolean; what: string }[] = [
      { operation: 'application.changeStage', body: stage ? { applicationId, interviewStageId: stage.id } : null, shows: (a) => a.currentInterviewStage?.id === stage?.id, what: `moves it to stage ${stage?.id}` },
      { operation: 'application.changeSource', body: source ? { applicationId, sourceId: source.id } : null, shows: (a) => a.source?.id === source?.id, what: `sets its source to ${source?.id}` },
      { operation: 'application.transfer', body: job ? { applicationId, jobId: job.id } : null, shows: (a) => a.job?.id === job?.id, what: `moves it to job ${job?.id}` },
    ];
    for (const move of moves) {
      if (!move.body) {
        notes.push(`${move.operation} was not tried: application.list shows nothing to move to`);
        continue;
      }
      const moved = await call(context, move.operation, move.body, `${move.operation} on the suite's application`);
      if (!moved.ok) {
        if (moved.outcome.status === 'fail') findings.push(...outcomeFindings(moved, move.operation, ''));
        else notes.push(`${move.operation} refused ${JSON.stringify(Object.keys(move.body))} (${moved.said}; its request fields are not shown), so the move was not checked`);
        continue;
      }
      const after = await info(`after ${move.operation}`);
      if (after && !move.shows(after)) findings.push({ operation: move.operation, message: `${move.operation} answered success but application.info does not show that it ${move.what}`, request: moved.answer.request, status: moved.answer.status });
    }
    findings.push(...(await historyAndDelete(context, applicationId, notes)));
    return fail(findings, notes);
  },
};

/** Rule 2: the created application's candidate lists it among its applicationIds. */
async function candidateHolds(context: CheckContext, application: Application, applicationId: string): Promise<Finding[]> {
  const candidateId = application.candidate?.id;
  if (typeof candidateId !== 'string') return [{ operation: 'application.info', message: "the suite's application names no candidate", path: '$.results.candidate.id' }];
  const candidate = await call(context, 'candidate.info', { candidateId }, "reading the application's candidate");
  if (!candidate.ok) return outcomeFindings(candidate, 'candidate.info', `candidate.info refuses the candidate of the suite's application (${candidateId})`);
  const ids = isObject(candidate.results) ? candidate.results.applicationIds : undefined;
  if (Array.isArray(ids) && ids.includes(applicationId)) return [];
  return [{ operation: 'candidate.info', message: `the candidate of application ${applicationId} does not list it among its applicationIds`, path: '$.results.applicationIds', value: ids, request: candidate.answer.request, status: candidate.answer.status }];
}

/** With --allow-destructive: updateHistory moves a history item's entry time, and delete removes the application. */
async function historyAndDelete(context: CheckContext, applicationId: string, notes: string[]): Promise<Finding[]> {
  const withheld = context.withheld('application.delete');
  if (withheld) {
    notes.push('application.updateHistory and application.delete were not tried: they need --allow-destructive');
    return [];
  }
  const findings: Finding[] = [];
  const history = await call(context, 'application.listHistory', { applicationId }, "listing the suite's application's history");
  const item = history.ok && Array.isArray(history.results) ? history.results.find((h) => isObject(h) && typeof h.id === 'string') : undefined;
  if (!isObject(item)) notes.push(`application.listHistory shows no history item of the suite's application${history.ok ? '' : ` (${history.said})`}, so updateHistory was not tried`);
  else {
    const enteredStageAt = '2026-01-15T09:30:00.000Z';
    const edit = await call(context, 'application.updateHistory', { applicationId, applicationHistory: [{ applicationHistoryId: item.id, enteredStageAt }] }, "editing the suite's application's history");
    if (!edit.ok) notes.push(`application.updateHistory refused the suite's reading of its fields (${edit.said}; they are not shown), so the edit was not checked`);
    else {
      const after = await call(context, 'application.listHistory', { applicationId }, 'reading the edited history');
      const edited = after.ok && Array.isArray(after.results) ? after.results.find((h) => isObject(h) && h.id === item.id) : undefined;
      if (!isObject(edited) || edited.enteredStageAt !== enteredStageAt) findings.push({ operation: 'application.updateHistory', message: `updateHistory answered success but history item ${item.id} does not show the new enteredStageAt`, value: isObject(edited) ? edited.enteredStageAt : edited, request: edit.answer.request, status: edit.answer.status });
    }
  }
  const deleted = await call(context, 'application.delete', { applicationId }, "deleting the suite's application");
  if (!deleted.ok) return [...findings, ...outcomeFindings(deleted, 'application.delete', `application.delete refuses the suite's own application: ${deleted.said}`)];
  if (!isObject(deleted.results) || deleted.results.applicationId !== applicationId) findings.push({ operation: 'application.delete', message: 'the answer of application.delete is not { applicationId } of the deleted application', path: '$.results.applicationId', value: deleted.results, request: deleted.answer.request, status: deleted.answer.status });
  const gone = await context.send({ applicationId }, { operationName: 'application.info' });
  if (!refused(context.model, gone)) findings.push({ operation: 'application.info', message: `the deleted application ${applicationId} is still read by application.info: ${whatCameBack(context.model, gone)}`, request: gone.request });
  return findings;
}

export const customFieldValuesScenario: Scenario = {
  name: 'rules.custom-field-values',
  description: "application.update does not set custom field values on the suite's application: refused, or customFields unchanged",
  operation: 'application.update',
  uses: ['application.create', 'application.update', 'application.info'],
  needs: '--allow-writes',
  async run(context) {
    const cannot = needsWrites(context, 'application.update', 'it updates an application of its own');
    if (cannot) return cannot;
    const applicationId = await context.ownRecord('applicationId');
    const value = `${context.options.marker} custom field value`;
    const update = await context.send({ applicationId, customFields: [{ id: context.madeUpId(), value }] }, { operationName: 'application.update' });
    if (refused(context.model, update)) return fail([]);
    const after = await call(context, 'application.info', { applicationId }, 'reading the application after the update');
    if (!after.ok) return after.outcome;
    const customFields = isObject(after.results) ? after.results.customFields : undefined;
    if (JSON.stringify(customFields ?? null).includes(value)) {
      return fail([{ operation: 'application.update', message: 'application.update set a custom field value: they are set with customField.setValue, not application.update', path: '$.results.customFields', value: customFields, request: update.request }]);
    }
    return fail([]);
  },
};

/** A failed or refused step as findings naming the operation. */
function outcomeFindings(read: Extract<Read, { ok: false }>, operation: string, message: string): Finding[] {
  if (read.outcome.status === 'fail') return read.outcome.findings.map((f) => ({ operation, ...f }));
  return [{ operation, message, ...(read.answer ? { request: read.answer.request, status: read.answer.status } : {}) }];
}
