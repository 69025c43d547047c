// `npm run generate -- --watch`: a save regenerates the output, a broken save is reported with
// file and line and the watcher keeps going, the next good save regenerates again, and so does
// every save that replaces the file (a temporary file renamed over it) instead of rewriting it; an
// editor's swap file is not a save. On the project's own spec, a save of redocly.yaml lints again
// (and names a misspelt setting), a save of a template renders again, and a save of the lint plugin
// lints with the plugin as saved. A pass whose emitter fails writes nothing, and the next good pass writes again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyProject, projectRoot } from '../support/project.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-'));
const spec = path.join(dir, 'spec', 'small.yaml');
const out = path.join(dir, 'out');
let watcher: ChildProcess | undefined;
let output = '';
const cleanUp: (() => void)[] = [];

afterAll(() => {
  // Last in, first out: a watcher stops before the folder it writes into goes. A step that fails
  // (a folder still being written) must not keep the later ones from stopping their watchers.
  for (const step of cleanUp.reverse()) {
    try {
      step();
    } catch {
      // Left for the system's temporary folder cleanup.
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `generator/cli.ts --watch` in its own process group (so stopping it stops a docs build too), collecting its output. */
function startWatcher(args: string[], cwd: string): ChildProcess {
  const child = spawn(process.execPath, [path.join(cwd, 'generator/cli.ts'), '--watch', ...args], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  cleanUp.push(() => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  });
  return child;
}

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
  return waitFor(seen, from, 60_000);
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
  watcher = startWatcher(['--spec', spec, '--out', out], projectRoot);
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
}, 300_000);

it('lints again when redocly.yaml or the lint plugin is saved, and renders again when a template or a profile runtime module is (the project\'s own spec)', async () => {
  const project = copyProject('watch-config-', { generator: true });
  cleanUp.push(() => fs.rmSync(project, { recursive: true, force: true }));
  const config = path.join(project, 'redocly.yaml');
  const original = fs.readFileSync(config, 'utf8');
  expect(original).toMatch(/^  info-license: off$/m);
  const from = output.length;
  startWatcher([], project);
  await waitFor(/Watching /, from, 120_000);

  // The spec has no license, so requiring one is a lint error, reported at once.
  const strict = await save(original.replace(/^  info-license: off$/m, '  info-license: error'), /spec\/openapi\.yaml:\d+:\d+ [^\n]*\(info-license\)/, (text) => fs.writeFileSync(config, text));
  expect(strict).toMatch(/license/);
  // Back as it was: the spec lints clean and the output is written again.
  await save(original, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(config, text));

  // A misspelt severity is named at its line, and the pass goes on.
  await save(original.replace(/^  info-license: off$/m, '  info-license: of'), /redocly\.yaml:\d+:\d+ [^\n]*Did you mean: off\? \(configuration struct\)/, (text) => fs.writeFileSync(config, text));
  await save(original, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(config, text));

  // A template save regenerates what it renders.
  const template = path.join(project, 'templates/package/README.md.hbs');
  const readme = path.join(project, 'generated/README.md');
  await save(`${fs.readFileSync(template, 'utf8')}\nEdited while watching.\n`, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(template, text));
  expect(fs.readFileSync(readme, 'utf8')).toMatch(/Edited while watching\.\n$/);

  // So does a save of the profile's runtime module, which ships in generated/runtime/.
  const runtimeModule = path.join(project, 'generator/profiles/hiring-api/runtime/feedback-values.ts');
  await save(`${fs.readFileSync(runtimeModule, 'utf8')}\n// Edited while watching.\n`, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(runtimeModule, text));
  expect(fs.readFileSync(path.join(project, 'generated/runtime/feedback-values.ts'), 'utf8')).toMatch(/Edited while watching\.\n$/);

  // A save of the lint plugin lints with the plugin as saved: a rule made to fire everywhere, then undone.
  const plugin = path.join(project, 'lint/conventions-plugin.js');
  const rules = fs.readFileSync(plugin, 'utf8');
  const firing = rules.replace("if (!pathItem.post) report({ message: 'The path has no POST operation.'", "report({ message: 'Edited rule fired.'");
  expect(firing).not.toBe(rules);
  // One problem at every path: the refusal lists it once, with its places.
  await save(firing, /Edited rule fired\. \(conventions\/post-only\) ×\d+: spec\/paths\//, (text) => fs.writeFileSync(plugin, text));
  await save(rules, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(plugin, text));
}, 300_000);

it('recovers from a lint plugin that was broken when the watch started, once the plugin is fixed', async () => {
  const project = copyProject('watch-plugin-', { generator: true });
  cleanUp.push(() => fs.rmSync(project, { recursive: true, force: true }));
  const plugin = path.join(project, 'lint/conventions-plugin.js');
  const rules = fs.readFileSync(plugin, 'utf8');
  fs.writeFileSync(plugin, `${rules}\nexport const broken = ;\n`);
  const from = output.length;
  startWatcher([], project);
  // The first pass fails, naming the plugin; the watcher keeps going.
  const failure = await waitFor(/lint\/conventions-plugin\.js:\d+ SyntaxError[^\n]*/, from, 120_000);
  expect(failure).toContain("Unexpected token ';'");
  await waitFor(/Watching /, from, 120_000);

  // Fixed: the next pass lints with it and writes the output.
  await save(rules, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(plugin, text));
}, 300_000);

it('writes nothing of a pass when an emitter fails, keeps the last good output, and writes again once it is fixed', async () => {
  const project = copyProject('watch-failing-', { generator: true });
  cleanUp.push(() => fs.rmSync(project, { recursive: true, force: true }));
  const otherSpec = path.join(project, 'other', 'small.yaml');
  const otherOut = path.join(project, 'out');
  fs.mkdirSync(path.dirname(otherSpec));
  const original = fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/small.yaml'), 'utf8');
  fs.writeFileSync(otherSpec, original);
  const from = output.length;
  startWatcher(['--spec', otherSpec, '--out', otherOut, '--no-docs'], project);
  await waitFor(/Watching /, from, 60_000);
  const client = path.join(otherOut, 'client.ts');
  const before = fs.readFileSync(client, 'utf8');
  expect(before).toContain('List widgets');

  // The package README's template no longer compiles: its emitter fails while the client's succeeds.
  const template = path.join(project, 'templates/package/README.md.hbs');
  const good = fs.readFileSync(template, 'utf8');
  await save(`${good}\n{{#if unclosed}}\n`, /generate failed: [^\n]*/, (text) => fs.writeFileSync(template, text));
  // A spec save that changes the client: the pass fails as a whole, so the client is not written either.
  const failed = await save(original.replace('summary: List widgets', 'summary: List every widget'), /generate failed: [^\n]*/, (text) => fs.writeFileSync(otherSpec, text));
  expect(failed).toMatch(/generate failed: package-readme: [^\n]*(unclosed|Parse error|doesn't match)/i);
  expect(output.slice(from)).not.toMatch(/ {2}client: \d+ changed/);
  expect(fs.readFileSync(client, 'utf8')).toBe(before);

  // Fixed: the next pass writes everything, the pending spec edit included.
  await save(good, /\d+ written, \d+ unchanged/, (text) => fs.writeFileSync(template, text));
  expect(fs.readFileSync(client, 'utf8')).toContain('List every widget');
}, 300_000);
