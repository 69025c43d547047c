// The generated server checks path, query and header parameters before a handler runs
// (test/fixtures/specs/server-parameters.yaml): a valid request reaches the handler; a value its
// schema refuses (out of bounds, not an integer, not a uuid, off its pattern or enum, too many
// items) or a required one left out is answered 400 in the adapter's error shape, naming the
// parameter and where it is, and the handler is not called; a long hostile value is refused at once
// and not echoed whole; parameters are checked after the key and before the body. Parameters it
// cannot read back (`content`) pass unchecked; one whose schema Ajv cannot compile (with
// a warning) is checked only for its type.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/server-parameters.yaml');
const KEY = 'test-key';
const PET = '3ae2b801-19f6-41ef-ad28-214bd731948f';

let dir: string;
let server: TestServer | undefined;
let warnings: string[] = [];
/** The operations whose handler ran, in order. */
let called: string[] = [];
/** The `context.params` each handler got, in order. */
let params: unknown[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-parameters-'));
  ({ warnings } = await generateClientPackage(specPath, dir, [serverEmitter]));
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const handler = (name: string) => (_body: unknown, context: { params: unknown }) => {
    called.push(name);
    params.push(context.params);
    return { count: 1 };
  };
  const listener = createRequestListener({
    authenticate: (key: string) => key,
    handlers: { 'pets.list': handler('pets.list'), 'pets.get': handler('pets.get'), 'pets.addNote': handler('pets.addNote'), 'owners.get': handler('owners.get') },
  });
  server = await startTestServer(listener);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  called = [];
  params = [];
});

/** What an integer parameter's refusal says of a value too large (or small) to be read exactly. */
const INEXACT = (size: 'large' | 'small') => `is too ${size} to be read exactly (an integer must be between -9007199254740991 and 9007199254740991)`;

