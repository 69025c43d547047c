// The packed client in the setups whose tools are large binaries from the npm registry (`npm run
// test:setups`, not part of `npm test`): Bun, Deno, workerd (the Cloudflare Workers runtime) and a
// Next.js app (a route handler, a server component and an edge route). The tools are the exact
// versions of tools/package-lock.json, installed once without install scripts (each ships its binary
// as an optional dependency) under node_modules/.cache; the package goes in beside them from the
// tarball packed from a bare copy (test/package/pack.ts). Every setup type-checks the scenario where
// it checks types (Deno, Next.js) and calls a running sandbox.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { projectRoot } from '../support/project.ts';
import { packedGenerated } from '../package/pack.ts';
import { EXPECTED, asJavaScript, resultOf, scenarioSource } from '../package/scenario.ts';

const run = promisify(execFile);
const TOOLS_SOURCE = path.join(projectRoot, 'test/setups/tools');
const TOOLS = path.join(projectRoot, 'node_modules/.cache/hiring-api-toolchain/setup-tools');
const tool = (...parts: string[]) => path.join(TOOLS, 'node_modules', ...parts);
const BUN = tool('@oven/bun-linux-x64/bin/bun');
const DENO = tool('@deno/linux-x64-glibc/deno');
const WORKERD = tool('@cloudflare/workerd-linux-64/bin/workerd');

let sandbox: RunningSandbox;
const children: ChildProcess[] = [];
const scratch: string[] = [];

/** Installs the pinned tools once per lockfile (a marker holds its hash), then the packed client beside them. */
function installTools(): void {
  const lock = fs.readFileSync(path.join(TOOLS_SOURCE, 'package-lock.json'));
  const marker = path.join(TOOLS, '.installed');
  const hash = crypto.createHash('sha256').update(lock).digest('hex');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== hash) {
    fs.rmSync(TOOLS, { recursive: true, force: true });
    fs.mkdirSync(TOOLS, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(TOOLS_SOURCE, file), path.join(TOOLS, file));
    execFileSync('npm', ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: TOOLS, stdio: ['ignore', 'pipe', 'pipe'] });
    fs.writeFileSync(marker, hash);
  }
  const target = tool('@hiring-api/client');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', packedGenerated().tarball, '-C', target, '--strip-components=1']);
}

function project(name: string, files: Record<string, string>): string {
  const dir = path.join(TOOLS, 'projects', name);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a server process and waits until `url` answers (a minute at most, as a safety net). */
async function serve(command: string, args: string[], cwd: string, url: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before answering:\n${output}`))));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await Promise.race([fetch(url).then(() => true, () => false), exited]);
    if (answered) return child;
    if (Date.now() > deadline) throw new Error(`${command} did not answer ${url} within a minute:\n${output}`);
    // Not yet listening: ask again shortly (the deadline above is only a safety net).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const RUN_IT = `scenario(process.env.BASE_URL!).then((result) => console.log('RESULT ' + JSON.stringify(result)), (error) => { console.error(error); process.exitCode = 1; });\n`;

beforeAll(async () => {
  installTools();
  sandbox = await startSandbox({ db: ':memory:', sizes: { candidates: 20, users: 5, jobs: 3, auditEntries: 5 }, log: () => {} });
}, 900_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill();
  await sandbox?.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe('runtimes', () => {
  it('Bun runs the TypeScript scenario against the sandbox', async () => {
    const dir = project('bun', { 'main.ts': scenarioSource() + RUN_IT, 'package.json': '{ "type": "module" }' });
    const { stdout } = await run(BUN, ['main.ts'], { cwd: dir, env: { ...process.env, BASE_URL: sandbox.url } });
    expect(resultOf(stdout)).toEqual(EXPECTED);
  }, 120_000);

  it('Deno type-checks the scenario (deno check) and runs it against the sandbox', async () => {
    const denoRun = RUN_IT.replace('process.env.BASE_URL!', "Deno.env.get('BASE_URL')!").replace('process.exitCode = 1', 'Deno.exitCode = 1');
    // Deno strips types only outside node_modules: the project sits in a temporary folder, its node_modules linked to the tools'.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deno-setup-'));
    scratch.push(dir);
    fs.writeFileSync(path.join(dir, 'main.ts'), scenarioSource() + denoRun);
    fs.writeFileSync(path.join(dir, 'deno.json'), JSON.stringify({ nodeModulesDir: 'manual' }));
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    fs.symlinkSync(tool(), path.join(dir, 'node_modules'), 'dir');
    const env = { ...process.env, BASE_URL: sandbox.url, DENO_DIR: path.join(TOOLS, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
    await run(DENO, ['check', 'main.ts'], { cwd: dir, env });
    const { stdout } = await run(DENO, ['run', '--allow-net=127.0.0.1', '--allow-env', '--allow-read', 'main.ts'], { cwd: dir, env });
    expect(resultOf(stdout)).toEqual(EXPECTED);
  }, 180_000);

  it('workerd serves a Worker bundled with the client, which calls the sandbox', async () => {
    const port = await freePort();
    const worker = `${asJavaScript(scenarioSource())}
export default {
  async fetch(request, env) {
    try {
      return Response.json(await scenario(env.BASE_URL));
    } catch (error) {
      return new Response(String(error && error.stack || error), { status: 500 });
    }
  },
};
`;
    const dir = project('workerd', {
      'worker.js': worker,
      'config.capnp': `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker), (name = "loopback", network = (allow = ["local", "private"])) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "worker", esModule = embed "bundle.js") ],
  compatibilityDate = "2025-09-01",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [ (name = "BASE_URL", text = "${sandbox.url}") ],
  globalOutbound = "loopback",
);
`,
    });
    // workerd runs one ES module: the Worker is bundled for the browser-like platform Workers are.
    await esbuild.build({ entryPoints: [path.join(dir, 'worker.js')], outfile: path.join(dir, 'bundle.js'), bundle: true, format: 'esm', platform: 'browser', conditions: ['workerd', 'worker', 'browser'], logLevel: 'silent' });
    await serve(WORKERD, ['serve', 'config.capnp'], dir, `http://127.0.0.1:${port}/`);
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    expect(JSON.parse(text)).toEqual(EXPECTED);
  }, 180_000);
});

