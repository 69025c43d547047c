// What the sandbox keeps: data survives a restart on the same file, concurrent writes all land,
// fuzzed bodies built from the request schemas never get a 5xx, and SIGTERM/SIGINT close the
// database cleanly; a port in use or a database that cannot be opened is one clear line.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/server/operations.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { DatabaseSync } from '../../sandbox/sqlite.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../sandbox/store.ts';
import { FULL, post, runCli, startTestSandbox } from './support.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const SIZES = { candidates: 50, users: 10, jobs: 4, auditEntries: 10 };

describe('sandbox durability', () => {
  it('keeps data across a restart on the same file, and seeds only once', async () => {
    const db = path.join(tempDir(), 'sandbox.db');
    const first = await startSandbox({ db, sizes: SIZES });
    expect(first.seeded).toBe(true);
    const created = await post(first.url, 'candidate.create', { name: 'Kept Example', email: 'kept@example.com' });
    await first.close();
    const second = await startSandbox({ db, sizes: SIZES, seed: 99 });
    expect(second.seeded).toBe(false);
    const read = await post(second.url, 'candidate.info', { candidateId: created.json.results.id });
    expect(read.json.results).toEqual(created.json.results);
    await second.close();
  });

  it('migrates a database an earlier sandbox wrote, keeping its records, and says it was seeded by an earlier version', async () => {
    const db = path.join(tempDir(), 'old.db');
    const old = new DatabaseSync(db);
    old.exec(MIGRATIONS[0]);
    old.exec(`INSERT INTO meta (key, value) VALUES ('schemaVersion', '1'), ('seed', '{"seed":1}')`);
    const candidate = { id: 'c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f', name: 'Kept From Before' };
    old.prepare('INSERT INTO records (kind, id, created_at, rev, data) VALUES (?, ?, ?, ?, ?)').run('candidate', candidate.id, '2026-01-01T00:00:00.000Z', 7, JSON.stringify(candidate));
    old.close();
    const sandbox = await startSandbox({ db, sizes: SIZES });
    expect([sandbox.seeded, sandbox.olderSeed]).toEqual([false, 1]);
    expect(sandbox.store.get('candidate', candidate.id)?.data).toEqual(candidate);
    // The removals table came with the migration, and revs continue after the kept records'.
    sandbox.store.transaction(() => sandbox.store.remove('candidate', candidate.id));
    expect(sandbox.store.removedSince('candidate', 7, { includeHidden: true })).toBe(1);
    await sandbox.close();
  });

  it('loses none of 100 concurrent writes', async () => {
    const t = await startTestSandbox({ sizes: SIZES });
    const candidateId = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(t.sandbox.url, 'candidate.createNote', { candidateId, note: `note ${i}` })));
    expect(answers.every((a) => a.json.success === true)).toBe(true);
    const notes = t.sandbox.store.all('note', candidateId).map((r) => r.data.content as string).filter((content) => content.startsWith('note '));
    expect(notes.sort()).toEqual(Array.from({ length: 100 }, (_, i) => `note ${i}`).sort());
    await t.sandbox.close();
    expect(t.violations).toEqual([]);
  });

  it('answers 10,000 fuzzed bodies without a 5xx or an answer outside the spec', async () => {
    const t = await startTestSandbox({ sizes: SIZES });
    const names = Object.keys(operations);
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }), fc.string(), fc.uuid(), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 })),
    })).value;
    // Bodies shaped like the requests (known fields with values of any type), and bodies of any shape.
    const fields = ['candidateId', 'applicationId', 'note', 'limit', 'cursor', 'syncToken', 'createdAfter', 'startDate', 'endDate', 'targetTypes', 'categories', 'values', 'interviewEventId', 'jobId', 'email', 'name', 'entityId', 'approvalStepDefinitions', 'submittedFormInstanceId', 'interviewStageId'];
    const body = fc.oneof(json, fc.dictionary(fc.constantFrom(...fields), json, { maxKeys: 4 }));
    const cases = fc.sample(fc.tuple(fc.constantFrom(...names), body), { numRuns: 10_000, seed: 20260101 });
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases.length; i += 50) {
      const batch = await Promise.all(cases.slice(i, i + 50).map(([name, b]) => post(t.sandbox.url, name, b)));
      for (const answer of batch) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(t.violations.slice(0, 5)).toEqual([]);
    await t.sandbox.close();
  });
});

describe('sandbox command', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`closes the database cleanly on ${signal}`, async () => {
      const db = path.join(tempDir(), 'sandbox.db');
      const run = runCli(['--port', '0', '--db', db, '--candidates', '20']);
      const banner = await run.firstOutput;
      expect(banner).toContain('answer with the spec\'s examples and are not stateful');
      expect(banner).not.toContain('ExperimentalWarning');
      const url = /on (http:\/\/\S+)/.exec(banner)![1];
      expect((await post(url, 'apiKey.info', {}, FULL)).json.success).toBe(true);
      run.child.kill(signal);
      const { code, stdout, stderr } = await run.exit;
      expect(code).toBe(0);
      expect(stdout).toContain('database closed');
      expect(stderr).toBe('');
      // Closed cleanly: no write-ahead log is left behind to replay.
      expect(fs.existsSync(`${db}-wal`) ? fs.statSync(`${db}-wal`).size : 0).toBe(0);
      const reopened = new DatabaseSync(db);
      expect((reopened.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").get() as { value: string }).value).toBe(String(SCHEMA_VERSION));
      reopened.close();
    });
  }

  it('says in one line that the port is in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const run = runCli(['--port', String(port), '--db', ':memory:', '--candidates', '5']);
    const { code, stderr } = await run.exit;
    blocker.close();
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([`sandbox: port ${port} is in use: stop what holds it or pick another with --port N.`]);
  });

  it('says in one line that the database cannot be opened', async () => {
    const notADatabase = path.join(tempDir(), 'file.db');
    fs.writeFileSync(notADatabase, 'this is not a database file, just text that is long enough to be read'.repeat(20));
    const { code, stderr } = await runCli(['--port', '0', '--db', notADatabase]).exit;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`Cannot open the sandbox database ${notADatabase}`);
  });
});
