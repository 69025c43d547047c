// OperationInfo.errorMediaTypes: the media type an error reply of each declared status goes in, as
// the adapter looks it up (the status, then its range `4XX`, then `default`, else application/json;
// templates/server/answers.ts errorMediaType). An entry is kept only where it changes what the
// adapter writes, so a document that declares application/json throughout gets no table at all.
import { headerMediaType } from '../../model/media-types.ts';
import type { ResponseModel } from '../../model/types.ts';
import { lookupKey } from './status-lookup.ts';

const PLAIN_JSON = 'application/json';

/** The media type an error reply declared so is written in: as declared where a header can carry it, else application/json. */
function writableMediaType(jsonType: string | null): string {
  return headerMediaType(jsonType) ?? PLAIN_JSON;
}

/** How broad a lookup key is: a status, a range, `default`. A narrower key is looked up first. */
type Breadth = 0 | 1 | 2;

function breadthOf(key: string): Breadth {
  if (key === 'default') return 2;
  return key.endsWith('XX') ? 1 : 0;
}

/** The keys the adapter looks up after `key`, narrowest first: `4XX` and `default` after `404`. */
function broaderKeysOf(key: string): string[] {
  const breadth = breadthOf(key);
  if (breadth === 0) return [`${key[0]}XX`, 'default'];
  return breadth === 1 ? ['default'] : [];
}

/** What the adapter writes for `key` when `table` has no entry for it: its range's, then default's, then application/json. */
function fallbackOf(table: Record<string, string>, key: string): string {
  const found = broaderKeysOf(key).find((candidate) => Object.hasOwn(table, candidate));
  return found === undefined ? PLAIN_JSON : table[found];
}

/**
 * The operation's error media types, by lookup key, where any differs from application/json; else
 * undefined (the entry is left out of the table). A key that declares no JSON body answers in
 * application/json, and is kept where a broader key would say otherwise; of a key declared twice
 * (`4xx` and `4XX`), the first counts. Keys no status matches (`20`, `__proto__`) are ignored, and
 * so is a media type no header can carry.
 */
export function errorMediaTypesOf(statuses: ResponseModel['statusJsonTypes']): Record<string, string> | undefined {
  const declared = new Map<string, string>();
  for (const { status, jsonType } of statuses) {
    const key = lookupKey(status);
    if (key !== null && !declared.has(key)) declared.set(key, writableMediaType(jsonType));
  }
  // Broadest first, so each key is compared with what the broader keys already kept give it.
  const kept: Record<string, string> = {};
  for (const key of [...declared.keys()].sort((a, b) => breadthOf(b) - breadthOf(a))) {
    const mediaType = declared.get(key)!;
    if (mediaType !== fallbackOf(kept, key)) kept[key] = mediaType;
  }
  const keys = Object.keys(kept).sort((a, b) => breadthOf(a) - breadthOf(b));
  return keys.length === 0 ? undefined : Object.fromEntries(keys.map((key) => [key, kept[key]]));
}
