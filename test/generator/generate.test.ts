// One generation pass as a whole: a spec that fails lint writes nothing, runs none of this thread's
// emitters, and stops work still running on other threads or processes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import type { Emitter } from '../../generator/emit/emitter.ts';
import { SpecError } from '../../generator/spec/load-spec.ts';
import { configPath, copyProject, projectRoot } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Stands in for the HTML docs build: runs elsewhere until its signal aborts it. */
function longOffThreadEmitter(seen: { aborted: boolean }): Emitter {
  return {
    name: 'long-off-thread',
    offThread: true,
    emit: (_model, context) =>
      new Promise((_resolve, reject) => {
        context.signal?.addEventListener('abort', () => {
          seen.aborted = true;
          reject(new Error('stopped'));
        });
      }),
  };
}

describe('generate', () => {
  it('on a spec that fails lint: reports the lint problem, writes nothing, runs no in-process emitter, stops off-thread work', async () => {
    const dir = copyProject('generate-broken-');
    scratch.push(dir);
    const file = path.join(dir, 'spec/paths/job/info.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('operationId: job.info', 'operationId: job.get'));

    const seen = { aborted: false };
    let inProcessRan = false;
    const inProcess: Emitter = { name: 'in-process', emit: () => ((inProcessRan = true), [{ path: 'x.txt', contents: 'x' }]) };
    const outDir = path.join(dir, 'out');
    const failure = await generate({
      projectRoot: dir,
      specPath: path.join(dir, 'spec/openapi.yaml'),
      configPath: path.join(dir, 'redocly.yaml'),
      outDir,
      emitters: [longOffThreadEmitter(seen), inProcess],
    }).then(() => null, (error: unknown) => error);

    expect(failure).toBeInstanceOf(SpecError);
    expect((failure as SpecError).problems.join('\n')).toMatch(/spec\/paths\/job\/info\.yaml:2:\d+ Path "\/job\.info" must be "\/job\.get"/);
    expect(inProcessRan).toBe(false);
    expect(seen.aborted).toBe(true);
    expect(fs.existsSync(outDir)).toBe(false);
  });

  it('on a sound spec: every emitter runs and its files are written', async () => {
    const outDir = tempDir('generate-sound-');
    const emitted: string[] = [];
    const emitter = (name: string, offThread: boolean): Emitter => ({
      name,
      offThread,
      emit: async (model) => (emitted.push(name), [{ path: `${name}.txt`, contents: `${model.operations.length}` }]),
    });
    const result = await generate({
      projectRoot,
      specPath: path.join(projectRoot, 'spec/openapi.yaml'),
      configPath,
      outDir,
      emitters: [emitter('here', false), emitter('elsewhere', true)],
    });
    expect(result.warnings).toEqual([]);
    expect(emitted.sort()).toEqual(['elsewhere', 'here']);
    expect(fs.readFileSync(path.join(outDir, 'here.txt'), 'utf8')).toBe('159');
    expect(fs.readFileSync(path.join(outDir, 'elsewhere.txt'), 'utf8')).toBe('159');
  });
});

describe('the main thread', () => {
  it('loads neither ts-morph nor the TypeScript compiler: the client and types emitters run on workers', async () => {
    // Every module the generator's main thread resolves, recorded by a resolve hook in a fresh Node.
    const script = `import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.add(found.url); return found; } });
await import(${JSON.stringify(pathToFileURL(path.join(projectRoot, 'generator/generate.ts')).href)});
process.stdout.write(JSON.stringify([...loaded]));`;
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot }, (error, out, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(out))),
    );
    const packages = new Set((JSON.parse(stdout) as string[]).map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1]).filter(Boolean));
    expect(packages).toContain('@redocly/openapi-core');
    for (const name of ['ts-morph', 'typescript', 'openapi-typescript']) expect(packages).not.toContain(name);
  });
});
