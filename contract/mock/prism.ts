// Starts Prism (@stoplight/prism-cli) as a mock of the bundled spec, on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_SPEC = path.join(projectRoot, 'generated/openapi.json');

/** Prism loads the whole spec before it listens: on a busy machine that takes tens of seconds. */
const START_TIMEOUT_MS = 90_000;

export interface PrismOptions {
  specPath?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Generate data from the schemas instead of answering with the spec's examples. */
  dynamic?: boolean;
  /** Give up when Prism has not started listening by then (default START_TIMEOUT_MS). */
  startTimeoutMs?: number;
  /** Forward Prism's own log lines (for `npm run mock`). */
  onLog?: (line: string) => void;
}

export interface RunningPrism {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = require(pkgPath) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.prism;
  return path.join(path.dirname(pkgPath), bin);
}

export async function startPrism(options: PrismOptions = {}): Promise<RunningPrism> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port && options.port > 0 ? options.port : await freePort(host);
  const args = [prismBin(), 'mock', options.specPath ?? DEFAULT_SPEC, '--host', host, '--port', String(port), '--errors', 'false'];
  if (options.dynamic) args.push('--dynamic');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  const baseUrl = `http://${host}:${port}`;

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within ${options.startTimeoutMs ?? START_TIMEOUT_MS} ms:\n${output.slice(-2000)}`));
    }, options.startTimeoutMs ?? START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) options.onLog?.(line);
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });

  return {
    baseUrl,
    port,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
