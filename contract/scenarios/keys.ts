// What keys, settings and headers forbid, tried as writes as well as reads. Every change a forbidden
// key is sent names a record the suite made up, so nothing is written even by a server that lets
// the key through; a create is tried only with --allow-writes (and is named like any other write).
//   authentication.messages  missing, unknown and deactivated keys each get their own message
//   keys.deactivated         a deactivated key is refused (403) on reads, changes and creates
//   permissions.writes       a narrower key is refused (403 missing_endpoint_permission) the writes outside its scopes
//   keys.on-behalf           a key without "Allow acting on behalf of a user" may not send X-On-Behalf-Of
//   keys.update-history      a key without "Allow updating application history?" may not call application.updateHistory
//   keys.confidential        a key without confidential access does not see what only a key with it sees
//   keys.private-fields      a key without private-field access sees no field the suite's key does not
//   keys.audit-logs-disabled an organization without the audit logs feature gets audit_logs_not_enabled
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';
import { envelopeOf, errorEnvelopeFindings, errorSaid, isObject, jsonAnswer, transportFindings } from '../checks/answers.ts';
import { call, carriesCode, idOf, walk, whatCameBack, type Walk } from '../checks/flow.ts';
import { keyRole, type KeyRole } from '../keys.ts';
import { fail, pass, skip, type AuthMode, type CheckContext, type CheckOutcome, type Exchange, type Finding, type Scenario } from '../types.ts';

const PERMISSION_CODE = 'missing_endpoint_permission';

/** Skipped against the mock (it accepts any key) or without the key the check needs. */
function keyScenario(name: string, description: string, role: KeyRole | null, operation: string, uses: string[], run: Scenario['run']): Scenario {
  const needs = role ? `${keyRole(role).flag} (${keyRole(role).what})` : 'read only';
  return {
    name,
    description,
    operation,
    uses,
    needs,
    async run(context) {
      if (context.target.kind === 'prism-mock') return skip('the built-in Prism mock accepts any Basic credentials, so it has no keys to refuse');
      if (role && !context.options.keys.has(role)) return skip(`needs ${keyRole(role).flag}: ${keyRole(role).what}`, keyRole(role).flag);
      return run(context);
    },
  };
}

/** A refusal: the error envelope without data, with `status` (any refusal status when null). */
function refusalFindings(model: ApiModel, exchange: Exchange, what: string, operation: string, status: number | null): Finding[] {
  const transport = transportFindings(exchange);
  if (transport.length) return transport.map((f) => ({ ...f, operation, message: `${what}: ${f.message}` }));
  const answer = jsonAnswer(exchange)!;
  const findings = errorEnvelopeFindings(model, answer, what).map((f) => ({ ...f, operation }));
  if (status !== null && answer.status !== status) findings.push({ operation, message: `${what}: expected HTTP ${status}, got ${whatCameBack(model, exchange)}`, request: answer.request, status: answer.status });
  return findings;
}

/** The operations a forbidden key is tried on: reads with their examples, changes with made-up records, creates only with --allow-writes. */
function triedOn(context: CheckContext, names: string[]): { operation: string; body: unknown }[] {
  return names
    .filter((name) => context.options.operations.includes(name))
    .flatMap((name) => {
      const { kind } = context.consent(name);
      if (kind === 'read') return [{ operation: name, body: context.requestBody(name) }];
      if (kind === 'create' && context.withheld(name)) return [];
      return [{ operation: name, body: context.probeBody(name) }];
    });
}

export const authenticationMessagesScenario = keyScenario(
  'authentication.messages',
  'a missing key (401), an unknown key (403) and a deactivated key (403) each get a message of its own',
  null,
  'candidate.list',
  ['candidate.list'],
  async (context) => {
    const cases: { what: string; auth: AuthMode; status: number }[] = [
      { what: 'no API key', auth: 'none', status: 401 },
      { what: 'an unknown API key', auth: 'unknown', status: 403 },
    ];
    const notes: string[] = [];
    if (context.options.keys.has('deactivated')) cases.push({ what: 'a deactivated API key', auth: 'deactivated', status: 403 });
    else notes.push(`no ${keyRole('deactivated').flag} was given, so the deactivated key's message was not compared`);
    const body = context.requestBody();
    const answers = await Promise.all(cases.map(async (c) => ({ ...c, exchange: await context.send(body, { auth: c.auth }) })));
    // Whether each is refused, and with which status, is the authentication and keys.deactivated checks' business.
    const refused = answers.filter((a) => refusalFindings(context.model, a.exchange, a.what, 'candidate.list', a.status).length === 0);
    for (const a of answers.filter((a) => !refused.includes(a))) notes.push(`${a.what} was not refused as the description says, so its message was not compared`);
    if (refused.length < 2) return skip(`fewer than two of the cases were refused as the description says (${answers.map((a) => `${a.what}: ${whatCameBack(context.model, a.exchange)}`).join('; ')}), so there are no messages to compare`);
    const findings: Finding[] = [];
    const messages = refused.map((a) => ({ ...a, message: firstMessage(a.exchange) }));
    for (let i = 0; i < messages.length; i++) {
      for (let j = i + 1; j < messages.length; j++) {
        if (messages[i].message === messages[j].message) {
          findings.push({ operation: 'candidate.list', message: `${messages[i].what} and ${messages[j].what} get the same message: each case returns a message specific to it`, value: messages[i].message, request: (messages[j].exchange as { request: Exchange['request'] }).request });
        }
      }
    }
    return fail(findings, notes);
  },
);

