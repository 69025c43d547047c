// Redoc shows `info.x-logo` by preloading its URL. A logo on another host (APIs.guru puts one into
// every description it collects) would make the offline page fetch from the network, so the docs
// copy leaves it out and says so; a logo given as a relative path or a data: URL stays.

/** True for a URL the browser would fetch from the network: `http(s)://...` or `//host/...`. */
const REMOTE_URL = /^\s*(?:https?:)?\/\//i;

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
