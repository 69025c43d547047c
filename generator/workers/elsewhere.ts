// Work that runs off the main thread, behind plain async functions: emitters call these and
// otherwise follow the Emitter contract like any other. Two kinds:
//   - worker threads (openapi-typescript, the client emitter's ts-morph), each loading its
//     libraries once and answering job after job;
//   - the `redocly build-docs` child process of the HTML docs.
// The CLI decides when they start: startWorkers() as a run begins, so the workers' compilers load
// while the main thread lints; keepDocsBuildWarm() in --watch, so the docs CLI loads between saves.
import { projectFile } from '../project-root.ts';
import { WorkerClient } from './worker-client.ts';
import { DocsBuildProcess, type DocsBuildSetup } from '../emit/docs/docs-build-process.ts';

const workers = new Map<string, { name: string; client: WorkerClient<unknown, unknown> | null }>();

/**
 * A job run on the worker thread of `script` (a path under the project root; the script calls
 * workers/serve.mjs). The worker starts on the first call, or earlier with startWorkers().
 */
export function onWorker<Input, Output>(script: string, name: string): (input: Input, signal?: AbortSignal) => Promise<Output> {
  const entry = { name, client: null as WorkerClient<unknown, unknown> | null };
  workers.set(script, entry);
  return (input, signal) => started(script, entry).call(input, signal) as Promise<Output>;
}

function started(script: string, entry: { name: string; client: WorkerClient<unknown, unknown> | null }): WorkerClient<unknown, unknown> {
  entry.client ??= new WorkerClient(projectFile(script), entry.name);
  return entry.client;
}

/** Starts every worker an emitter declared, so their libraries load while the spec is linted. */
export function startWorkers(): void {
  for (const [script, entry] of workers) started(script, entry);
}

let warm = false;
/** In --watch, the docs CLI started after a build, waiting for the next pass's document. */
let waiting: DocsBuildProcess | null = null;

/**
 * --watch: after each docs build, start the next `redocly build-docs` at once, so it loads its code
 * while the user edits and the next save only sends it the document (through a named pipe).
 */
export function keepDocsBuildWarm(): void {
  warm = true;
}

/** The HTML page `redocly build-docs` renders from `documentJson` with `setup`. */
export async function buildDocsPage(setup: DocsBuildSetup, documentJson: string, signal?: AbortSignal): Promise<string> {
  const build = waiting?.fits(setup) ? waiting : new DocsBuildProcess(setup, { ahead: false });
  if (waiting !== build) waiting?.dispose();
  waiting = null;
  try {
    return await build.build(documentJson, signal);
  } finally {
    if (warm && !signal?.aborted) waiting = new DocsBuildProcess(setup, { ahead: true });
  }
}
