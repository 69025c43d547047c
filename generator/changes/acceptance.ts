// Whether every value one schema accepts is accepted by another: the comparison behind a schema
// that was rewritten rather than edited keyword by keyword (an object split into `oneOf`
// branches, an `allOf` replaced, `anyOf` members added). The answer is "yes" only where it can be
// shown; anything it cannot read (`not`, `if`, a pattern with lookarounds) is "no", so a rewrite it
// cannot follow is reported as a change in both directions, never as a safe one.
import { resolvePointer } from '../model/refs.ts';
import { formats } from '../schema/formats.js';
import { patternRegExp } from '../schema/inline-flags.js';
import { toJsonSchemaDialect } from '../schema/openapi-dialect.ts';
import { canonicalJson } from './inline-refs.ts';
import { acceptsEverything, patternRelation } from './pattern-language.ts';
import { relationOf, type Relation } from './relation.ts';

type Document = Record<string, any>;
type Schema = Record<string, any> | boolean;

/** A schema and the document its `$ref`s resolve in. */
export interface SchemaAt {
  schema: unknown;
  document: Document;
}

/** Formats the validators check; any other `format` is an annotation (README, "Schemas" warnings). */
export const CHECKED_FORMATS: ReadonlySet<string> = new Set(Object.keys(formats));

