// The links in spec text that the markdown reference keeps as links: an inline link
// (`[label](https://...)`), an autolink (`<https://...>`) and a bare web address. Only http, https
// and mailto addresses made of URL characters qualify, so no other scheme (`javascript:`), no
// markup and no table separator can ride in on one; an inline link to a relative address shows
// its label; everything else in the text stays escaped (markdown-text.ts). Each scan stops at the
// first character a link cannot hold, so finding the links of a text is linear in its length
// (linear-text.ts says why that matters).

/** One link found in a text: where it stands, the label it shows and the address it goes to. */
export interface TextLink {
  start: number;
  end: number;
  /** The label as written (a bare address or an autolink shows its address). */
  label: string;
  url: string;
  /**
   * The address is relative (`/docs/x`, `./x`, `#x`): a page on the owner's site, which the
   * reference cannot link to from where it is published; the label is shown as text.
   */
  relative?: boolean;
}

// What an address may hold: letters, digits and the URL punctuation without the characters that
// close a link or mean something to markdown or HTML around it (`()[]<>|"'\` and backticks).
const URL_CHAR = /^[A-Za-z0-9\-._~:/?#@!$&*+,;=%]$/;
const isUrlChar = (char: string) => URL_CHAR.test(char);
// Punctuation that ends a sentence rather than the address a bare link writes.
const TRAILING_PUNCTUATION = '.,:;!?*~';

/** The address at `text[at...]` as far as URL characters go, or '' where none starts. */
function addressAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && isUrlChar(text[end])) end++;
  return text.slice(at, end);
}

/**
 * `address` with each character an address here cannot hold (a space, a bracket, a quote, any
 * non-ASCII) percent-encoded as its UTF-8 bytes, so a link to it is found whole; `%` is kept.
 */
export function urlOf(address: string): string {
  let url = '';
  for (const char of address.trim()) {
    url += isUrlChar(char) ? char : [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return url;
}

/** Whether `url` is an address the pages link to: http(s) with a host, or mailto with an `@`. */
export function isLinkableUrl(url: string): boolean {
  const lower = url.toLowerCase();
  for (const scheme of ['https://', 'http://']) {
    if (lower.startsWith(scheme)) return url.length > scheme.length && url[scheme.length] !== '/';
  }
  return lower.startsWith('mailto:') && url.indexOf('@') > 'mailto:'.length;
}

/** Whether `url` is a relative reference: a path from the site's root or the page, or a fragment. */
function isRelativeReference(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('./') || url.startsWith('../') || url.startsWith('#');
}

/** `[label](url)` starting at `text[at] === '['`, or null. The label holds no bracket or line break. */
function inlineLinkAt(text: string, at: number): TextLink | null {
  let close = at + 1;
  while (close < text.length && !'[]\n'.includes(text[close])) close++;
  if (text[close] !== ']' || text[close + 1] !== '(') return null;
  const label = text.slice(at + 1, close);
  const url = addressAt(text, close + 2);
  const end = close + 2 + url.length;
  if (label.trim() === '' || text[end] !== ')') return null;
  if (isRelativeReference(url)) return { start: at, end: end + 1, label, url, relative: true };
  return isLinkableUrl(url) ? { start: at, end: end + 1, label, url } : null;
}

/** `<url>` starting at `text[at] === '<'`, or null. */
function autolinkAt(text: string, at: number): TextLink | null {
  const url = addressAt(text, at + 1);
  const end = at + 1 + url.length;
  if (text[end] !== '>' || !isLinkableUrl(url)) return null;
  return { start: at, end: end + 1, label: url, url };
}

/** A bare `http(s)://...` address starting at `at`, without the punctuation that ends its sentence. */
function bareUrlAt(text: string, at: number): TextLink | null {
  if (at > 0 && /[A-Za-z0-9]/.test(text[at - 1])) return null;
  const scheme = /^https?:\/\//i.exec(text.slice(at, at + 8))?.[0];
  // The host is checked before the scan: a scan that could still be refused at its end would be
  // repeated from every later `http` inside the same run (`http:///http:///...`).
  const host = scheme ? text[at + scheme.length] : undefined;
  if (host === undefined || host === '/' || !isUrlChar(host)) return null;
  let url = addressAt(text, at);
  while (TRAILING_PUNCTUATION.includes(url[url.length - 1])) url = url.slice(0, -1);
  return isLinkableUrl(url) ? { start: at, end: at + url.length, label: url, url } : null;
}

/**
 * The link that starts at `text[at]`, or null. Callers scan left to right and resume after a link,
 * so links never overlap and a link's label is never searched again.
 */
export function linkAt(text: string, at: number): TextLink | null {
  const char = text[at];
  if (char === '[') return inlineLinkAt(text, at);
  if (char === '<') return autolinkAt(text, at);
  if (char === 'h' || char === 'H') return bareUrlAt(text, at);
  return null;
}

/**
 * An address as a markdown link destination. Its characters are URL characters already; `&` is
 * escaped so that `&amp;`-like runs in a query are not read as character references.
 */
export function linkDestination(url: string): string {
  return url.replace(/&/g, '\\&');
}
