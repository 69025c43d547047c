// One rule for what the docs page would fetch from another host: it is left out of the page (or
// shown as a link), a warning says so, and everything else is written. The page makes no network
// request when opened from disk (docs-html.ts checks the built page as well).
// - `info.x-logo`: Redoc preloads its URL; APIs.guru puts one on another host into every description
//   it collects. A logo given as a relative path or a data: URL stays.
// - Images and other embedded media in Markdown descriptions (`![diagram](https://...)`,
//   `<img src="https://...">`, `<iframe src=...>`): Redoc renders them, and preloads images. Each
//   becomes a link to the same address, so a reader can still open it.
import { placeOf, type SourceLocator } from '../../schema/source-location.ts';
import { pointerToken } from '../../schema/walk-schema.ts';

/** True for a URL the browser would fetch from the network: `http(s)://...` or `//host/...`. */
const REMOTE_URL = /^\s*(?:https?:)?\/\//i;

/** A Markdown image whose address is on another host: `![alt](https://host/a.png "title")`. */
const MARKDOWN_IMAGE = /!\[([^\]\n]*)\]\(\s*((?:https?:)?\/\/[^\s)]+)(?:\s[^)\n]*)?\)/gi;
/** An HTML element that loads what its `src` names (attribute values may hold `>`). */
const MEDIA_TAG = /<(img|iframe|video|audio|source|embed|script)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
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
    const at = `${pointer}/${pointerToken(key)}`;
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
  const text = markdown
    .replace(MARKDOWN_IMAGE, (_match, alt: string, url: string) => {
      urls.push(url);
      return `[${alt.trim() || 'image'}](${url})`;
    })
    .replace(MEDIA_TAG, (tag: string, name: string) => {
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