function firstMessage(exchange: Exchange): string {
  const json = exchange.answered ? exchange.json : undefined;
  return isObject(json) && Array.isArray(json.errors) && isObject(json.errors[0]) ? String(json.errors[0].message) : '';
}

const DEACTIVATED_ON = ['candidate.list', 'apiKey.info', 'user.list', 'application.info', 'candidate.update', 'application.delete', 'candidate.create'];

export const deactivatedKeyScenario = keyScenario(
  'keys.deactivated',
  'a deactivated key gets HTTP 403 with the error envelope on reads, changes (to made-up records) and, with --allow-writes, creates',
  'deactivated',
  'candidate.list',
  ['candidate.list'],
  async (context) => {
    const tried = triedOn(context, DEACTIVATED_ON);
    const answers = await Promise.all(tried.map(async (t) => ({ ...t, exchange: await context.send(t.body, { operationName: t.operation, auth: 'deactivated' }) })));
    const findings = answers.flatMap((a) => refusalFindings(context.model, a.exchange, `the deactivated key on ${a.operation}`, a.operation, 403));
    const notes = context.withheld('candidate.create') ? ['creates were not tried: they need --allow-writes'] : [];
    return fail(findings, notes);
  },
);

/** The key's scopes from apiKey.info, as `<module>:<access>` with the module lower-cased, letters and digits only. */
export async function scopesOf(context: CheckContext, auth: KeyRole): Promise<Set<string> | null> {
  const exchange = await context.send(context.requestBody('apiKey.info'), { operationName: 'apiKey.info', auth });
  const json = jsonAnswer(exchange)?.json;
  const envelope = envelopeOf(context.model);
  const results = envelope.succeeded(json) ? envelope.results(json) : null;
  if (!isObject(results) || !Array.isArray(results.scopes)) return null;
  const scopes = results.scopes.filter((s): s is string => typeof s === 'string' && s.includes(':'));
  return new Set(scopes.map((s) => `${normalise(s.slice(0, s.lastIndexOf(':')))}:${s.slice(s.lastIndexOf(':') + 1).toLowerCase()}`));
}

/** A module name as scopes spell it: lower-cased, letters and digits only. */
export const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export const restrictedWritesScenario = keyScenario(
  'permissions.writes',
  `a narrower key (--restricted-key) is refused with HTTP 403 ${PERMISSION_CODE} every write outside its scopes (changes to made-up records; creates with --allow-writes), and no write inside them for permission`,
  'restricted',
  'apiKey.info',
  ['apiKey.info'],
  async (context) => {
    const writes = context.model.operations.filter((o) => context.options.operations.includes(o.name) && context.consent(o.name).kind !== 'read' && !o.deprecated);
    const tried = triedOn(context, writes.map((o) => o.name));
    const scopes = await scopesOf(context, 'restricted');
    const answers = await Promise.all(tried.map(async (t) => ({ ...t, exchange: await context.send(t.body, { operationName: t.operation, auth: 'restricted' }) })));
    const byName = new Map(writes.map((o) => [o.name, o]));
    const findings: Finding[] = [];
    let refusedForPermission = 0;
    for (const { operation, exchange } of answers) {
      const answer = jsonAnswer(exchange);
      if (!answer) {
        findings.push(...transportFindings(exchange).map((f) => ({ ...f, operation, message: `a write with the restricted key: ${f.message}` })));
        continue;
      }
      const forPermission = answer.status === 403 && carriesCode(answer.json, PERMISSION_CODE);
      if (forPermission) refusedForPermission++;
      const at = { operation, request: answer.request, status: answer.status };
      if (envelopeOf(context.model).succeeded(answer.json)) findings.push({ ...at, message: `a write with the restricted key was accepted: ${whatCameBack(context.model, exchange)}` });
      const allowed = scopes && writeScopeGranted(byName.get(operation)!, scopes);
      if (allowed === false && !forPermission) findings.push({ ...at, message: `the restricted key's scopes (${[...scopes!].join(', ')}) hold no write access to ${byName.get(operation)!.module}, so the write must be refused with HTTP 403 ${PERMISSION_CODE}; got ${whatCameBack(context.model, exchange)}` });
      if (allowed === true && forPermission && !needsOwnPermission(byName.get(operation)!)) findings.push({ ...at, message: `refused for permission, though the restricted key's scopes (${[...scopes!].join(', ')}) grant write access to ${byName.get(operation)!.module}` });
    }
    const notes = scopes ? [] : ["apiKey.info did not give the restricted key's scopes, so refusals were not compared module by module"];
    if (context.withheld('candidate.create')) notes.push('creates were not tried: they need --allow-writes');
    if (findings.length === 0 && refusedForPermission === 0 && answers.length > 0) {
      return fail([{ operation: answers[0].operation, message: `the restricted key was refused none of ${answers.length} writes for permission: either it may write everywhere or the server ignores permissions`, request: (answers[0].exchange as { request: Exchange['request'] }).request }]);
    }
    return fail(findings, notes);
  },
);

