// Keeps the API key out of everything the suite shows. Answers are redacted as they arrive (before
// any check quotes a cut-off excerpt, which could otherwise keep a prefix of the key), and every
// report writer passes its text through here again.
import type { Exchange } from '../types.ts';

export const REDACTED = '<redacted>';

export function secretsFor(apiKey: string | undefined): string[] {
  if (!apiKey) return [];
  // The key as typed, and as it travels in the Basic credentials (`key:` base64-encoded).
  return [apiKey, Buffer.from(`${apiKey}:`).toString('base64'), Buffer.from(apiKey).toString('base64')].sort((a, b) => b.length - a.length);
}

/** Below this length a secret could be an ordinary word (`test`), so it is replaced only where it stands alone. */
const WORD_LIKE_BELOW = 12;

export function scrub(text: string, secrets: string[], replacement = REDACTED): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    // A short key replaced inside words would garble the report ("chec<redacted>s"), and inside the
    // JUnit file's tag names (`<testsuite>` for the key `test`) break its XML.
    if (secret.length < WORD_LIKE_BELOW) out = out.replace(new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(secret)}(?![A-Za-z0-9_])`, 'g'), () => replacement);
    else out = out.split(secret).join(replacement);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every string of a parsed JSON value (keys included), scrubbed. */
export function scrubJson(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') return scrub(value, secrets);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [scrub(key, secrets), scrubJson(item, secrets)]));
  }
  return value;
}

/** An exchange whose answer text, parsed body, headers and messages no longer hold a secret. */
export function scrubExchange(exchange: Exchange, secrets: string[]): Exchange {
  if (!exchange.answered) return { ...exchange, message: scrub(exchange.message, secrets) };
  const headerText = Object.entries(exchange.headers ?? {}).map(([name, value]) => `${name}: ${value}`).join('\n');
  const holds = (text: string) => scrub(text, secrets) !== text;
  if (!holds(exchange.text) && !holds(headerText)) return exchange;
  return {
    ...exchange,
    echoedKey: true,
    headers: Object.fromEntries(Object.entries(exchange.headers ?? {}).map(([name, value]) => [name, scrub(value, secrets)])),
    text: scrub(exchange.text, secrets),
    json: scrubJson(exchange.json, secrets),
    parseError: exchange.parseError && scrub(exchange.parseError, secrets),
  };
}
