// One rule for what the docs page would fetch from another host: it is left out of the page (or
// shown as a link), a warning says so, and everything else is written. The page makes no network
// request when opened from disk (docs-html.ts checks the built page as well).
// - `info.x-logo`: Redoc preloads its URL; APIs.guru puts one on another host into every description
//   it collects. A logo given as a relative path or a data: URL stays.
// - Images and other embedded media in Markdown descriptions (`![diagram](https://...)`,
//   `<img src="https://...">`, `<iframe src=...>`): Redoc renders them, and preloads images. Each
//   becomes a link to the same address, so a reader can still open it.
import { placeOf, type SourceLocator } from '../../schema/source-location.ts';
import { escapeToken } from '../../json-pointer.ts';

/** True for a URL the browser would fetch from the network: `http(s)://...` or `//host/...`. */
const REMOTE_URL = /^\s*(?:https?:)?\/\//i;

/** The start of an HTML element that loads what its `src` names; mediaTagEnd finds its end. */
const MEDIA_TAG_OPENING = /<(img|iframe|video|audio|source|embed|script)\b/gi;
/** A remote address at the start of a Markdown link destination. */
const REMOTE_DESTINATION = /(?:https?:)?\/\//iy;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/i;
const ALT_ATTRIBUTE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * Makes the docs copy of a document (in place) load nothing from another host. Returns the
 * warnings to report: one for a remote logo, one for remote media in descriptions.
 */
export function withoutRemoteAssets(document: Record<string, any>, locator?: SourceLocator): string[] {
  const warnings: string[] = [];
  const logo = dropRemoteLogo(document);
  if (logo) warnings.push(logo);
  const linked: { pointer: string; url: string }[] = [];
  linkRemoteMedia(document, '#', linked);
  if (linked.length > 0) {
    const first = linked.slice(0, 3).map(({ pointer, url }) => `${placeOf(locator, pointer)} (${url})`).join(', ');
    const more = linked.length > 3 ? ` and ${linked.length - 3} more` : '';
    warnings.push(`${linked.length} image${linked.length === 1 ? '' : 's'} or other media on another host in descriptions ${linked.length === 1 ? 'is' : 'are'} shown as links in docs/index.html, which makes no network request: ${first}${more}.`);
  }
  return warnings;
}

/**
 * Removes a remote `info.x-logo` from the docs copy of a document, in place. Returns the warning to
 * report, or null when there was nothing to remove.
 */
export function dropRemoteLogo(document: Record<string, any>): string | null {
  const logo = document.info?.['x-logo'];
  const url = typeof logo === 'string' ? logo : logo?.url;
  if (typeof url !== 'string' || !REMOTE_URL.test(url)) return null;
  delete document.info['x-logo'];
  return `info.x-logo (${url}) is left out of docs/index.html: the page makes no network request, and the logo is on another host.`;
}

/** Rewrites every `description` under `node` that embeds remote media, recording where and what. */
function linkRemoteMedia(node: unknown, pointer: string, linked: { pointer: string; url: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => linkRemoteMedia(item, `${pointer}/${i}`, linked));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(object)) {
    const at = `${pointer}/${escapeToken(key)}`;
    if (key === 'description' && typeof value === 'string') {
      const urls: string[] = [];
      const text = asLinks(value, urls);
      if (urls.length > 0) {
        object[key] = text;
        for (const url of urls) linked.push({ pointer: at, url });
      }
    } else if (value && typeof value === 'object') linkRemoteMedia(value, at, linked);
  }
}

/** Markdown with each remote image or media element replaced by a link to it; `urls` gets their addresses. */
export function asLinks(markdown: string, urls: string[]): string {
  if (!markdown.includes('//')) return markdown;
  const replaced = new Set<string>();
  const images = replaceAll(markdown, remoteImages(markdown), ({ alt, url }) => {
    urls.push(url);
    return `[${alt.trim() || 'image'}](${url})`;
  });
  const text = replaceAll(images, mediaTags(images), ({ tag, name }) => {
    const src = SRC_ATTRIBUTE.exec(tag)?.[1];
    if (!src) return tag;
    urls.push(src);
    replaced.add(name.toLowerCase());
    const alt = ALT_ATTRIBUTE.exec(tag);
    const label = (alt?.[1] ?? alt?.[2] ?? '').trim() || `${name.toLowerCase()}: ${src}`;
    return `<a href="${src}">${label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</a>`;
  });
  // The closing tags of the elements that became links (`</iframe>`) would be strays.
  return replaced.size === 0 ? text : text.replace(/<\/(iframe|video|audio|script)\s*>/gi, (tag, name: string) => (replaced.has(name.toLowerCase()) ? '' : tag));
}

