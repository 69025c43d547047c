// fast-check arbitraries for the values a JSON Schema (OpenAPI 3.1) accepts, for the keywords
// request schemas use: type (one or a list), const, enum, anyOf/oneOf/allOf, properties with
// required, items, string formats (uuid, date, date-time, email, uri) and patterns, minLength /
// maxLength, minimum / maximum, and local $refs. A schema that constrains nothing (an open field)
// takes any JSON value. The values are valid by construction; the hostile suites then mutate them.
import fc from 'fast-check';
import { unescapeToken } from '../../generator/json-pointer.ts';

type Schema = Record<string, any> | boolean;

/** Deepest chain of $refs followed; past it a nullable or open schema ends the value. */
const MAX_REF_DEPTH = 6;

/** The node a local `$ref` (`#/components/schemas/Name`) points at in `document`. */
export function resolveRef(document: Record<string, any>, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are followed, not ${ref}`);
  const node = ref
    .slice(2)
    .split('/')
    .map(unescapeToken)
    .reduce<any>((at, part) => at?.[part], document);
  if (node === undefined) throw new Error(`${ref} names nothing in the document`);
  return node;
}

/** Values `schema` accepts; `$ref`s resolve against `document`. */
export function schemaArbitrary(schema: Schema, document: Record<string, any>, refDepth = 0): fc.Arbitrary<unknown> {
  if (schema === true || (typeof schema === 'object' && Object.keys(schema).every((k) => k === 'description' || k.startsWith('x-') || k === 'examples'))) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) throw new Error('A false schema accepts no value');
  if (typeof schema.$ref === 'string') {
    if (refDepth >= MAX_REF_DEPTH) return fc.constant(null);
    return schemaArbitrary(resolveRef(document, schema.$ref), document, refDepth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice: Schema) => schemaArbitrary(choice, document, refDepth)));
  if (Array.isArray(schema.allOf)) {
    return fc.tuple(...schema.allOf.map((part: Schema) => schemaArbitrary(part, document, refDepth))).map((parts) => Object.assign({}, ...parts));
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typed(type, schema, document, refDepth)));
}

function typed(type: string, schema: Record<string, any>, document: Record<string, any>, refDepth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = schema.items === undefined ? fc.jsonValue({ maxDepth: 1 }) : schemaArbitrary(schema.items, document, refDepth);
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, document, refDepth)]));
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      throw new Error(`Unknown JSON Schema type "${type}"`);
  }
}

function stringOf(schema: Record<string, any>): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 40;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01T00:00:00.000Z'), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1970-01-01T00:00:00.000Z'), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength));
  return fc.string({ minLength, maxLength: Math.max(maxLength, minLength) });
}

/** Each JSON operation of an OpenAPI document with its request body schema (null when it takes no body). */
export function jsonOperations(document: Record<string, any>): { name: string; method: string; path: string; schema: Schema | null }[] {
  const found: { name: string; method: string; path: string; schema: Schema | null }[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Record<string, any>>(item)) {
      if (typeof operation?.operationId !== 'string') continue;
      const content = operation.requestBody?.content;
      if (content && !content['application/json']) continue;
      found.push({ name: operation.operationId, method: method.toUpperCase(), path, schema: content?.['application/json']?.schema ?? null });
    }
  }
  return found;
}
