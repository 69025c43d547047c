// Section 1: generation time. A full `npm run generate` of this spec as a cold process, against
// openapi-typescript, @hey-api/openapi-ts (types + sdk + fetch client) and orval (fetch client)
// on the same bundled document, and against the chain of peer commands that makes the same kinds
// of output from the same YAML; then everything again on a synthetic spec ten times the size.
import fs from 'node:fs';
import path from 'node:path';
import { failureMessage, folderSize, freshDir, projectRoot, runGenerate, runNode, tmpRoot, type ProcessResult } from './process.ts';
import type { SectionResult, Table, TargetCheck } from './report.ts';
import { formatBytes, formatMs, formatRatio, formatSummary, pairedRatio, ratio, summarize, type Summary } from './stats.ts';
import { syntheticSpec } from './synthetic-spec.ts';
import { measureWatchRefresh } from './watch-refresh.ts';
import type { BenchContext } from './context.ts';

const bundledSpec = path.join(projectRoot, 'generated/openapi.json');
export const workDir = path.join(tmpRoot, 'generation');

export interface Tool {
  id: string;
  label: string;
  output: string;
  /** Runs one cold generation of `spec` into the empty folder `out`. */
  run(spec: string, out: string, scale: string): Promise<ProcessResult>;
}

const bin = (relative: string) => path.join(projectRoot, 'node_modules', relative);

/** This project's generator exactly as `npm run generate` starts it, minus npm's own startup. */
const oursOwn: Tool = {
  id: 'ours-own',
  label: 'this project: `npm run generate` (spec/ YAML)',
  output: 'lint + bundle + every emitter',
  run: (_spec, out) => runGenerate(['--out', out]),
};

export const oursBundled: Tool = {
  id: 'ours',
  label: 'this project: `generate --spec <bundled json>`',
  output: 'lint + bundle + every emitter',
  run: (spec, out) => runGenerate(['--spec', spec, '--out', out]),
};

/** The same run without the reference docs (`--no-docs`): the outputs nearest the peers'. */
export const oursCodeOnly: Tool = {
  id: 'ours-no-docs',
  label: 'this project: `generate --spec <bundled json> --no-docs`',
  output: 'lint + bundle + every emitter but the docs',
  run: (spec, out) => runGenerate(['--spec', spec, '--out', out, '--no-docs']),
};

export const openapiTypescript: Tool = {
  id: 'openapi-typescript',
  label: `openapi-typescript ${version('openapi-typescript')}`,
  output: 'types',
  // Run from the tool's own folder so it does not pick up the project's redocly.yaml.
  run: (spec, out) => runNode(bin('openapi-typescript/bin/cli.js'), [spec, '-o', path.join(out, 'schema.d.ts')], { cwd: out }),
};

export const heyApi: Tool = {
  id: 'hey-api',
  label: `@hey-api/openapi-ts ${version('@hey-api/openapi-ts')}`,
  output: 'types + sdk + fetch client',
  run: (spec, out, scale) => {
    const config = path.join(workDir, `hey-api-${scale}.config.mjs`);
    const plugins = ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'];
    fs.writeFileSync(config, `export default ${JSON.stringify({ input: spec, output: out, plugins, logs: { file: false } }, null, 2)};\n`);
    return runNode(bin('@hey-api/openapi-ts/bin/run.js'), ['-f', config], { cwd: out });
  },
};

const redoclyCli = bin('@redocly/cli/bin/cli.js');

/**
 * What a project without this toolchain runs for the same outputs, one command after another as a
 * build script does: lint and bundle the spec/ YAML with the project's redocly.yaml (its plugin
 * included), types (openapi-typescript), a typed client (@hey-api/openapi-ts) and the HTML reference
 * (redocly build-docs). Its time, CPU time and output are the chain's sums, its peak memory the largest.
 */