/** Keywords that describe and never decide whether a value is accepted. */
const ANNOTATIONS = new Set(['title', 'description', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment', 'externalDocs', 'xml', 'discriminator', 'contentMediaType', 'contentEncoding', '$id', '$schema', '$anchor', '$defs', 'definitions']);
const COMPOSITION = new Set(['allOf', 'anyOf', 'oneOf']);
/** Keywords read below; any other constraining keyword must be written the same on both sides. */
const READ = new Set(['type', 'enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'format', 'items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties']);
/** Past this many alternatives (a product of unions) or steps, the comparison gives up: "not shown". */
const MAX_ALTERNATIVES = 64;
const MAX_STEPS = 20_000;

class TooComplex extends Error {}

/** How what `after` accepts relates to what `before` accepts. */
export function schemaRelation(before: SchemaAt, after: SchemaAt): Relation {
  try {
    return relationOf(new Inclusion().includes(before, after), new Inclusion().includes(after, before));
  } catch (error) {
    if (error instanceof TooComplex) return 'unknown';
    throw error;
  }
}

/** Whether a value is accepted by a schema, as far as the keywords read here tell (unknown keywords: no). */
export function valueMatches(value: unknown, at: SchemaAt): boolean {
  try {
    return new Inclusion().matches(value, at);
  } catch (error) {
    if (error instanceof TooComplex) return false;
    throw error;
  }
}

/** Whether any two of the schemas may accept the same value (a oneOf refuses such a value). */
export function someOverlap(members: SchemaAt[]): boolean {
  try {
    const inclusion = new Inclusion();
    return members.some((a, i) => members.some((b, j) => j > i && inclusion.overlaps(a, b)));
  } catch (error) {
    if (error instanceof TooComplex) return true;
    throw error;
  }
}

/** What a conjunction of plain schemas (no unions left) says, merged. */
interface Facts {
  /** null: any type. */
  types: Set<string> | null;
  /** The only values allowed (enum/const), or null. */
  values: unknown[] | null;
  lower: { value: number; exclusive: boolean } | null;
  upper: { value: number; exclusive: boolean } | null;
  multipleOf: number[];
  minLength: number;
  maxLength: number;
  patterns: string[];
  formats: Set<string>;
  items: SchemaAt[];
  minItems: number;
  maxItems: number;
  uniqueItems: boolean;
  required: Set<string>;
  properties: Map<string, SchemaAt[]>;
  /** Schemas every property not named in `properties` must meet (`additionalProperties`). */
  additional: SchemaAt[];
  minProperties: number;
  maxProperties: number;
  /** Other constraining keywords, as canonical JSON: compared by text only. */
  opaque: Set<string>;
  /** The conjunction accepts nothing (an empty enum, `false`). */
  empty: boolean;
}

class Inclusion {
  #steps = 0;
  #assumed = new Set<string>();
  #ids = new WeakMap<object, number>();
  #nextId = 1;
  #normalized = new WeakMap<object, Schema>();

  /** Every value `a` accepts, `b` accepts. */
  includes(a: SchemaAt, b: SchemaAt): boolean {
    this.#step();
    const key = `${this.#id(a.schema)}:${this.#id(b.schema)}`;
    if (this.#assumed.has(key)) return true; // a recursive schema met again: holds if the rest holds
    this.#assumed.add(key);
    try {
      const bAlternatives = this.#alternatives(b);
      if (bAlternatives.some((conjunction) => conjunction.length === 0)) return true; // b accepts anything
      const exclusive = this.#hasOneOf(b);
      return this.#alternatives(a).every((conjunction) =>
        byType(this.#facts(conjunction)).every((facts) => {
          if (facts.empty) return true;
          return bAlternatives.some((candidate, index) => this.#factsMeet(facts, candidate) && (!exclusive || bAlternatives.every((other, j) => j === index || this.#disjoint(facts, other))));
        }),
      );
    } finally {
      this.#assumed.delete(key);
    }
  }

  /** Whether some value may meet both schemas (no reason to tell them apart was found). */
  overlaps(a: SchemaAt, b: SchemaAt): boolean {
    const bAlternatives = this.#alternatives(b);
    return this.#alternatives(a).some((conjunction) => {
      const facts = this.#facts(conjunction);
      return !facts.empty && bAlternatives.some((other) => !this.#disjoint(facts, other));
    });
  }

  matches(value: unknown, at: SchemaAt): boolean {
    this.#step();
    const alternatives = this.#alternatives(at);
    const matching = alternatives.filter((conjunction) => conjunction.every((plain) => this.#valueMeets(value, plain)));
    return this.#hasOneOf(at) ? matching.length === 1 : matching.length > 0;
  }

  #step(): void {
    if (++this.#steps > MAX_STEPS) throw new TooComplex();
  }

  #id(schema: unknown): number {
    if (schema === null || typeof schema !== 'object') return schema === false ? -1 : 0;
    let id = this.#ids.get(schema);
    if (id === undefined) this.#ids.set(schema, (id = this.#nextId++));
    return id;
  }

  /** The schema with `$ref`s followed (siblings of a `$ref` kept beside its target, as allOf) and 3.0 habits translated. */
  #resolve(at: SchemaAt): { schema: Schema; document: Document } {
    let schema: unknown = at.schema;
    const seen = new Set<string>();
    while (schema && typeof schema === 'object' && typeof (schema as Document).$ref === 'string') {
      const { $ref, ...siblings } = schema as Document;
      if (!$ref.startsWith('#/') || seen.has($ref)) return { schema: true, document: at.document };
      seen.add($ref);
      const target = resolvePointer(at.document, $ref);
      if (Object.keys(siblings).some((key) => !isAnnotation(key))) return { schema: { ...siblings, allOf: [...(siblings.allOf ?? []), target] }, document: at.document };
      schema = target;
    }
    if (typeof schema === 'boolean') return { schema, document: at.document };
    if (!schema || typeof schema !== 'object') return { schema: true, document: at.document };
    let normalized = this.#normalized.get(schema);
    if (!normalized) this.#normalized.set(schema, (normalized = toJsonSchemaDialect(schema as Document) as Schema));
    return { schema: normalized, document: at.document };
  }

  /** The schema as alternatives (unions spread out), each a conjunction of plain schemas. */
  #alternatives(at: SchemaAt): SchemaAt[][] {
    const { schema, document } = this.#resolve(at);
    if (schema === true) return [[]];
    if (schema === false) return [[{ schema: false, document }]];
    const plain: Document = {};
    for (const [key, value] of Object.entries(schema)) if (!COMPOSITION.has(key) && !isAnnotation(key)) plain[key] = value;
    let result: SchemaAt[][] = [Object.keys(plain).length > 0 ? [{ schema: plain, document }] : []];
    const cross = (options: SchemaAt[][]) => {
      const next: SchemaAt[][] = [];
      for (const left of result) for (const right of options) next.push([...left, ...right]);
      if (next.length > MAX_ALTERNATIVES) throw new TooComplex();
      result = next;
    };
    for (const member of asList(schema.allOf)) cross(this.#alternatives({ schema: member, document }));
    for (const union of [schema.anyOf, schema.oneOf]) {
      if (Array.isArray(union)) cross(union.flatMap((member) => this.#alternatives({ schema: member, document })));
    }
    return result;
  }

  #hasOneOf(at: SchemaAt): boolean {
    const { schema, document } = this.#resolve(at);
    if (typeof schema === 'boolean') return false;
    return Array.isArray(schema.oneOf) || asList(schema.allOf).some((member) => this.#hasOneOf({ schema: member, document }));
  }

  #facts(conjunction: SchemaAt[]): Facts {
    const facts: Facts = {
      types: null, values: null, lower: null, upper: null, multipleOf: [], minLength: 0, maxLength: Infinity, patterns: [], formats: new Set(),
      items: [], minItems: 0, maxItems: Infinity, uniqueItems: false, required: new Set(), properties: new Map(), additional: [],
      minProperties: 0, maxProperties: Infinity, opaque: new Set(), empty: false,
    };
    for (const { schema, document } of conjunction) {
      if (schema === false) facts.empty = true;
      if (!schema || typeof schema !== 'object') continue;
      const s = schema as Document;
      if (s.type !== undefined) {
        const types = new Set<string>(asList(s.type).map(String));
        if (types.has('number')) types.add('integer');
        facts.types = facts.types ? new Set([...facts.types].filter((t) => types.has(t))) : types;
      }
      const values = 'const' in s ? [s.const] : Array.isArray(s.enum) ? s.enum : null;
      if (values) facts.values = facts.values ? facts.values.filter((v) => values.some((w) => same(v, w))) : values;
      if (typeof s.minimum === 'number') facts.lower = tighterLower(facts.lower, { value: s.minimum, exclusive: false });
      if (typeof s.exclusiveMinimum === 'number') facts.lower = tighterLower(facts.lower, { value: s.exclusiveMinimum, exclusive: true });
      if (typeof s.maximum === 'number') facts.upper = tighterUpper(facts.upper, { value: s.maximum, exclusive: false });
      if (typeof s.exclusiveMaximum === 'number') facts.upper = tighterUpper(facts.upper, { value: s.exclusiveMaximum, exclusive: true });
      if (typeof s.multipleOf === 'number') facts.multipleOf.push(s.multipleOf);
      if (typeof s.minLength === 'number') facts.minLength = Math.max(facts.minLength, s.minLength);
      if (typeof s.maxLength === 'number') facts.maxLength = Math.min(facts.maxLength, s.maxLength);
      if (typeof s.pattern === 'string') facts.patterns.push(s.pattern);
      if (typeof s.format === 'string' && CHECKED_FORMATS.has(s.format)) facts.formats.add(s.format);
      if (s.items !== undefined) facts.items.push({ schema: s.items, document });
      if (typeof s.minItems === 'number') facts.minItems = Math.max(facts.minItems, s.minItems);
      if (typeof s.maxItems === 'number') facts.maxItems = Math.min(facts.maxItems, s.maxItems);
      if (s.uniqueItems === true) facts.uniqueItems = true;
      for (const name of asList(s.required)) facts.required.add(String(name));
      const named = s.properties && typeof s.properties === 'object' ? Object.keys(s.properties) : [];
      // A property this schema does not name meets its additionalProperties; one it names, its own schema.
      for (const name of new Set([...named, ...facts.properties.keys()])) {
        const own = named.includes(name) ? { schema: s.properties[name], document } : s.additionalProperties !== undefined ? { schema: s.additionalProperties, document } : null;
        if (!own) continue;
        const known = facts.properties.get(name) ?? [...facts.additional];
        facts.properties.set(name, [...known, own]);
      }
      if (s.additionalProperties !== undefined) facts.additional.push({ schema: s.additionalProperties, document });
      if (typeof s.minProperties === 'number') facts.minProperties = Math.max(facts.minProperties, s.minProperties);
      if (typeof s.maxProperties === 'number') facts.maxProperties = Math.min(facts.maxProperties, s.maxProperties);
      for (const [key, value] of Object.entries(s)) if (!READ.has(key) && !isAnnotation(key)) facts.opaque.add(canonicalJson({ [key]: value }));
    }
    if (facts.types && facts.types.size === 0) facts.empty = true;
    if (facts.values && facts.values.length === 0) facts.empty = true;
    return facts;
  }

  /** Whether every value meeting `facts` meets every schema of `conjunction`. */
  #factsMeet(facts: Facts, conjunction: SchemaAt[]): boolean {
    if (facts.values) {
      const values = facts.values;
      return values.every((value) => this.#valueMeetsFacts(value, facts) === false || conjunction.every((plain) => this.#valueMeets(value, plain)));
    }
    return conjunction.every((plain) => this.#factsMeetPlain(facts, plain));
  }

  #factsMeetPlain(facts: Facts, at: SchemaAt): boolean {
    const s = at.schema;
    if (s === true) return true;
    if (s === false || !s || typeof s !== 'object') return false;
    const may = (type: string) => !facts.types || facts.types.has(type);
    for (const [key, value] of Object.entries(s as Document)) {
      if (isAnnotation(key)) continue;
      const ok = ((): boolean => {
        switch (key) {
          case 'type': {
            const allowed = new Set<string>(asList(value).map(String));
            return facts.types !== null && [...facts.types].every((t) => allowed.has(t) || (t === 'integer' && allowed.has('number')));
          }
          case 'enum':
          case 'const':
            return false; // facts without a value list accept more than a list
          case 'minimum':
          case 'exclusiveMinimum':
            return !(may('number') || may('integer')) || (facts.lower !== null && !looserLower(facts.lower, { value, exclusive: key === 'exclusiveMinimum' }));
          case 'maximum':
          case 'exclusiveMaximum':
            return !(may('number') || may('integer')) || (facts.upper !== null && !looserUpper(facts.upper, { value, exclusive: key === 'exclusiveMaximum' }));
          case 'multipleOf':
            return !(may('number') || may('integer')) || facts.multipleOf.some((m) => isMultiple(m, value)) || (value === 1 && facts.types !== null && !facts.types.has('number'));
          case 'minLength':
            return !may('string') || facts.minLength >= value;
          case 'maxLength':
            return !may('string') || facts.maxLength <= value;
          case 'pattern':
            return !may('string') || acceptsEverything(value) || facts.patterns.some((p) => ['equal', 'wider'].includes(patternRelation(p, value)));
          case 'format':
            return !may('string') || !CHECKED_FORMATS.has(value) || facts.formats.has(value);
          case 'items':
            return !may('array') || this.#conjunctionIncludes(facts.items, { schema: value, document: at.document });
          case 'minItems':
            return !may('array') || facts.minItems >= value;
          case 'maxItems':
            return !may('array') || facts.maxItems <= value;
          case 'uniqueItems':
            return !may('array') || value !== true || facts.uniqueItems || facts.maxItems <= 1;
          case 'required':
            return !may('object') || asList(value).every((name) => facts.required.has(String(name)));
          case 'properties':
            return !may('object') || Object.entries(value ?? {}).every(([name, schema]) => this.#conjunctionIncludes(facts.properties.get(name) ?? facts.additional, { schema, document: at.document }));
          case 'additionalProperties': {
            if (!may('object')) return true;
            const named = new Set(Object.keys((s as Document).properties ?? {}));
            const others = { schema: value, document: at.document };
            return [...facts.properties.entries()].every(([name, schemas]) => named.has(name) || this.#conjunctionIncludes(schemas, others)) && this.#conjunctionIncludes(facts.additional, others);
          }
          case 'minProperties':
            return !may('object') || facts.minProperties >= value;
          case 'maxProperties':
            return !may('object') || facts.maxProperties <= value;
          default:
            return facts.opaque.has(canonicalJson({ [key]: value }));
        }
      })();
      if (!ok) return false;
    }
    return true;
  }

  /** Every value meeting all of `conjunction` meets `b` (an empty conjunction accepts anything). */
  #conjunctionIncludes(conjunction: SchemaAt[], b: SchemaAt): boolean {
    if (conjunction.length === 1) return this.includes(conjunction[0], b);
    const [first] = conjunction;
    return this.includes({ schema: { allOf: conjunction.map((c) => c.schema) }, document: first?.document ?? b.document }, b) || conjunction.some((one) => this.includes(one, b));
  }

  /** No value meets both `facts` and `conjunction`: their types, values, ranges or a property's constant differ. */
  #disjoint(facts: Facts, conjunction: SchemaAt[]): boolean {
    const other = this.#facts(conjunction);
    if (other.empty) return true;
    if (facts.types && other.types && ![...facts.types].some((t) => other.types!.has(t))) return true;
    if (facts.values && other.values && !facts.values.some((v) => other.values!.some((w) => same(v, w)))) return true;
    if (facts.values && facts.values.every((v) => !conjunction.every((plain) => this.#valueMeets(v, plain)))) return true;
    for (const name of new Set([...facts.required, ...other.required])) {
      // A field both require, with constants that differ (a discriminator), or one side requires and the other forbids.
      const mine = constantsOf(facts.properties.get(name));
      const theirs = constantsOf(other.properties.get(name));
      if (facts.required.has(name) && other.required.has(name) && mine && theirs && !mine.some((v) => theirs.some((w) => same(v, w)))) return true;
      if (facts.required.has(name) && (other.properties.get(name) ?? other.additional).some((c) => c.schema === false)) return true;
      if (other.required.has(name) && (facts.properties.get(name) ?? facts.additional).some((c) => c.schema === false)) return true;
    }
    return false;
  }

  /** Whether `value` meets one plain schema (no unions at its top). */
  #valueMeets(value: unknown, at: SchemaAt): boolean {
    const facts = this.#facts([at]);
    if (facts.empty) return false;
    if (this.#valueMeetsFacts(value, facts) === false) return false;
    const s = at.schema as Document;
    if (typeof s !== 'object' || s === null) return s !== false;
    if (Array.isArray(value) && s.items !== undefined) return value.every((item) => this.matches(item, { schema: s.items, document: at.document }));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, field] of Object.entries(value as Document)) {
        const schema = s.properties?.[name] ?? s.additionalProperties;
        if (schema !== undefined && !this.matches(field, { schema, document: at.document })) return false;
      }
    }
    return facts.opaque.size === 0;
  }

  /** The checks of `facts` that need no other schema; false when the value fails one. */
  #valueMeetsFacts(value: unknown, facts: Facts): boolean {
    if (facts.values && !facts.values.some((v) => same(v, value))) return false;
    if (facts.types && !facts.types.has(jsonType(value)) && !(jsonType(value) === 'integer' && facts.types.has('number'))) return false;
    if (typeof value === 'number') {
      if (facts.lower && (value < facts.lower.value || (facts.lower.exclusive && value === facts.lower.value))) return false;
      if (facts.upper && (value > facts.upper.value || (facts.upper.exclusive && value === facts.upper.value))) return false;
      if (facts.multipleOf.some((m) => !isMultiple(value, m))) return false;
    }
    if (typeof value === 'string') {
      const length = [...value].length;
      if (length < facts.minLength || length > facts.maxLength) return false;
      for (const pattern of facts.patterns) {
        try {
          // As the validators compile it: in Unicode mode, after a leading flag group with its flags.
          if (!patternRegExp(pattern, 'u').test(value)) return false;
        } catch {
          return false;
        }
      }
      for (const format of facts.formats) if (!formatAccepts(format, value)) return false;
    }
    if (Array.isArray(value) && (value.length < facts.minItems || value.length > facts.maxItems)) return false;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if ([...facts.required].some((name) => !keys.includes(name))) return false;
      if (keys.length < facts.minProperties || keys.length > facts.maxProperties) return false;
    }
    return true;
  }
}

/** Facts allowing several types, as one per type: `[string, null]` is met by a union that has each. */
function byType(facts: Facts): Facts[] {
  if (!facts.types || facts.types.size < 2) return [facts];
  const types = [...facts.types].filter((t) => !(t === 'integer' && facts.types!.has('number')));
  return types.map((type) => ({
    ...facts,
    types: new Set(type === 'number' ? ['number', 'integer'] : [type]),
    values: facts.values && facts.values.filter((v) => jsonType(v) === type || (type === 'number' && jsonType(v) === 'integer')),
  }));
}

/** The constant values a property's schemas allow, when they are a finite list. */
function constantsOf(schemas: SchemaAt[] | undefined): unknown[] | null {
  if (!schemas) return null;
  let values: unknown[] | null = null;
  for (const { schema } of schemas) {
    if (!schema || typeof schema !== 'object') continue;
    const s = schema as Document;
    const own = 'const' in s ? [s.const] : Array.isArray(s.enum) ? s.enum : null;
    if (own) values = values ? values.filter((v) => own.some((w) => same(v, w))) : own;
  }
  return values;
}

function formatAccepts(format: string, value: string): boolean {
  const check = (formats as Record<string, unknown>)[format];
  if (check instanceof RegExp) return check.test(value);
  if (typeof check === 'function') return Boolean(check(value));
  if (check && typeof check === 'object' && 'validate' in check) {
    const validate = (check as { validate: unknown }).validate;
    return validate instanceof RegExp ? validate.test(value) : typeof validate === 'function' ? Boolean(validate(value)) : true;
  }
  return true;
}

function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith('x-');
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function same(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function isMultiple(value: number, of: number): boolean {
  const quotient = value / of;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}

type Bound = { value: number; exclusive: boolean };

function tighterLower(a: Bound | null, b: Bound): Bound {
  if (!a) return b;
  return b.value > a.value || (b.value === a.value && b.exclusive) ? b : a;
}

function tighterUpper(a: Bound | null, b: Bound): Bound {
  if (!a) return b;
  return b.value < a.value || (b.value === a.value && b.exclusive) ? b : a;
}

/** Whether lower bound `a` lets through a value `b` refuses. */
function looserLower(a: Bound, b: Bound): boolean {
  return a.value < b.value || (a.value === b.value && !a.exclusive && b.exclusive);
}

function looserUpper(a: Bound, b: Bound): boolean {
  return a.value > b.value || (a.value === b.value && !a.exclusive && b.exclusive);
}
