// Paired `--watch` comparison of a speed piece: how much a change to the generator buys a save, as
// whole watch sessions. Two watchers run side by side, each in its own copy of the project: A as the
// tree is, B with a patch applied (typically one removing the piece). Each pair is one save in each,
// the order alternating pair by pair, each save waiting for the other session's pass to end, so a slow
// spell of the shared machine reaches both sides of a pair alike. Not part of `npm run bench`.
//   node bench/watch-pairs.ts <patch file> [summary|schema] [pairs]
// `summary` edits candidate.info's summary (no schema changes); `schema` the description of its
// request schema. Prints each pair, then the medians and the B / A ratios with their min – max.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../test/support/project.ts';
import { LineReader } from './watch-refresh.ts';
import { formatMs, summarize } from './stats.ts';

const EDITED_FILE = 'spec/paths/candidate/info.yaml';
const EDITS: Record<string, (text: string, n: number) => string> = {
  summary: (text, n) => text.replace(/^( {2}summary: .*)$/m, `$1 (edit ${n})`),
  schema: (text, n) => text.replace('description: The documented request fields.', `description: The documented request fields (edit ${n}).`),
};
const CODE_EMITTERS = ['validators', 'types', 'client'];
const WARM_UP_PAIRS = 2;

interface Save {
  /** Save → the last of the client, types and validators written. */
  code: number;
  /** Save → the pass's closing line (every output, HTML docs included). */
  all: number;
  /** CPU time of the watcher process from the save to the client written. */
  cpu: number;
}

const [patchFile, editName = 'summary', pairsArg = '12'] = process.argv.slice(2);
const edit = EDITS[editName];
if (!patchFile || !fs.existsSync(patchFile) || !edit || !(Number(pairsArg) > 0)) {
  console.error('Usage: node bench/watch-pairs.ts <patch file> [summary|schema] [pairs]');
  process.exit(2);
}

/** User + system time of a running process, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startSession(name: 'A' | 'B') {
  const dir = copyProject(`watch-pairs-${name}-`, { generator: true });
  if (name === 'B') execFileSync('git', ['apply', path.resolve(patchFile)], { cwd: dir, stdio: 'inherit' });
  const file = path.join(dir, EDITED_FILE);
  const original = fs.readFileSync(file, 'utf8');
  if (edit(original, 0) === original) throw new Error(`${EDITED_FILE} has nothing the ${editName} edit changes`);
  // Its own process group, so stopping it also stops the docs build it may have started.
  const child = spawn(process.execPath, [path.join(dir, 'generator/cli.ts'), '--watch'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  return { name, dir, file, original, child, lines: new LineReader(child) };
}

async function save(session: ReturnType<typeof startSession>, n: number): Promise<Save> {
  const before = session.lines.count;
  const pid = session.child.pid!;
  const cpuAtSave = cpuMs(pid);
  // NaN where the pass fails before the client is written (the save then throws below).
  const clientWritten = session.lines.next(before, /^ {2}client: \d+ changed/, 300_000).then(() => cpuMs(pid), () => NaN);
  fs.writeFileSync(session.file, edit(session.original, n));
  const saved = performance.now();
  const done = await session.lines.next(before, /written|failed|problem/, 300_000);
  if (!/written/.test(done.text)) throw new Error(`session ${session.name}: ${done.text}`);
  const cpuAtClient = await clientWritten;
  const code = await Promise.all(CODE_EMITTERS.map((emitter) => session.lines.next(before, new RegExp(`^ {2}${emitter}: \\d+ changed`), 0)));
  // Late file events of the same save settle before the other session's save.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { code: Math.max(...code.map((line) => line.at)) - saved, all: done.at - saved, cpu: cpuAtClient - cpuAtSave };
}

const sessions = [startSession('A'), startSession('B')];
try {
  for (const session of sessions) await session.lines.next(0, /^Watching /, 600_000);
  const pairs: { a: Save; b: Save }[] = [];
  for (let pair = -WARM_UP_PAIRS; pair < Number(pairsArg); pair += 1) {
    const order = pair % 2 === 0 ? sessions : [...sessions].reverse();
    const result: Partial<Record<'A' | 'B', Save>> = {};
    for (const session of order) result[session.name] = await save(session, pair + 1000);
    if (pair < 0) continue;
    const { A: a, B: b } = result as Record<'A' | 'B', Save>;
    pairs.push({ a, b });
    console.log(`pair ${pair + 1}: code ${formatMs(a.code)} / ${formatMs(b.code)}, every output ${formatMs(a.all)} / ${formatMs(b.all)}, CPU ${formatMs(a.cpu)} / ${formatMs(b.cpu)} (A / B)`);
  }
  const line = (label: string, of: (s: Save) => number) => {
    const ratio = summarize(pairs.map(({ a, b }) => of(b) / of(a)));
    console.log(`${label}: A ${formatMs(summarize(pairs.map((p) => of(p.a))).median)}, B ${formatMs(summarize(pairs.map((p) => of(p.b))).median)}, B / A ${ratio.median.toFixed(2)}x (${ratio.min.toFixed(2)} – ${ratio.max.toFixed(2)})`);
  };
  console.log(`${pairs.length} pairs, ${editName} edit; B / A above 1: B is slower`);
  line('save → client, types and validators', (s) => s.code);
  line('save → every output', (s) => s.all);
  line('watcher CPU, save → client', (s) => s.cpu);
} finally {
  for (const session of sessions) {
    try {
      process.kill(-session.child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all(sessions.map((s) => (s.child.exitCode !== null || s.child.signalCode !== null ? null : new Promise((resolve) => s.child.once('exit', resolve)))));
  for (const session of sessions) fs.rmSync(session.dir, { recursive: true, force: true });
}
