// The CLI checks its arguments before it loads the generator (two compilers, two Redocly cores: a
// couple of seconds), so `--help` and a mistyped option are answered at once. What a process loads
// is recorded by a resolve hook preloaded with --import.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-startup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const RECORDER = path.join(scratch, 'record-loads.mjs');
fs.writeFileSync(
  RECORDER,
  `import fs from 'node:fs';
import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); loaded.add(result.url); return result; } });
process.on('exit', () => fs.writeFileSync(process.env.LOADS_FILE, [...loaded].join('\\n')));
`,
);

/** The CLI's exit code, its output and every module URL it resolved. */
function runCli(name: string, args: string[]): Promise<{ code: number; output: string; loaded: string[] }> {
  const loadsFile = path.join(scratch, `${name}.txt`);
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', RECORDER, path.join(projectRoot, 'generator/cli.ts'), ...args], { cwd: projectRoot, env: { ...process.env, LOADS_FILE: loadsFile } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr, loaded: fs.readFileSync(loadsFile, 'utf8').split('\n') }),
    );
  });
}

const generatorLoaded = (loaded: string[]) => loaded.some((url) => url.endsWith('/generator/generate.ts') || url.includes('/node_modules/'));

describe('generate CLI start-up', () => {
  it('answers --help and a mistyped option without loading the generator', async () => {
    const help = await runCli('help', ['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('Usage: npm run generate');
    expect(generatorLoaded(help.loaded)).toBe(false);

    const typo = await runCli('typo', ['--chekc']);
    expect(typo.code).toBe(2);
    expect(typo.output).toContain("Unknown option '--chekc'");
    expect(generatorLoaded(typo.loaded)).toBe(false);

    // A URL is read over http(s) only, and cannot be watched; the refusal does not repeat it.
    const ftp = await runCli('ftp', ['--spec', 'ftp://api.example.com/openapi.json?token=secret-123', '--out', path.join(scratch, 'url')]);
    expect(ftp.code).toBe(2);
    expect(ftp.output).toContain('--spec takes a file or an http(s) URL: download the document first');
    expect(ftp.output).not.toContain('No spec at');
    expect(ftp.output).not.toContain('secret-123');
    expect(generatorLoaded(ftp.loaded)).toBe(false);
    const watched = await runCli('url-watch', ['--spec', 'https://api.example.com/openapi.json?token=secret-123', '--out', path.join(scratch, 'url'), '--watch']);
    expect(watched.code).toBe(2);
    expect(watched.output).toContain('--watch regenerates on each save of a file: with a URL, download the document');
    expect(watched.output).not.toContain('secret-123');
    expect(generatorLoaded(watched.loaded)).toBe(false);

    // generated/ holds the project's own package: another document's output needs a folder of its own.
    const noOut = await runCli('no-out', ['--spec', 'test/fixtures/specs/pet-store.yaml', '--no-docs']);
    expect(noOut.code).toBe(2);
    expect(noOut.output).toContain('--spec names another document: give --out DIR too');
    expect(generatorLoaded(noOut.loaded)).toBe(false);
  });

  it('loads it for a run (the recorder sees what it should)', async () => {
    const run = await runCli('run', ['--spec', 'test/fixtures/specs/pet-store.yaml', '--out', path.join(scratch, 'out'), '--no-docs']);
    expect(run.code, run.output).toBe(0);
    expect(generatorLoaded(run.loaded)).toBe(true);
  });
});
