// Turns the bundled document's schemas into standalone JSON Schema 2020-12 documents Ajv can
// compile: each component gets its own `$id`, and `#/components/schemas/X` becomes a reference
// to that id, so shared schemas are compiled once and referenced, never inlined.
import type { JsonSchema } from '../model/types.ts';

export const SCHEMA_ID_PREFIX = 'https://schemas.hiring-api.invalid/';

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

/** A deep copy of `schema` with component references rewritten to component ids. */
export function rewriteRefs(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => rewriteRefs(s)) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const match = /^#\/components\/schemas\/(.+)$/.exec(value);
      if (!match) throw new Error(`Cannot compile reference "${value}": only #/components/schemas/* references are supported in schemas.`);
      out.$ref = componentId(decodePointerToken(match[1]));
    } else if (key === 'examples' || key === 'example' || key === 'const' || key === 'enum' || key === 'default' || key.startsWith('x-')) {
      out[key] = value;
    } else {
      out[key] = rewriteRefs(value);
    }
  }
  return out;
}

function decodePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Every component schema of the document as a standalone schema with its own `$id`. */
export function componentSchemas(document: Record<string, any>): { name: string; schema: Record<string, any> }[] {
  const schemas = document.components?.schemas ?? {};
  return Object.keys(schemas).map((name) => {
    const rewritten = rewriteRefs(schemas[name]);
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
