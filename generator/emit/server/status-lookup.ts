// Response keys as the adapter looks them up in its per-operation tables (OperationInfo.errorMediaTypes
// and otherReplies; templates/server/answers.ts statusLookupKeys): a status as written, a range in
// capitals whatever case the document gives it (`4xx` -> `4XX`), or `default`.

/** A response key as the adapter looks it up (`404`, `4XX` for a range in any case, `default`), or null for one no status matches. */
export function lookupKey(key: string): string | null {
  if (/^\d{3}$/.test(key)) return key;
  if (/^\dXX$/i.test(key)) return key.toUpperCase();
  return key === 'default' ? key : null;
}
