// pagination: following `nextCursor` ends within a bound; a repeated cursor or a never-ending
// `moreDataAvailable` is reported; no id repeats across pages; a sync-paged list's last page
// carries a `syncToken`.
import { fail, pass, skip, type Check, type Finding } from '../types.ts';
import { errorEnvelopeFindings, isObject, jsonAnswer, transportFindings } from './answers.ts';

export const paginationCheck: Check = {
  name: 'pagination',
  description: 'following nextCursor ends within the page bound, without repeated cursors or ids; a sync list ends with a syncToken',
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
    const seenCursors = new Map<string, number>();
    const seenIds = new Map<string, number>();
    const findings: Finding[] = [];
    let body: Record<string, unknown> = firstPage;

    for (let page = 1; ; page++) {
      const exchange = await context.send(body);
      const transport = transportFindings(exchange);
      if (transport.length) return fail(transport.map((f) => ({ ...f, message: `page ${page}: ${f.message}` })));
      const answer = jsonAnswer(exchange)!;
      const at = { request: answer.request, status: answer.status };
      const json = answer.json;
      if (!isObject(json)) return fail([...findings, { ...at, message: `page ${page}: body is not an object`, path: '$' }]);
      if (json.success !== true) {
        if (page === 1) {
          const problems = errorEnvelopeFindings(answer, 'first page');
          if (problems.length) return fail(problems);
          const message = (json.errors as { message: string }[])[0].message;
          return skip(`the first page answered with the error envelope ("${message}"), so there is nothing to page through`);
        }
        return fail([...findings, { ...at, message: `page ${page} answered without success; the cursor from page ${page - 1} was refused`, path: '$.success', value: json.success }]);
      }
      if (!Array.isArray(json.results)) return fail([...findings, { ...at, message: `page ${page}: results is not an array`, path: '$.results' }]);

      json.results.forEach((record, i) => {
        const id = isObject(record) ? record.id : undefined;
        if (typeof id !== 'string' && typeof id !== 'number') return;
        const key = String(id);
        const earlier = seenIds.get(key);
        if (earlier !== undefined && findings.length < 5) {
          findings.push({ ...at, message: `page ${page} repeats a record already returned on page ${earlier}`, path: `$.results[${i}].id`, value: id });
        } else if (earlier === undefined) seenIds.set(key, page);
      });

      const cursor = json.nextCursor;
      const more = paging === 'cursor' ? cursor !== undefined && cursor !== null : json.moreDataAvailable === true;
      if (!more) {
        if (paging === 'sync' && (typeof json.syncToken !== 'string' || json.syncToken === '')) {
          findings.push({ ...at, message: `the last page (page ${page}) of a sync-paged list carries no syncToken`, path: '$.syncToken', value: json.syncToken });
        }
        return findings.length ? fail(findings) : pass();
      }
      if (typeof cursor !== 'string' || cursor === '') {
        return fail([...findings, { ...at, message: `page ${page} says more data follows but gives no usable nextCursor`, path: '$.nextCursor', value: cursor }]);
      }
      const repeatedFrom = seenCursors.get(cursor);
      if (repeatedFrom !== undefined) {
        return fail([...findings, { ...at, message: `page ${page} hands back the cursor page ${repeatedFrom} gave: following it would loop forever`, path: '$.nextCursor', value: cursor }]);
      }
      seenCursors.set(cursor, page);
      if (page >= context.maxPages) {
        return fail([
          ...findings,
          {
            ...at,
            message: `still more data after ${page} pages (the bound): moreDataAvailable never ends; raise --max-pages if the data set is really that large`,
            path: paging === 'cursor' ? '$.nextCursor' : '$.moreDataAvailable',
            value: paging === 'cursor' ? cursor : json.moreDataAvailable,
          },
        ]);
      }
      body = { ...firstPage, cursor };
    }
  },
};
