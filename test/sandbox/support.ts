// Starts an in-memory sandbox for a test file, with every answer it writes checked against the
// spec (the generated validators) and the generated client pointed at it.
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
  answers: number;
  client(apiKey?: string): HiringApiClient;
}

export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const violations: string[] = [];
  const state = { answers: 0 };
  const sandbox = await startSandbox({
    db: ':memory:',
    sizes: { candidates: 300, users: 20, jobs: 10, auditEntries: 50 },
    log: (line) => violations.push(line),
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
