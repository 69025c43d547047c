// OpenAPI 3.0 schemas (and 3.0 habits kept in 3.1 documents) in the JSON Schema 2020-12 dialect the
// validators compile, read the way openapi-typescript types them, so a value the types allow is a
// value the validators accept:
// - `nullable: true` adds null: to `type` (and to `enum`) when the schema has a type; otherwise
//   (beside anyOf, oneOf, allOf or $ref) the schema becomes `anyOf: [itself, { type: 'null' }]`.
//   `nullable: false` says nothing and goes.
// - boolean `exclusiveMinimum`/`exclusiveMaximum` (OpenAPI 3.0, JSON Schema draft 4) qualify
//   `minimum`/`maximum`; 2020-12 writes the bound itself as the exclusive keyword.
// - `example` stays: it is registered as an annotation keyword (create-ajv.ts).
// - a keyword written `null` where JSON Schema expects a value (`format: null`, `pattern: null`,
//   as some generators write an absent field) is absent, as tools commonly read it; the linter's
//   warning says so. Keywords whose value may be null (`const`, `default`, `example`) keep it.
// - a `pattern` with escapes only engines without Unicode mode accept (`\:`, `` \` ``) is spelled
//   as Unicode mode needs, meaning the same (unicode-pattern.ts).
// - a name listed twice in `required` (OpenAI's ContainerResource), or a type twice in `type`, is
//   listed once: the same meaning, where the meta-schema refuses the list.
// - in an OpenAPI 3.0 document, the keywords beside a `$ref` that would constrain (`minLength: 5`,
//   or an invalid `required: true`) go, as 3.0 specifies ("This object cannot be extended with
//   additional properties and any properties added SHALL be ignored") and openapi-typescript types
//   it; 3.1 applies them. `nullable` stays (read as above, admitting null), as do annotations.
//   create-ajv.ts reports each keyword once, with where it is.
// - `$recursiveAnchor: true` and `$recursiveRef: '#'`, JSON Schema 2019-09's keywords that 2020-12
//   replaced (OpenAI's CompoundFilter lists itself among its filters so): the anchor goes and the
//   reference stays, which Ajv reads as 2019-09 reads it without an anchor, a `$ref` to the schema
//   it stands in, as the author meant. Read as annotations instead, as 2020-12 strictly has it, the
//   reference would be `{}`, and a `oneOf` holding it would refuse every value its other branch
//   accepts. create-ajv.ts reports both, once each, with where they are.
// @openapi-contrib/openapi-schema-to-json-schema does the same for draft 4, not 2020-12: it keeps
// boolean exclusive bounds (draft 4 semantics) and drops `nullable` without `type` (so null would
// be refused where openapi-typescript types it `| null`); it also brings 33 packages, among them
// openapi-typescript 5.
import type { JsonSchema } from '../model/types.ts';
import { mapSchema } from './walk-schema.ts';
import { unicodePattern, validInUnicodeMode } from './unicode-pattern.ts';

/** Annotations that stay on the outer schema when a nullable one is wrapped in anyOf. */
const OUTER_ANNOTATIONS = ['title', 'description', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', '$comment'];

export interface DialectOptions {
  /** Leave out descriptions, examples and extensions (what the validators compile). */
  dropAnnotations?: boolean;
  /** The schema is OpenAPI 3.0's: keywords beside a `$ref` are ignored (ignoresRefSiblings). */
  ignoreRefSiblings?: boolean;
}

export function toJsonSchemaDialect(schema: JsonSchema, options: DialectOptions = {}): JsonSchema {
  const read = options.ignoreRefSiblings ? (node: Record<string, any>) => translateNode(withoutRefSiblings(node)) : translateNode;
  return mapSchema(schema, options.dropAnnotations ? (node) => withoutAnnotations(read(node)) : read);
}

/** Whether `document` is OpenAPI 3.0, whose schemas ignore what is written beside a `$ref` (3.1 applies it). */
export function ignoresRefSiblings(document: Record<string, any>): boolean {
  return typeof document.openapi === 'string' && /^3\.0(?:\.|$)/.test(document.openapi.trim());
}

/**
 * The keywords beside the `$ref` of `node` that would constrain a value, which OpenAPI 3.0 ignores:
 * all but annotations, extensions and `nullable` (read as openapi-typescript reads it, admitting
 * null). Empty for a node without a `$ref`.
 */
export function ignoredRefSiblings(node: Record<string, any>): string[] {
  if (typeof node.$ref !== 'string') return [];
  return Object.keys(node).filter((key) => key !== '$ref' && key !== 'nullable' && !DROPPED_ANNOTATIONS.has(key) && !key.startsWith('x-'));
}

function withoutRefSiblings(node: Record<string, any>): Record<string, any> {
  const ignored = ignoredRefSiblings(node);
  if (ignored.length === 0) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => !ignored.includes(key)));
}

