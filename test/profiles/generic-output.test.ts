// A document that declares none of the hiring API's conventions gets a generic package: named from
// its title, with no trace of this service anywhere in the output (generator/profiles/).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** Words of this service's profile: none may appear in another document's output. */
const HIRING_WORDS = /hiring|on-behalf-of|onbehalfof|missing_endpoint_permission|not named in the source|module access|HiringApi|applicationFeedback|FeedbackValues/i;

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

describe('generic profile', () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'generic-profile-'));
    fs.rmSync(out, { recursive: true });
    await run(process.execPath, ['generator/cli.ts', '--spec', 'test/fixtures/specs/pet-store.yaml', '--out', out], { cwd: root });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('writes no hiring wording in any file', () => {
    const files = allFiles(out);
    expect(files.length).toBeGreaterThan(10);
    const hits = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(out, file)}:${i + 1}`, line }))
        .filter(({ line }) => HIRING_WORDS.test(line))
        .map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`),
    );
    expect(hits).toEqual([]);
  });

  it('names the client, package and key variable from info.title', () => {
    const index = fs.readFileSync(path.join(out, 'index.ts'), 'utf8');
    expect(index).toContain("export { PetStoreClient } from './client.js';");
    expect(JSON.parse(fs.readFileSync(path.join(out, 'package.json'), 'utf8')).name).toBe('pet-store-client');
    const readme = fs.readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain('process.env.PET_STORE_API_KEY!');
    expect(readme).toContain("baseUrl: 'https://pets.example.org/v1'");
  });

  it('has no envelope, permission or header option in the client', () => {
    const client = fs.readFileSync(path.join(out, 'client.ts'), 'utf8');
    expect(client).not.toContain('envelope: true');
    expect(client).not.toContain('headerOptions');
    expect(client).not.toContain('permissionCode');
    expect(client).not.toMatch(/Required permission/);
    // Versions are not namespaces; the operationId's .yml is not part of a name.
    expect(client).toMatch(/showPetById\(/);
    expect(client).not.toMatch(/class V1Resource|\byml\(/);
  });
});
