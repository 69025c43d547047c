// Flattens a JSON schema into the rows of a field table: `name`, `parent.child`, `items[].child`,
// at most `maxDepth` levels deep, so nested records are shown without exploding the table.
import { isAnnotationKey } from '../../schema/json-schema.ts';
import { followRef, type SchemaTable } from '../../model/schemas.ts';
import { schemaComponentName } from '../../json-pointer.ts';
import type { JsonSchema } from '../../model/types.ts';

export interface FieldRow {
  /** Dotted path: `candidateId`, `results[].id`, `author.email`. */
  name: string;
  /** `string (uuid)`, `Candidate`, `array of EmailAddress`, `string \| null`. */
  type: string;
  required: boolean;
  /**
   * The named component (`components.schemas`) that declares the field, whose `required` list
   * decides `required`; null when an inline schema declares it (a request's own fields).
   */
  declaredIn: string | null;
  nullable: boolean;
  /** The schema names no type (`any`): it admits every value, null included. */
  untyped: boolean;
  description: string;
  /** What the source does not show about this field (`x-not-shown`). */
  notShown: string | null;
  /** Where the field comes from when it is not the source description (`x-external-source`). */
  externalSource: string | null;
  deprecated: boolean;
  /**
   * The named object component the field's type is (`Application`, or the items of `array of
   * Application`): a record the docs describe once and link to. Null for anything else.
   */
  record: string | null;
}

interface Resolved {
  schema: Record<string, any>;
  /** Component name when the schema is (a nullable wrapper of) a named component. */
  refName: string | null;
  nullable: boolean;
  /** Keywords written beside a `$ref` (its description), which win over the target's. */
  siblings: Record<string, any>;
}

/** The type label of a schema that names no type. */
const UNTYPED = 'any';

/**
 * Rows for the properties of `schema` (an object, possibly through $ref, allOf or a nullable anyOf).
 * `records: false` stops at a field whose type is a named record (FieldRow.record), described once elsewhere.
 */
export function schemaFields(schemas: SchemaTable, schema: JsonSchema | null | undefined, options: { maxDepth?: number; records?: boolean } = {}): FieldRow[] {
  const rows: FieldRow[] = [];
  if (schema == null || typeof schema === 'boolean') return rows;
  collect(schemas, resolve(schemas, schema), '', 1, { maxDepth: options.maxDepth ?? 2, records: options.records ?? true }, rows, new Set());
  return rows;
}

function collect(schemas: SchemaTable, node: Resolved, prefix: string, depth: number, options: { maxDepth: number; records: boolean }, rows: FieldRow[], seen: Set<string>): void {
  const { properties, required, declaredIn } = objectShape(schemas, node.schema, node.refName);
  for (const [name, raw] of Object.entries(properties)) {
    const field = resolve(schemas, raw);
    const path = prefix ? `${prefix}.${name}` : name;
    const fieldRow = row(schemas, path, field, required.has(name), declaredIn.get(name) ?? null);
    rows.push(fieldRow);
    if (depth >= options.maxDepth || (!options.records && fieldRow.record)) continue;
    // Recurse into a nested object, or into the items of an array of objects; never through a cycle.
    const items = field.schema.type === 'array' || (Array.isArray(field.schema.type) && field.schema.type.includes('array')) ? field.schema.items : null;
    const inner = items ? resolve(schemas, items) : field;
    const key = inner.refName ?? '';
    if (key && seen.has(key)) continue;
    if (Object.keys(objectShape(schemas, inner.schema).properties).length === 0) continue;
    collect(schemas, inner, items ? `${path}[]` : path, depth + 1, options, rows, key ? new Set([...seen, key]) : seen);
  }
}

