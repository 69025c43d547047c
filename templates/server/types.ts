// Type helpers for operations.ts beside this file (generated from the spec), and what the adapter
// knows of each operation.
// The envelope's field names come from ../runtime/conventions.ts (generated from the service profile).
import type { Envelope } from '../runtime/conventions.js';
import type { ParameterReading } from './parameter-reading.js';

/** What the adapter knows of one operation (operations.ts beside this file holds one per operation). */
export interface OperationInfo {
  name: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template, such as `/pets/{petId}` (the spec's path key up to a `?` or `#` it holds). */
  path: string;
  /** Query fields the spec's path key fixes (`/responses/{id}?beta=true`): a request with them is this operation's. */
  fixedQuery: Record<string, string> | null;
  /** Answers in the service's envelope: the handler returns the success envelope without its flag field. */
  envelope: boolean;
  /** The 200 body also declares the error envelope: refusals of the operation itself answer HTTP 200 with it. */
  errorEnvelope: boolean;
  /** How a list pages (`sync`, `list`, `cursor`), null for other operations. */
  paging: string | null;
  /** Security roles the operation requires (`petsWrite`); empty where the spec names none. */
  permissions: string[];
  /** Where the caller's key travels for this operation (its own `security`, else the document's); null: the operation takes none. */
  auth: AuthInfo | null;
  module: string | null;
  access: string | null;
  deprecated: boolean;
  replacedBy: string | null;
  /**
   * The status a handled success answers: the operation's lowest declared 2xx (200 where it declares
   * only `2XX` or `default`). A reply of `undefined` answers it without a body (204 for a 200). An
   * operation that declares only redirects has its lowest 3xx here, answered only by a `reply` (reply.ts).
   */
  successStatus: number;
  /** The first media type that status declares (`application/json`, `image/png`), or null: how a reply is written (answers.ts writeBody). */
  replyMediaType: string | null;
  /**
   * The other 2xx and 3xx statuses the operation declares (`201`, `302`, or a range such as `2XX`),
   * each with the media type its reply is written in (null: no body): what a handler's
   * `reply(status, ...)` may answer besides `successStatus` (reply.ts). Left out where the operation
   * declares no other.
   */
  otherReplies?: Readonly<Record<string, string | null>>;
  /**
   * The stream of events or records that status declares (`text/event-stream`, `application/x-ndjson`),
   * or null: a stream reply to it goes in this media type, uncached, also where JSON is declared beside
   * it (stream-reply.ts; a stream reply to any other status goes in that status's media type).
   */
  streamMediaType: string | null;
  /**
   * The JSON media type an error reply goes in (`application/problem+json`), by the response key that
   * declares it: a status (`404`), a range (`4XX`) or `default`, looked up in that order (answers.ts
   * errorMediaType); where none matches, application/json. Holds only the entries that change what is
   * written, and is left out where none does.
   */
  errorMediaTypes?: Readonly<Record<string, string>>;
  jsonBody: boolean;
  multipart: boolean;
  /** Takes `application/x-www-form-urlencoded`: its fields arrive as strings. */
  form: boolean;
  /** Takes bytes (arriving as a Uint8Array) or text (a string) in these media types, such as `image/*`; null otherwise. */
  rawBody: { kind: 'binary' | 'text'; mediaTypes: string[] } | null;
  bodyRequired: boolean;
  fileFields: string[];
  /** Multipart and form fields that are arrays: they arrive as a list, one item per part or pair. */
  listFields: string[];
  /** Header parameters the operation declares, lower-cased. */
  headers: string[];
  requiredHeaders: string[];
  /** The path, query, header and cookie parameters checked before the handler runs, and how each is read (parameters.ts). */
  parameters: ParameterReading[];
}

/** How the API key is sent: HTTP Basic (the key as user name), a Bearer token, or a named header, query parameter or cookie. */
export type AuthInfo = { kind: 'basic' } | { kind: 'bearer' } | { kind: 'header' | 'query' | 'cookie'; name: string };

export interface ServiceInfo {
  title: string;
  version: string;
  /** The document's main scheme (Basic where it declares none); each operation's own is OperationInfo.auth. */
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

/**
 * A multipart body as the handler gets it: file fields as uploaded files, other fields as the text
 * of their parts (unchecked: a multipart body is not validated), list fields as arrays of either.
 */
export type WithUploads<Body, Files extends string, Lists extends string = never> = {
  [K in keyof Body]: K extends Files ? (K extends Lists ? UploadedFile[] : FileOrFiles<Body[K]>) : K extends Lists ? string[] : string;
};

/** A file field's upload: one file, or one or more where the schema also offers a list (`anyOf` a file or an array of files). */
type FileOrFiles<Declared> = [Extract<NonNullable<Declared>, readonly unknown[]>] extends [never] ? UploadedFile : UploadedFile | UploadedFile[];

/**
 * A form (`application/x-www-form-urlencoded`) body as the handler gets it (form-fields.ts): each
 * field as text, a list as a list and an object as an object of its fields' text, as the schema
 * shapes them (form fields are not validated or converted).
 */
export type FormFields<Body> = { [K in keyof Body]: FormText<NonNullable<Body[K]>> };

type FormText<Declared> = Declared extends readonly (infer Item)[]
  ? FormText<NonNullable<Item>>[]
  : Declared extends object
    ? { [K in keyof Declared]: FormText<NonNullable<Declared[K]>> }
    : string;

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

/**
 * The parameters of an operation the adapter checks (`Path`, `Query`, `Header` and `Cookie` name
 * them; a header's lower-cased), typed as openapi-typescript types them: what a handler gets as
 * `context.params`.
 */
export type CheckedParams<Operation, Path extends string, Query extends string, Header extends string, Cookie extends string> = {
  path: Pick<PlaceParams<Operation, 'path'>, Path & keyof PlaceParams<Operation, 'path'>>;
  query: Pick<PlaceParams<Operation, 'query'>, Query & keyof PlaceParams<Operation, 'query'>>;
  header: LowerCased<PlaceParams<Operation, 'header'>, Header>;
  cookie: Pick<PlaceParams<Operation, 'cookie'>, Cookie & keyof PlaceParams<Operation, 'cookie'>>;
};

/** An operation's parameters in one place as openapi-typescript describes them (`{}` when it has none). */
type PlaceParams<Operation, Place extends string> = Operation extends { parameters: { [K in Place]?: infer P } } ? ([NonNullable<P>] extends [never] ? {} : NonNullable<P>) : {};

/** The fields of `Params` whose lower-cased names are in `Names`, under those names (optional ones stay optional), as Node hands headers over. */
type LowerCased<Params, Names extends string> = { [K in keyof Params as Lowercase<K & string> extends Names ? Lowercase<K & string> : never]: Params[K] };

/** An operation's header parameters as openapi-typescript describes them (`{}` when it has none). */
export type HeaderParams<Operation> = Operation extends { parameters: { header?: infer H } } ? ([NonNullable<H>] extends [never] ? {} : NonNullable<H>) : {};
