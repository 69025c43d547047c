// `generate --spec URL --spec-header 'Name: value'`: a description behind a login is read with the
// headers given, `${VAR}` in a value read from the environment; the headers go to the --spec URL's
// origin only (not to another host a `$ref` names, nor after a redirect to one), and a value is in
// nothing the run prints or writes (generator/load/spec-headers.ts, spec-address.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, SpecError } from '../../generator/load/load-spec.ts';
import { shownSpecHeader, specHeaders } from '../../generator/load/spec-headers.ts';
import { GENERATOR_NODE_FLAGS } from '../../generator/node-flags.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';
import { projectRoot } from '../support/project.ts';

const FIXTURES = path.join(projectRoot, 'test/fixtures/specs');
/** The secrets the private server asks for: a bearer token and an API key. */
const TOKEN = 'tok-81c4e2d7a9';
const KEY = 'key-3b6f0e5c12';
/** The environment the runs read them from, as a user's shell exports them. */
const ENV = { SPEC_TEST_TOKEN: TOKEN, SPEC_TEST_KEY: KEY };
/** The headers, as a user writes them: the secrets named, not written. */
const HEADERS = ['--spec-header', 'Authorization: Bearer ${SPEC_TEST_TOKEN}', '--spec-header', 'X-Api-Key: ${SPEC_TEST_KEY}'];

/** A document on which Redocly's rule no-server-variables-empty-enum throws (a null server), with a null contact besides. */
const STOPPING_DOCUMENT = ['openapi: 3.1.0', 'info:', '  title: T', '  version: 1.0.0', '  contact: null', 'servers:', '  - url: https://a.example.org', '  - null', 'paths: {}', ''].join('\n');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-header-'));
/** Requires both secrets, else answers 401; serves the fixtures folder. */
let home: TestServer;
/** Another origin, public: serves the fixtures folder. */
let away: TestServer;
/** Each request either server was sent: which server, its path, and its credential headers ('' for none). */
const seen: { server: 'home' | 'away'; path: string; authorization: string; key: string }[] = [];

