// `--watch` refresh: time from saving one operation file to the regeneration line. The watcher is
// `npm run generate -- --watch` as a user runs it (the project's spec, redocly.yaml and its lint
// plugin), started in a copy of the project so the real spec/ is never edited.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../test/support/project.ts';
import type { Table, TargetCheck } from './report.ts';
import { formatMs, formatSummary, measure, summarize, type Summary } from './stats.ts';

const EDITED_FILE = 'spec/paths/candidate/info.yaml';
const TARGET_MS = 300;
/** The emitters whose outputs a client's build reads: the code figure waits for the last of them. */
const CODE_EMITTERS = ['validators', 'types', 'client'];

export interface WatchResult {
  table: Table;
  target: TargetCheck;
  notes: string[];
}

/** Lines the watcher prints, with a way to wait for the next one that matches. */
export class LineReader {
  private lines: { text: string; at: number }[] = [];
  private waiters: (() => void)[] = [];
  constructor(child: ChildProcess) {
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        for (const text of parts) this.lines.push({ text, at });
        this.waiters.splice(0).forEach((wake) => wake());
      });
    }
  }
  get count(): number {
    return this.lines.length;
  }
  async next(after: number, matches: RegExp, timeoutMs: number): Promise<{ text: string; at: number; index: number }> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      for (let index = after; index < this.lines.length; index += 1) {
        if (matches.test(this.lines[index].text)) return { ...this.lines[index], index };
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no line matching ${matches} within ${timeoutMs} ms; last output: ${this.lines.slice(-3).map((l) => l.text).join(' / ') || 'none'}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureWatchRefresh(options: { runs: number; warmup: number; log: (line: string) => void }): Promise<WatchResult> {
  // A copy where `generator/cli.ts --watch` runs exactly as in the real project, which is never edited.
  const projectCopy = copyProject('watch-refresh-', { generator: true });
  const editedFile = path.join(projectCopy, EDITED_FILE);
  const original = fs.readFileSync(editedFile, 'utf8');
  if (!/^  summary: .*$/m.test(original)) throw new Error(`${editedFile} has no summary line to edit`);

  // Its own process group, so stopping it also stops the docs build it may have started.
  const child = spawn(process.execPath, [path.join(projectCopy, 'generator/cli.ts'), '--watch'], {
    cwd: projectCopy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const lines = new LineReader(child);
  const generated: number[] = [];
  const codeRefresh: number[] = [];
  let extraRegenerations = 0;
  let summary: Summary | undefined;
  let failure: string | undefined;
  try {
    // Printed once every spec file is watched: the first save is seen.
    await lines.next(0, /^Watching /, 180_000);
    summary = await measure(options.runs, options.warmup, async (run) => {
      const before = lines.count;
      fs.writeFileSync(editedFile, edited(original, run + 100));
      const saved = performance.now();
      // The watcher reports each output as it is written, then the whole pass once the HTML docs are built.
      const done = await lines.next(before, /written|failed|problem/, 180_000);
      const code = await Promise.all(CODE_EMITTERS.map((name) => lines.next(before, new RegExp(`^  ${name}: \\d+ changed`), 0).catch(() => null)));
      if (run >= 0 && code.every(Boolean)) codeRefresh.push(Math.max(...code.map((line) => line!.at)) - saved);
      if (!/written/.test(done.text)) throw new Error(`regeneration failed: ${done.text}`);
      const reported = /\((\d+) ms\)/.exec(done.text);
      if (run >= 0 && reported) generated.push(Number(reported[1]));
      // Let any further events of the same save arrive; a second regeneration is a finding.
      await sleep(400);
      extraRegenerations += (await countMatches(lines, done.index + 1, /written/));
      const ms = done.at - saved;
      options.log(`  watch refresh${run < 0 ? ' (warm-up)' : ''}: ${formatMs(ms)}`);
      return ms;
    });
  } catch (error) {
    failure = (error as Error).message;
    options.log(`  watch: FAILED ${failure}`);
  } finally {
    const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    // The copy goes once the watcher has stopped writing into it.
    await Promise.race([exited, sleep(5000)]);
    fs.rmSync(projectCopy, { recursive: true, force: true });
  }

  const reportedMedian = generated.length > 0 ? [...generated].sort((a, b) => a - b)[Math.floor(generated.length / 2)] : undefined;
  const table: Table = {
    caption: `\`--watch\` refresh after a one-operation edit (the summary of spec/paths/candidate/info.yaml). ${options.runs} edits after ${options.warmup} warm-up.`,
    headers: ['Measure', 'Median (min – max)'],
    rows: failure
      ? [['save → regeneration line', `**failed**: ${failure}`]]
      : [
          ['save → client, types and validators written (includes the 30 ms debounce)', codeRefresh.length > 0 ? formatSummary(summarize(codeRefresh), formatMs) : 'n/a'],
          ['save → every output written, HTML docs included', formatSummary(summary!, formatMs)],
          ['generation time the watcher reports', reportedMedian !== undefined ? formatMs(reportedMedian) : 'n/a'],
        ],
  };
  const notes = [
    'The watcher is `npm run generate -- --watch` as a user runs it, with redocly.yaml and the lint plugin, in a temporary copy of the project (generator/, templates/, lint/, spec/, redocly.yaml, package.json; node_modules linked), removed afterwards, so the real spec is never edited.',
  ];
  if (extraRegenerations > 0) notes.push(`The watcher regenerated ${extraRegenerations} extra time(s) after single saves (one save fired several file events after the debounce).`);
  return {
    table,
    notes,
    target: {
      target: `\`--watch\`: a one-operation save to the client, types and validators written in at most ${TARGET_MS} ms`,
      measured: failure
        ? `failed: ${failure}`
        : `${codeRefresh.length > 0 ? `${formatMs(summarize(codeRefresh).median)} to client, types and validators; ` : ''}${formatMs(summary!.median)} to every output (HTML docs included)`,
      met: failure || codeRefresh.length === 0 ? null : summarize(codeRefresh).median <= TARGET_MS,
    },
  };
}

function edited(original: string, n: number): string {
  return original.replace(/^(  summary: .*)$/m, `$1 (edit ${n})`);
}

async function countMatches(lines: LineReader, from: number, matches: RegExp): Promise<number> {
  let count = 0;
  let index = from;
  for (;;) {
    try {
      const found = await lines.next(index, matches, 0);
      count += 1;
      index = found.index + 1;
    } catch {
      return count;
    }
  }
}
