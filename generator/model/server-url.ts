// A Server Object's URL with each variable replaced by its default, as OpenAPI says a client uses it
// when nothing else is chosen (`https://{region}.example.com` with `region: {default: eu}` reads
// `https://eu.example.com`). A variable without a default stays `{name}`: the document leaves it open.
// So does one whose default is empty in the host (LanceDB's `https://{db}.{region}.api.lancedb.com`,
// `db: {default: ''}`): an empty label is no host name, and the document leaves the database open.
import { trimEndWhere } from '../linear-text.ts';

/** `server.url` with the variables' defaults filled in and no trailing slash; null for a server without a URL. */
export function serverUrlWithDefaults(server: unknown): string | null {
  if (server === null || typeof server !== 'object' || typeof (server as { url?: unknown }).url !== 'string') return null;
  const { url, variables } = server as { url: string; variables?: unknown };
  const declared: Record<string, any> = variables !== null && typeof variables === 'object' ? (variables as Record<string, any>) : {};
  // Where the host ends: the first `/` after `scheme://` or a leading `//` (the whole URL when there is none).
  const authority = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/]*/.exec(url)?.[0].length ?? 0;
  const filled = url.replace(/\{([^{}]+)\}/g, (whole: string, name: string, at: number) => {
    const fallback = Object.hasOwn(declared, name) ? declared[name]?.default : undefined;
    if (fallback === '' && at < authority) return whole;
    return typeof fallback === 'string' ? fallback : whole;
  });
  return trimEndWhere(filled, (char) => char === '/');
}
