// The value each branch of a discriminator is picked by, as the branch itself declares it, written
// into the discriminator's `mapping` before openapi-typescript reads the document. Without a mapping
// entry openapi-typescript types the discriminator property of a branch as the branch's schema name
// (OpenAPI's implicit mapping), even where the branch declares its own single value: OpenAI's
// `ChatCompletionRequestDeveloperMessage` has `role: { enum: [developer] }`, and its type said
// `role: "ChatCompletionRequestDeveloperMessage"`, so a correct request did not compile; where the
// branch extends the schema holding the discriminator (`allOf`), the two values intersect to
// `never` (PagerDuty's contact methods). openapi-typescript issue #2149. A branch's own value is the
// only one its schema accepts, so it is the one the types give; a branch that declares none keeps the
// implicit name, and a mapping the document writes is kept as it is.
//
// The schema holding the discriminator fares the same where the discriminator sits in one of its
// `allOf` parts (PagerDuty's `ContactMethod`): openapi-typescript then takes the schema for a branch
// of its own discriminator, gives it `type: "ContactMethod"` and leaves out (`Omit`) the part's own
// `type`, the values the document declares. Lifted onto the schema itself, the discriminator is one
// openapi-typescript reads as the schema's own, and the property keeps the type its part declares.
import { escapeToken } from '../../json-pointer.ts';
import { isObject } from '../../json-object.ts';
import { schemaAt, type SchemaTable } from '../../model/schemas.ts';

type Schema = Record<string, any>;

/** Adds to each discriminator's `mapping` the values its branches declare (mutates `document`: give it a copy). */
export function addDeclaredDiscriminatorValues(document: Schema): void {
  const schemas: SchemaTable = isObject(document.components?.schemas) ? document.components.schemas : {};
  // A discriminator beside `oneOf`/`anyOf`: each `$ref` branch.
  walk(document, (node) => {
    const discriminator = discriminatorOf(node);
    if (!discriminator) return;
    const branches = [node.oneOf, node.anyOf].filter(Array.isArray).flat();
    for (const branch of branches) {
      if (isRefObject(branch)) addValue(discriminator, branch.$ref, branchValue(schemas, branch.$ref, discriminator.propertyName));
    }
  });
  // A schema that extends (`allOf`) one holding a discriminator, directly or in one of its `allOf` parts.
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !Array.isArray(schema.allOf)) continue;
    const ref = `#/components/schemas/${escapeToken(name)}`;
    for (const part of schema.allOf) {
      if (!isRefObject(part)) continue;
      const parent = schemaAt(schemas, part.$ref);
      for (const discriminator of parentDiscriminators(parent)) {
        const own = schema.allOf.filter((other: unknown) => other !== part);
        addValue(discriminator, ref, declaredValue(schemas, { allOf: own, properties: schema.properties }, discriminator.propertyName, new Set([ref, part.$ref])));
      }
    }
  }
}

/**
 * Moves a discriminator written in an `allOf` part up onto the schema holding the part (mutates
 * `document`: give it a copy). Left where it is beside a `oneOf`/`anyOf` (which it selects among), in
 * a schema with several, and in one that also extends another discriminator's schema: there
 * openapi-typescript reads the one it inherits, so the schema's own would no longer reach its branches.
 */
export function liftPartDiscriminators(document: Schema): void {
  const schemas: SchemaTable = isObject(document.components?.schemas) ? document.components.schemas : {};
  walk(document, (node) => {
    if (!Array.isArray(node.allOf) || discriminatorOf(node) || hasUnion(node)) return;
    const holders = node.allOf.filter((part: unknown) => isObject(part) && !isRefObject(part) && discriminatorOf(part));
    if (holders.length !== 1 || hasUnion(holders[0]) || extendsDiscriminated(schemas, node)) return;
    node.discriminator = holders[0].discriminator;
    delete holders[0].discriminator;
  });
}

/** Whether a schema has a `oneOf` or `anyOf`. */
function hasUnion(schema: Schema): boolean {
  return Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
}

/** Whether one of a schema's `allOf` parts is a `$ref` to a schema holding a discriminator. */
function extendsDiscriminated(schemas: SchemaTable, schema: Schema): boolean {
  return schema.allOf.some((part: unknown) => isRefObject(part) && parentDiscriminators(schemaAt(schemas, part.$ref)).length > 0);
}

/** The discriminator a node declares, where it names a property. */
function discriminatorOf(node: Schema): Schema | null {
  const discriminator = node.discriminator;
  return isObject(discriminator) && typeof discriminator.propertyName === 'string' ? discriminator : null;
}

/** The discriminators of a schema others extend: its own, and those of its `allOf` parts written in place. */
function parentDiscriminators(parent: unknown): Schema[] {
  if (!isObject(parent)) return [];
  const parts = Array.isArray(parent.allOf) ? parent.allOf.filter((part: unknown) => isObject(part) && !isRefObject(part)) : [];
  return [parent, ...parts].map(discriminatorOf).filter((d): d is Schema => d !== null);
}

/** `mapping[value] = ref`, unless the mapping already names `ref` or already has `value`. */
function addValue(discriminator: Schema, ref: string, value: string | null): void {
  if (value === null) return;
  const mapping: Record<string, unknown> = isObject(discriminator.mapping) ? discriminator.mapping : {};
  const name = ref.slice(ref.lastIndexOf('/') + 1);
  if (Object.hasOwn(mapping, value) || Object.values(mapping).some((target) => target === ref || target === name)) return;
  discriminator.mapping = { ...mapping, [value]: ref };
}

/** The value the schema `ref` names declares for the discriminator's `property`, or null where it declares none (or several). */
export function branchValue(schemas: SchemaTable, ref: string, property: string): string | null {
  return declaredValue(schemas, schemaAt(schemas, ref), property, new Set([ref]));
}

/**
 * The one string value a schema allows for `property` (`enum` of one value, or `const`), found in its
 * `properties` or those of its `allOf` parts, through `$ref`s; null where it allows any other number.
 */
function declaredValue(schemas: SchemaTable, schema: unknown, property: string, seen: Set<string>): string | null {
  if (!isObject(schema)) return null;
  const field = isObject(schema.properties) && Object.hasOwn(schema.properties, property) ? single(schemas, schema.properties[property], seen) : null;
  if (field !== null) return field;
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const target = isRefObject(part) ? (seen.has(part.$ref) ? null : schemaAt(schemas, part.$ref)) : part;
    const value = declaredValue(schemas, target, property, isRefObject(part) ? new Set([...seen, part.$ref]) : seen);
    if (value !== null) return value;
  }
  return null;
}

/** The single string a property schema allows (through a `$ref` to an enum of one value), or null. */
function single(schemas: SchemaTable, schema: unknown, seen: Set<string>): string | null {
  if (isRefObject(schema)) return seen.has(schema.$ref) ? null : single(schemas, schemaAt(schemas, schema.$ref), new Set([...seen, schema.$ref]));
  if (!isObject(schema)) return null;
  if (typeof schema.const === 'string') return schema.const;
  return Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string' ? schema.enum[0] : null;
}

/** Every object node of the document, each once. */
function walk(root: unknown, visit: (node: Schema) => void): void {
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!Array.isArray(node)) visit(node as Schema);
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push(child);
  }
}

function isRefObject(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string';
}

