// The names the package gives the document's schemas (`Candidate`, `ListPage<Candidate>`), so
// signatures, hovers and compiler messages read as the spec's names rather than as indexed access
// into openapi-typescript's `components`. client.ts declares them; index.ts re-exports them.
import { isIdentifierName } from '../../model/names.ts';
import type { JsonSchema, ApiModel, OperationModel } from '../../model/types.ts';
import { tsKey, tsString } from './ts-literal.ts';
import { schemaComponentName } from '../../json-pointer.ts';

/** Names index.ts exports from the runtime; a schema name never shadows them. */
export const RUNTIME_EXPORTS = [
  'ClientOptions',
  'RequestOptions',
  'Validators',
  'FetchLike',
  'PagePromise',
  'ApiPromise',
  'WithResponse',
  'FileInput',
  'toFile',
  'ToFileInput',
  'Logger',
  'LogLevel',
  'HeaderValues',
  'ValidationIssue',
  'VERSION',
  'paths',
  'components',
  'operations',
  'ApiError',
  'BadRequestError',
  'AuthenticationError',
  'PermissionDeniedError',
  'NotFoundError',
  'ConflictError',
  'UnprocessableEntityError',
  'RateLimitError',
  'InternalServerError',
  'ApiEnvelopeError',
  'TimeoutError',
  'ConnectionError',
  'AbortError',
  'InvalidResponseError',
  'ValidationError',
];

/**
 * Names client.ts itself uses (its imports, its helpers, the globals its types name): a schema
 * named like one (`Record`, `Blob`, `Schema`) would shadow it there, so it keeps no name of its own.
 */
const CLIENT_MODULE_NAMES = [
  'createClient', 'components', 'paths', 'VERSION', 'ClientCore', 'operationTable', 'CoreClientOptions', 'CoreRequestOptions', 'ServiceConfig', 'Transport',
  'ApiPromise', 'PagePromise', 'BinaryBody', 'ListedFields', 'ParamsOf', 'ResultsOf', 'SuccessOf', 'WithFiles', 'WithoutFiles', 'Schema', 'Body', 'OPERATIONS', 'SERVICE',
  'Omit', 'Record', 'NonNullable', 'Partial', 'Promise', 'Array', 'Blob', 'File', 'ArrayBuffer', 'ReadableStream', 'Uint8Array', 'Request', 'Response', 'Symbol', 'Object', 'String',
];

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await any unknown never string number boolean object symbol bigint undefined'.split(' '),
);

/** Keywords that only annotate a schema: a `$ref` beside them is still exactly the schema it names. */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment']);

export interface SchemaNames {
  /** Component schema name -> the exported type's name (the same name, where it is free). */
  types: Map<string, string>;
  /** List envelope component -> the generic page type named after it (`ListEnvelope` -> `ListPage`). */
  pages: Map<string, string>;
  /** The envelope's results field, which a page type narrows to its items; null without an envelope. */
  itemsField: string | null;
}

/** Which schemas get a name: each identifier-like component schema whose name is not taken by the package. */
export function schemaNames(model: ApiModel): SchemaNames {
  const taken = new Set<string>([...RUNTIME_EXPORTS, ...CLIENT_MODULE_NAMES, model.profile.clientClass, ...(model.profile.errorAlias ? [model.profile.errorAlias] : [])]);
  for (const method of model.client.methods.values()) taken.add(method.paramsType).add(method.resultType);
  for (const { names } of model.profile.runtime?.exports ?? []) for (const name of names) taken.add(name);
  for (const resource of model.client.resources) taken.add(resource.className);
  const types = new Map<string, string>();
  for (const name of Object.keys(model.schemas).sort()) {
    if (isIdentifierName(name) && !RESERVED.has(name) && !taken.has(name)) types.set(name, name);
  }
  const pages = new Map<string, string>();
  const itemsField = model.profile.envelope?.resultsField ?? null;
  for (const op of model.operations) {
    const envelope = op.paging ? pageEnvelopeOf(op.response.successSchema, itemsField) : null;
    if (!envelope || pages.has(envelope)) continue;
    const page = `${envelope.replace(/Envelope$/, '') || envelope}Page`;
    if (!taken.has(page) && !types.has(page) && isIdentifierName(page)) pages.set(envelope, page);
  }
  return { types, pages, itemsField };
}

