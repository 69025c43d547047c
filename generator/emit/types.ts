// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses. openapi-typescript runs on a worker thread
// (types/schema-types-worker.mjs) that starts before the spec is loaded: loading it and the
// TypeScript compiler, then typing the document, happens on the second core.
import type { Emitter } from './emitter.ts';
import { projectFile } from '../project-root.ts';
import { WorkerClient } from '../workers/worker-client.ts';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

let worker: WorkerClient<Record<string, any>, string> | null = null;

function typesWorker(): WorkerClient<Record<string, any>, string> {
  worker ??= new WorkerClient(projectFile('generator/emit/types/schema-types-worker.mjs'), 'openapi-typescript');
  return worker;
}

export const typesEmitter: Emitter = {
  name: 'types',
  offThread: true,
  prepare: () => void typesWorker(),
  emit: async (model, context) => [{ path: SCHEMA_TYPES_FILE, contents: await typesWorker().call(model.document, context.signal) }],
};
