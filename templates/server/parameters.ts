// The operation's path, query and header parameters, checked before its handler runs: each one
// OperationInfo.parameters lists is read from its text as its schema's type (`"500"` as 500 for an
// integer, `a,b` as a list for an array), then checked by the generated validator of its schema
// (validators.js, Ajv, so bounds, enums, formats and patterns mean what they mean for a body). A
// parameter the list leaves out (an object, deepObject, label or matrix style, a `content`-typed one,
// a cookie; generator/model/parameter-reading.ts says why) reaches the handler unchecked. One whose
// validator generate left out (its schema could not be compiled, with a warning) is still read as
// its type and refused when its text is not one: `context.params` holds what its type says.
// Patterns are the document's: generate warns about any that can backtrack super-linearly, as for a
// body's, and a value is never longer than Node's limit on a request's head (16 KiB by default).
import type { IncomingHttpHeaders } from 'node:http';
import { validateParameter } from '../validators.js';
import type { OperationName } from './operations.js';
import type { ParameterReading, ScalarType } from './parameter-reading.js';
import { safeDecode } from './routes.js';
import type { OperationInfo } from './types.js';

/**
 * Where a request carries its parameters: path parameters decoded and as sent (routes.ts), the
 * query read and as sent (without `?`), the headers. A comma-separated list is split as sent, then
 * each item decoded: `a%2Cb,c` is the two items `a,b` and `c` (RFC 6570 encodes a comma inside an
 * item, and OpenAPI's simple and form styles write the items so).
 */
export interface ParameterSources {
  pathParams: Record<string, string>;
  rawPathParams: Record<string, string>;
  query: URLSearchParams;
  rawQuery: string;
  headers: IncomingHttpHeaders;
}

const PLACE_WORDS: Record<ParameterReading['in'], string> = { path: 'path parameter', query: 'query parameter', header: 'header' };

/** The most of a refused value quoted back in a message: enough to recognise it, never a whole hostile one. */
const QUOTED_CHARACTERS = 32;

