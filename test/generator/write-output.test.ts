// The output folder: only files an earlier run wrote (its manifest) are ever removed, and a folder
// holding anything else is refused before a byte is written, so `--out .` cannot wipe a project.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, OutputFolderError, writeOutput } from '../../generator/output/write-output.ts';
import { projectRoot } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-output-'));
  scratch.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const out = (...names: string[]) => names.map((name) => ({ path: name, contents: `${name} v2` }));

describe('writeOutput', () => {
  it('refuses a folder holding files it did not write, and writes or removes nothing there', () => {
    const dir = tempDir({ 'README.md': 'mine', '.git/HEAD': 'ref', 'src/app.ts': 'code' });
    expect(() => writeOutput(dir, out('client.ts', 'README.md'), { check: false })).toThrow(OutputFolderError);
    expect(() => writeOutput(dir, out('client.ts'), { check: false })).toThrow(/holds files this generator did not write \(\.git\/HEAD, README\.md, src\/app\.ts\) and no \.generated-files/);
    expect(read(dir, 'README.md')).toBe('mine');
    expect(fs.existsSync(path.join(dir, 'client.ts'))).toBe(false);
    // Check mode refuses too: it would otherwise list the project's own files as stale.
    expect(() => writeOutput(dir, out('client.ts'), { check: true })).toThrow(OutputFolderError);
  });

  it("without a manifest, overwrites no file even where its name is an output name (a project's own README.md)", () => {
    const dir = tempDir({ 'README.md': 'mine', 'package.json': '{}' });
    expect(() => writeOutput(dir, out('README.md', 'package.json', 'client.ts'), { check: false })).toThrow(/\(README\.md, package\.json\)/);
    expect(read(dir, 'README.md')).toBe('mine');
  });

  it('writes a manifest into a new folder, and keeps listing code written before the docs (--watch) until a full pass', () => {
    const dir = path.join(tempDir(), 'out');
    writeOutput(dir, out('client.ts', 'docs/index.html'), { check: false });
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\ndocs/index.html\n');
    writeOutput(dir, out('client.ts', 'schema.d.ts'), { check: false, prune: false });
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\ndocs/index.html\nschema.d.ts\n');
    expect(writeOutput(dir, out('client.ts', 'schema.d.ts'), { check: false }).removed).toEqual(['docs/index.html']);
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\nschema.d.ts\n');
  });

  it('removes what an earlier run wrote and no longer produces, and nothing else', () => {
    const dir = tempDir({ 'client.ts': 'v1', 'old.ts': 'v1', 'notes.txt': 'mine', [MANIFEST_FILE]: 'client.ts\nold.ts\n../outside.txt\n' });
    const check = writeOutput(dir, out('client.ts'), { check: true });
    expect(check.stale.sort()).toEqual(['.generated-files (differs)', 'client.ts (differs)', 'old.ts (not generated any more)']);
    expect(read(dir, 'old.ts')).toBe('v1');

    const report = writeOutput(dir, out('client.ts'), { check: false });
    expect(report.removed).toEqual(['old.ts']);
    expect(fs.existsSync(path.join(dir, 'old.ts'))).toBe(false);
    expect(read(dir, 'notes.txt')).toBe('mine');
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\n');
  });

  it('leaves the earlier files `leaves` names as they are: listed, not removed, not stale under check', () => {
    const dir = tempDir({ 'client.ts': 'v1', 'docs/index.html': 'page', 'old.ts': 'v1', [MANIFEST_FILE]: 'client.ts\ndocs/gone.md\ndocs/index.html\nold.ts\n' });
    const leaves = (file: string) => file.startsWith('docs/');
    const check = writeOutput(dir, out('client.ts'), { check: true, leaves });
    expect(check.stale.sort()).toEqual(['.generated-files (differs)', 'client.ts (differs)', 'old.ts (not generated any more)']);

    const report = writeOutput(dir, out('client.ts'), { check: false, leaves });
    expect(report.removed).toEqual(['old.ts']);
    expect(read(dir, 'docs/index.html')).toBe('page');
    // A listed file that is no longer there (removed by hand) drops out of the manifest.
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\ndocs/index.html\n');
    expect(writeOutput(dir, out('client.ts'), { check: true, leaves }).stale).toEqual([]);
    // A later run that makes everything owns the page again.
    expect(writeOutput(dir, out('client.ts'), { check: false }).removed).toEqual(['docs/index.html']);
  });

  it('refuses a file given as the output folder', () => {
    const dir = tempDir({ 'a.txt': 'x' });
    expect(() => writeOutput(path.join(dir, 'a.txt'), out('client.ts'), { check: false })).toThrow(/a\.txt is a file; the output must go to a folder/);
  });
});

