// Writes generated files only where their bytes changed, removes the files an earlier run wrote
// that no emitter produces any more, and in check mode reports instead of writing. What an earlier
// run wrote is read from the manifest it left (MANIFEST_FILE), never guessed from the folder: a
// folder holding anything else (`--out .`, `--out src`) is refused before a byte is written, and
// files the generator never wrote are never removed.
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

/** The list of files the last run wrote, one path a line, kept in the output folder. */
export const MANIFEST_FILE = '.generated-files';
/** How many files a refusal names. */
const NAMED_FILES = 5;

/** The output folder holds files this generator did not write; nothing was written. */
export class OutputFolderError extends Error {
  override name = 'OutputFolderError';
}

export interface WriteOptions {
  check: boolean;
  /**
   * The earlier run's files this run does not make and leaves as they are (a run without docs leaves
   * docs/): still listed in the manifest, never removed, not stale under check.
   */
  leaves?: (file: string) => boolean;
}

export function writeOutput(outDir: string, files: GeneratedFile[], options: WriteOptions): OutputReport {
  const report: OutputReport = { written: [], unchanged: [], removed: [], stale: [] };
  const previous = readManifest(outDir);
  const produced = new Set(files.map((f) => f.path));
  if (previous === null) refuseUnknownFolder(outDir);
  const left = new Set([...(previous ?? [])].filter((file) => !produced.has(file) && options.leaves?.(file) && fs.existsSync(path.join(outDir, file))));
  const listed = new Set([...produced, ...left]);
  const all = [...files, { path: MANIFEST_FILE, contents: manifestText(listed) }];
  for (const file of all) {
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
  if (previous === null) return report;
  for (const earlier of previous) {
    if (produced.has(earlier) || left.has(earlier) || !fs.existsSync(path.join(outDir, earlier))) continue;
    if (options.check) report.stale.push(`${earlier} (not generated any more)`);
    else {
      fs.rmSync(path.join(outDir, earlier));
      report.removed.push(earlier);
    }
  }
  return report;
}

function manifestText(produced: Set<string>): string {
  return `${[...produced].sort().join('\n')}\n`;
}

/** The files the last run wrote, or null when the folder has no manifest. */
function readManifest(outDir: string): Set<string> | null {
  const file = path.join(outDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  // Only plain relative paths inside the folder: a hand-edited manifest must not reach outside it.
  const listed = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line !== '' && !path.isAbsolute(line) && !line.split(/[\\/]/).includes('..'));
  return new Set(listed);
}

/**
 * Without a manifest, the folder must be new or empty: a file there with the name of an output (a
 * project's own package.json or README.md) cannot be told apart from an old output, so none is overwritten.
 */
function refuseUnknownFolder(outDir: string): void {
  if (!fs.existsSync(outDir)) return;
  if (!fs.statSync(outDir).isDirectory()) throw new OutputFolderError(`${outDir} is a file; the output must go to a folder.`);
  const files = listFiles(outDir, '');
  if (files.length === 0) return;
  const named = files.slice(0, NAMED_FILES).join(', ') + (files.length > NAMED_FILES ? `, and ${files.length - NAMED_FILES} more` : '');
  throw new OutputFolderError(
    `${outDir} holds files this generator did not write (${named}) and no ${MANIFEST_FILE} from an earlier run; ` +
      'nothing was written. Pass a new or empty folder with --out.',
  );
}

function listFiles(dir: string, prefix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}
