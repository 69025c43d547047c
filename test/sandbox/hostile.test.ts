// The sandbox under hostile conditions (issue 32): requests addressed to another host, a database
// whose write lock another process holds, two sandboxes on one file, an unusable --db path, and
// fast-check bodies built from each operation's request schema and then mutated
// (test/support/hostile-bodies.ts), sent with a full and a read-only key, with a probe request that
// must keep being served. Every answer is a 2xx/4xx with the envelope (503 with Retry-After only for
// a busy database); nothing waits for a fixed time.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { DatabaseSync } from '../../sandbox/sqlite.ts';
import { Store } from '../../sandbox/store.ts';
import { FULL, READ_ONLY, post, runCli, startTestSandbox, type TestSandbox } from './support.ts';
import { hostileBodies, whileProbing } from '../support/hostile-bodies.ts';
import { projectRoot } from '../support/project.ts';

const SIZES = { candidates: 40, users: 8, jobs: 4, auditEntries: 10 };
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-hostile-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A POST with a chosen Host header (fetch will not send one of its own choosing). */
function postWithHost(url: string, host: string | null): Promise<{ status: number; json: any }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${FULL}:`).toString('base64')}` };
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/apiKey.info', headers, setHost: host !== null }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
    });
    if (host !== null) request.setHeader('host', host);
    request.on('error', reject).end('{}');
  });
}

describe('the Host check', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ sizes: SIZES, allowHosts: ['sandbox.internal'] });
  });
  afterAll(() => t.sandbox.close());

  it('answers loopback names and allowed hosts, and refuses any other Host with 403 naming it', async () => {
    for (const host of ['localhost:4020', '127.0.0.1', 'app.localhost', '[::1]:80', 'sandbox.internal:8080']) expect((await postWithHost(t.sandbox.url, host)).status, host).toBe(200);
    const rebound = await postWithHost(t.sandbox.url, 'attacker.example:4020');
    expect(rebound.status).toBe(403);
    expect(rebound.json).toMatchObject({ success: false, errors: [{ message: expect.stringContaining('"attacker.example:4020"') }] });
    expect((await postWithHost(t.sandbox.url, '127.0.0.1.attacker.example')).status).toBe(403);
  });
});

describe('numbers and dates out of range', () => {
  it('refuses a numeric createdAfter outside the Date range, naming the field', async () => {
    const t = await startTestSandbox({ sizes: SIZES });
    try {
      for (const createdAfter of [1e20, -1e20, 8.64e15 + 1]) {
        const answer = await post(t.sandbox.url, 'candidate.list', { createdAfter }, FULL);
        expect(answer.status).toBe(200);
        expect(answer.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^\$\.createdAfter must be/) }] });
      }
      expect(t.violations).toEqual([]);
    } finally {
      await t.sandbox.close();
    }
  });
});

