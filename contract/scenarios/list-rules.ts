// The description's rules about what lists answer:
//   rules.created-after  candidate.list with createdAfter gives only candidates created after it (read only;
//                        with --allow-writes, the suite's new candidate is among them)
//   rules.paging-only    application.listHistory and listCriteriaEvaluations page but do not sync: a syncToken
//                        does not narrow them to what changed (refused, or the same records)
import { envelopeOf, isObject } from '../checks/answers.ts';
import { call, idOf, pagingOf, PRISM_STATELESS, walk } from '../checks/flow.ts';
import { fail, skip, type Finding, type Scenario } from '../types.ts';

const time = (record: unknown): number => (isObject(record) && typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : NaN);

export const createdAfterScenario: Scenario = {
  name: 'rules.created-after',
  description: 'candidate.list with createdAfter lists no candidate created before it; with --allow-writes, a candidate the suite creates is listed after a time just before it',
  operation: 'candidate.list',
  uses: ['candidate.list'],
  needs: 'candidates on the server; --allow-writes for the new candidate',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const first = await call(context, 'candidate.list', { limit: 20 }, 'reading candidates and their creation times');
    if (!first.ok) return first.outcome;
    const times = (Array.isArray(first.results) ? first.results : []).map(time).filter(Number.isFinite).sort((a, b) => a - b);
    if (times.length < 2) return skip('candidate.list shows fewer than two candidates with a createdAt, so there is no time to filter between');
    const findings: Finding[] = [];
    const notes: string[] = [];
    const cut = new Date(times[Math.floor(times.length / 2)]).toISOString();
    const after = await walk(context, 'candidate.list', { createdAfter: cut, limit: 100 }, { maxPages: Math.min(context.maxPages, 10) }, `listing candidates created after ${cut}`);
    if (after.stopped) return after.stopped;
    const older = after.records.find((r) => time(r) < Date.parse(cut));
    if (older) findings.push({ operation: 'candidate.list', message: `createdAfter ${cut} lists a candidate created before it`, path: '$.results', value: { id: older.id, createdAt: older.createdAt }, request: after.pages[0]?.answer.request });
    if (after.records.length === 0) findings.push({ operation: 'candidate.list', message: `createdAfter ${cut} lists nothing, though candidate.list shows candidates created after it`, path: '$.results', request: after.pages[0]?.answer.request });

    if (context.withheld('candidate.create')) notes.push('no candidate was created to be listed: that needs --allow-writes');
    else {
      const id = await context.ownRecord('candidateId');
      const own = await call(context, 'candidate.info', { candidateId: id }, "reading the suite's candidate");
      const created = own.ok ? time(own.results) : NaN;
      if (!Number.isFinite(created)) notes.push("the suite's candidate gives no createdAt, so it was not looked for");
      else {
        const since = new Date(created - 1).toISOString();
        const listed = await walk(context, 'candidate.list', { createdAfter: since, limit: 100 }, { maxPages: Math.min(context.maxPages, 10) }, `listing candidates created after ${since}`);
        if (listed.stopped) return listed.stopped;
        if (listed.ended && !listed.records.some((r) => idOf(r) === id)) findings.push({ operation: 'candidate.list', message: `createdAfter ${since} (just before the suite's candidate was created) does not list it (${id})`, path: '$.results', request: listed.pages[0]?.answer.request });
      }
    }
    return fail(findings, notes);
  },
};

const PAGING_ONLY = ['application.listHistory', 'application.listCriteriaEvaluations'];

export const pagingOnlyScenario: Scenario = {
  name: 'rules.paging-only',
  description: 'application.listHistory and application.listCriteriaEvaluations do not sync: a syncToken gives the same records (or is refused), not only what changed',
  operation: 'application.listHistory',
  uses: ['application.list', ...PAGING_ONLY],
  needs: 'an application on the server; read only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const list = await call(context, 'application.list', { limit: 1 }, 'finding an application');
    if (!list.ok) return list.outcome;
    const applicationId = Array.isArray(list.results) ? idOf(list.results[0]) : null;
    if (!applicationId) return skip('application.list shows no application');
    const findings: Finding[] = [];
    const notes: string[] = [];
    for (const operation of PAGING_ONLY.filter((name) => context.options.operations.includes(name))) {
      const plain = await call(context, operation, { applicationId, limit: 100 }, `${operation} without a syncToken`);
      if (!plain.ok) {
        if (plain.outcome.status === 'fail') return plain.outcome;
        notes.push(`${operation} refused application ${applicationId} (${plain.said})`);
        continue;
      }
      const records = Array.isArray(plain.results) ? plain.results.map(idOf) : [];
      if (records.length === 0) {
        notes.push(`${operation} is empty for application ${applicationId}, so narrowing could not be seen`);
        continue;
      }
      // Nothing changed since the token was issued, so a list that synced would answer nothing.
      const { syncTokenField, syncTokenParam } = pagingOf(context);
      if (!syncTokenParam) continue;
      const given = syncTokenField ? plain.body[syncTokenField] : undefined;
      const token = typeof given === 'string' ? given : 'contract-suite-sync-token';
      const synced = await context.send({ applicationId, limit: 100, [syncTokenParam]: token }, { operationName: operation });
      const envelope = envelopeOf(context.model);
      const json = synced.answered && envelope.succeeded(synced.json) ? synced.json : null;
      if (!json) continue;
      const results = envelope.results(json);
      const again = Array.isArray(results) ? results.map(idOf) : [];
      if (again.length < records.length) findings.push({ operation, message: `a syncToken narrowed ${operation} from ${records.length} records to ${again.length}: it supports paging only, not incremental sync`, path: envelope.resultsPath, value: again, request: synced.request, status: synced.answered ? synced.status : undefined });
    }
    return fail(findings, notes);
  },
};
