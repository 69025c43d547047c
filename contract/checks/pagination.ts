// pagination: following the next cursor ends within a bound; a repeated cursor or a never-ending
// "more pages" flag is reported; every later page is a valid success answer; no id repeats
// across pages; a sync-paged list's last page carries a sync token. When the full pass fits in
// one page, a second pass asks for one record a page, so a cursor is followed at least once.
// Field names are the service profile's (ServiceProfile.envelope and .paging).
import { deref } from '../../generator/model/refs.ts';
import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome, type Finding } from '../types.ts';
import { envelopeOf, errorEnvelopeFindings, errorSaid, isObject, jsonAnswer, transportFindings } from './answers.ts';
import { pagingOf } from './flow.ts';
import { firstPageBody } from './paging-completeness.ts';

const MAX_PAGE_FINDINGS = 5;

export const paginationCheck: Check = {
  name: 'pagination',
  description:
    'following the next cursor ends within the page bound, without repeated cursors or ids, every page a valid success answer; a sync list ends with a sync token',
  async run(context) {
    const paging = context.operation.paging;
    if (!paging) return skip('not a list operation');
    if (context.target.kind === 'prism-mock') {
      return skip('the built-in Prism mock is stateless: it answers the example page whatever the cursor, so cursors never advance');
    }
    // A full pass: no cursor, no sync token, and the server's own page size rather than the
    // example's small page size, so a real data set fits in the page bound.
    const firstPage = firstPageBody(context, context.requestBody());
    const fields = pagingOf(context);
    const full = await followPages(context, firstPage, { probe: false });
    if (full.outcome) return full.outcome;
    if (full.pages > 1) return fail(full.findings);
    // One page held everything: make the server page, where the operation takes a page size.
    const pageSized = acceptsLimit(context);
    if (pageSized) {
      const small = await followPages(context, { ...firstPage, [fields.limitParam!]: 1 }, { probe: true });
      if (small.outcome) return small.outcome;
      if (small.pages > 1) return fail([...full.findings, ...small.findings]);
    }
    if (full.findings.length) return fail(full.findings);
    const how = pageSized ? 'even when asked for one record a page' : 'and the operation takes no page size';
    return skip(`the list fits in one page (${full.records} records, ${how}), so following a cursor was not exercised; that page was checked`);
  },
};

interface Pass {
  /** Set when the pass settled the check (a failure, or nothing to page through). */
  outcome?: CheckOutcome;
  pages: number;
  records: number;
  findings: Finding[];
}

/** Follows cursors from `firstBody` to the end, within the page bound; a probe stops after following one. */
async function followPages(context: CheckContext, firstBody: Record<string, unknown>, { probe }: { probe: boolean }): Promise<Pass> {
  const paging = context.operation.paging!;
  const fields = pagingOf(context);
  const envelope = envelopeOf(context.model);
  const { nextCursorField, moreField, syncTokenField } = fields;
  const seenCursors = new Map<string, number>();
  const seenIds = new Map<string, number>();
  const findings: Finding[] = [];
  let records = 0;
  let body = firstBody;

  for (let page = 1; ; page++) {
    const settle = (outcome: CheckOutcome): Pass => ({ outcome, pages: page, records, findings });
    const exchange = await context.send(body);
    const transport = transportFindings(exchange);
    if (transport.length) return settle(fail(transport.map((f) => ({ ...f, message: `page ${page}: ${f.message}` }))));
    const answer = jsonAnswer(exchange)!;
    const at = { request: answer.request, status: answer.status };
    const json = answer.json;
    if (!isObject(json)) return settle(fail([...findings, { ...at, message: `page ${page}: body is not an object`, path: '$' }]));
    if (!envelope.succeeded(json)) {
      if (page === 1) {
        const problems = errorEnvelopeFindings(context.model, answer, 'first page');
        if (problems.length) return settle(fail(problems));
        return settle(skip(`the first page answered with the error envelope (${errorSaid(context.model, json)}), so there is nothing to page through`));
      }
      return settle(fail([...findings, { ...at, message: `page ${page} answered without success; the cursor from page ${page - 1} was refused`, path: envelope.flagPath, value: envelope.flag(json) }]));
    }
    const results = envelope.results(json);
    if (!Array.isArray(results)) return settle(fail([...findings, { ...at, message: `page ${page}: ${envelope.conventions?.resultsField} is not an array`, path: envelope.resultsPath }]));
    // Page 1 is the response-schema check's business when it is the example; later pages are only seen here.
    if (page > 1) {
      if (answer.status !== 200) findings.push({ ...at, message: `page ${page} answered HTTP ${answer.status}, not 200` });
      for (const error of context.validateResponse(json).slice(0, MAX_PAGE_FINDINGS)) {
        findings.push({ ...at, message: `page ${page}: ${error.message}`, path: error.path, value: error.value });
      }
    }
    records += results.length;

    results.forEach((record, i) => {
      const id = isObject(record) ? record.id : undefined;
      if (typeof id !== 'string' && typeof id !== 'number') return;
      const key = String(id);
      const earlier = seenIds.get(key);
      if (earlier !== undefined && findings.length < MAX_PAGE_FINDINGS) {
        findings.push({ ...at, message: `page ${page} repeats a record already returned on page ${earlier}`, path: `${envelope.resultsPath}[${i}].id`, value: id });
      } else if (earlier === undefined) seenIds.set(key, page);
    });

    const cursor = json[nextCursorField];
    const moreFlag = paging === 'cursor' ? null : moreField;
    const more = moreFlag === null ? cursor !== undefined && cursor !== null : json[moreFlag] === true;
    if (!more) {
      if (paging === 'sync' && syncTokenField && (typeof json[syncTokenField] !== 'string' || json[syncTokenField] === '')) {
        findings.push({ ...at, message: `the last page (page ${page}) of a sync-paged list carries no ${syncTokenField}`, path: `$.${syncTokenField}`, value: json[syncTokenField] });
      }
      return { pages: page, records, findings };
    }
    if (typeof cursor !== 'string' || cursor === '') {
      return settle(fail([...findings, { ...at, message: `page ${page} says more data follows but gives no usable ${nextCursorField}`, path: `$.${nextCursorField}`, value: cursor }]));
    }
    const repeatedFrom = seenCursors.get(cursor);
    if (repeatedFrom !== undefined) {
      return settle(fail([...findings, { ...at, message: `page ${page} hands back the cursor page ${repeatedFrom} gave: following it would loop forever`, path: `$.${nextCursorField}`, value: cursor }]));
    }
    seenCursors.set(cursor, page);
    // A probe only has to follow one cursor.
    if (probe && page >= 2) return { pages: page, records, findings };
    if (page >= context.maxPages) {
      return settle(
        fail([
          ...findings,
          {
            ...at,
            message: `still more data after ${page} pages (the bound): ${moreFlag ?? nextCursorField} never ends; raise --max-pages if the data set is really that large`,
            path: `$.${moreFlag ?? nextCursorField}`,
            value: moreFlag === null ? cursor : json[moreFlag],
          },
        ]),
      );
    }
    body = { ...firstBody, [fields.cursorParam]: cursor };
  }
}

/** Whether the operation's request names a page size the suite can shrink. */
export function acceptsLimit(context: CheckContext): boolean {
  const limit = context.model.profile.paging?.limitParam;
  const schema = deref(context.model.bundle, context.operation.request?.jsonSchema ?? null);
  return typeof limit === 'string' && isObject(schema) && isObject(schema.properties) && limit in schema.properties;
}
