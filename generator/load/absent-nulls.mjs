// A Redocly decorator for other documents: a `null` where OpenAPI expects a value (a Response, a
// Parameter, a Schema, a list item, a string) is read as absent, as tools commonly read it, and the
// lint warning for it says so (load-spec.ts commonReading). The linter reports each such null
// (struct's "Expected type `X` (object) but got `null`"); this removes it from the bundle, so no
// emitter meets it. The test is the one struct applies: the node type Redocly gives the slot.
// A `$ref` to such a null is read as absent with it (the warning is at the null), and so is such a
// null written beside a `$ref` where struct sees it (a key of a node type). In a security
// requirement, a scheme's null scopes are no scopes (`[]`): dropping the scheme would turn a
// requirement of credentials into none.
// A `$ref: null` names nothing, and is read as absent too (the node is what is written beside it).
// A null where a value may be anything stays: `example: null`, `default: null`, `const: null`,
// `enum: [null]`, an example's `value: null`, an extension's `x-foo: null`.
//
// Nulls are removed as their parent is entered, before the walk reaches them: Redocly's own bundle
// visitors, which run in the same walk, read a node such as a Discriminator without checking it.
import { isObject } from '../json-object.ts';

/** Schema keywords this project's rules check in struct's place (foreign-types.mjs), each reporting a null as a value of the wrong type. */
const SCHEMA_KEYS_CHECKED_BY_RULES = ['type', 'exclusiveMinimum', 'exclusiveMaximum'];

/** Redocly's name for a security requirement: scheme names, each with its list of scopes. */
const SECURITY_REQUIREMENT = 'SecurityRequirement';

/** Redocly's name for the type of an extension's value, which struct does not check. */
const SPEC_EXTENSION = 'SpecExtension';

const isNamedType = (type) => typeof type?.name === 'string';

/** The type Redocly gives `key` of a node of `type`, picked as its walker picks it. */
function childType(type, key, value) {
  const isExtension = type.extensionsPrefix !== undefined && key.startsWith(type.extensionsPrefix);
  let child = Object.hasOwn(type.properties ?? {}, key) ? type.properties[key] : undefined;
  if (child === undefined && !isExtension) child = type.additionalProperties;
  if (typeof child === 'function') child = child(value, key);
  return isExtension && !isNamedType(child) ? null : child;
}

/**
 * Whether struct reports a null of type `type` as a value of the wrong type: a node type other than
 * an extension's, or a plain value type other than `'null'`. `undefined` (a key not expected there,
 * reported as such) and `null` (any value) are not; nor an enum, which struct words otherwise.
 */
function nullIsWrongType(type) {
  if (type === undefined || type === null) return false;
  if (isNamedType(type)) return type.name !== SPEC_EXTENSION;
  return type.type !== undefined && type.type !== 'null' && type.enum === undefined;
}

/**
 * The type of a list's items where `type` is a list: a named list type (`ParameterList`, a schema's
 * `allOf`), or a plain one struct checks item by item (a schema's `required`). Undefined otherwise.
 */
function itemsType(type) {
  if (isNamedType(type)) return type.items;
  return type?.type === 'array' ? type.items : undefined;
}

const isRef = (value) => isObject(value) && typeof value.$ref === 'string';

/**
 * Whether `$ref` in a node of `type` is the reference keyword (foreign-types.mjs's ref-string rule
 * reports one that is not a string), rather than a map's entry named `$ref` (a schema property
 * called `$ref`), whose value struct checks by its type.
 */
export function isRefKeyword(type) {
  return !isNamedType(childType(type, '$ref', null));
}

/** Whether `value` is a null, or a `$ref` to one (`resolve` is the walker's, from where `value` is written). */
function isNullOrRefToNull(value, resolve) {
  return value === null || (isRef(value) && resolve(value).node === null);
}

/** Removes the items of `list` that are a null where `items` expects a value, in place; whether that left it empty. */
function withoutAbsentItems(list, items, location, ctx) {
  const before = list.length;
  for (let index = list.length - 1; index >= 0; index--) {
    const itemType = typeof items === 'function' ? items(list[index], location.child([index]).absolutePointer) : items;
    if (isNullOrRefToNull(list[index], ctx.resolve) && nullIsWrongType(itemType)) list.splice(index, 1);
    else withoutAbsentSiblings(list[index], itemType, ctx);
  }
  return before > 0 && list.length === 0;
}

/**
 * Whether `value`, at `key` of a node of `type`, is read as absent: a null where a value is
 * expected, or a list each of whose items was one (an empty list can mean something else than none:
 * `security: []` asks for no credentials, `allOf: []` is no schema). A list loses such items here.
 */
function isReadAsAbsent(type, key, value, ctx) {
  if (value === null && key === '$ref' && isRefKeyword(type)) return true;
  if (isNullOrRefToNull(value, ctx.resolve)) return (type.name === 'Schema' && SCHEMA_KEYS_CHECKED_BY_RULES.includes(key)) || nullIsWrongType(childType(type, key, null));
  if (!Array.isArray(value)) return false;
  const items = itemsType(childType(type, key, value));
  return items !== undefined && withoutAbsentItems(value, items, ctx.location.child([key]), ctx);
}

/**
 * Removes from `node`, of node type `type`, each value read as absent. Beside a `$ref`
 * (`besideRef`), struct sees only what the walk reaches, the keys of a node type: only those go.
 */
function withoutAbsentValues(node, type, ctx, besideRef) {
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (besideRef && !isNamedType(childType(type, key, value))) continue;
    if (!isReadAsAbsent(type, key, value, ctx)) withoutAbsentSiblings(value, childType(type, key, value), ctx);
    else if (type.name === SECURITY_REQUIREMENT) node[key] = [];
    else delete node[key];
  }
}

/**
 * The keys written beside a `$ref` (3.1 applies them) are walked even where the node the `$ref`
 * names was walked before, when no visitor enters it: they are cleaned from the node that holds them.
 */
function withoutAbsentSiblings(value, type, ctx) {
  if (isRef(value) && Object.keys(value).length > 1 && isNamedType(type)) withoutAbsentValues(value, type, ctx, true);
}

export const absentNullsDecorator = () => ({
  any: {
    enter(node, ctx) {
      if (isObject(node)) withoutAbsentValues(node, ctx.type, ctx, false);
    },
  },
});
