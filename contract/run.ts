// Runs every named check against every selected operation: starts the Prism mock when no
// target is given, sends at most `concurrency` requests at once, each with a hard timeout.
import type { ApiModel } from '../generator/model/types.ts';
import { CHECKS } from './checks/index.ts';
import { createLimiter, send } from './http/send.ts';
import { startPrism, type RunningPrism } from './mock/prism.ts';
import { DEFAULT_SPEC, loadModel } from './model.ts';
import { buildHttpRequest, requestBodyFor } from './requests.ts';
import type { AuthMode, CheckContext, CheckResult, Exchange, Target } from './types.ts';
import { loadResponseValidator } from './validation/response-validator.ts';
import { scrubExchange, secretsFor } from './report/redact.ts';

export const DEFAULTS = { timeoutMs: 10_000, concurrency: 8, maxPages: 50 } as const;
/** Any key works against the mock; this one is used when none is given. */
export const MOCK_API_KEY = 'contract-mock-key';

export interface ContractOptions {
  /** The server under test. Without it, the suite starts the Prism mock of the spec and tests that. */
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Operation names to test; all when absent. */
  only?: string[];
  concurrency?: number;
  /** Pages a list may take before pagination counts as never-ending. */
  maxPages?: number;
  specPath?: string;
  /** Progress lines (Prism start, ...), never carrying the key. */
  log?: (line: string) => void;
}

export interface ContractReport {
  target: Target;
  /** Where the response validators came from. */
  validators: string;
  operations: string[];
  checks: { name: string; description: string }[];
  results: CheckResult[];
  summary: { total: number; passed: number; failed: number; skipped: number };
  durationMs: number;
}

