// A Server Object's URL with each variable replaced by its default, as OpenAPI says a client uses it
// when nothing else is chosen (`https://{region}.example.com` with `region: {default: eu}` reads
// `https://eu.example.com`). A variable without a default stays `{name}`: the document leaves it open.
import { trimEndWhere } from '../linear-text.ts';

/** `server.url` with the variables' defaults filled in and no trailing slash; null for a server without a URL. */
export function serverUrlWithDefaults(server: unknown): string | null {
  if (server === null || typeof server !== 'object' || typeof (server as { url?: unknown }).url !== 'string') return null;
  const { url, variables } = server as { url: string; variables?: unknown };
  const declared: Record<string, any> = variables !== null && typeof variables === 'object' ? (variables as Record<string, any>) : {};
  const filled = url.replace(/\{([^{}]+)\}/g, (whole: string, name: string) => {
    const fallback = Object.hasOwn(declared, name) ? declared[name]?.default : undefined;
    return typeof fallback === 'string' ? fallback : whole;
  });
  return trimEndWhere(filled, (char) => char === '/');
}
