// A handler of the generated server answers another declared 2xx, or headers of its own, with
// `reply(status, body, headers)` (test/fixtures/specs/server-replies.yaml): a 201 with Location, the
// 201 of an upsert beside its 200, a 202 without a body, any 2xx of a range, a declared redirect. A status the operation
// does not declare, a header Node cannot write or the adapter writes itself, or a plain value for an
// operation that answers only redirects, is the handler's fault: a generic 500 and `onUnexpectedError`,
// with no header value quoted. The replies are typed
// per status (tsc --strict).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/server-replies.yaml');
const KEY = 'test-key';
const PET = { id: 'p1', name: 'Rex' };

let dir: string;
let server: TestServer | undefined;
/** What the handler under test returns next, given the generated `reply`. */
let answer: (reply: (status: number, body: unknown, headers?: Record<string, string>) => unknown) => unknown;
const unexpected: [string, string | null][] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replies-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const { createRequestListener, reply } = await import(path.join(dir, 'server/index.ts'));
  const handle = () => answer(reply);
  const listener = createRequestListener({
    authenticate: (key: string | null) => key,
    handlers: { createPet: handle, upsertPet: handle, deletePet: handle, startReport: handle, health: handle, exportPets: handle, petPhoto: handle, revocationStatus: handle },
    onUnexpectedError: (error: unknown, operation: { name: string } | null) => unexpected.push([String((error as Error).message), operation?.name ?? null]),
  });
  server = await startTestServer(listener);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends a request with the key and a JSON body where given: the answer's status, headers and text. */
