// The packed client in the setups users build with, each installed from the one tarball packed from
// a bare copy (pack.ts), type-checked as that setup checks it, and calling a running sandbox:
// TypeScript's resolution modes (bundler, node16 and nodenext in ES and CommonJS projects, and
// commonjs without esModuleInterop, whose node10 resolution reads `typesVersions`), a Vite build, a
// webpack build, and ts-node in ES module and CommonJS projects. Next.js, Bun, Deno and workerd,
// which install large binaries, are in test/setups/ (`npm run test:setups`).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { projectRoot } from '../support/project.ts';
import { installConsumers, packedGenerated } from './pack.ts';
import { EXPECTED, asJavaScript, resultOf, scenarioSource } from './scenario.ts';

const run = promisify(execFile);
const bin = (name: string) => path.join(projectRoot, 'node_modules', name);
const RUN_IT = `scenario(process.env.BASE_URL!).then((result) => console.log('RESULT ' + JSON.stringify(result)), (error) => { console.error(error); process.exitCode = 1; });\n`;

let workDir: string;
let consumersDir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-setups-'));
  consumersDir = path.join(workDir, 'consumers');
  installConsumers(packedGenerated(), consumersDir);
  sandbox = await startSandbox({ db: ':memory:', sizes: { candidates: 20, users: 5, jobs: 3, auditEntries: 5 }, log: () => {} });
}, 600_000);

