// Keeps the API key out of everything a client shows: a server that echoes credentials must not
// carry them into error messages, logged bodies or serialised errors.

const REDACTED = '[redacted]';

/** `text` without the copies of `char` it ends with (a loop: a pattern such as /=+$/ backtracks quadratically). */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** The forms a key (and a Basic password) can take on the wire: as is, inside a Basic credential, and encoded in a query string. */
export function secretForms(apiKey: string, password = ''): string[] {
  const basic = base64(`${apiKey}:${password}`);
  const plain = password ? [apiKey, password] : [apiKey];
  const forms = plain.flatMap((secret) => [secret, encodeURIComponent(secret), new URLSearchParams({ k: secret }).toString().slice(2)]);
  return [...new Set([...forms, basic, withoutTrailing(basic, '=')])].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}

/** Below this length a key could be an ordinary word (`test`), so it is replaced only where it stands alone. */
const WORD_LIKE_BELOW = 12;

export function redactText(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= WORD_LIKE_BELOW) out = out.split(secret).join(REDACTED);
    else out = out.replace(new RegExp(`(?<![A-Za-z0-9_])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`, 'g'), () => REDACTED);
  }
  return out;
}

/** A deep copy of a parsed JSON value with every secret replaced, in keys and in strings. */
export function redactValue(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactText(k, secrets), redactValue(v, secrets)]));
  }
  return value;
}

export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
