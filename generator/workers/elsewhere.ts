// Work that runs off the main thread, behind plain async functions: emitters call these and
// otherwise follow the Emitter contract like any other. Two kinds:
//   - worker threads (openapi-typescript, the client emitter's ts-morph), each loading its
//     libraries once and answering job after job;
//   - the `redocly build-docs` child process of the HTML docs.
// A worker starts on its first job; --watch keeps the docs CLI loaded between saves (keepDocsBuildWarm).
import { projectFile } from '../project-root.ts';
import { WorkerClient } from './worker-client.ts';
import { DocsBuildProcess, type DocsBuildSetup } from '../emit/docs/docs-build-process.ts';

/**
 * A job run on the worker thread of `script` (a path under the project root; the script calls
 * workers/serve.mjs). The worker starts on the first call and answers every later one.
 */
export function onWorker<Input, Output>(script: string, name: string): (input: Input, signal?: AbortSignal) => Promise<Output> {
  let client: WorkerClient<Input, Output> | null = null;
  return (input, signal) => {
    client ??= new WorkerClient<Input, Output>(projectFile(script), name);
    return client.call(input, signal);
  };
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
