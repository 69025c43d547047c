// Keeps the API key out of everything a client shows: a server that echoes credentials must not
// carry them into error messages, logged bodies or serialised errors.

const REDACTED = '[redacted]';

/** The forms a key can take on the wire: as is, and inside a Basic credential. */
export function secretForms(apiKey: string): string[] {
  const basic = base64(`${apiKey}:`);
  return [...new Set([apiKey, basic, basic.replace(/=+$/, '')])].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}

export function redactText(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
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
