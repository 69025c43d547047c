// The operation model: the one description of the API every emitter reads.
// Built once from the bundled document; nothing downstream reads YAML again.
import type { AuthModel } from './auth.ts';
import type { AccessWording, ServiceProfile } from './service-profile.ts';
import type { WebhookModel } from './webhooks.ts';

export type JsonSchema = Record<string, any> | boolean;

export type Access = 'read' | 'write' | 'delete';

/**
 * How a list operation pages (field names: ServiceProfile.paging): `list` while the page says more
 * follow, `cursor` while the page gives a next cursor; `sync` as `list`, and a pass's last page also
 * gives a sync token for an incremental sync.
 */
export type PagingKind = 'sync' | 'list' | 'cursor';

export interface ErrorCode {
  code: string;
  condition: string;
}

export interface RequestModel {
  required: boolean;
  /**
   * The document does not say which request fields are required (`info.x-not-shown-keywords`
   * lists `required` under `requestBodies`): a field of the operation's own request schema that is
   * not in a `required` list is of unknown required-ness, not optional. Fields of named components
   * keep their `required` lists as statements. False: every `required` list is a statement.
   */
  requiredNotShown: boolean;
  /** The JSON body schema, when the operation takes JSON (or an object under a media range such as `*\/*`, which goes as JSON). */
  jsonSchema: JsonSchema | null;
  /**
   * The multipart body schema and its binary parts, when the operation also takes multipart:
   * `fileFields` every field that takes a file, `fileListFields` those of them that take a list of
   * files (an array of binary items, sent as one part per file).
   */
  multipart: { schema: JsonSchema; fileFields: string[]; fileListFields: string[] } | null;
  /** Fields of the JSON and multipart bodies a call may leave out because they have a `default` (generator/model/defaulted-fields.ts). */
  defaultedFields: { json: string[]; multipart: string[] };
  /** Fields of the multipart and form (`application/x-www-form-urlencoded`) bodies that are arrays: one part or pair per item. */
  listFields: { multipart: string[]; form: string[] };
  example: unknown;
  hasExample: boolean;
  /** The body's media types, in the spec's order (`application/json`, `multipart/form-data`). */
  mediaTypes: string[];
  /** The form (`application/x-www-form-urlencoded`) body's schema, or null without a form body: what a form-only request's example is made from. */
  formSchema: JsonSchema | null;
  /** Each field's declared `style`/`explode` of the form (`application/x-www-form-urlencoded`) body's `encoding`, or null without a form body. */
  formEncoding: { fields?: Record<string, { style?: string; explode?: boolean }> } | null;
  /** The top-level fields of the body's schema (JSON, else the first media type's), as the client types them. */
  fields: RequestFields;
  /**
   * Set when the body is not JSON, multipart or a form, and its first media type is bytes (a binary
   * media type, a string schema of `format: binary` or with a `contentMediaType`, not under `text/`,
   * or a media type of unknown encoding such as `application/x-protobuf`) or text (`text/plain`,
   * XML, YAML, or a string schema): it is sent as the caller gives it, with the declared media types
   * of its kind (the first where the caller's Blob names none of them). Null where the body goes as
   * JSON: a media range (`*\/*`) whose schema is not a string.
   */
  raw: { kind: 'binary' | 'text'; mediaTypes: string[] } | null;
}

/** What a request body's schema says of its top-level fields. */
export interface RequestFields {
  /** Properties it lists (through `$ref` and `allOf`). */
  listed: string[];
  /** Each listed property's `description`, where it has one. */
  descriptions: Record<string, string>;
  /** Those it requires. */
  required: string[];
  /**
   * `open`: other fields may be sent (`additionalProperties: true` or `{}`); `map`: other fields
   * are typed by an `additionalProperties` schema; `closed`: no others are described.
   */
  others: 'open' | 'map' | 'closed';
  /** The body is a `oneOf`/`anyOf` or not an object: its fields are not one list. */
  composite: boolean;
}

/** A status a response declares: its key (`201`, `2XX`), description, whether it has a body, its JSON media type and the one a reply is written in (the JSON one, else the first). */
export interface DeclaredStatus {
  status: string;
  description: string;
  hasBody: boolean;
  jsonType: string | null;
  mediaType: string | null;
}

