// Copied by generator/emit/server.ts from templates/server/parameters.ts. Do not edit.
// The operation's path, query, header and cookie parameters, checked before its handler runs: each
// one OperationInfo.parameters lists is read from its text as its schema's type (`"500"` as 500 for
// an integer, `a,b` as a list for an array), then checked by the generated validator of its schema
// (validators.js, Ajv, so bounds, enums, formats and patterns mean what they mean for a body).
// Read: `form`, space- and pipe-delimited query parameters and `form` cookies, `simple`, `label`
// and `matrix` path parameters, `simple` headers, each a scalar or a list of one; objects of
// scalars in those styles but the delimited ones, and in `deepObject`. A parameter the list leaves
// out (an exploded form query object, an object holding a list or an object, a `content`-typed one;
// generator/model/parameter-reading.ts says why) reaches the handler unchecked. One whose validator
// generate left out (its schema could not be compiled, with a warning) is still read as its type
// and refused when its text is not one: `context.params` holds what its type says. Patterns are the
// document's: generate warns about any that can backtrack super-linearly, as for a body's, and a
// value is never longer than Node's limit on a request's head (16 KiB by default). Every split here
// is one pass over the text, and the query and the Cookie header are split once a request.
import type { IncomingHttpHeaders } from 'node:http';
import { validateParameter } from '../validators.js';
import type { OperationName } from './operations.js';
import type { ParameterPlace, ParameterReading, ScalarType } from './parameter-reading.js';
import { cookiePairs } from './credentials.js';
import { safeDecode } from './routes.js';
import type { OperationInfo } from './types.js';

/**
 * Where a request carries its parameters: path parameters as sent (routes.ts), the
 * query read and as sent (without `?`), the headers (cookies in their `cookie`). A list is split
 * as sent, then each item decoded: `a%2Cb,c` is the two items `a,b` and `c` (RFC 6570 encodes a
 * comma inside an item, and OpenAPI's styles write the items so).
 */
export interface ParameterSources {
  rawPathParams: Record<string, string>;
  query: URLSearchParams;
  rawQuery: string;
  headers: IncomingHttpHeaders;
}

const PLACE_WORDS: Record<ParameterPlace, string> = { path: 'path parameter', query: 'query parameter', header: 'header', cookie: 'cookie' };

/** The most of a refused value quoted back in a message: enough to recognise it, never a whole hostile one. */
const QUOTED_CHARACTERS = 32;

