// What the model is handed of a service's conventions. A service profile (generator/profiles/<service>/)
// makes a `Profile`: plain data the model keeps (`ServiceProfile`, ApiModel.profile, which every output
// reads) and the readers of the service's own extensions that fill in the model. The model builder
// knows no service: it reads what OpenAPI says and asks the profile for the rest.
import type { Access, AdminSetting, ErrorCode, PagingKind } from './types.ts';

/** A client option that sets a request header on every call (per call, or for the whole client). */
export interface HeaderOption {
  /** The option's name on ClientOptions and RequestOptions. */
  option: string;
  header: string;
  /** The option's JSDoc on ClientOptions. */
  clientDoc: string;
  /** The option's JSDoc on RequestOptions. */
  requestDoc: string;
}

/** A JSON value a field is pinned to (the success flag's `true` and `false`). */
export type FlagValue = string | number | boolean;

/**
 * The service's envelope, by field name: every answer is an object whose flag field tells success
 * from failure; a success carries its data in the results field, a failure its errors in the errors
 * field (a list, or one error). Calls resolve to the results; a failure is an error.
 */
export interface EnvelopeConventions {
  /** The field telling success from failure, and its value on each. */
  flagField: string;
  successValue: FlagValue;
  failureValue: FlagValue;
  /** The field a success answer carries its data in. */
  resultsField: string;
  /** The field a failure carries its errors in: a list of errors, or one error object. */
  errorsField: string;
  errorsAreList: boolean;
  /** Each error's message field, and the field naming its code (null: the code starts the message). */
  messageField: string;
  codeField: string | null;
}

/** How a list pages, by field name: what a request sends (`...Param`), and what a page answers (`...Field`). */
export interface PagingConventions {
  /** The cursor of the page wanted, the page size, and the sync token of an earlier pass (null: not taken). */
  cursorParam: string;
  limitParam: string | null;
  syncTokenParam: string | null;
  /** The next page's cursor; whether more pages follow (null: pages run while a cursor is given); the sync token on a pass's last page. */
  nextCursorField: string;
  moreField: string | null;
  syncTokenField: string | null;
}

/** What every output knows of the service's conventions, as plain data. */
export interface ServiceProfile {
  /** The profile in force: `generic` for any document, or the id of the service whose conventions it declares. */
  id: string;
  /** The client class (`PetStoreClient`). */
  clientClass: string;
  /** An extra name the package exports its base error class under, or null. */
  errorAlias: string | null;
  /** The npm package name in the README's install line. */
  packageName: string;
  /** The environment variable examples read the API key from (`PET_STORE_API_KEY`). */
  apiKeyVariable: string;
  /** The address examples use. */
  exampleBaseUrl: string;
  /** Header options the client offers. */
  headerOptions: HeaderOption[];
  /** The envelope every answer is wrapped in, or null: calls resolve to the body. */
  envelope: EnvelopeConventions | null;
  /** How enveloped lists page, or null: nothing pages. */
  paging: PagingConventions | null;
  /** The error code a body names when the key lacks the operation's permission. */
  permissionCode: string | null;
  /** Permissions, modules and access levels are described (JSDoc, docs tables). */
  permissions: boolean;
  /**
   * Per sync-paged list, a write that creates one of its records, for the contract suite's
   * `sync.incremental` check: the operation and its body, where `{marker}` and `{slug}` in a value
   * stand for the run's record marker and short token.
   */
  syncChanges: Record<string, { operation: string; body: Record<string, string> }>;
  /**
   * Fields of a write's results that hold another record the same call made (the hiring API's
   * `submittedFormInstance`, stored with a submitted application or feedback): the contract suite
   * counts its `id` among the records its run made, and lists it among what the run wrote.
   */
  createdAlongside: string[];
  /** Operations the package README shows, by name, in order of preference: a single call and a list. */
  readmeExamples: { call: string[]; list: string[] };
  /**
   * Runtime modules of this service only: a folder (absolute, or relative to the project root) whose
   * files ship in generated/runtime/ beside the generic runtime, and what the package's index exports from them.
   */
  runtime: { dir: string; exports: { names: string[]; module: string }[] } | null;
}

/** What a profile reads from the document's root: where it says nothing, the model has none. */
export interface DocumentFacts {
  /** The Accept header every request sends. */
  acceptHeader: string | null;
  adminSettings: AdminSetting[];
}

/** What a profile reads from one operation: where it says nothing, the model's OpenAPI reading stands. */
export interface OperationFacts {
  /** The module (permission group) it belongs to; OpenAPI's reading: its first tag. */
  module: string | null;
  access: Access | null;
  /** How it pages (kept only where its answer is the envelope). */
  paging: PagingKind | null;
  /** Safe to retry without the caller opting in; OpenAPI's reading: by HTTP method. */
  idempotent: boolean;
  replacedBy: string | null;
  beta: boolean;
  addedIn: string | null;
  featureGate: string | null;
  adminSettings: string[];
  errorCodes: ErrorCode[];
}

/** How a profile words who may call an operation, for the JSDoc and the docs (spec text not escaped). */
export interface AccessWording {
  /** The Permission cell of the docs' tables where the operation names no permission. */
  permission: string;
  /** The Module and access cell (`Jobs · read`). */
  moduleAccess: string;
  /** Sentences of the method's JSDoc. */
  jsdoc: string[];
  /** The first line of the operation's description in the HTML reference. */
  htmlLine: string;
}

/** The facts of an operation its access wording is written from. */
export interface AccessFacts {
  permissions: string[];
  /** The document's readings about the operation (`x-inferred`): what it states that its source only implies. */
  inferred: string[];
  module: string | null;
  access: Access | null;
}

/** A service's conventions as the model builder is handed them. */
export interface Profile {
  /** Kept on the model as ApiModel.profile. */
  conventions: ServiceProfile;
  /** The service's extensions on the document's root. */
  readDocument(document: Record<string, any>): Partial<DocumentFacts>;
  /** The service's extensions on one operation (`operation` as the document has it, `$ref`s resolved by `deref`). */
  readOperation(operation: Record<string, any>, document: Record<string, any>): Partial<OperationFacts>;
  /** Who may call the operation, in the service's words; null where the profile says nothing. */
  accessWording(facts: AccessFacts): AccessWording | null;
}
