// generated/runtime/: the hand-written client core (templates/runtime/), copied byte for byte, with
// the runtime modules of the service profile in force (ServiceProfile.runtime) beside it. Every file
// in those folders ships, so adding a runtime module needs no change here.
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceProfile } from '../profiles/index.ts';
import type { Emitter, GeneratedFile } from './emitter.ts';

export const RUNTIME_TEMPLATE_DIR = 'templates/runtime';

export function runtimeFiles(projectRoot: string, profile: ServiceProfile): GeneratedFile[] {
  const folders = [RUNTIME_TEMPLATE_DIR, ...(profile.runtime ? [profile.runtime.dir] : [])];
  const files = new Map<string, GeneratedFile>();
  for (const folder of folders) {
    const dir = path.join(projectRoot, folder);
    for (const rel of listFiles(dir)) {
      if (files.has(rel)) throw new Error(`${folder}/${rel} would overwrite the runtime's own runtime/${rel}: give it another name.`);
      files.set(rel, { path: `runtime/${rel}`, contents: fs.readFileSync(path.join(dir, rel)) });
    }
  }
  return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

export const runtimeEmitter: Emitter = {
  name: 'runtime',
  emit: (model, context) => runtimeFiles(context.projectRoot, model.profile),
};
