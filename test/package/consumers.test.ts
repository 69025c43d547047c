// The packed client (packed from a bare copy, test/package/pack.ts) in the projects users have: installed from its tarball into throwaway
// consumer projects (ESM + node, CommonJS + require, CommonJS + tsx, Jest with Babel, a minified
// esbuild bundle run in Node, a minified browser bundle in headless Chromium). Each calls a local
// server on loopback, gets a result, and catches the server's 401 by class and by `name`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';
import { installConsumers, packedGenerated, type Packed } from './pack.ts';

const run = promisify(execFile);
const CHROMIUM = '/usr/bin/chromium';
const browserMissing = !fs.existsSync(CHROMIUM);
// CI (`.ci/run`) sets REQUIRE_BROWSER=1: there a missing browser fails instead of skipping.
const browserRequired = process.env.REQUIRE_BROWSER === '1';
const bin = (name: string) => path.join(projectRoot, 'node_modules', name);
const CANDIDATE_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const API_KEY = 'sk_test_consumer_key_0001';

/**
 * What every consumer runs, as plain JavaScript after its own import lines: a call that succeeds,
 * one the server refuses with 401, and (where `validators` is imported) one the validators stop.
 */
function scenario(report: string): string {
  return `
async function main(baseUrl) {
  const client = new HiringApiClient({ apiKey: ${JSON.stringify(API_KEY)}, baseUrl, maxRetries: 0 });
  const key = await client.apiKey.info({});
  let refused;
  try {
    await client.candidate.info({ candidateId: ${JSON.stringify(CANDIDATE_ID)} });
  } catch (error) {
    refused = error;
  }
  let invalid = null;
  if (typeof validators !== 'undefined') {
    const strict = new HiringApiClient({ apiKey: ${JSON.stringify(API_KEY)}, baseUrl, validateRequests: true, validators });
    try {
      await strict.candidate.info({ candidateId: 'not-a-uuid' });
    } catch (error) {
      invalid = { byClass: error instanceof ValidationError, name: error.name, path: error.errors[0].path };
    }
  }
  return {
    title: key.title,
    byClass: refused instanceof AuthenticationError && refused instanceof HiringApiError,
    name: refused.name,
    status: refused.status,
    message: refused.message,
    invalid,
  };
}
${report}
`;
}

const NODE_REPORT = `main(process.env.BASE_URL).then((result) => console.log('RESULT ' + JSON.stringify(result)), (error) => { console.error(error); process.exitCode = 1; });`;
const ESM_IMPORTS = `import { HiringApiClient, HiringApiError, AuthenticationError, ValidationError } from '@hiring-api/client';\nimport * as validators from '@hiring-api/client/validators';\n`;
const CJS_REQUIRES = `const { HiringApiClient, HiringApiError, AuthenticationError, ValidationError } = require('@hiring-api/client');\nconst validators = require('@hiring-api/client/validators');\n`;

interface ConsumerResult {
  title: string;
  byClass: boolean;
  name: string;
  status: number;
  message: string;
  invalid: { byClass: boolean; name: string; path: string } | null;
}

let workDir: string;
let packed: Packed;
let consumersDir: string;
let server: TestServer | undefined;
let baseUrl: string;
let browserBundle = '';

