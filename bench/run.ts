// `npm run bench [-- --only generation,validation,client,typecheck,memory,large-spec,docs-page,hostile] [-- --quick] [-- --out FILE] [-- --page NAME=FILE]`
// Measures this toolchain against peer tools in one run and writes bench/RESULTS.md.
// Never part of `npm test`: it takes minutes and its numbers depend on the machine.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchContext } from './context.ts';
import { projectRoot, tmpRoot } from './process.ts';
import { describeMachine, unavailableSection, writeReport, type SectionResult } from './report.ts';
import { generationSection } from './generation.ts';
import { validationSection } from './validation.ts';
import { clientOverheadSection } from './client-overhead.ts';
import { typecheckSection } from './typecheck.ts';
import { memorySection } from './memory.ts';
import { bundleSizeSection } from './bundle-size.ts';
import { sandboxSection } from './sandbox.ts';
import { largeSpecSection } from './large-spec.ts';
import { docsPageSection, extraPage } from './docs-page.ts';
import { hostileInputSection } from './hostile-input.ts';

const SECTIONS: { id: string; title: string; run: (context: BenchContext) => Promise<SectionResult> }[] = [
  { id: 'generation', title: '1. Generation', run: generationSection },
  { id: 'validation', title: '2. Validation', run: validationSection },
  { id: 'client', title: '3. Client overhead', run: clientOverheadSection },
  { id: 'typecheck', title: '4. Type-check cost', run: typecheckSection },
  { id: 'memory', title: '5. Memory', run: memorySection },
  { id: 'bundle', title: '6. Bundle size', run: bundleSizeSection },
  { id: 'sandbox', title: '7. Sandbox throughput', run: sandboxSection },
  { id: 'large-spec', title: '8. Large public-style document', run: largeSpecSection },
  { id: 'docs-page', title: '9. Reference docs in a browser', run: docsPageSection },
  { id: 'hostile', title: '10. Hostile input: probe latency', run: hostileInputSection },
];

const USAGE = `Usage: npm run bench -- [--quick] [--only ${SECTIONS.map((s) => s.id).join(',')}] [--out FILE] [--page NAME=FILE]
  --quick   fewer runs (for development; the spread is wider)
  --only    run only these sections; the report keeps the other sections as they were
  --out     where to write the report (default: bench/RESULTS.md)
  --page    NAME=FILE: a variant of the docs page, measured in the docs-page section beside ours and Redoc's (repeatable)`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { quick: { type: 'boolean' }, only: { type: 'string' }, out: { type: 'string' }, page: { type: 'string', multiple: true }, help: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const only = args.only ? args.only.split(',').map((s) => s.trim()).filter(Boolean) : SECTIONS.map((s) => s.id);
  const unknown = only.filter((id) => !SECTIONS.some((s) => s.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown section(s): ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const outFile = path.resolve(args.out ?? path.join(projectRoot, 'bench/RESULTS.md'));
  const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
  const machine = describeMachine();
  const started = performance.now();
  fs.mkdirSync(tmpRoot, { recursive: true });
  let docsPages;
  try {
    docsPages = (args.page ?? []).map(extraPage);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const context: BenchContext = { quick: Boolean(args.quick), log: (line) => console.error(line), docsPages };

  const results: SectionResult[] = [];
  for (const section of SECTIONS.filter((s) => only.includes(s.id))) {
    console.error(`== ${section.title}`);
    const sectionStarted = performance.now();
    try {
      // The report heads the section with the title and number given here, whatever the section calls itself.
      results.push({ ...(await section.run(context)), title: section.title });
    } catch (error) {
      // One broken section must not lose the others' numbers.
      console.error(error);
      results.push(unavailableSection(section.id, section.title, `the section failed: ${(error as Error).message}`));
    }
    console.error(`   (${Math.round((performance.now() - sectionStarted) / 1000)} s)`);
  }
  writeReport(outFile, {
    command,
    machine,
    date: new Date().toISOString().slice(0, 10),
    quick: context.quick,
    durationMs: performance.now() - started,
    sections: results,
  }, { only: Boolean(args.only) });
  console.error(`Wrote ${path.relative(process.cwd(), outFile)}`);
  return 0;
}

process.exitCode = await main();
