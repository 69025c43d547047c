// Calls of the generated client answered by the same document's generated server
// (test/fixtures/specs/parameter-round-trip.yaml), with fast-check values: what a handler receives
// is what the caller gave, and what the caller gets back is what the handler returned. Parameters
// the server reads as their types (every style, scalars, lists and objects of scalars) arrive in
// `context.params` as given; the text they are sent as also reads back, by OpenAPI's serialization
// rules (3.1, 4.8.12.4; RFC 6570 for path styles), into the caller's value: split on the style's
// delimiters first, then percent-decoded. An exploded form query object, whose properties are query
// fields like any other, is the one the server hands over only as sent. Values hold reserved and
// non-ASCII characters, empty strings, `+`, `%`, `&`, `=`, `/`, `#`, `?`, and integers at the edge
// of what JavaScript holds exactly. What OpenAPI itself cannot tell apart is left out of the values, each saying why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/parameter-round-trip.yaml');
const KEY = 'test-key';
/** Fixed, so a failure is the same failure on every run; modest, since every run is a request. */
const RUNS = { seed: 20261129, numRuns: 150 };

let dir: string;
let server: TestServer | undefined;
let client: any;
const unexpected: unknown[] = [];
/** How many requests reached a handler. */
let handled = 0;
/** What generate warned of. */
let warnings: string[] = [];

/** What a handler received, as it answers it. */
interface Received {
  /** The count of requests handled, this one included. */
  handled: number;
  params: { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, unknown>; cookie: Record<string, unknown> };
  pathParams: Record<string, string>;
  query: [string, string][];
  /** The request target as sent, before any decoding. */
  target: string;
  headers: { 'x-object': string | null; 'x-exploded': string | null; cookie: string | null };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parameter-round-trip-'));
  ({ warnings } = await generateClientPackage(specPath, dir, [serverEmitter]));
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const received = (_body: unknown, context: any): Received => ({
    handled: ++handled,
    params: context.params,
    pathParams: context.pathParams,
    query: [...context.query.entries()],
    target: context.request.url,
    headers: { 'x-object': context.headers['x-object'] ?? null, 'x-exploded': context.headers['x-exploded'] ?? null, cookie: context.headers.cookie ?? null },
  });
  const listener = createRequestListener({
    authenticate: (key: string) => key,
    handlers: { 'checked.get': received, 'styled.get': received, 'exploded.get': received, 'echo.post': (body: unknown) => body },
    onUnexpectedError: (error: unknown) => unexpected.push(error),
  });
  server = await startTestServer(listener);
  const { ParameterRoundTripClient } = await import(path.join(dir, 'index.ts'));
  client = new ParameterRoundTripClient({ baseUrl: server.baseUrl, apiKey: KEY, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  expect(unexpected).toEqual([]);
});

/** Characters URLs and OpenAPI's styles give a meaning to, and some they do not. */
const SPECIAL = ['', '+', '%', '%20', '%2C', '&', '=', '/', '#', '?', ',', ';', '.', '|', ' ', '[', ']', 'é', '💡', 'a+b', '\u2028'];

/** Text mixing those with any Unicode (whole code points: a lone surrogate is no text a URL can carry). */
function text(exclude: readonly string[] = []): fc.Arbitrary<string> {
  const piece = fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ unit: 'grapheme', maxLength: 3 }));
  return fc
    .array(piece, { maxLength: 4 })
    .map((pieces) => pieces.join(''))
    .filter((value) => !exclude.some((character) => value.includes(character)));
}

/** Not a path segment a URL reads as a step in the path (`.`, `..`: the client refuses those, below), nor an empty one no route matches. */
const isSegment = (value: string) => value !== '' && value !== '.' && value !== '..';

/** A path segment's text. */
const segment = (exclude: readonly string[] = []) => text(exclude).filter(isSegment);

/** Integers, often at the edge of those a JavaScript number holds exactly. */
const integer = fc.oneof(fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0, -1, 2 ** 31, -(2 ** 31) - 1), fc.maxSafeInteger());

