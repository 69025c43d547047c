// The output folder: only files an earlier run wrote (its manifest) are ever removed, and a folder
// holding anything else is refused before a byte is written, so `--out .` cannot wipe a project.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, OutputFolderError, writeOutput } from '../../generator/output/write-output.ts';
import { generate as generateFiles } from '../../generator/generate.ts';
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

  it('writes a manifest into a new folder, and the next pass lists and keeps only what it produced', () => {
    const dir = path.join(tempDir(), 'out');
    writeOutput(dir, out('client.ts', 'docs/index.html'), { check: false });
    expect(read(dir, MANIFEST_FILE)).toBe('client.ts\ndocs/index.html\n');
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

  const smallSpec = path.join(projectRoot, 'test/fixtures/specs/small.yaml');

  it('--no-docs into a new folder makes the code and no docs', async () => {
    const dir = tempDir();
    const out = path.join(dir, 'out');
    const run = await generate(['--spec', smallSpec, '--out', out, '--no-docs'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/no docs made: --no-docs/);
    expect(fs.existsSync(path.join(out, 'docs'))).toBe(false);
    expect(read(out, MANIFEST_FILE)).not.toMatch(/^docs\//m);
    expect(fs.existsSync(path.join(out, 'client.ts'))).toBe(true);
  });

  /** A folder as a run with the docs leaves it (the code, and a page the manifest lists), client.ts since removed. */
  async function afterAnEarlierRun(): Promise<{ dir: string; out: string }> {
    const dir = tempDir();
    const out = path.join(dir, 'out');
    await generateFiles({ projectRoot, specPath: smallSpec, outDir: out, docs: false });
    fs.mkdirSync(path.join(out, 'docs'));
    fs.writeFileSync(path.join(out, 'docs/index.html'), 'an earlier page');
    fs.appendFileSync(path.join(out, MANIFEST_FILE), 'docs/index.html\n');
    fs.rmSync(path.join(out, 'client.ts'));
    return { dir, out };
  }

  it('--check --no-docs reports the stale code and does not look at the docs', async () => {
    const { dir, out } = await afterAnEarlierRun();
    const check = await generate(['--spec', smallSpec, '--out', out, '--check', '--no-docs'], dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/client\.ts \(missing\)/);
    expect(check.stderr).not.toMatch(/docs\//);
    // The command it suggests regenerates these outputs: the same document, folder and options.
    expect(check.stderr).toContain(`is stale; run \`npm run generate -- --spec ${smallSpec} --out ${out} --no-docs\`:`);
  });

  it('--check suggests a command that bash runs with the same arguments, whatever the paths and name hold', async () => {
    // Quotes, `$`, backquotes, globs, braces, `~`, `!`, `#`, a backslash, a tab and a newline.
    const hostile = `it's "q" $HOME \`id\` $(id) ;&|<>*?[x]{a,b} ~!#\\ \t\n end`;
    const dir = tempDir();
    const spec = path.join(dir, `spec ${hostile}.yaml`);
    fs.copyFileSync(smallSpec, spec);
    const out = path.join(dir, `out ${hostile}`);
    const name = "Acme's $Billing";
    await generateFiles({ projectRoot, specPath: spec, outDir: out, name, docs: false });
    fs.rmSync(path.join(out, 'client.ts'));
    const check = await generate(['--check', '--spec', spec, '--out', out, '--name', name, '--no-docs'], dir);
    expect(check.code).toBe(1);
    const suggested = check.stderr.match(/ is stale; run `([\s\S]*)`:\n/)?.[1];
    expect(suggested, check.stderr).toBeDefined();
    // The command pasted into bash, with `npm` standing for a command that prints its arguments.
    const argv = execFileSync('bash', ['-c', `npm() { printf '%s\\0' "$@"; }\n${suggested}`], { encoding: 'utf8' }).split('\0').slice(0, -1);
    expect(argv).toEqual(['run', 'generate', '--', '--spec', spec, '--out', out, '--name', name, '--no-docs']);
  });

  it('--no-docs writes the code and leaves the docs an earlier run wrote as they are', async () => {
    const { dir, out } = await afterAnEarlierRun();
    expect((await generate(['--spec', smallSpec, '--out', out, '--no-docs'], dir)).code).toBe(0);
    expect(fs.existsSync(path.join(out, 'client.ts'))).toBe(true);
    expect(read(out, 'docs/index.html')).toBe('an earlier page');
    expect(read(out, MANIFEST_FILE)).toMatch(/^docs\/index\.html$/m);
    const upToDate = await generate(['--spec', smallSpec, '--out', out, '--check', '--no-docs'], dir);
    expect(upToDate.code).toBe(0);
    expect(upToDate.stdout).toMatch(/is up to date \(\d+ files; docs\/ not checked: --no-docs\)/);
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