/** Whether the scopes grant write access to the operation's module; null when its module is not known. */
function writeScopeGranted(operation: OperationModel, scopes: Set<string>): boolean | null {
  return operation.module ? scopes.has(`${normalise(operation.module)}:write`) : null;
}

/** A permission beyond the module's write access (candidatesDelete), which scopes do not show. */
const needsOwnPermission = (operation: OperationModel) => operation.permissions.some((p) => !/(Read|Write)$/.test(p));

export const onBehalfScenario = keyScenario(
  'keys.on-behalf',
  'a key without "Allow acting on behalf of a user" is refused X-On-Behalf-Of on a read it may otherwise make, on a change and, with --allow-writes, on a note',
  'noOnBehalf',
  'candidate.list',
  ['candidate.list', 'user.list'],
  async (context) => {
    const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'finding a user to act for');
    const user = users.records.find((u) => u.isEnabled === true && typeof u.id === 'string');
    if (!user) return skip('user.list shows no active user to name in X-On-Behalf-Of');
    const body = context.requestBody('candidate.list');
    const control = await call(context, 'candidate.list', body, 'the key without the setting, without the header', { auth: 'noOnBehalf' });
    if (!control.ok) return control.outcome.status === 'fail' ? control.outcome : skip(`the key without the setting may not read candidate.list at all (${control.said}), so a refusal of the header would say nothing`);
    const headers = { 'X-On-Behalf-Of': String(user.id) };
    const tried = triedOn(context, ['candidate.list', 'candidate.update', 'candidate.createNote']);
    const answers = await Promise.all(tried.map(async (t) => ({ ...t, exchange: await context.send(t.body, { operationName: t.operation, auth: 'noOnBehalf', headers }) })));
    const findings = answers.flatMap((a) => refusalFindings(context.model, a.exchange, `X-On-Behalf-Of with a key without the setting, on ${a.operation}`, a.operation, null));
    return fail(findings, context.withheld('candidate.createNote') ? ['a note was not tried: creates need --allow-writes'] : []);
  },
);

export const updateHistoryScenario = keyScenario(
  'keys.update-history',
  'a key with candidatesWrite but without "Allow updating application history?" is refused application.updateHistory with HTTP 403',
  'noHistory',
  'application.updateHistory',
  ['application.updateHistory', 'candidate.update'],
  async (context) => {
    // The key may write candidates (a made-up candidate is refused as unknown, not for permission).
    const control = jsonAnswer(await context.send(context.probeBody('candidate.update'), { operationName: 'candidate.update', auth: 'noHistory' }));
    if (control && control.status === 403) return skip(`the key without the setting is refused candidate.update too (${errorSaid(context.model, control.json as Record<string, unknown>)}), so it lacks candidatesWrite and a refusal would say nothing of the setting`);
    const body = { ...context.probeBody('application.updateHistory'), applicationHistory: [{ applicationHistoryId: context.madeUpId(), enteredStageAt: '2026-01-15T09:30:00.000Z' }] };
    const exchange = await context.send(body, { operationName: 'application.updateHistory', auth: 'noHistory' });
    return fail(refusalFindings(context.model, exchange, 'application.updateHistory with a key without the setting', 'application.updateHistory', 403));
  },
);

