// Packs a generated package as a user does, from a bare copy in a folder of its own: no link to this
// repository's node_modules, so the copy's own `npm install` must bring everything its build needs
// (tsc, Node's types). `npm pack` then runs the prepack build. The tarball is installed into consumer
// folders the way a user's project gets it: `npm ci` from a lockfile whose registry entries
// (openapi-fetch, ajv, ...) are the root project's own, so they come from npm's cache where the root
// install left them and from the registry otherwise.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../support/project.ts';

export interface Packed {
  tarball: string;
  /** Paths inside the tarball (`package/dist/index.js`, ...). */
  files: string[];
  /** The package's package.json. */
  manifest: { name: string; version: string; dependencies: Record<string, string> };
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/** What a user copies: the package's files, without the reference docs, a build or installed packages. */
function copyBare(sourceDir: string, targetDir: string): void {
  fs.cpSync(sourceDir, targetDir, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(sourceDir, source);
      return !/^(docs|openapi\.json|node_modules|dist)($|[\\/])/.test(rel);
    },
  });
}

/** Copies `sourceDir` into `workDir`, installs its own dependencies, and packs it there. */
export function packBare(sourceDir: string, workDir: string): Packed {
  const packageDir = path.join(workDir, 'package-src');
  copyBare(sourceDir, packageDir);
  execFileSync(NPM, ['install', ...QUIET, '--ignore-scripts'], { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const packed = JSON.parse(execFileSync(NPM, ['pack', '--json', '--pack-destination', workDir, '--loglevel=error'], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  return {
    tarball: path.join(workDir, packed[0].filename),
    files: (packed[0].files as { path: string }[]).map((f) => `package/${f.path}`),
    manifest: JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')),
  };
}

/**
 * generated/ packed once per content: test files share the tarball (kept under node_modules/.cache,
 * keyed by a hash of the files packed), so each consumer suite does not build it again.
 */
export function packedGenerated(): Packed {
  const source = path.join(projectRoot, 'generated');
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(source, full);
      if (/^(docs|openapi\.json|node_modules|dist)$/.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(rel).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  walk(source);
  const cacheDir = path.join(projectRoot, 'node_modules/.cache/hiring-api-toolchain/packed', hash.digest('hex').slice(0, 16));
  const record = path.join(cacheDir, 'packed.json');
  // The record names the tarball relative to its folder, so a checkout moved or sharing this
  // node_modules (a git worktree linking it) finds the tarball where it is.
  const recorded = (): Packed => {
    const packed: Packed = JSON.parse(fs.readFileSync(record, 'utf8'));
    return { ...packed, tarball: path.join(cacheDir, packed.tarball) };
  };
  if (fs.existsSync(record)) return recorded();
  const building = `${cacheDir}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  const packed = packBare(source, building);
  const final = { ...packed, tarball: path.basename(packed.tarball) };
  fs.writeFileSync(path.join(building, 'packed.json'), JSON.stringify(final));
  fs.rmSync(path.join(building, 'package-src'), { recursive: true, force: true });
  try {
    fs.renameSync(building, cacheDir);
  } catch {
    // Another test file packed the same content first: use its copy.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return recorded();
}

/**
 * A folder whose node_modules holds the tarball's package, installed with `npm ci`; consumer
 * projects live in its subfolders (tools such as bundlers run from the root project).
 */
export function installConsumers(packed: Packed, consumersDir: string): void {
  fs.mkdirSync(consumersDir, { recursive: true });
  const tarball = path.join(consumersDir, path.basename(packed.tarball));
  fs.copyFileSync(packed.tarball, tarball);
  const spec = `file:${path.basename(tarball)}`;
  const dependencies = { [packed.manifest.name]: spec };
  fs.writeFileSync(path.join(consumersDir, 'package.json'), JSON.stringify({ name: 'consumers', private: true, dependencies }, null, 2));
  fs.writeFileSync(path.join(consumersDir, 'package-lock.json'), JSON.stringify(lockfile(packed, spec, tarball), null, 2));
  execFileSync(NPM, ['ci', ...QUIET, '--ignore-scripts'], { cwd: consumersDir, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A lockfile for the tarball and its dependencies, each registry entry taken from the root lockfile. */
function lockfile(packed: Packed, spec: string, tarball: string) {
  const root = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')).packages as Record<string, Record<string, unknown>>;
  const { name, version, dependencies } = packed.manifest;
  const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
  const packages: Record<string, unknown> = {
    '': { name: 'consumers', dependencies: { [name]: spec } },
    [`node_modules/${name}`]: { version, resolved: spec, integrity, dependencies },
  };
  const pending = Object.keys(dependencies);
  while (pending.length > 0) {
    const dep = pending.pop()!;
    const key = `node_modules/${dep}`;
    if (packages[key]) continue;
    const entry = root[key];
    if (!entry) throw new Error(`The root package-lock.json has no ${key}; run npm install in the project.`);
    const { dev: _dev, devOptional: _devOptional, peer: _peer, optional: _optional, ...kept } = entry;
    packages[key] = kept;
    pending.push(...Object.keys((entry.dependencies as Record<string, string> | undefined) ?? {}));
  }
  return { name: 'consumers', lockfileVersion: 3, requires: true, packages };
}