/** A number as JSON writes one: digits, an optional fraction and exponent (no `0x`, `Infinity` or blanks, which Number() would take). */
const NUMERIC = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The range of integers a number holds exactly, as a refusal states it. */
const SAFE_RANGE = `an integer must be between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;

/**
 * The checked parameters the request sends, read as their schemas' types, by place and name (a
 * header's lower-cased): what a handler gets as `context.params`. A scalar sent more than once is
 * its first value, as `URLSearchParams.get` reads it (every one was checked).
 */
export interface ParameterValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
}

/**
 * The request's checked parameters read as their types, or what is wrong with them, one message
 * each (`query parameter "limit": must be <= 100; got "500"`): a required one absent, or a value its
 * schema refuses.
 */
export function readParameters(operation: OperationInfo, sources: ParameterSources): { values: ParameterValues } | { problems: string[] } {
  const problems: string[] = [];
  const read: Record<ParameterReading['in'], [string, unknown][]> = { path: [], query: [], header: [] };
  for (const parameter of operation.parameters) {
    const label = `${PLACE_WORDS[parameter.in]} "${parameter.name}"`;
    const texts = textsOf(parameter, sources);
    if (texts.length === 0) {
      if (parameter.required) problems.push(`${label} is required.`);
      continue;
    }
    // A repeated key is one list; otherwise each value sent is checked (`?limit=1&limit=500` is refused),
    // a comma-separated one in the path or query split as sent.
    const eachSent: (string | string[])[] = parameter.list === 'repeated' ? [texts] : parameter.list === 'comma' && parameter.in !== 'header' ? sentLists(parameter, sources) : texts;
    for (const [i, sent] of eachSent.entries()) {
      const items = Array.isArray(sent) ? sent : parameter.list === 'comma' ? headerItems(sent) : null;
      const whole = Array.isArray(sent) ? sent.join(',') : sent;
      const shown = (index: number | null) => (index !== null && items !== null && index < items.length ? items[index] : whole);
      const problem = (index: number | null, message: string) =>
        `${label}${index === null ? '' : ` item ${index}`}: ${message}; got ${shownValue(operation, parameter, shown(index))}`;
      // Read as its type first: this holds with or without the schema's validator (generate leaves
      // one out when it cannot compile the schema), so the handler never gets text for a number.
      const readings = (items ?? [whole]).map((text) => typed(text, parameter.type));
      const unreadable = readings.findIndex((reading) => !reading.ok);
      if (unreadable >= 0) {
        problems.push(problem(items === null ? null : unreadable, (readings[unreadable] as Unreadable).problem));
        break;
      }
      const values = readings.map((reading) => (reading as Readable).value);
      const value = items === null ? values[0] : values;
      if (i === 0) read[parameter.in].push([parameter.name, value]);
      const check = validateParameter(operation.name as OperationName, `${parameter.in}:${parameter.name}`, value);
      if (check.ok) continue;
      for (const issue of check.errors) problems.push(problem(itemIndex(issue.path), issue.message));
      break;
    }
  }
  if (problems.length > 0) return { problems };
  // fromEntries defines each name as an own field, so a parameter named `__proto__` stays data.
  return { values: { path: Object.fromEntries(read.path), query: Object.fromEntries(read.query), header: Object.fromEntries(read.header) } };
}

/** Each value the request sends for the parameter, as text: none when it is absent. */
function textsOf(parameter: ParameterReading, { pathParams, query, headers }: ParameterSources): string[] {
  if (parameter.in === 'query') return query.getAll(parameter.name);
  if (parameter.in === 'path') return Object.hasOwn(pathParams, parameter.name) ? [pathParams[parameter.name]] : [];
  // Own headers only: a parameter named `constructor` must not read what the object inherits. (The
  // query is a URLSearchParams, safe for any name; Node keeps no header named `__proto__` at all, so
  // such a header parameter reads as absent.)
  const header = Object.hasOwn(headers, parameter.name) ? headers[parameter.name] : undefined;
  if (header === undefined) return [];
  return [Array.isArray(header) ? header.join(', ') : header];
}

/** A header list's items (blanks around them dropped, as a header joined by Node has them); none for an empty value. */
function headerItems(text: string): string[] {
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

/**
 * The items of each value a path or query list is sent as: split at its commas as sent, then each
 * decoded, so an encoded comma or blank stays in its item. An empty value is one empty item, as
 * RFC 6570 writes `['']` (an empty list is not sent at all).
 */
function sentLists(parameter: ParameterReading, { rawPathParams, rawQuery }: ParameterSources): string[][] {
  if (parameter.in === 'path') return Object.hasOwn(rawPathParams, parameter.name) ? [rawPathParams[parameter.name].split(',').map(safeDecode)] : [];
  const lists: string[][] = [];
  for (const pair of rawQuery === '' ? [] : rawQuery.split('&')) {
    const at = pair.indexOf('=');
    if (formDecode(at < 0 ? pair : pair.slice(0, at)) !== parameter.name) continue;
    lists.push(at < 0 ? [''] : pair.slice(at + 1).split(',').map(formDecode));
  }
  return lists;
}

/** Query text as URLSearchParams decodes it (`+` a blank, a bad `%` sequence kept as it is). */
function formDecode(text: string): string {
  return new URLSearchParams(`v=${text}`).get('v')!;
}

interface Readable {
  ok: true;
  value: unknown;
}

/** Text that is not a value of the parameter's type, and what it must be (as the validators word it). */
interface Unreadable {
  ok: false;
  problem: string;
}

/** `text` as a value of `type` (`"500"` as 500, `"true"` as true), or why it is not one. */
function typed(text: string, type: ScalarType): Readable | Unreadable {
  if (type === 'integer' || type === 'number') return numberOf(text, type);
  if (type === 'boolean') return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false, problem: 'must be boolean' };
  return { ok: true, value: text };
}

/**
 * `text` as a number (a whole one for `integer`), or why it is not one. Text a JavaScript number
 * cannot hold is said to be so rather than taken for what it is not: past about 1.8e308 Number()
 * gives Infinity, and an integer past Number.MAX_SAFE_INTEGER would reach the handler rounded to
 * another one (`9007199254740993` as ...992).
 */
function numberOf(text: string, type: 'integer' | 'number'): Readable | Unreadable {
  if (!NUMERIC.test(text)) return { ok: false, problem: `must be ${type}` };
  const number = Number(text);
  if (type === 'number') return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, problem: `is too ${sizeOf(number)} to be read as a number` };
  if (Number.isFinite(number) && !Number.isInteger(number)) return { ok: false, problem: 'must be integer' };
  if (!Number.isSafeInteger(number)) return { ok: false, problem: `is too ${sizeOf(number)} to be read exactly (${SAFE_RANGE})` };
  return { ok: true, value: number };
}

/** Which way a number is out of range: above it, or below it. */
function sizeOf(number: number): 'large' | 'small' {
  return number > 0 ? 'large' : 'small';
}

/** The item a validator's path names (`$[2]` -> 2), or null for the value itself. */
function itemIndex(path: string): number | null {
  if (!path.startsWith('$[')) return null;
  const index = Number.parseInt(path.slice(2), 10);
  return Number.isInteger(index) ? index : null;
}

/**
 * Whether the parameter is where the operation reads its API key (a header, query parameter or
 * cookie its security scheme names): a refusal then says how long the value was, never any of it,
 * since answers reach logs (onAnswer).
 */
function carriesKey(operation: OperationInfo, parameter: ParameterReading): boolean {
  const auth = operation.auth;
  if (!auth || auth.kind !== parameter.in) return false;
  return parameter.in === 'header' ? auth.name.toLowerCase() === parameter.name : auth.name === parameter.name;
}

/** A refused value as a message shows it: quoted, or only its length where it carries the API key. */
function shownValue(operation: OperationInfo, parameter: ParameterReading, text: string): string {
  return carriesKey(operation, parameter) ? `a value of ${text.length} characters` : quote(text);
}

/** `text` quoted as JSON, cut to its first QUOTED_CHARACTERS characters. */
function quote(text: string): string {
  return text.length <= QUOTED_CHARACTERS ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, QUOTED_CHARACTERS))}... (${text.length} characters)`;
}
