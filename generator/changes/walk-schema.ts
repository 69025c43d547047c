// Compares two versions of one schema, field by field, and says each difference once under its
// rule. Each keyword family has its own reader below (types, values, constraints, fields,
// composition); what a difference means turns on one question, asked of each: does the schema now
// accept more values, fewer, or others (relation.ts), and is it something the client sends or
// receives? A schema rewritten in a way no family reads (an object split into oneOf branches, an
// allOf replaced) is compared whole (acceptance.ts).
import { resolvePointer } from '../model/refs.ts';
import { toJsonSchemaDialect } from '../schema/openapi-dialect.ts';
import { schemaComponentName } from '../json-pointer.ts';
import { CHECKED_FORMATS, schemaRelation, someOverlap, valueMatches } from './acceptance.ts';
import type { FieldAt, Findings } from './findings.ts';
import { canonicalJson } from './inline-refs.ts';
import { patternRelation } from './pattern-language.ts';
import { ANY_ITEM, ANY_VALUE, type FieldSegment } from './field-path.ts';
import type { Relation } from './relation.ts';
import { levelOf, type RuleId } from './rules.ts';
import { code, keyOf, listOf, siteOf, subjectOf } from './words.ts';
import { isObject } from '../json-object.ts';

type Document = Record<string, any>;
type Schema = Record<string, any>;

/** Subschemas the field-by-field readers do not enter: a change in one is compared whole. */
const OPAQUE = ['not', 'if', 'then', 'else', 'contains', 'propertyNames', 'dependentSchemas', 'dependentRequired', 'patternProperties', 'unevaluatedProperties', 'unevaluatedItems', 'prefixItems', '$dynamicRef'];
const UNIONS = ['allOf', 'anyOf', 'oneOf'] as const;
/** Notes the docs show beside a field; other `x-` keys are not shown anywhere and not reported. */
const SHOWN_NOTES = ['x-not-shown', 'x-external-source'];

/** One walk over two documents: where it has been, so a recursive schema is compared once. */
export class SchemaWalk {
  readonly #findings: Findings;
  readonly #before: Document;
  readonly #after: Document;
  /** Pairs of schema objects found to say the same thing (no finding below them). */
  readonly #same = new WeakMap<object, WeakSet<object>>();

  constructor(findings: Findings, before: Document, after: Document) {
    this.#findings = findings;
    this.#before = before;
    this.#after = after;
  }

