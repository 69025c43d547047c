// How a call reaches the network when the client uses the global fetch. openapi-fetch builds a
// WHATWG Request per call and hands it to fetch, and undici's fetch copies that Request again,
// piping its body through a fresh stream; together that cost more than the rest of the client.
// With the global fetch nothing else ever sees the Request, so openapi-fetch is given this plain
// record instead and fetch gets the URL and init it would have been built from. A custom `fetch`
// option still receives a real Request.

/** The URL and init openapi-fetch would have built a Request from (it reads only `method`). */
export class PlainRequest {
  readonly url: string;
  readonly method: string;
  readonly init: RequestInit;

  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.init = init;
    this.method = init.method ?? 'GET';
  }
}

/** Sends a PlainRequest with the global fetch. */
export function sendPlainRequest(request: PlainRequest): Promise<Response> {
  return globalThis.fetch(request.url, request.init);
}
