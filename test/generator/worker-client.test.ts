// The worker plumbing the generator runs openapi-typescript and lint on: answers come back to the
// right caller, a failure names the job, and a worker that died fails later calls instead of
// leaving them waiting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerClient } from '../../generator/workers/worker-client.ts';
import { projectFile } from '../../generator/project-root.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-client-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const serveUrl = new URL(`file://${projectFile('generator/workers/serve.mjs')}`).href;

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
});