/** The declarations of the names, for client.ts: an interface for an object schema (shown by name in every hover), else a type alias. */
export function schemaDeclarations(model: ApiModel, names: SchemaNames): string[] {
  // An interface may extend only a name with type arguments, not an indexed access.
  const out: string[] = names.types.size > 0 ? ["/** A schema of the document, by name. */\ntype Schema<Name extends keyof components['schemas']> = components['schemas'][Name];"] : [];
  const targets = discriminatorTargets(model);
  for (const [schema, name] of names.types) {
    const target = `Schema<${tsString(schema)}>`;
    out.push(isPlainObject(model.schemas[schema], model.schemas, targets, 0, schema) ? `export interface ${name} extends ${target} {}` : `export type ${name} = ${target};`);
  }
  // Pages exist only where the profile declares an envelope: their items are under its results field.
  const results = names.itemsField;
  if (results === null) return out;
  for (const [envelope, page] of names.pages) {
    const base = names.types.get(envelope) ?? `components['schemas'][${tsString(envelope)}]`;
    out.push(`/** A page of a list operation (${envelope}): its \`${results}\` are \`Item\`s. */\nexport type ${page}<Item> = Omit<${base}, ${tsString(results)}> & { ${tsKey(results)}: Item[] };`);
  }
  return out;
}

/** The component a schema is exactly (a \`$ref\` with at most annotations beside it), or null. */
export function componentOf(schema: JsonSchema | null | undefined): string | null {
  if (!schema || typeof schema !== 'object' || typeof schema.$ref !== 'string') return null;
  if (Object.keys(schema).some((key) => key !== '$ref' && !ANNOTATIONS.has(key) && !key.startsWith('x-'))) return null;
  return schemaComponentName(schema.$ref);
}

/** `Candidate` or `Candidate[]` for a schema that is a named component or an array of one; else null. */
export function namedType(schema: JsonSchema | null | undefined, names: SchemaNames): string | null {
  const component = componentOf(schema);
  if (component) return names.types.get(component) ?? null;
  if (schema && typeof schema === 'object' && schema.type === 'array' && Object.keys(schema).every((k) => k === 'type' || k === 'items' || ANNOTATIONS.has(k) || k.startsWith('x-'))) {
    const item = namedType(schema.items, names);
    return item && /^\w+$/.test(item) ? `${item}[]` : null;
  }
  return null;
}

/** What a method resolves to, by name where the spec names it (`Candidate`, `ListPage<Candidate>`); null: no name fits. */
export function namedResult(op: OperationModel, names: SchemaNames): string | null {
  const { response } = op;
  if (!response.jsonType) return null;
  if (!response.envelope) return namedType(response.bodySchema, names);
  if (!op.paging) return namedType(response.resultsSchema, names);
  const envelope = pageEnvelopeOf(response.successSchema, names.itemsField);
  const page = envelope ? names.pages.get(envelope) : undefined;
  const items = response.resultsSchema && typeof response.resultsSchema === 'object' ? namedType(response.resultsSchema.items, names) : null;
  return page && items ? `${page}<${items}>` : null;
}

/**
 * The list envelope component a page is, with at most its items narrowed: the success branch is the
 * component, or `allOf: [{ $ref: ListEnvelope }, { properties: { <items field> } }]`. Null where the
 * branch adds fields of its own (a page type named after the component would leave them out).
 */
function pageEnvelopeOf(schema: JsonSchema | null, itemsField: string | null): string | null {
  if (!schema || typeof schema !== 'object' || itemsField === null) return null;
  const direct = componentOf(schema);
  if (direct) return direct;
  const parts: unknown[] = Array.isArray(schema.allOf) ? schema.allOf : [];
  const components = parts.map((part) => componentOf(part as JsonSchema));
  const base = components.filter((c): c is string => c !== null);
  if (base.length !== 1) return null;
  return parts.every((part, i) => components[i] !== null || declaresOnly(part, itemsField)) ? base[0] : null;
}

/** An object schema part that declares (and may require) the one field `field`, and nothing else. */
function declaresOnly(part: any, field: string): boolean {
  if (!part || typeof part !== 'object') return false;
  if (!Object.keys(part).every((key) => key === 'type' || key === 'properties' || key === 'required' || ANNOTATIONS.has(key) || key.startsWith('x-'))) return false;
  if (part.type !== undefined && part.type !== 'object') return false;
  const required: unknown[] = Array.isArray(part.required) ? part.required : [];
  return Object.keys(part.properties ?? {}).every((name) => name === field) && required.every((name) => name === field);
}

/**
 * The components a discriminator selects (named in its `mapping`, or a `$ref` of the `oneOf`/`anyOf`
 * beside it), in the components and the operations' bodies, and the components that extend a
 * discriminated one. openapi-typescript adds the discriminator's value to such a component built with
 * `allOf`, and narrows the property in the component it extends; where two discriminators disagree
 * (DigitalOcean's droplet actions), or the value it adds (the component's name, without a mapping)
 * is not the one the component's own enum allows (PagerDuty's contact methods), the intersection is
 * `never`, which an interface cannot extend, but a type alias can name.
 */
