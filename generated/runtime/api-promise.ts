// What a call returns: a promise of its result that can also hand over the HTTP response it came
// from (`withResponse()`, `asResponse()`), as openai-node's APIPromise does.

/** A result with the response it came from. */
export interface WithResponse<T> {
  /** What awaiting the call gives. */
  data: T;
  /** The HTTP response. Its body was read to make `data`; `asResponse()` gives one whose body can be read again. */
  response: Response;
  /** The server's id for the request (`x-request-id`, `request-id`, ...), or null when it sent none. */
  requestId: string | null;
}

/** A call's answer as the pipeline hands it over: the result, the response, and the body as read (to replay it). */
export interface Answered<T> extends WithResponse<T> {
  /** The body as read from the wire (text, a Blob, or null for none), for `asResponse()`. */
  payload: string | Blob | null;
}

/** Headers servers put their request id in, most common first. */
const REQUEST_ID_HEADERS = ['x-request-id', 'request-id', 'x-amzn-requestid', 'x-amz-request-id', 'x-correlation-id'];

/** The request id a response carries, or null. */
export function requestIdOf(headers: Headers): string | null {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value.length > 200 ? `${value.slice(0, 200)}...` : value;
  }
  return null;
}

/** The response again, with its body readable: the bytes already read, replayed. */
export function replay(answered: Answered<unknown>): Response {
  const { response, payload } = answered;
  const copy = new Response(response.status === 204 || response.status === 304 ? null : payload, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // A constructed Response has no URL; keep the one the call went to.
  Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}

/**
 * The answer of a list call's pages by page object, so a page promise can give the response of its
 * first page without changing what a page is.
 */
export const pageAnswers = new WeakMap<object, Answered<unknown>>();

/** A call in flight: await it for the result, or ask for the response too. */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #answer: Promise<Answered<T>>;
  #data: Promise<T> | null = null;

  constructor(answer: Promise<Answered<T>>) {
    this.#answer = answer;
  }

  /** The result together with the HTTP response and the request id. */
  async withResponse(): Promise<WithResponse<T>> {
    const { data, response, requestId } = await this.#answer;
    return { data, response, requestId };
  }

  /** The HTTP response, its body readable (the client read it once to check it, and replays it). */
  async asResponse(): Promise<Response> {
    return replay((await this.#answer) as Answered<unknown>);
  }

  // `reason` is `any`, as on Promise's own `then` and `catch`, so `.catch((error: Error) => ...)`
  // compiles on a call as it does on any promise.
  then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null, onRejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<A | B> {
    this.#data ??= this.#answer.then((answered) => answered.data);
    return this.#data.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }

  get [Symbol.toStringTag](): string {
    return 'ApiPromise';
  }
}