/** Finite numbers (no -0: JSON, and so the handler's answer, has none). */
const number = fc.oneof(fc.constantFrom(Number.MAX_VALUE, Number.MIN_VALUE, 1e-7, 0.1, -1.5e300), fc.double({ noNaN: true, noDefaultInfinity: true })).filter((n) => !Object.is(n, -0));

/**
 * Header text: what a header can carry as it is (visible ASCII and Latin-1, blanks inside), no
 * blank at either end (HTTP field values have none: fetch trims them).
 */
const headerText = fc
  .array(fc.oneof(fc.constantFrom('', ',', '%', '=', ';', '"', ' ', 'é', '%2C'), fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 4 })), { maxLength: 4 })
  .map((pieces) => pieces.join(''))
  .filter((value) => value.trim() === value);

/** A `Point` (x and y, each optional; x required where `required`). */
const point = (required: 'x'[] = []) => fc.record({ x: text(), y: text() }, { requiredKeys: required });

/** A `Point` for a header: its values not percent-encoded (OpenAPI 3.1.2, appendix D), so a comma in one cannot be told from the delimiter. */
const headerPoint = fc.record({ x: headerText.filter((value) => !value.includes(',')), y: headerText.filter((value) => !value.includes(',') && !value.includes('=')) }, { requiredKeys: ['x'] });

/** A `Point` for a path: an empty object is written as nothing, and a path segment cannot be empty. */
const pathPoint = point(['x']);

/** `value` without the fields that are undefined (an optional parameter not given). */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

