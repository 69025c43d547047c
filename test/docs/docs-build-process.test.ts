// The docs CLI started ahead of its document (--watch starts one after each pass): it renders the
// page a CLI started with its document renders, a CLI that stops before reading is reported rather
// than waited for, and a CLI whose generator dies does not wait for ever (nor leave its folder).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { DocsBuildProcess, type DocsBuildSetup } from '../../generator/emit/docs/docs-build-process.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';

const setup: DocsBuildSetup = { configText: JSON.stringify({ openapi: { layout: 'stacked' } }), templatePath: path.join(projectRoot, 'templates/docs/redoc.hbs') };
let documentJson: string;

beforeAll(async () => {
  documentJson = JSON.stringify((await loadSpec(path.join(projectRoot, 'test/fixtures/specs/small.yaml'))).document);
});

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('docs build started ahead', () => {
  it('renders the same page as a build started with its document', async () => {
    const ahead = new DocsBuildProcess(setup, { ahead: true });
    expect(ahead.pid, 'started before the document exists').toBeTypeOf('number');
    const [early, late] = await Promise.all([ahead.build(documentJson), new DocsBuildProcess(setup, { ahead: false }).build(documentJson)]);
    expect(early).toContain('"layout":"stacked"');
    expect(early).toBe(late);
  }, 60_000);

  it('takes one document, with the setup it was started with', () => {
    const ahead = new DocsBuildProcess(setup, { ahead: true });
    try {
      expect(ahead.fits(setup)).toBe(true);
      expect(ahead.fits({ ...setup, configText: JSON.stringify({ openapi: {} }) })).toBe(false);
      expect(ahead.fits({ ...setup, templatePath: '/elsewhere/redoc.hbs' })).toBe(false);
    } finally {
      ahead.dispose();
    }
    expect(ahead.fits(setup)).toBe(false);
  });

  it('reports a CLI that stops before reading its document', async () => {
    const broken = new DocsBuildProcess({ ...setup, configText: 'plugins:\n  - ./no-such-plugin.js\n' }, { ahead: true });
    await expect(broken.build(documentJson)).rejects.toThrow(/redocly build-docs failed: Failed to load the configuration file:\s+- Plugin "\.\/no-such-plugin\.js" not found\./);
  }, 60_000);

  it.skipIf(process.platform !== 'linux')('stops waiting when the generator that started it is killed', async () => {
    const script = `import { DocsBuildProcess } from ${JSON.stringify(path.join(projectRoot, 'generator/emit/docs/docs-build-process.ts'))};
      const build = new DocsBuildProcess(${JSON.stringify(setup)}, { ahead: true });
      console.log(build.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      parent.once('exit', (code) => reject(new Error(`the parent exited first (${code})`)));
    });
    expect(running(pid)).toBe(true);
    // The build's folder is the CLI's working directory.
    const folder = fs.readlinkSync(`/proc/${pid}/cwd`);
    expect(path.basename(folder)).toMatch(/^hiring-docs-/);
    // No exit handler runs: only the end of the pipe tells the CLI.
    parent.kill('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (running(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running(pid), 'the CLI is still waiting for a document').toBe(false);
    expect(fs.existsSync(folder), 'its folder is left behind').toBe(false);
  }, 60_000);
});
