// Packs generated/ as `npm pack` does for a publish (its prepack build included) and installs the
// tarball into a consumer folder the way a user's project gets it: `npm ci` from a lockfile whose
// registry entries (openapi-fetch, ajv, ...) are the root project's own, so they come from npm's
// cache where the root install left them and from the registry otherwise.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../support/project.ts';

export interface Packed {
  /** The folder holding `node_modules/@hiring-api/client`; consumer projects live in its subfolders. */
  consumersDir: string;
  tarball: string;
  /** Paths inside the tarball (`package/dist/index.js`, ...). */
  files: string[];
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function packAndInstall(workDir: string): Packed {
  const packageDir = path.join(workDir, 'package-src');
  // A copy, so the build's dist/ never lands in generated/; the reference docs are not packed anyway.
  fs.cpSync(path.join(projectRoot, 'generated'), packageDir, {
    recursive: true,
    filter: (source) => !/[\\/]generated[\\/](docs|openapi\.json)$/.test(source),
  });
  // The prepack build's tsc and the types it reads come from the root project.
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(packageDir, 'node_modules'), 'dir');
  const packed = JSON.parse(execFileSync(NPM, ['pack', '--json', '--pack-destination', workDir], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  const tarball = path.join(workDir, packed[0].filename);
  const files = (packed[0].files as { path: string }[]).map((f) => `package/${f.path}`);

  const consumersDir = path.join(workDir, 'consumers');
  fs.mkdirSync(consumersDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const spec = `file:../${path.basename(tarball)}`;
  fs.writeFileSync(path.join(consumersDir, 'package.json'), JSON.stringify({ name: 'consumers', private: true, dependencies: { [manifest.name]: spec } }, null, 2));
  fs.writeFileSync(path.join(consumersDir, 'package-lock.json'), JSON.stringify(lockfile(manifest, spec, tarball), null, 2));
  execFileSync(NPM, ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: consumersDir, stdio: ['ignore', 'pipe', 'pipe'] });
  return { consumersDir, tarball, files };
}

/** A lockfile for the tarball and its dependencies, each registry entry taken from the root lockfile. */
function lockfile(manifest: { name: string; version: string; dependencies: Record<string, string> }, spec: string, tarball: string) {
  const root = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')).packages as Record<string, Record<string, unknown>>;
  const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
  const packages: Record<string, unknown> = {
    '': { name: 'consumers', dependencies: { [manifest.name]: spec } },
    [`node_modules/${manifest.name}`]: { version: manifest.version, resolved: spec, integrity, dependencies: manifest.dependencies },
  };
  const pending = Object.keys(manifest.dependencies);
  while (pending.length > 0) {
    const name = pending.pop()!;
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const entry = root[key];
    if (!entry) throw new Error(`The root package-lock.json has no ${key}; run npm install in the project.`);
    const { dev: _dev, devOptional: _devOptional, peer: _peer, optional: _optional, ...kept } = entry;
    packages[key] = kept;
    pending.push(...Object.keys((entry.dependencies as Record<string, string> | undefined) ?? {}));
  }
  return { name: 'consumers', lockfileVersion: 3, requires: true, packages };
}