describe('parameters the server reads as their types arrive in context.params as the caller gave them', () => {
  it('path, form query and simple header parameters: scalars and lists', async () => {
    const values = fc.record({
      path: fc.record({ id: integer, name: segment(), tags: fc.array(text(), { minLength: 1, maxLength: 4 }).filter((tags) => isSegment(tags.join(','))) }),
      query: fc.record(
        {
          count: integer,
          ratio: number,
          flag: fc.boolean(),
          text: text(),
          words: fc.array(text(), { maxLength: 4 }),
          labels: fc.array(text(), { minLength: 1, maxLength: 4 }),
          nums: fc.array(integer, { minLength: 1, maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
      header: fc.record({ 'x-text': headerText, 'x-count': integer, 'x-flags': fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }) }, { requiredKeys: [] }),
    });
    await fc.assert(
      fc.asyncProperty(values, async (given) => {
        const received: Received = await client.checked.get(given);
        // An empty list of repeated keys sends no key: the parameter is absent, as OpenAPI's form style has it.
        const query = defined({ ...given.query, words: given.query.words?.length ? given.query.words : undefined });
        expect(received.params).toEqual({ path: given.path, query, header: given.header, cookie: {} });
      }),
      RUNS,
    );
  });
});

describe('JSON bodies', () => {
  it('reach the handler, and its answer the caller, as they were', async () => {
    const json = fc.jsonValue({ maxDepth: 4, stringUnit: 'grapheme' });
    await fc.assert(
      fc.asyncProperty(json, async (body) => {
        expect(await client.echo.post(body)).toEqual(body);
      }),
      RUNS,
    );
  });
});

/** The request target's path segments and query pairs as sent, nothing decoded. */
function rawParts(target: string): { segments: string[]; pairs: [string, string][] } {
  const [pathname, search = ''] = target.split(/\?(.*)/s);
  const pairs = search === '' ? [] : search.split('&').map((pair): [string, string] => {
    const at = pair.indexOf('=');
    return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
  });
  return { segments: pathname.split('/'), pairs };
}

const decode = decodeURIComponent;

/** `[k1, v1, k2, v2]` as `[[k1, v1], [k2, v2]]`. */
function chunks(items: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < items.length; i += 2) pairs.push([items[i], items[i + 1]]);
  return pairs;
}

/** `[k1, v1, k2, v2]` as `{ k1: v1, k2: v2 }` (a non-exploded object), each decoded. */
function pairsObject(items: string[]): Record<string, string> {
  return Object.fromEntries(chunks(items).map(([key, value]) => [decode(key), decode(value)]));
}

/** `['k1=v1', 'k2=v2']` as `{ k1: v1, k2: v2 }` (an exploded object), each decoded. */
function assignments(items: string[]): Record<string, string> {
  return Object.fromEntries(items.map((item) => [decode(item.slice(0, item.indexOf('='))), decode(item.slice(item.indexOf('=') + 1))]));
}

/** The value of `;name=value` (RFC 6570 writes `;name` for an empty one; `;name=` reads the same). */
function matrixValue(name: string, item: string): string {
  expect(item === name || item.startsWith(`${name}=`), `matrix item ${item} names ${name}`).toBe(true);
  return item === name ? '' : item.slice(name.length + 1);
}

describe('parameters in the other styles arrive in context.params, and their text reads back by OpenAPI’s rules, as the caller’s values', () => {
  it('label, matrix and simple objects in the path; space- and pipe-delimited, deepObject and form objects in the query', async () => {
    const values = fc.record({
      path: fc.record({
        simpleObject: pathPoint,
        explodedObject: pathPoint,
        // An empty label is written `.`, which the client refuses (below).
        label: segment(),
        // RFC 6570 does not encode `.` (unreserved): in an exploded label list it is the delimiter.
        labelList: fc.array(segment(['.']), { minLength: 1, maxLength: 3 }),
        labelObject: pathPoint,
        matrix: text(),
        matrixList: fc.array(text(), { minLength: 1, maxLength: 3 }),
        matrixObject: pathPoint,
      }),
      query: fc.record(
        {
          // A space is encoded as the delimiter itself (%20): OpenAPI's spaceDelimited cannot carry one.
          spaced: fc.array(text([' ']), { minLength: 1, maxLength: 3 }),
          piped: fc.array(text(), { minLength: 1, maxLength: 3 }),
          deep: point(),
          formObject: point(),
        },
        { requiredKeys: [] },
      ),
      header: fc.record({ 'x-object': headerPoint, 'x-exploded': headerPoint }, { requiredKeys: [] }),
      cookie: fc.record({ session: text(), crumbs: fc.array(text(), { minLength: 1, maxLength: 3 }), trail: fc.array(text(), { minLength: 1, maxLength: 3 }), spot: point() }, { requiredKeys: [] }),
    });
    await fc.assert(
      fc.asyncProperty(values, async (given) => {
        const received: Received = await client.styled.get(given);
        // simple: `x,1,y,2` as it is, exploded `x=1,y=2`.
        const object = received.headers['x-object'];
        const exploded = received.headers['x-exploded'];
        const header = defined({
          'x-object': object === null ? undefined : Object.fromEntries(chunks(object.split(','))),
          'x-exploded': exploded === null ? undefined : Object.fromEntries(exploded.split(',').map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)])),
        });
        expect(header).toEqual(given.header);
        // form: `name=value` pairs, values percent-encoded; a list or object not exploded is one value,
        // its items split by commas (`trail` declares explode by default, and is sent so with a warning).
        const cookies = (received.headers.cookie ?? '').split('; ').filter((pair) => pair !== '').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
        const readCookie = (name: string, value: string) => (name === 'spot' ? pairsObject(value.split(',')) : name === 'crumbs' || name === 'trail' ? value.split(',').map(decode) : decode(value));
        const cookie = Object.fromEntries(cookies.map(([name, value]) => [name, readCookie(name, value)]));
        expect(cookie).toEqual(given.cookie);
        const { segments, pairs } = rawParts(received.target);
        const [simpleObject, explodedObject, label, labelList, labelObject, matrix, matrixList, matrixObject] = segments.slice(2);
        // The server hands each path parameter over decoded, as a whole.
        for (const [i, name] of Object.keys(given.path).entries()) expect(received.pathParams[name]).toBe(decode(segments[2 + i]));
        expect(label.startsWith('.') && labelList.startsWith('.') && labelObject.startsWith('.')).toBe(true);
        expect(matrix.startsWith(';') && matrixList.startsWith(';') && matrixObject.startsWith(';')).toBe(true);
        const path = {
          simpleObject: pairsObject(simpleObject.split(',')),
          explodedObject: assignments(explodedObject.split(',')),
          label: decode(label.slice(1)),
          labelList: labelList.slice(1).split('.').map(decode),
          labelObject: pairsObject(labelObject.slice(1).split(',')),
          matrix: decode(matrixValue('matrix', matrix.slice(1))),
          matrixList: matrixList.slice(1).split(';').map((item) => decode(matrixValue('matrixList', item))),
          matrixObject: pairsObject(matrixValue('matrixObject', matrixObject.slice(1)).split(',')),
        };
        expect(path).toEqual(given.path);
        const sent = (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);
        const deep = pairs.filter(([key]) => /^deep\[[^\]]*\]$/.test(decode(key))).map(([key, value]) => [decode(key).slice(5, -1), decode(value)]);
        // An object without fields is undefined to RFC 6570: sent as nothing (or `formObject=`), it reads as absent.
        const fields = (value: Record<string, string> | undefined) => (value && Object.keys(value).length ? value : undefined);
        const query = defined({
          spaced: sent('spaced').length ? sent('spaced')[0].split('%20').map(decode) : undefined,
          piped: sent('piped').length ? sent('piped')[0].split('|').map(decode) : undefined,
          deep: fields(Object.fromEntries(deep)),
          formObject: fields(sent('formObject').length ? pairsObject(sent('formObject')[0].split(',')) : undefined),
        });
        expect(query).toEqual(defined({ ...given.query, deep: fields(given.query.deep), formObject: fields(given.query.formObject) }));
        // Every one arrives read, as given (an object without fields as the client sends it: a form
        // object as `formObject=`, a deepObject as nothing).
        const sentQuery = defined({ ...given.query, deep: fields(given.query.deep), formObject: sent('formObject').length ? given.query.formObject : undefined });
        expect(received.params).toEqual({ path: given.path, query: sentQuery, header: given.header, cookie: given.cookie });
      }),
      RUNS,
    );
  });
});

