// Walks JSON Schemas knowing which keywords hold subschemas, so a property named `format` or
// `nullable` is never taken for the keyword, and every schema of an OpenAPI document is found
// with its JSON pointer (the address a warning gives when no file:line can be found).
import type { JsonSchema } from '../model/types.ts';
import { escapeToken } from '../json-pointer.ts';
import { webhooksKey } from '../model/webhooks.ts';

/** Keywords whose value is one subschema. */
const SCHEMA_VALUED = new Set(['not', 'if', 'then', 'else', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'additionalItems', 'contentSchema']);
/** Keywords whose value is a list of subschemas (`items` too in OpenAPI 3.0 / draft 4 tuples). */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** True for a keyword whose value maps names to subschemas (`properties`, ...): its keys are names, not keywords. */
export function isSchemaMap(keyword: string): boolean {
  return SCHEMA_MAPS.has(keyword);
}


/** Calls `visit` on `schema` and on each schema inside it, with its JSON pointer (`pointer` is the root's). */
export function forEachSubschema(schema: unknown, pointer: string, visit: (schema: Record<string, any>, pointer: string) => void): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as Record<string, any>;
  visit(node, pointer);
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapeToken(key)}`;
    if (SCHEMA_VALUED.has(key)) forEachSubschema(value, at, visit);
    else if (key === 'items') {
      if (Array.isArray(value)) value.forEach((item, i) => forEachSubschema(item, `${at}/${i}`, visit));
      else forEachSubschema(value, at, visit);
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) value.forEach((item, i) => forEachSubschema(item, `${at}/${i}`, visit));
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) forEachSubschema(sub, `${at}/${escapeToken(name)}`, visit);
    }
  }
}

/** A copy of `schema` with `transform` applied to every schema object, innermost first. */
export function mapSchema(schema: JsonSchema, transform: (schema: Record<string, any>) => JsonSchema): JsonSchema {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(schema as Record<string, any>)) {
    if (SCHEMA_VALUED.has(key)) out[key] = mapSchema(value, transform);
    else if (key === 'items') out[key] = Array.isArray(value) ? value.map((item) => mapSchema(item, transform)) : mapSchema(value, transform);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((item) => mapSchema(item, transform));
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, mapSchema(sub as JsonSchema, transform)]));
    } else out[key] = value;
  }
  return transform(out);
}

/** Parts of an OpenAPI document that hold literal values or extensions, never schemas. */
const NOT_SCHEMA_HOLDERS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * Every schema the document declares, where it is declared: the entries of `components.schemas`
 * and each `schema` of a parameter, header or media type (under `paths`, the webhooks map the docs
 * read, `x-webhooks` or `webhooks` (model/webhooks.ts), and the other components), with their JSON
 * pointers (`#/components/schemas/Pet`). Schemas they contain are not listed separately: walk them
 * with forEachSubschema.
 */
export function documentSchemas(document: Record<string, any>): { pointer: string; schema: Record<string, any> }[] {
  const found: { pointer: string; schema: Record<string, any> }[] = [];
  for (const [name, schema] of Object.entries<any>(document.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object') found.push({ pointer: `#/components/schemas/${escapeToken(name)}`, schema });
  }
  const walk = (node: unknown, pointer: string): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (NOT_SCHEMA_HOLDERS.has(key) || key.startsWith('x-')) continue;
      const at = `${pointer}/${escapeToken(key)}`;
      if (key === 'schema' && value && typeof value === 'object' && !Array.isArray(value)) found.push({ pointer: at, schema: value });
      else walk(value, at);
    }
  };
  walk(document.paths, '#/paths');
  // The webhooks map the docs read (`x-webhooks` in a 3.0 document); the walk skips its `x-` keys,
  // extensions rather than webhooks, as the webhooks reader does.
  const webhooks = webhooksKey(document);
  walk(document[webhooks], `#/${webhooks}`);
  for (const kind of ['parameters', 'requestBodies', 'responses', 'headers', 'pathItems', 'callbacks']) walk(document.components?.[kind], `#/components/${kind}`);
  return found;
}
