// The fixture pairs of rules.test.ts: each a small edit to one small document, with the verdict
// the rules call for (level and rule) written from docs/change-rules.md, not from the code's output.
// One pair per rule and per boundary of it: equal (no change, or the same values written
// otherwise), wider, narrower and replaced. `v` is the field under test.
type Doc = Record<string, any>;
type Edit = (d: Doc) => void;

export interface Pair {
  name: string;
  before?: Edit;
  after: Edit;
  /** `level rule`, in the report's order (most severe first); [] for no change. */
  want: string[];
  /** Words the first change's message must hold: the field and what changed. */
  says?: string[];
}

/** A generic document (no service profile): one operation whose client namespace comes from its first tag. */
export function baseDocument(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Pairs API', version: '1.0.0' },
    components: {
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' }, bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Tag: { type: 'object', properties: { label: { type: 'string' } } } },
    },
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          tags: ['Things'],
          security: [{ basicAuth: ['write'] }],
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } } },
          responses: {
            '200': {
              description: 'The thing.',
              headers: { 'X-Rate-Limit': { required: true, schema: { type: 'integer' } }, 'X-Trace': { schema: { type: 'string' } } },
              content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, tag: { $ref: '#/components/schemas/Tag' } } } } },
            },
            '409': { description: 'Conflict.', content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string' } } } } } },
          },
        },
      },
    },
  };
}

const op = (d: Doc) => d.paths['/things'].post;
const request = (d: Doc) => op(d).requestBody.content['application/json'].schema;
const response = (d: Doc) => op(d).responses['200'].content['application/json'].schema;

/** `v` in the request body, as `before` then as `after`. */
function req(name: string, before: unknown, after: unknown, want: string[], says?: string[]): Pair {
  return { name: `request: ${name}`, before: (d) => void (request(d).properties.v = before), after: (d) => void (request(d).properties.v = after), want, says };
}

/** `v` in the success response (always present), as `before` then as `after`. */
function res(name: string, before: unknown, after: unknown, want: string[], says?: string[]): Pair {
  const put = (value: unknown) => (d: Doc) => {
    response(d).properties.v = value;
    response(d).required.push('v');
  };
  return { name: `response: ${name}`, before: put(before), after: put(after), want, says };
}

const MS = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
const MS_OPTIONAL = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const S = { type: 'string' };
const kind = (value: string, extra: Doc = {}) => ({ type: 'object', required: ['kind'], properties: { kind: { const: value }, ...extra } });