/** A number as JSON writes one: digits, an optional fraction and exponent (no `0x`, `Infinity` or blanks, which Number() would take). */
const NUMERIC = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The range of integers a number holds exactly, as a refusal states it. */
const SAFE_RANGE = `an integer must be between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;

/**
 * The checked parameters the request sends, read as their schemas' types, by place and name (a
 * header's lower-cased): what a handler gets as `context.params`. A scalar sent more than once is
 * its first value, as `URLSearchParams.get` reads it, and a cookie sent twice its first (browsers
 * send the one of the longest path first); every one was checked.
 */
export interface ParameterValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  cookie: Record<string, unknown>;
}

/**
 * One value a request sends for a parameter: its text as sent (what a refusal quotes) and its
 * items, split as its style writes them and decoded (one for a scalar); or, where the text is not
 * written in the parameter's style at all, what is wrong with it.
 */
type SentValue = { text: string; items: string[] } | { text: string; problem: string };

/**
 * The request's checked parameters read as their types, or what is wrong with them, one message
 * each (`query parameter "limit": must be <= 100; got "500"`): a required one absent, or a value its
 * schema refuses.
 */
export function readParameters(operation: OperationInfo, sources: ParameterSources): { values: ParameterValues } | { problems: string[] } {
  const problems: string[] = [];
  const read: Record<ParameterPlace, [string, unknown][]> = { path: [], query: [], header: [], cookie: [] };
  // Split once a request, and only where a parameter is read from them.
  const fields: SplitFields = { query: lazily(() => queryFields(sources.rawQuery)), cookies: lazily(() => cookiePairs(sources.headers.cookie)) };
  for (const parameter of operation.parameters) {
    const label = `${PLACE_WORDS[parameter.in]} "${parameter.name}"`;
    const sent = sentValues(parameter, sources, fields);
    if (sent.length === 0) {
      if (parameter.required) problems.push(`${label} is required.`);
      continue;
    }
    // Each value sent is checked (`?limit=1&limit=500` is refused); the first is the one handed over.
    for (const [i, value] of sent.entries()) {
      const reading = checkedValue(operation, parameter, label, value);
      if ('problems' in reading) {
        problems.push(...reading.problems);
        break;
      }
      if (i === 0) read[parameter.in].push([parameter.name, reading.value]);
    }
  }
  if (problems.length > 0) return { problems };
  // fromEntries defines each name as an own field, so a parameter named `__proto__` stays data.
  const values = (place: ParameterPlace) => Object.fromEntries(read[place]);
  return { values: { path: values('path'), query: values('query'), header: values('header'), cookie: values('cookie') } };
}

/** `make()`, made on first use and kept: what a request has no parameter of is never worked out. */
function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * One value a request sends, read as the parameter's type and checked by its schema's validator; or
 * what is wrong with it, naming the parameter and the item or property at fault.
 */
function checkedValue(operation: OperationInfo, parameter: ParameterReading, label: string, sent: SentValue): { value: unknown } | { problems: string[] } {
  const got = (text: string) => `got ${shownValue(operation, parameter, text)}`;
  if ('problem' in sent) return { problems: [`${label}: ${sent.problem}; ${got(sent.text)}`] };
  // Read as its type first: this holds with or without the schema's validator (generate leaves
  // one out when it cannot compile the schema), so the handler never gets text for a number.
  const reading = typedValue(parameter, sent.items);
  if (!reading.ok) return { problems: [`${label}${reading.part}: ${reading.problem}; ${got(reading.text ?? sent.text)}`] };
  const check = validateParameter(operation.name as OperationName, `${parameter.in}:${parameter.name}`, reading.value);
  if (check.ok) return { value: reading.value };
  const partAt = partsOf(parameter, sent.items);
  return {
    problems: check.errors.map((issue) => {
      const part = partAt(issue.path);
      return `${label}${part.name}: ${issue.message}; ${got(part.text ?? sent.text)}`;
    }),
  };
}

/** A value read as the parameter's type, or the first part of it that is not of its type, named (` item 2`) with its text. */
type TypedValue = { ok: true; value: unknown } | { ok: false; problem: string; part: string; text: string | null };

/**
 * A value's decoded items as the parameter's type: the one item of a scalar, every item of a list,
 * an object's `name, value` items as its properties; or the first that is not of that type.
 */
function typedValue(parameter: ParameterReading, items: string[]): TypedValue {
  if (parameter.shape === 'object') return objectValue(parameter, items);
  const readings = items.map((text) => typed(text, parameter.type));
  const unreadable = readings.findIndex((reading) => !reading.ok);
  if (unreadable >= 0) {
    const part = parameter.shape === 'array' ? ` item ${unreadable}` : '';
    return { ok: false, problem: (readings[unreadable] as Unreadable).problem, part, text: parameter.shape === 'array' ? items[unreadable] : null };
  }
  const values = readings.map((reading) => (reading as Readable).value);
  return { ok: true, value: parameter.shape === 'array' ? values : values[0] };
}

/**
 * An object from its `name, value, name, value` items: each value read as the type its schema
 * gives the property (one it does not name, as text; the validator then applies its
 * additionalProperties); a property sent twice is refused rather than one of its values picked.
 */
function objectValue(parameter: ParameterReading, items: string[]): TypedValue {
  if (items.length % 2 !== 0) return { ok: false, problem: 'must be written as name,value pairs', part: '', text: null };
  const types = new Map(parameter.properties);
  const seen = new Set<string>();
  const entries: [string, unknown][] = [];
  for (let i = 0; i < items.length; i += 2) {
    const [name, text] = [items[i], items[i + 1]];
    const part = ` property ${quote(name)}`;
    if (seen.has(name)) return { ok: false, problem: 'is sent more than once', part, text };
    seen.add(name);
    const reading = typed(text, types.get(name) ?? parameter.type);
    if (!reading.ok) return { ok: false, problem: reading.problem, part, text };
    entries.push([name, reading.value]);
  }
  // fromEntries defines each name as an own field, so a property named `__proto__` stays data.
  return { ok: true, value: Object.fromEntries(entries) };
}

/** What a refusal names of a value: the item or property at fault (` item 2`, ` property "x"`) and its text, or nothing of its own. */
interface Part {
  name: string;
  text: string | null;
}

/**
 * The part of a value each validator path is about (`$[2]` an item, `$.x` or `$['odd name']` a
 * property), or the value itself. An object's properties are indexed once, so naming every one of
 * thousands refused stays one pass.
 */
function partsOf(parameter: ParameterReading, items: string[]): (path: string) => Part {
  const whole: Part = { name: '', text: null };
  if (parameter.shape === 'array') {
    return (path) => {
      const index = itemIndex(path);
      return index !== null && index < items.length ? { name: ` item ${index}`, text: items[index] } : whole;
    };
  }
  if (parameter.shape === 'scalar') return () => whole;
  const properties = new Map<string, Part>();
  for (let i = 0; i + 1 < items.length; i += 2) {
    const part = { name: ` property ${quote(items[i])}`, text: items[i + 1] };
    properties.set(`$.${items[i]}`, part).set(`$['${items[i]}']`, part);
  }
  return (path) => properties.get(path) ?? whole;
}

/** The query's fields (names decoded, values as sent) and the cookies' `name=value` pairs, each split on first use. */
interface SplitFields {
  query: () => [string, string][];
  cookies: () => [string, string][];
}

/** Each value the request sends for the parameter, split and decoded as its style writes it: none when it is absent. */
function sentValues(parameter: ParameterReading, sources: ParameterSources, fields: SplitFields): SentValue[] {
  if (parameter.in === 'path') return sentInPath(parameter, sources);
  if (parameter.in === 'query') return sentInQuery(parameter, sources.query, fields.query);
  if (parameter.in === 'header') return sentInHeader(parameter, sources.headers);
  return sentInCookies(parameter, fields.cookies());
}

/**
 * A path parameter's values, split as its style writes them (RFC 6570), then each item decoded:
 * simple `a,b`; label `.a`, `.a,b`, exploded `.a.b`; matrix `;id=5`, `;id=1,2`, exploded
 * `;id=1;id=2`.
 */
function sentInPath(parameter: ParameterReading, { rawPathParams }: ParameterSources): SentValue[] {
  if (!Object.hasOwn(rawPathParams, parameter.name)) return [];
  const raw = rawPathParams[parameter.name];
  if (parameter.style === 'label') return [labelValue(parameter, raw)];
  if (parameter.style === 'matrix') return matrixValues(parameter, raw);
  return [{ text: safeDecode(raw), items: splitItems(parameter, raw, ',') }];
}

/** A scalar's one item, a list's items split at `delimiter`, or an object's (objectItems); each decoded. */
function splitItems(parameter: ParameterReading, raw: string, delimiter: string): string[] {
  if (parameter.shape === 'object') return objectItems(raw, delimiter, parameter.explode, safeDecode);
  return parameter.shape === 'scalar' ? [safeDecode(raw)] : raw.split(delimiter).map(safeDecode);
}

/**
 * An object's `name, value, name, value` items: unexploded (`x,1,y,2`) split at `delimiter`;
 * exploded (`x=1,y=2`) split at it, then each at its first `=` (a part without one is a property
 * with the empty value, as RFC 6570 writes `;x`); each decoded as sent. None for an empty text:
 * RFC 6570 writes an object without properties as nothing.
 */
function objectItems(raw: string, delimiter: string, explode: boolean, decode: (text: string) => string): string[] {
  if (raw === '') return [];
  const parts = raw.split(delimiter);
  return explode ? parts.flatMap((part) => nameAndValue(part).map(decode)) : parts.map(decode);
}

/** `name=value` split at its first `=`; a part without one is a name with the empty value (RFC 6570's `;x`, a query's `?x`). */
function nameAndValue(part: string): [string, string] {
  const at = part.indexOf('=');
  return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
}

/** A label-style value: `.` and the value, a list's items after it split at `.` when exploded, else at `,`. */
function labelValue(parameter: ParameterReading, raw: string): SentValue {
  const text = safeDecode(raw);
  if (!raw.startsWith('.')) return { text, problem: 'must be written in the label style, starting with "."' };
  return { text, items: splitItems(parameter, raw.slice(1), parameter.explode ? '.' : ',') };
}

/**
 * A matrix-style value: `;name=value` parts (`;name` alone for an empty value), each naming the
 * parameter. An exploded list's parts are its items, an exploded object's its properties
 * (`;x=1;y=2`); otherwise each part is one value (a list's or object's split at its commas), each
 * checked, as a query key sent twice is.
 */
function matrixValues(parameter: ParameterReading, raw: string): SentValue[] {
  const text = safeDecode(raw);
  if (!raw.startsWith(';')) return [{ text, problem: 'must be written in the matrix style, starting with ";"' }];
  if (parameter.shape === 'object' && parameter.explode) return [{ text, items: objectItems(raw.slice(1), ';', true, safeDecode) }];
  const values: string[] = [];
  for (const part of raw.slice(1).split(';')) {
    const [name, value] = nameAndValue(part);
    if (safeDecode(name) !== parameter.name) return [{ text, problem: `must be written in the matrix style, each part ";${parameter.name}=..."` }];
    values.push(value);
  }
  if (parameter.shape === 'array' && parameter.explode) return [{ text, items: values.map(safeDecode) }];
  return values.map((value) => ({ text: safeDecode(value), items: splitItems(parameter, value, ',') }));
}

/**
 * A query parameter's values: a scalar's each time its key is sent; an exploded list's repeated
 * keys as one list; an unexploded list's each value split at its style's delimiter, then each item
 * decoded (queryListItems); an unexploded object's each value split at its commas (`x,1,y,2`); a
 * deepObject's fields.
 */
function sentInQuery(parameter: ParameterReading, query: URLSearchParams, fields: () => [string, string][]): SentValue[] {
  if (parameter.style === 'deepObject') return sentDeepObject(parameter.name, fields());
  if (parameter.shape === 'object') return rawQueryValues(parameter.name, fields()).map((raw) => ({ text: formDecode(raw), items: objectItems(raw, ',', false, formDecode) }));
  if (parameter.shape === 'scalar') return query.getAll(parameter.name).map((text) => ({ text, items: [text] }));
  if (parameter.explode) {
    const items = query.getAll(parameter.name);
    return items.length === 0 ? [] : [{ text: items.join(','), items }];
  }
  return rawQueryValues(parameter.name, fields()).map((raw) => ({ text: formDecode(raw), items: queryListItems(parameter.style, raw) }));
}

/**
 * An unexploded query list's items as its style writes them: `form` at its commas and
 * `pipeDelimited` at its pipes, as sent, then each decoded, so an encoded delimiter stays in its
 * item; `spaceDelimited` at its blanks once decoded, since a blank is written `%20`, `+` or as it
 * is, and an item can hold none (the client encodes one as the delimiter itself).
 */
function queryListItems(style: ParameterReading['style'], raw: string): string[] {
  if (style === 'spaceDelimited') return formDecode(raw).split(' ');
  return raw.split(style === 'pipeDelimited' ? '|' : ',').map(formDecode);
}

/**
 * A deepObject's properties, from the query's fields named `name[property]` (`point[x]=1&point[y]=2`),
 * names and values decoded; nothing when the query has none. A name with more brackets
 * (`point[a][b]`) is the property `a][b`, which the schema then checks: OpenAPI defines no nesting.
 */
function sentDeepObject(name: string, fields: [string, string][]): SentValue[] {
  const items: string[] = [];
  const shown: string[] = [];
  for (const [key, raw] of fields) {
    if (key.length <= name.length + 1 || !key.startsWith(`${name}[`) || !key.endsWith(']')) continue;
    const value = formDecode(raw);
    items.push(key.slice(name.length + 1, -1), value);
    shown.push(`${key}=${value}`);
  }
  return items.length === 0 ? [] : [{ text: shown.join('&'), items }];
}

/**
 * The query's fields in order (without `?`), each name decoded and its value as sent; a field
 * without `=` has the empty value, as RFC 6570 writes `['']` (an empty list is not sent at all).
 */
function queryFields(rawQuery: string): [string, string][] {
  return rawQuery === '' ? [] : rawQuery.split('&').map((field) => {
    const [name, value] = nameAndValue(field);
    return [formDecode(name), value];
  });
}

/** The values, as sent (not decoded), of the query's fields named `name`. */
function rawQueryValues(name: string, fields: [string, string][]): string[] {
  return fields.filter(([field]) => field === name).map(([, value]) => value);
}

/**
 * A header parameter's value (a header sent twice is one, its values joined as Node joins them): a
 * list's items split at its commas, an object's as `x,1,y,2` or, exploded, `x=1,y=2`; not decoded
 * (header values are not percent-encoded), blanks around each dropped.
 */
function sentInHeader(parameter: ParameterReading, headers: IncomingHttpHeaders): SentValue[] {
  // Own headers only: a parameter named `constructor` must not read what the object inherits. (Node
  // keeps no header named `__proto__` at all, so such a header parameter reads as absent.)
  const header = Object.hasOwn(headers, parameter.name) ? headers[parameter.name] : undefined;
  if (header === undefined) return [];
  const text = Array.isArray(header) ? header.join(', ') : header;
  if (parameter.shape === 'object') return [{ text, items: objectItems(text, ',', parameter.explode, (item) => item.trim()) }];
  return [{ text, items: parameter.shape === 'array' ? headerItems(text) : [text] }];
}

/** A header list's items (blanks around them dropped, as a header joined by Node has them); none for an empty value. */
function headerItems(text: string): string[] {
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

/**
 * A cookie parameter's values, each time the cookie is sent: its text percent-decoded, as the
 * client encodes it; a list's or object's (`point=x,1,y,2`) split at its commas as sent, then each
 * item decoded. The client writes a list or object so whatever explode it declares.
 */
function sentInCookies(parameter: ParameterReading, cookies: [string, string][]): SentValue[] {
  return cookies.filter(([name]) => name === parameter.name).map(([, raw]) => ({ text: safeDecode(raw), items: cookieItems(parameter, raw) }));
}

/** A cookie's items: a scalar's one, a list's or an object's split at its commas; each decoded. */
function cookieItems(parameter: ParameterReading, raw: string): string[] {
  if (parameter.shape === 'object') return objectItems(raw, ',', false, safeDecode);
  return parameter.shape === 'array' ? raw.split(',').map(safeDecode) : [safeDecode(raw)];
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
