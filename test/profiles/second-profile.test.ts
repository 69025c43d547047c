// A second service profile proves that no generic code knows a service: the toy ledger
// (test/fixtures/profiles/toy-ledger/), with the envelope `{ ok, data | error }` and lists paged by
// `after` / `next` / `hasMore`, lives only in its fixture folder and is loaded with `--profile`. The
// package generated for it type-checks with code written against it, its server adapter serves, and
// its client pages with `for await` and raises typed errors.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';

const run = promisify(execFile);
const FIXTURE = path.join(projectRoot, 'test/fixtures/profiles/toy-ledger');
const KEY = 'ledger-key-1';

/** What consumer/ledger-use.ts exports, as the test calls it (compiled in the generated folder, it has no types here). */
interface LedgerUse {
  ledgerListener(count: number, key: string): http.RequestListener;
  record(client: unknown, memo: string, cents: number): Promise<unknown>;
  allMemos(client: unknown, pageSize: number): Promise<string[]>;
  firstPage(client: unknown): Promise<{ page: unknown; more: boolean; next: string | null }>;
  refusal(client: unknown): Promise<unknown>;
  unknownKey(client: unknown): Promise<unknown>;
}

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

describe('a second service profile (the toy ledger), loaded with --profile', () => {
  let out: string;
  let server: http.Server;
  let baseUrl: string;
  let consumer: LedgerUse;
  let Client: new (options: { apiKey: string; baseUrl: string }) => unknown;
  const requested: string[] = [];

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'toy-ledger-'));
    fs.rmSync(out, { recursive: true });
    await run(process.execPath, ['generator/cli.ts', '--spec', path.join(FIXTURE, 'openapi.yaml'), '--out', out, '--profile', path.join(FIXTURE, 'profile.ts')], { cwd: projectRoot });
    // The user's code beside the package, compiled by the package's own build (tsc over *.ts).
    fs.copyFileSync(path.join(FIXTURE, 'consumer/ledger-use.ts'), path.join(out, 'ledger-use.ts'));
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(out, 'node_modules'), 'dir');
    await run('npm', ['run', 'build'], { cwd: out, env: { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` } });
    consumer = await import(pathToFileURL(path.join(out, 'dist/ledger-use.js')).href);
    Client = (await import(pathToFileURL(path.join(out, 'dist/index.js')).href)).LedgerClient;
    const listener = consumer.ledgerListener(5, KEY);
    server = http.createServer((request, response) => {
      requested.push(`${request.method} ${request.url}`);
      listener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 240_000);

  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  it('describes its conventions in the generated package, and nothing of the hiring API', () => {
    const conventions = fs.readFileSync(path.join(out, 'runtime/conventions.ts'), 'utf8');
    expect(conventions).toContain("flagField: 'ok'");
    expect(conventions).toContain("resultsField: 'data'");
    expect(conventions).toContain("cursorParam: 'after'");
    expect(conventions).toContain("moreField: 'hasMore'");
    const hiring = /hiring|candidate|X-On-Behalf-Of|onBehalfOf|missing_endpoint_permission|\bmoreDataAvailable\b|\bnextCursor\b|'success'|'results'/i;
    const hits = allFiles(out)
      .filter((file) => !file.endsWith('ledger-use.ts') && !file.endsWith('.html'))
      .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').map((line, i) => ({ where: `${path.relative(out, file)}:${i + 1}`, line })))
      .filter(({ line }) => hiring.test(line))
      .map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`);
    expect(hits).toEqual([]);
  });

  it('words its paging and envelope in the JSDoc and the README', () => {
    const client = fs.readFileSync(path.join(out, 'client.ts'), 'utf8');
    expect(client).toContain('following `next` while `hasMore`');
    const readme = fs.readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain('// One page: { data, hasMore, next }');
    expect(readme).toContain('HTTP 200 with `ok: false`');
  });

  it('serves with the generated adapter, and the client resolves a call to the envelope\'s data', async () => {
    const client = new Client({ apiKey: KEY, baseUrl });
    const entry = await consumer.record(client, 'Coffee', -350);
    expect(entry).toEqual({ id: 'e6', memo: 'Coffee', cents: -350 });
  });

  it('pages with for await, sending the cursor as the `after` query parameter', async () => {
    const client = new Client({ apiKey: KEY, baseUrl });
    requested.length = 0;
    const memos = await consumer.allMemos(client, 2);
    expect(memos).toEqual(['entry 1', 'entry 2', 'entry 3', 'entry 4', 'entry 5', 'Coffee']);
    expect(requested).toEqual(['GET /entries?pageSize=2', 'GET /entries?pageSize=2&after=e2', 'GET /entries?pageSize=2&after=e4']);
    const first = await consumer.firstPage(client);
    expect(first).toMatchObject({ more: true, next: 'e2' });
  });

  it("raises the envelope's failure as a typed error carrying its code and message", async () => {
    const client = new Client({ apiKey: KEY, baseUrl });
    expect(await consumer.refusal(client)).toEqual({ isEnvelopeError: true, isBase: true, code: 'zero_amount', messages: ['An entry of zero cents records nothing.'] });
    const stranger = new Client({ apiKey: 'not-a-key', baseUrl });
    expect(await consumer.unknownKey(stranger)).toEqual({ status: 403, messages: ['This key is not known.'] });
  });
});

describe('--profile refuses what it cannot use, saying why, before anything is written', () => {
  const refused = (args: string[]) =>
    run(process.execPath, ['generator/cli.ts', ...args], { cwd: projectRoot }).then(
      () => null,
      (error) => error as { code: number; stderr: string },
    );

  it('a document that does not declare the profile', async () => {
    const out = path.join(os.tmpdir(), `toy-ledger-refused-${process.pid}`);
    const failure = await refused(['--spec', 'test/fixtures/specs/pet-store.yaml', '--out', out, '--profile', path.join(FIXTURE, 'profile.ts')]);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('The document does not declare the conventions of the profile "toy-ledger"');
    expect(fs.existsSync(out)).toBe(false);
  }, 120_000);

  it('a module that is not a profile, or not a module', async () => {
    const notProfile = await refused(['--spec', 'test/fixtures/specs/pet-store.yaml', '--out', os.tmpdir(), '--profile', 'test/support/project.ts']);
    expect(notProfile?.code).toBe(2);
    expect(notProfile?.stderr).toContain('--profile test/support/project.ts: its default export is not a service profile');
    const notModule = await refused(['--spec', 'test/fixtures/specs/pet-store.yaml', '--out', os.tmpdir(), '--profile', 'README.md']);
    expect(notModule?.code).toBe(2);
    expect(notModule?.stderr).toContain('--profile README.md: the module cannot be loaded');
  }, 120_000);
});