  /** Compares the schema at `at` in both documents (undefined: no schema, any value). */
  compare(before: unknown, after: unknown, at: FieldAt, visiting = new Set<string>()): void {
    const b = follow(this.#before, before);
    const a = follow(this.#after, after);
    const name = a.component ?? b.component;
    if (name) at = { ...at, origin: { name, field: [], parent: at.origin } };
    const loop = `${b.pointer ?? ''}|${a.pointer ?? ''}`;
    if ((b.pointer || a.pointer) && visiting.has(loop)) return;
    if (this.#known(b.raw, a.raw)) return;
    const count = this.#findings.list.length;
    const inner = b.pointer || a.pointer ? new Set([...visiting, loop]) : visiting;
    this.#node(b.schema, a.schema, at, inner);
    if (this.#findings.list.length === count) this.#remember(b.raw, a.raw);
  }

  #node(beforeSchema: Schema | boolean, afterSchema: Schema | boolean, at: FieldAt, visiting: Set<string>): void {
    // No schema, `true` and `{}` all accept any value; only `false` is read on its own.
    const before = beforeSchema === true ? {} : beforeSchema;
    const after = afterSchema === true ? {} : afterSchema;
    if (before === false || after === false) {
      if (before !== after) this.#whole(before, after, at, after === false ? 'now accepts nothing' : 'no longer refuses every value');
      return;
    }
    const reshaped = compositionChange(before, after);
    if (reshaped) return this.#whole(before, after, at, reshaped);
    for (const keyword of UNIONS) this.#members(before[keyword], after[keyword], keyword, at, visiting);
    const nullChange = this.#types(before, after, at);
    this.#values(before, after, at, nullChange);
    this.#constraints(before, after, at);
    this.#fields(before, after, at, visiting);
    this.#notes(before, after, at);
  }

  /** A schema rewritten (unions or allOf reshaped, a keyword the readers do not enter): compared whole. */
  #whole(before: Schema | boolean, after: Schema | boolean, at: FieldAt, what: string): void {
    const relation = schemaRelation({ schema: before, document: this.#before }, { schema: after, document: this.#after });
    // Where the only value it now takes is null, say so.
    const nowNull =
      relation === 'wider' &&
      !valueMatches(null, { schema: before, document: this.#before }) &&
      schemaRelation({ schema: { anyOf: [before, { type: 'null' }] }, document: this.#before }, { schema: after, document: this.#after }) === 'equal';
    if (nowNull) return at.side === 'request' ? this.#add('request-type-widened', at, `${subjectOf(at)} now accepts null`) : this.#add('response-field-nullable', at, `${subjectOf(at)} may now be null`);
    const rules: Record<Relation, RuleId> =
      at.side === 'request'
        ? { equal: 'schema-rewritten', wider: 'request-schema-widened', narrower: 'request-schema-narrowed', other: 'request-schema-changed', unknown: 'request-schema-changed' }
        : { equal: 'schema-rewritten', wider: 'response-schema-widened', narrower: 'response-schema-narrowed', other: 'response-schema-changed', unknown: 'response-schema-changed' };
    this.#add(rules[relation], at, `${subjectOf(at)}: ${what} (${relationWords(at, relation)})`);
  }

  /** allOf/anyOf/oneOf of the same shape: each member against its counterpart (the same text first, then by position). */
  #members(before: unknown, after: unknown, keyword: string, at: FieldAt, visiting: Set<string>): void {
    if (!Array.isArray(before) || !Array.isArray(after)) return;
    const unmatched = after.map((_, index) => index);
    const pairs: [unknown, unknown][] = [];
    const leftover: unknown[] = [];
    for (const member of before) {
      const text = canonicalJson(member);
      const twin = unmatched.findIndex((index) => canonicalJson(after[index]) === text);
      if (twin === -1) leftover.push(member);
      else pairs.push([member, after[unmatched.splice(twin, 1)[0]]]);
    }
    leftover.forEach((member, i) => pairs.push([member, after[unmatched[i]]]));
    const count = this.#findings.list.length;
    for (const [b, a] of pairs) this.compare(b, a, at, visiting);
    // A oneOf member that accepts more may now overlap another: a value matching both is refused.
    if (keyword === 'oneOf' && this.#findings.list.length > count) this.#overlap(before, after, at);
  }

  #overlap(before: unknown[], after: unknown[], at: FieldAt): void {
    if (at.side !== 'request') return;
    const overlapped = someOverlap(before.map((schema) => ({ schema, document: this.#before })));
    const overlaps = someOverlap(after.map((schema) => ({ schema, document: this.#after })));
    if (overlaps && !overlapped) this.#add('request-schema-narrowed', at, `${subjectOf(at)}: its oneOf branches may now overlap (a value matching two is refused)`);
  }

  /** `type` (with OpenAPI 3.0's `nullable`, translated): which kinds of value. Returns whether null came or went. */
  #types(before: Schema, after: Schema, at: FieldAt): boolean {
    const b = typeSet(before);
    const a = typeSet(after);
    if (sameSet(b, a)) return false;
    const relation = typeRelation(b, a);
    const words = `${typeWords(b)} → ${typeWords(a)}`;
    const onlyNull = (from: Set<string> | null, to: Set<string> | null) => from && to && to.has('null') && !from.has('null') && [...from].every((t) => to.has(t)) && to.size === from.size + 1;
    const subject = subjectOf(at);
    if (onlyNull(b, a)) {
      if (at.side === 'request') this.#add('request-type-widened', at, `${subject} now accepts null`);
      else this.#add('response-field-nullable', at, `${subject} may now be null`);
      return true;
    }
    if (onlyNull(a, b)) {
      if (at.side === 'request') this.#add('request-type-narrowed', at, `${subject} no longer accepts null`);
      else this.#add('response-type-narrowed', at, `${subject} is no longer null`);
      return true;
    }
    const anyWords = a === null ? `now ${at.side === 'request' ? 'accepts' : 'may hold'} any type (was ${typeWords(b)})` : null;
    if (relation === 'wider') this.#add(at.side === 'request' ? 'request-type-widened' : 'response-type-widened', at, `${subject} ${anyWords ?? `${at.side === 'request' ? 'accepts more' : 'may now hold more'}: type ${words}`}`);
    else if (relation === 'narrower') this.#add(at.side === 'request' ? 'request-type-narrowed' : 'response-type-narrowed', at, `${subject} ${at.side === 'request' ? 'accepts less' : 'holds less'}: type ${words}`);
    else this.#add('type-changed', at, `${subject}: type ${words}`);
    return (b?.has('null') ?? true) !== (a?.has('null') ?? true);
  }

  /** `enum` and `const`: the list of allowed values. */
  #values(before: Schema, after: Schema, at: FieldAt, nullChanged: boolean): void {
    const b = valueList(before);
    const a = valueList(after);
    if (!b && !a) return;
    const subject = subjectOf(at);
    const request = at.side === 'request';
    if (!b) return this.#add(request ? 'request-values-restricted' : 'response-values-restricted', at, `${subject} ${request ? 'now accepts only' : 'now holds only'} ${listOf(a!)}`);
    if (!a) return this.#add(request ? 'request-values-opened' : 'response-values-opened', at, `${subject} no longer limited to ${listOf(b)}`);
    // null joins the list with a nullable type: said once, by the type.
    const counted = (list: unknown[]) => (nullChanged ? list.filter((v) => v !== null) : list);
    const added = counted(a).filter((v) => !b.some((w) => canonicalJson(w) === canonicalJson(v)));
    const removed = counted(b).filter((v) => !a.some((w) => canonicalJson(w) === canonicalJson(v)));
    if (added.length > 0) this.#add(request ? 'request-value-added' : 'response-value-added', at, `${subject} ${request ? 'now accepts' : 'may now be'} ${listOf(added)}`);
    if (removed.length > 0) this.#add(request ? 'request-value-removed' : 'response-value-removed', at, `${subject} ${request ? 'no longer accepts' : 'no longer returns'} ${listOf(removed)}`);
  }

  /** Bounds, lengths, counts, pattern, format, multipleOf, uniqueItems: each on its own. */
  #constraints(before: Schema, after: Schema, at: FieldAt): void {
    for (const [words, relation] of constraintChanges(before, after)) {
      const rules: Record<Relation, RuleId> =
        at.side === 'request'
          ? { equal: 'schema-rewritten', wider: 'request-constraint-loosened', narrower: 'request-constraint-tightened', other: 'request-constraint-changed', unknown: 'request-constraint-changed' }
          : { equal: 'schema-rewritten', wider: 'response-constraint-loosened', narrower: 'response-constraint-tightened', other: 'response-constraint-changed', unknown: 'response-constraint-changed' };
      this.#add(rules[relation], at, `${subjectOf(at)}: ${words} (${relationWords(at, relation)})`);
    }
    if (at.side === 'request' && canonicalJson(before.default) !== canonicalJson(after.default)) {
      this.#add('request-default-changed', at, `${subjectOf(at)}: default ${code(before.default ?? 'none')} → ${code(after.default ?? 'none')}`);
    }
  }

  /** properties, required, additionalProperties and items: fields added, removed, made required or optional, and each common field compared. */
  #fields(before: Schema, after: Schema, at: FieldAt, visiting: Set<string>): void {
    // A value that is now (or was) free of any type: the type's finding says it all.
    if (isFree(before) || isFree(after)) return;
    const request = at.side === 'request';
    // A readOnly field is not part of a request, nor a writeOnly one of a response (OpenAPI's reading).
    const hidden = request ? 'readOnly' : 'writeOnly';
    const visible = (properties: Schema | undefined, document: Document): Schema =>
      Object.fromEntries(Object.entries(properties ?? {}).filter(([, schema]) => {
        const target = follow(document, schema).schema;
        return !(isObject(target) && target[hidden] === true);
      }));
    const bProps: Schema = visible(before.properties, this.#before);
    const aProps: Schema = visible(after.properties, this.#after);
    const bRequired = new Set<string>((before.required ?? []).map(String).filter((name: string) => name in bProps || !(name in (before.properties ?? {}))));
    const aRequired = new Set<string>((after.required ?? []).map(String).filter((name: string) => name in aProps || !(name in (after.properties ?? {}))));
    const child = (name: FieldSegment): FieldAt => ({ ...at, field: [...at.field, name], origin: at.origin && { ...at.origin, field: [...at.origin.field, name] } });
    const takesOthers = after.additionalProperties === true || isObject(after.additionalProperties);
    for (const name of Object.keys(aProps)) {
      if (name in bProps) continue;
      const field = child(name);
      if (request && aRequired.has(name)) this.#add('request-field-required', field, `${subjectOf(field)} added, required`);
      else this.#add(request ? 'request-field-added' : 'response-field-added', field, `${subjectOf(field)} added`);
    }
    for (const name of Object.keys(bProps)) {
      if (name in aProps) continue;
      const field = child(name);
      if (!request) this.#add('response-field-removed', field, `${subjectOf(field)} removed`);
      else if (takesOthers) this.#add('request-field-removed-open', field, `${subjectOf(field)} removed (the object still takes other fields)`);
      else this.#add('request-field-removed', field, `${subjectOf(field)} removed`);
    }
    for (const name of new Set([...aRequired, ...bRequired])) {
      // A field added or removed with its `required` entry is said once, above.
      if (aRequired.has(name) === bRequired.has(name) || name in aProps !== name in bProps) continue;
      const field = child(name);
      if (aRequired.has(name)) this.#add(request ? 'request-field-required' : 'response-field-required', field, `${subjectOf(field)} ${request ? 'is now required' : 'is now always present'}`);
      else this.#add(request ? 'request-field-optional' : 'response-field-optional', field, `${subjectOf(field)} ${request ? 'is now optional' : 'may now be absent'}`);
    }
    for (const name of Object.keys(aProps)) if (name in bProps) this.compare(bProps[name], aProps[name], child(name), visiting);
    this.#additional(before, after, at, child(ANY_VALUE), visiting);
    if (before.items !== undefined || after.items !== undefined) this.compare(before.items, after.items, child(ANY_ITEM), visiting);
  }

  #additional(before: Schema, after: Schema, at: FieldAt, values: FieldAt, visiting: Set<string>): void {
    const b = before.additionalProperties;
    const a = after.additionalProperties;
    if (b === undefined && a === undefined) return;
    const closed = (value: unknown) => value === false;
    const request = at.side === 'request';
    if (!closed(b) && closed(a)) return this.#add(request ? 'request-closed' : 'response-closed', at, `${subjectOf(at)} no longer ${request ? 'takes' : 'holds'} fields it does not name`);
    if (closed(b) && !closed(a)) return this.#add(request ? 'request-opened' : 'response-opened', at, `${subjectOf(at)} now ${request ? 'takes' : 'may hold'} fields it does not name`);
    // true, absent and a schema: the values of fields it does not name, compared.
    this.compare(b === true ? undefined : b, a === true ? undefined : a, values, visiting);
  }

  /** What the docs show of a field: its description and title, examples, and the notes they print. */
  #notes(before: Schema, after: Schema, at: FieldAt): void {
    const subject = subjectOf(at);
    if (before.deprecated !== after.deprecated && (before.deprecated || after.deprecated)) {
      this.#add(after.deprecated === true ? 'field-deprecated' : 'deprecation-withdrawn', at, `${subject} ${after.deprecated === true ? 'deprecated' : 'no longer deprecated'}`);
    }
    const changed = (keys: string[]) => keys.some((key) => canonicalJson(before[key]) !== canonicalJson(after[key]));
    if (changed(['description', 'title'])) this.#add('description-changed', at, `description of ${subject} changed`);
    if (changed(['example', 'examples'])) this.#add('examples-changed', at, `examples of ${subject} changed`);
    if (changed(SHOWN_NOTES)) this.#add('docs-note-changed', at, `docs note on ${subject} changed`);
    if (at.side === 'response' && changed(['default'])) this.#add('description-changed', at, `default of ${subject} changed`);
  }

  #add(rule: RuleId, at: FieldAt, message: string): void {
    // An error status's body: the client neither types nor validates it.
    const shown: RuleId = !at.successStatus && levelOf(rule) !== 'documentation' ? 'error-response-changed' : rule;
    this.#findings.add(shown, message, { operation: at.operation, location: siteOf(at), ...keyOf(at) });
  }

  #known(before: unknown, after: unknown): boolean {
    return isObject(before) && isObject(after) && (this.#same.get(before)?.has(after) ?? false);
  }

  #remember(before: unknown, after: unknown): void {
    if (!isObject(before) || !isObject(after)) return;
    let set = this.#same.get(before);
    if (!set) this.#same.set(before, (set = new WeakSet()));
    set.add(after);
  }
}

/** The schema with `$ref`s followed: the component it is (for naming), its pointer (for loops), the schema as the validators read it. */
function follow(document: Document, node: unknown): { schema: Schema | boolean; raw: unknown; component?: string; pointer?: string } {
  let schema = node;
  let component: string | undefined;
  let pointer: string | undefined;
  let siblings: Schema = {};
  const seen = new Set<string>();
  while (isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/') && !seen.has(schema.$ref)) {
    const { $ref, ...rest } = schema;
    seen.add($ref);
    siblings = { ...rest, ...siblings };
    pointer = $ref;
    component = schemaComponentName($ref) ?? component;
    try {
      schema = resolvePointer(document, $ref);
    } catch {
      schema = {};
    }
  }
  if (schema === undefined || schema === null) return { schema: true, raw: node, component, pointer };
  if (typeof schema === 'boolean') return { schema, raw: node, component, pointer };
  if (!isObject(schema)) return { schema: true, raw: node, component, pointer };
  // A $ref's siblings (3.1) describe or constrain beside its target.
  const withSiblings = Object.keys(siblings).length > 0;
  const merged = withSiblings ? { ...schema, ...siblings } : schema;
  return { schema: toJsonSchemaDialect(merged) as Schema, raw: withSiblings ? node : schema, component, pointer };
}

/** How the unions and opaque keywords changed shape, in words; null when they kept their shape. */
function compositionChange(before: Schema, after: Schema): string | null {
  for (const keyword of UNIONS) {
    const b = Array.isArray(before[keyword]) ? before[keyword].length : 0;
    const a = Array.isArray(after[keyword]) ? after[keyword].length : 0;
    if (b === a) continue;
    if (b === 0) return `now ${keyword === 'allOf' ? `all of ${a} schemas` : `one of ${a} schemas`} (${keyword})`;
    if (a === 0) return `no longer ${keyword} (${b} schemas)`;
    return `${keyword} of ${b} → ${a} schemas`;
  }
  for (const keyword of OPAQUE) {
    if (canonicalJson(before[keyword]) !== canonicalJson(after[keyword])) return `\`${keyword}\` ${before[keyword] === undefined ? 'added' : after[keyword] === undefined ? 'removed' : 'changed'}`;
  }
  return null;
}

/** Each constraint keyword that changed, in words, with how what it accepts changed. */
function constraintChanges(before: Schema, after: Schema): [string, Relation][] {
  const out: [string, Relation][] = [];
  const number = (s: Schema, key: string) => (typeof s[key] === 'number' ? (s[key] as number) : undefined);
  const bound = (key: string, lower: boolean) => {
    const b = number(before, key);
    const a = number(after, key);
    if (b === a) return;
    const relation: Relation = a === undefined ? 'wider' : b === undefined ? 'narrower' : (lower ? a < b : a > b) ? 'wider' : 'narrower';
    out.push([`${key} ${b ?? 'none'} → ${a ?? 'none'}`, relation]);
  };
  // A number's bounds, each from `minimum` and `exclusiveMinimum` together (the tighter one), so a bound
  // that moves from one keyword to the other (OpenAPI 3.0's boolean flags, translated) reads as one change.
  const numberBound = (lower: boolean) => {
    const words = (schema: Schema) => boundOf(schema, lower);
    const b = words(before);
    const a = words(after);
    if (b?.value === a?.value && b?.exclusive === a?.exclusive) return;
    const relation: Relation = !a ? 'wider' : !b ? 'narrower' : boundLooser(a, b, lower) ? 'wider' : 'narrower';
    out.push([`${lower ? 'minimum' : 'maximum'} ${boundWords(b, lower)} → ${boundWords(a, lower)}`, relation]);
  };
  numberBound(true);
  numberBound(false);
  for (const key of ['minLength', 'minItems', 'minProperties', 'minContains']) bound(key, true);
  for (const key of ['maxLength', 'maxItems', 'maxProperties', 'maxContains']) bound(key, false);
  const bMultiple = number(before, 'multipleOf');
  const aMultiple = number(after, 'multipleOf');
  if (bMultiple !== aMultiple) {
    const divides = (a: number, b: number) => Math.abs(a / b - Math.round(a / b)) < 1e-9;
    const relation: Relation = aMultiple === undefined ? 'wider' : bMultiple === undefined ? 'narrower' : divides(bMultiple, aMultiple) ? 'wider' : divides(aMultiple, bMultiple) ? 'narrower' : 'other';
    out.push([`multipleOf ${bMultiple ?? 'none'} → ${aMultiple ?? 'none'}`, relation]);
  }
  if (Boolean(before.uniqueItems) !== Boolean(after.uniqueItems)) out.push([`uniqueItems ${Boolean(before.uniqueItems)} → ${Boolean(after.uniqueItems)}`, after.uniqueItems ? 'narrower' : 'wider']);
  if (before.pattern !== after.pattern) {
    const b = before.pattern as string | undefined;
    const a = after.pattern as string | undefined;
    const relation: Relation = a === undefined ? 'wider' : b === undefined ? patternRelation('', a) : patternRelation(b, a);
    if (relation !== 'equal') out.push([`pattern ${b === undefined ? 'none' : code(b)} → ${a === undefined ? 'none' : code(a)}`, relation]);
  }
  // Formats the validators do not check are annotations.
  const checked = (s: Schema) => (typeof s.format === 'string' && CHECKED_FORMATS.has(s.format) ? (s.format as string) : undefined);
  const bFormat = checked(before);
  const aFormat = checked(after);
  if (bFormat !== aFormat) out.push([`format ${bFormat ?? 'none'} → ${aFormat ?? 'none'}`, aFormat === undefined ? 'wider' : bFormat === undefined ? 'narrower' : 'other']);
  return out;
}

type Bound = { value: number; exclusive: boolean };

/** The tighter of `minimum` and `exclusiveMinimum` (or of the maximums). */
function boundOf(schema: Schema, lower: boolean): Bound | null {
  const inclusive = schema[lower ? 'minimum' : 'maximum'];
  const exclusive = schema[lower ? 'exclusiveMinimum' : 'exclusiveMaximum'];
  const bounds: Bound[] = [];
  if (typeof inclusive === 'number') bounds.push({ value: inclusive, exclusive: false });
  if (typeof exclusive === 'number') bounds.push({ value: exclusive, exclusive: true });
  if (bounds.length === 0) return null;
  return bounds.reduce((tight, next) => (boundLooser(tight, next, lower) ? next : tight));
}

/** Whether bound `a` lets through a number `b` refuses. */
function boundLooser(a: Bound, b: Bound, lower: boolean): boolean {
  if (a.value !== b.value) return lower ? a.value < b.value : a.value > b.value;
  return !a.exclusive && b.exclusive;
}

function boundWords(bound: Bound | null, lower: boolean): string {
  if (!bound) return 'none';
  return bound.exclusive ? `${lower ? '>' : '<'} ${bound.value}` : String(bound.value);
}

function relationWords(at: FieldAt, relation: Relation): string {
  const request = at.side === 'request';
  switch (relation) {
    case 'equal':
      return 'the same values as before';
    case 'wider':
      return request ? 'accepts more' : 'may now hold values it did not';
    case 'narrower':
      return request ? 'accepts less' : 'holds less';
    case 'other':
      return request ? 'accepts other values' : 'may now hold values it did not';
    default:
      return 'the comparison cannot tell what it accepts';
  }
}

function typeSet(schema: Schema): Set<string> | null {
  if (schema.type === undefined) return null;
  return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).map(String));
}

function sameSet(a: Set<string> | null, b: Set<string> | null): boolean {
  if (!a || !b) return a === b;
  return a.size === b.size && [...a].every((t) => b.has(t));
}

/** `integer` is a `number`; no type at all is any type. */
function typeRelation(before: Set<string> | null, after: Set<string> | null): Relation {
  const covers = (wide: Set<string> | null, narrow: Set<string> | null) => wide === null || (narrow !== null && [...narrow].every((t) => wide.has(t) || (t === 'integer' && wide.has('number'))));
  const wider = covers(after, before);
  const narrower = covers(before, after);
  return wider && narrower ? 'equal' : wider ? 'wider' : narrower ? 'narrower' : 'other';
}

function typeWords(types: Set<string> | null): string {
  return types === null ? 'any' : [...types].join(' | ');
}

function valueList(schema: Schema): unknown[] | null {
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : null;
}

/** A schema that constrains nothing (annotations aside): any value. */
function isFree(schema: Schema): boolean {
  return !['type', 'properties', 'items', 'additionalProperties', 'required', 'enum', 'const', ...UNIONS].some((key) => key in schema);
}
