// Helpers for the checks that follow a flow across requests: reading a success answer or saying
// why there is none, finding an error code in an error envelope, paging through a list.
import type { AnsweredExchange, CheckContext, CheckOutcome, Exchange, Finding, SendOptions } from '../types.ts';
import { fail, skip } from '../types.ts';
import type { PagingConventions } from '../../generator/model/service-profile.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { envelopeOf, errorEnvelopeFindings, errorSaid, isObject, jsonAnswer, transportFindings } from './answers.ts';

export const PRISM_STATELESS = 'the built-in Prism mock is stateless: it answers the spec\'s examples and keeps nothing, so this behaviour cannot be seen on it';

/** A random UUID no server holds a record for. */
export const unknownId = (): string => crypto.randomUUID();

export type Read =
  | { ok: true; answer: AnsweredExchange; body: Record<string, unknown>; results: unknown }
  /** Not a success: `outcome` fails for a broken answer and skips, quoting the server, for a well-formed refusal. */
  | { ok: false; answer: AnsweredExchange | null; outcome: CheckOutcome; said: string };

/** Reads an exchange as a success answer of `model`'s service; `what` words the step in findings and skip reasons. */
export function readSuccess(model: ApiModel, exchange: Exchange, what: string, operation: string): Read {
  const transport = transportFindings(exchange);
  if (transport.length) return { ok: false, answer: null, said: 'no usable answer', outcome: fail(transport.map((f) => ({ ...f, operation, message: `${what}: ${f.message}` }))) };
  const answer = jsonAnswer(exchange)!;
  const body = answer.json;
  const envelope = envelopeOf(model);
  if (envelope.succeeded(body) && answer.status === 200) return { ok: true, answer, body, results: envelope.results(body) };
  if (envelope.failed(body)) {
    const problems = errorEnvelopeFindings(model, answer, what);
    const said = errorSaid(model, body);
    if (problems.length) return { ok: false, answer, said, outcome: fail(problems.map((f) => ({ ...f, operation }))) };
    return { ok: false, answer, said, outcome: skip(`${what}: ${operation} answered HTTP ${answer.status} with the error envelope (${said})`) };
  }
  return {
    ok: false,
    answer,
    said: 'an answer that is not an envelope',
    outcome: fail([{ operation, message: `${what}: expected HTTP 200 with the success envelope, got HTTP ${answer.status}`, path: envelope.flagPath, value: isObject(body) ? envelope.flag(body) : body, request: answer.request, status: answer.status }]),
  };
}

/**
 * The skip of a check that writes, when the run may not: against the mock (which keeps nothing, so
 * what a write changes cannot be seen) or without the flag `operation` needs. Null when it may run.
 */
export function needsWrites(context: CheckContext, operation: string, what: string): CheckOutcome | null {
  if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
  const withheld = context.withheld(operation);
  if (!withheld) return null;
  const flag = /run with (--[a-z-]+)/.exec(withheld)?.[1];
  return skip(`needs ${flag ?? '--allow-writes'}: ${what} (${withheld})`, flag ?? '--allow-writes');
}

/** Sends and reads a success answer in one step. */
export async function call(context: CheckContext, operation: string, body: unknown, what: string, options: SendOptions = {}): Promise<Read> {
  return readSuccess(context.model, await context.send(body, { ...options, operationName: operation }), what, operation);
}

/** Whether an error envelope carries `code` anywhere (the source does not show which field holds it). */
export function carriesCode(json: unknown, code: string): boolean {
  if (!isObject(json)) return false;
  const holds = (value: unknown): boolean =>
    typeof value === 'string' ? value === code || new RegExp(`\\b${code}\\b`).test(value) : Array.isArray(value) ? value.some(holds) : isObject(value) ? Object.values(value).some(holds) : false;
  return holds(json.errors) || holds(json.error) || holds(json.code) || holds(json.errorCode);
}

/** Whether the answer refused the request with `model`'s error envelope. Never a success. */
export function refused(model: ApiModel, exchange: Exchange): boolean {
  const answer = jsonAnswer(exchange);
  return answer !== null && envelopeOf(model).failed(answer.json);
}

/** A short account of what came back, for a finding: status, success, first message. */
export function whatCameBack(model: ApiModel, exchange: Exchange): string {
  if (!exchange.answered) return `no answer (${exchange.message})`;
  const json = exchange.json;
  const envelope = envelopeOf(model);
  if (!isObject(json)) return `HTTP ${exchange.status} with a body that is not a JSON object`;
  if (envelope.failed(json)) return `HTTP ${exchange.status} with the error envelope (${errorSaid(model, json)})`;
  if (!envelope.conventions) return `HTTP ${exchange.status} with a JSON object`;
  if (envelope.succeeded(json)) return `HTTP ${exchange.status} with the success envelope`;
  return `HTTP ${exchange.status} without an envelope`;
}

export interface Page {
  answer: AnsweredExchange;
  body: Record<string, unknown>;
  results: unknown[];
}

export interface Walk {
  pages: Page[];
  records: Record<string, unknown>[];
  /** The list ended (no more data) within the bounds. */
  ended: boolean;
  /** Set when a page was not a usable success answer. */
  stopped?: CheckOutcome;
}

/**
 * Follows a list's pages from `body`, until it ends, `maxPages` pages were read, or `maxRecords`
 * records were collected.
 */
export async function walk(context: CheckContext, operation: string, body: Record<string, unknown>, bounds: { maxPages: number; maxRecords?: number }, what: string, options: SendOptions = {}): Promise<Walk> {
  const paging = context.model.operations.find((o) => o.name === operation)?.paging ?? 'list';
  const fields = pagingOf(context);
  const pages: Page[] = [];
  const records: Record<string, unknown>[] = [];
  let next = body;
  for (let n = 1; n <= bounds.maxPages; n++) {
    const read = await call(context, operation, next, `${what}, page ${n}`, options);
    if (!read.ok) return { pages, records, ended: false, stopped: read.outcome };
    const results = Array.isArray(read.results) ? read.results : [];
    pages.push({ answer: read.answer, body: read.body, results });
    for (const record of results) if (isObject(record)) records.push(record);
    const cursor = read.body[fields.nextCursorField];
    const more = paging === 'cursor' || fields.moreField === null ? typeof cursor === 'string' && cursor !== '' : read.body[fields.moreField] === true;
    if (!more) return { pages, records, ended: true };
    if (typeof cursor !== 'string' || cursor === '') return { pages, records, ended: false };
    if (bounds.maxRecords !== undefined && records.length >= bounds.maxRecords) return { pages, records, ended: false };
    next = { ...body, [fields.cursorParam]: cursor };
  }
  return { pages, records, ended: false };
}

/** How the service's lists page (ServiceProfile.paging); only a paged operation asks, and only a service with paging has one. */
export function pagingOf(context: CheckContext): PagingConventions {
  const paging = context.model.profile.paging;
  if (!paging) throw new Error(`${context.operation.name}: the service declares no paging, so no operation pages.`);
  return paging;
}

export const idOf = (record: unknown): string | null => (isObject(record) && (typeof record.id === 'string' || typeof record.id === 'number') ? String(record.id) : null);

/** Findings with the operation named, for checks that span several. */
export const about = (operation: string, findings: Finding[]): Finding[] => findings.map((f) => ({ operation, ...f }));

/** Equal as JSON values, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return a === b;
}
