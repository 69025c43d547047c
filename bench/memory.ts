// Section 5: memory. Peak resident memory of a full generate, and of iterating 100,000 list items
// through the client's page iterator, which must stream (hold a page, not every item).
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './context.ts';
import { failureMessage, freshDir, projectRoot, runGenerate, runNode, tmpRoot, tsxCli } from './process.ts';
import { type SectionResult, type Table, type TargetCheck } from './report.ts';
import { startCannedServer } from './server-process.ts';
import { formatBytes, formatMs, formatNumber, formatSummary, summarize, type Summary } from './stats.ts';

const TITLE = '5. Memory';
/**
 * Streaming: the heap still in use after a full collection may grow at most this much from the
 * 10,000th item to the 100,000th (keeping every item grows it by some 250 MiB).
 */
const STREAM_SLACK_BYTES = 4 * 1024 * 1024;

interface IterationRun {
  label: string;
  items: number;
  mode: 'stream' | 'collect';
  rss?: Summary;
  ms?: Summary;
  /** Heap in use after a full collection: at the last item minus at the 10,000th. */
  retainedGrowth?: Summary;
  failure?: string;
}

async function iterate(run: IterationRun, runs: number, log: (line: string) => void): Promise<void> {
  const server = await startCannedServer(['pages', String(run.items)]);
  try {
    const rss: number[] = [];
    const ms: number[] = [];
    const retainedGrowth: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await runNode(tsxCli, ['bench/iterate-pages.ts', server.baseUrl, run.mode], { timeoutMs: 600_000 });
      if (result.code !== 0) throw new Error(failureMessage(result));
      const seen = JSON.parse(result.stdout.trim().split('\n').pop()!);
      if (seen.items !== run.items) throw new Error(`iterated ${seen.items} items, expected ${run.items}`);
      rss.push(result.peakRss ?? seen.peakRss);
      ms.push(seen.ms);
      if (typeof seen.retainedAtTenThousand === 'number') retainedGrowth.push(seen.retainedAtEnd - seen.retainedAtTenThousand);
      log(`  ${run.label}: peak RSS ${formatBytes(rss[rss.length - 1])}, ${formatMs(seen.ms)}`);
    }
    run.rss = summarize(rss);
    run.ms = summarize(ms);
    if (retainedGrowth.length > 0) run.retainedGrowth = summarize(retainedGrowth);
  } catch (error) {
    run.failure = (error as Error).message;
    log(`  ${run.label}: FAILED ${run.failure}`);
  } finally {
    server.stop();
  }
}

async function generateRss(context: BenchContext): Promise<{ ours?: Summary; peers: { label: string; rss: Summary }[]; failure?: string; reused: boolean }> {
  if (context.generateRss) return { ...context.generateRss, reused: true };
  const values: number[] = [];
  for (let i = 0; i < (context.quick ? 1 : 3); i += 1) {
    const out = freshDir(path.join(tmpRoot, 'memory/generate-out'));
    const run = await runGenerate(['--out', out]);
    if (run.code !== 0) return { peers: [], failure: failureMessage(run), reused: false };
    if (run.peakRss !== null) values.push(run.peakRss);
    context.log(`  npm run generate: peak RSS ${run.peakRss === null ? 'n/a' : formatBytes(run.peakRss)}`);
  }
  return { ours: values.length > 0 ? summarize(values) : undefined, peers: [], reused: false };
}

export async function memorySection(context: BenchContext): Promise<SectionResult> {
  const generate = await generateRss(context);
  const rows: string[][] = [];
  if (generate.ours) rows.push(['`npm run generate` (this spec, every emitter)', formatSummary(generate.ours, formatBytes)]);
  else rows.push(['`npm run generate`', generate.failure ? `**failed**: ${generate.failure}` : 'n/a (GNU time not installed)']);
  for (const peer of generate.peers) rows.push([`${peer.label} (same spec, for comparison)`, formatSummary(peer.rss, formatBytes)]);

  const targets: TargetCheck[] = [];
  const tables: Table[] = [{ caption: 'Peak resident memory of a full generate (cold process; the largest of its processes).', headers: ['Run', 'Peak RSS: median (min – max)'], rows }];

  const notes: string[] = [];
  if (generate.reused) notes.push('The generate numbers are the peak RSS of the generation section\'s runs in this same bench run.');
  if (!fs.existsSync(path.join(projectRoot, 'generated/client.ts'))) {
    notes.push('Page iterator: not available yet: generated/client.ts does not exist.');
    targets.push({ target: 'Iterating 100,000 list items streams (memory does not grow with the item count)', measured: 'not available yet: generated/client.ts does not exist', met: null });
    return { id: 'memory', title: TITLE, method: [], tables, targets, notes };
  }

  const runs = context.quick ? 1 : 2;
  const iterations: IterationRun[] = [
    { label: '10,000 items, for await', items: 10_000, mode: 'stream' },
    { label: '100,000 items, for await', items: 100_000, mode: 'stream' },
    { label: '100,000 items, for await, each item kept in an array (for contrast)', items: 100_000, mode: 'collect' },
  ];
  for (const run of iterations) await iterate(run, runs, context.log);
  const [small, large] = iterations;
  tables.push({
    caption: `Peak resident memory of a process iterating \`client.application.list()\` with \`for await\` against a local server answering pages of 100 applications (${runs} run(s) each).`,
    headers: ['Iteration', 'Peak RSS: median (min – max)', 'Heap kept after a full GC, 10,000th item → last', 'Time'],
    rows: iterations.map((r) => [
      r.label,
      r.failure ? `**failed**: ${r.failure}` : formatSummary(r.rss!, formatBytes),
      r.retainedGrowth ? signedBytes(r.retainedGrowth.median) : '',
      r.ms ? formatMs(r.ms.median) : '',
    ]),
  });
  const collect = iterations[2];
  if (small.rss && large.rss && large.retainedGrowth) {
    const rssGrowth = large.rss.median - small.rss.median;
    targets.push({
      target: 'Iterating 100,000 list items streams (memory does not grow with the item count)',
      measured: `heap kept ${signedBytes(large.retainedGrowth.median)} from the 10,000th item to the 100,000th${collect.retainedGrowth ? ` (keeping the items: ${signedBytes(collect.retainedGrowth.median)})` : ''}; peak RSS ${formatBytes(small.rss.median)} for 10,000 items, ${formatBytes(large.rss.median)} for 100,000 (${signedBytes(rssGrowth)})`,
      met: large.retainedGrowth.median < STREAM_SLACK_BYTES,
    });
  } else {
    targets.push({ target: 'Iterating 100,000 list items streams', measured: small.failure ?? large.failure ?? 'not measured', met: null });
  }
  notes.push(
    `"Streams" means the heap still in use after a full garbage collection grows by less than ${formatNumber(STREAM_SLACK_BYTES / 1024 / 1024)} MiB from the 10,000th item to the 100,000th. Peak RSS is shown as asked, but it also grows with how much was allocated before the collector ran, so it is not the test; keeping every item shows what accumulating would cost.`,
  );
  return { id: 'memory', title: TITLE, method: [], tables, targets, notes };
}

function signedBytes(value: number): string {
  return `${value >= 0 ? '+' : '-'}${formatBytes(Math.abs(value))}`;
}