export const confidentialScenario = keyScenario(
  'keys.confidential',
  'a key without "Allow access to confidential jobs and projects?" lists no application the suite\'s key does not, cannot read one it does not list, and (rule 7) reads the same audit log',
  'noConfidential',
  'application.list',
  ['application.list', 'application.info'],
  async (context) => {
    const bounds = { maxPages: context.maxPages };
    const [full, narrow] = await Promise.all([
      walk(context, 'application.list', { limit: 100 }, bounds, "listing applications with the suite's key"),
      walk(context, 'application.list', { limit: 100 }, bounds, 'listing applications with the key without confidential access', { auth: 'noConfidential' }),
    ]);
    if (full.stopped) return full.stopped;
    if (narrow.stopped) return narrow.stopped.status === 'fail' ? narrow.stopped : skip('the key without confidential access may not list applications, so what it sees cannot be compared');
    if (!full.ended || !narrow.ended) return skip(`application.list did not end within ${context.maxPages} pages (--max-pages), so the two keys' lists cannot be compared`);
    // The two walks are moments apart, and other checks (or other clients of a shared server) create
    // and delete applications meanwhile: a difference counts only if it holds in second walks.
    const findings: Finding[] = [];
    const notes: string[] = [];
    const fullIds = idsOf(full);
    const narrowIds = idsOf(narrow);
    let extra = [...narrowIds].filter((id) => !fullIds.has(id));
    let hidden = [...fullIds].filter((id) => !narrowIds.has(id));
    let unconfirmed = false;
    if (extra.length > 0 || hidden.length > 0) {
      const again = await walkBothAgain(context, bounds);
      if (typeof again === 'string') {
        notes.push(`${again}, so the differences between the two keys' lists were not confirmed and are not reported`);
        [extra, hidden, unconfirmed] = [[], [], true];
      } else {
        // Listed by the narrow key twice and by the suite's key neither time: not one created or deleted in between.
        extra = extra.filter((id) => again.narrow.has(id) && !again.full.has(id));
        // Listed by the narrow key now: created after its first walk, not hidden.
        hidden = hidden.filter((id) => !again.narrow.has(id));
      }
    }
    if (extra.length) findings.push({ operation: 'application.list', message: "the key without confidential access lists applications the suite's key does not", value: extra.slice(0, 5), request: narrow.pages[0]?.answer.request });
    if (hidden.length === 0 && !unconfirmed) notes.push("both keys list the same applications: either there are no confidential ones or the suite's key lacks the setting too, so hiding was not seen");
    if (hidden.length > 0) {
      const read = jsonAnswer(await context.send({ applicationId: hidden[0] }, { operationName: 'application.info', auth: 'noConfidential' }));
      if (read && envelopeOf(context.model).succeeded(read.json)) {
        findings.push({ operation: 'application.info', message: `the key without confidential access reads application ${hidden[0]}, which it does not list (of a confidential job)`, request: read.request, status: read.status });
      }
    }
    findings.push(...(await auditUnfiltered(context, notes)));
    return fail(findings, notes);
  },
);

/** The ids of the records a walk listed. */
const idsOf = (walked: Walk): Set<string> => new Set(walked.records.map(idOf).filter((id): id is string => id !== null));

/**
 * application.list walked again, the suite's key first and then the key without confidential
 * access: an application the narrow key listed the first time is then either listed by the suite's
 * key too or already gone when the narrow key walks again. Why not, when a walk stops or does not end.
 */
async function walkBothAgain(context: CheckContext, bounds: { maxPages: number }): Promise<{ full: Set<string>; narrow: Set<string> } | string> {
  const lists: Set<string>[] = [];
  for (const [whose, options] of [["the suite's key", {}], ['the key without confidential access', { auth: 'noConfidential' }]] as const) {
    const again = await walk(context, 'application.list', { limit: 100 }, bounds, `listing applications again with ${whose}`, options);
    if (again.stopped) return `application.list with ${whose} did not answer a second walk (${stoppedBecause(again.stopped)})`;
    if (!again.ended) return `application.list with ${whose} did not end a second time within ${context.maxPages} pages (--max-pages)`;
    lists.push(idsOf(again));
  }
  return { full: lists[0], narrow: lists[1] };
}

/** What stopped a walk, in a few words. */
function stoppedBecause(outcome: CheckOutcome): string {
  if (outcome.status === 'skip') return outcome.reason;
  if (outcome.status === 'fail') return outcome.findings[0]?.message ?? 'a failed answer';
  return 'no reason given';
}

