// Compiled body schemas for examples-match-schema.js, for one lint. Each schema a body refers to is
// added to Ajv under an id made from its content: its text, with the ids of the schemas it refers
// to in place of their $refs. So the bodies of all operations share the compiled schemas they have
// in common, as Redocly's check shares them within one lint.
import crypto from 'node:crypto';

// Keywords whose values are literal data or annotations, never schemas to follow.
const LITERAL_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples', 'description', 'title', 'pattern', 'format', 'required', 'type']);
// Keywords whose value is a map from names to schemas.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** A $ref that does not resolve: Redocly's no-unresolved-refs reports it; the example goes unchecked, as with Redocly's check. */
export class UnresolvedRef extends Error {}
/** A schema that reaches itself: content ids cannot name it (see selfContained). */
class Cycle extends Error {}

export class SchemaStore {
  #ajv;
  #idKeyword;
  /** Root schema text (with content ids) -> compiled validator. */
  #validators = new Map();
  /** Ids added to Ajv. */
  #added = new Set();
  /** Absolute pointer of a referenced schema -> its content id. */
  #idsByLocation = new Map();
  #visiting = new Set();

  /** `idKeyword`: where the dialect keeps a schema's id (`id` in draft 4, `$id` since). */
  constructor(ajv, idKeyword) {
    this.#ajv = ajv;
    this.#idKeyword = idKeyword;
  }

  /**
   * The validator of `schema`, found at `location` (Redocly's), its $refs resolved with `resolve`.
   * Throws UnresolvedRef for a $ref that leads nowhere, and Ajv's error for a schema it cannot compile.
   */
  validatorFor(schema, location, resolve) {
    let root;
    try {
      root = copySchema(schema, location.source.absoluteRef, (ref, from) => this.#idOf(ref, from, resolve));
    } catch (error) {
      if (!(error instanceof Cycle)) throw error;
      root = selfContained(schema, location, resolve);
    } finally {
      // A walk cut short (a cycle, a $ref that leads nowhere) must not leave schemas marked as under way.
      this.#visiting.clear();
    }
    const key = JSON.stringify(root);
    let validate = this.#validators.get(key);
    if (!validate) {
      validate = this.#ajv.compile(root);
      this.#validators.set(key, validate);
    }
    return validate;
  }

  #idOf(ref, from, resolve) {
    const resolved = resolveSchema(ref, from, resolve);
    const at = resolved.location.absolutePointer;
    let id = this.#idsByLocation.get(at);
    if (id) return id;
    if (this.#visiting.has(at)) throw new Cycle(at);
    this.#visiting.add(at);
    const copy = copySchema(resolved.node, resolved.location.source.absoluteRef, (inner, innerFrom) => this.#idOf(inner, innerFrom, resolve));
    this.#visiting.delete(at);
    id = `urn:content:${crypto.createHash('sha256').update(JSON.stringify(copy)).digest('hex')}`;
    if (!this.#added.has(id)) {
      this.#ajv.addSchema({ ...copy, [this.#idKeyword]: id });
      this.#added.add(id);
    }
    this.#idsByLocation.set(at, id);
    return id;
  }
}

/**
 * What `ref` (in the file `from`) leads to. Throws UnresolvedRef where it leads nowhere: a file that
 * is not there (no location), or a pointer its file does not hold (a location, but no node), which
 * would otherwise be copied as `undefined` and fail to hash.
 */
function resolveSchema(ref, from, resolve) {
  const resolved = resolve({ $ref: ref }, from);
  if (!resolved.location || resolved.node === undefined) throw new UnresolvedRef(ref);
  return resolved;
}

/** A copy of the schema `node` (in the file `from`) with each $ref replaced by `refTo(ref, from)`. */
function copySchema(node, from, refTo) {
  if (Array.isArray(node)) return node.map((item) => copySchema(item, from, refTo));
  if (node === null || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') copy.$ref = refTo(value, from);
    else if (LITERAL_KEYWORDS.has(key) || key.startsWith('x-')) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, copySchema(sub, from, refTo)]));
    else copy[key] = copySchema(value, from, refTo);
  }
  return copy;
}

/**
 * A schema that reaches itself, as one document: every schema it refers to copied under `$defs` and
 * its $refs pointed there. Its text still says all it checks, so it is keyed by that text alone.
 */
function selfContained(schema, location, resolve) {
  const defs = {};
  const names = new Map();
  const refTo = (ref, from) => {
    const resolved = resolveSchema(ref, from, resolve);
    const at = resolved.location.absolutePointer;
    if (!names.has(at)) {
      names.set(at, `s${names.size}`);
      defs[names.get(at)] = copySchema(resolved.node, resolved.location.source.absoluteRef, refTo);
    }
    return `#/$defs/${names.get(at)}`;
  };
  const root = copySchema(schema, location.source.absoluteRef, refTo);
  return { ...root, $defs: { ...(root.$defs ?? {}), ...defs } };
}