describe('a database shared with another process', () => {
  it('serves other requests while a write waits for the lock, then writes once it is free', async () => {
    const db = path.join(tempDir(), 'busy.db');
    const sandbox = await startSandbox({ db, sizes: SIZES, log: () => undefined });
    const holder = new DatabaseSync(db);
    try {
      holder.exec('BEGIN IMMEDIATE');
      const write = post(sandbox.url, 'candidate.create', { name: 'Busy Wait', email: 'busy@example.com' }, FULL);
      // Served while the write waits: the waits between tries are timers, not a blocked event loop.
      const probe = await post(sandbox.url, 'apiKey.info', {}, FULL);
      expect(probe.json.success).toBe(true);
      holder.exec('COMMIT');
      expect((await write).json.success).toBe(true);
    } finally {
      holder.close();
      await sandbox.close();
    }
  });

  it('answers 503 with Retry-After when the lock stays held', async () => {
    const db = path.join(tempDir(), 'held.db');
    const sandbox = await startSandbox({ db, sizes: SIZES, log: () => undefined });
    const holder = new DatabaseSync(db);
    try {
      holder.exec('BEGIN IMMEDIATE');
      const response = await fetch(`${sandbox.url}/candidate.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${FULL}:`).toString('base64')}` },
        body: JSON.stringify({ name: 'Never', email: 'never@example.com' }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({ success: false, errors: [{ message: expect.stringContaining('busy') }] });
      holder.exec('ROLLBACK');
    } finally {
      holder.close();
      await sandbox.close();
    }
  });

  it('two sandboxes on one file share the revision counter, so a sync through one sees writes through the other', async () => {
    const db = path.join(tempDir(), 'shared.db');
    const first = await startSandbox({ db, sizes: SIZES, log: () => undefined });
    const second = await startSandbox({ db, log: () => undefined });
    try {
      const pass = await post(second.url, 'candidate.list', { limit: 1000 }, FULL);
      const created = await post(first.url, 'candidate.create', { name: 'Through First', email: 'first@example.com' }, FULL);
      expect(created.json.success).toBe(true);
      const sync = await post(second.url, 'candidate.list', { syncToken: pass.json.syncToken }, FULL);
      expect(sync.json.results.map((c: { id: string }) => c.id)).toContain(created.json.results.id);
      expect(first.store.currentRev()).toBe(second.store.currentRev());
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps one counter in the file across Store instances', () => {
    const db = path.join(tempDir(), 'store.db');
    const a = Store.open(db);
    const b = Store.open(db);
    try {
      a.insert('thing', 'one', { n: 1 }, { createdAt: '2026-01-01T00:00:00.000Z' });
      b.insert('thing', 'two', { n: 2 }, { createdAt: '2026-01-01T00:00:00.000Z' });
      expect(a.currentRev()).toBe(2);
      expect(b.get('thing', 'two')?.rev).toBe(2);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('an unusable --db path', () => {
  it('exits with one line, not a spin', async () => {
    const { code, stderr } = await runCli(['--port', '0', '--db', '/proc/nope/x.db']).exit;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('Cannot open the sandbox database /proc/nope/x.db');
  });
});

describe('fast-check: bodies from each operation schema, mutated, with a probe kept served', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ sizes: SIZES });
  });
  afterAll(() => t.sandbox.close());
  const document = JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));

  /** A POST of raw bytes (invalid UTF-8 and number texts JSON.stringify cannot write). */
  async function send(requestPath: string, bytes: Buffer, apiKey: string): Promise<{ status: number; json: any }> {
    const response = await fetch(`${t.sandbox.url}${requestPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, json: JSON.parse(await response.text()) };
  }

  it('answers every body 2xx/4xx with the envelope the spec gives, and a probe keeps being answered meanwhile', async () => {
    const answersBefore = t.answers;
    let succeeded = 0;
    const probes = await whileProbing(
      async () => {
        const answer = await post(t.sandbox.url, 'apiKey.info', {}, READ_ONLY);
        expect(answer.json.success).toBe(true);
      },
      () =>
        fc.assert(
          fc.asyncProperty(hostileBodies(document), fc.constantFrom(FULL, READ_ONLY), async (sent, apiKey) => {
            const answer = await send(sent.path, sent.bytes, apiKey);
            expect(answer.status, `${sent.operation}: ${sent.what}`).toBeLessThan(500);
            expect(answer.json, `${sent.operation}: ${sent.what}`).toHaveProperty('success');
            if (answer.json.success) succeeded++;
          }),
          { numRuns: 300, seed: 32 },
        ),
    );
    expect(probes).toBeGreaterThan(0);
    expect(t.answers - answersBefore).toBeGreaterThan(300);
    // Some bodies get through validation and permissions to a handler that answers them.
    expect(succeeded).toBeGreaterThan(10);
    // Every answer, the sandbox's own refusals included, was checked against the spec (support.ts).
    expect(t.violations).toEqual([]);
  }, 120_000);
});
