// generated/runtime/: the hand-written client core (templates/runtime/), copied byte for byte.
// Every file there ships, so adding a runtime module needs no change here.
import fs from 'node:fs';
import path from 'node:path';
import type { Emitter, GeneratedFile } from './emitter.ts';

export const RUNTIME_TEMPLATE_DIR = 'templates/runtime';

export function runtimeFiles(projectRoot: string): GeneratedFile[] {
  const dir = path.join(projectRoot, RUNTIME_TEMPLATE_DIR);
  return listFiles(dir)
    .sort()
    .map((rel) => ({ path: `runtime/${rel}`, contents: fs.readFileSync(path.join(dir, rel)) }));
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
  emit: (_model, context) => runtimeFiles(context.projectRoot),
};
