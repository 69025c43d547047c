// Repeated inline shapes compiled once. Public descriptions write the same property schema inline
// again and again (an object's fields repeated in its create and update request bodies, or every
// reference expanded in place); Ajv compiles each copy into its own code. Where the same property
// or item schema appears more than once, it is compiled once, as its own function, and each use
// calls it. The checks, the errors' instancePath, keyword, params and message, and their order
// stay as they were: only the code that produces them is shared.
import { SCHEMA_ID_PREFIX } from '../../schema/json-schema.ts';

/** Where shared shapes live among the validators' schema ids. */
export const SHARED_ID_PREFIX = `${SCHEMA_ID_PREFIX}shared/`;

/**
 * Shapes of fewer keywords (counting those of the components Ajv inlines into them) stay inline:
 * their code is not much larger than the call that would replace it.
 */
const MIN_WEIGHT = 5;

/** Keywords whose value is one subschema for other places of the instance (its items, its other properties). */
const CHILD_VALUED = new Set(['items', 'additionalProperties']);
/** Keywords whose value maps names to subschemas for other places of the instance. */
const CHILD_MAPS = new Set(['properties', 'patternProperties']);
/** Keywords whose value is a list of subschemas for other places of the instance. */
const CHILD_LISTS = new Set(['prefixItems']);
/** Keywords whose value is one subschema for the same place of the instance. */
const SAME_PLACE_VALUED = new Set(['not', 'if', 'then', 'else']);
/** Keywords whose value is a list of subschemas for the same place of the instance. */
const SAME_PLACE_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

/**
 * Collects the shapes of the schemas it is shown, then rewrites each schema so that shapes seen more
 * than once are references to one shared schema each (`schemas()` lists them, for Ajv to add).
 */
export class SharedShapes {
  /** Component id -> its schema as compiled; Ajv inlines those that refer to no other schema. */
  readonly #components: Map<string, Record<string, any>>;
  readonly #weights = new Map<string, number>();
  readonly #counts = new Map<string, number>();
  /** Shape -> its shared schema's id, or null where Ajv would refuse the shape on its own. */
  readonly #ids = new Map<string, string | null>();
  readonly #shared: Record<string, any>[] = [];
  /** Ids given so far: a shape's id is taken before the shapes inside it are shared, so they come after it. */
  #idsGiven = 0;

  constructor(components: Map<string, Record<string, any>>) {
    this.#components = components;
  }