// The two scanners below find what a regular expression would (`!\[([^\]\n]*)\]\(\s*(remote[^\s)]+)(?:\s[^)\n]*)?\)`
// and `<(img|...)\b(?:[^>"']|"[^"]*"|'[^']*')*>`), leftmost first and without overlap, in time
// linear in the text: such a regex retries its long scans from every `![` or `<img` of a text that
// never closes them, so a description could hold generation for minutes.

interface Found {
  start: number;
  end: number;
}

/** `text` with each found stretch replaced by what `replacement` makes of it. */
function replaceAll<T extends Found>(text: string, found: T[], replacement: (match: T) => string): string {
  if (found.length === 0) return text;
  let out = '';
  let at = 0;
  for (const match of found) {
    out += text.slice(at, match.start) + replacement(match);
    at = match.end;
  }
  return out + text.slice(at);
}

/**
 * The next index from `from` on whose character `stops` (or the text's length), for `from`s that
 * never decrease: a stretch already searched is not searched again.
 */
function nextOfScanner(text: string, stops: (char: string) => boolean): (from: number) => number {
  let searchedFrom = Infinity;
  let found = -1;
  return (from) => {
    if (from >= searchedFrom && from <= found) return found;
    let i = from;
    while (i < text.length && !stops(text[i])) i++;
    searchedFrom = from;
    found = i;
    return i;
  };
}

const isWhitespace = (char: string | undefined) => char !== undefined && char.trim() === '';

/** Markdown images on another host: `![alt](https://host/a.png "title")`. */
function remoteImages(text: string): (Found & { alt: string; url: string })[] {
  const found: (Found & { alt: string; url: string })[] = [];
  const altEnd = nextOfScanner(text, (char) => char === ']' || char === '\n');
  const urlEnd = nextOfScanner(text, (char) => char === ')' || isWhitespace(char));
  const titleEnd = nextOfScanner(text, (char) => char === ')' || char === '\n');
  let failedBracket = -1;
  for (let start = text.indexOf('!['); start !== -1; ) {
    const bracket = altEnd(start + 2);
    const image = bracket === failedBracket || text[bracket] !== ']' ? null : imageAfter(bracket);
    if (image === null) {
      if (text[bracket] === ']') failedBracket = bracket;
      start = text.indexOf('![', start + 1);
      continue;
    }
    found.push({ start, end: image.end, alt: text.slice(start + 2, bracket), url: image.url });
    start = text.indexOf('![', image.end);
  }
  return found;

  /** What follows an image's `]`: `(`, the remote address, an optional title, `)`. */
  function imageAfter(bracket: number): { url: string; end: number } | null {
    if (text[bracket + 1] !== '(') return null;
    let at = bracket + 2;
    while (isWhitespace(text[at])) at++;
    REMOTE_DESTINATION.lastIndex = at;
    const scheme = REMOTE_DESTINATION.exec(text);
    if (!scheme) return null;
    const urlStart = at;
    const urlStop = urlEnd(at + scheme[0].length);
    if (urlStop === at + scheme[0].length) return null;
    let end = urlStop;
    if (isWhitespace(text[end])) end = titleEnd(end + 1);
    if (text[end] !== ')') return null;
    return { url: text.slice(urlStart, urlStop), end: end + 1 };
  }
}

/** HTML elements that load what their `src` names (attribute values may hold `>`). */
function mediaTags(text: string): (Found & { tag: string; name: string })[] {
  const found: (Found & { tag: string; name: string })[] = [];
  // What an earlier scan found from each position it passed outside quotes: the index after the
  // tag's `>`, or -1 when no `>` closes it. A later scan that reaches one of them ends the same way.
  const outcomes = new Int32Array(text.length + 1);
  MEDIA_TAG_OPENING.lastIndex = 0;
  for (let open = MEDIA_TAG_OPENING.exec(text); open; open = MEDIA_TAG_OPENING.exec(text)) {
    const end = tagEnd(open.index + open[0].length);
    if (end === -1) {
      MEDIA_TAG_OPENING.lastIndex = open.index + 1;
      continue;
    }
    found.push({ start: open.index, end, tag: text.slice(open.index, end), name: open[1] });
    MEDIA_TAG_OPENING.lastIndex = end;
  }
  return found;

  function tagEnd(from: number): number {
    const passed: number[] = [];
    let outcome = -1;
    for (let at = from; at < text.length; ) {
      if (outcomes[at] !== 0) {
        outcome = outcomes[at];
        break;
      }
      passed.push(at);
      const char = text[at];
      if (char === '>') {
        outcome = at + 1;
        break;
      }
      if (char !== '"' && char !== "'") {
        at++;
        continue;
      }
      const close = text.indexOf(char, at + 1);
      if (close === -1) break;
      at = close + 1;
    }
    for (const at of passed) outcomes[at] = outcome;
    return outcome;
  }
}
