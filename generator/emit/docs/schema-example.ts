// A request body made from its schema, for the docs and README examples of an operation whose
// description gives no example: the required fields (with `skipReadOnly`, readOnly ones left out, as
// OpenAPI says a request does not send them; below the body, also those with a `default`, which the
// generated types require), each the schema's own `example`, `examples[0]`, `default`, `const` or
// first `enum` value (an example of a type the schema does not declare passed over), else a
// placeholder of its type: `<name>` for a string (a fixed value where a format names one: date,
// date-time, time, email, uuid, uri), 0 (or the nearest value its bounds allow) for a number, false,
// `[]` (or `minItems` items, at most MAX_ITEMS), an object of its required fields. `oneOf`/`anyOf` take their first
// branch (its discriminator set to the value that picks it), `allOf` is merged, `$ref`s are followed
// through the model's named schemas, a 3.1 type list takes its first type but null. What is made
// follows the generated types (so a copied example compiles) where they read the schema otherwise
// than a server might. Always the same output for the same schema: no randomness, no clock.
//
// Why not openapi-sampler (Redocly's, as Redoc uses; 1.7.9 weighed: no install scripts, fixed
// values): its samples do not always type-check against the generated types. A required field whose
// schema refers back to itself becomes `{}` even where a `oneOf` offers `null` or another branch
// (`parent: { oneOf: [Category, null] }` gives `parent: {}`, which is neither); here a branch that
// stops at a cycle gives way to the next, and a nullable schema stops at null. Its placeholders
// (`"string"`, `true`) also read as real values where this project's examples name what to fill in
// (`<name>`, as request-examples.ts does for parameters), a 3.1 `type: ['null', 'string']` gives null
// rather than its first other type, and it brings an XML parser the docs have no use for.
import type { JsonSchema } from '../../model/types.ts';
import { fitsType, followRef, schemaAt, type SchemaTable } from '../../model/schemas.ts';
import { fragmentToken } from '../../json-pointer.ts';
import { branchValue } from '../types/discriminator-values.ts';

/**
 * The value made from `schema`; `name` names a string placeholder (`<name>`) where the schema is a
 * field's; `skipReadOnly` leaves required readOnly fields out. A cycle of references stops at `{}`
 * where no branch or null avoids it.
 */
export function schemaExample(schemas: SchemaTable, schema: JsonSchema, options: { name?: string; skipReadOnly?: boolean } = {}): unknown {
  return new Sampler(schemas, options.skipReadOnly ?? false).sample(schema, options.name ?? null, []);
}

/** Fixed values for string formats a `<name>` placeholder would not look like. */
const FORMAT_VALUES: Record<string, string> = {
  date: '2025-01-31',
  'date-time': '2025-01-31T09:30:00Z',
  time: '09:30:00Z',
  email: 'user@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com',
  url: 'https://example.com',
};

/**
 * At most this many items an array's `minItems` asks for (a document may ask for thousands; the
 * example then compiles but has fewer items than the schema asks).
 */
const MAX_ITEMS = 10;
/**
 * At most this many objects and arrays in one example: named schemas that each hold several others
 * would otherwise multiply out (ten fields of ten fields ... grows tenfold a level). Past it an object
 * is `{}` and an array `[]`.
 */
const MAX_CONTAINERS = 500;

class Sampler {
  /** How many times a reference cycle was stopped at `{}`: a branch that stopped one gives way to the next. */
  private stops = 0;
  /** Objects and arrays made so far (MAX_CONTAINERS). */
  private containers = 0;
  /** How deep in the body the object being made is: 0 for the body itself. */
  private depth = 0;

  private readonly schemas: SchemaTable;
  private readonly skipReadOnly: boolean;

  constructor(schemas: SchemaTable, skipReadOnly: boolean) {
    this.schemas = schemas;
    this.skipReadOnly = skipReadOnly;
  }

  /** `refs`: the named schemas being sampled, outermost first (a reference to one of them is a cycle). */
  sample(schema: JsonSchema, name: string | null, refs: string[]): unknown {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return {};
    if (typeof schema.$ref === 'string') {
      if (refs.includes(schema.$ref)) {
        this.stops += 1;
        return {};
      }
      // A 3.1 `$ref` may have siblings (an `example`, a `description`): they add to what it refers to.
      const { $ref, ...siblings } = schema;
      const target = followRef(this.schemas, { $ref });
      const merged = target && typeof target === 'object' ? { ...target, ...siblings } : siblings;
      return this.sample(merged, name, [...refs, $ref]);
    }
    const own = ownValue(schema);
    if (own.found && fitsType(own.value, schema)) return own.value;
    if (Array.isArray(schema.allOf)) return this.nullable(schema, () => this.sample(this.merged(schema, refs), name, refs));
    const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
    if (branches && branches.length > 0) return this.nullable(schema, () => this.firstBranch(schema, branches, name, refs));
    return this.nullable(schema, () => this.typed(schema, name, refs));
  }

