// Browser access (CORS), off by default: only origins given with --cors-origin may call the
// sandbox from a web page. For those, a preflight is answered and every answer names the origin,
// with Access-Control-Allow-Credentials (the page may also send the browser's credentials) and the
// request headers the API uses, Authorization among them (a `*` would not cover it). A request from
// any other origin is refused with 403 before it runs, and the sandbox's log says, once per origin,
// which flag would allow it: a browser hides the refusal's body from the page, so the log is where
// the person running the page finds out why.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request headers the API's operations use; a preflight may ask for others, which are echoed when well-formed. */
const API_HEADERS = ['authorization', 'content-type', 'accept', 'x-on-behalf-of'];
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Most origins whose refusal is logged (each once), so a stream of invented origins cannot grow the log or memory. */
const LOGGED_ORIGINS_AT_MOST = 50;
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export class CorsOriginError extends Error {}

/** `http://localhost:5173` from what a user typed after --cors-origin; throws naming what is wrong. */
export function parseOrigin(text: string): string {
  if (text === '*') throw new CorsOriginError('--cors-origin takes exact origins such as http://localhost:5173, not "*": each allowed page may send the API key, so each is named.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CorsOriginError(`--cors-origin "${text}" is not an origin: write the scheme, host and port a page is served from, such as http://localhost:5173.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CorsOriginError(`--cors-origin "${text}" must start with http:// or https:// (a page opened from disk has no origin to allow: serve it over HTTP).`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new CorsOriginError(`--cors-origin "${text}" has more than an origin: drop the path, query and credentials, as in ${url.origin}.`);
  }
  return url.origin;
}

/**
 * The gate in front of the API: answers a preflight or refuses a foreign origin (and says it did),
 * or adds the CORS headers for an allowed origin and lets the request through (returns false).
 */
export function corsGate(allowed: readonly string[], log: (line: string) => void): (request: IncomingMessage, response: ServerResponse) => boolean {
  const origins = new Set(allowed);
  const logged = new Set<string>();
  return (request, response) => {
    const origin = request.headers.origin;
    if (origin === undefined) return false;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!origins.has(origin)) {
      const hint = refusalHint(origin, allowed);
      if (!logged.has(origin) && logged.size < LOGGED_ORIGINS_AT_MOST) {
        logged.add(origin);
        log(`sandbox: refused a browser request from ${JSON.stringify(origin.slice(0, 200))}: ${hint}`);
      }
      request.resume();
      const body = JSON.stringify({ success: false, errors: [{ message: hint }] });
      response.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), vary: 'Origin' }).end(body);
      return true;
    }
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('vary', 'Origin');
    if (!preflight) {
      response.setHeader('access-control-expose-headers', 'Retry-After');
      return false;
    }
    request.resume();
    response
      .writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': allowedHeaders(request.headers['access-control-request-headers']).join(', '),
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      })
      .end();
    return true;
  };
}

function refusalHint(origin: string, allowed: readonly string[]): string {
  const shown = JSON.stringify(origin.slice(0, 200));
  const flag = (() => {
    try {
      return `--cors-origin ${parseOrigin(origin)}`;
    } catch {
      return '--cors-origin with the origin of the page (scheme, host and port)';
    }
  })();
  const now = allowed.length ? `it allows ${allowed.join(', ')}` : 'browser access is off';
  return `the sandbox does not allow browser requests from ${shown} (${now}): start it with ${flag} to allow that page.`;
}

/** The API's headers and those the preflight asks for, when each is a well-formed header name. */
function allowedHeaders(requested: string | undefined): string[] {
  const names = new Set(API_HEADERS);
  if (requested !== undefined && requested.length <= 1000) {
    for (const raw of requested.split(',').slice(0, 20)) {
      const name = raw.trim().toLowerCase();
      if (HEADER_NAME.test(name)) names.add(name);
    }
  }
  return [...names];
}