export interface ResponseModel {
  /** Full 200 body schema as the spec states it (success or error envelope). */
  bodySchema: JsonSchema | null;
  /** The branches of a `oneOf` body, each with the `const` it fixes for the envelope's flag field (through $ref and allOf), if any. */
  branches: { schema: JsonSchema; success: unknown }[] | null;
  /** The success branch of the body. */
  successSchema: JsonSchema | null;
  /** The schema of the envelope's results field in the success branch (null without an envelope). */
  resultsSchema: JsonSchema | null;
  example: unknown;
  hasExample: boolean;
  errorExample: unknown;
  /** The success status the client types its result by (the lowest explicit 2xx, else `2XX`, else `default`: build-model.ts `successKey`), or null. */
  status: string | null;
  /** The JSON media type of that status's body (`application/json`), or null when it has none. */
  jsonType: string | null;
  /** That status declares some body (JSON or not). */
  hasContent: boolean;
  /** Every body of that status is bytes: a binary media type, or a string schema of `format: binary` not under `text/`. */
  binary: boolean;
  /**
   * The streams (ResponseModel.stream's media types) that status declares beside its JSON body, which
   * a request parameter picks rather than `Accept` (OpenAI's `text/event-stream` for `stream: true`).
   * Other media types beside JSON are not listed: the client asks for JSON first and reads JSON.
   */
  streamMedia: string[];
  /** Every body of that status is a stream of events or records (`text/event-stream`, `application/x-ndjson`, `application/jsonl`): read as it arrives. */
  stream: boolean;
  /**
   * Each stream media type of that status, the schema of one item (OpenAPI 3.2's `itemSchema`; else
   * the media type's `schema`, read as one item's, as OpenAI's 3.0/3.1 description means it), as the
   * document writes it, and whether an item is text: a server-sent event whose item schema is a
   * string, absent or of no shape (the client hands over the whole event), rather than one that
   * describes JSON (the client parses each event's data, and each line of JSON Lines).
   */
  streamItems: { mediaType: string; text: boolean; schema: JsonSchema | null }[];
  /** A `oneOf`/`anyOf` branch of the body pins the envelope's flag to its failure value: refusals answer with the error envelope. */
  errorEnvelope: boolean;
  /** The success body is the profile's envelope (ServiceProfile.envelope): calls resolve to its results field. */
  envelope: boolean;
  /** Other statuses the operation declares (401, 403, ...), with their descriptions. */
  otherStatuses: { status: string; description: string }[];
  /**
   * Every 2xx status the operation declares (`2XX` last): what a successful call answers, as the docs
   * name it, the client's result type lists it and a server's `reply` may answer (`status` is the one
   * the client types and validates by).
   */
  successStatuses: DeclaredStatus[];
  /** Every 3xx status the operation declares (`3XX` last), as `successStatuses` lists them: a redirect a server's `reply` may answer. */
  redirectStatuses: DeclaredStatus[];
  /**
   * The success body the docs describe: the JSON body of the lowest 2xx status that has one (`2XX`
   * after the others; `default` where no 2xx is declared), its success branch as `successSchema`
   * reads one, with its example. The same body as `successSchema`'s where that status has a JSON
   * body, and also a 202-only operation's. Null where no success status has a JSON body.
   */
  documentedBody: { status: string; schema: JsonSchema; example: unknown; hasExample: boolean } | null;
  /** Every media type the responses declare, the success status's first, each once: the operation's `Accept`. */
  mediaTypes: string[];
  /** The JSON bodies of the other statuses: the component schema each names (`ErrorEnvelope`), or null for an inline schema. */
  errorBodies: { status: string; mediaType: string; component: string | null }[];
  /**
   * Every response key the operation declares (`404`, `4XX`, `default`, the successes too) with the
   * first JSON media type its body declares, null where it declares none: what a reply of that status
   * is written in (the server's OperationInfo.errorMediaTypes).
   */
  statusJsonTypes: { status: string; jsonType: string | null }[];
}

export interface ParameterModel {
  name: string;
  in: 'header' | 'query' | 'path' | 'cookie';
  required: boolean;
  description: string;
  schema: JsonSchema;
  /** A value for examples: the parameter's own example or first of its examples, else from the resolved schema: its example, first of its examples, default or first enum value. */
  example: unknown;
  /** The resolved schema's `type`, when it names one. */
  type: string | null;
  /** How the value is written (`form`, `pipeDelimited`, `deepObject`, ...), where the parameter declares it. */
  style: string | null;
  /** Whether arrays and objects are written one field per item, where the parameter declares it. */
  explode: boolean | null;
}

