// generator/compile.mjs reuses a bundle while the files it was built from are unchanged: an edit to
// any of them, or to the settings esbuild reads (tsconfig.json), must build anew, never run stale code.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, projectRoot } from '../support/project.ts';

let project: string;

beforeAll(() => {
  project = copyProject('compile-', { generator: true });
  fs.copyFileSync(path.join(projectRoot, 'tsconfig.json'), path.join(project, 'tsconfig.json'));
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

/** compileEntry of the copy, in its own Node process as run.mjs calls it: the bundle's path. */
function compile(entry = 'generator/cli.ts'): string {
  const script = `const { compileEntry } = await import(${JSON.stringify(pathToFileURL(path.join(project, 'generator/compile.mjs')).href)});
process.stdout.write(await compileEntry(${JSON.stringify(entry)}, 'generate'));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function edit(relative: string, change: (text: string) => string): void {
  const file = path.join(project, relative);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(file, after);
}

describe('compileEntry', () => {
  it('records every file a bundle was built from, and the settings esbuild reads', () => {
    const bundle = compile();
    const record = JSON.parse(fs.readFileSync(path.join(project, '.build/generate.inputs.json'), 'utf8'));
    expect(record.bundle).toBe(path.basename(bundle));
    expect(Object.keys(record.inputs)).toEqual(expect.arrayContaining(['generator/cli.ts', 'generator/generate.ts', 'generator/spec/lint.mjs', 'tsconfig.json', 'package.json']));
    // Relative to the project root even though the process started elsewhere.
    expect(Object.keys(record.inputs).every((input) => !path.isAbsolute(input) && !input.startsWith('..'))).toBe(true);
    expect(compile()).toBe(bundle);
  });

  it('builds anew when an input changes, and again when it changes back', () => {
    const first = compile();
    edit('generator/cli.ts', (text) => text.replace('write nothing; exit 1 listing every stale file', 'write nothing at all; exit 1 listing every stale file'));
    const edited = compile();
    expect(edited).not.toBe(first);
    expect(fs.readFileSync(edited, 'utf8')).toContain('write nothing at all');
    edit('generator/cli.ts', (text) => text.replace('write nothing at all;', 'write nothing;'));
    expect(compile()).toBe(first);
  });

  it('builds anew when tsconfig.json changes (esbuild compiles by its options)', () => {
    const first = compile();
    const record = path.join(project, '.build/generate.inputs.json');
    const recorded = fs.readFileSync(record, 'utf8');
    edit('tsconfig.json', (text) => `${text}\n`);
    compile();
    expect(fs.readFileSync(record, 'utf8')).not.toBe(recorded);
    expect(compile()).toBe(first);
  });

  it('reports a compile error by file and line, and recovers from an input that is gone', () => {
    const module = 'generator/model/names.ts';
    const original = fs.readFileSync(path.join(project, module), 'utf8');
    fs.writeFileSync(path.join(project, module), `${original}\nexport const = ;\n`);
    expect(() => compile()).toThrow(/generator\/cli\.ts does not compile:\ngenerator\/model\/names\.ts:\d+:\d+: Expected identifier/);
    fs.writeFileSync(path.join(project, module), original);
    const bundle = compile();
    // A record naming an input that no longer exists is not trusted.
    const recordFile = path.join(project, '.build/generate.inputs.json');
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
    record.inputs['generator/removed-since.ts'] = '0'.repeat(64);
    fs.writeFileSync(recordFile, JSON.stringify(record));
    expect(compile()).toBe(bundle);
    expect(JSON.parse(fs.readFileSync(recordFile, 'utf8')).inputs).not.toHaveProperty('generator/removed-since.ts');
  });
});
