// Auto-pagination: a list call is awaited for one page, or iterated with `for await` for every item
// across pages. Iteration holds one page at a time. Which fields carry the items, the next cursor,
// the "more pages" flag and the sync token is the service's (conventions.ts, from its profile).
import { InvalidResponseError } from './errors.js';
import type { Envelope } from './conventions.js';
import { pageAnswers, replay, type WithResponse } from './api-promise.js';

/** How a list pages: `list`/`sync` follow the next cursor while the page says more follow; `cursor` while a next cursor is given. */
export type PagingKind = 'sync' | 'list' | 'cursor';

/** How the service's lists page, by field name (conventions.ts `paging`). */
export interface PagingConventions {
  /** What a request sends: the cursor of the page wanted, the page size, the sync token (null: not taken). */
  readonly cursorParam: string;
  readonly limitParam: string | null;
  readonly syncTokenParam: string | null;
  /** What a page answers: the next cursor, whether more pages follow (null: while a cursor is given), the sync token of a pass's last page. */
  readonly nextCursorField: string;
  readonly moreField: string | null;
  readonly syncTokenField: string | null;
}

type ItemsField = NonNullable<Envelope>['resultsField'];

/** A page: its items under the envelope's results field. */
export type PageLike = { readonly [K in ItemsField]: readonly unknown[] };

type ItemOf<Page extends PageLike> = Page[ItemsField][number];

export class PagePromise<Page extends PageLike> implements PromiseLike<Page>, AsyncIterable<ItemOf<Page>> {
  readonly #operation: string;
  readonly #paging: PagingKind;
  readonly #fields: PagingConventions;
  readonly #itemsOf: (page: Page) => unknown;
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page>;
  #first: Promise<Page> | null = null;
  #syncToken: string | null = null;

  /**
   * `fetchPage(undefined)` asks for the first page; `fetchPage(cursor)` for the page after it.
   * `itemsOf` finds a page's items (the envelope's results).
   */
  constructor(operation: string, paging: PagingKind, fields: PagingConventions, itemsOf: (page: Page) => unknown, fetchPage: (cursor: string | undefined) => Promise<Page>) {
    this.#operation = operation;
    this.#paging = paging;
    this.#fields = fields;
    this.#itemsOf = itemsOf;
    this.#fetchPage = fetchPage;
  }

  /**
   * The sync token of the last page, once a full pass (iteration to the end) has finished; null before.
   * Send it back in a later call to receive only records changed since.
   */
  get syncToken(): string | null {
    return this.#syncToken;
  }

  /** The first page (sent once, on first use). `reason` is `any`, as on Promise's own `then`. */
  then<A = Page, B = never>(onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null, onRejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<A | B> {
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

  catch<B = never>(onRejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<Page | B> {
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
      syncToken = this.#field(page, this.#fields.syncTokenField) ?? syncToken;
      yield page;
      const cursor = this.#cursorAfter(page);
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
    for await (const page of this.pages()) yield* this.#itemsOf(page) as ItemOf<Page>[];
  }

  get [Symbol.toStringTag](): string {
    return 'PagePromise';
  }

  #cursorAfter(page: Page): string | null {
    const { nextCursorField, moreField } = this.#fields;
    const cursor = this.#field(page, nextCursorField) || null;
    if (this.#paging === 'cursor' || moreField === null) return cursor;
    if ((page as Record<string, unknown>)[moreField] !== true) return null;
    if (cursor === null) {
      throw new InvalidResponseError(`${this.#operation}: the page says ${moreField} but carries no ${nextCursorField}.`, {
        operation: this.#operation,
      });
    }
    return cursor;
  }

  /** A string field of the page, or null. */
  #field(page: Page, name: string | null): string | null {
    const value = name === null ? undefined : (page as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  }
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
