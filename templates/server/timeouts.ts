// Time limits for the Node `http` server that runs the listener: a request listener cannot set
// them, and Node's defaults let a client take a minute to send its headers and five to send a body.

export interface ServerTimeouts {
  /** Most milliseconds a client may take to send a request's headers (10 s by default). */
  headersMs?: number;
  /** Most milliseconds a client may take to send a whole request, body included (30 s by default). */
  requestMs?: number;
  /** How long an idle keep-alive connection stays open (5 s by default). */
  idleMs?: number;
}

/** Sets the limits on `server`; a client past one is answered 408 (Node's own answer) and disconnected. */
export function limitServerTimes(
  server: { headersTimeout: number; requestTimeout: number; keepAliveTimeout: number },
  { headersMs = 10_000, requestMs = 30_000, idleMs = 5_000 }: ServerTimeouts = {},
): void {
  server.headersTimeout = headersMs;
  server.requestTimeout = requestMs;
  server.keepAliveTimeout = idleMs;
}
