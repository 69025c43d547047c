// Section 6: the sandbox against the Prism mock. The same mix of list, info and create calls
// (candidate.list with 20 a page, candidate.info, candidate.createNote) at 16 and 64 concurrent
// keep-alive connections, against each server in its own process, alternating in one run. The
// sandbox persists every write to its database file (WAL, synchronous=NORMAL); Prism keeps nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { BenchContext } from './context.ts';
import { projectRoot, tmpRoot, tsxCli } from './process.ts';
import type { SectionResult, Table, TargetCheck } from './report.ts';
import { formatNumber, formatRatio } from './stats.ts';
import { startPrism } from '../contract/mock/prism.ts';

const TITLE = '7. Sandbox throughput';
const KEY = 'sandbox-full-access';
const CANDIDATE = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const AUTHORIZATION = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;

/** The mix, in turn: a list page, a read by id, a write. */
const MIX: { path: string; body: string }[] = [
  { path: '/candidate.list', body: JSON.stringify({ limit: 20 }) },
  { path: '/candidate.info', body: JSON.stringify({ candidateId: CANDIDATE }) },
  { path: '/candidate.createNote', body: JSON.stringify({ candidateId: CANDIDATE, note: 'Benchmark note.' }) },
];

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

function call(agent: http.Agent, base: URL, request: { path: string; body: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path: request.path, method: 'POST', agent, headers: { authorization: AUTHORIZATION, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body), accept: 'application/json; version=1' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** `connections` workers, each calling the mix in turn on its own keep-alive socket, for `seconds`. */
async function load(baseUrl: string, connections: number, seconds: number): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = worker; performance.now() < deadline; i++) {
        const t0 = performance.now();
        let status = 0;
        try {
          status = await call(agent, base, MIX[i % MIX.length]);
        } catch {
          status = 0;
        }
        latenciesMs.push(performance.now() - t0);
        if (status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latenciesMs.length, errors, seconds: elapsed, latenciesMs };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function startSandboxProcess(db: string): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [tsxCli, 'sandbox/cli.ts', '--port', '0', '--db', db], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start within 60 s: ${output.slice(-300)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /on (http:\/\/\S+)/.exec(output);
      if (match && output.includes('Ctrl-C')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}): ${output.slice(-300)}`));
    });
  });
  return {
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function sandboxSection(context: BenchContext): Promise<SectionResult> {
  const seconds = context.quick ? 3 : 10;
  const rounds = context.quick ? 1 : 2;
  const dir = path.join(tmpRoot, 'sandbox-bench');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const sandbox = await startSandboxProcess(path.join(dir, 'sandbox.db'));
  const prism = await startPrism();
  const rows: string[][] = [];
  const targets: TargetCheck[] = [];
  const notes: string[] = [];
  try {
    // Warm both (JIT, Prism's first-request set-up) before measuring.
    await load(sandbox.baseUrl, 8, 1);
    await load(prism.baseUrl, 8, 1);
    for (const connections of [16, 64]) {
      const results: Record<'sandbox' | 'prism', LoadResult[]> = { sandbox: [], prism: [] };
      for (let round = 0; round < rounds; round++) {
        context.log(`   ${connections} connections, round ${round + 1}`);
        results.sandbox.push(await load(sandbox.baseUrl, connections, seconds));
        results.prism.push(await load(prism.baseUrl, connections, seconds));
      }
      const rate: Record<string, number> = {};
      for (const label of ['sandbox', 'prism'] as const) {
        const runs = results[label];
        const requests = runs.reduce((n, r) => n + r.requests, 0);
        const errors = runs.reduce((n, r) => n + r.errors, 0);
        const elapsed = runs.reduce((n, r) => n + r.seconds, 0);
        const sorted = runs.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
        rate[label] = requests / elapsed;
        rows.push([
          label === 'sandbox' ? 'Sandbox (node:sqlite, every write persisted)' : 'Prism mock (static examples)',
          String(connections),
          formatNumber(rate[label]),
          `${percentile(sorted, 50).toFixed(1)} ms`,
          `${percentile(sorted, 99).toFixed(1)} ms`,
          `${formatNumber(requests)}${errors ? ` (${errors} not 200)` : ''}`,
        ]);
      }
      const ratio = rate.sandbox / rate.prism;
      targets.push({ target: `Sandbox several times Prism's throughput at ${connections} connections`, measured: `${formatRatio(ratio)} Prism's requests/s`, met: ratio >= 3 });
    }
    notes.push('Load generator, sandbox and Prism share the machine\'s cores; each server is one Node process.');
  } finally {
    await sandbox.stop();
    await prism.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const table: Table = { headers: ['Server', 'Connections', 'Requests/s', 'p50', 'p99', 'Requests (errors)'], rows };
  return {
    id: 'sandbox',
    title: TITLE,
    method: [
      `The same mix (candidate.list 20 a page, candidate.info, candidate.createNote), in turn on each of 16 or 64 keep-alive connections, for ${seconds} s against each server, ${rounds} round(s) alternating sandbox and Prism; latency per request as the client sees it.`,
    ],
    tables: [table],
    targets,
    notes,
  };
}
