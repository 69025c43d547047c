// Type helpers for operations.ts beside this file (generated from the spec), and what the adapter
// knows of each operation.
// The envelope's field names come from ../runtime/conventions.ts (generated from the service profile).
import type { Envelope } from '../runtime/conventions.js';

/** What the adapter knows of one operation (operations.ts beside this file holds one per operation). */
export interface OperationInfo {
  name: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template, such as `/pets/{petId}`. */
  path: string;
  /** Answers in the service's envelope: the handler returns the success envelope without its flag field. */
  envelope: boolean;
  /** The 200 body also declares the error envelope: refusals of the operation itself answer HTTP 200 with it. */
  errorEnvelope: boolean;
  /** How a list pages (`sync`, `list`, `cursor`), null for other operations. */
  paging: string | null;
  /** Security roles the operation requires (`petsWrite`); empty where the spec names none. */
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
  /** Failures answer in the service's error envelope (runtime/conventions.ts); else `{ errors: [{ message }] }`. */
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

type FlagField = NonNullable<Envelope>['flagField'];
type SuccessValue = NonNullable<Envelope>['successValue'];
type ResultsField = NonNullable<Envelope>['resultsField'];

/** A request body whose fields `Fields` may be absent: they have a `default`, which this adapter does not fill in. */
export type OptionalDefaults<Body, Fields extends string> = Body extends unknown
  ? { [K in keyof Body as K extends Fields ? never : K]: Body[K] } & { [K in keyof Body as K extends Fields ? K : never]?: Body[K] }
  : never;

/**
 * A list envelope declares its results as `unknown[]` and each operation narrows them; the
 * intersection of the two keeps `unknown[]`, so the results are replaced by an array of the narrowed item type.
 */
type WithTypedItems<Branch> = Branch extends { readonly [K in ResultsField]: readonly (infer Item)[] } ? Omit<Branch, ResultsField> & { [K in ResultsField]: Item[] } : Branch;

/** What a handler of an enveloped operation returns: the success envelope without its flag field. */
export type EnvelopeReply<Body> = Omit<WithTypedItems<Extract<Body, { readonly [K in FlagField]: SuccessValue }>>, FlagField>;

/** An operation's header parameters as openapi-typescript describes them (`{}` when it has none). */
export type HeaderParams<Operation> = Operation extends { parameters: { header?: infer H } } ? ([NonNullable<H>] extends [never] ? {} : NonNullable<H>) : {};
