// Starts an in-memory sandbox for a test file, with every answer it writes checked against the
// spec (the generated validators) and the generated client pointed at it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import * as validators from '../../generated/validators.js';
import { validateResponse, type OperationName } from '../../generated/validators.js';
import { HiringApiClient } from '../../generated/index.ts';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server.ts';

export const FULL = 'sandbox-full-access';
export const READ_ONLY = 'sandbox-read-only';
export const NO_CANDIDATES = 'sandbox-no-candidates';
export const DEACTIVATED = 'sandbox-deactivated';
export const ON_BEHALF = 'sandbox-on-behalf';

export interface TestSandbox {
  sandbox: RunningSandbox;
  /** Answers that broke the spec, as `operation: path message`. */
  violations: string[];
  /** What the sandbox told the person running it (refused browser origins). */
  notices: string[];
  answers: number;
  client(apiKey?: string): HiringApiClient;
}

export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const violations: string[] = [];
  const notices: string[] = [];
  const state = { answers: 0 };
  const sandbox = await startSandbox({
    db: ':memory:',
    sizes: { candidates: 300, users: 20, jobs: 10, auditEntries: 50 },
    log: (line) => violations.push(line),
    notice: (line) => notices.push(line),
    ...options,
    onAnswer(answer) {
      state.answers++;
      if (answer.status >= 500) violations.push(`${answer.operation?.name ?? '?'}: HTTP ${answer.status}`);
      if (!answer.operation) return;
      const check = validateResponse(answer.operation.name as OperationName, answer.body);
      if (!check.ok) violations.push(`${answer.operation.name} (HTTP ${answer.status}): ${check.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
      options.onAnswer?.(answer);
    },
  });
  return {
    sandbox,
    violations,
    notices,
    get answers() {
      return state.answers;
    },
    client: (apiKey = FULL) => new HiringApiClient({ apiKey, baseUrl: sandbox.url, validators, validateResponses: true, validateRequests: false, maxRetries: 0 }),
  };
}

/** A raw POST, for what the client would refuse to send. */
export async function post(url: string, operation: string, body: unknown, apiKey: string | null = FULL, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(`${url}/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export type Item = { id: string } & Record<string, any>;
export type Page = { results: Item[]; moreDataAvailable: boolean; nextCursor?: string | null; syncToken?: string };
/** A list operation of the client, taking its request body. */
export type List = (body: Record<string, unknown>) => PromiseLike<Page>;

/** Every record of a list, following cursors, and the syncToken its last page carries. */
export async function pass(list: List, body: Record<string, unknown> = {}): Promise<{ items: Item[]; ids: string[]; syncToken: string }> {
  const items: Item[] = [];
  let page = await list({ ...body, limit: 1000 });
  items.push(...page.results);
  while (page.moreDataAvailable) {
    const { syncToken: _token, ...rest } = body;
    page = await list({ ...rest, limit: 1000, cursor: page.nextCursor! });
    items.push(...page.results);
  }
  expect(typeof page.syncToken).toBe('string');
  return { items, ids: items.map((i) => i.id), syncToken: page.syncToken! };
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the CLI, resolving with its first line of output (or its exit). */
export function runCli(args: string[]): { child: ReturnType<typeof spawn>; firstOutput: Promise<string>; exit: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'sandbox/cli.ts'), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const firstOutput = new Promise<string>((resolve) => {
    const check = () => {
      if (stdout.includes('Ctrl-C') || stderr) resolve(stdout + stderr);
    };
    child.stdout!.on('data', (d) => ((stdout += d), check()));
    child.stderr!.on('data', (d) => ((stderr += d), check()));
    child.on('exit', () => resolve(stdout + stderr));
  });
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, firstOutput, exit };
}

