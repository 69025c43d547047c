// Runs a command as a cold process and measures its wall time and, where GNU time is
// installed, its CPU time and peak resident memory. GNU time reads them from wait4(), so they
// cover every thread of the process and the child processes it waited for (the CPU time is their
// sum, the peak memory the largest of them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATOR_NODE_FLAGS } from '../generator/node-flags.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tmpRoot = path.join(projectRoot, 'bench/.tmp');

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = fs.existsSync(GNU_TIME);

export interface ProcessResult {
  ms: number;
  /** Peak resident set size in bytes; null where it cannot be measured. */
  peakRss: number | null;
  /** User + system CPU time in milliseconds, every thread and waited-for child included; null where it cannot be measured. */
  cpuMs: number | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<ProcessResult> {
  const rssFile = path.join(tmpRoot, `rss-${process.pid}-${Math.random().toString(36).slice(2)}.txt`);
  fs.mkdirSync(tmpRoot, { recursive: true });
  const [cmd, argv] = hasGnuTime ? [GNU_TIME, ['-f', '%U %S %M', '-o', rssFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, argv, {
      cwd: options.cwd ?? projectRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      let peakRss: number | null = null;
      let cpuMs: number | null = null;
      if (hasGnuTime && fs.existsSync(rssFile)) {
        // GNU time reports on the last line (earlier lines may say "Command exited with ..."):
        // user and system seconds, then kilobytes.
        const lines = fs.readFileSync(rssFile, 'utf8').trim().split('\n');
        const [user, system, kb] = lines[lines.length - 1].split(' ').map(Number);
        peakRss = Number.isFinite(kb) ? kb * 1024 : null;
        cpuMs = Number.isFinite(user) && Number.isFinite(system) ? (user + system) * 1000 : null;
        fs.rmSync(rssFile, { force: true });
      }
      resolve({ ms, peakRss, cpuMs, code, stdout, stderr });
    });
  });
}

/** `node <script> ...args`, with the same Node binary the bench runs on. */
export function runNode(script: string, args: string[], options: RunOptions = {}): Promise<ProcessResult> {
  return runProcess(process.execPath, [script, ...args], options);
}

export const tsxCli = path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs');
/** What `npm run generate` runs: generator/cli.ts, on Node's own TypeScript type stripping. */
const generateCli = path.join(projectRoot, 'generator/cli.ts');

/** `npm run generate -- ...args` as a process of its own: generator/cli.ts with the generator's Node flags. */
export function runGenerate(args: string[], options: RunOptions = {}): Promise<ProcessResult> {
  return runProcess(process.execPath, [...GENERATOR_NODE_FLAGS, generateCli, ...args], options);
}

/** A short, colour-free message from a failed process, for the report. */
export function failureMessage(result: ProcessResult): string {
  const text = stripAnsi(`${result.stderr}\n${result.stdout}`)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line));
  const interesting = text.filter((line) => /error|fail|invalid|cannot|must/i.test(line));
  const lines = (interesting.length > 0 ? interesting : text).slice(0, 3);
  return `exit ${result.code}: ${lines.join(' / ').slice(0, 300) || 'no output'}`;
}

export function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

/** Total size and count of the files under `dir`. */
export function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export function freshDir(dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
