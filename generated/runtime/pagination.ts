// Auto-pagination: a list call is awaited for one page, or iterated with `for await` for every item
// across pages. Iteration holds one page at a time.
import { InvalidResponseError } from './errors.js';
import { pageAnswers, replay, type WithResponse } from './api-promise.js';

/** How a list pages: `list`/`sync` follow `nextCursor` while `moreDataAvailable`; `cursor` while `nextCursor` is set. */
export type PagingKind = 'sync' | 'list' | 'cursor';

export interface PageLike {
  results: readonly unknown[];
}

type ItemOf<Page extends PageLike> = Page['results'][number];

export class PagePromise<Page extends PageLike> implements PromiseLike<Page>, AsyncIterable<ItemOf<Page>> {
  readonly #operation: string;
  readonly #paging: PagingKind;
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page>;
  #first: Promise<Page> | null = null;
  #syncToken: string | null = null;

  /** `fetchPage(undefined)` asks for the first page; `fetchPage(cursor)` for the page after it. */
  constructor(operation: string, paging: PagingKind, fetchPage: (cursor: string | undefined) => Promise<Page>) {
    this.#operation = operation;
    this.#paging = paging;
    this.#fetchPage = fetchPage;
  }

  /**
   * The `syncToken` of the last page, once a full pass (iteration to the end) has finished; null before.
   * Send it as `syncToken` in a later call to receive only records changed since.
   */
  get syncToken(): string | null {
    return this.#syncToken;
  }

  /** The first page (sent once, on first use). */
  then<A = Page, B = never>(onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    this.#first ??= this.#fetchPage(undefined);
    return this.#first.then(onFulfilled, onRejected);
  }

  /** The first page together with its HTTP response and request id. */
  async withResponse(): Promise<WithResponse<Page>> {
    const page = await this;
    const { response, requestId } = pageAnswers.get(page)!;
    return { data: page, response, requestId };
  }

  /** The first page's HTTP response, its body readable (replayed: the client read it once). */
  async asResponse(): Promise<Response> {
    return replay(pageAnswers.get(await this)!);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<Page> {
    return this.then().finally(onFinally);
  }

  /** Every page, in order, one request at a time. */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    // Reuse the first page when it was already awaited; otherwise fetch it without keeping it.
    let page: Page = await (this.#first ?? this.#fetchPage(undefined));
    const seen = new Set<string>();
    let syncToken: string | null = null;
    for (;;) {
      syncToken = tokenOf(page) ?? syncToken;
      yield page;
      const cursor = this.#nextCursor(page);
      if (cursor === null) break;
      if (seen.has(cursor)) {
        throw new InvalidResponseError(
          `${this.#operation}: the server returned the cursor "${truncate(cursor)}" a second time; stopping instead of paging forever.`,
          { operation: this.#operation },
        );
      }
      seen.add(cursor);
      page = await this.#fetchPage(cursor);
    }
    this.#syncToken = syncToken;
  }

  /** Every item of every page. */
  async *[Symbol.asyncIterator](): AsyncGenerator<ItemOf<Page>, void, undefined> {
    for await (const page of this.pages()) yield* page.results as ItemOf<Page>[];
  }

  get [Symbol.toStringTag](): string {
    return 'PagePromise';
  }

  #nextCursor(page: Page): string | null {
    const { nextCursor, moreDataAvailable } = page as { nextCursor?: unknown; moreDataAvailable?: unknown };
    const cursor = typeof nextCursor === 'string' && nextCursor !== '' ? nextCursor : null;
    if (this.#paging === 'cursor') return cursor;
    if (moreDataAvailable !== true) return null;
    if (cursor === null) {
      throw new InvalidResponseError(`${this.#operation}: the page says moreDataAvailable but carries no nextCursor.`, {
        operation: this.#operation,
      });
    }
    return cursor;
  }
}

function tokenOf(page: PageLike): string | null {
  const token = (page as { syncToken?: unknown }).syncToken;
  return typeof token === 'string' ? token : null;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
