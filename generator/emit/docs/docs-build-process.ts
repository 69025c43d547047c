// A `redocly build-docs` process started before its document exists, for --watch. The CLI spends
// much of its run loading its own code; started right after a build, it does that while the user
// edits, then reads the next document from a named pipe as soon as the next pass sends it.
// (Not from its standard input: Node hands a child a socket there, which the CLI cannot open by path.)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectFile } from '../../project-root.ts';

export interface DocsBuildSetup {
  /** The CLI's config file (only the docs settings). */
  configText: string;
  /** The page template. */
  templatePath: string;
}

// Loading ahead is background work: a save's code pass comes first on a busy machine.
const AHEAD_PRIORITY = 10;

export class DocsBuildProcess {
  readonly setup: DocsBuildSetup;
  readonly #dir: string;
  readonly #input: string;
  readonly #output: string;
  /** The input is a named pipe the CLI, started ahead, reads; otherwise a file written before it starts. */
  readonly #piped: boolean;
  #child: ChildProcess | null = null;
  #exit: Promise<{ code: number | null; output: string }> | null = null;
  #used = false;

  /** With `ahead`, the CLI starts now and waits for the document; without, `build` starts it. */
  constructor(setup: DocsBuildSetup, { ahead }: { ahead: boolean }) {
    this.setup = setup;
    this.#dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
    this.#input = path.join(this.#dir, 'openapi.json');
    this.#output = path.join(this.#dir, 'index.html');
    fs.writeFileSync(path.join(this.#dir, 'redocly.yaml'), setup.configText);
    // A run that stops before its docs build leaves the process waiting; it and its folder go on exit.
    process.once('exit', this.#stop);
    this.#piped = ahead && makeNamedPipe(this.#input);
    if (this.#piped) {
      this.#start();
      try {
        os.setPriority(this.#child!.pid!, AHEAD_PRIORITY);
      } catch {
        // Not allowed here: the CLI loads at the usual priority.
      }
    }
  }

  /** The CLI's process id, once started. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Whether this process was started with `setup` and can still take a document. */
  fits(setup: DocsBuildSetup): boolean {
    const waiting = this.#child === null || (this.#child.exitCode === null && this.#child.signalCode === null);
    return !this.#used && waiting && this.setup.configText === setup.configText && this.setup.templatePath === setup.templatePath;
  }

  /** Renders `documentJson`; the page's HTML, or an error with what the CLI said. */
  async build(documentJson: string, signal?: AbortSignal): Promise<string> {
    if (this.#used) throw new Error('a docs build process renders one document');
    this.#used = true;
    const onAbort = () => this.#child?.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (this.#piped) {
        this.#child!.ref();
        await this.#send(documentJson);
      } else {
        fs.writeFileSync(this.#input, documentJson);
        this.#start();
      }
      const { code, output } = await this.#exit!;
      if (signal?.aborted) throw new Error('redocly build-docs stopped: the run failed');
      if (code !== 0) throw new Error(`redocly build-docs failed: ${withoutNotices(output) || `exit code ${code}`}`);
      return fs.readFileSync(this.#output, 'utf8');
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.dispose();
    }
  }

  /** Stops the process if it still runs and removes its files. */
  dispose(): void {
    this.#used = true;
    this.#stop();
    process.removeListener('exit', this.#stop);
  }

  /**
   * Writes the document into the pipe once the CLI has opened it, then closes it (the CLI's end of
   * input). Opened without blocking: with nobody reading yet (the CLI still loading) that fails at
   * once, and is tried again, until the CLI reads or exits (then its output says why).
   */
  async #send(documentJson: string): Promise<void> {
    let exited = false;
    void this.#exit!.then(() => (exited = true));
    let fd: number | undefined;
    while (fd === undefined && !exited) {
      try {
        fd = fs.openSync(this.#input, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
        await sleep(5);
      }
    }
    if (fd === undefined) return;
    const pipe = new net.Socket({ fd, readable: false, writable: true });
    await Promise.race([
      new Promise<void>((resolve) => {
        pipe.once('error', () => resolve());
        pipe.end(documentJson, () => resolve());
      }),
      this.#exit,
    ]);
    pipe.destroy();
  }

  readonly #stop = () => {
    if (this.#child && this.#child.exitCode === null) this.#child.kill();
    fs.rmSync(this.#dir, { recursive: true, force: true });
  };

  #start(): void {
    // Started ahead, it stops when this process is gone (see exit-with-parent.cjs).
    const watchdog = this.#piped ? ['--require', projectFile('generator/emit/docs/exit-with-parent.cjs')] : [];
    const args = [...watchdog, redoclyCli(), 'build-docs', this.#input, '--output', this.#output, '--inlineBundle', '--lint-config', 'off', '--template', this.setup.templatePath, '--config', path.join(this.#dir, 'redocly.yaml')];
    // Telemetry off keeps the CLI off the network and the page's bytes independent of the environment.
    const child = spawn(process.execPath, args, {
      cwd: this.#dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1', HIRING_DOCS_BUILD_DIR: this.#dir },
      stdio: [this.#piped ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (output += chunk));
    }
    this.#exit = new Promise((resolve) => {
      child.on('error', (error) => resolve({ code: -1, output: error.message }));
      child.on('close', (code) => resolve({ code, output }));
    });
    // Waiting for its document, the process does not keep this one alive (build() refs it).
    if (this.#piped) {
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr] as unknown as { unref(): void }[]) stream.unref();
    }
    this.#child = child;
  }
}

/** Creates a named pipe at `file`; false where there is no mkfifo (Windows). */
function makeNamedPipe(file: string): boolean {
  if (process.platform === 'win32') return false;
  try {
    execFileSync('mkfifo', ['-m', '600', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
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