function project(name: string, type: 'module' | 'commonjs', files: Record<string, string>): string {
  const dir = path.join(consumersDir, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

async function node(dir: string, args: string[]): Promise<ConsumerResult> {
  const { stdout } = await run(process.execPath, args, { cwd: dir, env: { ...process.env, BASE_URL: baseUrl, NODE_OPTIONS: '' } });
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`no RESULT line in:\n${stdout}`);
  return JSON.parse(line.slice('RESULT '.length));
}

function expectWorked(result: ConsumerResult, validated = true): void {
  expect(result.title).toBe('Consumer key');
  expect(result.byClass).toBe(true);
  expect(result.name).toBe('AuthenticationError');
  expect(result.status).toBe(401);
  expect(result.message).toMatch(/^candidate\.info: HTTP 401 Unauthorized from POST http:\/\/127\.0\.0\.1:\d+\/candidate\.info: The API key is not valid\. \(1 attempt in \d+\.\d s\)$/);
  expect(result.message).not.toContain(API_KEY);
  if (validated) expect(result.invalid).toEqual({ byClass: true, name: 'ValidationError', path: '$.candidateId' });
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-consumers-'));
  packed = packedGenerated();
  consumersDir = path.join(workDir, 'consumers');
  installConsumers(packed, consumersDir);
  server = await startTestServer(
    readingBody((request, response) => {
      const send = (status: number, type: string, body: string) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      if (request.url === '/') return send(200, 'text/html', '<!doctype html><title>consumer</title><script src="/bundle.js"></script>');
      if (request.url === '/bundle.js') return send(200, 'text/javascript', browserBundle);
      if (request.url === '/apiKey.info') {
        return send(200, 'application/json', JSON.stringify({ success: true, results: { title: 'Consumer key', createdAt: '2026-01-01T00:00:00.000Z', scopes: [] } }));
      }
      return send(401, 'application/json', JSON.stringify({ success: false, errors: [{ message: 'The API key is not valid.' }] }));
    }),
  );
  baseUrl = server.baseUrl;
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the packed client', () => {
  it('holds what a client user needs: code, types, README and changelog, not the reference docs or sources', () => {
    expect(packed.files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/validators.js', 'package/dist/schema.d.ts', 'package/dist/server/index.js', 'package/dist/server/index.d.ts', 'package/README.md', 'package/CHANGELOG.md']));
    expect(packed.files.filter((f) => !f.startsWith('package/dist/') && !['package/package.json', 'package/README.md', 'package/CHANGELOG.md'].includes(f))).toEqual([]);
    expect(packed.files.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
  });

  it('ESM project, plain node', async () => {
    const dir = project('esm-node', 'module', { 'main.js': ESM_IMPORTS + scenario(NODE_REPORT) });
    expectWorked(await node(dir, ['main.js']));
  });

  it('ESM project serving the API with the /server entry point (a reply with a header of its own), called by the client', async () => {
    const dir = project('esm-server', 'module', {
      'main.js': `import http from 'node:http';
import { HiringApiClient } from '@hiring-api/client';
import { createRequestListener, OperationError, reply } from '@hiring-api/client/server';
const listener = createRequestListener({
  authenticate(apiKey) {
    if (apiKey !== 'served-key') throw new OperationError('The API key is not valid.');
    return { apiKey };
  },
  handlers: { 'apiKey.info': () => reply(200, { results: { title: 'Served key', createdAt: '2026-01-01T00:00:00.000Z', scopes: [] } }, { 'x-served-by': 'esm-server' }) },
});
const server = http.createServer(listener).listen(0, '127.0.0.1', async () => {
  const baseUrl = 'http://127.0.0.1:' + server.address().port;
  const { data: key, response } = await new HiringApiClient({ apiKey: 'served-key', baseUrl, maxRetries: 0 }).apiKey.info({}).withResponse();
  const refused = await new HiringApiClient({ apiKey: 'other-key', baseUrl, maxRetries: 0 }).apiKey.info({}).catch((error) => error);
  const unserved = await new HiringApiClient({ apiKey: 'served-key', baseUrl, maxRetries: 0 }).candidate.list({}).catch((error) => error);
  console.log('RESULT ' + JSON.stringify({ title: key.title, servedBy: response.headers.get('x-served-by'), refused: [refused.name, refused.status], unserved: [unserved.name, unserved.status, unserved.message.includes('candidate.list is not implemented by this server.')] }));
  server.close();
});
`,
    });
    const { stdout } = await run(process.execPath, ['main.js'], { cwd: dir });
    const result = JSON.parse(stdout.split('\n').find((l) => l.startsWith('RESULT '))!.slice('RESULT '.length));
    expect(result).toEqual({ title: 'Served key', servedBy: 'esm-server', refused: ['PermissionDeniedError', 403], unserved: ['InternalServerError', 501, true] });
  });

  it('CommonJS project, require()', async () => {
    const dir = project('cjs-require', 'commonjs', { 'main.js': CJS_REQUIRES + scenario(NODE_REPORT) });
    expectWorked(await node(dir, ['main.js']));
  });

  it('CommonJS project, a .ts script run by tsx', async () => {
    const dir = project('cjs-tsx', 'commonjs', { 'main.ts': ESM_IMPORTS + scenario(NODE_REPORT).replace('async function main(baseUrl)', 'async function main(baseUrl: any): Promise<any>').replace(/catch \(error\)/g, 'catch (error: any)') });
    expectWorked(await node(dir, [bin('tsx/dist/cli.mjs'), 'main.ts']));
  });

  it('CommonJS project type-checked by tsc with module nodenext', async () => {
    const dir = project('cjs-tsc', 'commonjs', {
      'main.ts': `import { HiringApiClient, AuthenticationError, type CandidateInfoParams } from '@hiring-api/client';\nimport * as validators from '@hiring-api/client/validators';\nconst params: CandidateInfoParams = { candidateId: '${CANDIDATE_ID}' };\nexport async function check(baseUrl: string): Promise<string | undefined> {\n  const client = new HiringApiClient({ apiKey: 'k', baseUrl, validators, timeoutMs: undefined });\n  try {\n    const candidate = await client.candidate.info(params);\n    return candidate.id;\n  } catch (error) {\n    if (error instanceof AuthenticationError) return error.name;\n    throw error;\n  }\n}\n`,
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, exactOptionalPropertyTypes: true, noEmit: true, types: [], lib: ['es2023', 'dom'] } }),
    });
    const tsc = await run(process.execPath, [bin('typescript/bin/tsc'), '-p', '.'], { cwd: dir }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(tsc).toBe('');
  }, 180_000);

  it('Jest (CommonJS, babel-jest), with the package transformed as Jest documents for ESM packages', async () => {
    const dir = project('jest', 'commonjs', {
      'client.test.js': `${CJS_REQUIRES}${scenario('')}\ntest('calls the server and catches its 401', async () => {\n  const result = await main(process.env.BASE_URL);\n  console.log('RESULT ' + JSON.stringify(result));\n  expect(result.byClass).toBe(true);\n});\n`,
      'jest.config.cjs': `module.exports = ${JSON.stringify({
        testEnvironment: 'node',
        watchman: false,
        cacheDirectory: path.join(workDir, 'jest-cache'),
        transform: { '\\.[cm]?js$': [bin('babel-jest'), { babelrc: false, configFile: false, plugins: [bin('@babel/plugin-transform-modules-commonjs')] }] },
        transformIgnorePatterns: ['/node_modules/(?!@hiring-api/client/)'],
      })};\n`,
    });
    const { stdout, stderr } = await run(process.execPath, [bin('jest/bin/jest.js'), '--ci', '--useStderr'], { cwd: dir, env: { ...process.env, BASE_URL: baseUrl } });
    expect(stderr).toMatch(/Tests:\s+1 passed, 1 total/);
    const line = `${stdout}\n${stderr}`.split('\n').map((l) => l.trim()).find((l) => l.startsWith('RESULT '));
    expectWorked(JSON.parse(line!.slice('RESULT '.length)));
  }, 300_000);

  it('a minified esbuild bundle for Node keeps the error names', async () => {
    const dir = project('esbuild-node', 'module', { 'main.js': ESM_IMPORTS + scenario(NODE_REPORT) });
    await esbuild.build({ entryPoints: [path.join(dir, 'main.js')], outfile: path.join(dir, 'bundle.mjs'), bundle: true, minify: true, platform: 'node', format: 'esm', logLevel: 'silent' });
    expect(fs.readFileSync(path.join(dir, 'bundle.mjs'), 'utf8')).not.toContain('class AuthenticationError');
    expectWorked(await node(dir, ['bundle.mjs']));
  });

  it('HiringApiClient alone bundles (minified, esbuild) to at most 14.5 kB gzip: no validators', async () => {
    const dir = project('esbuild-size', 'module', { 'main.js': `import { HiringApiClient } from '@hiring-api/client';\nexport const client = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://hiring.example.com' });\n` });
    const result = await esbuild.build({ entryPoints: [path.join(dir, 'main.js')], bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' });
    const code = result.outputFiles[0].contents;
    expect(zlib.gzipSync(code).length).toBeLessThanOrEqual(14_500);
    expect(Buffer.from(code).toString('utf8')).not.toContain('fullFormats');
  });

  it.skipIf(browserMissing && !browserRequired)(`a minified browser bundle in headless Chromium${browserMissing ? ' (skipped: chromium not installed)' : ''}`, async () => {
    const dir = project('browser', 'module', { 'main.js': ESM_IMPORTS + scenario(`main(location.origin).then((r) => { window.__result = r; }, (e) => { window.__result = { failed: String(e && e.stack || e) }; });`) });
    const built = await esbuild.build({ entryPoints: [path.join(dir, 'main.js')], bundle: true, minify: true, platform: 'browser', format: 'iife', write: false, logLevel: 'silent' });
    browserBundle = built.outputFiles[0].text;
    const userDataDir = fs.mkdtempSync(path.join(workDir, 'chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/`);
      await page.waitForFunction(() => (window as unknown as { __result?: unknown }).__result !== undefined, undefined, { timeout: 30_000 });
      const result = await page.evaluate(() => (window as unknown as { __result: ConsumerResult & { failed?: string } }).__result);
      expect(result.failed).toBeUndefined();
      expectWorked(result);
    } finally {
      await context.close();
    }
  });
});
