// Writes generated files only where their bytes changed, removes files no emitter produced,
// and in check mode reports instead of writing.
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from '../emit/emitter.ts';

export interface OutputReport {
  written: string[];
  unchanged: string[];
  removed: string[];
  /** Check mode: files that differ from what would be generated, are missing, or are extra. */
  stale: string[];
}

/** Files in the output folder that generation never manages. */
const UNMANAGED = [/^node_modules\//, /^dist\//];

/**
 * `prune: false` leaves files no emitter produced in place: --watch writes the code outputs before
 * the docs exist, and removes strays only once every emitter has run.
 */
export function writeOutput(outDir: string, files: GeneratedFile[], options: { check: boolean; prune?: boolean }): OutputReport {
  const report: OutputReport = { written: [], unchanged: [], removed: [], stale: [] };
  const produced = new Set(files.map((f) => f.path));
  for (const file of files) {
    const target = path.join(outDir, file.path);
    const next = typeof file.contents === 'string' ? Buffer.from(file.contents) : Buffer.from(file.contents);
    const current = fs.existsSync(target) ? fs.readFileSync(target) : null;
    if (current && current.equals(next)) {
      report.unchanged.push(file.path);
      continue;
    }
    if (options.check) {
      report.stale.push(current ? `${file.path} (differs)` : `${file.path} (missing)`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, next);
    report.written.push(file.path);
  }
  if (options.prune === false) return report;
  for (const existing of listFiles(outDir)) {
    if (produced.has(existing) || UNMANAGED.some((re) => re.test(existing))) continue;
    if (options.check) report.stale.push(`${existing} (not generated any more)`);
    else {
      fs.rmSync(path.join(outDir, existing));
      report.removed.push(existing);
    }
  }
  return report;
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return rel === 'node_modules' ? [] : listFiles(path.join(dir, entry.name), rel);
    return [rel];
  });
}