/** Rule 7: audit entries are not filtered for confidentiality, so both keys read the same first page. */
async function auditUnfiltered(context: CheckContext, notes: string[]): Promise<Finding[]> {
  if (!context.options.operations.includes('auditLog.list')) return [];
  // The 17 months up to yesterday: entries the run makes today do not make the two pages differ.
  const day = (monthsBack: number, daysBack: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() - monthsBack, date.getUTCDate() - daysBack);
    return date.toISOString().slice(0, 10);
  };
  const span = { startDate: day(17, 0), endDate: day(0, 1) };
  const [full, narrow] = await Promise.all([
    call(context, 'auditLog.list', span, "the audit log with the suite's key"),
    call(context, 'auditLog.list', span, 'the audit log with the key without confidential access', { auth: 'noConfidential' }),
  ]);
  if (!full.ok || !narrow.ok) {
    notes.push('one of the keys may not read the audit log, so whether it is filtered for confidentiality was not seen');
    return [];
  }
  const ids = (results: unknown) => (Array.isArray(results) ? results.map(idOf) : []);
  if (JSON.stringify(ids(full.results)) === JSON.stringify(ids(narrow.results))) return [];
  return [{ operation: 'auditLog.list', message: 'the audit log differs between a key with confidential access and one without: it must not be filtered for confidentiality', value: { with: ids(full.results).slice(0, 5), without: ids(narrow.results).slice(0, 5) }, request: narrow.answer.request }];
}

export const privateFieldsScenario = keyScenario(
  'keys.private-fields',
  'a key without "Allow access to non-offer private fields?" reads a candidate with no field, and no value, the suite\'s key does not see',
  'noPrivateFields',
  'candidate.info',
  ['candidate.list', 'candidate.info'],
  async (context) => {
    const list = await call(context, 'candidate.list', { limit: 1 }, 'finding a candidate');
    const id = list.ok && Array.isArray(list.results) ? idOf(list.results[0]) : null;
    if (!id) return list.ok ? skip('candidate.list shows no candidate') : list.outcome;
    const [full, narrow] = await Promise.all([
      call(context, 'candidate.info', { candidateId: id }, "reading a candidate with the suite's key"),
      call(context, 'candidate.info', { candidateId: id }, 'reading a candidate with the key without private-field access', { auth: 'noPrivateFields' }),
    ]);
    if (!full.ok) return full.outcome;
    if (!narrow.ok) return narrow.outcome.status === 'fail' ? narrow.outcome : skip(`the key without private-field access may not read the candidate (${narrow.said}), so its fields cannot be compared`);
    const seen = isObject(full.results) ? full.results : {};
    const findings: Finding[] = [];
    for (const [field, value] of Object.entries(isObject(narrow.results) ? narrow.results : {})) {
      if (!(field in seen)) findings.push({ operation: 'candidate.info', message: `the key without private-field access sees a field the suite's key does not: ${field}`, path: `$.results.${field}`, value, request: narrow.answer.request, status: narrow.answer.status });
      else if (value !== null && JSON.stringify(value) !== JSON.stringify(seen[field])) findings.push({ operation: 'candidate.info', message: `the key without private-field access sees another value of ${field} than the suite's key`, path: `$.results.${field}`, value, request: narrow.answer.request, status: narrow.answer.status });
    }
    const withheld = Object.keys(seen).filter((field) => isObject(narrow.results) && (narrow.results[field] === undefined || (narrow.results[field] === null && seen[field] !== null)));
    return fail(findings, withheld.length ? [] : ['the key without private-field access sees every field the suite\'s key sees: which fields are private is not documented, so none was seen withheld']);
  },
);

export const auditLogsDisabledScenario = keyScenario(
  'keys.audit-logs-disabled',
  'auditLog.list for an organization without the audit logs feature is refused with audit_logs_not_enabled',
  'noAuditLogs',
  'auditLog.list',
  ['auditLog.list'],
  async (context): Promise<CheckOutcome> => {
    const exchange = await context.send({}, { operationName: 'auditLog.list', auth: 'noAuditLogs' });
    const findings = refusalFindings(context.model, exchange, 'auditLog.list without the audit logs feature', 'auditLog.list', null);
    if (findings.length === 0 && !carriesCode(jsonAnswer(exchange)?.json, 'audit_logs_not_enabled')) {
      findings.push({ operation: 'auditLog.list', message: `refused without the code audit_logs_not_enabled: ${whatCameBack(context.model, exchange)}`, request: exchange.request });
    }
    return findings.length ? fail(findings) : pass();
  },
);

export const KEY_SCENARIOS: Scenario[] = [
  authenticationMessagesScenario,
  deactivatedKeyScenario,
  restrictedWritesScenario,
  onBehalfScenario,
  updateHistoryScenario,
  confidentialScenario,
  privateFieldsScenario,
  auditLogsDisabledScenario,
];
