// The description's rules about finding and attaching records:
//   rules.user-lookup          user.search by e-mail finds the user user.list shows (read only)
//   rules.upload-handle        an upload takes the JSON handle file.createFileUploadHandle made (writes, the suite's candidate)
//   rules.approval-definition  approvalDefinition.update creates the definition of the suite's own offer, an
//                              empty list of steps included (writes)
import { isObject } from '../checks/answers.ts';
import { call, idOf, needsWrites, PRISM_STATELESS, sameJson, walk } from '../checks/flow.ts';
import { fail, skip, type Finding, type Scenario } from '../types.ts';

export const userLookupScenario: Scenario = {
  name: 'rules.user-lookup',
  description: 'user.search by the e-mail of a user user.list shows finds that user, with the id X-On-Behalf-Of takes',
  operation: 'user.search',
  uses: ['user.list', 'user.search'],
  needs: 'a user on the server; read only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'listing users');
    if (users.stopped) return users.stopped;
    const user = users.records.find((u) => typeof u.email === 'string' && typeof u.id === 'string');
    if (!user) return skip('user.list shows no user with an e-mail address');
    const found = await call(context, 'user.search', { email: user.email }, 'searching for a user by e-mail');
    if (!found.ok) return found.outcome;
    const results = Array.isArray(found.results) ? found.results : [found.results];
    if (results.some((r) => idOf(r) === user.id)) return fail([]);
    return fail([{ operation: 'user.search', message: `user.search by e-mail ${String(user.email)} does not find user ${String(user.id)}, whom user.list shows with it`, path: '$.results', value: results.map(idOf), request: found.answer.request, status: found.answer.status }]);
  },
};

/** Where an answer may carry the handle it made: the results are not shown, so any string field named like one. */
function handleIn(results: unknown): string | null {
  if (typeof results === 'string' && results) return results;
  if (!isObject(results)) return null;
  const field = Object.keys(results).find((key) => /handle/i.test(key) && typeof results[key] === 'string' && results[key] !== '');
  return field ? (results[field] as string) : null;
}

export const uploadHandleScenario: Scenario = {
  name: 'rules.upload-handle',
  description: "candidate.uploadResume takes a JSON resumeHandle that file.createFileUploadHandle made, on the suite's candidate",
  operation: 'candidate.uploadResume',
  uses: ['file.createFileUploadHandle', 'candidate.uploadResume', 'candidate.create'],
  needs: '--allow-writes',
  async run(context) {
    const cannot = needsWrites(context, 'file.createFileUploadHandle', 'it makes an upload handle and uploads to a candidate of its own');
    if (cannot) return cannot;
    const made = await call(context, 'file.createFileUploadHandle', context.requestBody('file.createFileUploadHandle'), 'making an upload handle');
    if (!made.ok) return made.outcome.status === 'fail' ? made.outcome : skip(`file.createFileUploadHandle refused its example request (${made.said}; its fields are not shown)`);
    const resumeHandle = handleIn(made.results);
    if (!resumeHandle) return skip('file.createFileUploadHandle answered no field that reads as a handle (its result payload is not shown)');
    const candidateId = await context.ownRecord('candidateId');
    const upload = await call(context, 'candidate.uploadResume', { candidateId, resumeHandle }, 'uploading a resume by its handle');
    if (!upload.ok) return upload.outcome.status === 'fail' ? upload.outcome : fail([{ operation: 'candidate.uploadResume', message: `the handle file.createFileUploadHandle made was refused as a resumeHandle: ${upload.said}`, request: upload.answer?.request, status: upload.answer?.status }]);
    return fail([]);
  },
};

export const approvalDefinitionScenario: Scenario = {
  name: 'rules.approval-definition',
  description: "approvalDefinition.update creates the approval definition of the suite's own offer as sent, and accepts an empty list of steps (approval skipped)",
  operation: 'approvalDefinition.update',
  uses: ['approvalDefinition.update', 'offer.create', 'user.list'],
  needs: '--allow-writes; an offer.create answer with the new offer\'s id',
  async run(context) {
    const cannot = needsWrites(context, 'approvalDefinition.update', 'it defines approvals for an offer of its own');
    if (cannot) return cannot;
    const entityId = await context.ownRecord('entityId');
    const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'finding an approver');
    const approver = users.records.find((u) => u.isEnabled === true && typeof u.id === 'string');
    const findings: Finding[] = [];
    const definitions = [
      ...(approver ? [{ approvalsRequired: 1, approvers: [{ type: 'user', userId: approver.id }] }] : []).map((step) => ({ steps: [step], what: 'one step' })),
      { steps: [], what: 'an empty list of steps (approval skipped)' },
    ];
    for (const { steps, what } of definitions) {
      const update = await call(context, 'approvalDefinition.update', { entityType: 'Offer', entityId, approvalStepDefinitions: steps }, `defining approvals with ${what}`);
      if (!update.ok) return update.outcome;
      const results = isObject(update.results) ? update.results : {};
      const at = { operation: 'approvalDefinition.update', request: update.answer.request, status: update.answer.status };
      if (results.entityId !== entityId || results.entityType !== 'Offer') findings.push({ ...at, message: `the definition answered is not that of the entity sent (Offer ${entityId})`, path: '$.results.entityId', value: { entityType: results.entityType, entityId: results.entityId } });
      if (!sameJson(results.approvalSteps, steps)) findings.push({ ...at, message: `the approval steps answered are not those sent (${what})`, path: '$.results.approvalSteps', value: results.approvalSteps });
    }
    return fail(findings);
  },
};
