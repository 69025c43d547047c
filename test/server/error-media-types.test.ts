// Error replies of the generated server in the JSON media type the operation declares for their
// status (test/fixtures/specs/error-media-types.yaml): the status itself, then its range (`4XX`),
// then `default`, parameters kept; application/json where none of them declares a JSON body. A
// refusal a handler or hook throws, a missing key, a body that breaks the schema, an operation
// without a handler and an unexpected exception are all written so. The operation table records a
// media type only where it changes what is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { errorMediaTypesOf } from '../../generator/emit/server/error-media-types.ts';
import { generateClientPackage } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/error-media-types.yaml');
const KEY = 'test-key';
/** A key `authorize` refuses for every operation. */
const FORBIDDEN_KEY = 'forbidden-key';
const CRASH = new Error('a bug in the handler');

let dir: string;
let server: TestServer | undefined;
let operations: Record<string, { errorMediaTypes?: Record<string, string> }>;
/** What onUnexpectedError was given: the exception and the operation's name. */
const unexpected: [unknown, string | null][] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'error-media-types-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const generated = await import(path.join(dir, 'server/index.ts'));
  operations = generated.operations;
  const { createRequestListener, OperationError } = generated;
  const listener = createRequestListener({
    authenticate: (key: string) => key,
    authorize: (key: string) => {
      if (key === FORBIDDEN_KEY) throw new OperationError('This key may not call it.');
    },
    handlers: {
      // Refused with the status the query asks for, or an exception no one meant for `crash`.
      'things.get': (_body: unknown, context: { pathParams: Record<string, string>; query: URLSearchParams }) => {
        if (context.pathParams.id === 'crash') throw CRASH;
        throw new OperationError('Refused as asked.', { status: Number(context.query.get('status')) });
      },
      'things.create': () => {
        throw new OperationError('It exists already.', { status: 409 });
      },
      'health.check': () => {
        throw new OperationError('Unhealthy.', { status: 500 });
      },
    },
    onUnexpectedError: (error: unknown, operation: { name: string } | null) => unexpected.push([error, operation?.name ?? null]),
  });
  server = await startTestServer(listener);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends a request (with the key unless `key` is null): the answer's status, Content-Type and parsed body. */
