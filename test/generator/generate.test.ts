// One generation pass as a whole: a spec that fails lint writes nothing and runs no emitter; an
// emitter that fails stops work still running in other processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmitterFailure, generate } from '../../generator/generate.ts';
import { DOCS_FOLDER, type Emitter } from '../../generator/emit/emitter.ts';
import { emitters } from '../../generator/emitters.ts';
import { SpecError } from '../../generator/load/load-spec.ts';
import { copyProject, projectRoot } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Stands in for the HTML docs build: runs elsewhere until its signal aborts it. */
function longRunningEmitter(seen: { aborted: boolean }): Emitter {
  return {
    name: 'long-running',
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
  it('on a spec that fails lint: reports the lint problem, runs no emitter, writes nothing', async () => {
    const dir = copyProject('generate-broken-');
    scratch.push(dir);
    const file = path.join(dir, 'spec/paths/job/info.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('operationId: job.info', 'operationId: job.get'));

    let emitterRan = false;
    const emitter: Emitter = { name: 'any', emit: () => ((emitterRan = true), [{ path: 'x.txt', contents: 'x' }]) };
    const outDir = path.join(dir, 'out');
    const failure = await generate({
      projectRoot: dir,
      specPath: path.join(dir, 'spec/openapi.yaml'),
      outDir,
      emitters: [emitter],
    }).then(() => null, (error: unknown) => error);

    expect(failure).toBeInstanceOf(SpecError);
    expect((failure as SpecError).problems.join('\n')).toMatch(/spec\/paths\/job\/info\.yaml:2:\d+ Path "\/job\.info" must be "\/job\.get"/);
    expect(emitterRan).toBe(false);
    expect(fs.existsSync(outDir)).toBe(false);
  });

  it('when an emitter fails: stops the work of the others still running, writes nothing, reports the failure', async () => {
    const outDir = tempDir('generate-failing-');
    const seen = { aborted: false };
    const failing: Emitter = { name: 'failing', emit: async () => Promise.reject(new Error('the failing emitter broke')) };
    const failure = await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir, emitters: [longRunningEmitter(seen), failing] }).then(
      () => null,
      (error: unknown) => error,
    );
    // Named by the emitter, so the failure line says which output could not be made.
    expect(failure).toBeInstanceOf(EmitterFailure);
    expect((failure as Error).message).toBe('failing: the failing emitter broke');
    expect((failure as EmitterFailure).emitter).toBe('failing');
    expect(seen.aborted).toBe(true);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it('with onEmitted (--watch), when a later emitter fails: writes nothing, not even the outputs already made, and keeps the earlier output', async () => {
    const outDir = tempDir('generate-failing-watch-');
    const emitter = (name: string, contents: string): Emitter => ({ name, emit: async () => [{ path: `${name}.txt`, contents }] });
    await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir, emitters: [emitter('one', 'good')] });
    // The failing emitter reads the release comparison, so --watch used to run it after writing `one`.
    const failing: Emitter = { name: 'failing', usesRelease: true, emit: async () => Promise.reject(new Error('the failing emitter broke')) };
    const reported: string[] = [];
    const failure = await generate({
      projectRoot,
      specPath: path.join(projectRoot, 'spec/openapi.yaml'),
      outDir,
      emitters: [emitter('one', 'changed'), failing],
      onEmitted: (name) => reported.push(name),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as Error).message).toBe('failing: the failing emitter broke');
    expect(reported).toEqual([]);
    expect(fs.readFileSync(path.join(outDir, 'one.txt'), 'utf8')).toBe('good');
    expect(fs.readFileSync(path.join(outDir, '.generated-files'), 'utf8')).toBe('one.txt\n');
  });

  it('on a sound spec: every emitter runs and its files are written; onEmitted reports each once all are written', async () => {
    const outDir = tempDir('generate-sound-');
    const emitter = (name: string): Emitter => ({ name, emit: async (model) => [{ path: `${name}.txt`, contents: `${model.operations.length}` }] });
    const reported: string[] = [];
    const result = await generate({
      projectRoot,
      specPath: path.join(projectRoot, 'spec/openapi.yaml'),
      outDir,
      emitters: [emitter('one'), emitter('two')],
      onEmitted: (name, report) => {
        expect(fs.readFileSync(path.join(outDir, `${name}.txt`), 'utf8')).toBe('159');
        reported.push(`${name}: ${report.written.filter((file) => file.endsWith('.txt')).join(', ')}`);
      },
    });
    expect(result.warnings).toEqual([]);
    expect(reported.sort()).toEqual(['one: one.txt', 'two: two.txt']);
    expect(fs.readFileSync(path.join(outDir, 'one.txt'), 'utf8')).toBe('159');
    expect(fs.readFileSync(path.join(outDir, 'two.txt'), 'utf8')).toBe('159');
  });
});

