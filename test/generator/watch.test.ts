// `npm run generate -- --watch`: a save regenerates the output, a broken save is reported with
// file and line and the watcher keeps going, the next good save regenerates again, and so does
// every save that replaces the file (a temporary file renamed over it) instead of rewriting it; an
// editor's swap file is not a save.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-'));
const spec = path.join(dir, 'spec', 'small.yaml');
const out = path.join(dir, 'out');
let watcher: ChildProcess | undefined;
let output = '';

afterAll(() => {
  if (watcher?.pid) {
    try {
      process.kill(-watcher.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Resolves once `matches` appears in the watcher's output after `from`; rejects after `timeoutMs`. */
async function waitFor(matches: RegExp, from: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = matches.exec(output.slice(from));
    if (found) return found[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`watcher printed no ${matches} within ${timeoutMs} ms:\n${output}`);
}

/** Saves `contents` and waits for the watcher's answer: every save made after "Watching" must be seen. */
async function save(contents: string, seen: RegExp, write: (contents: string) => void = (text) => fs.writeFileSync(spec, text)): Promise<string> {
  const from = output.length;
  write(contents);
  return waitFor(seen, from, 20_000);
}

/** How vim, `sed -i` and JetBrains' safe write save: a new file renamed over the old one (a new inode each time). */
function saveByRename(contents: string): void {
  const temporary = path.join(path.dirname(spec), `.small.yaml.${Date.now()}.tmp`);
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, spec);
}

it('regenerates on save, reports a broken spec with its line, and recovers', async () => {
  fs.mkdirSync(path.dirname(spec), { recursive: true });
  const original = fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/small.yaml'), 'utf8');
  fs.writeFileSync(spec, original);
  watcher = spawn(process.execPath, [path.join(projectRoot, 'generator/run.mjs'), '--watch', '--spec', spec, '--out', out], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  watcher.stdout!.on('data', (chunk) => (output += chunk));
  watcher.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(/Watching /, 0, 60_000);
  expect(fs.readFileSync(path.join(out, 'client.ts'), 'utf8')).toContain('List widgets');

  await save(original.replace('summary: List widgets', 'summary: List every widget'), /\d+ written, \d+ unchanged/);
  expect(fs.readFileSync(path.join(out, 'client.ts'), 'utf8')).toContain('List every widget');

  const broken = await save(`${original}\n  bad: [unclosed\n`, /small\.yaml:\d+:\d+[^\n]*/);
  expect(broken).toMatch(/small\.yaml:\d+:\d+ .*\(YAML syntax\)/);
  expect(watcher.exitCode).toBeNull();

  await save(original.replace('summary: List widgets', 'summary: List widgets again'), /\d+ written, \d+ unchanged/);
  expect(fs.readFileSync(path.join(out, 'client.ts'), 'utf8')).toContain('List widgets again');

  // Editors' swap, test and backup files beside the spec are not saves of it: no pass.
  const passes = () => (output.match(/\d+ written, \d+ unchanged/g) ?? []).length;
  const before = passes();
  // (vim also writes a file named 4913 to test that it may write; chokidar itself skips .swp.)
  for (const name of ['.small.yaml.swp', '4913', 'small.yaml.bak']) fs.writeFileSync(path.join(path.dirname(spec), name), 'not a spec');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(passes()).toBe(before);

  // Saves that replace the file rather than rewrite it, several in a row: each one regenerates.
  for (const summary of ['Widgets, renamed once', 'Widgets, renamed twice', 'Widgets, renamed thrice']) {
    await save(original.replace('summary: List widgets', `summary: ${summary}`), /\d+ written, \d+ unchanged/, saveByRename);
    expect(fs.readFileSync(path.join(out, 'client.ts'), 'utf8')).toContain(summary);
  }
}, 180_000);