async function send(method: string, pathname: string, body?: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const headers: Record<string, string> = { 'x-api-key': KEY };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server!.baseUrl}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("a generated server handler's reply(status, body, headers)", () => {
  it('answers a declared 201 with its headers and the body in the declared media type', async () => {
    answer = (reply) => reply(201, PET, { Location: '/pets/p1', ETag: '"v1"' });
    const response = await send('POST', '/pets', PET);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe('/pets/p1');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.text)).toEqual(PET);
  });

  it("answers another declared 2xx with that status, and a plain value still answers the success status", async () => {
    answer = (reply) => reply(201, PET);
    expect((await send('PUT', '/pets/p1', PET)).status).toBe(201);
    answer = () => PET;
    expect(await send('PUT', '/pets/p1', PET)).toMatchObject({ status: 200, text: JSON.stringify(PET) });
    // An object shaped like a Reply is a body: only `reply` makes a Reply.
    answer = () => ({ status: 201, body: PET, headers: {} });
    expect(await send('PUT', '/pets/p1', PET)).toMatchObject({ status: 200, text: JSON.stringify({ status: 201, body: PET, headers: {} }) });
  });

  it('answers a status declared without a body with no body, headers kept', async () => {
    answer = (reply) => reply(202, undefined, { 'retry-after': '5' });
    const accepted = await send('POST', '/reports');
    expect(accepted).toMatchObject({ status: 202, text: '' });
    expect(accepted.headers.get('retry-after')).toBe('5');
    expect(accepted.headers.get('content-type')).toBeNull();
    answer = (reply) => reply(204, undefined);
    expect(await send('DELETE', '/pets/p1')).toMatchObject({ status: 204, text: '' });
  });

  it('answers any 2xx of a declared range, in its media type', async () => {
    answer = (reply) => reply(207, { ok: true });
    const response = await send('GET', '/health');
    expect(response.status).toBe(207);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers a declared redirect with its Location', async () => {
    answer = (reply) => reply(302, undefined, { location: 'https://cdn.example.org/p1.jpg' });
    const response = await send('GET', '/pets/p1/photo');
    expect(response).toMatchObject({ status: 302, text: '' });
    expect(response.headers.get('location')).toBe('https://cdn.example.org/p1.jpg');
  });

  it("treats a plain value returned for an operation that declares only redirects as the handler's fault, not as a 200 it does not declare", async () => {
    unexpected.length = 0;
    answer = () => undefined;
    expect((await send('GET', '/pets/p1/photo')).status).toBe(500);
    expect(unexpected).toEqual([
      ['petPhoto: the handler returned a plain value, but the operation answers only redirects; return reply(302, undefined, { location }).', 'petPhoto'],
    ]);
  });

  it('adds headers to the success status of a text reply', async () => {
    answer = (reply) => reply(200, 'id,name\np1,Rex\n', { 'content-disposition': 'attachment; filename="pets.csv"' });
    const response = await send('GET', '/pets.csv');
    expect(response).toMatchObject({ status: 200, text: 'id,name\np1,Rex\n' });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pets.csv"');
  });

  it("treats a status the operation does not declare, or a header it cannot write, as the handler's fault: a generic 500, reported", async () => {
    unexpected.length = 0;
    answer = (reply) => reply(202, PET);
    expect((await send('POST', '/pets', PET)).status).toBe(500);
    answer = (reply) => reply(201, PET, { 'content-length': '1' });
    expect((await send('POST', '/pets', PET)).status).toBe(500);
    answer = (reply) => reply(201, PET, { 'x-token': 'secret-value\r\nset-cookie: a=b' });
    const injected = await send('POST', '/pets', PET);
    expect(injected.status).toBe(500);
    expect(injected.headers.get('set-cookie')).toBeNull();
    expect(unexpected).toEqual([
      ['createPet: the handler replied 202, which the operation does not declare (a handler may reply 201).', 'createPet'],
      ['createPet: the handler\'s reply sets the header "content-length", which the adapter writes itself.', 'createPet'],
      ['createPet: the handler\'s reply has a header Node cannot write, "x-token" (its name or its value).', 'createPet'],
    ]);
    expect(JSON.stringify(unexpected)).not.toContain('secret-value');
  });

  it('answers without a body for an operation that declares only its errors, and refuses a status it does not declare', async () => {
    answer = () => undefined;
    const plain = await send('GET', '/pets/revocations');
    expect([plain.status, plain.text]).toEqual([204, '']);
    answer = (reply) => reply(201, undefined);
    expect((await send('GET', '/pets/revocations')).status).toBe(500);
    expect(unexpected.at(-1)).toEqual(['revocationStatus: the handler replied 201, which the operation does not declare (a handler may reply 200).', 'revocationStatus']);
  });

  it("types each status's reply with that status's body (tsc --strict)", async () => {
    fs.writeFileSync(
      path.join(dir, 'server/replies-check.ts'),
      `import { reply, type Handlers } from './index.js';
export const handlers: Handlers<string | null> = {
  createPet: (pet) => reply(201, pet, { location: '/pets/' + pet.id }),
  upsertPet: (pet, context) => (context.pathParams.id === 'new' ? reply(201, pet) : pet),
  startReport: () => reply(202, undefined),
  health: () => reply(299, { ok: true }),
  petPhoto: () => reply(302, undefined, { location: 'https://cdn.example.org/p1.jpg' }),
};
// @ts-expect-error createPet declares 201, not 202
export const undeclared: Handlers<string | null> = { createPet: (pet) => reply(202, pet) };
// @ts-expect-error a 201 reply carries a Pet
export const wrongBody: Handlers<string | null> = { createPet: () => reply(201, { name: 'Rex' }) };
// @ts-expect-error startReport's 202 has no body
export const bodyFor202: Handlers<string | null> = { startReport: () => reply(202, { rows: 1 }) };
// A success without a body: a handler with no return statement.
export const noBody: Handlers<string | null> = { deletePet: async () => {} };
// @ts-expect-error deletePet's 204 has no body
export const bodyFor204: Handlers<string | null> = { deletePet: () => ({ deleted: true }) };
// @ts-expect-error petPhoto declares only a redirect, which a plain value cannot carry
export const plainRedirect: Handlers<string | null> = { petPhoto: () => undefined };
// An operation that declares no 2xx: a handler answers without a body.
export const errorsOnly: Handlers<string | null> = { revocationStatus: () => undefined };
// @ts-expect-error revocationStatus declares no 201
export const undeclaredForErrorsOnly: Handlers<string | null> = { revocationStatus: () => reply(201, undefined) };
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});
