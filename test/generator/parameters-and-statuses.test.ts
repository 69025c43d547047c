// Parameters and success statuses of another document in a generated client, at run time against a
// local server (test/fixtures/specs/parameters-and-statuses.yaml): query parameters written in the
// style each declares (OpenAPI's defaults otherwise), cookie parameters sent, path values that would
// change the URL refused, a 204 resolving to undefined, another declared 2xx resolving to its own body
// unchecked by the validator of the first, and JSON asked for first where the client reads JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/parameters-and-statuses.yaml');

let dir: string;
let outDir: string;
let server: TestServer | undefined;
let client: any;
let warnings: string[] = [];
const seen: { method: string; url: string; accept: string | undefined; cookie: string | undefined; prefer: string | undefined }[] = [];

/** The answer the local server gives each request: the status the client asked for with `Prefer: code=N`. */
function answer(url: string, prefer: string | undefined): { status: number; type?: string; body?: string } {
  const status = Number(/code=(\d+)/.exec(prefer ?? '')?.[1] ?? 200);
  if (status === 204) return { status };
  if (url.startsWith('/jobs')) return { status, type: 'application/json', body: JSON.stringify(status === 202 ? { jobId: 'j-1' } : { result: 'done' }) };
  if (url.startsWith('/things/')) return { status, type: 'application/json', body: JSON.stringify({ name: 'x' }) };
  // A body the operation does not declare (as servers write `Created` or `{}`), sent chunked.
  if (url.startsWith('/hooks') || (url.startsWith('/exports') && status === 202)) return { status, type: 'text/plain', body: 'Accepted' };
  if (url.startsWith('/exports')) return { status, type: 'application/json', body: JSON.stringify({ result: 'done' }) };
  if (url.startsWith('/responses/') || url.startsWith('/files/')) return { status, type: 'application/json', body: '{}' };
  if (url.startsWith('/status')) return { status, type: 'application/json', body: '{"status":"OK"}' };
  if (url.startsWith('/session')) return { status, type: 'application/json', body: '{"ok":true}' };
  return { status, type: 'application/json', body: '[1]' };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parameters-statuses-'));
  outDir = path.join(dir, 'out');
  warnings = (await generateClientPackage(specPath, outDir)).warnings;
  server = await startTestServer(
    readingBody((request, response) => {
      const prefer = request.headers.prefer as string | undefined;
      seen.push({ method: request.method!, url: request.url!, accept: request.headers.accept, cookie: request.headers.cookie, prefer });
      const { status, type, body } = answer(request.url!, prefer);
      response.writeHead(status, type ? { 'content-type': type } : {});
      response.end(body);
    }),
  );
  const { ParametersAndStatusesClient } = await import(path.join(outDir, 'index.ts'));
  const validators = await import(path.join(outDir, 'validators.js'));
  client = new ParametersAndStatusesClient({ baseUrl: server.baseUrl, validators, validateResponses: true, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The request the server saw last. */
const last = () => seen[seen.length - 1];

describe('parameters', () => {
  it('writes each query parameter in its declared style, and objects as OpenAPI writes them by default', async () => {
    await client.items.list({ query: { ids: [1, 2], tags: ['a', 'b c'], colors: ['red', 'blue'], point: { x: 1, y: 2 }, filter: { name: 'n' }, q: 'x&y' } });
    expect(last().url).toBe('/items?ids=1,2&tags=a|b%20c&colors=red&colors=blue&x=1&y=2&filter[name]=n&q=x%26y');
  });

  it('refuses a query value nested deeper than can be written as a TypeError, sending nothing and retrying nothing', async () => {
    const before = seen.length;
    const nested = client.items.list({ query: { colors: [{ name: 'red' }] } });
    await expect(nested).rejects.toThrow(TypeError);
    await expect(nested).rejects.toThrow(/^items\.list: the request cannot be written from these arguments: Deeply-nested arrays\/objects/);
    expect(seen.length).toBe(before);
  });

  it("sends a path key's query with every request, and never its fragment or the query behind it", async () => {
    await client.responses.betaGet({ path: { id: 'r1' }, query: { include: ['a'] } });
    expect(last().url).toBe('/responses/r1?include=a&beta=true');
    await client.responses.get({ path: { id: 'r1' } });
    expect(last().url).toBe('/responses/r1');
    await client.files.addSharedLink({ path: { id: 'f1' }, query: { fields: 'shared_link' } });
    expect(last()).toMatchObject({ method: 'PUT', url: '/files/f1?fields=shared_link' });
    // The two operations send the same requests: generate says so.
    expect(warnings.some((w) => w.includes('`files.update` (`/files/{id}`) sends the same requests as `files.addSharedLink` (`/files/{id}#add_shared_link`)'))).toBe(true);
  });

  it('sends cookie parameters as a Cookie header', async () => {
    await expect(client.session.info({ cookie: { session_id: 'abc 1;2' } })).resolves.toEqual({ ok: true });
    expect(last().cookie).toBe('session_id=abc%201%3B2');
  });

  it('refuses a path value the URL would read as a step in the path, or an empty one, before sending anything', async () => {
    const before = seen.length;
    // `/things/` is not `/things/{id}`: servers commonly route it to the collection.
    for (const id of ['..', '.', '']) {
      await expect(client.things.delete({ path: { id } })).rejects.toThrow(`things.delete: path parameter \`id\` cannot be "${id}".`);
    }
    expect(seen.length).toBe(before);
  });
});

describe('request bodies', () => {
  it('says a body on GET cannot be sent, before sending anything, instead of failing to reach the server', async () => {
    const before = seen.length;
    await expect(client.reports.find({ q: 'x' })).rejects.toThrow('reports.find: fetch cannot send a body with GET.');
    expect(seen.length).toBe(before);
  });
});

describe('success statuses', () => {
  it('resolves a 204 to undefined, where the operation declares only 204 and an error `default`', async () => {
    await expect(client.things.delete({ path: { id: 't1' } }, { headers: { Prefer: 'code=204' } })).resolves.toBeUndefined();
  });

  it('resolves each declared 2xx to its own body: the first checked by the validator, another read as sent', async () => {
    await expect(client.things.update({ path: { id: 't1' }, body: { name: 'x' } })).resolves.toEqual({ name: 'x' });
    await expect(client.things.update({ path: { id: 't1' }, body: { name: 'x' } }, { headers: { Prefer: 'code=204' } })).resolves.toBeUndefined();
    await expect(client.jobs.create({ task: 't' })).resolves.toEqual({ result: 'done' });
    await expect(client.jobs.create({ task: 't' }, { headers: { Prefer: 'code=202' } })).resolves.toEqual({ jobId: 'j-1' });
  });

  it('resolves a 2xx declared without content to undefined, whatever body the server sends', async () => {
    await expect(client.hooks.create({ headers: { Prefer: 'code=201' } })).resolves.toBeUndefined();
    await expect(client.exports.create({ headers: { Prefer: 'code=202' } })).resolves.toBeUndefined();
    await expect(client.exports.create()).resolves.toEqual({ result: 'done' });
  });

  it('types the result as every declared success: the bodies of each 2xx, undefined for no content', () => {
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toContain("export type ThingsDeleteResult = void;");
    expect(source).toContain("export type ThingsUpdateResult = paths['/things/{id}']['put']['responses']['200']['content']['application/json'] | undefined;");
    expect(source).toContain(
      "export type JobsCreateResult = paths['/jobs']['post']['responses']['200']['content']['application/json'] | paths['/jobs']['post']['responses']['202']['content']['application/json'];",
    );
  });

  it('asks for JSON first where the client reads the answer as JSON', async () => {
    await expect(client.status.info()).resolves.toEqual({ status: 'OK' });
    expect(last().accept).toBe('application/json, text/plain');
  });
});
