// Work that runs off the main thread, behind a plain async function: the `redocly build-docs`
// child process of the HTML docs. --watch keeps the docs CLI loaded between saves (keepDocsBuildWarm).
import { DocsBuildProcess, type DocsBuildSetup } from '../emit/docs/docs-build-process.ts';

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
