// What a run was asked to do, checked before anything is sent: every problem is a UsageError
// naming the flag or value at fault.
import type { ApiModel } from '../generator/model/types.ts';
import { UsageError } from './errors.ts';
import { KEY_ROLES, type KeyRole, type Keys } from './keys.ts';
import { DEFAULT_SPEC, loadModel } from './model.ts';
import { selectRun, type Selection } from './select.ts';

export const DEFAULTS = { timeoutMs: 10_000, concurrency: 8, maxPages: 50 } as const;
/** Any key works against the mock; this one is used when none is given. */
export const MOCK_API_KEY = 'contract-mock-key';
/** setTimeout fires at once for a longer delay. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface ContractOptions {
  /** The server under test. Without it, the suite starts the Prism mock of the spec and tests that. */
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Check names (a name also selects its dotted sub-checks) and operation names to run; all when absent. */
  only?: string[];
  /** Check and operation names to leave out. */
  skip?: string[];
  /** The same as `only` (the flag's older name). */
  checks?: string[];
  concurrency?: number;
  /** Pages a list may take before pagination counts as never-ending. */
  maxPages?: number;
  specPath?: string;
  /** Progress lines (Prism start, ...), never carrying the key. */
  log?: (line: string) => void;
  /** Send creates, and updates of the records the suite created. Without it nothing that writes is sent to a server. */
  allowWrites?: boolean;
  /** Also send deletions, removals, archiving and anonymizing, to records the suite created. Implies allowWrites. */
  allowDestructive?: boolean;
  /** The extra keys (keys.ts), by role. */
  keys?: Partial<Record<KeyRole, string>>;
  /** A second key with narrower permissions (the same as `keys.restricted`). */
  restrictedKey?: string;
  /** A key that was deactivated (the same as `keys.deactivated`). */
  deactivatedKey?: string;
  /** List every request the run would send, and send none. */
  plan?: boolean;
}

/** The options checked and resolved: what `runContract` works from. */
export interface RunSettings extends Selection {
  model: ApiModel;
  specPath?: string;
  baseUrl?: string;
  keys: Keys;
  timeoutMs: number;
  concurrency: number;
  maxPages: number;
  allowWrites: boolean;
  allowDestructive: boolean;
  plan: boolean;
}

export function resolveOptions(options: ContractOptions): RunSettings {
  const model = loadModel(options.specPath ?? DEFAULT_SPEC);
  if (options.baseUrl !== undefined) validateBaseUrl(options.baseUrl);
  if (options.baseUrl !== undefined && !options.apiKey && !options.plan) throw new UsageError('A key is required with --base-url: set CONTRACT_API_KEY (or pass --api-key).');
  const timeoutMs = positive(options.timeoutMs ?? DEFAULTS.timeoutMs, 'timeout');
  if (timeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`The timeout must be at most ${MAX_TIMEOUT_MS} ms (about 24.8 days), not ${timeoutMs}.`);
  const only = options.only || options.checks ? [...(options.only ?? []), ...(options.checks ?? [])] : undefined;
  const valid = options.apiKey || MOCK_API_KEY;
  return {
    model,
    specPath: options.specPath,
    baseUrl: options.baseUrl?.replace(/\/+$/, ''),
    keys: { valid, extra: extraKeys(options, valid) },
    timeoutMs,
    concurrency: positive(options.concurrency ?? DEFAULTS.concurrency, 'concurrency'),
    maxPages: positive(options.maxPages ?? DEFAULTS.maxPages, 'max pages'),
    allowWrites: options.allowWrites === true || options.allowDestructive === true,
    allowDestructive: options.allowDestructive === true,
    plan: options.plan === true,
    ...selectRun(model, only, options.skip),
  };
}

function extraKeys(options: ContractOptions, valid: string): Keys['extra'] {
  const given: Partial<Record<KeyRole, string>> = { ...options.keys };
  if (options.restrictedKey !== undefined) given.restricted = options.restrictedKey;
  if (options.deactivatedKey !== undefined) given.deactivated = options.deactivatedKey;
  for (const { role, flag } of KEY_ROLES) {
    const key = given[role];
    if (key !== undefined && (key.trim() === '' || key === valid)) throw new UsageError(`${flag} must be a key other than --api-key.`);
  }
  return given;
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
