// How a call reaches the network. openapi-fetch builds a WHATWG Request per call and hands it to
// fetch, and undici's fetch copies that Request again, piping its body through a fresh stream;
// together that cost more than the rest of the client. So openapi-fetch is given this plain record
// instead, and fetch gets the URL and init the Request would have been built from: `fetch(url, init)`,
// which every fetch accepts. (A Request made by one fetch implementation is not one to another:
// undici's own `fetch` would read the global one as the string "[object Request]".)

/** A fetch as the Fetch standard calls it, with a URL string and an init. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

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

/** Sends a PlainRequest with the global fetch (looked up per call). */
export function sendPlainRequest(request: PlainRequest): Promise<Response> {
  return globalThis.fetch(request.url, request.init);
}
