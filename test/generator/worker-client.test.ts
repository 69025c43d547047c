// The worker plumbing the generator runs openapi-typescript and lint on: answers come back to the
// right caller, a failure names the job, and a worker that died fails later calls instead of
// leaving them waiting; a cancelled call neither waits for its answer nor holds the process open.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerClient } from '../../generator/workers/worker-client.ts';
import { projectFile } from '../../generator/project-root.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-client-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const serveUrl = new URL(`file://${projectFile('generator/workers/serve.mjs')}`).href;

const tsx = projectFile('node_modules/.bin/tsx');
const workerClientUrl = new URL(`file://${projectFile('generator/workers/worker-client.ts')}`).href;

function script(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `import { serve } from ${JSON.stringify(serveUrl)};\n${body}\n`);
  return file;
}

describe('WorkerClient', () => {
  it('answers each call with its own result, concurrently', async () => {
    const worker = new WorkerClient<number, number>(script('double.mjs', 'serve(async (n) => { await new Promise((r) => setTimeout(r, 10 - n)); return n * 2; });'), 'double');
    try {
      expect(await Promise.all([1, 2, 3, 4].map((n) => worker.call(n)))).toEqual([2, 4, 6, 8]);
    } finally {
      await worker.close();
    }
  });

  it('rejects with the job name and the worker\'s message when the job throws', async () => {
    const worker = new WorkerClient<string, never>(script('throws.mjs', 'serve((text) => { throw new Error(`cannot type ${text}`); });'), 'openapi-typescript');
    try {
      await expect(worker.call('this document')).rejects.toThrow('openapi-typescript failed: cannot type this document');
    } finally {
      await worker.close();
    }
  });

  it('fails every call once the worker is gone, instead of waiting for an answer that never comes', { timeout: 3000 }, async () => {
    const worker = new WorkerClient<number, number>(script('broken.mjs', 'throw new Error("no such library");'), 'lint');
    await expect(worker.call(1)).rejects.toThrow(/lint failed: no such library|lint: the worker stopped/);
    // Long after the worker has exited.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(worker.call(2)).rejects.toThrow(/lint/);
  });

  it('rejects an aborted call at once, and the worker still answers the next one', { timeout: 10_000 }, async () => {
    const worker = new WorkerClient<number, number>(script('sleep.mjs', 'serve((ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)));'), 'openapi-typescript');
    try {
      const abort = new AbortController();
      const slow = worker.call(60_000, abort.signal);
      abort.abort();
      await expect(slow).rejects.toThrow('openapi-typescript: cancelled');
      await expect(worker.call(1, new AbortController().signal)).resolves.toBe(1);
      // Already aborted: the job is not even sent.
      await expect(worker.call(1, AbortSignal.abort())).rejects.toThrow('openapi-typescript: cancelled');
    } finally {
      await worker.close();
    }
  });

  it('lets the process exit once its only call is aborted, though the job never ends', { timeout: 30_000 }, async () => {
    const never = script('never.mjs', 'serve(() => new Promise(() => {}));');
    const main = path.join(dir, 'abort-main.ts');
    fs.writeFileSync(
      main,
      [
        `import { WorkerClient } from ${JSON.stringify(workerClientUrl)};`,
        `const worker = new WorkerClient(${JSON.stringify(never)}, 'openapi-typescript');`,
        'const abort = new AbortController();',
        'worker.call(1, abort.signal).catch((error) => console.log(error.message));',
        'setTimeout(() => abort.abort(), 50);',
      ].join('\n'),
    );
    // Without the abort letting go of the worker, this process would never exit and the test would time out.
    const output = await new Promise<string>((resolve, reject) =>
      execFile(tsx, [main], { cwd: dir, timeout: 25_000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout))),
    );
    expect(output.trim()).toBe('openapi-typescript: cancelled');
  });
});
