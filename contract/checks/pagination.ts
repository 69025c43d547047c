// pagination: following `nextCursor` ends within a bound; a repeated cursor or a never-ending
// `moreDataAvailable` is reported; every later page is a valid success answer; no id repeats
// across pages; a sync-paged list's last page carries a `syncToken`. When the full pass fits in
// one page, a second pass asks for one record a page, so a cursor is followed at least once.
import { deref } from '../../generator/model/refs.ts';
import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome, type Finding } from '../types.ts';
import { errorEnvelopeFindings, errorSaid, isObject, jsonAnswer, transportFindings } from './answers.ts';

const MAX_PAGE_FINDINGS = 5;

export const paginationCheck: Check = {
  name: 'pagination',
  description:
    'following nextCursor ends within the page bound, without repeated cursors or ids, every page a valid success answer; a sync list ends with a syncToken',
  async run(context) {
    const paging = context.operation.paging;
    if (!paging) return skip('not a list operation');
    if (context.target.kind === 'prism-mock') {
      return skip('the built-in Prism mock is stateless: it answers the example page whatever the cursor, so cursors never advance');
    }
    const first = context.requestBody();
    // A full pass: no cursor, no sync token, and the server's own page size rather than the
    // example's small `limit`, so a real data set fits in the page bound.
    const { cursor: _cursor, syncToken: _syncToken, limit: _limit, ...firstPage } = isObject(first) ? first : ({} as Record<string, unknown>);
    const full = await followPages(context, firstPage, { probe: false });
    if (full.outcome) return full.outcome;
    if (full.pages > 1) return fail(full.findings);
    // One page held everything: make the server page, where the operation takes a page size.
    const pageSized = acceptsLimit(context);
    if (pageSized) {
      const small = await followPages(context, { ...firstPage, limit: 1 }, { probe: true });
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
    if (json.success !== true) {
      if (page === 1) {
        const problems = errorEnvelopeFindings(answer, 'first page');
        if (problems.length) return settle(fail(problems));
        return settle(skip(`the first page answered with the error envelope (${errorSaid(json)}), so there is nothing to page through`));
      }
      return settle(fail([...findings, { ...at, message: `page ${page} answered without success; the cursor from page ${page - 1} was refused`, path: '$.success', value: json.success }]));
    }
    if (!Array.isArray(json.results)) return settle(fail([...findings, { ...at, message: `page ${page}: results is not an array`, path: '$.results' }]));
    // Page 1 is the response-schema check's business when it is the example; later pages are only seen here.
    if (page > 1) {
      if (answer.status !== 200) findings.push({ ...at, message: `page ${page} answered HTTP ${answer.status}, not 200` });
      for (const error of context.validateResponse(json).slice(0, MAX_PAGE_FINDINGS)) {
        findings.push({ ...at, message: `page ${page}: ${error.message}`, path: error.path, value: error.value });
      }
    }
    records += json.results.length;

    json.results.forEach((record, i) => {
      const id = isObject(record) ? record.id : undefined;
      if (typeof id !== 'string' && typeof id !== 'number') return;
      const key = String(id);
      const earlier = seenIds.get(key);
      if (earlier !== undefined && findings.length < MAX_PAGE_FINDINGS) {
        findings.push({ ...at, message: `page ${page} repeats a record already returned on page ${earlier}`, path: `$.results[${i}].id`, value: id });
      } else if (earlier === undefined) seenIds.set(key, page);
    });

    const cursor = json.nextCursor;
    const more = paging === 'cursor' ? cursor !== undefined && cursor !== null : json.moreDataAvailable === true;
    if (!more) {
      if (paging === 'sync' && (typeof json.syncToken !== 'string' || json.syncToken === '')) {
        findings.push({ ...at, message: `the last page (page ${page}) of a sync-paged list carries no syncToken`, path: '$.syncToken', value: json.syncToken });
      }
      return { pages: page, records, findings };
    }
    if (typeof cursor !== 'string' || cursor === '') {
      return settle(fail([...findings, { ...at, message: `page ${page} says more data follows but gives no usable nextCursor`, path: '$.nextCursor', value: cursor }]));
    }
    const repeatedFrom = seenCursors.get(cursor);
    if (repeatedFrom !== undefined) {
      return settle(fail([...findings, { ...at, message: `page ${page} hands back the cursor page ${repeatedFrom} gave: following it would loop forever`, path: '$.nextCursor', value: cursor }]));
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
            message: `still more data after ${page} pages (the bound): moreDataAvailable never ends; raise --max-pages if the data set is really that large`,
            path: paging === 'cursor' ? '$.nextCursor' : '$.moreDataAvailable',
            value: paging === 'cursor' ? cursor : json.moreDataAvailable,
          },
        ]),
      );
    }
    body = { ...firstBody, cursor };
  }
}

/** Whether the operation's request names a `limit` (a page size) the suite can shrink. */
export function acceptsLimit(context: CheckContext): boolean {
  const schema = deref(context.model.bundle, context.operation.request?.jsonSchema ?? null);
  return isObject(schema) && isObject(schema.properties) && 'limit' in schema.properties;
}