  /** The first branch that stops at no cycle (each with the keywords beside `oneOf`/`anyOf`), else the first. */
  private firstBranch(schema: Record<string, any>, branches: JsonSchema[], name: string | null, refs: string[]): unknown {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    const before = this.stops;
    let first: { value: unknown; stops: number } | null = null;
    for (const branch of branches) {
      this.stops = before;
      const value = withDiscriminator(schema.discriminator, branch, this.schemas, this.sample(Object.keys(rest).length > 0 ? { allOf: [rest, branch] } : branch, name, refs));
      if (this.stops === before) return value;
      first ??= { value, stops: this.stops };
    }
    this.stops = first!.stops;
    return first!.value;
  }

  /** A nullable schema (3.0 `nullable`, 3.1 a `null` among its types) is null where its value would stop at a cycle. */
  private nullable(schema: Record<string, any>, make: () => unknown): unknown {
    const before = this.stops;
    const value = make();
    const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
    if (this.stops === before || !nullable) return value;
    this.stops = before;
    return null;
  }

  /** The placeholder of the schema's type: its first type that is not null, or the one its keywords imply. */
  private typed(schema: Record<string, any>, name: string | null, refs: string[]): unknown {
    const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    const type = types.find((t) => typeof t === 'string' && t !== 'null') ?? impliedType(schema, types);
    switch (type) {
      case 'object':
        return this.object(schema, refs);
      case 'array':
        return this.array(schema, name, refs);
      case 'string':
        return (typeof schema.format === 'string' ? FORMAT_VALUES[schema.format] : undefined) ?? `<${name ?? 'value'}>`;
      case 'integer':
      case 'number':
        return numberValue(schema, type as 'integer' | 'number');
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return {};
    }
  }

  /**
   * The object's required fields (readOnly ones left out with `skipReadOnly`) and, below the body
   * itself, the fields with a `default`, at it: the generated types require those (openapi-typescript's
   * defaultNonNullable), and only loosen them on the body's own fields (model/defaulted-fields.ts).
   */
  private object(schema: Record<string, any>, refs: string[]): Record<string, unknown> {
    if (++this.containers > MAX_CONTAINERS) return {};
    const properties: Record<string, JsonSchema> = schema.properties && typeof schema.properties === 'object' ? schema.properties : {};
    const required: unknown[] = Array.isArray(schema.required) ? schema.required : [];
    const defaulted = this.depth > 0 ? Object.keys(properties).filter((field) => this.hasDefault(properties[field])) : [];
    const value: Record<string, unknown> = {};
    this.depth += 1;
    for (const field of new Set([...required, ...defaulted])) {
      if (typeof field !== 'string') continue;
      const property = Object.hasOwn(properties, field) ? properties[field] : typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      if (this.skipReadOnly && this.readOnly(property, refs)) continue;
      value[field] = this.sample(property, field, refs);
    }
    this.depth -= 1;
    return value;
  }

  /** Whether a field's schema, or the one it refers to, gives a `default`. */
  private hasDefault(schema: JsonSchema): boolean {
    if (schema === null || typeof schema !== 'object') return false;
    if (schema.default !== undefined) return true;
    if (typeof schema.$ref !== 'string') return false;
    // A reference that cannot be followed: the field is made only where required.
    const target = schemaAt(this.schemas, schema.$ref) as JsonSchema;
    return target !== null && typeof target === 'object' && target.default !== undefined;
  }

  /** `[]`, or `minItems` items (the tuple's own first, from 3.1 `prefixItems` or 3.0-style array `items`). */
  private array(schema: Record<string, any>, name: string | null, refs: string[]): unknown[] {
    if (++this.containers > MAX_CONTAINERS) return [];
    const count = Number.isInteger(schema.minItems) && schema.minItems > 0 ? Math.min(schema.minItems, MAX_ITEMS) : 0;
    const tuple: JsonSchema[] = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
    const rest: JsonSchema = Array.isArray(schema.items) ? {} : (schema.items ?? {});
    const length = Math.min(Math.max(count, tuple.length), MAX_ITEMS);
    this.depth += 1;
    const items = Array.from({ length }, (_, index) => this.sample(index < tuple.length ? tuple[index] : rest, name, refs));
    this.depth -= 1;
    return items;
  }

