// Section 4: type-check cost. `tsc --noEmit` (cold) on a consumer file calling twenty operations,
// once with the generated client as its package ships (declarations), once with the same calls
// written for bare openapi-fetch + openapi-typescript types of the same bundled document.
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './context.ts';
import { loadBundledModel, operationOf } from './payloads.ts';
import type { ApiModel } from '../generator/model/types.ts';
import { failureMessage, projectRoot, runNode, tmpRoot, type ProcessResult } from './process.ts';
import { unavailableSection, type SectionResult, type Table, type TargetCheck } from './report.ts';
import { formatBytes, formatMs, formatRatio, formatSummary, measure, ratio, type Summary } from './stats.ts';

const TITLE = '4. Type-check cost';
const workDir = path.join(tmpRoot, 'typecheck');
const tsc = path.join(projectRoot, 'node_modules/typescript/lib/tsc.js');
const generatedDir = path.join(projectRoot, 'generated');

/** Twenty operations across resources: reads, lists and writes. */
export const CONSUMER_OPERATIONS = [
  'candidate.info', 'candidate.list', 'candidate.create', 'candidate.update', 'candidate.search',
  'application.info', 'application.list', 'application.create', 'application.changeStage', 'application.update',
  'applicationFeedback.submit', 'applicationFeedback.list', 'job.info', 'job.list', 'job.create',
  'interview.list', 'interviewStage.list', 'user.list', 'user.info', 'offer.create',
];

/** Where a consumer reads a typed field from what a call gives it, to make tsc resolve the result types. */
const FIELD_READS: Record<string, string> = {
  'candidate.info': '.name',
  // The client resolves a list call to the page; bare openapi-fetch code reads `results` off the envelope.
  'application.list': '.results[0]?.candidate.name',
  'applicationFeedback.submit': '.submittedFormInstance.id',
};
const PEER_FIELD_READS: Record<string, string> = { ...FIELD_READS, 'application.list': '[0]?.candidate.name' };

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['consumer.ts'],
};

function requestExample(model: ApiModel, operation: string): unknown {
  return operationOf(model, operation).request?.example ?? {};
}

function ourConsumer(model: ApiModel, importFrom: string): string {
  const lines = [
    `import { HiringApiClient } from '${importFrom}';`,
    '',
    'function consume<T>(value: T): T {',
    '  return value;',
    '}',
    '',
    'declare const HIRING_API_KEY: string;',
    "const client = new HiringApiClient({ apiKey: HIRING_API_KEY, baseUrl: 'https://hiring.example.com' });",
    '',
    'export async function run(): Promise<void> {',
  ];
  CONSUMER_OPERATIONS.forEach((operation, i) => {
    const [resource, action] = operation.split('.');
    lines.push(`  const r${i} = await client.${resource}.${action}(${JSON.stringify(requestExample(model, operation))});`);
    lines.push(`  consume(r${i}${FIELD_READS[operation] ?? ''});`);
  });
  lines.push('}', '');
  return lines.join('\n');
}

function peerConsumer(model: ApiModel): string {
  const lines = [
    "import createClient from 'openapi-fetch';",
    "import type { paths } from './schema.js';",
    '',
    'function consume<T>(value: T): T {',
    '  return value;',
    '}',
    '',
    'declare const HIRING_API_KEY: string;',
    'const client = createClient<paths>({',
    "  baseUrl: 'https://hiring.example.com',",
    "  headers: { authorization: `Basic ${btoa(`${HIRING_API_KEY}:`)}`, accept: 'application/json; version=1' },",
    '});',
    '',
    'export async function run(): Promise<void> {',
  ];
  CONSUMER_OPERATIONS.forEach((operation, i) => {
    lines.push(`  const r${i} = await client.POST('/${operation}', { body: ${JSON.stringify(requestExample(model, operation))} });`);
    lines.push(`  if (r${i}.data?.success === true) consume(r${i}.data.results${PEER_FIELD_READS[operation] ?? ''});`);
  });
  lines.push('}', '');
  return lines.join('\n');
}

