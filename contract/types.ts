// The vocabulary of the contract suite: what was sent, what came back, what each check found.
import type { ApiModel, OperationModel } from '../generator/model/types.ts';

export type CheckStatus = 'pass' | 'fail' | 'skip';

/** A request as the report shows it: the Authorization header is always `Basic <redacted>`. */
export interface SentRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** One exchange with the target. `answered` is false for a timeout or a connection failure. */
export type Exchange =
  | {
      answered: true;
      request: SentRequest;
      status: number;
      contentType: string;
      text: string;
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
  findings: Finding[];
}

/** The outcome a check returns; the runner adds the operation and check names. */
export type CheckOutcome = { status: 'pass' } | { status: 'skip'; reason: string } | { status: 'fail'; findings: Finding[] };

export type AuthMode = 'valid' | 'none' | 'unknown';

export interface Target {
  baseUrl: string;
  /** `prism-mock` when the suite started the Prism mock itself: checks a stateless mock cannot meet are skipped. */
  kind: 'prism-mock' | 'server';
}

export interface CheckContext {
  operation: OperationModel;
  model: ApiModel;
  target: Target;
  maxPages: number;
  /** The operation's example request with the valid key, sent once and shared by every check. */
  primary(operationName?: string): Promise<Exchange>;
  /** Sends `body` (a JSON value, or raw text with `raw: true`) to the operation. */
  send(body: unknown, options?: { auth?: AuthMode; operationName?: string }): Promise<Exchange>;
  /** The body the suite sends for an operation (its example, or schema-valid data). */
  requestBody(operationName?: string): unknown;
  validateResponse(body: unknown): { path: string; message: string; value?: unknown }[];
}

export interface Check {
  name: string;
  /** One line on what the check asserts, for the report and --help. */
  description: string;
  run(context: CheckContext): Promise<CheckOutcome>;
}

export const pass = (): CheckOutcome => ({ status: 'pass' });
export const skip = (reason: string): CheckOutcome => ({ status: 'skip', reason });
export const fail = (findings: Finding[]): CheckOutcome => (findings.length ? { status: 'fail', findings } : { status: 'pass' });
