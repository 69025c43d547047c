// Section 8: a large public-style description (bench/synthetic-spec.ts publicStyleSpec: OpenAPI
// 3.0.3, 400 operations, about 4 MB of JSON). The target: a cold `generate --spec` takes no more CPU
// time than openapi-typescript and @hey-api/openapi-ts together on the same file; measured for the
// default run and for `--no-docs` (everything but the reference docs, the peers' outputs and more).
import fs from 'node:fs';
import path from 'node:path';
import { benchTools, generationTable, heyApi, openapiTypescript, oursBundled, oursCodeOnly, workDir, type ToolResult } from './generation.ts';
import type { SectionResult, TargetCheck } from './report.ts';
import { formatBytes, formatMs } from './stats.ts';
import { publicStyleSpec } from './synthetic-spec.ts';
import type { BenchContext } from './context.ts';

const OPERATIONS = 400;
/** Properties a resource object has: sets the document's size (about 4.4 MB with 400 operations). */
const FIELDS = 30;

export async function largeSpecSection(context: BenchContext): Promise<SectionResult> {
  fs.mkdirSync(workDir, { recursive: true });
  const spec = path.join(workDir, `public-${OPERATIONS}.json`);
  const text = `${JSON.stringify(publicStyleSpec(OPERATIONS, FIELDS), null, 2)}\n`;
  fs.writeFileSync(spec, text);
  // Each run is long (tens of seconds): one warm-up-free round in --quick, two otherwise.
  const runs = context.quick ? 1 : 2;
  context.log(`large spec: ${formatBytes(text.length)}`);
  const results = await benchTools([oursBundled, oursCodeOnly, openapiTypescript, heyApi], spec, 'public-400', runs, 0, context.log);
  const [ours, codeOnly, ots, hey] = results;
  const target = 'Cold `generate --spec` on a 4 MB, 400-operation public-style document: CPU time at most openapi-typescript + @hey-api/openapi-ts';
  const targets = [cpuTarget(target, ours, ots, hey), cpuTarget('… and with `--no-docs` (everything but the reference docs)', codeOnly, ots, hey)];
  return {
    id: 'large-spec',
    title: '8. Large public-style document',
    method: [`bench/synthetic-spec.ts publicStyleSpec(${OPERATIONS}, ${FIELDS}): ${formatBytes(text.length)} of JSON, OpenAPI 3.0.3, REST paths, five operations a resource, nullable references, unknown formats (generate warns of them), boolean exclusive bounds. ${runs} cold run(s) a tool, no warm-up, the tools taking turns.`],
    tables: [generationTable(`Public-style document, ${OPERATIONS} operations (${formatBytes(text.length)}). CPU time counts every thread and child process (this project's HTML docs build, its workers).`, results, ours)],
    targets,
    // The run without docs warns as the default run does: said once.
    notes: results.filter((r) => r.warnings.length > 0 && !(r === codeOnly && r.warnings.join() === ours.warnings.join())).map((r) => `${r.tool.label} succeeded with warnings: ${r.warnings.join(' / ')}`),
  };
}

/** `run`'s median CPU time against the two peers' together, with its peak memory. */
function cpuTarget(target: string, run: ToolResult, ots: ToolResult, hey: ToolResult): TargetCheck {
  if (!run.cpu || !ots.cpu || !hey.cpu) return { target, measured: run.failure ?? ots.failure ?? hey.failure ?? 'CPU time not measured (needs GNU time)', met: null };
  const peers = ots.cpu.median + hey.cpu.median;
  const measured = `${formatMs(run.cpu.median)} vs ${formatMs(peers)} (${formatMs(ots.cpu.median)} + ${formatMs(hey.cpu.median)}); peak RSS ${run.rss ? formatBytes(run.rss.median) : 'n/a'}`;
  return { target, measured, met: run.cpu.median <= peers };
}
