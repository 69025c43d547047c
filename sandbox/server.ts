// Starts the sandbox: opens (and on first use seeds) the database, loads the keys, and serves the
// generated adapter with the sandbox's handlers behind the CORS gate. Operations without a handler
// answer with the spec's examples (lists paged through them), as the mock does: they are not stateful.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestListener, OperationError, type Answer, type Handlers } from '../generated/server/adapter.ts';
import { limitServerTimes } from '../generated/server/timeouts.ts';
import { operations } from '../generated/server/operations.ts';
import { successExamples } from '../generated/server/examples.ts';
import { isoTimestamp } from './random.ts';
import { loadKeys, permissionName, DEFAULT_KEYS_FILE, type AdminSetting, type KeysConfig } from './keys.ts';
import { Store } from './store.ts';
import { keyFingerprint, secretOf } from './tokens.ts';
import { DEFAULT_SIZES, SEED_VERSION, seedDatabase, type SeedSizes } from './seed/index.ts';
import { arrayPage } from './paging.ts';
import { KIND, type User } from './kinds.ts';
import { isUuid, serviceAccount, type Principal, type Sandbox } from './context.ts';
import { corsGate } from './cors.ts';
import { hostGate } from './host-check.ts';
import { toHandlers, type SandboxOperations } from './operation.ts';
import { adminHandlers } from './handlers/admin.ts';
import { applicationHandlers } from './handlers/applications.ts';
import { candidateHandlers } from './handlers/candidates.ts';
import { feedbackHandlers } from './handlers/feedback.ts';
import { fileHandlers } from './handlers/files.ts';
import { hiringProcessHandlers } from './handlers/hiring-process.ts';
import { jobHandlers } from './handlers/jobs.ts';
import { organizationHandlers } from './handlers/organization.ts';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Database file, or `:memory:`. */
  db: string;
  keysFile?: string;
  /** Keys given directly (tests), instead of a file. */
  keys?: KeysConfig;
  seed?: number;
  sizes?: Partial<SeedSizes>;
  /** Host names requests may be addressed to besides loopback names and the listening address (`--allow-host`). */
  allowHosts?: string[];
  /** Origins whose web pages may call the sandbox (CORS); none by default. */
  corsOrigins?: string[];
  /** Called with every answer (tests check each against the spec). */
  onAnswer?: (answer: Answer) => void;
  /** Where unexpected errors are reported (stderr by default). */
  log?: (line: string) => void;
  /** Where what the person running the sandbox should know is said, such as a refused browser origin (stderr by default). */
  notice?: (line: string) => void;
}

export interface RunningSandbox {
  url: string;
  port: number;
  store: Store;
  /** Operations answered from the sandbox's state, and those answered with the spec's examples. */
  stateful: string[];
  examplesOnly: string[];
  /** Whether this start seeded the database (false when it already held data). */
  seeded: boolean;
  /** The version of the seed that filled the database, when older than this sandbox's (records added since are missing). */
  olderSeed: number | null;
  close(): Promise<void>;
}

export const MESSAGES = {
  missingKey: 'An API key is required: send it as the HTTP Basic user name with an empty password.',
  unknownKey: 'The API key is not valid: no key with this value exists in this organization.',
  deactivatedKey: 'The API key has been deactivated: an administrator can reactivate it or issue a new one.',
};

/** The permission an operation requires: the one the spec names, else its module and access (Offers, whose access is not shown: write). */
export function requiredPermission(operation: { permissions: string[]; module: string | null; access: string | null }): string | null {
  if (operation.permissions.length) return operation.permissions[0];
  if (!operation.module) return null;
  return permissionName(operation.module, operation.access ?? 'write');
}

/**
 * Admin settings an operation needs beyond its permission: seed line 207 (application.updateHistory
 * needs "Allow updating application history?"). Lacking one is a permission failure: HTTP 403 with
 * `missing_endpoint_permission` (seed line 248), checked before the body is read.
 */
export const REQUIRED_SETTINGS: Partial<Record<string, { setting: AdminSetting; title: string }>> = {
  'application.updateHistory': { setting: 'updateApplicationHistory', title: 'Allow updating application history?' },
};

/** The sandbox's stateful operations, each with the request fields it reads. */
export function sandboxOperations(sandbox: Sandbox): SandboxOperations {
  return {
    ...adminHandlers(sandbox),
    ...organizationHandlers(sandbox),
    ...jobHandlers(sandbox),
    ...hiringProcessHandlers(sandbox),
    ...candidateHandlers(sandbox),
    ...fileHandlers(sandbox),
    ...applicationHandlers(sandbox),
    ...feedbackHandlers(sandbox),
  };
}

