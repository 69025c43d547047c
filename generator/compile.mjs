// Compiles a TypeScript entry point of this project (and the project files it imports) with esbuild
// into one ES module under .build/, named by its content, and returns that file's path. Packages
// stay external: Node loads them from node_modules as usual. `npm run generate` (run.mjs) runs the
// generator this way; the generation bench times its phases the same way.
//
// Each bundle is recorded with the content hash of every file esbuild read for it. While those
// files are unchanged the bundle is used again without loading esbuild at all, as peer tools run
// the JavaScript they ship: that saved about 0.1 s of each `npm run generate`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder below the root, like generator/project-root.ts, so the bundle finds the root alike.
const buildDir = path.join(projectRoot, '.build');
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
// Read by esbuild for how it compiles (tsconfig's options, package.json's module type), but not
// listed among a bundle's inputs.
const SETTINGS_FILES = ['tsconfig.json', 'package.json'];
// This file decides how bundles are built: a new version of it makes every record stale.
const COMPILER_HASH = hashOf(fs.readFileSync(fileURLToPath(import.meta.url)));

/** `entry` is relative to the project root; `name` prefixes the output file. */
export async function compileEntry(entry, name) {
  const reused = unchangedBundle(entry, name);
  if (reused) {
    markInUse(reused, recordPath(name));
    return reused;
  }
  const { build } = await import('esbuild');
  let result;
  try {
    result = await build({
      entryPoints: [path.join(projectRoot, entry)],
      // Paths in errors and in the metafile are then relative to the root, wherever the run started.
      absWorkingDir: projectRoot,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outfile: path.join(buildDir, `${name}.mjs`),
    });
  } catch (error) {
    // esbuild names file, line and column of each problem.
    const problems = (error.errors ?? []).map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ` : ''}${e.text}`);
    throw new Error(`${entry} does not compile:\n${problems.length > 0 ? problems.join('\n') : error.message}`);
  }
  const file = writeBundle(name, result.outputFiles[0].contents);
  writeRecord(entry, name, file, [...Object.keys(result.metafile.inputs), ...SETTINGS_FILES.filter((f) => fs.existsSync(path.join(projectRoot, f)))]);
  return file;
}

/** The bundle recorded for `entry` under `name`, if every file it was built from still has the content it had then. */
function unchangedBundle(entry, name) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(recordPath(name), 'utf8'));
  } catch {
    return null;
  }
  if (record.entry !== entry || record.compiler !== COMPILER_HASH || !fs.existsSync(path.join(buildDir, record.bundle ?? ''))) return null;
  for (const [input, hash] of Object.entries(record.inputs ?? {})) {
    let contents;
    try {
      contents = fs.readFileSync(path.join(projectRoot, input));
    } catch {
      return null;
    }
    if (hashOf(contents) !== hash) return null;
  }
  return path.join(buildDir, record.bundle);
}

/** Records the bundle with a hash of each input (paths as esbuild gives them: relative to the project root). */
function writeRecord(entry, name, file, inputs) {
  const record = {
    entry,
    compiler: COMPILER_HASH,
    bundle: path.basename(file),
    inputs: Object.fromEntries(inputs.map((input) => [input, hashOf(fs.readFileSync(path.join(projectRoot, input)))])),
  };
  writeAtomically(recordPath(name), `${JSON.stringify(record, null, 2)}\n`);
}

function recordPath(name) {
  return path.join(buildDir, `${name}.inputs.json`);
}

/** Writes the bundle under a name of its own content, so concurrent runs never read a half-written file. */
function writeBundle(name, contents) {
  fs.mkdirSync(buildDir, { recursive: true });
  const file = path.join(buildDir, `${name}-${hashOf(contents).slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) writeAtomically(file, contents);
  else markInUse(file);
  removeStaleBundles(file);
  return file;
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Reused files are marked as in use, so another run's sweep of stale bundles does not remove them. */
function markInUse(...files) {
  const now = new Date();
  for (const file of files) {
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Gone meanwhile: the next run builds it again.
    }
  }
}

/** Bundles of older versions, left by earlier runs. */
function removeStaleBundles(current) {
  const now = Date.now();
  for (const name of fs.readdirSync(buildDir)) {
    const file = path.join(buildDir, name);
    if (file === current) continue;
    try {
      if (now - fs.statSync(file).mtimeMs > STALE_AFTER_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

function hashOf(contents) {
  return crypto.createHash('sha256').update(contents).digest('hex');
}