describe('Next.js', () => {
  it('a route handler, a server component and an edge route call the sandbox, after next build type-checks them', async () => {
    const port = await freePort();
    const scenario = scenarioSource().replace('async function scenario', 'export async function scenario');
    const dir = project('next', {
      'package.json': JSON.stringify({ name: 'next-setup', private: true, type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { target: 'es2022', lib: ['dom', 'es2023'], module: 'esnext', moduleResolution: 'bundler', jsx: 'preserve', strict: true, noEmit: true, skipLibCheck: true, isolatedModules: true, esModuleInterop: true, incremental: false, plugins: [{ name: 'next' }] },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      }),
      'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(TOOLS)} } };\n`,
      'lib/scenario.ts': scenario,
      'app/layout.tsx': 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html><body>{children}</body></html>;\n}\n',
      'app/page.tsx': "import { scenario } from '../lib/scenario';\nexport const dynamic = 'force-dynamic';\nexport default async function Page() {\n  const result = await scenario(process.env.BASE_URL!);\n  return <pre id=\"result\">{'RESULT ' + JSON.stringify(result)}</pre>;\n}\n",
      'app/api/scenario/route.ts': "import { scenario } from '../../../lib/scenario';\nexport const dynamic = 'force-dynamic';\nexport async function GET() {\n  return Response.json(await scenario(process.env.BASE_URL!));\n}\n",
      'app/edge/route.ts': "import { scenario } from '../../lib/scenario';\nexport const runtime = 'edge';\nexport const dynamic = 'force-dynamic';\nexport async function GET() {\n  return Response.json(await scenario(process.env.BASE_URL!));\n}\n",
    });
    const env = { BASE_URL: sandbox.url, NEXT_TELEMETRY_DISABLED: '1' };
    const next = tool('next/dist/bin/next');
    await run(process.execPath, [next, 'build'], { cwd: dir, env: { ...process.env, ...env } }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`next build failed:\n${error.stdout}\n${error.stderr}`);
    });
    await serve(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], dir, `http://127.0.0.1:${port}/api/scenario`, env);
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/api/scenario`)).json()).toEqual(EXPECTED);
    expect(await (await fetch(`${base}/edge`)).json()).toEqual(EXPECTED);
    const page = (await (await fetch(`${base}/`)).text()).replace(/&quot;/g, '"').replace(/<!-- -->/g, '');
    expect(resultOf(page.replace(/<[^>]+>/g, '\n'))).toEqual(EXPECTED);
  }, 600_000);
});