function row(schemas: SchemaTable, name: string, field: Resolved, required: boolean, declaredIn: string | null): FieldRow {
  const merged = { ...field.schema, ...field.siblings };
  const type = typeLabel(schemas, field);
  return {
    name,
    type,
    required,
    declaredIn,
    nullable: field.nullable,
    untyped: type === UNTYPED,
    description: String(merged.description ?? ''),
    notShown: notShownText(merged['x-not-shown']),
    externalSource: typeof merged['x-external-source'] === 'string' ? merged['x-external-source'] : null,
    deprecated: merged.deprecated === true,
    record: recordOf(schemas, field),
  };
}

/** The named record a schema is, directly or as the items of an array (an operation's body: `Pet`, `Pet[]`), or null. */
export function recordNamed(schemas: SchemaTable, schema: JsonSchema | null | undefined): string | null {
  return recordOf(schemas, resolve(schemas, schema));
}

/**
 * What a body that is a list holds (`type: array`, also through $ref): the named record its items
 * are (`Pet`), else null, with their schema and type label (`string (uuid)`). Null for a body that is no list.
 */
export function listItems(schemas: SchemaTable, schema: JsonSchema | null | undefined): { record: string | null; items: JsonSchema | null; type: string } | null {
  const body = resolve(schemas, schema);
  const types: string[] = Array.isArray(body.schema.type) ? body.schema.type : [body.schema.type];
  if (!types.includes('array')) return null;
  return { record: recordOf(schemas, body), items: body.schema.items ?? null, type: typeLabel(schemas, resolve(schemas, body.schema.items)) };
}

/** The named record a field's type is, directly or as the items of an array (see FieldRow.record). */
function recordOf(schemas: SchemaTable, field: Resolved): string | null {
  const types: string[] = Array.isArray(field.schema.type) ? field.schema.type : field.schema.type ? [field.schema.type] : [];
  const target = types.includes('array') ? resolve(schemas, field.schema.items) : field;
  if (!target.refName || baseType(schemas, target.schema, target.refName) !== target.refName) return null;
  return Object.keys(objectShape(schemas, target.schema).properties).length > 0 ? target.refName : null;
}

/**
 * Follows $ref (also one wrapped in a one-part allOf, see refWrapperAsRef) and unwraps
 * `anyOf/oneOf: [X, {type: null}]` and `type: [X, 'null']` into X + nullable; OpenAPI 3.0's
 * `nullable: true` makes it nullable too (see saysNullable).
 */
export function resolve(schemas: SchemaTable, raw: any): Resolved {
  if (raw === true || raw == null || typeof raw !== 'object') return { schema: {}, refName: null, nullable: false, siblings: {} };
  const { $ref, ...siblings } = refWrapperAsRef(raw) ?? raw;
  const refName = typeof $ref === 'string' ? schemaComponentName($ref) : null;
  let schema: Record<string, any> = typeof $ref === 'string' ? { ...followRef(schemas, { $ref }) } : raw;
  let nullable = saysNullable(schema) || (typeof $ref === 'string' && saysNullable(siblings));
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options) && options.length === 2) {
    const nonNull = options.filter((o: any) => followRef(schemas, o)?.type !== 'null');
    if (nonNull.length === 1) {
      const inner = resolve(schemas, nonNull[0]);
      // The wrapper's own words (description, x-not-shown) describe the field better than the target's.
      const { anyOf: _a, oneOf: _o, ...wrapper } = schema;
      return { schema: { ...inner.schema, ...wrapper }, refName: inner.refName ?? refName, nullable: true, siblings: typeof $ref === 'string' ? siblings : {} };
    }
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    nullable = true;
    const rest = schema.type.filter((t: string) => t !== 'null');
    schema = { ...schema, type: rest.length === 1 ? rest[0] : rest };
  }
  return { schema, refName, nullable, siblings: typeof $ref === 'string' ? siblings : {} };
}

/**
 * OpenAPI 3.0's way of admitting null, `nullable: true`, on the schema or beside its `$ref`; read
 * as the validators read it (schema/openapi-dialect.ts), also in a 3.1 document, where the loader
 * accepts it as 3.0's.
 */
