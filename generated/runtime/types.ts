// Type helpers the generated client uses to derive method types from the openapi-typescript output.
// The envelope's field names come from conventions.ts (generated from the service profile).
import type { FileInput } from './multipart.js';
import type { Envelope } from './conventions.js';

type FlagField = NonNullable<Envelope>['flagField'];
type SuccessValue = NonNullable<Envelope>['successValue'];
type ResultsField = NonNullable<Envelope>['resultsField'];

/** The success branch of an enveloped body: the one whose flag field holds the success value. */
export type SuccessOf<Body> = WithTypedItems<Extract<Body, { readonly [K in FlagField]: SuccessValue }>>;

/**
 * A list envelope declares its results as `unknown[]` and each operation narrows them (`Pet[]`);
 * the intersection of the two keeps `unknown[]`'s array methods, so `.map((pet) => ...)` over them
 * would see `unknown`. This replaces the results with an array of the narrowed item type.
 */
type WithTypedItems<Branch> = Branch extends { readonly [K in ResultsField]: readonly (infer Item)[] } ? Omit<Branch, ResultsField> & { [K in ResultsField]: Item[] } : Branch;

/** What an enveloped operation resolves to: the results of its success branch. */
export type ResultsOf<Body> = SuccessOf<Body> extends { readonly [K in ResultsField]: infer Results } ? Results : never;

/**
 * A multipart body whose file fields take a file (a Blob or File, `toFile(...)`'s result, or
 * `{ data, filename }`), and whose `Lists` fields (arrays of binary items) an array of files.
 */
export type WithFiles<Body, Fields extends string, Lists extends string = never> = {
  [K in keyof Body]: K extends Lists ? FileInput[] : K extends Fields ? FileOrFiles<Body[K], FileInput> : Body[K];
};

/** A file field's type: `File`, or `File | File[]` where the schema also offers a list (`anyOf` a file or an array of files). */
export type FileOrFiles<Declared, File> = [Extract<NonNullable<Declared>, readonly unknown[]>] extends [never] ? File : File | File[];

/**
 * A body of bytes (`application/octet-stream`, `image/jpeg`), sent as it is with the declared media
 * type: a Blob or File (a Buffer is a Uint8Array; `toFile` reads a stream or a Response into a File).
 */
export type BinaryBody = Blob | File | ArrayBuffer | Uint8Array;

/** The JSON body of an operation that also takes an upload: its file fields belong to the upload alone. */
export type WithoutFiles<Body, Fields extends string> = Body & { [K in Exclude<Fields, keyof Body>]?: never };

/**
 * A request body's listed fields, without the index signature of a schema open to others: a
 * misspelt field is a compile error, and fields the spec does not list go in `extraBody`.
 */
export type ListedFields<Body> = { [K in keyof Body as string extends K ? never : number extends K ? never : K]: Body[K] };

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