/** A problem with how the suite was asked to run (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The server under test could not be reached at all (exit code 3): one message, not one per check. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/** setTimeout fires at once for a longer delay. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function exitCodeFor(report: ContractReport): 0 | 1 {
  return report.summary.failed > 0 ? 1 : 0;
}

export async function runContract(options: ContractOptions = {}): Promise<ContractReport> {
  const started = performance.now();
  const model = loadModel(options.specPath ?? DEFAULT_SPEC);
  const operations = selectOperations(model, options.only);
  if (options.baseUrl !== undefined) validateBaseUrl(options.baseUrl);
  if (options.baseUrl !== undefined && !options.apiKey) throw new UsageError('--api-key is required with --base-url.');
  const timeoutMs = positive(options.timeoutMs ?? DEFAULTS.timeoutMs, 'timeout');
  if (timeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`The timeout must be at most ${MAX_TIMEOUT_MS} ms (about 24.8 days), not ${timeoutMs}.`);
  const concurrency = positive(options.concurrency ?? DEFAULTS.concurrency, 'concurrency');
  const maxPages = positive(options.maxPages ?? DEFAULTS.maxPages, 'max pages');
  const validator = await loadResponseValidator(model);

  let prism: RunningPrism | null = null;
  let target: Target;
  if (options.baseUrl !== undefined) {
    target = { baseUrl: options.baseUrl.replace(/\/+$/, ''), kind: 'server' };
  } else {
    options.log?.('Starting the Prism mock of the spec...');
    prism = await startPrism({ specPath: options.specPath });
    target = { baseUrl: prism.baseUrl, kind: 'prism-mock' };
    options.log?.(`Prism mock listening on ${prism.baseUrl}`);
  }

  try {
    const apiKey = options.apiKey || MOCK_API_KEY;
    // Answers are redacted as they arrive, so every excerpt a check cuts is cut from redacted text.
    const secrets = secretsFor(apiKey);
    const limit = createLimiter(concurrency);
    const bodies = new Map<string, unknown>();
    for (const operation of model.operations) bodies.set(operation.name, await requestBodyFor(operation, model));
    const byName = new Map(model.operations.map((o) => [o.name, o]));
    const primaries = new Map<string, Promise<Exchange>>();

    const sendTo = (operationName: string, body: unknown, auth: AuthMode): Promise<Exchange> => {
      const operation = byName.get(operationName);
      if (!operation) throw new Error(`No operation "${operationName}" in the spec.`);
      const request = buildHttpRequest({ baseUrl: target.baseUrl, operation, acceptHeader: model.acceptHeader, body: JSON.stringify(body), auth, apiKey });
      return limit(async () => scrubExchange(await send(request, timeoutMs), secrets));
    };
    const primary = (operationName: string): Promise<Exchange> => {
      let exchange = primaries.get(operationName);
      if (!exchange) {
        exchange = sendTo(operationName, bodies.get(operationName), 'valid');
        primaries.set(operationName, exchange);
      }
      return exchange;
    };

    // A server that cannot be reached at all is one problem, said once, not a failure of every check.
    if (target.kind === 'server' && operations.length > 0) {
      const probe = await primary(operations[0].name);
      if (!probe.answered && probe.reason === 'network-error') {
        throw new UnreachableError(`${target.baseUrl} cannot be reached: ${probe.message.replace(/^request failed \((.*)\)$/, '$1')}`);
      }
    }

    const tasks = operations.flatMap((operation) => {
      const context: CheckContext = {
        operation,
        model,
        target,
        maxPages,
        primary: (name = operation.name) => primary(name),
        send: (body, opts = {}) => sendTo(opts.operationName ?? operation.name, body, opts.auth ?? 'valid'),
        requestBody: (name = operation.name) => structuredClone(bodies.get(name)),
        validateResponse: (body) => validator.validate(operation, body),
      };
      return CHECKS.map(async (check): Promise<CheckResult> => {
        try {
          const outcome = await check.run(context);
          return {
            operation: operation.name,
            check: check.name,
            status: outcome.status,
            ...(outcome.status === 'skip' ? { reason: outcome.reason } : {}),
            findings: outcome.status === 'fail' ? outcome.findings : [],
          };
        } catch (error) {
          return { operation: operation.name, check: check.name, status: 'fail', findings: [{ message: `the check could not run: ${(error as Error).message}` }] };
        }
      });
    });
    const results = await Promise.all(tasks);
    const count = (status: string) => results.filter((r) => r.status === status).length;
    return {
      target,
      validators: validator.source,
      operations: operations.map((o) => o.name),
      checks: CHECKS.map((c) => ({ name: c.name, description: c.description })),
      results,
      summary: { total: results.length, passed: count('pass'), failed: count('fail'), skipped: count('skip') },
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await prism?.stop();
  }
}

function selectOperations(model: ApiModel, only: string[] | undefined) {
  if (!only) return model.operations;
  const known = new Set(model.operations.map((o) => o.name));
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length) {
    const names = model.operations.map((o) => o.name);
    const hints = unknown.map((name) => {
      const close = names.map((n) => ({ n, d: editDistance(name.toLowerCase(), n.toLowerCase()) })).filter((c) => c.d <= Math.max(3, name.length / 3));
      close.sort((a, b) => a.d - b.d || a.n.localeCompare(b.n));
      return close.length ? `"${name}" (did you mean ${close.slice(0, 3).map((c) => c.n).join(', ')}?)` : `"${name}"`;
    });
    throw new UsageError(`--only names operations the spec does not have: ${hints.join('; ')}.`);
  }
  if (only.length === 0) throw new UsageError('--only needs at least one operation name.');
  const wanted = new Set(only);
  return model.operations.filter((o) => wanted.has(o.name));
}

function validateBaseUrl(baseUrl: string): void {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError(`--base-url "${baseUrl}" is not a URL (expected e.g. https://api.example.com).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url "${baseUrl}" must be an http:// or https:// URL.`);
  if (url.username || url.password) throw new UsageError('--base-url must not carry credentials; pass the key with --api-key.');
  // Operation paths are appended to the base URL, which a query or fragment would swallow.
  if (url.search || url.hash || /[?#]/.test(baseUrl)) throw new UsageError(`--base-url "${baseUrl}" must not carry a query or fragment: operation paths are appended to it.`);
}

function positive(value: number, what: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`The ${what} must be a positive whole number, not ${value}.`);
  return value;
}

/** Levenshtein distance, for "did you mean" hints. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
