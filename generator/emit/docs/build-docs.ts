// `redocly build-docs` as a child process: the HTML page of one document, built in a temporary
// folder that is removed afterwards (also when the generator exits mid-build). The CLI runs with
// this Node, not through a shell shim, with telemetry off, so the page's bytes do not depend on
// the environment and nothing leaves the machine.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATOR_NODE_FLAGS } from '../../node-flags.ts';

export interface DocsBuildSetup {
  /** The CLI's config file (only the docs settings). */
  configText: string;
  /** The page template. */
  templatePath: string;
  /** Values the template reads as `templateOptions.NAME` (given to the CLI as `--templateOptions.NAME`). */
  templateOptions?: Record<string, string>;
}

/** The page `redocly build-docs` renders from `documentJson` with `setup`; aborting `signal` stops the CLI. */
export async function buildDocsPage(setup: DocsBuildSetup, documentJson: string, signal?: AbortSignal): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  const input = path.join(dir, 'openapi.json');
  const output = path.join(dir, 'index.html');
  const config = path.join(dir, 'redocly.yaml');
  fs.writeFileSync(input, documentJson);
  fs.writeFileSync(config, setup.configText);
  const templateOptions = Object.entries(setup.templateOptions ?? {}).flatMap(([name, value]) => [`--templateOptions.${name}`, value]);
  const args = [...GENERATOR_NODE_FLAGS, redoclyCli(), 'build-docs', input, '--output', output, '--inlineBundle', '--lint-config', 'off', '--template', setup.templatePath, ...templateOptions, '--config', config];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A generator stopped by Ctrl-C exits without running `finally`: the CLI and its folder go with it.
  const stop = () => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const onAbort = () => child.kill();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const { code, text } = await finished(child);
    if (signal?.aborted) throw new Error('redocly build-docs stopped: the run failed');
    if (code !== 0) throw new Error(`redocly build-docs failed: ${withoutNotices(text) || `exit code ${code}`}`);
    return fs.readFileSync(output, 'utf8');
  } finally {
    signal?.removeEventListener('abort', onAbort);
    process.removeListener('exit', stop);
    stop();
  }
}

/** The exit code and everything the CLI printed, once it has exited (code -1 if it could not start). */
function finished(child: ReturnType<typeof spawn>): Promise<{ code: number | null; text: string }> {
  let text = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: -1, text: error.message }));
    child.on('close', (code) => resolve({ code, text }));
  });
}

/** The CLI's entry script, run with this Node rather than through a shell shim. */
function redoclyCli(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@redocly/cli/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin.redocly ?? Object.values(manifest.bin)[0]);
  return path.join(path.dirname(manifestPath), bin);
}

/**
 * The CLI's output without its boxed notices (Node.js version deprecation, Redoc 3 news), which it
 * prints before every run and which would bury the line that says what failed.
 */
export function withoutNotices(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^\s*[╔║╚]/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
