// Turns the bundled document's schemas into standalone JSON Schema 2020-12 documents Ajv can
// compile: each component gets its own `$id`, and `#/components/schemas/X` becomes a reference
// to that id, so shared schemas are compiled once and referenced, never inlined. A reference into a
// component's insides that normalizeRefs left as it is (a recursive one,
// `#/components/schemas/Tree/$defs/Node` inside that Node) gets an id of its own too (insideComponentId).
import type { JsonSchema } from '../model/types.ts';
import { toJsonSchemaDialect } from './openapi-dialect.ts';
import { documentSchemas, forEachSubschema, isSchemaMap } from './walk-schema.ts';
import { fragmentToken, unescapeToken } from '../json-pointer.ts';

export const SCHEMA_ID_PREFIX = 'https://schemas.openapi.invalid/';

/**
 * Names may hold any character (`My Schema`, `GET /pets/{id}`); percent-encoding keeps the id a
 * valid URI. `~` stays as it is: URI normalisation would decode `%7E` on one side only.
 */
export function encodeIdSegment(name: string): string {
  return encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function componentId(name: string): string {
  return `${SCHEMA_ID_PREFIX}${encodeIdSegment(name)}`;
}

const INSIDE_COMPONENT = /^#\/components\/schemas\/([^/]+)\/(.+)$/;

/**
 * The id under which the validators compile the schema a reference into a component's insides
 * names (`#/components/schemas/Tree/$defs/Node` -> `.../Tree/%24defs/Node`: the component's id, then
 * each token; a component's id holds no `/`, so none is another's), or null for another reference.
 */
export function insideComponentId(ref: string): string | null {
  const match = INSIDE_COMPONENT.exec(ref);
  if (!match) return null;
  return [componentId(fragmentToken(match[1])), ...match[2].split('/').map((token) => encodeIdSegment(fragmentToken(token)))].join('/');
}

/** Each reference into a component's insides the document's schemas hold, with its id (insideComponentId). */
export function insideComponentRefs(document: Record<string, any>): Map<string, string> {
  const found = new Map<string, string>();
  for (const { pointer, schema } of documentSchemas(document)) {
    forEachSubschema(schema, pointer, (node) => {
      const id = typeof node.$ref === 'string' ? insideComponentId(node.$ref) : null;
      if (id !== null) found.set(node.$ref, id);
    });
  }
  return found;
}

/**
 * A deep copy of `schema` with component references rewritten to component ids. With `leaves`
 * (see leafComponents), a bare reference to a leaf component is replaced by its checks instead.
 * `names`: `schema` is the value of `properties` (or another map of names to subschemas), whose
 * keys are property names even when spelt like a keyword (Kubernetes has a property `default`).
 */
export function rewriteRefs(schema: JsonSchema, leaves?: Map<string, Record<string, any>>, names = false): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => rewriteRefs(s, leaves)) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (names) {
      out[key] = rewriteRefs(value, leaves);
    } else if (key === '$ref' && typeof value === 'string') {
      const inside = insideComponentId(value);
      if (inside !== null) {
        out.$ref = inside;
        continue;
      }
      const match = /^#\/components\/schemas\/(.+)$/.exec(value);
      if (!match) throw new Error(`Cannot compile reference "${value}": only #/components/schemas/* references are supported in schemas.`);
      const name = unescapeToken(match[1]);
      const leaf = leaves?.get(name);
      // Inlined only where nothing beside the reference could clash with the leaf's own keywords.
      if (leaf && Object.keys(schema).every((k) => k === '$ref' || isAnnotationKey(k))) Object.assign(out, leaf);
      else out.$ref = componentId(name);
    } else if (key === 'examples' || key === 'example' || key === 'const' || key === 'enum' || key === 'default' || key.startsWith('x-')) {
      out[key] = value;
    } else {
      out[key] = rewriteRefs(value, leaves, isSchemaMap(key));
    }
  }
  return out;
}

/** Keywords that describe a schema without constraining it. */
const ANNOTATION_ONLY = new Set(['description', 'title', 'examples', 'example', 'deprecated', 'readOnly', 'writeOnly', '$comment']);

/** A keyword that only describes (an annotation or an `x-` extension): it never constrains a value. */
export function isAnnotationKey(key: string): boolean {
  return ANNOTATION_ONLY.has(key) || key.startsWith('x-');
}
/** Checks on a single value that refer to no other schema. */
const LEAF_CHECKS = new Set(['type', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'enum', 'const']);

/**
 * Components that check one value and refer to nothing (Uuid, Timestamp, ...), each as just its
 * checks. The generated validators inline them where they are referenced: a call per id or
 * timestamp, with its argument object and path string, cost more than the check itself.
 */
export function leafComponents(document: Record<string, any>): Map<string, Record<string, any>> {
  const leaves = new Map<string, Record<string, any>>();
  for (const [name, raw] of Object.entries<any>(document.components?.schemas ?? {})) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
    const schema = toJsonSchemaDialect(raw) as Record<string, any>;
    const keys = Object.keys(schema);
    if (!keys.some((k) => LEAF_CHECKS.has(k)) || !keys.every((k) => LEAF_CHECKS.has(k) || isAnnotationKey(k))) continue;
    leaves.set(name, Object.fromEntries(keys.filter((k) => LEAF_CHECKS.has(k)).map((k) => [k, schema[k]])));
  }
  return leaves;
}


/** Every component schema of the document as a standalone schema with its own `$id` (leaf references inlined when `leaves` is given). */
export function componentSchemas(document: Record<string, any>, leaves?: Map<string, Record<string, any>>): { name: string; schema: Record<string, any> }[] {
  const schemas = document.components?.schemas ?? {};
  return Object.keys(schemas).map((name) => {
    const rewritten = rewriteRefs(schemas[name], leaves);
    const schema = typeof rewritten === 'boolean' ? { allOf: [rewritten] } : rewritten;
    return { name, schema: { ...schema, $id: componentId(name) } };
  });
}

/** Keywords OpenAPI adds to JSON Schema, and this spec's `x-` extensions, which carry no validation. */
export function annotationKeywords(document: Record<string, any>): string[] {
  const found = new Set<string>(['discriminator', 'xml', 'externalDocs', 'example']);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) found.add(key);
        walk(value);
      }
    }
  };
  walk(document.components?.schemas ?? {});
  walk(document.paths ?? {});
  return [...found].sort();
}
