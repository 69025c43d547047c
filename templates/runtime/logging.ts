// The client's log: what it sends and receives, at the level the caller picks, written to the
// caller's logger (console by default). Every line passes through the client's redaction first,
// so the API key never reaches a log, whatever a server echoes.
import { redactText, redactValue } from './redact.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Anything with console's four methods: console itself, pino, winston, a test double. */
export interface Logger {
  debug(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

/** Where a line goes: nowhere below the level, else the logger's method of that name, after `redact`. */
export class ClientLog {
  readonly #logger: Logger;
  readonly #rank: number;
  readonly #prefix: string;
  readonly #secrets: string[];

  constructor(options: { logger?: Logger | undefined; logLevel?: LogLevel | undefined; prefix: string; secrets: string[] }) {
    const level = options.logLevel ?? 'off';
    if (!Object.hasOwn(RANK, level)) throw new TypeError(`${options.prefix}: \`logLevel\` must be one of ${Object.keys(RANK).join(', ')}; got ${JSON.stringify(level)}.`);
    this.#rank = RANK[level];
    this.#logger = options.logger ?? console;
    this.#prefix = options.prefix;
    this.#secrets = options.secrets;
  }

  /** True when lines of this level are written (so callers build them only then). */
  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return RANK[level] >= this.#rank;
  }

  write(level: Exclude<LogLevel, 'off'>, message: string, details?: Record<string, unknown>): void {
    if (!this.enabled(level)) return;
    const line = `[${this.#prefix}] ${redactText(message, this.#secrets)}`;
    if (details === undefined) this.#logger[level](line);
    else this.#logger[level](line, redactValue(details, this.#secrets));
  }
}

/** Request headers as they may be logged: credentials replaced, whatever their name's case. */
export function loggableHeaders(headers: Record<string, string>, secretHeaders: readonly string[]): Record<string, string> {
  const secret = new Set(['authorization', 'proxy-authorization', 'cookie', ...secretHeaders.map((h) => h.toLowerCase())]);
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, secret.has(name.toLowerCase()) ? '[redacted]' : value]));
}
