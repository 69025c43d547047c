// `npm run generate` starts here. It compiles generator/ (TypeScript) with esbuild into one ES
// module and runs that with plain Node. Running the sources through tsx instead put its loader
// hooks in front of every module the generator loads (TypeScript, Redocly, ts-morph, ...), which
// added about 1.5 s to each run; esbuild compiles the generator itself in well under 100 ms.
// Packages stay external: Node loads them from node_modules as usual.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder below the root, like generator/project-root.ts, so the bundle finds the root alike.
const buildDir = path.join(projectRoot, '.build');
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

async function compile() {
  try {
    const result = await build({
      entryPoints: [path.join(projectRoot, 'generator/cli.ts')],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      outfile: path.join(buildDir, 'generate.mjs'),
    });
    return result.outputFiles[0].contents;
  } catch (error) {
    // esbuild names file, line and column of each problem.
    const problems = (error.errors ?? []).map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ` : ''}${e.text}`);
    console.error(`generate: the generator does not compile:\n${problems.length > 0 ? problems.join('\n') : error.message}`);
    process.exit(2);
  }
}

/** Writes the bundle under a name of its own content, so concurrent runs never read a half-written file. */
function writeBundle(contents) {
  fs.mkdirSync(buildDir, { recursive: true });
  const hash = crypto.createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const file = path.join(buildDir, `generate-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, contents);
    fs.renameSync(temporary, file);
  }
  removeStaleBundles(file);
  return file;
}

/** Bundles of older generator versions, left by earlier runs. */
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

await import(pathToFileURL(writeBundle(await compile())).href);
