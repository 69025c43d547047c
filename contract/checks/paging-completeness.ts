// paging.completeness: the same list read with two page sizes gives the same ids in the same
// order, none lost, none repeated; no page holds more records than the page size asked for; a sync
// list read to its end carries a sync token on its last page. Field names are the service
// profile's (ServiceProfile.envelope and .paging).
import { fail, skip, type Check, type CheckContext, type Finding } from '../types.ts';
import { envelopeOf, isObject } from './answers.ts';
import { idOf, pagingOf, PRISM_STATELESS, walk, type Walk } from './flow.ts';
import { acceptsLimit } from './pagination.ts';

/** Records compared: enough to cross several page boundaries at both sizes, few enough for a large data set. */
const PREFIX = 12;
const LARGE = 5;
const SMALL = 3;

export const pagingCompletenessCheck: Check = {
  name: 'paging.completeness',
  description: 'the list read with two page sizes gives the same ids in the same order, none lost or repeated; the page size is honoured; a sync list ends with a sync token',
  async run(context) {
    const { operation } = context;
    if (!operation.paging) return skip('not a list operation');
    if (!acceptsLimit(context)) return skip(`the operation takes no page size (${pagingOf(context).limitParam ?? 'none is named'}), so there is no second page size to compare`);
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const base = firstPageBody(context, context.requestBody());
    const large = await pass_(context, base, LARGE, PREFIX);
    if (large.walk.stopped) return large.walk.stopped;
    // A short list is read again one record a page, so it still crosses page boundaries.
    const smallSize = large.walk.ended && large.walk.records.length <= PREFIX ? 1 : SMALL;
    const small = await pass_(context, base, smallSize, PREFIX);
    if (small.walk.stopped) return small.walk.stopped;
    const findings = [...large.findings, ...small.findings];
    const a = large.walk.records.map(idOf);
    const b = small.walk.records.map(idOf);
    if (a.some((id) => id === null)) return fail(findings, ['its records carry no id, so the two passes were not compared']);
    const difference = compare(a as string[], b as string[]);
    if (difference) {
      const page = pageOf(small.walk, Math.max(0, b.indexOf(difference.id)));
      findings.push({
        message: `read ${smallSize} a page, the list ${difference.what} compared with the same list read ${LARGE} a page (a record lost, repeated or reordered at a page boundary)`,
        path: envelopeOf(context.model).resultsPath,
        value: { [`${LARGE} a page`]: a.slice(0, PREFIX + LARGE), [`${smallSize} a page`]: b.slice(0, PREFIX + LARGE) },
        request: page.answer.request,
        status: page.answer.status,
      });
    }
    if (a.length === 0 && b.length === 0) return findings.length ? fail(findings) : skip('the list is empty, so there is nothing to page through');
    return fail(findings);
  },
};

/** One pass at a page size, with what its pages show on their own: limit honoured, no repeats, a final syncToken. */
async function pass_(context: CheckContext, base: Record<string, unknown>, limit: number, maxRecords: number): Promise<{ walk: Walk; findings: Finding[] }> {
  const fields = pagingOf(context);
  const resultsPath = envelopeOf(context.model).resultsPath;
  const result = await walk(context, context.operation.name, { ...base, [fields.limitParam!]: limit }, { maxPages: Math.min(context.maxPages, maxRecords + 2), maxRecords }, `a pass ${limit} a page`);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  result.pages.forEach((page, n) => {
    const at = { request: page.answer.request, status: page.answer.status };
    if (page.results.length > limit) findings.push({ ...at, message: `page ${n + 1} holds ${page.results.length} records where ${fields.limitParam} asked for at most ${limit}`, path: resultsPath, value: page.results.length });
    page.results.forEach((record, i) => {
      const id = idOf(record);
      if (id === null) return;
      if (seen.has(id) && findings.length < 5) findings.push({ ...at, message: `page ${n + 1} (${limit} a page) repeats a record an earlier page returned`, path: `${resultsPath}[${i}].id`, value: id });
      seen.add(id);
    });
  });
  const last = result.pages.at(-1);
  const token = fields.syncTokenField;
  if (result.ended && last && token && context.operation.paging === 'sync' && (typeof last.body[token] !== 'string' || last.body[token] === '')) {
    findings.push({ request: last.answer.request, status: last.answer.status, message: `the last page (${limit} a page) of a sync-paged list carries no ${token}`, path: `$.${token}`, value: last.body[token] });
  }
  return { walk: result, findings };
}

/** The example body without its paging fields (cursor, page size, sync token). */
export function firstPageBody(context: CheckContext, example: unknown): Record<string, unknown> {
  const rest = { ...(isObject(example) ? example : {}) };
  const { cursorParam, limitParam, syncTokenParam } = pagingOf(context);
  for (const field of [cursorParam, limitParam, syncTokenParam]) if (field !== null) delete rest[field];
  return rest;
}

/**
 * How the two passes differ: a record one pass has and the other went past without it, or the
 * records both have in another order. Records only at the end of one pass are not a difference:
 * the other may have stopped earlier, or the record been created between the passes.
 */
export function compare(a: string[], b: string[]): { id: string; what: string } | null {
  const inA = new Set(a);
  const inB = new Set(b);
  const lastCommon = (list: string[], other: Set<string>) => list.findLastIndex((id) => other.has(id));
  const missing = (list: string[], other: Set<string>) => list.slice(0, lastCommon(list, other)).find((id) => !other.has(id));
  const lostFromSmall = missing(a, inB);
  if (lostFromSmall) return { id: lostFromSmall, what: `lacks ${lostFromSmall}, which the larger pages hold between records both have` };
  const onlyInSmall = missing(b, inA);
  if (onlyInSmall) return { id: onlyInSmall, what: `holds ${onlyInSmall}, which the larger pages skip between records both have` };
  const common = (list: string[], other: Set<string>) => list.filter((id) => other.has(id));
  const [x, y] = [common(a, inB), common(b, inA)];
  const i = x.findIndex((id, n) => id !== y[n]);
  if (i >= 0) return { id: y[i], what: `gives ${y[i]} where the larger pages give ${x[i]}, out of order` };
  return null;
}

/** The page that holds the list's record `index` (0-based). */
function pageOf(result: Walk, index: number) {
  let seen = 0;
  for (const page of result.pages) {
    seen += page.results.length;
    if (seen > index) return page;
  }
  return result.pages.at(-1)!;
}
