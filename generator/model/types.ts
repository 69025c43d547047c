// The operation model: the one description of the API every emitter reads.
// Built once from the bundled document; nothing downstream reads YAML again.
import type { AuthModel } from './auth.ts';
import type { ServiceProfile } from '../profiles/index.ts';

export type JsonSchema = Record<string, any> | boolean;

export type Access = 'read' | 'write' | 'delete';

/** How a list operation pages: `sync` lists also accept a `syncToken` for incremental sync. */
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
  /** The JSON body schema, when the operation takes JSON. */
  jsonSchema: JsonSchema | null;
  /** The multipart body schema and its binary parts, when the operation also takes multipart. */
  multipart: { schema: JsonSchema; fileFields: string[] } | null;
  /** Fields of the JSON and multipart bodies a call may leave out because they have a `default` (generator/model/defaulted-fields.ts). */
  defaultedFields: { json: string[]; multipart: string[] };
  example: unknown;
  hasExample: boolean;
  /** The body's media types, in the spec's order (`application/json`, `multipart/form-data`). */
  mediaTypes: string[];
  /** Each field's declared `style`/`explode` of the form (`application/x-www-form-urlencoded`) body's `encoding`, or null without a form body. */
  formEncoding: { fields?: Record<string, { style?: string; explode?: boolean }> } | null;
}

export interface ResponseModel {
  /** Full 200 body schema as the spec states it (success or error envelope). */
  bodySchema: JsonSchema | null;
  /** The branches of a `oneOf` body, each with the `const` it fixes for `success` (through $ref and allOf), if any. */
  branches: { schema: JsonSchema; success: unknown }[] | null;
  /** The success branch of the body. */
  successSchema: JsonSchema | null;
  /** The schema of `results` in the success branch. */
  resultsSchema: JsonSchema | null;
  example: unknown;
  hasExample: boolean;
  errorExample: unknown;
  /** The success status the client types its result by (`200`, else `201`, `2XX`, `default`, the lowest 2xx), or null. */
  status: string | null;
  /** The JSON media type of that status's body (`application/json`), or null when it has none. */
  jsonType: string | null;
  /** That status declares some body (JSON or not). */
  hasContent: boolean;
  /** Every body of that status is bytes: a binary media type, or a string schema of `format: binary` not under `text/`. */
  binary: boolean;
  /** A `oneOf`/`anyOf` branch of the body pins `success` to `false`: refusals answer with the error envelope. */
  errorEnvelope: boolean;
  /** The success body is the profile's envelope (`{ success: true, results }`): calls resolve to `results`. */
  envelope: boolean;
  /** Other statuses the operation declares (401, 403, ...), with their descriptions. */
  otherStatuses: { status: string; description: string }[];
}

export interface ParameterModel {
  name: string;
  in: 'header' | 'query' | 'path' | 'cookie';
  required: boolean;
  description: string;
  schema: JsonSchema;
  /** A value for examples from the resolved schema: its example, first of its examples, default or first enum value. */
  example: unknown;
  /** The resolved schema's `type`, when it names one. */
  type: string | null;
}

export interface OperationModel {
  /** The operation name, `candidate.createNote`: operationId where it is usable, else derived from the path. */
  name: string;
  /** Namespace on the client (`candidate`) and method name in it (`createNote`), both valid identifiers. */
  resource: string;
  action: string;
  method: string;
  path: string;
  operationId: string | null;
  summary: string;
  description: string;
  tags: string[];
  module: string | null;
  access: Access | null;
  /** Security roles the operation requires (`candidatesWrite`), empty where the source names none. */
  permissions: string[];
  deprecated: boolean;
  replacedBy: string | null;
  beta: boolean;
  addedIn: string | null;
  featureGate: string | null;
  paging: PagingKind | null;
  adminSettings: string[];
  errorCodes: ErrorCode[];
  notShown: string[];
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
}

/** One operation's method on the generated client (model/client-members.ts). */
export interface ClientMethod {
  /** The operation's name (OperationModel.name). */
  operation: string;
  /** The namespace property the method is on (`candidate`: `client.candidate`). */
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

/** One namespace of the generated client: `client.candidate`, an instance of `CandidateResource`. */
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
  /** Operations in the order the spec lists them. */
  operations: OperationModel[];
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

/** The model without the bundled document: plain data, what the client emitter's worker receives. */
export type ModelWithoutBundle = Omit<ApiModel, 'bundle'>;