export const peerChain: Tool = {
  id: 'peer-chain',
  label: 'peer chain: `redocly lint` + `redocly bundle` + openapi-typescript + @hey-api/openapi-ts + `redocly build-docs`',
  output: 'lint + bundle + types + sdk + fetch client + HTML docs',
  run: async (_spec, out, scale) => {
    const bundled = path.join(out, 'openapi.json');
    const client = path.join(out, 'hey-api');
    fs.mkdirSync(client, { recursive: true });
    const steps: (() => Promise<ProcessResult>)[] = [
      () => runNode(redoclyCli, ['lint', 'spec/openapi.yaml'], { cwd: projectRoot, env: redoclyEnv }),
      () => runNode(redoclyCli, ['bundle', 'spec/openapi.yaml', '--output', bundled], { cwd: projectRoot, env: redoclyEnv }),
      () => openapiTypescript.run(bundled, out, scale),
      () => heyApi.run(bundled, client, `${scale}-chain`),
      () => runNode(redoclyCli, ['build-docs', bundled, '--output', path.join(out, 'index.html')], { cwd: projectRoot, env: redoclyEnv }),
    ];
    const results: ProcessResult[] = [];
    for (const step of steps) {
      const result = await step();
      results.push(result);
      if (result.code !== 0) break;
    }
    const sum = (of: (r: ProcessResult) => number | null) => (results.every((r) => of(r) !== null) ? results.reduce((total, r) => total + of(r)!, 0) : null);
    return {
      ms: sum((r) => r.ms)!,
      cpuMs: sum((r) => r.cpuMs),
      peakRss: results.every((r) => r.peakRss !== null) ? Math.max(...results.map((r) => r.peakRss!)) : null,
      code: results.find((r) => r.code !== 0)?.code ?? 0,
      stdout: results.map((r) => r.stdout).join('\n'),
      stderr: results.map((r) => r.stderr).join('\n'),
    };
  },
};

/** The Redocly CLI as a build script runs it, kept off the network and quiet about updates. */
const redoclyEnv = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const orval: Tool = {
  id: 'orval',
  label: `orval ${version('orval')}`,
  output: 'types + fetch client',
  run: (spec, out, scale) => {
    const config = path.join(workDir, `orval-${scale}.config.cjs`);
    const options = { hiring: { input: { target: spec }, output: { target: path.join(out, 'client.ts'), client: 'fetch', mode: 'single' } } };
    fs.writeFileSync(config, `module.exports = ${JSON.stringify(options, null, 2)};\n`);
    return runNode(bin('orval/dist/bin/orval.js'), ['--config', config], { cwd: out });
  },
};