/** Keywords that never change a verdict, and that Ajv's standalone code would copy into every function compiled from the schema. */
const DROPPED_ANNOTATIONS = new Set(['title', 'description', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', 'xml', 'discriminator', '$comment']);

/** Ajv's rule for a keyword's name: what it can register as a keyword. Every keyword JSON Schema defines passes. */
const KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;

/** Whether Ajv can register `key` as a keyword (an unknown keyword, as an annotation). */
export const isKeywordName = (key: string): boolean => KEYWORD_NAME.test(key);

/**
 * A key dropped from the schemas the validators compile: an annotation that never changes a verdict,
 * an extension, or a name no keyword has (`max length`: an unknown keyword, so an annotation too,
 * which Ajv refuses to register).
 */
const isDropped = (key: string) => DROPPED_ANNOTATIONS.has(key) || key.startsWith('x-') || !isKeywordName(key);

function withoutAnnotations(node: JsonSchema): JsonSchema {
  if (!node || typeof node !== 'object') return node;
  if (!Object.keys(node).some(isDropped)) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => !isDropped(key)));
}

/** JSON Schema 2019-09's keywords that 2020-12 replaced: the replacement, and how the validators read them. */
export const SUPERSEDED_KEYWORDS: ReadonlyMap<string, { replacement: string; reading: string }> = new Map([
  ['$recursiveRef', { replacement: '$dynamicRef', reading: 'read as a "$ref" to the schema it stands in (its component, or the body schema outside the components), as 2019-09 reads it without an anchor' }],
  ['$recursiveAnchor', { replacement: '$dynamicAnchor', reading: 'an annotation, the validators ignore it' }],
]);

/** Keywords whose value may be `null`; any other keyword written `null` is read as absent. */
const NULL_VALUED = new Set(['const', 'default', 'example']);

/** Whether the schema (not the schemas inside it) says anything toJsonSchemaDialect rewrites. */
function needsTranslation(node: Record<string, any>): boolean {
  return (
    'nullable' in node ||
    Object.values(node).includes(null) ||
    typeof node.exclusiveMinimum === 'boolean' ||
    typeof node.exclusiveMaximum === 'boolean' ||
    (typeof node.pattern === 'string' && !validInUnicodeMode(node.pattern)) ||
    hasRepeats(node.required) ||
    hasRepeats(node.type) ||
    '$recursiveAnchor' in node
  );
}

/** Whether `list` is an array that holds a value twice. */
function hasRepeats(list: unknown): boolean {
  return Array.isArray(list) && new Set(list).size < list.length;
}

function translateNode(node: Record<string, any>): JsonSchema {
  if (!needsTranslation(node)) return node;
  const out: Record<string, any> = { ...node };
  for (const key of Object.keys(out)) if (out[key] === null && !NULL_VALUED.has(key) && !key.startsWith('x-')) delete out[key];
  if (typeof out.pattern === 'string') out.pattern = unicodePattern(out.pattern) ?? out.pattern;
  if (hasRepeats(out.required)) out.required = [...new Set(out.required)];
  if (hasRepeats(out.type)) out.type = [...new Set(out.type)];
  delete out.$recursiveAnchor;
  exclusiveBound(out, 'exclusiveMinimum', 'minimum');
  exclusiveBound(out, 'exclusiveMaximum', 'maximum');
  const nullable = out.nullable === true;
  delete out.nullable;
  if (!nullable) return out;
  if (out.type !== undefined) {
    const types = Array.isArray(out.type) ? out.type : [out.type];
    if (!types.includes('null')) out.type = [...types, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  const outer: Record<string, any> = {};
  const inner: Record<string, any> = {};
  for (const [key, value] of Object.entries(out)) (OUTER_ANNOTATIONS.includes(key) || key.startsWith('x-') ? outer : inner)[key] = value;
  if (Object.keys(inner).length === 0) return out; // nullable alone: any value, null included
  return { ...outer, anyOf: [inner, { type: 'null' }] };
}

/** `{ minimum: 5, exclusiveMinimum: true }` -> `{ exclusiveMinimum: 5 }`; `exclusiveMinimum: false` goes. */
function exclusiveBound(node: Record<string, any>, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum', bound: 'minimum' | 'maximum'): void {
  if (typeof node[exclusive] !== 'boolean') return;
  if (node[exclusive] && typeof node[bound] === 'number') {
    node[exclusive] = node[bound];
    delete node[bound];
  } else delete node[exclusive];
}
