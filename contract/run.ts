// Runs every named check against every selected operation: starts the Prism mock when no
// target is given, sends at most `concurrency` requests at once, each with a hard timeout.
import type { ApiModel } from '../generator/model/types.ts';
import { CHECKS, SCENARIOS } from './checks/index.ts';
import { createLimiter, send } from './http/send.ts';
import { startPrism, type RunningPrism } from './mock/prism.ts';
import { DEFAULT_SPEC, loadModel } from './model.ts';
import { buildHttpRequest, requestBodyFor, type Keys } from './requests.ts';
import { isWriteOperation, markBody, runMarker, WriteLedger, writtenIds } from './safety.ts';
import type { Check, CheckContext, CheckOutcome, CheckResult, Exchange, Scenario, SendOptions, SuiteOptions, Target, WrittenRecord } from './types.ts';
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
  /** Send requests that change data (create, update, submit). Without it nothing that writes is sent to a server. */
  allowWrites?: boolean;
  /** A second key with narrower permissions, for the permissions check. */
  restrictedKey?: string;
  /** A key that was deactivated, for the permissions check. */
  deactivatedKey?: string;
  /** Check names to run (a name also selects its dotted sub-checks: `security` runs every `security.*`); all when absent. */
  checks?: string[];
}

export interface ContractReport {
  target: Target;
  /** Where the response validators came from. */
  validators: string;
  operations: string[];
  checks: { name: string; description: string }[];
  results: CheckResult[];
  /** Whether writes were allowed, the name given to what the run created, and every accepted write. */
  writes: { allowed: boolean; marker: string; records: WrittenRecord[] };
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

/** A request that would change data, asked for while writes are not allowed: the check is skipped with this reason. */
export class WritesNotAllowedError extends Error {
  override name = 'WritesNotAllowedError';
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
  const { checks, scenarios } = selectChecks(options.checks, operations.map((o) => o.name));
  for (const [flag, key] of [['--restricted-key', options.restrictedKey], ['--deactivated-key', options.deactivatedKey]] as const) {
    if (key !== undefined && (key.trim() === '' || key === options.apiKey)) throw new UsageError(`${flag} must be a key other than --api-key.`);
  }
  const validator = await loadResponseValidator(model);

  let prism: RunningPrism | null = null;
  let target: Target;
  if (options.baseUrl !== undefined) {
    target = { baseUrl: options.baseUrl.replace(/\/+$/, ''), kind: 'server', writes: options.allowWrites === true };
  } else {
    options.log?.('Starting the Prism mock of the spec...');
    prism = await startPrism({ specPath: options.specPath });
    // The suite's own mock holds no data, so nothing a request sends can change anything.
    target = { baseUrl: prism.baseUrl, kind: 'prism-mock', writes: true };
    options.log?.(`Prism mock listening on ${prism.baseUrl}`);
  }