function writeProject(dir: string, consumer: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), `${JSON.stringify(CONSUMER_TSCONFIG, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'consumer.ts'), consumer);
}

/** The generated package as `npm pack` would ship it: built with its own tsconfig into node_modules/@hiring-api/client. */
async function buildPackage(into: string): Promise<string | null> {
  fs.rmSync(into, { recursive: true, force: true });
  fs.mkdirSync(into, { recursive: true });
  const build = await runNode(tsc, ['-p', path.join(generatedDir, 'tsconfig.json'), '--outDir', path.join(into, 'dist')]);
  if (build.code !== 0) return `building the generated package failed: ${failureMessage(build)}`;
  for (const file of ['schema.d.ts', 'validators.js', 'validators.d.ts']) {
    if (fs.existsSync(path.join(generatedDir, file))) fs.copyFileSync(path.join(generatedDir, file), path.join(into, 'dist', file));
  }
  fs.copyFileSync(path.join(generatedDir, 'package.json'), path.join(into, 'package.json'));
  return null;
}

interface Variant {
  label: string;
  dir: string;
  time?: Summary;
  failure?: string;
  diagnostics?: Record<string, string>;
}

function diagnosticsOf(run: ProcessResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of run.stdout.split('\n')) {
    const match = /^(Files|Lines of TypeScript|Lines of Definitions|Types|Instantiations|Memory used|Check time|Total time):\s+(.+)$/.exec(line.trim());
    if (match) out[match[1]] = match[2].trim();
  }
  return out;
}

export async function typecheckSection(context: BenchContext): Promise<SectionResult> {
  for (const file of ['client.ts', 'package.json', 'tsconfig.json', 'schema.d.ts']) {
    if (!fs.existsSync(path.join(generatedDir, file))) return unavailableSection('typecheck', TITLE, `generated/${file} does not exist yet (run \`npm run generate\` once the client emitter lands)`);
  }
  const model = loadBundledModel();
  fs.rmSync(workDir, { recursive: true, force: true });

  // Peer: openapi-typescript types of the same bundled document, used through openapi-fetch.
  const peerDir = path.join(workDir, 'openapi-fetch');
  writeProject(peerDir, peerConsumer(model));
  const types = await runNode(path.join(projectRoot, 'node_modules/openapi-typescript/bin/cli.js'), [path.join(generatedDir, 'openapi.json'), '-o', path.join(peerDir, 'schema.d.ts')], { cwd: peerDir });

  const oursDir = path.join(workDir, 'client-package');
  writeProject(oursDir, ourConsumer(model, '@hiring-api/client'));
  context.log('  building the generated package (declarations)');
  const buildFailure = await buildPackage(path.join(oursDir, 'node_modules/@hiring-api/client'));

  // In-repo code imports the generated sources directly; tsc then checks client.ts itself too.
  const sourcesDir = path.join(workDir, 'client-sources');
  writeProject(sourcesDir, ourConsumer(model, path.relative(sourcesDir, path.join(generatedDir, 'index.js')).replace(/\\/g, '/')));

  const variants: Variant[] = [
    { label: 'HiringApiClient, as the package ships (dist/*.d.ts)', dir: oursDir, failure: buildFailure ?? undefined },
    { label: 'bare openapi-fetch + openapi-typescript types', dir: peerDir, failure: types.code === 0 ? undefined : `openapi-typescript failed: ${failureMessage(types)}` },
    { label: 'HiringApiClient, importing generated/*.ts sources', dir: sourcesDir },
  ];
  const runs = context.quick ? 2 : 5;
  for (const variant of variants) {
    if (variant.failure) continue;
    let lastRun: ProcessResult | undefined;
    try {
      variant.time = await measure(runs, 1, async (i) => {
        const run = await runNode(tsc, ['--noEmit', '-p', variant.dir, '--extendedDiagnostics'], { cwd: variant.dir });
        if (run.code !== 0) throw new Error(failureMessage(run));
        lastRun = run;
        context.log(`  ${variant.label}${i < 0 ? ' (warm-up)' : ''}: ${formatMs(run.ms)}`);
        return run.ms;
      });
      variant.diagnostics = lastRun ? diagnosticsOf(lastRun) : undefined;
    } catch (error) {
      variant.failure = `tsc failed: ${(error as Error).message}`;
      context.log(`  ${variant.label}: FAILED ${variant.failure}`);
    }
  }

  const [ours, peer] = variants;
  const table: Table = {
    caption: `\`tsc --noEmit\` on a consumer file calling ${CONSUMER_OPERATIONS.length} operations (${CONSUMER_OPERATIONS.join(', ')}), cold process, ${runs} runs after 1 warm-up. Same compiler options (strict, NodeNext, skipLibCheck).`,
    headers: ['Consumer', 'tsc --noEmit: median (min – max)', 'vs bare openapi-fetch', 'Check time', 'Types', 'Instantiations', 'Memory used', 'Files'],
    rows: variants.map((v) => [
      v.label,
      v.failure ? `**failed**: ${v.failure}` : formatSummary(v.time!, formatMs),
      v !== peer && v.time && peer.time ? formatRatio(ratio(v.time, peer.time)) : '',
      v.diagnostics?.['Check time'] ?? '',
      v.diagnostics?.Types ?? '',
      v.diagnostics?.Instantiations ?? '',
      v.diagnostics?.['Memory used'] ?? '',
      v.diagnostics?.Files ?? '',
    ]),
  };
  const target = 'Consumer type-check at most 1.5x bare openapi-fetch';
  const targets: TargetCheck[] = [
    ours.time && peer.time
      ? { target, measured: `${formatMs(ours.time.median)} vs ${formatMs(peer.time.median)}: ${formatRatio(ratio(ours.time, peer.time))}`, met: ratio(ours.time, peer.time) <= 1.5 }
      : { target, measured: ours.failure ?? peer.failure ?? 'not measured', met: null },
  ];
  const declarationSize = folderDeclarationBytes(path.join(oursDir, 'node_modules/@hiring-api/client/dist'));
  return {
    id: 'typecheck',
    title: TITLE,
    method: [],
    tables: [table],
    targets,
    notes: [
      `The consumer files are written to bench/.tmp/typecheck/ at run time, with each operation's request example as its body; the package variant resolves \`@hiring-api/client\` to generated/ built with its own tsconfig (declarations: ${formatBytes(declarationSize)}).`,
      'The first two rows are what a user of each approach type-checks; the third is how code inside this repository sees the client.',
      `Counters (check time, types, instantiations, memory) are from \`tsc --extendedDiagnostics\` of the last run.`,
    ],
  };
}

function folderDeclarationBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.d.ts')) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

