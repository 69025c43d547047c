// The two sides of `npm run diff`: a spec file (YAML or JSON, bundled as `generate` bundles it) or a
// git revision, read as the project's spec/ folder at that revision.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SpecResolver } from '../load/spec-resolver.mjs';
import { bundleSpec } from '../load/load-spec.ts';
import { loadLintConfig } from '../load/lint.mjs';

export interface LoadedSide {
  /** How the report names it: the file, or `spec/ at HEAD~1`. */
  label: string;
  document: Record<string, any>;
}

export class UsageError extends Error {}

/** The project's spec folder and root document, as a git revision holds them. */
const SPEC_DIR = 'spec';
const SPEC_ROOT = 'openapi.yaml';

/** `repository`: where git commands run (the working directory: npm runs scripts at the project root). */
export async function loadSide(argument: string, repository: string): Promise<LoadedSide> {
  const file = path.resolve(argument);
  if (fs.existsSync(file) && fs.statSync(file).isFile()) {
    return { label: path.relative(process.cwd(), file) || file, document: await bundle(file) };
  }
  if (!isRevision(argument, repository)) {
    throw new UsageError(`"${argument}" is neither a spec file nor a git revision of this repository (for example HEAD~1, main, v1.0.0).`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-at-revision-'));
  try {
    extractSpec(argument, repository, dir);
    const root = path.join(dir, SPEC_DIR, SPEC_ROOT);
    if (!fs.existsSync(root)) throw new UsageError(`${argument} has no ${SPEC_DIR}/${SPEC_ROOT}.`);
    return { label: `${SPEC_DIR}/ at ${argument}`, document: await bundle(root) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function bundle(file: string): Promise<Record<string, any>> {
  // Bundled only: a diff says what changed, and lint is `generate`'s job.
  const config = await loadLintConfig();
  return bundleSpec(file, config, new SpecResolver(config.resolve));
}

function isRevision(argument: string, repository: string): boolean {
  if (argument.startsWith('-')) return false;
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${argument}^{commit}`], { cwd: repository, encoding: 'utf8' });
  return result.status === 0;
}

/** Writes spec/ (of the repository's top folder) as `revision` holds it under `dir` (git archive, unpacked by tar). */
function extractSpec(revision: string, repository: string, dir: string): void {
  const archive = spawnSync('git', ['archive', '--format=tar', `${revision}:`, SPEC_DIR], { cwd: repository, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) throw new UsageError(`git archive ${revision} ${SPEC_DIR}: ${archive.stderr.toString().trim()}`);
  const unpack = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (unpack.status !== 0) throw new Error(`tar could not unpack ${SPEC_DIR}/ at ${revision}: ${unpack.stderr?.toString().trim() ?? unpack.error?.message}`);
}
