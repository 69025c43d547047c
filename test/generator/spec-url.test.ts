// `generate --spec URL`: a document served over HTTP (with the files its `$ref`s name) generates
// what the same document generates from disk, its problems are placed at the URL they are in, and a
// URL that does not answer is named with what went wrong. A URL is never shown with its query,
// which may carry a token (generator/load/spec-address.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFetch, fileNameOf, redirectedTo, resolveNextTo, shownRef } from '../../generator/load/spec-address.ts';
import { GENERATOR_NODE_FLAGS } from '../../generator/node-flags.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';
import { projectRoot } from '../support/project.ts';

const FIXTURES = path.join(projectRoot, 'test/fixtures/specs');
const TOKEN = 'token-5f3a9c';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-url-'));
let server: TestServer;
/** The path and query of every request the server was sent, and its Authorization header ('' for none). */
const requested: string[] = [];
const authorizations: string[] = [];

beforeAll(async () => {
  // The fixtures folder, as a static server: 404 for anything that is not a file in it.
  server = await startTestServer((request, response) => {
    requested.push(request.url ?? '');
    authorizations.push(request.headers.authorization ?? '');
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    // A moved document: its references resolve against where it was moved to.
    if (pathname === '/moved/openapi.yaml') return void response.writeHead(302, { location: '/flow-indent/openapi.yaml' }).end();
    const file = path.join(FIXTURES, decodeURIComponent(pathname));
    if (!file.startsWith(FIXTURES + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/yaml' }).end(fs.readFileSync(file));
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** `npm run generate -- ARGS` as a user runs it: exit code and everything printed. */
function generate(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...GENERATOR_NODE_FLAGS, path.join(projectRoot, 'generator/cli.ts'), ...args], { cwd: projectRoot }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

/** Every file under `dir`, by its path there. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

describe('generate --spec URL', () => {
  it('generates from a URL what the same document generates from its file, fetching the files its $refs name', async () => {
    const fromUrl = path.join(scratch, 'from-url');
    const fromFile = path.join(scratch, 'from-file');
    const url = await generate(['--spec', `${server.baseUrl}/flow-indent/openapi.yaml?access=${TOKEN}`, '--out', fromUrl, '--no-docs']);
    expect(url.code, url.output).toBe(0);
    const file = await generate(['--spec', path.join(FIXTURES, 'flow-indent/openapi.yaml'), '--out', fromFile, '--no-docs']);
    expect(file.code, file.output).toBe(0);

    // The root was fetched as given, query and all; the files next to it by their own URLs.
    expect(requested).toContain(`/flow-indent/openapi.yaml?access=${TOKEN}`);
    expect(requested).toContain('/flow-indent/room.yaml');
    const made = filesUnder(fromUrl);
    expect([...made.keys()].sort()).toEqual([...filesUnder(fromFile).keys()].sort());
    for (const [name, contents] of filesUnder(fromFile)) expect(made.get(name), name).toBe(contents);
    // Both files' warnings are placed at their URLs; the token is in nothing the run printed or wrote.
    expect(url.output).toContain(`${server.baseUrl}/flow-indent/openapi.yaml:21:1, ${server.baseUrl}/flow-indent/room.yaml:8:1`);
    expect(url.output).not.toContain(TOKEN);
    for (const [name, contents] of made) expect(contents.includes(TOKEN), name).toBe(false);
  });

  it('resolves the references of a redirected document against the URL it was read from', async () => {
    const fromUrl = path.join(scratch, 'moved-url');
    const fromFile = path.join(scratch, 'moved-file');
    const url = await generate(['--spec', `${server.baseUrl}/moved/openapi.yaml`, '--out', fromUrl, '--no-docs']);
    expect(url.code, url.output).toBe(0);
    // room.yaml, next to the document where it was moved to, not where it was asked for.
    expect(requested).not.toContain('/moved/room.yaml');
    const file = await generate(['--spec', path.join(FIXTURES, 'flow-indent/openapi.yaml'), '--out', fromFile, '--no-docs']);
    expect(file.code, file.output).toBe(0);
    const moved = filesUnder(fromUrl);
    for (const [name, contents] of filesUnder(fromFile)) expect(moved.get(name), name).toBe(contents);
    // Places are shown at the URL asked for, and in room.yaml where it was read from.
    expect(url.output).toContain(`${server.baseUrl}/moved/openapi.yaml:21:1, ${server.baseUrl}/flow-indent/room.yaml:8:1`);
  });

  it('sends credentials written in the URL as Basic authorization, and never shows them', async () => {
    const password = 'pa55-word';
    const run = await generate(['--spec', `${server.baseUrl.replace('//', `//reader:${password}@`)}/pet-store.yaml`, '--out', path.join(scratch, 'credentials'), '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(authorizations).toContain(`Basic ${Buffer.from(`reader:${password}`).toString('base64')}`);
    const missing = await generate(['--spec', `${server.baseUrl.replace('//', `//reader:${password}@`)}/nothere.yaml`, '--out', path.join(scratch, 'credentials-404'), '--no-docs']);
    expect(missing.output).toContain(`could not read ${server.baseUrl}/nothere.yaml: HTTP 404 Not Found`);
    for (const output of [run.output, missing.output]) expect(output).not.toContain(password);
  });

  it("keeps a `$ref` inside an example's value as data, as the document's own text has it", async () => {
    // Only the files beside a document on disk are read into its examples (load/example-refs.mjs):
    // a decorator cannot wait for a fetch.
    const out = path.join(scratch, 'example-refs');
    const run = await generate(['--spec', `${server.baseUrl}/example-refs/openapi.yaml`, '--out', out, '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(fs.readFileSync(path.join(out, 'openapi.json'), 'utf8')).toContain('"$ref": "examples/typing.yaml"');
  });

  it('places a problem in a fetched file at its URL, without the query', async () => {
    const run = await generate(['--spec', `${server.baseUrl}/missing-pointer/openapi.yaml?access=${TOKEN}`, '--out', path.join(scratch, 'missing'), '--no-docs']);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`${server.baseUrl}/missing-pointer/openapi.yaml:13:21`);
    expect(run.output).toContain(`${server.baseUrl}/missing-pointer/schemas.yaml:6:12`);
    expect(run.output).not.toContain(TOKEN);
    expect(fs.existsSync(path.join(scratch, 'missing'))).toBe(false);
  });

  it('places a warning about a fetched document at its URL', async () => {
    const run = await generate(['--spec', `${server.baseUrl}/ajv-rejected.yaml`, '--out', path.join(scratch, 'warned'), '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Validator left out: createNote request body (validateRequest passes every body): ${server.baseUrl}/ajv-rejected.yaml:35:13 enum must have non-empty array.`);
  });

  it('says which URL did not answer and how, without a stack trace', async () => {
    const missing = await generate(['--spec', `${server.baseUrl}/nothere.yaml?access=${TOKEN}`, '--out', path.join(scratch, 'nothere'), '--no-docs']);
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain(`could not read ${server.baseUrl}/nothere.yaml: HTTP 404 Not Found`);
    expect(missing.output).not.toContain(TOKEN);
    expect(missing.output).not.toMatch(/^\s+at /m);

    // A port nothing listens on: the one a closed server had.
    const closed = await startTestServer((_request, response) => response.end());
    await closed.close();
    const refused = await generate(['--spec', `${closed.baseUrl}/openapi.yaml`, '--out', path.join(scratch, 'refused'), '--no-docs']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`could not read ${closed.baseUrl}/openapi.yaml: connect ECONNREFUSED`);
    expect(refused.output).not.toMatch(/^\s+at /m);
  });
});

describe('a document fetched from a URL', () => {
  it('is read whole within its bounds, and named by its URL without the query where it passes one', async () => {
    const chunk = 'x'.repeat(1024);
    // Answers `/big` with 64 KiB in chunks and no length, `/sized` with a length too large, and never answers `/silent`.
    const slow = await startTestServer((request, response) => {
      if (request.url?.startsWith('/silent')) return;
      if (request.url?.startsWith('/sized')) return void response.writeHead(200, { 'content-length': '5000' }).end('y'.repeat(5000));
      response.writeHead(200, { 'content-type': 'application/yaml' });
      for (let i = 0; i < 64; i += 1) response.write(chunk);
      response.end();
    });
    try {
      const read = await documentFetch({ maxBytes: 64 * 1024 })(`${slow.baseUrl}/big?access=${TOKEN}`);
      expect((await read.text()).length).toBe(64 * 1024);
      expect(read.headers.get('content-type')).toBe('application/yaml');
      const fetchSmall = documentFetch({ maxBytes: 4096, timeoutMs: 60_000 });
      await expect(fetchSmall(`${slow.baseUrl}/big?access=${TOKEN}`)).rejects.toThrow(`could not read ${slow.baseUrl}/big: the document is larger than 4096 bytes`);
      await expect(fetchSmall(`${slow.baseUrl}/sized?access=${TOKEN}`)).rejects.toThrow(`could not read ${slow.baseUrl}/sized: the document is larger than 4096 bytes`);
      // The time bound: a server that never answers, with a bound of a fifth of a second.
      await expect(documentFetch({ timeoutMs: 200 })(`${slow.baseUrl}/silent?access=${TOKEN}`)).rejects.toThrow(`could not read ${slow.baseUrl}/silent: no whole answer within 0.2 s`);
      const reason = await documentFetch({ timeoutMs: 200 })(`${slow.baseUrl}/silent?access=${TOKEN}`).catch((error: Error) => error.message);
      expect(reason).not.toContain(TOKEN);
    } finally {
      await slow.close();
    }
  });
});

describe('a redirected fetch', () => {
  it("carries the request's headers and credentials while it stays on the URL's origin, and none after it leaves", async () => {
    const password = 'pa55-word';
    /** Each request either server was sent: which server, its path, and the headers that carry credentials ('' for none). */
    const seen: string[] = [];
    const record = (server: string, request: http.IncomingMessage) => seen.push(`${server} ${request.url} key=${request.headers['x-api-key'] ?? ''} authorization=${request.headers.authorization ?? ''}`);
    let home: TestServer | undefined;
    const away = await startTestServer((request, response) => {
      record('away', request);
      if (request.url === '/back') return void response.writeHead(307, { location: `${home!.baseUrl}/end` }).end();
      response.writeHead(200, { 'content-type': 'application/yaml' }).end('openapi: 3.1.0');
    });
    home = await startTestServer((request, response) => {
      record('home', request);
      if (request.url === '/here') return void response.writeHead(301, { location: '/there' }).end();
      if (request.url === '/there') return void response.writeHead(302, { location: `${away.baseUrl}/away?access=${TOKEN}` }).end();
      if (request.url === '/bounce') return void response.writeHead(302, { location: `${away.baseUrl}/back` }).end();
      if (request.url === '/ftp') return void response.writeHead(302, { location: 'ftp://127.0.0.1/openapi.yaml' }).end();
      if (request.url?.startsWith('/loop')) return void response.writeHead(302, { location: '/loop' }).end();
      response.writeHead(200, { 'content-type': 'application/yaml' }).end('openapi: 3.1.0');
    });
    try {
      const fetchDocument = documentFetch();
      const withCredentials = home.baseUrl.replace('//', `//reader:${password}@`);
      // Redocly passes redocly.yaml's `resolve.http.headers` as `init.headers`.
      const init = { headers: { 'x-api-key': 'key-7e1d' } };
      const basic = `Basic ${Buffer.from(`reader:${password}`).toString('base64')}`;

      const moved = await fetchDocument(`${withCredentials}/here`, init);
      expect(await moved.text()).toBe('openapi: 3.1.0');
      expect(redirectedTo(moved)).toBe(`${away.baseUrl}/away?access=${TOKEN}`);
      expect(seen.splice(0)).toEqual([`home /here key=key-7e1d authorization=${basic}`, `home /there key=key-7e1d authorization=${basic}`, `away /away?access=${TOKEN} key= authorization=`]);

      // Back on the origin after leaving it: still nothing, as fetch does with Authorization.
      await fetchDocument(`${withCredentials}/bounce`, init);
      expect(seen.splice(0)).toEqual([`home /bounce key=key-7e1d authorization=${basic}`, 'away /back key= authorization=', 'home /end key= authorization=']);

      // Not redirected: no URL of its own.
      expect(redirectedTo(await fetchDocument(`${home.baseUrl}/plain`, init))).toBeUndefined();
      // A loop stops where fetch stops it: after 20 redirects.
      seen.length = 0;
      await expect(fetchDocument(`${home.baseUrl}/loop?access=${TOKEN}`)).rejects.toThrow(`could not read ${home.baseUrl}/loop: redirect count exceeded`);
      expect(seen).toHaveLength(21);
      await expect(fetchDocument(`${home.baseUrl}/ftp`)).rejects.toThrow(`could not read ${home.baseUrl}/ftp: redirected to an address that is not an http(s) URL`);
    } finally {
      await home.close();
      await away.close();
    }
  });
});

describe('spec addresses', () => {
  it('shows a URL without credentials, query or fragment, and a path relative to the working folder', () => {
    expect(shownRef('https://user:pass@api.example.com/v1/openapi.yaml?token=abc#/info')).toBe('https://api.example.com/v1/openapi.yaml');
    expect(shownRef(path.join(process.cwd(), 'spec/openapi.yaml'))).toBe(path.join('spec', 'openapi.yaml'));
  });

  it('resolves a reference next to the document it is written in', () => {
    expect(resolveNextTo('https://api.example.com/v1/openapi.yaml?token=abc', 'schemas/pet.yaml')).toBe('https://api.example.com/v1/schemas/pet.yaml');
    expect(resolveNextTo('https://api.example.com/v1/openapi.yaml', '../common.yaml')).toBe('https://api.example.com/common.yaml');
    expect(resolveNextTo('/specs/openapi.yaml', 'https://example.com/a.yaml')).toBe('https://example.com/a.yaml');
    expect(resolveNextTo('/specs/openapi.yaml', 'schemas/pet.yaml')).toBe(path.resolve('/specs/schemas/pet.yaml'));
    expect(resolveNextTo('https://api.example.com/openapi.yaml', '//[not a host/')).toBeNull();
  });

  it('names the file a URL ends in', () => {
    expect(fileNameOf('https://api.example.com/v1/open%20api.json?x=1')).toBe('open api.json');
    expect(fileNameOf('https://api.example.com/')).toBe('openapi.yaml');
    expect(fileNameOf('https://api.example.com/specs/v1%2Fopenapi.yaml')).toBe('v1_openapi.yaml');
    expect(fileNameOf('https://api.example.com/100%.yaml')).toBe('100%.yaml');
    expect(fileNameOf('/specs/pet-store.yaml')).toBe('pet-store.yaml');
  });
});
