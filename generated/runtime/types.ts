// Type helpers the generated client uses to derive method types from the openapi-typescript output.
import type { FileInput } from './multipart.js';

/** The success branch of an enveloped body (`{ success: true, results, ... }`). */
export type SuccessOf<Body> = WithTypedItems<Extract<Body, { success: true }>>;

/**
 * A list envelope declares `results: unknown[]` and each operation narrows it (`Application[]`);
 * the intersection of the two keeps `unknown[]`'s array methods, so `page.results.map((a) => ...)`
 * would see `unknown`. This replaces `results` with an array of the narrowed item type.
 */
type WithTypedItems<Branch> = Branch extends { results: readonly (infer Item)[] } ? Omit<Branch, 'results'> & { results: Item[] } : Branch;

/** What an enveloped operation resolves to: `results` of its success branch. */
export type ResultsOf<Body> = SuccessOf<Body> extends { results: infer Results } ? Results : never;

/** A multipart body whose file fields take a file (Blob, File, or `{ data, filename }`). */
export type WithFiles<Body, Fields extends string> = { [K in keyof Body]: K extends Fields ? FileInput : Body[K] };

/**
 * A request body whose fields `Fields` may be left out: they have a `default`, which openapi-typescript
 * types as present (what a response promises) and the server applies when a request omits them.
 */
export type OptionalDefaults<Body, Fields extends string> = Body extends unknown
  ? { [K in keyof Body as K extends Fields ? never : K]: Body[K] } & { [K in keyof Body as K extends Fields ? K : never]?: Body[K] }
  : never;

/** The path, query, header and cookie parameters of an operation, as openapi-typescript describes them. */
export type ParamsOf<Operation> = Operation extends { parameters: infer P }
  ? { [K in keyof P as K extends 'path' | 'query' | 'header' | 'cookie' ? K : never]: P[K] }
  : {};