/** A GET with the key and `headers`: its status and parsed body. */
async function get(target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server!.baseUrl}${target}`, { headers: { 'x-api-key': KEY, ...headers } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A POST of `body` as JSON, with the key unless `key` is null: its status and parsed body. */
async function post(target: string, body: string, headers: Record<string, string> = {}, key: string | null = KEY): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server!.baseUrl}${target}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }), ...headers } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The messages of a refusal, asserting its shape: `{ errors: [{ message }] }`, as a bad body is answered. */
function messagesOf(answer: { status: number; body: any }): string[] {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body)).toEqual(['errors']);
  return answer.body.errors.map((error: { message: string }) => error.message);
}

describe('the generated server checks path, query and header parameters', () => {
  it('lets valid requests reach the handler', async () => {
    const valid: [string, Record<string, string>?][] = [
      ['/pets?limit=1'],
      ['/pets?limit=100&ratio=0.5&tags=cat&tags=dog&ids=1,2,3&vaccinated=false', { 'x-sort': 'desc', constructor: 'new' }],
      // A parameter the server cannot read back (content-typed) passes as sent.
      ['/pets?limit=5&filter[kind]=3&where=%7Bnot%20json&near=((('],
      [`/pets/${PET}`, { 'x-trace': 'abc' }],
      ['/owners/AB-123456', { colors: 'red, green' }],
    ];
    for (const [target, headers] of valid) expect((await get(target, headers)).status, target).toBe(200);
    expect(called).toEqual(['pets.list', 'pets.list', 'pets.list', 'pets.get', 'owners.get']);
    // Read as their types; the unchecked one (where) is left to `query`.
    expect(params[1]).toEqual({ path: {}, query: { limit: 100, ratio: 0.5, tags: ['cat', 'dog'], ids: [1, 2, 3], vaccinated: false }, header: { 'x-sort': 'desc', constructor: 'new' }, cookie: {} });
    expect(params[2]).toEqual({ path: {}, query: { limit: 5, near: '(((', filter: { kind: 3 } }, header: {}, cookie: {} });
    expect(params[3]).toEqual({ path: { petId: PET }, query: {}, header: { 'x-trace': 'abc' }, cookie: {} });
    expect(params[4]).toEqual({ path: { code: 'AB-123456' }, query: {}, header: { colors: ['red', 'green'], 'x-api-key': 'test-key' }, cookie: {} });
  });

  it('refuses a value its schema refuses, naming the parameter and where it is, without calling the handler', async () => {
    const refused: [string, Record<string, string>, string][] = [
      ['/pets?limit=500', {}, 'query parameter "limit": must be <= 100; got "500"'],
      ['/pets?limit=0', {}, 'query parameter "limit": must be >= 1; got "0"'],
      ['/pets?limit=ten', {}, 'query parameter "limit": must be integer; got "ten"'],
      ['/pets?limit=1.5', {}, 'query parameter "limit": must be integer; got "1.5"'],
      // Past what a JavaScript number holds exactly: said so, not "must be integer" or a rounded value.
      [`/pets?limit=${'1'.repeat(400)}`, {}, `query parameter "limit": ${INEXACT('large')}; got "${'1'.repeat(32)}"... (400 characters)`],
      ['/pets?limit=9007199254740993', {}, `query parameter "limit": ${INEXACT('large')}; got "9007199254740993"`],
      ['/pets?limit=-1e400', {}, `query parameter "limit": ${INEXACT('small')}; got "-1e400"`],
      ['/pets?limit=5&ids=1,99999999999999999999', {}, `query parameter "ids" item 1: ${INEXACT('large')}; got "99999999999999999999"`],
      ['/pets?limit=5&ratio=1e400', {}, 'query parameter "ratio": is too large to be read as a number; got "1e400"'],
      ['/pets?limit=5&limit=500', {}, 'query parameter "limit": must be <= 100; got "500"'],
      ['/pets?limit=5&ratio=0', {}, 'query parameter "ratio": must be > 0; got "0"'],
      ['/pets?limit=5&vaccinated=yes', {}, 'query parameter "vaccinated": must be boolean; got "yes"'],
      ['/pets?limit=5&tags=cat&tags=fish', {}, 'query parameter "tags" item 1: must be one of "cat", "dog", "bird"; got "fish"'],
      ['/pets?limit=5&tags=cat&tags=dog&tags=cat&tags=dog', {}, 'query parameter "tags": must NOT have more than 3 items; got "cat,dog,cat,dog"'],
      ['/pets?limit=5&ids=1,x,3', {}, 'query parameter "ids" item 1: must be integer; got "x"'],
      ['/pets?limit=5', { 'x-sort': 'sideways' }, 'header "x-sort": must be one of "asc", "desc"; got "sideways"'],
      ['/pets?limit=5', { constructor: 'long' }, 'header "constructor": must NOT have more than 3 characters; got "long"'],
      ['/pets/42', { 'x-trace': 'abc' }, 'path parameter "petId": must match format "uuid"; got "42"'],
      [`/pets/${PET}`, { 'x-trace': 'ABC' }, 'header "x-trace": must match pattern "^[a-z]+$"; got "ABC"'],
      ['/owners/ab-1', {}, 'path parameter "code": must match pattern "^[A-Z]{2}-[0-9]{1,6}$"; got "ab-1"'],
      ['/owners/AB-1', { colors: 'red, no' }, 'header "colors" item 1: must NOT have fewer than 3 characters; got "no"'],
    ];
    for (const [target, headers, message] of refused) expect(messagesOf(await get(target, headers)), target).toEqual([message]);
    expect(called).toEqual([]);
  });

  it('warns of a parameter whose schema cannot be compiled, where it is, and checks only its type', async () => {
    expect(warnings.filter((w) => w.includes('Validator left out'))).toEqual([
      expect.stringMatching(/^Validator left out: pets\.list query parameter near \(the server checks only that it reads as a string\): .*server-parameters\.yaml:\d+:\d+ pattern "\(unclosed" is not a valid regular expression/),
      expect.stringMatching(/^Validator left out: pets\.list query parameter age \(the server checks only that it reads as an integer\): .*server-parameters\.yaml:\d+:\d+ pattern "\(unclosed" is not a valid regular expression/),
    ]);
    // Its value still arrives as its type says, or not at all.
    expect((await get('/pets?limit=5&age=7')).status).toBe(200);
    expect(params).toEqual([{ path: {}, query: { limit: 5, age: 7 }, header: {}, cookie: {} }]);
    expect(messagesOf(await get('/pets?limit=5&age=old'))).toEqual(['query parameter "age": must be integer; got "old"']);
    expect(messagesOf(await get('/pets?limit=5&age=1.5'))).toEqual(['query parameter "age": must be integer; got "1.5"']);
    expect(called).toEqual(['pets.list']);
  });

  it('refuses a request without a required parameter', async () => {
    expect(messagesOf(await get('/pets'))).toEqual(['query parameter "limit" is required.']);
    expect(messagesOf(await get('/pets?ratio=1'))).toEqual(['query parameter "limit" is required.']);
    // A required header inherited from the path item, named as the parameter check names it.
    expect(messagesOf(await get(`/pets/${PET}`))).toEqual(['header "x-trace" is required.']);
    // One the check cannot read (content-typed) is still required.
    expect(messagesOf(await post(`/pets/${PET}/notes`, '{"text":"hi"}'))).toEqual(['The x-meta header is required.']);
    expect(called).toEqual([]);
  });

  it('checks parameters after the key and before the body', async () => {
    // Both bad: the parameter is the one named (the body is not parsed).
    const both = await post(`/pets/${PET}/notes?limit=500`, '{not json', { 'x-meta': '{}' });
    expect(messagesOf(both)).toEqual(['query parameter "limit": must be <= 100; got "500"']);
    // Without the key, 401 comes before any parameter or body is looked at.
    const keyless = await post('/pets/42/notes?limit=500', '{not json', { 'x-meta': '{}' }, null);
    expect(keyless.status).toBe(401);
    // Good parameters, bad body: the body's problem.
    const badBody = await post(`/pets/${PET}/notes?limit=5`, '{"note":"hi"}', { 'x-meta': '{}' });
    expect(messagesOf(badBody)).toEqual(["$.text must have required property 'text'"]);
    expect(called).toEqual([]);
    expect((await post(`/pets/${PET}/notes?limit=5`, '{"text":"hi"}', { 'x-meta': '{}' })).status).toBe(200);
    expect(called).toEqual(['pets.addNote']);
  });

  // That no value stalls the server is held by the patterns it runs, not by a clock here: the
  // regex-safety test checks every pattern of the server's templates and the spec's validators.
  it('never quotes the API key when the parameter that carries it is refused', async () => {
    const answer = await get('/owners/AB-1', { 'x-api-key': 'secret-key-of-someone' });
    expect(messagesOf(answer)).toEqual(['header "x-api-key": must match pattern "^test-"; got a value of 21 characters']);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  it('refuses a long hostile value, quoting only its start', async () => {
    const hostile = `${'a'.repeat(8000)}!`;
    const answers = [
      await get(`/owners/${'AB-1'.repeat(2000)}`),
      await get(`/pets/${PET}`, { 'x-trace': hostile }),
      await get(`/pets?limit=${'9'.repeat(8000)}`),
    ];
    for (const answer of answers) {
      const [message] = messagesOf(answer);
      expect(message.length).toBeLessThan(200);
      expect(message).toMatch(/\.\.\. \(\d+ characters\)$/);
    }
    expect(messagesOf(answers[2])[0]).toBe(`query parameter "limit": ${INEXACT('large')}; got "${'9'.repeat(32)}"... (8000 characters)`);
    expect(called).toEqual([]);
  });

  it('types `context.params` per operation, with only the parameters it checks (tsc --strict)', async () => {
    fs.writeFileSync(
      path.join(dir, 'server/params-check.ts'),
      `import type { Handlers } from './index.js';
export const handlers: Handlers<string> = {
  'pets.list': (_body, { params }) => {
    const limit: number = params.query.limit;
    const ratio: number | undefined = params.query.ratio;
    const tags: ('cat' | 'dog' | 'bird')[] | undefined = params.query.tags;
    const ids: number[] | undefined = params.query.ids;
    const age: number | undefined = params.query.age;
    const sort: 'asc' | 'desc' | undefined = params.header['x-sort'];
    const kind: number | undefined = params.query.filter?.kind;
    // @ts-expect-error a content-typed parameter is not checked, so not in params
    void params.query.where;
    // @ts-expect-error a header is named lower-cased, as Node hands it over
    void params.header['X-Sort'];
    // @ts-expect-error limit is a number
    const text: string = params.query.limit;
    return { count: [limit, ratio, tags, ids, age, sort, text, kind].length };
  },
  'pets.get': (_body, { params }) => ({ count: params.path.petId.length + params.header['x-trace'].length }),
};
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});
