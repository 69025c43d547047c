// The model's named schemas (components.schemas of the bundle) and how a node that refers to one is
// read. Emitters walk schemas through this table, never through the raw document: after bundling
// (and model/normalize-refs.ts), every schema `$ref` points into `#/components/schemas/`.
import type { JsonSchema } from './types.ts';
import { fragmentToken } from '../json-pointer.ts';

export type SchemaTable = Record<string, JsonSchema>;

const PREFIX = '#/components/schemas/';

/**
 * The named schema `ref` names, or null where it names none (outside the components, unresolvable, or
 * a cycle of bare references): for readers that go on without it rather than fail.
 */
export function schemaAt(schemas: SchemaTable, ref: string): unknown {
  try {
    return followRef(schemas, { $ref: ref });
  } catch {
    return null;
  }
}

/** Follows `$ref` chains through the table until a node without one; other nodes are returned as they are. */
export function followRef<T = any>(schemas: SchemaTable, node: any): T {
  const seen = new Set<string>();
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const ref: string = node.$ref;
    if (seen.has(ref)) throw new Error(`Circular reference through "${ref}".`);
    seen.add(ref);
    if (!ref.startsWith(PREFIX)) throw new Error(`A schema reference outside ${PREFIX}: "${ref}".`);
    let target: any = schemas;
    for (const raw of ref.slice(PREFIX.length).split('/')) {
      const key = fragmentToken(raw);
      target = followRef(schemas, target);
      if (target === null || typeof target !== 'object' || !(key in target)) throw new Error(`Unresolvable reference "${ref}".`);
      target = target[key];
    }
    node = target;
  }
  return node;
}

/**
 * Whether the schema's own value is of a type the schema declares (an `example` of the wrong type
 * would not compile): any value where it declares none. Read by the made examples (emit/docs/
 * schema-example.ts) and a parameter's own example (build-model.ts).
 */
export function fitsType(value: unknown, schema: Record<string, any>): boolean {
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (actual === 'null' && schema.nullable === true) return true;
  return types.some((type) => type === actual || (type === 'integer' && Number.isInteger(value)));
}
