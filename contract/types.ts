// The vocabulary of the contract suite: what was sent, what came back, what each check found.
import type { ApiModel, OperationModel } from '../generator/model/types.ts';
import type { OwnedField } from './own-records.ts';
import type { KeyRole } from './keys.ts';
import type { Consent } from './consent.ts';

export type CheckStatus = 'pass' | 'fail' | 'skip';

/** A request as the report shows it: the Authorization header is always `Basic <redacted>`. */
export interface SentRequest {
  method: 'POST' | 'GET';
  url: string;
  headers: Record<string, string>;
  /** The JSON text sent, or for a multipart form a description of its parts. */
  body: string;
  /** The parts of a multipart form, for the replay command. */
  form?: FormPart[];
  /**
   * For the replay command, the environment variable holding the key the request was sent with
   * (`CONTRACT_API_KEY`, `CONTRACT_RESTRICTED_KEY`, ...), or null for a key the suite made up.
   */
  keyVariable?: string | null;
}

/** One part of a multipart form: a text field, or a file with its name and content. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; content: string };

/** One exchange with the target. `answered` is false for a timeout or a connection failure. */
export type Exchange =
  | {
      answered: true;
      request: SentRequest;
      status: number;
      contentType: string;
      /** Response headers, names in lower case. */
      headers: Record<string, string>;
      text: string;
      /** The answer carried one of the run's keys (in its body or headers) before it was redacted. */
      echoedKey?: boolean;
      /** The parsed body, when it parsed. */
      json: unknown;
      parseError: string | null;
      elapsedMs: number;
    }
  | { answered: false; request: SentRequest; reason: 'timeout' | 'network-error'; message: string; elapsedMs: number };

export type AnsweredExchange = Extract<Exchange, { answered: true }>;

/** What a failing check found: enough for a server developer to act on without reading the suite. */
export interface Finding {
  message: string;
  /** The operation the finding is about, where the check spans several. */
  operation?: string;
  /** JSON path into the response body (`$.results[0].id`). */
  path?: string;
  /** The offending value, where there is one. */
  value?: unknown;
  request?: SentRequest;
  /** The HTTP status of the answer the finding is about. */
  status?: number;
}

export interface CheckResult {
  operation: string;
  check: string;
  status: CheckStatus;
  /** Why the check was skipped. */
  reason?: string;
  /** The flag or key that would make a skipped check run (`--allow-writes`, `--restricted-key`). */
  needs?: string;
  /** What a passing check could not look at, and why (a part that needs data the server does not have). */
  notes?: string[];
  findings: Finding[];
}

/** The outcome a check returns; the runner adds the operation and check names. */
export type CheckOutcome = { status: 'pass'; notes?: string[] } | { status: 'skip'; reason: string; needs?: string } | { status: 'fail'; findings: Finding[] };

/**
 * Which credentials a request carries: the suite's key, none, a random key no server issued, one
 * of the extra keys by its role (keys.ts), or a raw Authorization header (security probes).
 */
export type AuthMode = 'valid' | 'none' | 'unknown' | KeyRole | { authorization: string; shown: string };

export interface SendOptions {
  auth?: AuthMode;
  operationName?: string;
  /** Extra headers (X-On-Behalf-Of, Origin). */
  headers?: Record<string, string>;
  /** Send these parts as multipart/form-data instead of a JSON body. */
  form?: FormPart[];
  /** Send this text as the body as it is (not JSON-encoded). */
  rawBody?: string;
  method?: 'POST' | 'GET';
}

export interface Target {
  baseUrl: string;
  /** `prism-mock` when the suite started the Prism mock itself: checks a stateless mock cannot meet are skipped. */
  kind: 'prism-mock' | 'server';
  /** Whether requests that change data may be sent (`--allow-writes`; always for the built-in mock, which holds no data). */
  writes: boolean;
  /** Whether deletions, removals, archiving and the like may be sent, to records the suite created (`--allow-destructive`). */
  destructive: boolean;
}

/** A request that changed data (the server accepted it), as the report lists it. */
export interface WrittenRecord {
  operation: string;
  check: string;
  /** Ids in the answer's results (the record created or changed). */
  ids: string[];
  /** The name the suite gave the record, where it gave one. */
  marker: string | null;
}

export interface CheckContext {
  operation: OperationModel;
  model: ApiModel;
  target: Target;
  maxPages: number;
  /** What the run was given beyond the target (restricted and deactivated keys) and its run marker. */
  options: SuiteOptions;
  /**
   * The operation's example request with the valid key, sent once and shared by every check. An
   * update or deletion goes to a record the suite created, and only with the flag it needs
   * (`withheld` says why not); rejected with a ConsentError (the check is skipped) otherwise.
   */
  primary(operationName?: string): Promise<Exchange>;
  /** Why the example request of an operation is not sent at this run's consent (a flag it needs), or null. */
  withheld(operationName?: string): string | null;
  /**
   * Sends `body` to the operation (JSON unless `form` or `rawBody` is given). A request that needs
   * a flag the run was not given, or names a record the suite did not create, is never sent: the
   * promise rejects with a ConsentError and the check is skipped saying so.
   */
  send(body: unknown, options?: SendOptions): Promise<Exchange>;
  /** The body the suite sends for an operation (its example, or schema-valid data). */
  requestBody(operationName?: string): unknown;
  /**
   * The example body with every record id in it made up (random UUIDs no server holds), and the
   * record an update or deletion changes named by a made-up id: a probe that cannot change data.
   */
  probeBody(operationName?: string): Record<string, unknown>;
  /** A random UUID no server holds a record for (or, `malformed`, an id that is no UUID), known to the consent guard as made up. */
  madeUpId(form?: 'uuid' | 'malformed'): string;
  /** The id of a record of this kind the suite created (made on first use; `fresh` makes another). Needs --allow-writes. */
  ownRecord(field: OwnedField, options?: { fresh?: boolean }): Promise<string>;
  /** What an operation does to data (consent.ts): read, create, update or destructive, and why. */
  consent(operationName?: string): Consent;
  /** Validates an answer against the operation's response schema (another operation's when named). */
  validateResponse(body: unknown, operationName?: string): { path: string; message: string; value?: unknown }[];
}

export interface SuiteOptions {
  /** The extra keys the run was given, by role. */
  keys: ReadonlySet<KeyRole>;
  /** Names every record the suite creates: `contract-suite <date> <id>`. */
  marker: string;
  /** A short token of the run for e-mail addresses and file names: `contract-suite-<id>`. */
  slug: string;
  /** The operations selected for the run (all, or `--only`). */
  operations: string[];
}

export interface Check {
  name: string;
  /** One line on what the check asserts, for the report and --help. */
  description: string;
  run(context: CheckContext): Promise<CheckOutcome>;
}

/**
 * A check of behaviour across operations (a flow: create, then read back). It runs once, when
 * the operations it needs are selected, and reports under its `operation` (the one it is about).
 */
export interface Scenario {
  name: string;
  description: string;
  /** The operation the result is reported under. */
  operation: string;
  /** Every operation it sends to; it runs only when all are selected. */
  uses: string[];
  /** What it needs to run, for the README and skip reasons. */
  needs: string;
  run(context: CheckContext): Promise<CheckOutcome>;
}

export const pass = (notes: string[] = []): CheckOutcome => (notes.length ? { status: 'pass', notes } : { status: 'pass' });
export const skip = (reason: string, needs?: string): CheckOutcome => (needs ? { status: 'skip', reason, needs } : { status: 'skip', reason });
export const fail = (findings: Finding[], notes: string[] = []): CheckOutcome => (findings.length ? { status: 'fail', findings } : pass(notes));