describe('the docs emitters (--no-docs)', () => {
  it('write every file under docs/, and no other emitter writes there, so a run without them leaves exactly docs/ alone', async () => {
    const outDir = tempDir('generate-docs-');
    const written = new Map<string, string[]>();
    await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir, onEmitted: (name, report) => written.set(name, report.written) });
    expect([...written.keys()].sort()).toEqual(emitters.map((emitter) => emitter.name).sort());
    for (const emitter of emitters) {
      const files = written.get(emitter.name)!.filter((file) => file !== '.generated-files');
      expect(files.length, emitter.name).toBeGreaterThan(0);
      expect(files.every((file) => file.startsWith(DOCS_FOLDER) === Boolean(emitter.docs)), `${emitter.name}: ${files.join(', ')}`).toBe(true);
    }
  });

  it('do not run with docs: false, and the others do', async () => {
    const ran: string[] = [];
    const emitter = (name: string, docs: boolean): Emitter => ({ name, docs, emit: () => (ran.push(name), [{ path: docs ? `${DOCS_FOLDER}${name}.md` : `${name}.ts`, contents: name }]) });
    const result = await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir: tempDir('generate-no-docs-'), docs: false, emitters: [emitter('code', false), emitter('reference', true)] });
    expect(ran).toEqual(['code']);
    expect(result.files.map((file) => file.path)).toEqual(['code.ts']);
  });
});

describe('the release comparison', () => {
  /** An emitter that records when it ran and whether it was handed the release state. */
  const recording = (name: string, log: string[], usesRelease?: boolean): Emitter => ({
    name,
    usesRelease,
    emit: (_model, context) => {
      log.push(`${name} runs, release ${context.release === undefined ? 'absent' : context.release === null ? 'null' : context.release.version}`);
      return [{ path: `${name}.txt`, contents: name }];
    },
  });

  it('reaches only the emitters that declare usesRelease, and is returned with the result', async () => {
    const log: string[] = [];
    const result = await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir: tempDir('generate-release-'), emitters: [recording('code', log), recording('version', log, true)] });
    expect(result.release?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(log).toEqual(['code runs, release absent', `version runs, release ${result.release!.version}`]);
  });

  it('with onEmitted (--watch), is made first as in a single run, and each output is reported once all are written', async () => {
    const log: string[] = [];
    await generate({
      projectRoot,
      specPath: path.join(projectRoot, 'spec/openapi.yaml'),
      outDir: tempDir('generate-release-watch-'),
      // Listed first, the reader would run first in a single run (the comparison comes first there).
      emitters: [recording('version', log, true), recording('code', log)],
      onEmitted: (name) => log.push(`${name} written`),
    });
    expect(log).toEqual([expect.stringMatching(/^version runs, release \d/), 'code runs, release absent', 'version written', 'code written']);
  });

  it('is not made for another document', async () => {
    const log: string[] = [];
    const result = await generate({ projectRoot, specPath: path.join(projectRoot, 'test/fixtures/specs/small.yaml'), outDir: tempDir('generate-release-other-'), emitters: [recording('version', log, true)] });
    expect(result.release).toBeNull();
    expect(log).toEqual(['version runs, release null']);
  });
});
