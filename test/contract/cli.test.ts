// `npm run contract` as a process: exit codes 0, 1 and 2, reports written where asked, and the
// API key in none of the console output, the JSON report or the JUnit file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../contract/cli-args.ts';
import { SCENARIOS } from '../../contract/checks/index.ts';
import { loadModel } from '../../contract/model.ts';
import { selectRun } from '../../contract/select.ts';
import { runContract, UsageError } from '../../contract/run.ts';
import { STUB_KEY, startStub, withStub } from './stub-server.ts';
import { junitReport } from '../../contract/report/junit.ts';
import { consoleSummary } from '../../contract/report/console.ts';
import { scrub, secretsFor } from '../../contract/report/redact.ts';
import { FAKE_KEYS, FAKE_OPERATIONS, startFake } from './fake-api.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function contract(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['contract/cli.ts', ...args], { cwd: root, env: { ...process.env, CONTRACT_API_KEY: '' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code) : 0, stdout, stderr }),
    );
  });
}

const secrets = [STUB_KEY, Buffer.from(`${STUB_KEY}:`).toString('base64')];
const expectNoKey = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
};

describe('npm run contract', () => {
  it('exits 0 against a correct server and 1 against a faulty one, never printing the key', async () => {
    const good = await startStub();
    // The faulty server answers 500 and echoes the credentials it got, so the report quotes them.
    const bad = await startStub({
      override: (call, reply) =>
        call.operation.name === 'candidate.info'
          ? { status: 500, body: null, text: `crashed handling key=${call.key} auth=${call.authorization}` }
          : reply,
    });
    try {
      const files = { goodJson: path.join(dir, 'good.json'), badJson: path.join(dir, 'bad.json'), badXml: path.join(dir, 'out/bad.xml') };
      const [ok, failing] = await Promise.all([
        contract(['--base-url', good.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info,candidate.list', '--report', files.goodJson]),
        contract(['--base-url', bad.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info', '--report', files.badJson, '--junit', files.badXml]),
      ]);
      expect(ok.code, ok.stdout + ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/RESULT: PASS/);
      expect(failing.code, failing.stdout + failing.stderr).toBe(1);
      expect(failing.stdout).toMatch(/\[transport\]\n  FAIL candidate\.info/);
      expect(failing.stdout).toContain('authorization: Basic <redacted>');

      const json = JSON.parse(fs.readFileSync(files.badJson, 'utf8'));
      const transport = json.checks.find((c: any) => c.name === 'transport').results[0];
      expect(transport.status).toBe('fail');
      expect(transport.findings[0].request.headers.authorization).toBe('Basic <redacted>');
      expect(JSON.stringify(transport.findings)).toContain('key=<redacted>');
      const xml = fs.readFileSync(files.badXml, 'utf8');
      expect(xml).toMatch(/<testsuite name="transport"[^>]*>\s*<testcase classname="transport" name="candidate\.info">\s*<failure message="server error: HTTP 500"/);
      expect(xml).toContain('key=&lt;redacted&gt;');
      expect(xml).not.toMatch(/key=<redacted>/);
      for (const text of [ok.stdout, ok.stderr, failing.stdout, failing.stderr, xml, fs.readFileSync(files.badJson, 'utf8'), fs.readFileSync(files.goodJson, 'utf8')]) {
        expectNoKey(text);
      }
    } finally {
      await Promise.all([good.close(), bad.close()]);
    }
  });

  it('with every key and --allow-writes: exits 0, groups the reports by check, lists the writes, and prints none of the keys', async () => {
    const fake = await startFake();
    try {
      const files = { json: path.join(dir, 'fake.json'), xml: path.join(dir, 'fake.xml') };
      const run = await contract([
        '--base-url', fake.baseUrl, '--api-key', FAKE_KEYS.full, '--restricted-key', FAKE_KEYS.restricted, '--deactivated-key', FAKE_KEYS.deactivated,
        '--allow-writes', '--only', FAKE_OPERATIONS.join(','), '--report', files.json, '--junit', files.xml,
      ]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/writes allowed, records named "contract-suite [^"]+"/);
      expect(run.stdout).toMatch(/Written to the server \(\d+ accepted writes/);
      expect(run.stdout).toMatch(/^  candidate\.create \[read-your-writes\] [0-9a-f-]{36}$/m);
      const json = JSON.parse(fs.readFileSync(files.json, 'utf8'));
      expect(json.checks.find((c: any) => c.name === 'permissions')).toMatchObject({ passed: 1, failed: 0, skipped: 0, summary: 'permissions: 1 passed, 0 failed, 0 skipped' });
      // A summary line per check, and the run's own count of what ran and what was skipped, in every output.
      for (const check of json.checks) expect(check.summary).toBe(`${check.name}: ${check.passed} passed, ${check.failed} failed, ${check.skipped} skipped${check.summary.includes(' (') ? check.summary.slice(check.summary.indexOf(' (')) : ''}`);
      expect(json.summary).toMatchObject({ ran: json.summary.passed + json.summary.failed, line: expect.stringMatching(/^\d+ operations: \d+ checks ran \(\d+ passed, 0 failed\), \d+ skipped/) });
      expect(run.stdout).toContain(json.summary.line.replace(/ \(\d+\.\d s\)\.$/, ''));
      expect(run.stdout).toMatch(/^  permissions: 1 passed, 0 failed, 0 skipped$/m);
      expect(json.writes.records.length).toBeGreaterThan(0);
      const xml = fs.readFileSync(files.xml, 'utf8');
      expect(xml).toMatch(/<testsuite name="read-your-writes" tests="1" failures="0" errors="0" skipped="0">\s*<testcase classname="read-your-writes" name="candidate\.create"\/>\s*<system-out>read-your-writes: 1 passed, 0 failed, 0 skipped<\/system-out>\s*<\/testsuite>/);
      for (const text of [run.stdout, run.stderr, xml, fs.readFileSync(files.json, 'utf8')]) {
        for (const key of Object.values(FAKE_KEYS)) for (const secret of secretsFor(key)) expect(text).not.toContain(secret);
      }
    } finally {
      await fake.close();
    }
  });

  it('--plan lists every request with its consent level and key by flag, sends none, and prints no key', async () => {
    let calls = 0;
    const server = await startStub({ override: (_call, reply) => (calls++, reply) });
    try {
      const file = path.join(dir, 'plan.json');
      const run = await contract(['--base-url', server.baseUrl, '--api-key', STUB_KEY, '--restricted-key', 'stub-restricted-key-1234', '--plan', '--only', 'candidate.update,candidate.list,apiKey.info', '--report', file]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(calls).toBe(0);
      expect(run.stdout).toMatch(/^Plan for http:\/\/127\.0\.0\.1:\d+: (\d+) requests would be sent \(none was\): \1 read-only, 0 writes, 0 destructive\.$/m);
      expect(run.stdout).toMatch(/^  POST \/candidate\.list \[--restricted-key\] \{"limit":2\}  <- permissions$/m);
      expect(run.stdout).toMatch(/^  POST \/candidate\.update \[--api-key\] \{"candidateId":"[0-9a-f-]{36}"\}  <- not-found\.unknown-id$/m);
      expect(run.stdout).toMatch(/^  candidate\.update changes data \(its action "update" changes an existing record\): run with --allow-writes to send it  <- example request/m);
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(json.plan.length).toBeGreaterThan(10);
      expect(new Set(json.plan.map((r: any) => r.level))).toEqual(new Set(['read-only']));
      for (const text of [run.stdout, run.stderr, fs.readFileSync(file, 'utf8')]) {
        for (const key of [STUB_KEY, 'stub-restricted-key-1234']) for (const secret of secretsFor(key)) expect(text).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });

  it('exits 2 on a usage error, naming it', async () => {
    const run = await contract(['--frobnicate', '--api-key', STUB_KEY]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--frobnicate'/);
    expect(run.stderr).toMatch(/Usage: npm run contract/);
    expectNoKey(run.stdout + run.stderr);
  });

  it('refuses a report path it cannot write before sending anything (exit 2)', async () => {
    const server = await startStub({ override: () => ({ status: 500, body: null, text: 'must not be reached' }) });
    try {
      const run = await contract(['--base-url', server.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info', '--report', dir]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`--report ${dir} cannot be written: it is a folder`);
      expect(run.stdout).not.toMatch(/RESULT/);
      // A folder whose permissions say writable (to root, /proc is) but where no file can be made:
      // the file itself is tried, so this is a usage error too, not exit 4 after the run.
      if (process.platform === 'linux') {
        const proc = await contract(['--base-url', server.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info', '--junit', '/proc/contract-report.xml']);
        expect(proc.code).toBe(2);
        expect(proc.stderr).toContain('--junit /proc/contract-report.xml cannot be written');
        expect(proc.stdout).not.toMatch(/RESULT/);
      }
    } finally {
      await server.close();
    }
  });

  it('exits 3 with one message when the server cannot be reached', async () => {
    const run = await contract(['--base-url', 'http://127.0.0.1:9', '--api-key', STUB_KEY]);
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe('The contract suite could not run: http://127.0.0.1:9 cannot be reached: fetch failed: bad port');
    expect(run.stdout).toBe('');
  });

  it('exits 3 when the server stops answering during the run, saying so after the results', async () => {
    let calls = 0;
    let stub: Awaited<ReturnType<typeof startStub>>;
    stub = await startStub({
      override: (_call, reply) => {
        // The server goes away after its tenth answer; the requests after it find no server.
        if (++calls === 10) setImmediate(() => void stub.close());
        return reply;
      },
    });
    const run = await contract(['--base-url', stub.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info,candidate.list,application.info', '--concurrency', '1']);
    expect(run.code, run.stdout + run.stderr).toBe(3);
    expect(run.stdout).toMatch(/RESULT: FAIL/);
    expect(run.stderr).toMatch(new RegExp(`The contract suite could not finish: ${stub.baseUrl.replace(/[.]/g, '\\.')} stopped answering during the run \\(\\d+ requests found no server; now: ECONNREFUSED`));
  });

  // /dev/full accepts opening for writing and fails every write (ENOSPC): a disk that fills up during the run.
  it.skipIf(!fs.existsSync('/dev/full'))('exits 4 when the checks ran but a report could not be written', async () => {
    const server = await startStub();
    try {
      const run = await contract(['--base-url', server.baseUrl, '--api-key', STUB_KEY, '--only', 'candidate.info', '--checks', 'transport', '--report', '/dev/full']);
      expect(run.code, run.stdout + run.stderr).toBe(4);
      expect(run.stderr).toMatch(/Could not write the report \/dev\/full: ENOSPC/);
      expect(run.stdout).toMatch(/RESULT: PASS/);
    } finally {
      await server.close();
    }
  });
});

describe('a short key (such as `test` against a mock)', () => {
  it('is redacted where it stands alone, not inside words, so reports stay readable and the JUnit file stays XML', async () => {
    const secrets = secretsFor('test');
    expect(scrub('1431 checks; testsuite; key=test&x; Authorization: Basic dGVzdDo=', secrets)).toBe('1431 checks; testsuite; key=<redacted>&x; Authorization: Basic <redacted>');
    const report = await withStub({ ignoreAuth: true }, (stub) => runContract({ baseUrl: stub.baseUrl, apiKey: 'test', only: ['candidate.info'] }));
    const xml = junitReport(report, secrets);
    expect(xml).toMatch(/^<\?xml[^>]*>\n<testsuites name="contract" tests="\d+"/);
    expect(xml).not.toContain('&lt;redacted&gt;suite');
    expect(consoleSummary(report, secrets)).toMatch(/\d+ checks ran \(\d+ passed/);
  });
});

describe('usage errors (in process)', () => {
  const usage = async (args: string[]) => {
    try {
      await runContract(parseCliArgs(args, {}));
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error(`no usage error for ${args.join(' ')}`);
  };

  it('names the flag or value at fault', async () => {
    expect(await usage(['--timeout-ms'])).toMatch(/--timeout-ms/);
    expect(await usage(['--timeout-ms', 'soon'])).toMatch(/--timeout-ms must be a positive whole number, not "soon"/);
    expect(await usage(['--report', '--junit', 'x.xml'])).toMatch(/forget to specify the option argument for '--report'/);
    expect(await usage(['--base-url', 'not a url', '--api-key', 'k'])).toMatch(/--base-url "not a url" is not a URL/);
    expect(await usage(['--base-url', 'ftp://example.com', '--api-key', 'k'])).toMatch(/must be an http:\/\/ or https:\/\/ URL/);
    // The key is best set in the environment (npm run prints its arguments): the message names the variable.
    expect(await usage(['--base-url', 'http://127.0.0.1:9'])).toMatch(/^A key is required with --base-url: set CONTRACT_API_KEY \(or pass --api-key\)\.$/);
    expect(await usage(['--base-url', 'http://127.0.0.1:9/api?tenant=1', '--api-key', 'k'])).toMatch(/must not carry a query or fragment/);
    expect(await usage(['--base-url', 'http://127.0.0.1:9/api#v1', '--api-key', 'k'])).toMatch(/must not carry a query or fragment/);
    expect(await usage(['--timeout-ms', '3000000000'])).toMatch(/timeout must be at most 2147483647 ms/);
    expect(await usage(['--only', 'candidate.lst,candidate.info', '--base-url', 'http://127.0.0.1:9', '--api-key', 'k'])).toMatch(
      /--only names neither a check nor an operation: "candidate\.lst" \(did you mean candidate\.list/,
    );
    expect(await usage(['--only', 'zzz.qqq', '--base-url', 'http://127.0.0.1:9', '--api-key', 'k'])).toMatch(/neither a check nor an operation: "zzz\.qqq"\.$/);
  });

  it('names checks the suite does not have, and a second key equal to the first', async () => {
    expect(await usage(['--checks', 'permisions', '--base-url', 'http://127.0.0.1:9', '--api-key', 'k'])).toMatch(/--only names neither a check nor an operation: "permisions" \(did you mean permissions\?\)/);
    expect(await usage(['--restricted-key', 'k', '--base-url', 'http://127.0.0.1:9', '--api-key', 'k'])).toMatch(/--restricted-key must be a key other than --api-key/);
  });

  it('reads --allow-writes and the extra keys (or their environment variables)', () => {
    expect(parseCliArgs([], {}).allowWrites).toBe(false);
    const options = parseCliArgs(['--allow-writes', '--checks', 'security, permissions'], { CONTRACT_RESTRICTED_KEY: 'r', CONTRACT_DEACTIVATED_KEY: 'd' });
    expect(options).toMatchObject({ allowWrites: true, checks: ['security', 'permissions'], keys: { restricted: 'r', deactivated: 'd' } });
  });

  it('selects checks and operations by name with --only and --skip, in any mix', () => {
    const model = loadModel();
    const names = (selection: ReturnType<typeof selectRun>) => ({ operations: selection.operations.map((o) => o.name), checks: [...selection.checks, ...selection.scenarios].map((c) => c.name) });
    // A check name narrows the checks, an operation name the operations; a prefix selects its dotted names.
    const picked = names(selectRun(model, ['transport', 'candidate.list', 'security'], ['security.cors']));
    expect(picked.operations).toEqual(['candidate.list']);
    expect(picked.checks).toEqual(['transport', ...SCENARIOS.map((s) => s.name).filter((n) => n.startsWith('security.') && n !== 'security.cors')]);
    expect(names(selectRun(model, ['candidate'], undefined)).operations).toEqual(model.operations.filter((o) => o.name.startsWith('candidate.')).map((o) => o.name));
    // Skipping an operation leaves out the checks across operations that use it.
    const skipped = names(selectRun(model, undefined, ['candidate.list']));
    expect(skipped.operations).not.toContain('candidate.list');
    expect(skipped.checks).not.toContain('security.credentials');
    expect(skipped.checks).toContain('transport');
    expect(parseCliArgs(['--only', 'a,b', '--only', 'c', '--skip', 'x', '--checks', 'y'], {})).toMatchObject({ only: ['a', 'b', 'c'], skip: ['x'], checks: ['y'] });
  });

  it('takes the key from CONTRACT_API_KEY when --api-key is absent', () => {
    expect(parseCliArgs(['--base-url', 'http://127.0.0.1:9'], { CONTRACT_API_KEY: 'from-env' }).apiKey).toBe('from-env');
  });
});