/** Answers with the fixture at the request's path, or 404. */
function serveFixture(request: http.IncomingMessage, response: http.ServerResponse): void {
  const file = path.join(FIXTURES, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  if (!file.startsWith(FIXTURES + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void response.writeHead(404).end('not here');
  response.writeHead(200, { 'content-type': 'application/yaml' }).end(fs.readFileSync(file));
}

function record(server: 'home' | 'away', request: http.IncomingMessage): void {
  seen.push({ server, path: request.url ?? '', authorization: request.headers.authorization ?? '', key: String(request.headers['x-api-key'] ?? '') });
}

beforeAll(async () => {
  away = await startTestServer((request, response) => {
    record('away', request);
    serveFixture(request, response);
  });
  home = await startTestServer((request, response) => {
    record('home', request);
    if (request.headers.authorization !== `Bearer ${TOKEN}` || request.headers['x-api-key'] !== KEY) return void response.writeHead(401).end('who are you?');
    // A document whose `$ref` names a file on the other origin.
    if (request.url === '/cross/openapi.yaml') {
      const text = fs.readFileSync(path.join(FIXTURES, 'flow-indent/openapi.yaml'), 'utf8');
      return void response.writeHead(200, { 'content-type': 'application/yaml' }).end(text.replace("'./room.yaml'", `'${away.baseUrl}/flow-indent/room.yaml'`));
    }
    if (request.url === '/stopped/openapi.yaml') return void response.writeHead(200, { 'content-type': 'application/yaml' }).end(STOPPING_DOCUMENT);
    // A document moved to the other origin.
    if (request.url === '/moved/openapi.yaml') return void response.writeHead(302, { location: `${away.baseUrl}/flow-indent/openapi.yaml` }).end();
    serveFixture(request, response);
  });
});
afterAll(async () => {
  await home?.close();
  await away?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** `npm run generate -- ARGS` as a user runs it, with `env` exported: exit code and everything printed. */
function generate(args: string[], env: Record<string, string> = ENV): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...GENERATOR_NODE_FLAGS, path.join(projectRoot, 'generator/cli.ts'), ...args], { cwd: projectRoot, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

/** Every file under `dir` (hidden ones too), by its path there. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

/** Whether a secret (either one, as itself or in the Authorization header's words) is in `text`. */
function holdsSecret(text: string | Buffer): boolean {
  return [TOKEN, KEY].some((secret) => text.includes(secret));
}

/** The requests `server` was sent since `from` (an index into `seen`). */
const sentTo = (server: 'home' | 'away', from: number) => seen.slice(from).filter((request) => request.server === server);

describe('generate --spec URL --spec-header', () => {
  it('reads a document behind a login with the headers given, writing byte for byte what a public URL gives, and no secret', async () => {
    const refused = await generate(['--spec', `${home.baseUrl}/flow-indent/openapi.yaml`, '--out', path.join(scratch, 'refused'), '--no-docs']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`could not read ${home.baseUrl}/flow-indent/openapi.yaml: HTTP 401 Unauthorized`);

    const privateOut = path.join(scratch, 'private');
    const read = await generate(['--spec', `${home.baseUrl}/flow-indent/openapi.yaml`, ...HEADERS, '--out', privateOut]);
    expect(read.code, read.output).toBe(0);
    const publicOut = path.join(scratch, 'public');
    const open = await generate(['--spec', `${away.baseUrl}/flow-indent/openapi.yaml`, '--out', publicOut], {});
    expect(open.code, open.output).toBe(0);

    const made = filesUnder(privateOut);
    expect([...made.keys()].sort()).toEqual([...filesUnder(publicOut).keys()].sort());
    for (const [name, contents] of filesUnder(publicOut)) expect(made.get(name)?.equals(contents), name).toBe(true);
    // The whole output tree (docs and the manifest too), and everything printed.
    for (const [name, contents] of made) expect(holdsSecret(contents), name).toBe(false);
    expect(holdsSecret(read.output)).toBe(false);
  });

  it("sends the headers to the --spec URL's origin only, not to another a `$ref` names", async () => {
    const from = seen.length;
    const run = await generate(['--spec', `${home.baseUrl}/cross/openapi.yaml`, ...HEADERS, '--out', path.join(scratch, 'cross'), '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(sentTo('home', from).map((request) => [request.path, request.authorization, request.key])).toEqual([['/cross/openapi.yaml', `Bearer ${TOKEN}`, KEY]]);
    expect(sentTo('away', from).map((request) => [request.path, request.authorization, request.key])).toEqual([['/flow-indent/room.yaml', '', '']]);
  });

  it('does not carry the headers over a redirect to another origin', async () => {
    const from = seen.length;
    const run = await generate(['--spec', `${home.baseUrl}/moved/openapi.yaml`, ...HEADERS, '--out', path.join(scratch, 'moved'), '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(sentTo('home', from).map((request) => [request.path, request.authorization, request.key])).toEqual([['/moved/openapi.yaml', `Bearer ${TOKEN}`, KEY]]);
    // The document where it was moved to, and the file beside it there.
    expect(sentTo('away', from).map((request) => [request.path, request.authorization, request.key]).sort()).toEqual([
      ['/flow-indent/openapi.yaml', '', ''],
      ['/flow-indent/room.yaml', '', ''],
    ]);
  });

  it("shows in --check's command a header whose value names a variable as written, and one written out without its value", async () => {
    const out = path.join(scratch, 'checked');
    const written = ['--spec-header', 'Authorization: Bearer ${SPEC_TEST_TOKEN}', '--spec-header', `X-Api-Key: ${KEY}`];
    const run = await generate(['--spec', `${home.baseUrl}/flow-indent/openapi.yaml`, ...written, '--out', out, '--no-docs']);
    expect(run.code, run.output).toBe(0);
    fs.appendFileSync(path.join(out, 'openapi.json'), '\n');
    const check = await generate(['--check', '--spec', `${home.baseUrl}/flow-indent/openapi.yaml`, ...written, '--out', out, '--no-docs']);
    expect(check.code, check.output).toBe(1);
    expect(check.output).toContain(
      `run \`npm run generate -- --spec ${home.baseUrl}/flow-indent/openapi.yaml --spec-header 'Authorization: Bearer \${SPEC_TEST_TOKEN}' --spec-header 'X-Api-Key: …' --out ${out} --no-docs\``,
    );
    expect(holdsSecret(run.output + check.output)).toBe(false);
  });

  it("shows in --check's command a URL's credentials and query as `…`, to fill in, never as given", async () => {
    const out = path.join(scratch, 'checked-query');
    const spec = `${away.baseUrl.replace('://', `://reader:${KEY}@`)}/flow-indent/openapi.yaml?sig=${TOKEN}`;
    const run = await generate(['--spec', spec, '--out', out, '--no-docs']);
    expect(run.code, run.output).toBe(0);
    fs.appendFileSync(path.join(out, 'openapi.json'), '\n');
    const check = await generate(['--check', '--spec', spec, '--out', out, '--no-docs']);
    expect(check.code, check.output).toBe(1);
    expect(check.output).toContain(`run \`npm run generate -- --spec '${away.baseUrl.replace('://', '://…@')}/flow-indent/openapi.yaml?…' --out ${out} --no-docs\``);
    expect(holdsSecret(run.output + check.output)).toBe(false);
  });

  it('refuses a header it cannot send before any request, naming the flag and the variable but no value', async () => {
    const from = seen.length;
    const args = (header: string) => ['--spec', `${home.baseUrl}/flow-indent/openapi.yaml`, '--spec-header', header, '--out', path.join(scratch, 'unsent'), '--no-docs'];

    const unset = await generate(args('Authorization: Bearer ${SPEC_TEST_UNSET}'));
    expect(unset.code).toBe(2);
    expect(unset.output).toContain('--spec-header Authorization: the environment variable SPEC_TEST_UNSET is not set.');

    const broken = await generate(args('X-Api-Key: ${SPEC_TEST_KEY}'), { SPEC_TEST_KEY: `${KEY}\r\nX-Evil: 1` });
    expect(broken.code).toBe(2);
    expect(broken.output).toContain('--spec-header X-Api-Key: the environment variable SPEC_TEST_KEY holds a line break, which a header cannot carry.');

    const badName = await generate(args(`Bearer ${TOKEN}`));
    expect(badName.code).toBe(2);
    expect(badName.output).toContain("--spec-header takes 'Name: value', a header's name, a colon and its value: one given has no colon.");
    const spaced = await generate(args(`X Api Key: ${KEY}`));
    expect(spaced.code).toBe(2);
    expect(spaced.output).toContain('one given has no valid name before its colon');

    const twice = await generate([...args('X-Api-Key: ${SPEC_TEST_KEY}'), '--spec-header', `x-api-key: ${KEY}`]);
    expect(twice.code).toBe(2);
    expect(twice.output).toContain('--spec-header x-api-key is given twice');

    for (const run of [unset, broken, badName, spaced, twice]) expect(holdsSecret(run.output), run.output).toBe(false);
    expect(seen.length).toBe(from);
  });

  it('refuses --spec-header without a URL --spec', async () => {
    for (const spec of [[], ['--spec', path.join(FIXTURES, 'pet-store.yaml')]]) {
      const run = await generate([...spec, '--spec-header', 'X-Api-Key: ${SPEC_TEST_KEY}', '--out', path.join(scratch, 'file'), '--no-docs']);
      expect(run.code).toBe(2);
      expect(run.output).toContain('--spec-header is sent with the requests for a --spec URL (http:// or https://); a file is read from disk without one.');
      expect(holdsSecret(run.output)).toBe(false);
    }
  });
});

describe('a private document whose lint a rule stopped', () => {
  it('is linted again for its structural problems with the same headers', async () => {
    // Only a document linted with a redocly.yaml runs Redocly's rule (another document gets the structural rules).
    const config = path.join(scratch, 'redocly.yaml');
    fs.writeFileSync(config, 'rules:\n  no-server-variables-empty-enum: error\n');
    const specHeaders = { origin: home.baseUrl, headers: [['Authorization', `Bearer ${TOKEN}`], ['X-Api-Key', KEY]] as const };
    const failure = await loadSpec(`${home.baseUrl}/stopped/openapi.yaml`, { configPath: config, specHeaders }).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(SpecError);
    expect((failure as SpecError).problems).toEqual([
      `${home.baseUrl}/stopped/openapi.yaml:5:12 Expected type \`Contact\` (object) but got \`null\` (struct)`,
      `${home.baseUrl}/stopped/openapi.yaml:8:5 Expected type \`Server\` (object) but got \`null\` (struct)`,
    ]);
    expect(holdsSecret((failure as SpecError).message)).toBe(false);
  });
});

describe('--spec-header values', () => {
  const env = { SPEC_TEST_TOKEN: TOKEN, SPEC_TEST_PADDED: `  ${KEY}\t` };
  const problemOf = (header: string) => {
    const read = specHeaders([header], 'https://api.example.com:8443/v1/openapi.yaml?access=x', env);
    return 'problem' in read ? read.problem : null;
  };

  it("reads each header's name and value, variables from the environment, for the URL's origin", () => {
    expect(specHeaders(['Authorization: Bearer ${SPEC_TEST_TOKEN}', 'X-Tenant:acme', 'X-Key: ${SPEC_TEST_PADDED}', 'X-Price: $5 {net}'], 'https://api.example.com:8443/v1/openapi.yaml?access=x', env)).toEqual({
      headers: {
        origin: 'https://api.example.com:8443',
        headers: [
          ['Authorization', `Bearer ${TOKEN}`],
          ['X-Tenant', 'acme'],
          // Spaces and tabs around a value are no part of it.
          ['X-Key', KEY],
          // A `$` that opens no `${` is itself.
          ['X-Price', '$5 {net}'],
        ],
      },
    });
  });

  it('words what cannot be sent without repeating the value', () => {
    expect(problemOf(`X-Key: ${KEY}\u20ac`)).toBe('--spec-header X-Key: the value holds a character beyond Latin-1 (percent- or base64-encode it), which a header cannot carry.');
    expect(problemOf(`X-Key: ${KEY}\u0000`)).toBe('--spec-header X-Key: the value holds a NUL character, which a header cannot carry.');
    expect(problemOf('X-Key: ${SPEC_TEST_TOKEN')).toBe('--spec-header X-Key: a `${` in the value is not closed by `}`.');
    expect(problemOf(`X-Key: \${${KEY}}`)).toBe('--spec-header X-Key: a `${…}` in the value names no environment variable (letters, digits and _, not starting with a digit).');
    expect(problemOf('X-Key: ${SPEC_TEST_EMPTY}')).toBe('--spec-header X-Key: the environment variable SPEC_TEST_EMPTY is not set.');
    expect(specHeaders(['X-Key: ${SPEC_TEST_EMPTY}'], 'https://api.example.com/', { SPEC_TEST_EMPTY: '' })).toEqual({ problem: '--spec-header X-Key: the environment variable SPEC_TEST_EMPTY is empty.' });
    expect(problemOf('X-Key:   ')).toBe('--spec-header X-Key: the value is empty.');
    expect(problemOf(`: ${KEY}`)).toContain('one given has no valid name before its colon');
  });

  it('is shown in a command as written where its value names a variable, else without its value', () => {
    expect(shownSpecHeader('Authorization: Bearer ${SPEC_TOKEN}')).toBe('Authorization: Bearer ${SPEC_TOKEN}');
    expect(shownSpecHeader(`X-Api-Key: ${KEY}`)).toBe('X-Api-Key: …');
    // A `${` in the name is no variable of the value.
    expect(shownSpecHeader(`X-\${A}: ${KEY}`)).toBe('X-${A}: …');
  });
});