export interface OperationModel {
  /** The operation name, `pets.create`: operationId where it is usable, else derived from the path. */
  name: string;
  /** Namespace on the client (`pets`) and method name in it (`create`), both valid identifiers. */
  resource: string;
  action: string;
  method: string;
  /** The document's path key, as written. */
  path: string;
  /** Where requests go: the path key up to a `?` or `#` it holds (model/request-path.ts). */
  requestPath: string;
  /** Query fields the path key fixes (`/responses/{id}?beta=true`), sent with every request; null where it fixes none. */
  fixedQuery: Record<string, string> | null;
  operationId: string | null;
  summary: string;
  description: string;
  tags: string[];
  module: string | null;
  access: Access | null;
  /** Security roles the operation requires (`petsWrite`), empty where the document names none. */
  permissions: string[];
  /** Who may call it, in the profile's words (permission, module and access), or null where the profile says nothing. */
  accessWording: AccessWording | null;
  deprecated: boolean;
  replacedBy: string | null;
  beta: boolean;
  addedIn: string | null;
  featureGate: string | null;
  paging: PagingKind | null;
  adminSettings: string[];
  errorCodes: ErrorCode[];
  notShown: string[];
  /** The document's own readings about this operation (`x-inferred`): what it states that its source only implies. */
  inferred: string[];
  parameters: ParameterModel[];
  request: RequestModel | null;
  response: ResponseModel;
  /** The credential this operation sends, following its own `security` or the document's; null: none. */
  auth: AuthModel | null;
  /** Safe to retry without the caller opting in: reads only. */
  idempotent: boolean;
}

export interface AdminSetting {
  key: string;
  title: string;
  effect: string;
  /** What it governs (`Candidates module`, `the X-On-Behalf-Of header`), as the document says. */
  appliesTo: string;
  /** How the document reads which operations it governs, where the service does not say; null where it says. */
  reading: string | null;
}

/** One operation's method on the generated client (model/client-members.ts). */
export interface ClientMethod {
  /** The operation's name (OperationModel.name). */
  operation: string;
  /** The namespace property the method is on (`pets`: `client.pets`). */
  property: string;
  /** The method's name (`createNote`); can differ from OperationModel.action (a reserved word, a wire name). */
  name: string;
  /** Why the method keeps its wire name, when it does. */
  wireNameNote: string | null;
  /** The exported type of its argument (`CandidateCreateNoteParams`); declared only when the method takes one. */
  paramsType: string;
  /** The exported type it resolves to (`CandidateCreateNoteResult`; for a paged list, the first page). */
  resultType: string;
}

/** One namespace of the generated client: `client.pets`, an instance of `PetsResource`. */
export interface ClientResource {
  property: string;
  className: string;
  /** Its methods, in the spec's order. */
  methods: ClientMethod[];
}

/** Where each operation lives on the generated client; every output that names a method reads it here. */
export interface ClientPlan {
  /** Resources in the order their first operation appears in the spec. */
  resources: ClientResource[];
  /** Each operation's method, by operation name. */
  methods: Map<string, ClientMethod>;
}

export interface ApiModel {
  title: string;
  version: string;
  description: string;
  acceptHeader: string | null;
  /** The document's one server, absolute and with its variables at their defaults, or null (none, several, or a relative one). */
  defaultServer: string | null;
  /** Operations in the order the spec lists them. */
  operations: OperationModel[];
  /** The requests the service sends to a receiver (the document's webhooks), for the reference docs. */
  webhooks: WebhookModel[];
  /** Module (tag) names with their descriptions, in the spec's order. */
  modules: { name: string; description: string }[];
  adminSettings: AdminSetting[];
  /** Gaps the spec records at its root (`info.x-not-shown`). */
  notShown: string[];
  /** What an operation without its own `security` sends (model/auth.ts operationAuth); null: no credentials. */
  clientAuth: AuthModel | null;
  /** The document's main security scheme (model/auth.ts), Basic where it declares none: for the server. */
  auth: AuthModel;
  /** What the outputs cannot do as the spec says, reported by generate as warnings. */
  warnings: string[];
  /** The named schemas (`components.schemas`), which schema `$ref`s point into (model/schemas.ts reads them). */
  schemas: Record<string, JsonSchema>;
  /** The generated client's members: namespaces, method names and their exported type names. */
  client: ClientPlan;
  /** The service conventions in force (generator/profiles/): names, envelopes, permissions, header options. */
  profile: ServiceProfile;
  /**
   * The bundled document, only for emitters that hand it to a library: openapi.json, openapi-typescript
   * (types.ts), Ajv (validators.ts), `redocly build-docs` (docs-html.ts) and the release comparison
   * (generator/changes/). Everything else reads the model's fields (test/model/emitters-read-the-model.test.ts).
   */
  bundle: Record<string, any>;
}
