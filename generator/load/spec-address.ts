// Where a document (or a file its `$ref`s name) is: a path on this machine, or an http(s) URL that
// `--spec` was given, as openapi-typescript and @hey-api/openapi-ts also read. One place for what
// differs between the two: how a reference next to it resolves, how a message shows it, and how a
// URL is fetched. A URL is shown without its credentials, query and fragment, which may carry a
// token; a message never repeats those, nor the value of a header sent with it (`--spec-header`).
import path from 'node:path';
import { fetchFollowingRedirects, RedirectProblem } from './follow-redirects.ts';
import { uriDecoded } from '../json-pointer.ts';

/** How long one document may take to arrive (the request and its whole body) before the run stops. */
export const FETCH_TIMEOUT_MS = 60_000;
/** The largest document read from a URL: several times the largest public descriptions (GitHub's is about 12 MB). */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** A document read from a URL: its text, and where it came from. */
export interface FetchedDocument {
  text: string;
  /** The URL it was read from in the end (after redirects): the base of the references in it. */
  from: string;
}

/**
 * Headers for the requests to one origin only (scheme, host and port): `--spec-header`'s, for the
 * origin of the `--spec` URL. Their values are secrets, which no message repeats.
 */
export interface OriginHeaders {
  /** As `URL.origin` writes it: `https://api.example.com`. */
  origin: string;
  /** Each header's name and value. */
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

/** Whether `ref` is an http(s) URL rather than a path. */
export function isUrl(ref: string): boolean {
  return /^https?:\/\//i.test(ref);
}

/** `target` (a `$ref`'s document part) resolved against the document `base` it is written in; null when it is no URL. */
export function resolveNextTo(base: string, target: string): string | null {
  if (isUrl(target)) return target;
  if (isUrl(base)) return URL.parse(target, base)?.href ?? null;
  return path.resolve(path.dirname(base), target);
}

/** `ref` as a message shows it: a path relative to `cwd`, or a URL without credentials, query and fragment. */
export function shownRef(ref: string, cwd: string = process.cwd()): string {
  if (isUrl(ref)) {
    try {
      const url = new URL(ref);
      return `${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return 'the URL given';
    }
  }
  return path.relative(cwd, ref) || ref;
}

/**
 * A URL as a command to run again writes it (`--check`'s regenerate command): as shownRef shows it,
 * but with `…` where its credentials and query were (`https://…@host/openapi.yaml?…`), so the reader
 * sees what to fill in.
 */
export function commandRef(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return shownRef(url);
  const credentials = parsed.username !== '' || parsed.password !== '' ? '…@' : '';
  return `${parsed.protocol}//${credentials}${parsed.host}${parsed.pathname}${parsed.search === '' ? '' : '?…'}`;
}

/** The file name at the end of `ref` (a URL's last path segment, decoded), or `fallback` where it has none. */
export function fileNameOf(ref: string, fallback = 'openapi.yaml'): string {
  if (!isUrl(ref)) return path.basename(ref);
  try {
    const last = new URL(ref).pathname.split('/').pop() ?? '';
    // An encoded slash (`a%2Fb.yaml`) is no folder of the name.
    return uriDecoded(last).replace(/[/\\]/g, '_') || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Fetches a document for Redocly's resolver (its `resolve.http.customFetch`): bounded in time
 * (FETCH_TIMEOUT_MS) and size (MAX_DOCUMENT_BYTES), and failing with a message that names the URL
 * as `shownRef` shows it (Redocly's own names the whole URL) and says what went wrong: the status,
 * the bound passed, or why nothing came. Credentials in the URL (`https://user:pass@host/...`),
 * which fetch refuses there, are sent as Basic authorization. Redirects are followed by
 * follow-redirects.ts: the headers (Redocly's from `init`, and that authorization) go to the URL's
 * origin only, never on to another a redirect names.
 */
export const fetchDocument = documentFetch();

/**
 * A fetch as fetchDocument's, with other bounds (the tests') or with `originHeaders` (`--spec-header`'s)
 * sent with each request to their origin, and with its redirects while they stay there; they override
 * a header of the same name from `init` or the URL's credentials. A failure's words never hold one of
 * their values.
 */
export function documentFetch(options: { timeoutMs?: number; maxBytes?: number; originHeaders?: OriginHeaders } = {}): (url: string, init?: RequestInit) => Promise<Response> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const originHeaders = options.originHeaders;
  const limit = maxBytes >= 2 ** 20 ? `${maxBytes / 2 ** 20} MB` : `${maxBytes} bytes`;
  return async (url, init) => {
    const failed = (reason: string) => new FetchProblem(`could not read ${shownRef(url)}: ${reason}`);
    const tooLarge = () => failed(`the document is larger than ${limit}`);
    const { address, authorization } = withoutCredentials(url);
    const headers = new Headers(init?.headers);
    if (authorization) headers.set('authorization', authorization);
    const forOrigin = originHeaders && URL.parse(address)?.origin === originHeaders.origin ? originHeaders.headers : [];
    for (const [name, value] of forOrigin) headers.set(name, value);
    /** Each URL asked for: `address`, then where redirects took it. */
    const requested: string[] = [];
    try {
      const response = await fetchFollowingRedirects(address, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) }, requested);
      if (!response.ok || Number(response.headers.get('content-length')) > maxBytes) {
        await response.body?.cancel();
        throw response.ok ? tooLarge() : failed(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      }
      // Redocly reads the body as text; it is read here, within the same bounds.
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
        size += read.value.byteLength;
        if (size > maxBytes) {
          await reader!.cancel();
          throw tooLarge();
        }
        chunks.push(read.value);
      }
      // A 2xx without content (204) is read as an empty document, which the loader words.
      const read = new Response(Buffer.concat(chunks), { headers: response.headers });
      if (requested.length > 1) finalUrls.set(read, requested.at(-1)!);
      return read;
    } catch (error) {
      if (error instanceof FetchProblem) throw error;
      const reason = error instanceof RedirectProblem ? error.message : withUrlsShown(fetchFailure(error, timeoutMs), url, address, ...requested);
      // No value of a header is repeated, whatever a failure's words quote.
      throw failed(forOrigin.reduce((text, [, value]) => (value === '' ? text : text.replaceAll(value, '…')), reason));
    }
  };
}

/** The URL each document was read from in the end, where a redirect moved it. */
const finalUrls = new WeakMap<Response, string>();

/** The URL a response of fetchDocument's came from after redirects, or undefined where it was not redirected. */
export function redirectedTo(response: Response): string | undefined {
  return finalUrls.get(response);
}

/** `url` without its credentials, and them as a Basic authorization header's value. */
function withoutCredentials(url: string): { address: string; authorization?: string } {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.username === '' && parsed.password === '')) return { address: url };
  const user = `${uriDecoded(parsed.username)}:${uriDecoded(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { address: parsed.href, authorization: `Basic ${Buffer.from(user).toString('base64')}` };
}

/** `reason` with each of the URLs in it as shownRef shows them (a network error may quote the URL it was given). */
function withUrlsShown(reason: string, ...urls: string[]): string {
  return urls.reduce((text, url) => text.replaceAll(url, shownRef(url)), reason);
}

/** A document that could not be read, in words that name its URL as shownRef shows it. */
class FetchProblem extends Error {}

/** Why a fetch gave no answer, in words (undici's `fetch failed` hides the reason in its cause). */
function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no whole answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code && cause.message && !cause.message.includes(cause.code)) return `${cause.code} (${cause.message})`;
  return cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
}