function discriminatorTargets(model: ApiModel): Set<string> {
  const targets = new Set<string>();
  const seen = new WeakSet<object>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as Record<string, any>;
    if (schema.discriminator && typeof schema.discriminator === 'object') {
      for (const ref of Object.values<unknown>(schema.discriminator.mapping ?? {})) {
        const component = typeof ref === 'string' ? componentOf({ $ref: ref }) : null;
        if (component) targets.add(component);
      }
      for (const branch of [...(Array.isArray(schema.oneOf) ? schema.oneOf : []), ...(Array.isArray(schema.anyOf) ? schema.anyOf : [])]) {
        const component = componentOf(branch);
        if (component) targets.add(component);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(model.schemas);
  for (const op of model.operations) [op.request?.jsonSchema, op.request?.multipart?.schema, op.response.bodySchema].forEach(visit);
  for (const name of extendersOfDiscriminated(model.schemas)) targets.add(name);
  return targets;
}

/**
 * The components that carry a discriminator down to what extends them (one on the component or on an
 * inline part of its `allOf`), and every component whose `allOf` refers to one of those, at any
 * depth: openapi-typescript passes the discriminator on through `allOf` the same way.
 */
function extendersOfDiscriminated(schemas: Record<string, JsonSchema>): Set<string> {
  const allOfParts = (schema: JsonSchema): JsonSchema[] => (schema && typeof schema === 'object' && Array.isArray(schema.allOf) ? schema.allOf : []);
  const hasDiscriminator = (schema: JsonSchema) => Boolean(schema && typeof schema === 'object' && schema.discriminator?.propertyName);
  // Who extends whom, read once: each component to the components whose `allOf` refers to it.
  const extenders = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    for (const part of allOfParts(schema)) {
      const extended = typeof part === 'object' && typeof part.$ref === 'string' ? schemaComponentName(part.$ref) : null;
      if (extended === null) continue;
      const known = extenders.get(extended);
      if (known) known.push(name);
      else extenders.set(extended, [name]);
    }
  }
  // The carriers found so far, each visited once: the list grows as their extenders are found.
  const carriers = Object.keys(schemas).filter((name) => hasDiscriminator(schemas[name]) || allOfParts(schemas[name]).some(hasDiscriminator));
  const found = new Set(carriers);
  for (let i = 0; i < carriers.length; i++) {
    for (const extender of extenders.get(carriers[i]) ?? []) {
      if (!found.has(extender)) {
        found.add(extender);
        carriers.push(extender);
      }
    }
  }
  return found;
}

/** An object schema an interface can extend: an object type, no union, no `null`, no discriminator's `allOf` target. */
function isPlainObject(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>, targets: Set<string>, depth = 0, name?: string): boolean {
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  if (name !== undefined && targets.has(name) && schema.allOf) return false;
  if (schema.oneOf || schema.anyOf || schema.$ref || schema.not || schema.enum || 'const' in schema) return false;
  if (Array.isArray(schema.type)) return false;
  if (schema.type !== undefined && schema.type !== 'object') return false;
  if (schema.type === undefined && !schema.properties && !schema.allOf) return false;
  if (schema.nullable === true) return false;
  // openapi-typescript intersects the listed fields with the typed map (`{ a?: string } & { [key: string]: number }`):
  // a type, but not one an interface can extend, whose fields must fit its index signature. The
  // fields and the map may be in different allOf parts (OpenSearch's DecayFunction).
  if (depth === 0) {
    const facets = objectFacets(schema, schemas);
    if (facets.fields && facets.typedMap) return false;
  }
  return (schema.allOf ?? []).every((part: JsonSchema) => {
    const component = componentOf(part);
    return isPlainObject(component === null ? part : schemas[component], schemas, targets, depth + 1, component ?? undefined);
  });
}

/**
 * Whether an object schema, with its allOf parts (through `$ref`), lists fields and whether it types
 * the others. Each schema is read once (`seen`): a document's allOf parts may refer to each other in
 * a cycle, or many times over, and every path through them would be exponentially many.
 */
function objectFacets(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>, seen = new Set<object>()): { fields: boolean; typedMap: boolean } {
  const facets = { fields: false, typedMap: false };
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return facets;
  seen.add(schema);
  facets.fields = typeof schema.properties === 'object' && schema.properties !== null && Object.keys(schema.properties).length > 0;
  facets.typedMap = isTypedMap(schema.additionalProperties);
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const component = componentOf(part);
    const inner = objectFacets(component === null ? part : schemas[component], schemas, seen);
    facets.fields ||= inner.fields;
    facets.typedMap ||= inner.typedMap;
  }
  return facets;
}

/** An `additionalProperties` that types the other fields: a schema other than `true` or `{}`. */
function isTypedMap(additional: unknown): boolean {
  return typeof additional === 'object' && additional !== null && Object.keys(additional).length > 0;
}