function version(pkg: string): string {
  return JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

export interface ToolResult {
  tool: Tool;
  time?: Summary;
  rss?: Summary;
  cpu?: Summary;
  size?: { files: number; bytes: number };
  failure?: string;
  warnings: string[];
  /** Measured once only: a single run took longer than SLOW_RUN_MS. */
  capped: boolean;
  /** The measured run of each round (undefined where the tool did not run that round), for paired ratios. */
  rounds: (number | undefined)[];
}

const SLOW_RUN_MS = 45_000;

/** Runs every tool `warmup + runs` times, round-robin so load changes on a shared machine hit all alike. */
export async function benchTools(tools: Tool[], spec: string, scale: string, runs: number, warmup: number, log: (line: string) => void): Promise<ToolResult[]> {
  const results = tools.map<ToolResult & { times: number[]; rsses: number[]; cpus: number[] }>((tool) => ({ tool, times: [], rsses: [], cpus: [], warnings: [], capped: false, rounds: [] }));
  for (let round = -warmup; round < runs; round += 1) {
    for (const result of results) {
      if (result.failure || result.capped) continue;
      const out = freshDir(path.join(workDir, scale, result.tool.id));
      const run = await result.tool.run(spec, out, scale);
      const size = folderSize(out);
      if (run.code !== 0 || size.files === 0) {
        result.failure = run.code !== 0 ? failureMessage(run) : `exit 0 but wrote no files: ${failureMessage(run)}`;
        log(`  ${result.tool.id} ${scale}: FAILED ${result.failure}`);
        continue;
      }
      const warning = toolWarnings(run);
      if (warning && !result.warnings.includes(warning)) result.warnings.push(warning);
      result.size = size;
      log(`  ${result.tool.id} ${scale}${round < 0 ? ' (warm-up)' : ''}: ${formatMs(run.ms)}`);
      if (round >= 0) {
        result.times.push(run.ms);
        result.rounds[round] = run.ms;
        if (run.peakRss !== null) result.rsses.push(run.peakRss);
        if (run.cpuMs !== null) result.cpus.push(run.cpuMs);
      }
      // Keep the whole bench within minutes: a tool this slow is measured once at this size.
      if (run.ms > SLOW_RUN_MS && !result.capped) {
        result.capped = true;
        if (round < 0) {
          result.times.push(run.ms);
          if (run.peakRss !== null) result.rsses.push(run.peakRss);
          if (run.cpuMs !== null) result.cpus.push(run.cpuMs);
        }
      }
    }
  }
  return results.map(({ times, rsses, cpus, ...result }) => ({
    ...result,
    time: times.length > 0 ? summarize(times) : undefined,
    rss: rsses.length > 0 ? summarize(rsses) : undefined,
    cpu: cpus.length > 0 ? summarize(cpus) : undefined,
  }));
}

/** How much of a tool's warnings a report quotes: whole warnings, the first cut at a word if it is longer. */
const WARNINGS_QUOTED = 500;

/**
 * Warnings a tool printed while still succeeding (orval's schema validation, for one), each with
 * the indented detail lines under it, which say what the warning is about: the first three, as many
 * whole ones as fit in WARNINGS_QUOTED characters.
 */
export function toolWarnings(run: Pick<ProcessResult, 'stdout' | 'stderr'>): string | null {
  const warnings: string[][] = [];
  let current: string[] | null = null;
  for (const raw of `${run.stdout}\n${run.stderr}`.split('\n')) {
    const line = raw.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
    if (/warn|⚠|validation failed/i.test(line)) warnings.push((current = [line.trim()]));
    else if (current && /^\s+\S/.test(line)) current.push(line.trim());
    else current = null;
  }
  if (warnings.length === 0) return null;
  const [first, ...rest] = warnings.slice(0, 3).map((lines) => lines.join(' '));
  let quoted = first.length <= WARNINGS_QUOTED ? first : `${first.slice(0, wordEnd(first, WARNINGS_QUOTED))} …`;
  for (const warning of rest) {
    if (quoted.length + 3 + warning.length > WARNINGS_QUOTED) break;
    quoted += ` / ${warning}`;
  }
  return quoted;
}

/** Where to cut `text` to at most `max` characters: before the last space that fits, else at `max`. */
function wordEnd(text: string, max: number): number {
  const space = text.lastIndexOf(' ', max);
  return space > 0 ? space : max;
}

/** `ours / peer` run by run (pairedRatio), or the ratio of medians where no round has both runs. */
function timeRatio(ours: ToolResult, peer: ToolResult): number | undefined {
  return pairedRatio(ours.rounds, peer.rounds) ?? (ours.time && peer.time ? ratio(ours.time, peer.time) : undefined);
}

export function ratioWords(r: number | undefined): string {
  if (r === undefined) return 'n/a';
  if (r > 1.03) return `this project **${formatRatio(r)} slower**`;
  if (r < 1 / 1.03) return `this project ${formatRatio(1 / r)} faster`;
  return `same (${formatRatio(r)})`;
}

function timeCell(result: ToolResult): string {
  if (result.failure) return `**failed**: ${result.failure}`;
  if (!result.time) return 'n/a';
  return `${formatSummary(result.time, formatMs)}${result.capped ? ` (measured once: over ${SLOW_RUN_MS / 1000} s a run)` : ''}`;
}

export function generationTable(caption: string, results: ToolResult[], ours: ToolResult | undefined): Table {
  return {
    caption,
    headers: ['Tool', 'Generates', 'Cold run: median (min – max)', 'This project vs tool', 'CPU time (median)', 'Peak RSS', 'Output'],
    rows: results.map((r) => [
      r.tool.label,
      r.tool.output,
      timeCell(r),
      ours && !r.tool.id.startsWith('ours') && !r.failure ? ratioWords(timeRatio(ours, r)) : '',
      r.cpu ? `${formatMs(r.cpu.median)}${r.time ? ` (${(r.cpu.median / r.time.median).toFixed(1)} cores)` : ''}` : 'n/a',
      r.rss ? formatBytes(r.rss.median) : 'n/a',
      r.size ? `${r.size.files} files, ${formatBytes(r.size.bytes)}` : '',
    ]),
  };
}

export async function generationSection(context: BenchContext): Promise<SectionResult> {
  const title = '1. Generation';
  if (!fs.existsSync(bundledSpec)) {
    return { id: 'generation', title, unavailable: 'generated/openapi.json is missing; run `npm run generate` first', method: [], tables: [], targets: [], notes: [] };
  }
  const { log } = context;
  fs.mkdirSync(workDir, { recursive: true });
  const document = JSON.parse(fs.readFileSync(bundledSpec, 'utf8'));
  const bigSpec = path.join(workDir, 'openapi-10x.json');
  const big = syntheticSpec(document, 10);
  fs.writeFileSync(bigSpec, `${JSON.stringify(big, null, 2)}\n`);
  const opCount = (doc: any) => Object.keys(doc.paths ?? {}).length;
  const schemaCount = (doc: any) => Object.keys(doc.components?.schemas ?? {}).length;

  // Five rounds: on this shared machine one cold run can take half as long again as the next.
  const runs1x = context.quick ? 2 : 5;
  // No warm-up at 10x: the 1x runs already brought every tool's modules into the page cache.
  const runs10x = context.quick ? 1 : 2;
  const warmup10x = 0;
  log('generation: 1x');
  const small = await benchTools([oursOwn, oursBundled, openapiTypescript, heyApi, orval, peerChain], bundledSpec, '1x', runs1x, 1, log);
  log('generation: 10x');
  const large = await benchTools([oursBundled, openapiTypescript, heyApi, orval], bigSpec, '10x', runs10x, warmup10x, log);
  const own = small.find((r) => r.tool === oursOwn);
  context.generateRss = own?.rss ? { ours: own.rss, peers: small.filter((r) => r.tool !== oursOwn && r.tool !== oursBundled && r.rss).map((r) => ({ label: r.tool.label, rss: r.rss! })) } : undefined;

  log('generation: --watch refresh');
  const watch = await measureWatchRefresh({ runs: context.quick ? 3 : 7, warmup: 2, log });
  log('generation: phases');
  const phases = await phaseTable(context.quick ? 2 : 4);

  const tables: Table[] = [
    generationTable(
      `Same spec (${opCount(document)} operations, ${schemaCount(document)} component schemas; peers read generated/openapi.json). ${runs1x} runs after 1 warm-up, the tools taking turns. "This project vs tool" compares \`npm run generate\` with the tool's run of the same round: the median of those per-round ratios.`,
      small,
      own,
    ),
  ];
  const ours10 = large.find((r) => r.tool === oursBundled);
  const largeTable = generationTable(
    `Synthetic spec ten times the size (${opCount(big)} operations, ${schemaCount(big)} component schemas, bench/synthetic-spec.ts). ${runs10x} run(s) after ${warmup10x} warm-up. Growth is the 10x median over the same tool's 1x median. "This project vs tool" is the median of per-round ratios.`,
    large,
    ours10,
  );
  largeTable.headers.splice(3, 0, 'Growth 10x / 1x');
  large.forEach((r, i) => {
    const base = small.find((s) => s.tool === r.tool);
    largeTable.rows[i].splice(3, 0, r.time && base?.time ? formatRatio(ratio(r.time, base.time)) : 'n/a');
  });
  tables.push(largeTable);
  tables.push(watch.table);
  tables.push(phases);

  const targets: TargetCheck[] = [];
  const hey1 = small.find((r) => r.tool === heyApi);
  const hey10 = large.find((r) => r.tool === heyApi);
  targets.push(chainTarget(own, small.find((r) => r.tool === peerChain)));
  targets.push(timeTarget('Full generate no slower than @hey-api/openapi-ts alone (same spec)', own, hey1));
  targets.push(timeTarget('… and on the 10x spec (`--spec`)', ours10, hey10));
  const base = small.find((r) => r.tool === oursBundled);
  if (ours10?.time && base?.time) {
    const growth = ratio(ours10.time, base.time);
    targets.push({ target: 'Linear growth to the 10x spec (10x / 1x time at most 11x)', measured: `${formatRatio(growth)} (${formatMs(base.time.median)} → ${formatMs(ours10.time.median)})`, met: growth <= 11 });
  } else {
    targets.push({ target: 'Linear growth to the 10x spec', measured: ours10?.failure ?? base?.failure ?? 'not measured', met: null });
  }
  targets.push(watch.target);

  const notes = [
    'Every run is a cold process (`node <cli>`), started into an empty output folder; this project\'s runs start from generator/cli.ts as `npm run generate` does (Node strips the TypeScript types as it loads each module; peers run the JavaScript they ship).',
    'This project\'s runs compare the spec with its latest release (releases/openapi.json) on every run, as a user\'s does: nothing of that comparison is kept between runs.',
    'CPU time is user + system time from GNU time: every thread of the tool\'s process and every child process it waited for (this project\'s HTML docs build is one). Over the wall time it is how many cores the run kept busy on average. On this two-core machine a tool that needs more CPU time than a peer can only match it by keeping more cores busy.',
    'This project lints and bundles the YAML spec and runs every emitter registered in generator/emitters.ts at the time of the run; the single peers read the already bundled JSON. The `--spec <bundled json>` row starts from the same JSON as the peers (lint with structural rules only).',
    'The peer chain starts from the spec/ YAML as `npm run generate` does: `redocly lint` and `redocly bundle` with the project\'s redocly.yaml (its conventions plugin included), then openapi-typescript and @hey-api/openapi-ts on the bundle, then `redocly build-docs` of the bundle, one process after another as a build script runs them; its times are the sums of the five.',
    ...[...small, ...large].filter((r) => r.warnings.length > 0).map((r) => `${r.tool.label} succeeded with warnings: ${r.warnings.join(' / ')}`),
    ...watch.notes,
  ];
  return {
    id: 'generation',
    title,
    method: [`Emitters registered at run time: ${emitterNames().join(', ') || 'unknown'}.`],
    tables,
    targets,
    notes: [...new Set(notes)],
  };
}

/** Cold `npm run generate` at most half the time of the peer chain, run by run. */
function chainTarget(ours: ToolResult | undefined, chain: ToolResult | undefined): TargetCheck {
  const target = 'Cold `npm run generate` at most half the time of the peer chain making the same outputs (lint + bundle + openapi-typescript + @hey-api/openapi-ts + build-docs)';
  if (!ours?.time || !chain?.time) return { target, measured: ours?.failure ?? (chain?.failure ? `peer chain failed: ${chain.failure}` : 'not measured'), met: null };
  const r = timeRatio(ours, chain)!;
  const cpu = ours.cpu && chain.cpu ? `; CPU time ${formatMs(ours.cpu.median)} vs ${formatMs(chain.cpu.median)}` : '';
  return { target, measured: `${formatMs(ours.time.median)} vs ${formatMs(chain.time.median)} (medians); run by run ${formatRatio(r)} the chain's time${cpu}`, met: r <= 0.5 };
}

function timeTarget(target: string, ours: ToolResult | undefined, peer: ToolResult | undefined): TargetCheck {
  if (!ours?.time || !peer?.time) {
    return { target, measured: ours?.failure ?? (peer?.failure ? `peer failed: ${peer.failure}` : 'not measured'), met: null };
  }
  const r = timeRatio(ours, peer)!;
  return {
    target,
    measured: `${formatMs(ours.time.median)} vs ${formatMs(peer.time.median)} (medians); run by run: ${ratioWords(r)}${ours.cpu && peer.cpu ? `; CPU time ${formatMs(ours.cpu.median)} vs ${formatMs(peer.cpu.median)}` : ''}`,
    met: r <= 1,
  };
}

/** The emitter names in generator/emitters.ts, read from its imports (cheap; no need to load the generator here). */
function emitterNames(): string[] {
  const source = fs.readFileSync(path.join(projectRoot, 'generator/emitters.ts'), 'utf8');
  const match = /emitters\s*:\s*Emitter\[\]\s*=\s*\[([^\]]*)\]/.exec(source);
  return match ? match[1].split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** Where one pass of `generate` spends its time, from bench/generate-phases.ts in its own process. */
async function phaseTable(rounds: number): Promise<Table> {
  const caption = `Where a generate pass spends its time (this spec, in one process started as \`npm run generate\` starts the generator, each phase timed on its own, one after another (generate overlaps several of them): the first pass, then the median of ${rounds - 1} more passes, as in \`--watch\`). From bench/generate-phases.ts. The comparison row is lint again with its example checks (conventions/examples-match-schema and no-invalid-schema-examples) off, timed right after the real lint, so its first-pass figure has lint's warm-up behind it: compare the later passes.`;
  const headers = ['Phase', 'First pass', 'Later passes (median)'];
  const run = await runNode(path.join(projectRoot, 'bench/generate-phases.ts'), [String(rounds)]);
  if (run.code !== 0) return { caption, headers, rows: [['all', `**failed**: ${failureMessage(run)}`, '']] };
  const { importMs, rounds: passes, comparisons } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { importMs: number; rounds: Record<string, number>[]; comparisons: Record<string, number>[] };
  const rows = [['starting Node and loading the generator\'s modules (redocly, ajv, handlebars, ...; openapi-typescript and ts-morph load on their workers)', formatMs(importMs), '']];
  const total = (pass: Record<string, number>) => Object.values(pass).reduce((sum, ms) => sum + ms, 0);
  const row = (label: string, name: string, of: Record<string, number>[]) => {
    const later = of.slice(1).map((pass) => pass[name]);
    return [label, formatMs(of[0][name]), later.length > 0 ? formatMs(summarize(later).median) : ''];
  };
  for (const name of Object.keys(passes[0])) {
    rows.push(row(name, name, passes));
    // What lint's example checks cost: the same lint without them, timed right after (not a phase of generate).
    if (name === 'lint (redocly)') for (const compared of Object.keys(comparisons[0] ?? {})) rows.push(row(`… for comparison, ${compared} (not run by generate)`, compared, comparisons));
  }
  const laterTotals = passes.slice(1).map(total);
  rows.push(['**total of the phases generate runs**', formatMs(total(passes[0])), laterTotals.length > 0 ? formatMs(summarize(laterTotals).median) : '']);
  return { caption, headers, rows };
}
