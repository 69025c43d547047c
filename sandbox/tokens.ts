// Cursors and sync tokens a client cannot forge: the state of a list pass, as base64url JSON, and an
// HMAC-SHA256 over it and what it is bound to (the issuing operation, the API key's fingerprint, the request's
// filters and parent id). The secret is made on the first open of a database and kept in it, so
// tokens outlive a restart but not a new database. A token that fails the check, is too long, or
// holds fields of the wrong types is refused before any of it is used.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from './store.ts';

/** Longest token read: an issued one is well under this; a longer one is refused unread. */
export const MAX_TOKEN_LENGTH = 2048;
const SECRET_META = 'tokenSecret';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const secrets = new WeakMap<Store, Buffer>();

/**
 * The database's signing secret, created and stored the first time a sandbox opens the database
 * (startSandbox calls this), so serving a list never writes to it.
 */
export function secretOf(store: Store): Buffer {
  let secret = secrets.get(store);
  if (secret) return secret;
  let stored = store.meta(SECRET_META);
  if (stored === null) {
    store.setMeta(SECRET_META, randomBytes(32).toString('base64url'));
    // Read back: a second sandbox on the same database may have written its own first.
    stored = store.meta(SECRET_META)!;
  }
  secret = Buffer.from(stored, 'base64url');
  secrets.set(store, secret);
  return secret;
}

/**
 * What a token names the API key by: an HMAC of the key's value under the database's secret, so two
 * keys alike in title and creation time still get different tokens, and neither a token nor
 * anything derived from it can give the value back.
 */
export function keyFingerprint(store: Store, apiKey: string): string {
  return createHmac('sha256', secretOf(store)).update(`api-key\0${apiKey}`).digest('base64url');
}

function mac(store: Store, payload: string, binding: readonly (string | null | undefined)[]): Buffer {
  const hmac = createHmac('sha256', secretOf(store)).update(payload);
  for (const part of binding) hmac.update(`\0${part ?? '\u0001'}`);
  return hmac.digest();
}

/** `state` as a token valid only with the same `binding`. */
export function sealToken(store: Store, state: object, binding: readonly (string | null | undefined)[]): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(store, payload, binding).toString('base64url')}`;
}

/** The state sealed in `token` with this `binding`, or null when it was not (forged, altered, another list's, another key's). */
export function openToken(store: Store, token: unknown, binding: readonly (string | null | undefined)[]): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const expected = mac(store, payload, binding);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const state: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A count such as a seq or rev read from a token: a whole number from 0 up. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
