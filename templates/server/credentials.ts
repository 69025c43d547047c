// The API key of a request, where the spec's security scheme puts it: the user name of HTTP Basic, a
// Bearer token, or a named header, query parameter or cookie.
import type { IncomingMessage } from 'node:http';
import { safeDecode } from './routes.js';
import type { AuthInfo } from './types.js';

/** The API key, or null when none is sent. */
export function credentialOf(request: IncomingMessage, url: URL, auth: AuthInfo): string | null {
  const authorization = request.headers.authorization ?? '';
  let key: string | null = null;
  if (auth.kind === 'basic') {
    const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization);
    if (match) {
      const decoded = Buffer.from(match[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      key = colon === -1 ? decoded : decoded.slice(0, colon);
    }
  } else if (auth.kind === 'bearer') {
    key = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
  } else if (auth.kind === 'header') {
    const value = request.headers[auth.name.toLowerCase()];
    key = Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  } else if (auth.kind === 'query') {
    key = url.searchParams.get(auth.name);
  } else {
    // The first cookie of that name, as context.params.cookie holds it (parameters.ts) and the
    // `cookie` package reads one: a browser sends the one of the longest path first.
    const sent = cookiePairs(request.headers.cookie).find(([name]) => name === auth.name);
    key = sent ? safeDecode(sent[1]) : null;
  }
  return key ? key : null;
}

/**
 * The `name=value` pairs of a Cookie header (RFC 6265, 5.4; Node joins several with `; `), in order,
 * names and values as sent with the blanks around them dropped, a value in double quotes without
 * them (RFC 6265's `DQUOTE *cookie-octet DQUOTE`, as the `cookie` package and Go's net/http read
 * it); a part without `=` is no cookie. One pass over the text: however many parts it holds (Node
 * bounds a request's head, 16 KiB by default), each is looked at once.
 */
export function cookiePairs(header: string | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at >= 0) pairs.push([part.slice(0, at).trim(), unquoted(part.slice(at + 1).trim())]);
  }
  return pairs;
}

/** A cookie value without the double quotes around it, where it has them. */
function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
