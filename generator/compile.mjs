// Compiles a TypeScript entry point of this project (and the project files it imports) with esbuild
// into one ES module under .build/, named by its content, and returns that file's path. Packages
// stay external: Node loads them from node_modules as usual. `npm run generate` (run.mjs) runs the
// generator this way; the generation bench times its phases the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder below the root, like generator/project-root.ts, so the bundle finds the root alike.
const buildDir = path.join(projectRoot, '.build');
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** `entry` is relative to the project root; `name` prefixes the output file. */
export async function compileEntry(entry, name) {
  let result;
  try {
    result = await build({
      entryPoints: [path.join(projectRoot, entry)],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      outfile: path.join(buildDir, `${name}.mjs`),
    });
  } catch (error) {
    // esbuild names file, line and column of each problem.
    const problems = (error.errors ?? []).map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ` : ''}${e.text}`);
    throw new Error(`${entry} does not compile:\n${problems.length > 0 ? problems.join('\n') : error.message}`);
  }
  return writeBundle(name, result.outputFiles[0].contents);
}

/** Writes the bundle under a name of its own content, so concurrent runs never read a half-written file. */
function writeBundle(name, contents) {
  fs.mkdirSync(buildDir, { recursive: true });
  const hash = crypto.createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const file = path.join(buildDir, `${name}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, contents);
    fs.renameSync(temporary, file);
  } else {
    // Reused: marked as in use, so another run's sweep of stale bundles does not remove it.
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
  removeStaleBundles(file);
  return file;
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