afterAll(async () => {
  await sandbox?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

function project(name: string, type: 'module' | 'commonjs', files: Record<string, string>): string {
  const dir = path.join(consumersDir, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/** tsc's diagnostics for the project (empty when it compiles). */
async function tsc(dir: string, args: string[] = ['-p', '.']): Promise<string> {
  return run(process.execPath, [bin('typescript/bin/tsc'), ...args], { cwd: dir }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
}

async function node(dir: string, args: string[]): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, args, { cwd: dir, env: { ...process.env, BASE_URL: sandbox.url, NODE_OPTIONS: '' } });
  return `${stdout}\n${stderr}`;
}

/** Each subpath's types, so a resolution mode that cannot find one fails to compile. */
const SUBPATH_TYPES = `import type { Handlers } from '@hiring-api/client/server';
import type { OperationName } from '@hiring-api/client/validators';
export const handlers: Handlers<unknown> = {};
export const operation: OperationName = 'candidate.info';
`;

/** A tsconfig for one TypeScript resolution mode; Node's types come from the root project (the server entry needs them). */
function tsconfig(compilerOptions: Record<string, unknown>): string {
  return JSON.stringify({
    compilerOptions: { target: 'es2022', strict: true, exactOptionalPropertyTypes: true, noEmit: true, types: ['node'], typeRoots: [bin('@types')], lib: ['es2023', 'dom'], ...compilerOptions },
    include: ['*.ts'],
  });
}

describe('TypeScript resolution modes type-check the main entry and both subpaths', () => {
  const modes: [name: string, type: 'module' | 'commonjs', options: Record<string, unknown>][] = [
    ['bundler', 'module', { module: 'esnext', moduleResolution: 'bundler' }],
    ['node16-esm', 'module', { module: 'node16' }],
    ['nodenext-esm', 'module', { module: 'nodenext' }],
    ['nodenext-cjs', 'commonjs', { module: 'nodenext' }],
    ['node20-cjs', 'commonjs', { module: 'node20' }],
  ];
  for (const [name, type, options] of modes) {
    it(name, async () => {
      // The package's own declarations are checked once (nodenext, ES module); the other modes check what resolves and the usage.
      const dir = project(`tsc-${name}`, type, { 'main.ts': scenarioSource() + SUBPATH_TYPES, 'tsconfig.json': tsconfig({ skipLibCheck: name !== 'nodenext-esm', ...options }) });
      expect(await tsc(dir)).toBe('');
    }, 120_000);
  }

  it('commonjs without esModuleInterop (node10 resolution, through typesVersions) compiles, and its output runs', async () => {
    const dir = project('tsc-commonjs', 'commonjs', {
      'main.ts': scenarioSource() + SUBPATH_TYPES + RUN_IT,
      'tsconfig.json': tsconfig({ module: 'commonjs', noEmit: false, outDir: 'out', esModuleInterop: false }),
    });
    expect(await tsc(dir)).toBe('');
    expect(fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8')).toContain("require(\"@hiring-api/client\")");
    expect(resultOf(await node(dir, ['out/main.js']))).toEqual(EXPECTED);
  }, 120_000);

  it('node16 in a CommonJS project: a static import is TS1479 (node16 models Node 16, which cannot require() an ES module), import() works', async () => {
    const dir = project('tsc-node16-cjs', 'commonjs', {
      'static.ts': "import { HiringApiClient } from '@hiring-api/client';\nexport const made = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://hiring.example.com' });\n",
      'dynamic.ts': "export async function make() {\n  const { HiringApiClient } = await import('@hiring-api/client');\n  return new HiringApiClient({ apiKey: 'k', baseUrl: 'https://hiring.example.com' });\n}\n",
      'tsconfig.json': tsconfig({ module: 'node16' }),
    });
    const errors = await tsc(dir);
    expect(errors).toMatch(/^static\.ts\(1,33\): error TS1479: /m);
    expect(errors.trim().split('\n').filter((line) => /error TS/.test(line))).toHaveLength(1);
  }, 120_000);
});

describe('bundlers and runners call the sandbox', () => {
  it('Vite builds it (an SSR bundle with the package inlined) and the bundle runs', async () => {
    const dir = project('vite', 'module', { 'main.js': asJavaScript(scenarioSource()) + RUN_IT.replace('!', '') });
    const { build } = await import(pathToFileURL(bin('vite/dist/node/index.js')).href);
    await build({ root: dir, logLevel: 'silent', configFile: false, build: { ssr: 'main.js', outDir: 'dist', minify: true }, ssr: { noExternal: true } });
    const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(bundle).not.toContain("from '@hiring-api/client'");
    expect(resultOf(await node(dir, ['dist/main.js']))).toEqual(EXPECTED);
  }, 120_000);

  it('webpack builds it for Node and the bundle runs', async () => {
    const dir = project('webpack', 'module', { 'main.js': asJavaScript(scenarioSource()) + RUN_IT.replace('!', '') });
    const { default: webpack } = await import(pathToFileURL(bin('webpack/lib/index.js')).href);
    const stats = await new Promise<{ hasErrors(): boolean; toString(o: unknown): string }>((resolve, reject) =>
      webpack(
        { context: dir, entry: './main.js', target: 'node', mode: 'production', output: { path: path.join(dir, 'dist'), filename: 'bundle.cjs' }, resolve: { modules: [path.join(consumersDir, 'node_modules'), 'node_modules'] } },
        (error: Error | null, result: { hasErrors(): boolean; toString(o: unknown): string }) => (error ? reject(error) : resolve(result)),
      ),
    );
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(resultOf(await node(dir, ['dist/bundle.cjs']))).toEqual(EXPECTED);
  }, 180_000);

  it('ts-node type-checks and runs it in an ES module project', async () => {
    const dir = project('ts-node-esm', 'module', { 'main.ts': scenarioSource() + RUN_IT, 'tsconfig.json': tsconfig({ module: 'nodenext', noEmit: false }) });
    const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(bin('ts-node/esm.mjs')).href)}, ${JSON.stringify(pathToFileURL(`${dir}/`).href)});`;
    expect(resultOf(await node(dir, ['--import', register, 'main.ts']))).toEqual(EXPECTED);
  }, 180_000);

  it('ts-node type-checks and runs it in a CommonJS project', async () => {
    const dir = project('ts-node-cjs', 'commonjs', { 'main.ts': scenarioSource() + RUN_IT, 'tsconfig.json': tsconfig({ module: 'commonjs', noEmit: false }) });
    expect(resultOf(await node(dir, [bin('ts-node/dist/bin.js'), 'main.ts']))).toEqual(EXPECTED);
  }, 180_000);
});
