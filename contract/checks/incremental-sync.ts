// sync.incremental: after a full pass, its sync token returns only records changed since the token
// was issued. Read-only, a record last updated before the pass began (less a margin for clock skew)
// must not come back, nor every record of the pass again; with writes allowed, a record the service
// profile knows how to create (ServiceProfile.syncChanges) created after the pass must come back.
import { deref } from '../../generator/model/refs.ts';
import { fail, skip, type Check, type CheckContext, type Finding } from '../types.ts';
import { envelopeOf, isObject } from './answers.ts';
import { call, idOf, pagingOf, PRISM_STATELESS, walk } from './flow.ts';
import { firstPageBody } from './paging-completeness.ts';


export const incrementalSyncCheck: Check = {
  name: 'sync.incremental',
  description: 'after a full pass, its sync token returns only records changed since (with writes allowed, a record created afterwards does come back)',
  async run(context) {
    const { operation } = context;
    if (operation.paging !== 'sync') return skip('not a sync-paged list');
    if (!recordsCarryUpdatedAt(context)) return skip("the records' fields are not shown, so which of them changed since the token cannot be told");
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const fields = pagingOf(context);
    const tokenIn = fields.syncTokenField;
    const tokenOut = fields.syncTokenParam;
    if (!tokenIn || !tokenOut) return skip('the service declares no sync token');
    const resultsPath = envelopeOf(context.model).resultsPath;
    const base = firstPageBody(context, context.requestBody());
    const passStarted = Date.now();
    const full = await walk(context, operation.name, base, { maxPages: context.maxPages }, 'the full pass');
    if (full.stopped) return full.stopped;
    if (!full.ended) return skip(`the full pass did not end within ${context.maxPages} pages (--max-pages), so it gave no ${tokenIn}`);
    const last = full.pages.at(-1)!;
    const token = last.body[tokenIn];
    if (typeof token !== 'string' || token === '') return skip(`the full pass ended without a ${tokenIn} (the pagination check reports that)`);

    const notes: string[] = [];
    const changer = context.model.profile.syncChanges[operation.name];
    let created: string | null = null;
    if (!changer || !context.options.operations.includes(changer.operation)) notes.push('no write the suite knows changes a record of this list, so only the read-only half was checked');
    else if (context.withheld(changer.operation)) notes.push('writes are not allowed (--allow-writes), so no record was changed after the pass');
    else {
      const body = Object.fromEntries(Object.entries(changer.body).map(([field, value]) => [field, value.replaceAll('{marker}', context.options.marker).replaceAll('{slug}', context.options.slug)]));
      const write = await call(context, changer.operation, body, 'the change after the pass');
      if (write.ok) created = idOf(write.results);
      else notes.push(`${changer.operation} refused the suite's record (${write.said}), so no record was changed after the pass`);
    }

    const since = await walk(context, operation.name, { ...base, [tokenOut]: token }, { maxPages: context.maxPages }, `the pass with the ${tokenIn}`);
    if (since.stopped) return since.stopped;
    const findings: Finding[] = [];
    const request = since.pages[0]?.answer.request;
    // A server may name the pass's start with its token, so what changed during the pass may come back;
    // a record last updated well before the pass began may not. The margin allows for clock skew.
    const before = passStarted - CLOCK_SKEW_MS;
    const stale = since.records.filter((r) => {
      const t = updatedAt(r);
      return t !== null && t < before;
    });
    if (stale.length) {
      findings.push({
        message: `the ${tokenIn} of a full pass brought back ${stale.length} record(s) last updated before that pass began (${new Date(passStarted).toISOString()}, less ${CLOCK_SKEW_MS / 60_000} minutes for clock skew), so not changed since the token was issued`,
        path: `${resultsPath}[0].updatedAt`,
        value: { id: stale[0].id, updatedAt: stale[0].updatedAt },
        request,
      });
    } else if (full.records.length > 1 && full.records.every((r) => since.records.some((s) => idOf(s) === idOf(r)))) {
      findings.push({ message: `the ${tokenIn} of a full pass brought back all ${full.records.length} records of that pass again: it was ignored`, path: resultsPath, value: since.records.length, request });
    }
    if (created && !since.records.some((r) => idOf(r) === created)) {
      findings.push({ message: `a record created after the full pass (${created}) is not among the records its ${tokenIn} returns`, path: resultsPath, value: since.records.map(idOf).slice(0, 10), request });
    }
    return fail(findings, notes);
  },
};

/** How far the server's clock may be behind the suite's. */
const CLOCK_SKEW_MS = 5 * 60_000;

function updatedAt(record: Record<string, unknown>): number | null {
  const value = record.updatedAt;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}

/** Whether the list's records declare `updatedAt`, so a change since the token can be seen. */
function recordsCarryUpdatedAt(context: CheckContext): boolean {
  const document = context.model.bundle;
  const results = deref(document, context.operation.response.resultsSchema);
  const items = isObject(results) ? deref(document, results.items) : null;
  return isObject(items) && isObject(items.properties) && 'updatedAt' in items.properties;
}