async function send(method: string, pathname: string, options: { key?: string | null; body?: string } = {}): Promise<{ status: number; type: string | null; body: any }> {
  const key = options.key === undefined ? KEY : options.key;
  const headers: Record<string, string> = key === null ? {} : { 'x-api-key': key };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server!.baseUrl}${pathname}`, { method, headers, body: options.body });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

const PROBLEM = 'application/problem+json; charset=utf-8';
const PLAIN = 'application/json; charset=utf-8';
const RANGE = 'application/vnd.errors+json; version=1; charset=utf-8';

describe("the generated server's error replies", () => {
  it('go in the JSON media type the status declares, the error body unchanged', async () => {
    expect(await send('GET', '/things/t1?status=404')).toEqual({ status: 404, type: PROBLEM, body: { errors: [{ message: 'Refused as asked.' }] } });
  });

  it("take the range's media type, with its parameters, for a status only the range declares", async () => {
    expect(await send('GET', '/things/t1?status=418')).toMatchObject({ status: 418, type: RANGE });
    expect(await send('GET', '/things/t1', { key: null })).toMatchObject({ status: 401, type: RANGE });
    expect(await send('GET', '/things/t1', { key: FORBIDDEN_KEY })).toMatchObject({ status: 403, type: RANGE });
  });

  it("take default's media type for a status nothing else declares, the generic 500 too", async () => {
    expect(await send('GET', '/things/t1?status=503')).toMatchObject({ status: 503, type: PROBLEM });
    expect(await send('GET', '/things/crash')).toEqual({ status: 500, type: PROBLEM, body: { errors: [{ message: 'The server could not complete the request (internal error).' }] } });
    expect(unexpected).toEqual([[CRASH, 'things.get']]);
  });

  it('go as application/json where the status itself declares it, or declares only a body that is not JSON', async () => {
    expect(await send('GET', '/things/t1?status=409')).toMatchObject({ status: 409, type: PLAIN });
    expect(await send('GET', '/things/t1?status=410')).toMatchObject({ status: 410, type: PLAIN });
  });

  it('go as application/json for a status the operation does not declare', async () => {
    expect(await send('POST', '/things', { body: '{"name":"x"}' })).toMatchObject({ status: 409, type: PLAIN });
    expect(await send('POST', '/things', { key: FORBIDDEN_KEY, body: '{"name":"x"}' })).toMatchObject({ status: 403, type: PLAIN });
    expect(await send('GET', '/health')).toMatchObject({ status: 500, type: PLAIN });
  });

  it('refuse a body that breaks the schema, and an operation without a handler, in the media type declared for them', async () => {
    expect(await send('POST', '/things', { body: '{}' })).toMatchObject({ status: 400, type: PROBLEM });
    expect(await send('DELETE', '/things/t1')).toMatchObject({ status: 501, type: PROBLEM });
  });

  it('go as application/json where no operation is found', async () => {
    expect(await send('GET', '/nowhere')).toMatchObject({ status: 404, type: PLAIN });
    expect(await send('PUT', '/things')).toMatchObject({ status: 405, type: PLAIN });
  });

  it('are recorded in the operation table only where they change what is written', () => {
    expect(operations['things.create'].errorMediaTypes).toEqual({ '400': 'application/problem+json' });
    expect(operations['things.delete'].errorMediaTypes).toEqual({ '5XX': 'application/problem+json' });
    // 200, 409 and 410 would otherwise take default's or the range's media type.
    expect(operations['things.get'].errorMediaTypes).toEqual({
      '200': 'application/json',
      '404': 'application/problem+json',
      '409': 'application/json',
      '410': 'application/json',
      '4XX': 'application/vnd.errors+json; version=1',
      default: 'application/problem+json',
    });
    expect(operations['health.check']).not.toHaveProperty('errorMediaTypes');
  });
});

describe('errorMediaTypesOf', () => {
  it('reads odd response keys without throwing: ranges in any case, unknown keys ignored, the first of a repeated key kept', () => {
    const table = errorMediaTypesOf([
      { status: '4xx', jsonType: 'application/problem+json' },
      { status: '4XX', jsonType: 'application/vnd.other+json' },
      { status: '__proto__', jsonType: 'application/problem+json' },
      { status: 'constructor', jsonType: 'application/problem+json' },
      { status: '20', jsonType: 'application/problem+json' },
      { status: '', jsonType: null },
      { status: '404', jsonType: null },
    ]);
    expect(table).toEqual({ '404': 'application/json', '4XX': 'application/problem+json' });
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
  });

  it('leaves out a media type no header can carry', () => {
    expect(errorMediaTypesOf([{ status: '404', jsonType: 'application/problem+json\r\nx-injected: 1' }, { status: '409', jsonType: 'application/problem+json; name=€' }])).toBeUndefined();
  });

  it('records nothing where every status goes as application/json', () => {
    expect(errorMediaTypesOf([])).toBeUndefined();
    expect(errorMediaTypesOf([{ status: 'default', jsonType: null }, { status: '404', jsonType: 'application/json' }, { status: '5XX', jsonType: null }])).toBeUndefined();
  });

  it('keeps a media type with its parameters, and drops a narrower key that says what a broader one says', () => {
    expect(
      errorMediaTypesOf([
        { status: '404', jsonType: 'application/problem+json; profile=v2' },
        { status: '4XX', jsonType: 'application/problem+json; profile=v2' },
        { status: 'default', jsonType: 'application/problem+json; profile=v2' },
      ]),
    ).toEqual({ default: 'application/problem+json; profile=v2' });
  });
});
