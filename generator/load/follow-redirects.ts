// Redirects followed here rather than by fetch, so that what a request carries for its origin stays
// there. fetch follows a redirect to another origin with every header but `Authorization`: an
// `X-Api-Key` (a `--spec-header`, or one of redocly.yaml's `resolve.http.headers`) would go to
// whatever host the redirect names. Here a request's headers go with it, and with its redirects
// while they stay on its origin (scheme, host and port); once a redirect leaves it, no request after
// carries them, back on the origin or not, as fetch does with `Authorization`.

/** The most redirects one request follows: fetch's own bound (its "redirect count exceeded"). */
export const MAX_REDIRECTS = 20;

/** The statuses fetch follows a Location of. A 300 (multiple choices) or 304 is an answer of its own. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A redirect that cannot be followed, in words for after `could not read <URL>: `. */
export class RedirectProblem extends Error {}

/**
 * GETs `url` with `init` and its `headers`, following redirects: the last response (not a redirect,
 * or one without a Location, as fetch answers it) unread. `requested` gets each URL asked for, in
 * order, the last being the one the response came from; a caller names them in a failure without
 * their query. `init.signal` bounds the whole chain. A request sent after a redirect left the origin
 * of `url` has no headers.
 */
export async function fetchFollowingRedirects(url: string, init: RequestInit & { headers?: Headers }, requested: string[] = []): Promise<Response> {
  const origin = new URL(url).origin;
  let headers = init.headers;
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    requested.push(current);
    const response = await fetch(current, { ...init, headers, redirect: 'manual' });
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return response;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new RedirectProblem('redirect count exceeded');
    const next = URL.parse(location, current);
    if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) throw new RedirectProblem('redirected to an address that is not an http(s) URL');
    // Credentials in a Location are not sent (fetch refuses a URL with them), nor its fragment.
    next.username = '';
    next.password = '';
    next.hash = '';
    if (next.origin !== origin) headers = undefined;
    current = next.href;
  }
}
