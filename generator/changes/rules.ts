// Every rule of the change report: its level and why, for a user of the generated package, with the
// smallest example. The level of a change is its rule's, stated here once; docs/change-rules.md is
// written from this table (`node generator/changes/rules-doc.ts`), and a test holds the two equal.
//
// Who feels a change, and how:
// - the types they compile against (schema.d.ts, the XParams/XResult types): a request type that
//   takes less, or a response type that holds more, breaks code written against the old one;
// - the validators they run: a client with `validateResponses: true` refuses an answer its
//   (older) schemas do not accept, so a response constraint relaxed breaks it, even where the
//   TypeScript type is unchanged (a pattern, a maximum);
// - the names they import: the client namespace, method and exported types come from the
//   operationId, the first tag and the component names;
// - the requests the server now refuses: a request constraint tightened breaks callers whose
//   values met the old one.
import type { ChangeLevel } from './types.ts';

export interface Rule {
  level: ChangeLevel;
  /** Why the rule has its level, in a user's words. */
  reason: string;
  /** The smallest change the rule names: the spec before and after (YAML, in short). */
  example: { before: string; after: string };
}

const rule = (level: ChangeLevel, reason: string, before: string, after: string): Rule => ({ level, reason, example: { before, after } });

export const RULES = {
  // Operations and the names the client exports.
  'operation-added': rule('addition', 'A new client method.', '(no `thing.delete`)', 'POST /thing.delete'),
  'operation-removed': rule('breaking', 'Calls to its client method no longer compile.', 'POST /thing.list', '(removed)'),
  'operation-renamed': rule('breaking', 'The same operation under another name: its client method is renamed.', 'operationId: thing.info', 'operationId: thing.get'),
  'client-method-renamed': rule('breaking', 'The method moved (its namespace comes from the first tag where the operationId is not `resource.action`): calls to the old name no longer compile.', 'tags: [Pets]  (client.pets.list)', 'tags: [Animals]  (client.animals.list)'),
  'client-type-renamed': rule('breaking', 'An exported parameter or result type (`PetsListParams`) is renamed: imports of the old name fail.', 'tags: [Pets]  (PetsListParams)', 'tags: [Animals]  (AnimalsListParams)'),
  'type-added': rule('addition', 'A new exported type (a component schema).', '(no `Tag` schema)', 'components.schemas.Tag'),
  'type-removed': rule('breaking', 'An exported type (a component schema) is gone: imports of it fail.', 'components.schemas.Tag', '(removed)'),
  'operation-deprecated': rule('deprecation', 'The method is marked `@deprecated`.', 'deprecated: false', 'deprecated: true'),
  'deprecation-withdrawn': rule('compatible', 'No longer deprecated.', 'deprecated: true', 'deprecated: false'),
  'paging-added': rule('addition', 'The method now also pages (`for await` over every item).', 'a list without paging', 'a paged list'),
  'paging-removed': rule('breaking', 'The method no longer pages: `for await` over it no longer compiles.', 'a paged list', 'a list without paging'),
  'paging-changed': rule('compatible', 'The method pages another way (with or without a sync token); calls stay the same.', 'paging: cursor', 'paging: sync'),

  // Security.
  'security-added': rule('breaking', 'Calls with the credentials that sufficed are now refused.', 'security: [{ basicAuth: [read] }]', 'security: [{ basicAuth: [read, admin] }]'),
  'security-changed': rule('breaking', 'Calls need other credentials than before.', 'security: [{ basicAuth: [] }]', 'security: [{ bearer: [] }]'),
  'security-relaxed': rule('compatible', 'Calls with the old credentials still succeed.', 'security: [{ basicAuth: [read] }]', 'security: [{ basicAuth: [] }]'),
  'security-scheme-added': rule('documentation', 'A scheme no operation used before; an operation that needs it is reported there.', '(no `bearer` scheme)', 'securitySchemes.bearer'),
  'security-scheme-removed': rule('breaking', 'The client can no longer send those credentials.', 'securitySchemes.basicAuth', '(removed)'),
  'security-scheme-changed': rule('breaking', 'The credentials are sent another way (scheme, header or parameter name).', 'in: header, name: X-Key', 'in: query, name: key'),

  // Parameters.
  'parameter-added': rule('addition', 'A new optional parameter.', '(no `limit`)', 'in: query, name: limit'),
  'parameter-added-required': rule('breaking', 'Calls without it no longer compile, and the server refuses them.', '(no `X-Trace`)', 'in: header, name: X-Trace, required: true'),
  'parameter-removed': rule('breaking', 'Calls passing it no longer compile.', 'in: query, name: limit', '(removed)'),
  'parameter-required': rule('breaking', 'Calls without it no longer compile, and the server refuses them.', 'required: false', 'required: true'),
  'parameter-optional': rule('compatible', 'Calls with it still work.', 'required: true', 'required: false'),
  'parameter-serialization-changed': rule('breaking', 'The server reads the value in another form than older clients send it (`style`, `explode`).', 'style: form, explode: true', 'style: form, explode: false'),
  'parameter-deprecated': rule('deprecation', 'The parameter is marked deprecated.', 'deprecated: false', 'deprecated: true'),

  // The request body.
  'request-body-added': rule('addition', 'The method takes an optional body.', '(no body)', 'requestBody: { required: false }'),
  'request-body-required': rule('breaking', 'Calls without a body no longer compile, and the server refuses them.', 'requestBody: { required: false }', 'requestBody: { required: true }'),
  'request-body-optional': rule('compatible', 'Calls with a body still work.', 'requestBody: { required: true }', 'requestBody: { required: false }'),
  'request-body-removed': rule('breaking', 'Calls passing a body no longer compile.', 'requestBody: {...}', '(removed)'),
  'request-media-type-added': rule('addition', 'The body may now also be sent as this media type.', 'content: { application/json }', 'content: { application/json, multipart/form-data }'),
  'request-media-type-removed': rule('breaking', 'Bodies sent as this media type are refused.', 'content: { application/json, text/csv }', 'content: { application/json }'),

  // What the client sends: request fields, parameters' schemas.
  'request-field-added': rule('addition', 'A new optional field callers may send.', 'properties: { name }', 'properties: { name, color }'),
  'request-field-required': rule('breaking', 'Calls without the field no longer compile, and the server refuses them.', 'required: [name]', 'required: [name, kind]'),
  'request-field-optional': rule('compatible', 'Calls with the field still work.', 'required: [name, kind]', 'required: [name]'),
  'request-field-removed': rule('breaking', 'Calls passing the field no longer compile (the object takes no other fields).', 'properties: { name, note }', 'properties: { name }'),
  'request-field-removed-open': rule('compatible', 'The object still takes other fields (`additionalProperties: true`), so calls passing it still compile.', 'properties: { name, note }, additionalProperties: true', 'properties: { name }, additionalProperties: true'),
  'request-type-widened': rule('addition', 'The field accepts more kinds of value (null, another type); every call that worked still does.', 'type: integer', 'type: number'),
  'request-type-narrowed': rule('breaking', 'Values of the kind no longer accepted stop compiling, and the server refuses them.', 'type: [string, "null"]', 'type: string'),
  'type-changed': rule('breaking', 'The field takes or holds a different kind of value: code on either side of the call no longer fits.', 'type: string', 'type: integer'),
  'request-values-restricted': rule('breaking', 'An `enum` put on a value that was free: callers sending any other value fail.', 'type: string', 'type: string, enum: [a, b]'),
  'request-values-opened': rule('addition', 'The value is no longer limited to a list.', 'enum: [a, b]', '(no enum)'),
  'request-value-added': rule('addition', 'One more value accepted.', 'enum: [a, b]', 'enum: [a, b, c]'),
  'request-value-removed': rule('breaking', 'Callers sending the removed value no longer compile, and the server refuses them.', 'enum: [a, b]', 'enum: [a]'),
  'request-constraint-tightened': rule('breaking', 'The server refuses values it accepted (a lower maximum, a stricter pattern or format).', 'maximum: 100', 'maximum: 50'),
  'request-constraint-loosened': rule('compatible', 'The server accepts every value it accepted, and more.', "pattern: '^\\w+$'", "pattern: '.*'"),
  'request-constraint-changed': rule('breaking', 'The constraint accepts some values it refused and refuses others it accepted.', "pattern: '^[a-z]+$'", "pattern: '^[A-Z]+$'"),
  'request-opened': rule('addition', 'The object now takes fields it does not name.', 'additionalProperties: false', 'additionalProperties: true'),
  'request-closed': rule('breaking', 'Calls passing fields the object does not name no longer compile, and the server refuses them.', 'additionalProperties: true', 'additionalProperties: false'),
  'request-schema-widened': rule('addition', 'The schema was rewritten (unions, allOf) and accepts every value it accepted, and more.', 'anyOf: [string]', 'anyOf: [string, integer]'),
  'request-schema-narrowed': rule('breaking', 'The schema was rewritten and refuses values it accepted: an object split into `oneOf` branches that each require one field refuses a body with both, or with neither.', 'properties: { a, b }', 'properties: { a, b }, oneOf: [{ required: [a] }, { required: [b] }]'),
  'request-schema-changed': rule('breaking', 'The schema was rewritten: it accepts some new values and refuses some old ones (or the comparison cannot tell).', 'oneOf: [A, B]', 'oneOf: [A, C]'),
  'request-default-changed': rule('compatible', 'Calls that leave the field out now get another default.', 'default: 20', 'default: 50'),

  // What the client receives: response fields and headers.
  'response-added': rule('addition', 'A new success response.', "responses: { '200' }", "responses: { '200', '202' }"),
  'response-removed': rule('breaking', 'Code handling that success response no longer applies, and its type goes.', "responses: { '200', '202' }", "responses: { '200' }"),
  'error-response-added': rule('compatible', 'The client turns every error status into an error class whose type does not change.', "responses: { '200' }", "responses: { '200', '409' }"),
  'error-response-removed': rule('compatible', 'The client turns every error status into an error class whose type does not change.', "responses: { '200', '409' }", "responses: { '200' }"),
  'error-response-changed': rule('compatible', 'An error body is neither typed by the client nor checked by `validateResponses`.', "'409': { schema: Conflict }", "'409': { schema: Problem }"),
  'response-media-type-added': rule('addition', 'The response may now come as another media type.', 'content: { application/json }', 'content: { application/json, text/csv }'),
  'response-media-type-removed': rule('breaking', 'Code reading that media type no longer gets it.', 'content: { application/json, text/csv }', 'content: { application/json }'),
  'response-header-added': rule('addition', 'A new response header.', '(no `X-Rate-Limit`)', 'headers: { X-Rate-Limit }'),
  'response-header-removed': rule('breaking', 'A required response header is gone: code reading it from the raw response gets nothing.', 'headers: { X-Rate-Limit: { required: true } }', '(removed)'),
  'response-header-removed-optional': rule('compatible', 'An optional header is gone: code reading it already handles its absence.', 'headers: { X-Rate-Limit }', '(removed)'),
  'response-header-optional': rule('breaking', 'A header that was always sent may now be absent.', 'required: true', 'required: false'),
  'response-header-required': rule('compatible', 'The header is now always sent.', 'required: false', 'required: true'),
  'response-field-added': rule('addition', 'A new field in answers; the object took other fields already.', 'properties: { id }', 'properties: { id, color }'),
  'response-field-removed': rule('breaking', 'Code reading the field no longer compiles.', 'properties: { id, count }', 'properties: { id }'),
  'response-field-optional': rule('breaking', 'The field may be absent: code using it as always present no longer compiles.', 'required: [id, name]', 'required: [id]'),
  'response-field-required': rule('compatible', 'The field is now always present.', 'required: [id]', 'required: [id, name]'),
  'response-field-nullable': rule('breaking', 'The field may be null: code using it as never null no longer compiles, and older validators refuse the answer.', 'type: string', 'type: [string, "null"]'),
  'response-type-widened': rule('breaking', 'The field may hold another kind of value: code typed against the old one no longer compiles.', 'type: integer', 'type: number'),
  'response-type-narrowed': rule('compatible', 'The field holds fewer kinds of value than before: code handling them all still runs.', 'type: [string, "null"]', 'type: string'),
  'response-values-opened': rule('breaking', 'The value is no longer limited to a list: code handling each listed value meets others.', 'enum: [active, archived]', '(no enum)'),
  // As for a value removed below: the wire carries fewer values, but the type narrows from `string`.
  'response-values-restricted': rule('breaking', 'The value is now limited to a list, and the generated type narrows from `string` to it: a comparison or `case` naming another value no longer compiles (TS2367, TS2678).', 'type: string', 'type: string, enum: [active]'),
  'response-value-added': rule('breaking', 'Answers may hold a value the type did not list: exhaustive handling no longer compiles, and older validators refuse the answer.', 'enum: [active, archived]', 'enum: [active, archived, deleted]'),
  // Safe on the wire (oasdiff reports response-property-enum-value-removed as info), but the rules
  // here are read for code compiled against the types, as for response-value-added and
  // request-value-removed: a narrowed union refuses code that names the value.
  'response-value-removed': rule('breaking', "Answers no longer hold the value, but the generated union narrows: a `case` or comparison naming it no longer compiles (TS2678) and its handling goes dead. Code written against the old type breaks, as for a response value added or a request value removed (oasdiff calls it info, looking at the wire alone).", 'enum: [active, archived]', 'enum: [active]'),
  'response-constraint-loosened': rule('breaking', 'Answers may now hold values the old schema refused: clients with `validateResponses: true` reject them (the TypeScript type is unchanged).', "pattern: '\\.\\d{3}Z$'  (milliseconds)", "pattern: '(\\.\\d{3})?Z$'  (milliseconds optional)"),
  'response-constraint-tightened': rule('compatible', 'Answers hold only values the old schema accepted too.', 'maxLength: 100', 'maxLength: 50'),
  'response-constraint-changed': rule('breaking', 'Answers may hold values the old schema refused: clients with `validateResponses: true` reject them.', "pattern: '^[a-z]+$'", "pattern: '^[A-Z]+$'"),
  'response-opened': rule('breaking', 'Answers may carry fields the old schema refused (`additionalProperties: false`): older validators reject them.', 'additionalProperties: false', 'additionalProperties: true'),
  'response-closed': rule('compatible', 'Answers carry only the fields the schema names.', 'additionalProperties: true', 'additionalProperties: false'),
  'response-schema-widened': rule('breaking', 'The schema was rewritten and answers may hold values it did not allow: code and validators written against it meet them.', 'oneOf: [A]', 'oneOf: [A, B]'),
  'response-schema-narrowed': rule('compatible', 'The schema was rewritten and answers hold only values it allowed.', 'anyOf: [A, B]', 'anyOf: [A]'),
  'response-schema-changed': rule('breaking', 'The schema was rewritten: answers may hold values it did not allow (or the comparison cannot tell).', 'oneOf: [A, B]', 'oneOf: [A, C]'),
  'field-deprecated': rule('deprecation', 'The field is marked deprecated.', 'deprecated: false', 'deprecated: true'),

  // What the docs say.
  'schema-rewritten': rule('documentation', 'Written differently, accepting exactly the same values.', "pattern: '^\\d+$'", "pattern: '^[0-9]+$'"),
  'description-changed': rule('documentation', 'A summary, description or title the docs and hovers show.', 'description: The name.', 'description: What the thing is called.'),
  'examples-changed': rule('documentation', 'An example the docs show.', 'example: a', 'example: b'),
  'docs-note-changed': rule('documentation', 'A note the docs show: what is not documented, where a field comes from, the module, permission notes, beta.', "x-not-shown: 'type'", "x-not-shown: 'type and format'"),
  'document-changed': rule('documentation', 'The description of the API as a whole: its introduction, servers, tags.', 'info.description: A', 'info.description: B'),
} satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

export function levelOf(id: RuleId): ChangeLevel {
  return RULES[id].level;
}
