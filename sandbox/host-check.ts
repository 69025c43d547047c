// The Host check: the sandbox answers only requests addressed to a loopback name (localhost, a
// name under .localhost, 127.x.x.x, [::1]), the address it listens on, or a name given with
// --allow-host. Its demo keys are public, so without the check a web page on any site could point
// a DNS name of its own at 127.0.0.1 and drive a local sandbox from a visitor's browser (DNS
// rebinding): the browser sends that page's name as Host, which is refused here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, writeBody } from '../generated/server/answers.ts';

/** The host name of a Host header, lower-cased and without its port; null when it is not one. */
export function hostName(header: string): string | null {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? null : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  const name = colon === -1 ? value : value.slice(0, colon);
  return name === '' ? null : name;
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]') return true;
  const parts = name.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** A gate that answers 403 to a request with another Host (and returns true), else returns false. */
export function hostGate(allowed: readonly string[]): (request: IncomingMessage, response: ServerResponse) => boolean {
  const names = new Set(allowed.map((name) => hostName(name) ?? name.toLowerCase()));
  return (request, response) => {
    const header = request.headers.host;
    const name = header === undefined ? null : hostName(header);
    if (name !== null && (isLoopback(name) || names.has(name))) return false;
    const shown = header === undefined ? 'no Host header' : `Host ${JSON.stringify(header.slice(0, 100))}`;
    writeBody(response, 403, errorBody([`The sandbox answers requests addressed to localhost (or a name given with --allow-host), not ${shown}.`]), { connection: 'close' });
    request.resume();
    return true;
  };
}
