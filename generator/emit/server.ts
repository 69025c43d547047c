// generated/server/: what an implementation of the API needs. `operations.ts` is generated (each
// operation's body, header and reply types from generated/schema.d.ts, and a table of what the
// adapter must know about it); `adapter.ts` (the request listener for Node's `http`) and `index.ts`
// are copied from templates/server/; `examples.ts` holds each operation's success
// example, for an implementation that answers what it does not model as the spec shows it.
import fs from 'node:fs';
import path from 'node:path';
import type { Emitter, GeneratedFile } from './emitter.ts';
import type { ApiModel } from '../model/types.ts';
import { projectFile } from '../project-root.ts';
import { renderExamples, renderOperations } from './server/render-operations.ts';

const RUNTIME_DIR = projectFile('templates/server');

export function serverFiles(model: ApiModel): GeneratedFile[] {
  const runtime = fs
    .readdirSync(RUNTIME_DIR)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => ({
      path: `server/${name}`,
      contents: `// Copied by generator/emit/server.ts from templates/server/${name}. Do not edit.\n${fs.readFileSync(path.join(RUNTIME_DIR, name), 'utf8')}`,
    }));
  return [
    ...runtime,
    { path: 'server/operations.ts', contents: renderOperations(model) },
    { path: 'server/examples.ts', contents: renderExamples(model) },
  ];
}

export const serverEmitter: Emitter = {
  name: 'server',
  emit: (model) => serverFiles(model),
};
