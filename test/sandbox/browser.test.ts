// The packed client (npm pack, installed as a user's project gets it, bundled with esbuild as a web
// app would be) drives the sandbox from a page in headless Chromium: a page on an origin given with
// --cors-origin creates, reads, pages, acts on behalf of a user and reads refusals; a page on
// another origin is refused, and the sandbox tells the person running it which flag allows it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installConsumers, packedGenerated } from '../package/pack.ts';
import { startTestSandbox, type TestSandbox } from './support.ts';

const CHROMIUM = '/usr/bin/chromium';
const browserMissing = !fs.existsSync(CHROMIUM);
// CI (`.ci/run`) sets REQUIRE_BROWSER=1: there a missing browser fails instead of skipping.
const browserRequired = process.env.REQUIRE_BROWSER === '1';

/** The web app: what a page calls to try the sandbox, reporting what it saw (or the error it got). */
const APP = `
import { HiringApiClient, PermissionDeniedError } from '@hiring-api/client';

window.tryTheSandbox = async (baseUrl) => {
  try {
    const client = new HiringApiClient({ apiKey: 'sandbox-admin', baseUrl, maxRetries: 0 });
    const created = await client.candidate.create({ name: 'Browser Example', email: 'browser.example@example.com' });
    const read = await client.candidate.info({ candidateId: created.id });
    let listed = 0;
    for await (const _candidate of client.candidate.list({ limit: 40 })) if (++listed === 100) break;
    const users = await client.user.list({ limit: 50 });
    const user = users.results.find((u) => u.isEnabled);
    const note = await client.candidate.createNote({ candidateId: created.id, note: 'Written from a web page.' }, { onBehalfOf: user.id });
    const refused = await new HiringApiClient({ apiKey: 'sandbox-read-only', baseUrl, maxRetries: 0 })
      .candidate.create({ name: 'x', email: 'x@example.com' })
      .then(() => null, (e) => ({ byClass: e instanceof PermissionDeniedError, status: e.status, code: e.code }));
    return { created, read, listed, noteAuthor: note.author.id === user.id, refused };
  } catch (error) {
    return { failed: { name: error.name, message: String(error.message) } };
  }
};
window.ready = true;
`;

describe.skipIf(browserMissing && !browserRequired)(`the packed client in a browser against the sandbox${browserMissing ? ' (skipped: chromium not installed)' : ''}`, () => {
  let workDir: string;
  let t: TestSandbox;
  let context: BrowserContext;
  const pages: http.Server[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    if (browserMissing) throw new Error('chromium not installed (apt-get install -y chromium); REQUIRE_BROWSER=1 makes a missing browser a failure.');
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-browser-'));
    const consumersDir = path.join(workDir, 'consumers');
    installConsumers(packedGenerated(), consumersDir);
    const appDir = path.join(consumersDir, 'web-app');
    fs.mkdirSync(appDir);
    fs.writeFileSync(path.join(appDir, 'main.js'), APP);
    const bundle = (await esbuild.build({ entryPoints: [path.join(appDir, 'main.js')], bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' })).outputFiles[0].text;
    // Two web servers serving the same app: one on the allowed origin, one on another.
    for (let i = 0; i < 2; i++) {
      const server = http.createServer((request, response) => {
        if (request.url === '/app.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>web app</title><script type="module" src="/app.js"></script>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      pages.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    t = await startTestSandbox({ sizes: { candidates: 150, users: 10, jobs: 4, auditEntries: 5 }, corsOrigins: [origins[0]] });
    context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(workDir, 'chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 600_000);

  afterAll(async () => {
    await context?.close();
    await t?.sandbox.close();
    for (const server of pages) await new Promise<void>((resolve) => server.close(() => resolve()));
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function tryFrom(origin: string): Promise<any> {
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      return await page.evaluate((url) => (window as unknown as { tryTheSandbox(url: string): Promise<unknown> }).tryTheSandbox(url), t.sandbox.url);
    } finally {
      await page.close();
    }
  }

  it('works from a page on an allowed origin: create, read, page, act on behalf of a user, read a refusal', async () => {
    const result = await tryFrom(origins[0]);
    expect(result.failed).toBeUndefined();
    expect(result.created.name).toBe('Browser Example');
    expect(result.read).toEqual(result.created);
    expect(result.listed).toBe(100);
    expect(result.noteAuthor).toBe(true);
    expect(result.refused).toEqual({ byClass: true, status: 403, code: 'missing_endpoint_permission' });
    expect(t.notices).toEqual([]);
  });

  it('is refused from a page on another origin, and the sandbox says which flag would allow it', async () => {
    const result = await tryFrom(origins[1]);
    // The browser hides the refusal from the page: the client sees a failed connection.
    expect(result.failed?.name).toBe('ConnectionError');
    expect(t.notices).toEqual([
      `sandbox: refused a browser request from "${origins[1]}": the sandbox does not allow browser requests from "${origins[1]}" (it allows ${origins[0]}): start it with --cors-origin ${origins[1]} to allow that page.`,
    ]);
    expect(t.violations).toEqual([]);
  });
});