export const PAIRS: Pair[] = [
  // Types: what the client sends.
  req('type equal, written in another order', { type: ['string', 'null'] }, { type: ['null', 'string'] }, []),
  req('type widened by null', S, { type: ['string', 'null'] }, ['addition request-type-widened'], ['request field `$.v`', 'null']),
  req('type narrowed from nullable', { type: ['string', 'null'] }, S, ['breaking request-type-narrowed']),
  req('integer widened to number', { type: 'integer' }, { type: 'number' }, ['addition request-type-widened']),
  req('number narrowed to integer', { type: 'number' }, { type: 'integer' }, ['breaking request-type-narrowed']),
  req('type replaced', S, { type: 'integer' }, ['breaking type-changed'], ['string → integer']),
  req('type dropped: any value', S, { description: 'Its type is not documented.' }, ['addition request-type-widened', 'documentation description-changed'], ['any type']),
  req('type put on a free value', {}, S, ['breaking request-type-narrowed']),
  req('nullable (3.0 style) added', S, { type: 'string', nullable: true }, ['addition request-type-widened']),
  // Types: what the client receives.
  res('type equal', S, { type: 'string' }, []),
  res('made nullable', S, { type: ['string', 'null'] }, ['breaking response-field-nullable'], ['response field `$.v` may now be null']),
  res('no longer nullable', { type: ['string', 'null'] }, S, ['compatible response-type-narrowed']),
  res('integer widened to number', { type: 'integer' }, { type: 'number' }, ['breaking response-type-widened']),
  res('number narrowed to integer', { type: 'number' }, { type: 'integer' }, ['compatible response-type-narrowed']),
  res('type replaced', S, { type: 'boolean' }, ['breaking type-changed']),
  res('made nullable through anyOf', S, { anyOf: [S, { type: 'null' }] }, ['breaking response-field-nullable']),
  res('nullable written as a union instead of a type list', { type: ['string', 'null'] }, { anyOf: [S, { type: 'null' }] }, ['documentation schema-rewritten']),
  res('nullable (3.0 style) added', S, { type: 'string', nullable: true }, ['breaking response-field-nullable']),

  // Values: enum and const.
  req('enum put on a free value', S, { type: 'string', enum: ['a', 'b'] }, ['breaking request-values-restricted'], ['request field `$.v` now accepts only `"a"` and `"b"`']),
  req('enum taken off', { type: 'string', enum: ['a', 'b'] }, S, ['addition request-values-opened']),
  req('enum value added', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a', 'b', 'c'] }, ['addition request-value-added'], ['`"c"`']),
  req('enum value removed', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a'] }, ['breaking request-value-removed'], ['`"b"`']),
  req('enum reordered', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['b', 'a'] }, []),
  req('enum value replaced', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['a', 'c'] }, ['breaking request-value-removed', 'addition request-value-added']),
  req('const replaced', { const: 'a' }, { const: 'b' }, ['breaking request-value-removed', 'addition request-value-added']),
  req('const put on a free value', S, { type: 'string', const: 'a' }, ['breaking request-values-restricted']),
  res('enum value added', { type: 'string', enum: ['active', 'archived'] }, { type: 'string', enum: ['active', 'archived', 'deleted'] }, ['breaking response-value-added']),
  res('enum value removed', { type: 'string', enum: ['active', 'archived'] }, { type: 'string', enum: ['active'] }, ['breaking response-value-removed']),
  res('enum put on a free value', S, { type: 'string', enum: ['active'] }, ['breaking response-values-restricted']),
  res('enum taken off', { type: 'string', enum: ['active'] }, S, ['breaking response-values-opened']),
  res('enum reordered', { type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['b', 'a'] }, []),

  // Numbers.
  req('maximum equal', { type: 'integer', maximum: 100 }, { type: 'integer', maximum: 100 }, []),
  req('maximum lowered', { type: 'integer', maximum: 100 }, { type: 'integer', maximum: 50 }, ['breaking request-constraint-tightened'], ['maximum 100 → 50']),
  req('maximum raised', { type: 'integer', maximum: 100 }, { type: 'integer', maximum: 200 }, ['compatible request-constraint-loosened']),
  req('maximum added', { type: 'integer' }, { type: 'integer', maximum: 10 }, ['breaking request-constraint-tightened']),
  req('maximum removed', { type: 'integer', maximum: 10 }, { type: 'integer' }, ['compatible request-constraint-loosened']),
  req('minimum raised', { type: 'integer', minimum: 0 }, { type: 'integer', minimum: 1 }, ['breaking request-constraint-tightened']),
  req('minimum lowered', { type: 'integer', minimum: 1 }, { type: 'integer', minimum: 0 }, ['compatible request-constraint-loosened']),
  req('exclusiveMinimum raised', { type: 'number', exclusiveMinimum: 0 }, { type: 'number', exclusiveMinimum: 1 }, ['breaking request-constraint-tightened']),
  req('an exclusive bound made inclusive (3.0 flags)', { type: 'number', minimum: 10, exclusiveMinimum: true }, { type: 'number', minimum: 10 }, ['compatible request-constraint-loosened'], ['minimum > 10 → 10']),
  req('the 3.0 exclusive flag set without a bound', { type: 'number' }, { type: 'number', exclusiveMaximum: true }, []),
  req('multipleOf made coarser', { type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 4 }, ['breaking request-constraint-tightened']),
  req('multipleOf made finer', { type: 'integer', multipleOf: 4 }, { type: 'integer', multipleOf: 2 }, ['compatible request-constraint-loosened']),
  req('multipleOf replaced', { type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 3 }, ['breaking request-constraint-changed']),
  res('maximum raised', { type: 'integer', maximum: 100 }, { type: 'integer', maximum: 200 }, ['breaking response-constraint-loosened'], ['maximum 100 → 200']),
  res('maximum lowered', { type: 'integer', maximum: 100 }, { type: 'integer', maximum: 50 }, ['compatible response-constraint-tightened']),
  res('minimum removed', { type: 'integer', minimum: 0 }, { type: 'integer' }, ['breaking response-constraint-loosened']),
  res('maximum equal', { type: 'integer', maximum: 5 }, { type: 'integer', maximum: 5 }, []),

  // Strings: lengths, patterns, formats.
  req('maxLength lowered', { type: 'string', maxLength: 10 }, { type: 'string', maxLength: 5 }, ['breaking request-constraint-tightened']),
  req('maxLength raised', { type: 'string', maxLength: 10 }, { type: 'string', maxLength: 20 }, ['compatible request-constraint-loosened']),
  req('minLength added', S, { type: 'string', minLength: 1 }, ['breaking request-constraint-tightened']),
  res('maxLength raised', { type: 'string', maxLength: 10 }, { type: 'string', maxLength: 20 }, ['breaking response-constraint-loosened']),
  res('minLength lowered', { type: 'string', minLength: 1 }, { type: 'string', minLength: 0 }, ['breaking response-constraint-loosened']),
  req('pattern replaced by one accepting everything', { type: 'string', pattern: '^\\w+$' }, { type: 'string', pattern: '.*' }, ['compatible request-constraint-loosened'], ['pattern `^\\w+$` → `.*`', 'accepts more']),
  req('pattern accepting everything replaced by a word', { type: 'string', pattern: '.*' }, { type: 'string', pattern: '^\\w+$' }, ['breaking request-constraint-tightened']),
  req('pattern written otherwise, same strings', { type: 'string', pattern: '^\\d+$' }, { type: 'string', pattern: '^[0-9]+$' }, []),
  req('pattern replaced by a disjoint one', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string', pattern: '^[A-Z]+$' }, ['breaking request-constraint-changed']),
  req('pattern added', S, { type: 'string', pattern: '^[a-z]+$' }, ['breaking request-constraint-tightened']),
  req('pattern removed', { type: 'string', pattern: '^[a-z]+$' }, S, ['compatible request-constraint-loosened']),
  req('pattern widened by an alternative', { type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'string', pattern: '^(?:[A-Z]{3}|[0-9]{3})$' }, ['compatible request-constraint-loosened']),
  req('unanchored pattern anchored', { type: 'string', pattern: 'abc' }, { type: 'string', pattern: '^abc$' }, ['breaking request-constraint-tightened']),
  req('pattern made case-insensitive by a leading (?i)', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string', pattern: '(?i)^[a-z]+$' }, ['compatible request-constraint-loosened']),
  req('leading (?i) written as a class of both cases', { type: 'string', pattern: '(?i)^[0-9a-f]{4}$' }, { type: 'string', pattern: '^[0-9a-fA-F]{4}$' }, []),
  res('timestamp milliseconds made optional', { type: 'string', pattern: MS }, { type: 'string', pattern: MS_OPTIONAL }, ['breaking response-constraint-loosened'], ['pattern']),
  res('timestamp milliseconds made required', { type: 'string', pattern: MS_OPTIONAL }, { type: 'string', pattern: MS }, ['compatible response-constraint-tightened']),
  res('pattern replaced by a disjoint one', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string', pattern: '^[A-Z]+$' }, ['breaking response-constraint-changed']),
  res('pattern written otherwise', { type: 'string', pattern: '^\\d{3}$' }, { type: 'string', pattern: '^[0-9][0-9][0-9]$' }, []),
  req('format added', S, { type: 'string', format: 'uuid' }, ['breaking request-constraint-tightened']),
  req('format removed', { type: 'string', format: 'uuid' }, S, ['compatible request-constraint-loosened']),
  req('format replaced', { type: 'string', format: 'uuid' }, { type: 'string', format: 'date-time' }, ['breaking request-constraint-changed']),
  req('a format the validators do not check added', S, { type: 'string', format: 'iso-country-code' }, []),
  res('format removed', { type: 'string', format: 'date-time' }, S, ['breaking response-constraint-loosened']),

  // Arrays.
  req('minItems raised', { type: 'array', items: S, minItems: 0 }, { type: 'array', items: S, minItems: 1 }, ['breaking request-constraint-tightened']),
  req('maxItems raised', { type: 'array', items: S, maxItems: 10 }, { type: 'array', items: S, maxItems: 20 }, ['compatible request-constraint-loosened']),
  req('uniqueItems required', { type: 'array', items: S }, { type: 'array', items: S, uniqueItems: true }, ['breaking request-constraint-tightened']),
  res('uniqueItems dropped', { type: 'array', items: S, uniqueItems: true }, { type: 'array', items: S }, ['breaking response-constraint-loosened']),
  req('items made nullable', { type: 'array', items: S }, { type: 'array', items: { type: ['string', 'null'] } }, ['addition request-type-widened'], ['`$.v[*]`']),
  res('items type replaced', { type: 'array', items: S }, { type: 'array', items: { type: 'integer' } }, ['breaking type-changed']),

  // Object fields: what the client sends.
  { name: 'request: optional field added', after: (d) => void (request(d).properties.color = S), want: ['addition request-field-added'], says: ['request field `$.color` added'] },
  { name: 'request: required field added', after: (d) => { request(d).properties.color = S; request(d).required.push('color'); }, want: ['breaking request-field-required'], says: ['`$.color` added, required'] },
  { name: 'request: field removed', before: (d) => void (request(d).properties.note = S), after: () => {}, want: ['breaking request-field-removed'] },
  { name: 'request: field removed from an open object', before: (d) => { request(d).properties.note = S; request(d).additionalProperties = true; }, after: (d) => void (request(d).additionalProperties = true), want: ['compatible request-field-removed-open'] },
  { name: 'request: field made required', before: (d) => void (request(d).properties.note = S), after: (d) => { request(d).properties.note = S; request(d).required.push('note'); }, want: ['breaking request-field-required'] },
  { name: 'request: field made optional', after: (d) => void (request(d).required = []), want: ['compatible request-field-optional'] },
  { name: 'request: required list reordered', before: (d) => { request(d).properties.note = S; request(d).required = ['name', 'note']; }, after: (d) => { request(d).properties.note = S; request(d).required = ['note', 'name']; }, want: [] },
  { name: 'request: field made read-only (no longer part of a request)', before: (d) => void (request(d).properties.note = S), after: (d) => void (request(d).properties.note = { type: 'string', readOnly: true }), want: ['breaking request-field-removed'] },
  { name: 'request: a required read-only field made writable', before: (d) => { request(d).properties.id = { type: 'string', readOnly: true }; request(d).required.push('id'); }, after: (d) => { request(d).properties.id = S; request(d).required.push('id'); }, want: ['breaking request-field-required'] },
  { name: 'request: object opened', before: (d) => void (request(d).additionalProperties = false), after: (d) => void (request(d).additionalProperties = true), want: ['addition request-opened'] },
  { name: 'request: object closed', before: (d) => void (request(d).additionalProperties = true), after: (d) => void (request(d).additionalProperties = false), want: ['breaking request-closed'] },
  req('map values replaced', { type: 'object', additionalProperties: S }, { type: 'object', additionalProperties: { type: 'integer' } }, ['breaking type-changed'], ['`$.v.*`']),
  req('default changed', { type: 'integer', default: 20 }, { type: 'integer', default: 50 }, ['compatible request-default-changed']),

  // Object fields: what the client receives.
  { name: 'response: field added', after: (d) => void (response(d).properties.color = S), want: ['addition response-field-added'] },
  { name: 'response: field removed', before: (d) => void (response(d).properties.color = S), after: () => {}, want: ['breaking response-field-removed'] },
  { name: 'response: field may now be absent', after: (d) => void (response(d).required = []), want: ['breaking response-field-optional'] },
  { name: 'response: field now always present', after: (d) => void response(d).required.push('tag'), want: ['compatible response-field-required'] },
  { name: 'response: field made write-only (no longer returned)', after: (d) => void (response(d).properties.id = { type: 'string', writeOnly: true }), want: ['breaking response-field-removed'] },
  { name: 'response: object opened', before: (d) => void (response(d).additionalProperties = false), after: () => {}, want: ['breaking response-opened'] },
  { name: 'response: object closed', after: (d) => void (response(d).additionalProperties = false), want: ['compatible response-closed'] },
  { name: 'response: field of a shared schema removed', after: (d) => void delete d.components.schemas.Tag.properties.label, want: ['breaking response-field-removed'], says: ['response field `Tag.label` removed'] },

  // Schemas rewritten: unions, allOf, not.
  { name: 'request: object split into oneOf branches each requiring one field', before: (d) => { request(d).properties.email = S; request(d).properties.phone = S; }, after: (d) => { request(d).properties.email = S; request(d).properties.phone = S; request(d).oneOf = [{ required: ['email'] }, { required: ['phone'] }]; }, want: ['breaking request-schema-narrowed'], says: ['request body', 'oneOf'] },
  req('anyOf member added', { anyOf: [S] }, { anyOf: [S, { type: 'integer' }] }, ['addition request-schema-widened']),
  req('anyOf member removed', { anyOf: [S, { type: 'integer' }] }, { anyOf: [S] }, ['breaking request-schema-narrowed']),
  req('oneOf member replaced', { oneOf: [kind('a'), kind('b')] }, { oneOf: [kind('a'), kind('c')] }, ['breaking request-value-removed', 'addition request-value-added']),
  req('oneOf of three with one replaced by an overlapping shape', { oneOf: [kind('a'), kind('b'), S] }, { oneOf: [kind('a'), kind('b')] }, ['breaking request-schema-narrowed']),
  req('oneOf discriminated member added', { oneOf: [kind('a'), kind('b')] }, { oneOf: [kind('a'), kind('b'), kind('c')] }, ['addition request-schema-widened']),
  req('oneOf member added that overlaps another', { oneOf: [S, { type: 'number' }] }, { oneOf: [S, { type: 'number' }, { type: 'integer' }] }, ['breaking request-schema-narrowed']),
  req('allOf member with a widened pattern', { allOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }] }, { allOf: [{ type: 'string', pattern: '^(?:[A-Z]{3}|[0-9]{3})$' }] }, ['compatible request-constraint-loosened'], ['request field `$.v`', 'pattern `^[A-Z]{3}$` → `^(?:[A-Z]{3}|[0-9]{3})$`']),
  req('anyOf replaced by a union of other types', { anyOf: [S, { type: 'integer' }] }, { anyOf: [{ type: 'boolean' }] }, ['breaking request-schema-changed']),
  req('allOf member added', { allOf: [{ type: 'object' }] }, { allOf: [{ type: 'object' }, { required: ['x'] }] }, ['breaking request-schema-narrowed']),
  req('allOf member removed', { allOf: [{ type: 'object' }, { required: ['x'] }] }, { allOf: [{ type: 'object' }] }, ['addition request-schema-widened']),
  req('nullable type list written as anyOf', { type: ['string', 'null'] }, { anyOf: [S, { type: 'null' }] }, ['documentation schema-rewritten']),
  req('`not` added', S, { type: 'string', not: { const: 'x' } }, ['breaking request-schema-narrowed']),
  req('oneOf of the same members reordered', { oneOf: [kind('a'), kind('b')] }, { oneOf: [kind('b'), kind('a')] }, []),
  res('oneOf member added', { oneOf: [kind('a')] }, { oneOf: [kind('a'), kind('b')] }, ['breaking response-schema-widened']),
  res('anyOf member removed', { anyOf: [S, { type: 'integer' }] }, { anyOf: [S] }, ['compatible response-schema-narrowed']),
  res('`not` changed', { type: 'string', not: { const: 'x' } }, { type: 'string', not: { const: 'y' } }, ['breaking response-schema-changed']),

  // Notes, deprecation and extensions.
  req('field deprecated', S, { type: 'string', deprecated: true }, ['deprecation field-deprecated']),
  req('description changed', { type: 'string', description: 'A.' }, { type: 'string', description: 'B.' }, ['documentation description-changed']),
  req('an extension no output reads changed', { type: 'string', 'x-internal': 1 }, { type: 'string', 'x-internal': 2 }, []),
  req('a note the docs show changed', { type: 'string', 'x-not-shown': 'format' }, { type: 'string', 'x-not-shown': 'format and length' }, ['documentation docs-note-changed']),
  req('an example changed', { type: 'string', examples: ['a'] }, { type: 'string', examples: ['b'] }, ['documentation examples-changed']),

  // Parameters.
  { name: 'parameter: optional one added', after: (d) => void op(d).parameters.push({ name: 'cursor', in: 'query', schema: S }), want: ['addition parameter-added'] },
  { name: 'parameter: required one added', after: (d) => void op(d).parameters.push({ name: 'X-Request-Id', in: 'header', required: true, schema: S }), want: ['breaking parameter-added-required'] },
  { name: 'parameter: removed', after: (d) => void (op(d).parameters = []), want: ['breaking parameter-removed'] },
  { name: 'parameter: made required', after: (d) => void (op(d).parameters[0].required = true), want: ['breaking parameter-required'] },
  { name: 'parameter: made optional', before: (d) => void (op(d).parameters[0].required = true), after: () => {}, want: ['compatible parameter-optional'] },
  { name: 'parameter: written another way', after: (d) => void (op(d).parameters[0].explode = false), want: ['breaking parameter-serialization-changed'] },
  { name: 'parameter: the default style written out', after: (d) => { op(d).parameters[0].style = 'form'; op(d).parameters[0].explode = true; }, want: [] },
  { name: 'parameter: maximum lowered', after: (d) => void (op(d).parameters[0].schema.maximum = 50), want: ['breaking request-constraint-tightened'], says: ['query parameter `limit`'] },
  { name: 'parameter: enum put on it', after: (d) => void (op(d).parameters[0].schema.enum = [10, 20]), want: ['breaking request-values-restricted'] },
  { name: 'parameter: no longer takes an empty value', before: (d) => void (op(d).parameters[0].allowEmptyValue = true), after: () => {}, want: ['breaking request-constraint-tightened'] },
  { name: 'parameter: deprecated', after: (d) => void (op(d).parameters[0].deprecated = true), want: ['deprecation parameter-deprecated'] },
  { name: 'parameter: header name in other letters', before: (d) => void (op(d).parameters = [{ name: 'x-trace', in: 'header', schema: S }]), after: (d) => void (op(d).parameters = [{ name: 'X-Trace', in: 'header', schema: S }]), want: [] },

  // The request body.
  { name: 'body: made optional', after: (d) => void (op(d).requestBody.required = false), want: ['compatible request-body-optional'] },
  { name: 'body: made required', before: (d) => void (op(d).requestBody.required = false), after: () => {}, want: ['breaking request-body-required'] },
  { name: 'body: optional one added', before: (d) => void delete op(d).requestBody, after: (d) => void (op(d).requestBody.required = false), want: ['addition request-body-added'] },
  { name: 'body: removed', after: (d) => void delete op(d).requestBody, want: ['breaking request-body-removed'] },
  { name: 'body: media type added', after: (d) => void (op(d).requestBody.content['text/csv'] = { schema: S }), want: ['addition request-media-type-added'] },
  { name: 'body: media type removed', before: (d) => void (op(d).requestBody.content['text/csv'] = { schema: S }), after: () => {}, want: ['breaking request-media-type-removed'] },

  // Responses and their headers.
  { name: 'responses: success status added', after: (d) => void (op(d).responses['202'] = { description: 'Accepted.' }), want: ['addition response-added'] },
  { name: 'responses: success status removed', before: (d) => void (op(d).responses['202'] = { description: 'Accepted.' }), after: () => {}, want: ['breaking response-removed'] },
  { name: 'responses: error status added', after: (d) => void (op(d).responses['422'] = { description: 'Invalid.' }), want: ['compatible error-response-added'] },
  { name: 'responses: error status removed', after: (d) => void delete op(d).responses['409'], want: ['compatible error-response-removed'] },
  { name: 'responses: error body field removed', after: (d) => void delete op(d).responses['409'].content['application/json'].schema.properties.code, want: ['compatible error-response-changed'] },
  { name: 'responses: media type removed', before: (d) => void (op(d).responses['200'].content['text/csv'] = { schema: S }), after: () => {}, want: ['breaking response-media-type-removed'] },
  { name: 'responses: media type added', after: (d) => void (op(d).responses['200'].content['text/csv'] = { schema: S }), want: ['addition response-media-type-added'] },
  { name: 'headers: required one removed', after: (d) => void delete op(d).responses['200'].headers['X-Rate-Limit'], want: ['breaking response-header-removed'], says: ['`X-Rate-Limit`'] },
  { name: 'headers: optional one removed', after: (d) => void delete op(d).responses['200'].headers['X-Trace'], want: ['compatible response-header-removed-optional'] },
  { name: 'headers: one added', after: (d) => void (op(d).responses['200'].headers['X-Cost'] = { schema: { type: 'integer' } }), want: ['addition response-header-added'] },
  { name: 'headers: may now be absent', after: (d) => void (op(d).responses['200'].headers['X-Rate-Limit'].required = false), want: ['breaking response-header-optional'] },
  { name: 'headers: now always sent', after: (d) => void (op(d).responses['200'].headers['X-Trace'].required = true), want: ['compatible response-header-required'] },
  { name: 'headers: type replaced', after: (d) => void (op(d).responses['200'].headers['X-Rate-Limit'].schema = S), want: ['breaking type-changed'] },

  // Security.
  { name: 'security: a scope added', after: (d) => void (op(d).security = [{ basicAuth: ['write', 'admin'] }]), want: ['breaking security-added'] },
  { name: 'security: scopes dropped', after: (d) => void (op(d).security = [{ basicAuth: [] }]), want: ['compatible security-relaxed'] },
  { name: 'security: another scheme', after: (d) => void (op(d).security = [{ bearer: [] }]), want: ['breaking security-changed'] },
  { name: 'security: an alternative added', after: (d) => void (op(d).security = [{ basicAuth: ['write'] }, { bearer: [] }]), want: ['compatible security-relaxed'] },
  { name: 'security: none needed before', before: (d) => void (op(d).security = []), after: () => {}, want: ['breaking security-added'] },
  { name: 'security: the document asks for a scope its operations take from it', before: (d) => void delete op(d).security, after: (d) => { delete op(d).security; d.security = [{ basicAuth: ['write'] }]; }, want: ['breaking security-added'] },
  { name: 'security: scheme removed', after: (d) => { delete d.components.securitySchemes.bearer; }, want: ['breaking security-scheme-removed'] },
  { name: 'security: scheme changed', after: (d) => void (d.components.securitySchemes.bearer = { type: 'apiKey', in: 'header', name: 'X-Key' }), want: ['breaking security-scheme-changed'] },
  { name: 'security: scheme added', after: (d) => void (d.components.securitySchemes.apiKey = { type: 'apiKey', in: 'query', name: 'key' }), want: ['documentation security-scheme-added'] },

  // Operations and the names the client exports.
  { name: 'operation: removed', after: (d) => void delete d.paths['/things'], want: ['breaking operation-removed'] },
  { name: 'operation: added', after: (d) => void (d.paths['/other'] = { get: { operationId: 'listOthers', responses: { '200': { description: 'OK.' } } } }), want: ['addition operation-added'] },
  { name: 'operation: moved to another path, the same otherwise', after: (d) => { d.paths['/items'] = d.paths['/things']; delete d.paths['/things']; op({ paths: { '/things': d.paths['/items'] } }).operationId = 'createItem'; }, want: ['breaking operation-renamed'] },
  { name: 'operation: deprecated', after: (d) => void (op(d).deprecated = true), want: ['deprecation operation-deprecated'] },
  // The docs group operations by their first tag too.
  { name: 'operation: first tag renamed', after: (d) => void (op(d).tags = ['Items']), want: ['breaking client-method-renamed', 'documentation docs-note-changed'], says: ['`client.things.createThing()` → `client.items.createThing()`', '`ThingsCreateThingParams` → `ItemsCreateThingParams`'] },
  // Type names are numbered on a clash, in the order operations come: a new operation first takes them.
  { name: 'types: a new operation takes the exported type names of an existing one', after: (d) => void (d.paths = { '/first': { post: { operationId: 'thing', tags: ['ThingsCreate'], responses: { '200': { description: 'OK.' } } } }, ...d.paths }), want: ['breaking client-type-renamed', 'addition operation-added'], says: ['`ThingsCreateThingParams` → `ThingsCreateThing2Params`'] },
  { name: 'operation: a second tag added', after: (d) => void (op(d).tags = ['Things', 'Items']), want: [] },
  { name: 'operation: operationId renamed', after: (d) => void (op(d).operationId = 'makeThing'), want: ['breaking client-method-renamed'] },
  { name: 'operation: summary changed', after: (d) => void (op(d).summary = 'Create a thing'), want: ['documentation description-changed'] },
  { name: 'types: component added', after: (d) => void (d.components.schemas.Color = S), want: ['addition type-added'] },
  { name: 'types: component removed', before: (d) => void (d.components.schemas.Color = S), after: () => {}, want: ['breaking type-removed'] },
  { name: 'types: component moved inline, the same values', after: (d) => void (response(d).properties.tag = structuredClone(d.components.schemas.Tag)), want: [] },
  { name: 'document: description changed', after: (d) => void (d.info.description = 'About things.'), want: ['documentation document-changed'] },
  { name: 'document: version changed (the package keeps its own)', after: (d) => void (d.info.version = '2.0.0'), want: [] },
];