export function buildHandlers(sandbox: Sandbox): Handlers<Principal> {
  return toHandlers(sandboxOperations(sandbox));
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const keys = options.keys ?? loadKeys(options.keysFile ?? DEFAULT_KEYS_FILE);
  const store = Store.open(options.db);
  let seeded = false;
  if (store.meta('seed') === null) {
    const seed = options.seed ?? 1;
    const sizes = { ...DEFAULT_SIZES, ...options.sizes };
    store.transaction(() => {
      seedDatabase(store, seed, sizes);
      store.setMeta('seed', JSON.stringify({ seed, sizes }));
      store.setMeta('seedVersion', String(SEED_VERSION));
    });
    seeded = true;
  }
  const seedVersion = Number(store.meta('seedVersion') ?? 1);
  secretOf(store);
  const sandbox: Sandbox = { store, keys, now: () => isoTimestamp(Date.now()) };
  const handlers = buildHandlers(sandbox);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const notice = options.notice ?? ((line: string) => process.stderr.write(`${line}\n`));

  const listener = createRequestListener<Principal>({
    handlers,
    messages: { missingKey: MESSAGES.missingKey },
    authenticate(apiKey) {
      const key = keys.keys.get(apiKey);
      if (!key) throw new OperationError(MESSAGES.unknownKey, { status: 403 });
      if (!key.active) throw new OperationError(MESSAGES.deactivatedKey, { status: 403 });
      return { key, keyFingerprint: keyFingerprint(store, apiKey), actor: serviceAccount(key), onBehalf: false };
    },
    authorize(principal, operation, request) {
      const needed = requiredPermission(operation);
      if (needed && !principal.key.granted.has(needed)) {
        throw new OperationError(`the API key lacks the ${needed} permission, which ${operation.name} requires.`, { code: 'missing_endpoint_permission', status: 403 });
      }
      const gate = REQUIRED_SETTINGS[operation.name];
      if (gate && !principal.key.settings[gate.setting]) {
        throw new OperationError(`the API key lacks the admin setting "${gate.title}", which ${operation.name} requires.`, { code: 'missing_endpoint_permission', status: 403 });
      }
      const header = request.headers['x-on-behalf-of'];
      if (header === undefined) return;
      // X-On-Behalf-Of: the key has the setting, the value is a user of the organization, the user is active.
      if (!principal.key.settings.actOnBehalf) {
        throw new OperationError('The API key may not act on behalf of users: it lacks the admin setting "Allow acting on behalf of a user" needed for X-On-Behalf-Of.', { status: 403 });
      }
      const value = Array.isArray(header) ? header[0] : header;
      const user = isUuid(value) ? store.get<User>(KIND.user, value.toLowerCase())?.data : undefined;
      const status = operation.errorEnvelope ? 200 : 400;
      if (!user) throw new OperationError(`X-On-Behalf-Of: ${JSON.stringify(value.slice(0, 64))} is not the id of a user of this organization (find ids with user.search or user.list).`, { status });
      if (!user.isEnabled) throw new OperationError(`X-On-Behalf-Of: the user ${user.id} is disabled; only an active user can be acted for.`, { status });
      principal.actor = user;
      principal.onBehalf = true;
    },
    unhandled(operation, body, context) {
      const example = (successExamples as Record<string, unknown>)[operation.name] as Record<string, unknown> | undefined;
      if (example === undefined) throw new OperationError(`${operation.name} is not implemented by the sandbox.`, { status: 501 });
      if (operation.paging && operation.paging !== 'cursor' && Array.isArray(example.results)) {
        return arrayPage(store, example.results, (body ?? {}) as Record<string, unknown>, context);
      }
      return structuredClone(example);
    },
    onAnswer: options.onAnswer,
    onUnexpectedError(error, operation) {
      log(`sandbox: unexpected error${operation ? ` in ${operation.name}` : ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    },
  });

  const cors = corsGate(options.corsOrigins ?? [], notice);
  const hosts = hostGate([...(options.allowHosts ?? []), options.host ?? '127.0.0.1']);
  const server = http.createServer((request, response) => {
    if (!hosts(request, response) && !cors(request, response)) listener(request, response);
  });
  limitServerTimes(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const stateful = Object.keys(handlers).sort();
  const examplesOnly = Object.keys(operations).filter((name) => !(name in handlers)).sort();
  let closing: Promise<void> | null = null;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    store,
    stateful,
    examplesOnly,
    seeded,
    olderSeed: seedVersion < SEED_VERSION ? seedVersion : null,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeIdleConnections();
        setImmediate(() => server.closeAllConnections());
      });
      return closing;
    },
  };
}