  try {
    const apiKey = options.apiKey || MOCK_API_KEY;
    const keys: Keys = { valid: apiKey, restricted: options.restrictedKey, deactivated: options.deactivatedKey };
    // Answers are redacted as they arrive, so every excerpt a check cuts is cut from redacted text.
    const secrets = [apiKey, options.restrictedKey, options.deactivatedKey].flatMap((key) => secretsFor(key));
    const limit = createLimiter(concurrency);
    const { marker, slug } = runMarker();
    const suite: SuiteOptions = {
      hasRestrictedKey: Boolean(options.restrictedKey),
      hasDeactivatedKey: Boolean(options.deactivatedKey),
      marker,
      slug,
      operations: operations.map((o) => o.name),
    };
    const ledger = new WriteLedger();
    const bodies = new Map<string, unknown>();
    for (const operation of model.operations) bodies.set(operation.name, await requestBodyFor(operation, model));
    const byName = new Map(model.operations.map((o) => [o.name, o]));
    const primaries = new Map<string, Promise<Exchange>>();

    const writesRefused = (operationName: string): string | null => {
      const operation = byName.get(operationName);
      if (!operation || target.writes || !isWriteOperation(operation)) return null;
      return `${operationName} changes data and writes are not allowed: run with --allow-writes to send it`;
    };

    const sendTo = async (operationName: string, body: unknown, opts: SendOptions, check: string): Promise<Exchange> => {
      const operation = byName.get(operationName);
      if (!operation) throw new Error(`No operation "${operationName}" in the spec.`);
      const auth = opts.auth ?? 'valid';
      const keyed = auth === 'valid' || auth === 'restricted';
      const writes = keyed && (opts.method ?? 'POST') === 'POST' && isWriteOperation(operation);
      if (writes && !opts.refusedBeforeWrite) {
        const refused = writesRefused(operationName);
        if (refused) throw new WritesNotAllowedError(refused);
      }
      const sent = writes && !opts.refusedBeforeWrite ? markBody(operation, body, marker) : body;
      const request = buildHttpRequest({
        baseUrl: target.baseUrl,
        operation,
        acceptHeader: model.acceptHeader,
        body: opts.rawBody ?? JSON.stringify(sent),
        form: opts.form,
        auth,
        apiKey,
        keys,
        headers: opts.headers,
        method: opts.method,
      });
      const exchange = await limit(async () => scrubExchange(await send(request, timeoutMs), secrets));
      if (writes && exchange.answered && (exchange.json as { success?: unknown } | undefined)?.success === true && target.kind === 'server') {
        ledger.add({ operation: operationName, check, ids: writtenIds(exchange.json), marker: writes && !opts.refusedBeforeWrite ? marker : null });
      }
      return exchange;
    };
    const primary = (operationName: string): Promise<Exchange> => {
      const operation = byName.get(operationName);
      // An example request could name a record someone else holds: a delete is sent only for the suite's own records.
      if (target.kind === 'server' && operation?.access === 'delete') {
        return Promise.reject(new WritesNotAllowedError(`${operationName} deletes data, so its example request (which could name a record the suite did not create) is never sent`));
      }
      const refused = writesRefused(operationName);
      if (refused) return Promise.reject(new WritesNotAllowedError(refused));
      let exchange = primaries.get(operationName);
      if (!exchange) {
        exchange = sendTo(operationName, bodies.get(operationName), {}, 'example request');
        primaries.set(operationName, exchange);
      }
      return exchange;
    };

    // A server that cannot be reached at all is one problem, said once, not a failure of every check.
    if (target.kind === 'server' && operations.length > 0) {
      const reader = operations.find((o) => !writesRefused(o.name));
      const probe = reader ? await primary(reader.name) : await sendTo(operations[0].name, bodies.get(operations[0].name), { auth: 'none' }, 'reachability');
      if (!probe.answered && probe.reason === 'network-error') {
        throw new UnreachableError(`${target.baseUrl} cannot be reached: ${probe.message.replace(/^request failed \((.*)\)$/, '$1')}`);
      }
    }

    const contextFor = (operation: (typeof operations)[number], check: string): CheckContext => ({
      operation,
      model,
      target,
      maxPages,
      options: suite,
      primary: (name = operation.name) => primary(name),
      writesRefused: (name = operation.name) => writesRefused(name),
      send: (body, opts = {}) => sendTo(opts.operationName ?? operation.name, body, opts, check),
      requestBody: (name = operation.name) => structuredClone(bodies.get(name)),
      validateResponse: (body, name = operation.name) => validator.validate(byName.get(name)!, body),
    });
    const settle = async (operation: string, check: string, run: () => Promise<CheckOutcome>): Promise<CheckResult> => {
      try {
        const outcome = await run();
        return {
          operation,
          check,
          status: outcome.status,
          ...(outcome.status === 'skip' ? { reason: outcome.reason } : {}),
          findings: outcome.status === 'fail' ? outcome.findings : [],
        };
      } catch (error) {
        if (error instanceof WritesNotAllowedError) return { operation, check, status: 'skip', reason: error.message, findings: [] };
        return { operation, check, status: 'fail', findings: [{ message: `the check could not run: ${(error as Error).message}` }] };
      }
    };

    const perOperation = operations.flatMap((operation) => checks.map((check) => settle(operation.name, check.name, () => check.run(contextFor(operation, check.name)))));
    const flows = scenarios.map((scenario) => settle(scenario.operation, scenario.name, () => scenario.run(contextFor(byName.get(scenario.operation)!, scenario.name))));
    const results = await Promise.all([...perOperation, ...flows]);
    const count = (status: string) => results.filter((r) => r.status === status).length;
    return {
      target,
      validators: validator.source,
      operations: operations.map((o) => o.name),
      checks: [...checks, ...scenarios].map((c) => ({ name: c.name, description: c.description })),
      results,
      writes: { allowed: target.writes, marker, records: ledger.records },
      summary: { total: results.length, passed: count('pass'), failed: count('fail'), skipped: count('skip') },
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await prism?.stop();
  }
}

/** The per-operation checks and the scenarios to run: all, or those `--checks` names. */
function selectChecks(names: string[] | undefined, selected: string[]): { checks: Check[]; scenarios: Scenario[] } {
  const operations = new Set(selected);
  const runnable = SCENARIOS.filter((s) => s.uses.every((name) => operations.has(name)));
  if (!names) return { checks: [...CHECKS], scenarios: runnable };
  if (names.length === 0) throw new UsageError('--checks needs at least one check name.');
  const all = [...CHECKS, ...SCENARIOS].map((c) => c.name);
  const matches = (name: string, wanted: string) => name === wanted || name.startsWith(`${wanted}.`);
  const unknown = names.filter((wanted) => !all.some((name) => matches(name, wanted)));
  if (unknown.length) throw new UsageError(`--checks names checks the suite does not have: ${unknown.map((n) => `"${n}"`).join(', ')} (it has ${all.join(', ')}).`);
  const wanted = (c: { name: string }) => names.some((n) => matches(c.name, n));
  return { checks: CHECKS.filter(wanted), scenarios: runnable.filter(wanted) };
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
