// What every handler shares: the store, the keys, the principal a request acts as, and the
// helpers that read a request's fields and find the records they name.
import { createHash, randomUUID } from 'node:crypto';
import { OperationError, type HandlerContext } from '../generated/server/adapter.ts';
import { pathSegment } from '../generated/runtime/json-path.ts';
import type { ApiKey, KeysConfig } from './keys.ts';
import type { Store } from './store.ts';
import type { User } from './kinds.ts';

export interface Principal {
  key: ApiKey;
  /** The key's keyed fingerprint (tokens.ts): what cursors and sync tokens are bound to, never the value. */
  keyFingerprint: string;
  /** Who the request is attributed to: the user named by X-On-Behalf-Of, else the key's service account. */
  actor: User;
  onBehalf: boolean;
}

export interface Sandbox {
  store: Store;
  keys: KeysConfig;
  /** The clock every write reads (tests and the seed never depend on it). */
  now(): string;
}

export type Ctx = HandlerContext<Principal>;

/** The key's service account: what a request is attributed to without X-On-Behalf-Of. */
export function serviceAccount(key: ApiKey): User {
  const hex = createHash('sha256').update(`service-account:${key.title}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { id, firstName: 'API key', lastName: key.title, email: 'api-service-account@northwind-talent.example', globalRole: 'Limited Access', isEnabled: true, updatedAt: key.createdAt };
}

export function newId(): string {
  return randomUUID();
}

/** Refuses with the error envelope (HTTP 200), the message naming what is wrong. */
export function refuse(message: string, code?: string): never {
  throw new OperationError(message, code ? { code } : {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `name@host.example`: one `@`, no white space, a dot inside the domain (checked without a backtracking pattern). */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254 || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  return domain.indexOf('.') > 0 && !domain.endsWith('.');
}

export function requireId(body: Record<string, unknown>, field: string, what: string): string {
  const value = body[field];
  if (value === undefined) refuse(`$.${field} is required: the id of the ${what}.`);
  if (!isUuid(value)) refuse(`$.${field} must be a UUID (the id of the ${what}).`);
  return value.toLowerCase();
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') refuse(`$.${field} must be a string.`);
  return value;
}

/** Refuses a nested object (at JSON path `at`) that is not an object or holds a field beyond `fields`. */
export function objectWith(value: unknown, at: string, fields: readonly string[]): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) refuse(`${at} must be an object with ${fields.join(', ')}.`);
  const extra = Object.keys(value).find((key) => !fields.includes(key));
  if (extra !== undefined) refuse(`${at}${pathSegment(extra.slice(0, 64))} is not a field of this object (it has ${fields.join(', ')}).`);
  return value as Record<string, unknown>;
}

/** Whether the key sees records of confidential jobs (the admin setting). */
export function seesConfidential(ctx: Ctx): boolean {
  return ctx.principal.key.settings.confidentialJobsAndProjects;
}

/** A stored record the key may see, or the error naming the id that was not found. */
export function found<T>(sandbox: Sandbox, ctx: Ctx, kind: string, id: string, field: string, what: string): { data: T; hidden: boolean } {
  const record = sandbox.store.get<T>(kind, id);
  if (!record || (record.hidden && !seesConfidential(ctx))) refuse(`$.${field}: no ${what} has the id ${id}.`);
  return { data: record.data, hidden: record.hidden };
}