describe('npm run generate --out', () => {
  const generate = (args: string[], cwd: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [path.join(projectRoot, 'generator/cli.ts'), ...args], { cwd }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code) : 0, stdout, stderr }),
      );
    });

  it('--no-docs makes the code only, and leaves the docs an earlier run wrote as they are', async () => {
    const spec = path.join(projectRoot, 'test/fixtures/specs/small.yaml');
    const dir = tempDir();
    const codeOnly = path.join(dir, 'code-only');
    const first = await generate(['--spec', spec, '--out', codeOnly, '--no-docs'], dir);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/no docs made: --no-docs/);
    expect(fs.existsSync(path.join(codeOnly, 'docs'))).toBe(false);
    expect(read(codeOnly, MANIFEST_FILE)).not.toMatch(/^docs\//m);
    expect(fs.existsSync(path.join(codeOnly, 'client.ts'))).toBe(true);

    const full = path.join(dir, 'full');
    expect((await generate(['--spec', spec, '--out', full], dir)).code).toBe(0);
    const page = read(full, 'docs/index.html');
    expect(page).toContain('<html');
    fs.writeFileSync(path.join(full, 'docs/index.html'), 'edited by hand');
    fs.rmSync(path.join(full, 'client.ts'));
    const check = await generate(['--spec', spec, '--out', full, '--check', '--no-docs'], dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/client\.ts \(missing\)/);
    expect(check.stderr).not.toMatch(/docs\//);

    const again = await generate(['--spec', spec, '--out', full, '--no-docs'], dir);
    expect(again.code).toBe(0);
    expect(fs.existsSync(path.join(full, 'client.ts'))).toBe(true);
    expect(read(full, 'docs/index.html')).toBe('edited by hand');
    expect(read(full, MANIFEST_FILE)).toMatch(/^docs\/index\.html$/m);
    const upToDate = await generate(['--spec', spec, '--out', full, '--check', '--no-docs'], dir);
    expect(upToDate.code).toBe(0);
    expect(upToDate.stdout).toMatch(/is up to date \(\d+ files; docs\/ not checked: --no-docs\)/);
    // Without the flag the page is the run's again: stale until a full run rewrites it.
    const fullCheck = await generate(['--spec', spec, '--out', full, '--check'], dir);
    expect(fullCheck.code).toBe(1);
    expect(fullCheck.stderr).toMatch(/docs\/index\.html \(differs\)/);
    expect((await generate(['--spec', spec, '--out', full], dir)).code).toBe(0);
    expect(read(full, 'docs/index.html')).toBe(page);
  });

  it('refuses an empty path (which would mean the working folder) and a folder of other files', async () => {
    const dir = tempDir({ 'package.json': '{}', 'src/index.ts': 'export {};' });
    const empty = await generate(['--out', ''], dir);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^--out needs a path\./);
    const foreign = await generate(['--out', '.'], dir);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/generate failed: .* holds files this generator did not write \(package\.json, src\/index\.ts\) and no \.generated-files/);
    expect(fs.readdirSync(dir).sort()).toEqual(['package.json', 'src']);
  });
});
