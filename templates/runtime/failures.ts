// What a failed fetch says, and whether sending it again could help. fetch rejects with a bare
// `TypeError: fetch failed`; the reason is in its `cause` (a Node error code such as ECONNREFUSED,
// ENOTFOUND or CERT_HAS_EXPIRED, or a message such as "bad port"), sometimes one level deeper.

/** Codes of failures a retry cannot fix: the name does not resolve, or TLS refused the server. */
const PERMANENT_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL', 'EPROTO', 'ERR_INVALID_URL', 'ERR_INVALID_ARG_VALUE']);
/** TLS and certificate codes: `CERT_HAS_EXPIRED`, `DEPTH_ZERO_SELF_SIGNED_CERT`, `ERR_TLS_CERT_ALTNAME_INVALID`, `ERR_SSL_WRONG_VERSION_NUMBER`, ... */
const TLS_CODE = /CERT|TLS|SSL|SIGNATURE|ISSUER/;
/** Failures fetch reports by message only: a port it refuses to use, a URL it cannot parse. */
const PERMANENT_MESSAGE = /bad port|invalid url|failed to parse url|unsupported protocol/i;

/** The chain of errors from `error` down its `cause`s (at most a few levels). */
function chain(error: unknown): { code?: unknown; message?: unknown }[] {
  const out: { code?: unknown; message?: unknown }[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    out.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** True when the failure is one a retry cannot fix: DNS names that do not resolve, TLS and certificate errors, a refused URL. */
export function isPermanentFailure(error: unknown): boolean {
  return chain(error).some(({ code, message }) => {
    if (typeof code === 'string' && (PERMANENT_CODES.has(code) || TLS_CODE.test(code))) return true;
    return typeof message === 'string' && PERMANENT_MESSAGE.test(message);
  });
}

/** `fetch failed (ECONNREFUSED)`, `fetch failed: bad port`: fetch's message with the reason from its cause. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const causes = chain(error).slice(1);
  const code = causes.map((c) => c.code).find((c): c is string => typeof c === 'string');
  if (code) return `${message} (${code})`;
  const said = causes.map((c) => c.message).find((m): m is string => typeof m === 'string' && m !== '');
  return said ? `${message}: ${said}` : message;
}
