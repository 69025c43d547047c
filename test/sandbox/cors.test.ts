// Browser access (--cors-origin): off by default; for a listed origin, the preflight is answered
// and every answer names the origin with the headers Basic auth needs; any other origin is refused
// before the request runs, and the sandbox says once which flag would allow it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorsOriginError, parseOrigin } from '../../sandbox/cors.ts';
import { FULL, post, runCli, startTestSandbox, type TestSandbox } from './support.ts';

const PAGE = 'http://localhost:5173';
const OTHER = 'https://evil.example';
const SIZES = { candidates: 20, users: 5, jobs: 3, auditEntries: 5 };

function preflight(url: string, origin: string, headers = 'authorization, content-type, x-on-behalf-of') {
  return fetch(`${url}/candidate.list`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });
}

describe('browser access, off by default', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ sizes: SIZES });
  });
  afterAll(async () => {
    await t?.sandbox.close();
  });

  it('refuses a page of any origin, with the flag that would allow it, and serves callers that send no Origin', async () => {
    const answer = await preflight(t.sandbox.url, PAGE);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect((await answer.json()).errors[0].message).toBe(`the sandbox does not allow browser requests from "${PAGE}" (browser access is off): start it with --cors-origin ${PAGE} to allow that page.`);
    const direct = await post(t.sandbox.url, 'candidate.list', { limit: 1 }, FULL, { origin: PAGE });
    expect(direct.status).toBe(403);
    expect((await post(t.sandbox.url, 'candidate.list', { limit: 1 })).json.success).toBe(true);
    expect(t.notices).toEqual([
      `sandbox: refused a browser request from "${PAGE}": the sandbox does not allow browser requests from "${PAGE}" (browser access is off): start it with --cors-origin ${PAGE} to allow that page.`,
    ]);
  });
});

describe('browser access for listed origins', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ sizes: SIZES, corsOrigins: [PAGE] });
  });
  afterAll(async () => {
    await t?.sandbox.close();
  });

  it('answers the preflight of a listed origin: POST, the API headers and those asked for, credentials', async () => {
    const answer = await preflight(t.sandbox.url, PAGE, 'Authorization, Content-Type, X-Trace-Id');
    expect(answer.status).toBe(204);
    expect(Object.fromEntries([...answer.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'))).toEqual({
      'access-control-allow-origin': PAGE,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type, accept, x-on-behalf-of, x-trace-id',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    // A malformed header list is not echoed.
    expect((await preflight(t.sandbox.url, PAGE, 'x-ok, bad header\r\n')).headers.get('access-control-allow-headers')).toBe('authorization, content-type, accept, x-on-behalf-of, x-ok');
  });

  it('names the origin on every answer of a listed origin, errors included', async () => {
    const ok = await fetch(`${t.sandbox.url}/apiKey.info`, {
      method: 'POST',
      headers: { origin: PAGE, 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${FULL}:`).toString('base64')}` },
      body: '{}',
    });
    expect([ok.status, ok.headers.get('access-control-allow-origin'), ok.headers.get('access-control-allow-credentials'), ok.headers.get('access-control-expose-headers')]).toEqual([
      200,
      PAGE,
      'true',
      'Retry-After',
    ]);
    const refused = await fetch(`${t.sandbox.url}/apiKey.info`, { method: 'POST', headers: { origin: PAGE, 'content-type': 'application/json' }, body: '{}' });
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([401, PAGE]);
  });

  it('refuses other origins, an origin written differently among them, and says so once each', async () => {
    for (const origin of [OTHER, OTHER, `${PAGE}/`, 'null']) {
      const answer = await preflight(t.sandbox.url, origin);
      expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    }
    expect((await (await preflight(t.sandbox.url, OTHER)).json()).errors[0].message).toBe(
      `the sandbox does not allow browser requests from "${OTHER}" (it allows ${PAGE}): start it with --cors-origin ${OTHER} to allow that page.`,
    );
    expect(t.notices.map((line) => /from (".*?"):/.exec(line)![1])).toEqual([`"${OTHER}"`, `"${PAGE}/"`, '"null"']);
  });
});

describe('--cors-origin', () => {
  it('takes an origin, written with or without its trailing slash', () => {
    expect(parseOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
    expect(parseOrigin('https://App.Example.com:443')).toBe('https://app.example.com');
  });

  it.each([
    ['*', /not "\*"/],
    ['localhost:5173', /must start with http:\/\/ or https:\/\//],
    ['http://localhost:5173/app', /drop the path, query and credentials, as in http:\/\/localhost:5173/],
    ['file:///home/me/index.html', /must start with http:\/\/ or https:\/\//],
    ['not a url', /is not an origin/],
  ])('refuses %s, saying why', (text, says) => {
    expect(() => parseOrigin(text)).toThrow(CorsOriginError);
    expect(() => parseOrigin(text)).toThrow(says);
  });

  it('is a usage error (exit 2) when malformed, and the banner lists the origins allowed', async () => {
    const bad = await runCli(['--port', '0', '--db', ':memory:', '--candidates', '5', '--cors-origin', '*']).exit;
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^sandbox: --cors-origin takes exact origins/);
    const run = runCli(['--port', '0', '--db', ':memory:', '--candidates', '5', '--cors-origin', PAGE, '--cors-origin', 'http://127.0.0.1:8080/']);
    const banner = await run.firstOutput;
    run.child.kill('SIGTERM');
    await run.exit;
    expect(banner).toContain(`  browsers  pages on ${PAGE}, http://127.0.0.1:8080 may call it`);
  });
});