describe('cookies the client writes in another form than they declare', () => {
  it('are named in a warning, where the operation is written', () => {
    expect(warnings.filter((warning) => warning.includes('cookie'))).toEqual([
      'test/fixtures/specs/parameter-round-trip.yaml:39:5 The cookie parameter `trail` of `styled.get` is a list with `explode: true` (form style’s default), which writes no cookie: the client sends it as one cookie without explode (`trail=a,b`).',
    ]);
  });
});

describe('an object query parameter in the default style (form, exploded)', () => {
  it('arrives as one query field per property', async () => {
    await fc.assert(
      fc.asyncProperty(point(), async (given) => {
        const received: Received = await client.exploded.get({ query: { point: given } });
        expect(rawParts(received.target).pairs.map(([name, value]) => [decode(name), decode(value)])).toEqual(Object.entries(given));
        expect(Object.fromEntries(received.query)).toEqual(given);
        // Not read: which query fields are its cannot be told from any other.
        expect(received.params.query).toEqual({});
      }),
      RUNS,
    );
  });
});

describe('path values written as a step in the path', () => {
  const styled = { simpleObject: { x: '1' }, explodedObject: { x: '1' }, label: 'a', labelList: ['a'], labelObject: { x: '1' }, matrix: 'a', matrixList: ['a'], matrixObject: { x: '1' } };

  it('are refused before anything is sent, whatever the style that writes them so', async () => {
    const before = handled;
    await expect(client.checked.get({ path: { id: 1, name: 'a', tags: ['..'] } })).rejects.toThrow('checked.get: path parameter `tags` cannot be [".."], written "..".');
    await expect(client.styled.get({ path: { ...styled, label: '' } })).rejects.toThrow('styled.get: path parameter `label` cannot be "", written ".".');
    await expect(client.styled.get({ path: { ...styled, labelList: [''] } })).rejects.toThrow('styled.get: path parameter `labelList` cannot be [""], written ".".');
    expect((await client.exploded.get()).handled).toBe(before + 1);
  });

  it('are sent where the style writes them as a safe segment (`;matrix=.`)', async () => {
    const received: Received = await client.styled.get({ path: { ...styled, matrix: '.', matrixList: ['..'] } });
    expect(received.pathParams).toMatchObject({ matrix: ';matrix=.', matrixList: ';matrixList=..' });
  });
});