  /**
   * Counts the shapes of `schema` (a schema as the validators compile it: component references as
   * ids). A shape's own children are counted the first time it is seen only: a shape seen twice is
   * compiled once, so what it holds is written once; a shape seen once holds them once too.
   */
  count(schema: Record<string, any>): void {
    forEachChild(schema, (child) => {
      const key = shapeKey(child);
      if (key === null || this.#weight(child) < MIN_WEIGHT) return true;
      const seen = this.#counts.get(key) ?? 0;
      this.#counts.set(key, seen + 1);
      return seen === 0;
    });
  }

  /**
   * `schema` with every shape counted more than once replaced by a reference to its shared schema.
   * A shape `compilable` refuses (an invalid pattern, a keyword the meta-schema rejects) stays
   * inline, so the schema holding it is refused, and reported, as it would be without sharing.
   */
  share(schema: Record<string, any>, compilable: (shape: Record<string, any>) => boolean): Record<string, any> {
    return mapChildren(schema, (child) => {
      const key = shapeKey(child);
      if (key === null || (this.#counts.get(key) ?? 0) < 2) return null;
      let id = this.#ids.get(key);
      if (id === undefined) {
        id = compilable(child) ? `${SHARED_ID_PREFIX}${this.#idsGiven++}` : null;
        this.#ids.set(key, id);
        if (id !== null) this.#shared.push(ownFunction({ ...this.share(child, compilable), $id: id }));
      }
      return id === null ? null : { $ref: id };
    });
  }

  /** How many keywords Ajv writes code for where `schema` is used: its own, and those of the components it inlines. */
  #weight(schema: unknown): number {
    if (!schema || typeof schema !== 'object') return 0;
    if (Array.isArray(schema)) return schema.reduce((sum: number, item) => sum + this.#weight(item), 0);
    let weight = 0;
    for (const [key, value] of Object.entries(schema)) {
      weight += 1;
      if (key === '$ref' && typeof value === 'string') weight += this.#inlined(value);
      else if (key !== 'enum' && key !== 'const' && key !== 'required') weight += this.#weight(value);
    }
    return weight;
  }

  /** The weight of component `id` where Ajv inlines it (it refers to no other schema), else 0: a call. */
  #inlined(id: string): number {
    let weight = this.#weights.get(id);
    if (weight === undefined) {
      const component = this.#components.get(id);
      weight = component && !holdsReference(component) ? this.#weight(component) : 0;
      this.#weights.set(id, weight);
    }
    return weight;
  }

  /** The shared schemas, each with its `$id`, each after the shared schemas it holds. */
  schemas(): Record<string, any>[] {
    return this.#shared;
  }
}

/**
 * Keywords that give a schema a meaning of its own place: an identity or anchor, a reference
 * resolved at run time, another dialect, asynchronous validation. A shape holding one stays where
 * it is written.
 */
const PLACE_BOUND = /"\$(?:id|anchor|dynamicAnchor|dynamicRef|recursiveRef|recursiveAnchor|schema|async)"/;
/**
 * Keywords that read what other keywords at the same place of the instance evaluated, through
 * references and applicators; a shape holding one stays inline, where Ajv wrote and checked it.
 */
const READS_EVALUATED = /"unevaluated(?:Properties|Items)"/;

/**
 * The shape's text when `schema` can be compiled on its own: every reference in it is to a
 * component (the others mean something only where the shape stands), it holds no keyword of
 * PLACE_BOUND or READS_EVALUATED, it is not a bare reference (already one call) and defines no
 * `$defs` of its own (ownFunction writes one). Else null.
 */
function shapeKey(schema: unknown): string | null {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return null;
  const keys = Object.keys(schema);
  if (keys.includes('$defs') || (keys.length === 1 && keys[0] === '$ref')) return null;
  const text = JSON.stringify(schema);
  if (PLACE_BOUND.test(text) || READS_EVALUATED.test(text)) return null;
  for (const match of text.matchAll(/"\$ref":"([^"]*)"/g)) {
    if (!match[1].startsWith(SCHEMA_ID_PREFIX)) return null;
  }
  return text;
}

/** The keywords by which Ajv tells a schema that refers to another (Ajv's own list, in compile/resolve). */
const REFERENCE_KEYWORDS = new Set(['$ref', '$recursiveRef', '$recursiveAnchor', '$dynamicRef', '$dynamicAnchor']);

/**
 * `shared` as one function of its own. Ajv copies a referenced schema that holds no reference into
 * each place that uses it (its inlineRefs default), which would undo the sharing; a definition that
 * refers to the schema itself, never used, tells Ajv otherwise and adds no check and no code.
 */
function ownFunction(shared: Record<string, any>): Record<string, any> {
  return holdsReference(shared) ? shared : { ...shared, $defs: { 'compiled-once': { $ref: '#' } } };
}

/** Whether Ajv finds a reference keyword anywhere in `node`, under any key, as its inlining test does. */
function holdsReference(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(holdsReference);
  return Object.entries(node).some(([key, value]) => REFERENCE_KEYWORDS.has(key) || holdsReference(value));
}

/**
 * Calls `visit` on each schema that validates another place of the instance than `schema`'s (a
 * property, an item), looking through keywords that apply at the same place; descends into a
 * child only when `visit` returns true.
 */
function forEachChild(schema: Record<string, any>, visit: (child: Record<string, any>) => boolean): void {
  // The same walk as mapChildren: a child kept as it is is not descended into.
  mapChildren(schema, (child) => (visit(child) ? null : child));
}

/**
 * A copy of `schema` in which each child schema (one for another place of the instance, found through
 * keywords for the same place) that `replace` returns an object for is that object; the others are
 * copied with their own children mapped.
 */
function mapChildren(schema: Record<string, any>, replace: (child: Record<string, any>) => Record<string, any> | null): Record<string, any> {
  const map = (node: unknown, child: boolean): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    if (child) {
      const replaced = replace(node as Record<string, any>);
      if (replaced) return replaced;
    }
    const out: Record<string, any> = {};
    for (const [key, value] of Object.entries(node)) {
      if (CHILD_VALUED.has(key)) out[key] = map(value, true);
      else if (CHILD_MAPS.has(key) && value && typeof value === 'object') out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, map(sub, true)]));
      else if (CHILD_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((sub) => map(sub, true));
      else if (SAME_PLACE_VALUED.has(key)) out[key] = map(value, false);
      else if (SAME_PLACE_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((sub) => map(sub, false));
      else out[key] = value;
    }
    return out;
  };
  return map(schema, false) as Record<string, any>;
}
