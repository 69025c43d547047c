// Type helpers for generated/server/operations.ts, and what the adapter knows of each operation.

/** What the adapter knows of one operation (generated/server/operations.ts holds one per operation). */
export interface OperationInfo {
  name: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template, such as `/candidate.list` or `/pets/{petId}`. */
  path: string;
  /** Answers `{ success: true, results, ... }`: the handler returns the envelope without `success`. */
  envelope: boolean;
  /** The 200 body also declares the error envelope: refusals of the operation itself answer HTTP 200 with it. */
  errorEnvelope: boolean;
  /** How a list pages (`sync`, `list`, `cursor`), null for other operations. */
  paging: string | null;
  /** Security roles the operation requires (`candidatesWrite`); empty where the spec names none. */
  permissions: string[];
  module: string | null;
  access: string | null;
  deprecated: boolean;
  replacedBy: string | null;
  jsonBody: boolean;
  multipart: boolean;
  bodyRequired: boolean;
  fileFields: string[];
  /** Header parameters the operation declares, lower-cased. */
  headers: string[];
  requiredHeaders: string[];
}

/** How the API key is sent: HTTP Basic (the key as user name), a Bearer token, or a named header, query parameter or cookie. */
export type AuthInfo = { kind: 'basic' } | { kind: 'bearer' } | { kind: 'header' | 'query' | 'cookie'; name: string };

export interface ServiceInfo {
  title: string;
  version: string;
  auth: AuthInfo;
  /** The Accept header clients send, when the spec states one. */
  acceptHeader: string | null;
  /** Failures answer `{ success: false, errors: [{ message }] }`. */
  errorEnvelope: boolean;
}

/** A file part of a multipart body, as the adapter hands it to a handler. */
export interface UploadedFile {
  filename: string;
  type: string;
  data: Uint8Array;
}

/** A multipart body whose file fields arrive as uploaded files. */
export type WithUploads<Body, Fields extends string> = { [K in keyof Body]: K extends Fields ? UploadedFile : Body[K] };

/** A request body whose fields `Fields` may be absent: they have a `default`, which this adapter does not fill in. */
export type OptionalDefaults<Body, Fields extends string> = Body extends unknown
  ? { [K in keyof Body as K extends Fields ? never : K]: Body[K] } & { [K in keyof Body as K extends Fields ? K : never]?: Body[K] }
  : never;

/**
 * A list envelope declares `results: unknown[]` and each operation narrows it; the intersection of
 * the two keeps `unknown[]`, so `results` is replaced by an array of the narrowed item type.
 */
type WithTypedItems<Branch> = Branch extends { results: readonly (infer Item)[] } ? Omit<Branch, 'results'> & { results: Item[] } : Branch;

/** What a handler of an enveloped operation returns: the success envelope without `success`. */
export type EnvelopeReply<Body> = Omit<WithTypedItems<Extract<Body, { success: true }>>, 'success'>;

/** An operation's header parameters as openapi-typescript describes them (`{}` when it has none). */
export type HeaderParams<Operation> = Operation extends { parameters: { header?: infer H } } ? ([NonNullable<H>] extends [never] ? {} : NonNullable<H>) : {};