  /** Whether a field's schema, through its references and `allOf`, says it is readOnly. */
  private readOnly(schema: JsonSchema, refs: string[]): boolean {
    if (schema === null || typeof schema !== 'object') return false;
    if (schema.readOnly === true) return true;
    if (typeof schema.$ref === 'string') return !refs.includes(schema.$ref) && this.readOnly(followRef(this.schemas, { $ref: schema.$ref }), [...refs, schema.$ref]);
    return Array.isArray(schema.allOf) && schema.allOf.some((part: JsonSchema) => this.readOnly(part, refs));
  }

  /**
   * One schema of an `allOf` and the keywords beside it: properties and required lists joined, other
   * keywords the first's that has them. A part that refers back into a cycle is left out (a stop).
   */
  private merged(schema: Record<string, any>, refs: string[]): Record<string, any> {
    const { allOf, ...rest } = schema;
    const result: Record<string, any> = {};
    const add = (part: JsonSchema, seen: string[]): void => {
      if (part === null || typeof part !== 'object') return;
      if (typeof part.$ref === 'string') {
        if (seen.includes(part.$ref)) {
          this.stops += 1;
          return;
        }
        const { $ref, ...siblings } = part;
        add(followRef(this.schemas, { $ref }), [...seen, $ref]);
        add(siblings, seen);
        return;
      }
      const { allOf: inner, properties, required, ...others } = part;
      if (Array.isArray(inner)) inner.forEach((p: JsonSchema) => add(p, seen));
      if (properties && typeof properties === 'object') result.properties = { ...properties, ...result.properties };
      if (Array.isArray(required)) result.required = [...(result.required ?? []), ...required];
      for (const [key, value] of Object.entries(others)) if (!(key in result)) result[key] = value;
    };
    add(rest, refs);
    for (const part of allOf) add(part, refs);
    return result;
  }
}

/** The schema's own value: `example`, `examples[0]`, `default`, `const` or the first `enum` value, in that order. */
function ownValue(schema: Record<string, any>): { found: boolean; value?: unknown } {
  if (schema.example !== undefined) return { found: true, value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { found: true, value: schema.examples[0] };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

/**
 * A branch's value with the discriminator's property set to the value that picks the branch, as the
 * generated types read it (emit/types/discriminator-values.ts): the `mapping` key that names it, else
 * the one value the branch declares for the property, else its schema's name (OpenAPI's implicit mapping).
 */
function withDiscriminator(discriminator: unknown, branch: JsonSchema, schemas: SchemaTable, value: unknown): unknown {
  const property = (discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof property !== 'string' || typeof branch !== 'object' || typeof branch.$ref !== 'string') return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const ref: string = branch.$ref;
  const name = fragmentToken(ref.slice(ref.lastIndexOf('/') + 1));
  const mapping = (discriminator as { mapping?: unknown }).mapping;
  // A mapping value is a reference or a schema's name.
  const key = mapping && typeof mapping === 'object' ? Object.entries(mapping).find(([, target]) => target === ref || target === name)?.[0] : undefined;
  return { ...value, [property]: key ?? branchValue(schemas, ref, property) ?? name };
}

/** The type a schema without one implies by its keywords: object, array, or none (any value). */
function impliedType(schema: Record<string, any>, types: unknown[]): string | null {
  if (types.includes('null')) return 'null';
  if (schema.properties || schema.required || schema.additionalProperties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return null;
}

/** 0, or the least value the minimum allows where it is above 0, or the greatest the maximum allows where it is below 0. */
function numberValue(schema: Record<string, any>, type: 'integer' | 'number'): number {
  const round = (n: number, up: boolean) => (type === 'integer' ? (up ? Math.ceil(n) : Math.floor(n)) : n);
  // 3.1 states an exclusive bound as a number; 3.0 as `true` beside `minimum`/`maximum`.
  const low = typeof schema.exclusiveMinimum === 'number' ? { at: schema.exclusiveMinimum, open: true } : typeof schema.minimum === 'number' ? { at: schema.minimum, open: schema.exclusiveMinimum === true } : null;
  const high = typeof schema.exclusiveMaximum === 'number' ? { at: schema.exclusiveMaximum, open: true } : typeof schema.maximum === 'number' ? { at: schema.maximum, open: schema.exclusiveMaximum === true } : null;
  if (low && (low.at > 0 || (low.at === 0 && low.open))) return low.open ? round(low.at, false) + 1 : round(low.at, true);
  if (high && (high.at < 0 || (high.at === 0 && high.open))) return high.open ? round(high.at, true) - 1 : round(high.at, false);
  return 0;
}
