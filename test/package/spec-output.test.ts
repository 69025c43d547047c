// A `generate --spec` output is a package a user can publish from their own folder: generated for
// another document (test/fixtures/specs/pet-store.yaml) by the CLI, copied out bare, installed, packed,
// and the tarball installed into a TypeScript project that type-checks (named results, no argument
// where nothing is required) and calls a loopback server with it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';
import { installConsumers, packBare, type Packed } from './pack.ts';

const run = promisify(execFile);
let workDir: string;
let packed: Packed;
let server: TestServer | undefined;
let baseUrl: string;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-output-'));
  const out = path.join(workDir, 'out');
  await run(process.execPath, ['generator/cli.ts', '--spec', 'test/fixtures/specs/pet-store.yaml', '--out', out], { cwd: projectRoot });
  packed = packBare(out, path.join(workDir, 'pack'));
  installConsumers(packed, path.join(workDir, 'consumers'));
  server = await startTestServer((request, response) => {
    seen.push(request.headers);
    if (request.url === '/v1/health') return void response.writeHead(204).end();
    response.writeHead(request.url === '/v1/pets/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-request-id': 'pets-1' });
    response.end(request.url === '/v1/pets/missing' ? '{"message":"no such pet"}' : '[{"id":1,"name":"Rex"}]');
  });
  baseUrl = server.baseUrl;
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a --spec output packed from a bare copy', () => {
  it('packs its build: code, types and README', () => {
    expect(packed.manifest.name).toBe('pet-store-client');
    expect(packed.files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/server/index.d.ts', 'package/README.md']));
  });

  it('type-checks in a project (nodenext) and calls a server with it', async () => {
    const dir = path.join(workDir, 'consumers', 'app');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, outDir: 'out', types: ['node'], typeRoots: [path.join(projectRoot, 'node_modules/@types')], lib: ['es2023', 'dom'] } }),
    );
    fs.writeFileSync(
      path.join(dir, 'main.ts'),
      `import { NotFoundError, PetStoreClient, type Pet } from 'pet-store-client';
const client = new PetStoreClient({ apiKey: 'pet-key', baseUrl: process.env.BASE_URL! });
const pets: Pet[] = await client.pets.listPets();
const missing = await client.pets.showPetById({ path: { petId: 'missing' } }).catch((error: unknown) => error);
const health: void = await client.health.getHealth();
if (!(missing instanceof NotFoundError)) throw new Error('expected a NotFoundError');
console.log('RESULT ' + JSON.stringify({ pets, missing: [missing.name, missing.url, missing.requestId], health: health ?? null, defaultBaseUrl: new PetStoreClient({ apiKey: 'k' }).toJSON().baseUrl }));
`,
    );
    await run(process.execPath, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: dir }).catch((error: { stdout: string }) => {
      throw new Error(error.stdout);
    });
    const { stdout } = await run(process.execPath, ['out/main.js'], { cwd: dir, env: { ...process.env, BASE_URL: baseUrl } });
    expect(JSON.parse(stdout.split('\n').find((l) => l.startsWith('RESULT '))!.slice(7))).toEqual({
      pets: [{ id: 1, name: 'Rex' }],
      missing: ['NotFoundError', `GET ${baseUrl}/v1/pets/missing`, 'pets-1'],
      health: null,
      defaultBaseUrl: 'https://pets.example.org/v1',
    });
    expect(seen[0]['x-api-key']).toBe('pet-key');
    expect(seen[0]['user-agent']).toBe('pet-store-client/1.2.0');
  }, 180_000);
});
