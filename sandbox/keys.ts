// The keys file: who may call the sandbox and with what. Format (README, "Sandbox"):
//   { "organization": { "auditLogs": true },
//     "keys": [ { "key", "title", "createdAt", "active", "scopes": ["candidates:read", ...],
//                 "permissions": ["candidatesDelete", ...], "settings": { "actOnBehalf": true, ... } } ] }
// A scope `<module>:write` also grants `<module>:read`. A problem is one line naming the file and
// the JSON path; a key's value is never part of a message.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pathSegment } from '../generated/runtime/json-path.ts';

export const DEFAULT_KEYS_FILE = fileURLToPath(new URL('./keys.json', import.meta.url));

export const ADMIN_SETTINGS = ['confidentialJobsAndProjects', 'nonOfferPrivateFields', 'actOnBehalf', 'updateApplicationHistory'] as const;
export type AdminSetting = (typeof ADMIN_SETTINGS)[number];

export interface ApiKey {
  title: string;
  createdAt: string;
  active: boolean;
  /** `<module>:<read|write>`, as apiKey.info answers them. */
  scopes: string[];
  /** Every permission name the key holds: from its scopes (`candidatesRead`, ...) and those listed. */
  granted: Set<string>;
  settings: Record<AdminSetting, boolean>;
}

export interface KeysConfig {
  auditLogsEnabled: boolean;
  keys: Map<string, ApiKey>;
}

export class KeysFileError extends Error {}

const SCOPE = /^([A-Za-z][A-Za-z0-9]*):(read|write)$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The permission name of a module and access: `Hiring Process` + `read` -> `hiringProcessRead`. */
export function permissionName(module: string, access: string): string {
  const words = module.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? (w === w.toUpperCase() ? w.toLowerCase() : w[0].toLowerCase() + w.slice(1)) : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
  return `${camel}${access[0].toUpperCase()}${access.slice(1)}`;
}

export function loadKeys(file: string): KeysConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new KeysFileError(`Cannot read the keys file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: any;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new KeysFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  return parseKeys(json, file);
}

export function parseKeys(json: any, file: string): KeysConfig {
  const fail = (path: string, problem: string): never => {
    throw new KeysFileError(`${file}: ${path} ${problem}`);
  };
  if (!json || typeof json !== 'object' || Array.isArray(json)) fail('$', 'must be an object with "keys"');
  const organization = json.organization ?? {};
  if (typeof organization !== 'object' || Array.isArray(organization)) fail('$.organization', 'must be an object');
  if (organization.auditLogs !== undefined && typeof organization.auditLogs !== 'boolean') fail('$.organization.auditLogs', 'must be true or false');
  if (!Array.isArray(json.keys)) fail('$.keys', 'must be an array of keys');
  const keys = new Map<string, ApiKey>();
  json.keys.forEach((entry: any, i: number) => {
    const at = `$.keys[${i}]`;
    if (!entry || typeof entry !== 'object') fail(at, 'must be an object');
    if (typeof entry.key !== 'string' || entry.key.length < 8) fail(`${at}.key`, 'must be a string of at least 8 characters');
    if (/[\s:]/.test(entry.key)) fail(`${at}.key`, 'must not contain spaces or ":" (it is sent as the Basic user name)');
    if (keys.has(entry.key)) fail(`${at}.key`, 'repeats the key of an earlier entry');
    if (typeof entry.title !== 'string' || !entry.title) fail(`${at}.title`, 'must be a non-empty string');
    const createdAt = entry.createdAt ?? '2026-01-05T09:00:00.000Z';
    if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) fail(`${at}.createdAt`, 'must be a UTC timestamp with milliseconds, such as "2026-01-05T09:00:00.000Z"');
    const active = entry.active ?? true;
    if (typeof active !== 'boolean') fail(`${at}.active`, 'must be true or false');
    const scopes = entry.scopes ?? [];
    if (!Array.isArray(scopes)) fail(`${at}.scopes`, 'must be an array such as ["candidates:read", "candidates:write"]');
    const granted = new Set<string>();
    scopes.forEach((scope: unknown, j: number) => {
      const match = typeof scope === 'string' ? SCOPE.exec(scope) : null;
      if (!match) return fail(`${at}.scopes[${j}]`, 'must be "<module>:read" or "<module>:write", such as "candidates:write"');
      granted.add(`${match[1]}Read`);
      if (match[2] === 'write') granted.add(`${match[1]}Write`);
    });
    const permissions = entry.permissions ?? [];
    if (!Array.isArray(permissions)) fail(`${at}.permissions`, 'must be an array of permission names such as "candidatesDelete"');
    permissions.forEach((name: unknown, j: number) => {
      if (typeof name !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(name)) fail(`${at}.permissions[${j}]`, 'must be a permission name such as "candidatesDelete"');
      granted.add(name as string);
    });
    const settings = {} as Record<AdminSetting, boolean>;
    const given = entry.settings ?? {};
    if (typeof given !== 'object' || Array.isArray(given)) fail(`${at}.settings`, 'must be an object');
    for (const name of Object.keys(given)) {
      const setting = `${at}.settings${pathSegment(name)}`;
      if (!(ADMIN_SETTINGS as readonly string[]).includes(name)) fail(setting, `is not an admin setting (${ADMIN_SETTINGS.join(', ')})`);
      if (typeof given[name] !== 'boolean') fail(setting, 'must be true or false');
    }
    for (const name of ADMIN_SETTINGS) settings[name] = given[name] === true;
    // apiKey.info lists module scopes; a write scope stands for read and write.
    const shown = scopes.flatMap((scope: string) => (scope.endsWith(':write') ? [scope.replace(/:write$/, ':read'), scope] : [scope]));
    keys.set(entry.key, { title: entry.title, createdAt, active, scopes: [...new Set<string>(shown)], granted, settings });
  });
  return { auditLogsEnabled: organization.auditLogs ?? true, keys };
}