function saysNullable(schema: Record<string, any>): boolean {
  return schema.nullable === true;
}

/** Describing keywords beside JSON Schema's annotations (isAnnotationKey) that a reference's wrapper may carry too. */
const WRAPPER_WORDS = new Set(['default', 'externalDocs']);

/**
 * `{ allOf: [{ $ref: X }], description: … }` is how OpenAPI 3.0 gives a reference words of its own
 * (3.0 ignores keywords beside a `$ref`). Read it as `{ $ref: X, description: … }`, so the field is
 * the named component, as a plain `$ref` is: it names its record, the table stops there, and a cycle
 * through it is seen. Null for anything else (an allOf that adds a shape stays a merge).
 */
function refWrapperAsRef(raw: Record<string, any>): Record<string, any> | null {
  if (typeof raw.$ref === 'string' || !Array.isArray(raw.allOf) || raw.allOf.length !== 1) return null;
  const part = raw.allOf[0];
  if (!part || typeof part !== 'object' || typeof part.$ref !== 'string' || Object.keys(part).length !== 1) return null;
  const { allOf: _allOf, ...wrapper } = raw;
  if (!Object.keys(wrapper).every((key) => isAnnotationKey(key) || WRAPPER_WORDS.has(key))) return null;
  return { ...wrapper, $ref: part.$ref };
}

/**
 * Properties and required names of an object schema, merged across its allOf parts, with the named
 * component each property is declared in (`owner`: the schema's own component name, or null inline).
 */
function objectShape(
  schemas: SchemaTable,
  schema: Record<string, any>,
  owner: string | null = null,
): { properties: Record<string, any>; required: Set<string>; declaredIn: Map<string, string | null> } {
  const properties: Record<string, any> = {};
  const required = new Set<string>();
  const declaredIn = new Map<string, string | null>();
  const visit = (node: any, depth: number, from: string | null) => {
    const s = followRef(schemas, node);
    if (!s || typeof s !== 'object' || depth > 8) return;
    const ref = node && typeof node.$ref === 'string' ? schemaComponentName(node.$ref) : null;
    const here = ref ?? from;
    for (const part of s.allOf ?? []) visit(part, depth + 1, here);
    Object.assign(properties, s.properties ?? {});
    for (const name of Object.keys(s.properties ?? {})) declaredIn.set(name, here);
    for (const name of s.required ?? []) required.add(String(name));
  };
  visit(schema, 0, owner);
  return { properties, required, declaredIn };
}

function typeLabel(schemas: SchemaTable, field: Resolved): string {
  return withNull(baseType(schemas, field.schema, field.refName), field);
}

/**
 * `base` with `| null` where the field admits null and its label does not say so already: a field
 * of no type reads `any`, which admits null, and an enum or const that lists null names it itself.
 */
function withNull(base: string, field: Resolved): string {
  const { schema } = field;
  const namesNull = (Array.isArray(schema.enum) && schema.enum.includes(null)) || ('const' in schema && schema.const === null);
  return field.nullable && base !== UNTYPED && !namesNull ? `${base} | null` : base;
}

function baseType(schemas: SchemaTable, schema: Record<string, any>, refName: string | null): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('array')) {
    const items = resolve(schemas, schema.items);
    const inner = baseType(schemas, items.schema, items.refName);
    // An item of several values in parentheses: `array of ("a" | "b")`, not an array or "b".
    const item = withNull(inner, items);
    return `array of ${item.includes(' | ') ? `(${item})` : item}`;
  }
  // A named object reads better by its name; a named scalar by its type and format.
  if (refName && (types.includes('object') || types.length === 0) && !schema['x-not-shown']) return refName;
  if (types.length === 0) return schema.allOf ? (refName ?? 'object') : UNTYPED;
  const format = schema.format ? ` (${schema.format})` : '';
  return `${types.join(' | ')}${format}`;
}

function notShownText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(String).join('; ');
  return typeof value === 'string' ? value : null;
}
