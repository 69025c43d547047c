// The rules: how a difference inside one operation meets the users of the generated TypeScript
// client. The principle, for each side of a call:
// - what the client sends (request fields, parameters): accepting less breaks callers (a field
//   newly required, a type or an enum narrowed, a closed object losing a field), accepting more is
//   an addition;
// - what it receives (response fields): returning more kinds of value breaks code typed against the
//   old response (a field made nullable or optional, a type widened, an enum value added: TypeScript
//   no longer lets it be used as before), returning fewer is compatible.
// Whatever these rules do not name falls back on api-smart-diff's own classification.
import type { ChangeLevel } from './types.ts';
import { fieldPath, placeOf, schemaPlace, type Place, type Segment } from './place.ts';

export interface LibraryDiff {
  action: 'add' | 'remove' | 'replace' | 'rename';
  path: Segment[];
  before?: unknown;
  after?: unknown;
  type: 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
}

export interface Classified {
  level: ChangeLevel;
  rule: string;
  /** The change in words, with the field named from the operation's payload. */
  message: string;
  place: Place;
}

/** Keywords that only document: they change docs and comments, not types or behaviour. */
const DOCUMENTATION_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'tags', 'default', '$comment', 'contentMediaType', 'xml', 'servers', 'callbacks', 'links', 'headers', 'encoding', 'style', 'explode']);
/** Validation keywords whose tightening makes the service refuse what it accepted. */
const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const OTHER_CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf', 'uniqueItems', 'contentEncoding', 'dependentRequired', 'propertyNames', 'not', 'if', 'then', 'else']);

/** A shared schema a difference sits in: its component name and the path inside it. */
export interface SchemaOrigin {
  name: string;
  path: Segment[];
}

export interface OperationPair {
  before?: Record<string, any>;
  after?: Record<string, any>;
}

/** Classifies one difference found below an operation (`operationPath` is relative to it). */
/**
 * Classifies one difference found below an operation (`operationPath` is relative to it). With
 * `origin` (the difference is inside a shared schema, reached through a $ref), the message names the
 * field in that schema (`Candidate.createdAt`), so the change reads the same at every operation.
 */
export function classifyOperationDiff(diff: LibraryDiff, operationPath: Segment[], operation: OperationPair, origin?: SchemaOrigin): Classified {
  const parameterOf = (index: number) => {
    const source = diff.action === 'remove' ? operation.before : operation.after ?? operation.before;
    const parameter = (source?.parameters ?? operation.before?.parameters)?.[index];
    return parameter && typeof parameter.name === 'string' ? { name: parameter.name, in: String(parameter.in) } : undefined;
  };
  const place = placeOf(operationPath, parameterOf);
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const lastKey = [...operationPath].reverse().find((segment) => typeof segment === 'string') as string | undefined;

  // Extensions and documenting keywords anywhere: documentation only.
  if (operationPath.some((segment) => typeof segment === 'string' && segment.startsWith('x-'))) return at('documentation', 'documentation', `${describe(place, lastKey)} changed`);
  if (operationPath.length === 0) {
    return diff.action === 'add' ? at('addition', 'operation-added', 'operation added') : diff.action === 'remove' ? at('breaking', 'operation-removed', 'operation removed') : fallback(diff, place);
  }
  if (origin && place.field) Object.assign(place, schemaPlace(origin.path), { schemaName: origin.name });
  if (lastKey === 'deprecated' && operationPath[operationPath.length - 1] === 'deprecated') return deprecation(diff, place);
  if (place.field) return classifySchema(diff, place, takesOtherFields(operation.before, operationPath));
  if (operationPath.some((segment) => segment === 'examples' || segment === 'example')) return at('documentation', 'documentation', `${describe(place, 'examples')} changed`);
  if (typeof lastKey === 'string' && DOCUMENTATION_KEYS.has(lastKey)) {
    return at('documentation', 'documentation', `${describe(place, lastKey)} changed`);
  }
  switch (place.part) {
    case 'operation':
      if (place.rest[0] === 'operationId') return at('breaking', 'operation-renamed', `operation renamed: the client method is now \`${String(diff.after)}\``);
      return fallback(diff, place);
    case 'security':
      return classifySecurity(diff, place);
    case 'parameter':
      return classifyParameter(diff, place);
    case 'requestBody':
      return classifyRequestBody(diff, place);
    case 'response':
      return classifyResponse(diff, place);
  }
}

function classifySchema(diff: LibraryDiff, place: Place, parentOpen = false): Classified {
  const request = place.direction === 'request';
  const subject = fieldSubject(place);
  const keyword = place.keyword ?? [];
  const [key, index] = keyword;
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const value = (v: unknown) => `\`${JSON.stringify(v)}\``;

  if (keyword.length === 0) {
    // The field's whole schema was added, removed or replaced (a schema where there was none).
    if (diff.action === 'add') return at('addition', request ? 'request-schema-added' : 'response-schema-added', `${subject} now has a schema`);
    if (diff.action === 'remove') return request ? at('compatible', 'request-schema-removed', `${subject} no longer has a schema`) : at('breaking', 'response-schema-removed', `${subject} no longer has a schema`);
    return at('breaking', 'type-changed', `${subject} changed`);
  }
  if (key === 'properties' && typeof index === 'string' && keyword.length === 2) {
    const field = fieldSubject({ ...place, field: [...(place.field ?? []), index] });
    if (diff.action === 'add') return at('addition', request ? 'request-field-added' : 'response-field-added', `${field} added`);
    if (diff.action === 'remove') {
      if (!request) return at('breaking', 'response-field-removed', `${field} removed`);
      // An object that takes other fields (`additionalProperties: true`) still takes this one: the type keeps an index signature.
      return parentOpen ? at('compatible', 'request-field-removed-open', `${field} removed (the object still takes other fields)`) : at('breaking', 'request-field-removed', `${field} removed`);
    }
  }
  if (key === 'required') {
    const names = requiredNames(diff);
    const fields = names.map((name) => fieldSubject({ ...place, field: [...(place.field ?? []), name] })).join(', ');
    const added = diff.action === 'add' || (diff.action === 'replace' && keyword.length === 2);
    if (added) return request ? at('breaking', 'request-field-required', `${fields} ${names.length > 1 ? 'are' : 'is'} now required`) : at('compatible', 'response-field-required', `${fields} ${names.length > 1 ? 'are' : 'is'} now always present`);
    return request ? at('compatible', 'request-field-optional', `${fields} ${names.length > 1 ? 'are' : 'is'} now optional`) : at('breaking', 'response-field-optional', `${fields} may now be absent`);
  }
  if (key === 'type') {
    const before = typeSet(diff.before, keyword.length === 2 && diff.action !== 'replace' ? 'element' : 'whole');
    const after = typeSet(diff.after, keyword.length === 2 && diff.action !== 'replace' ? 'element' : 'whole');
    let direction: 'wider' | 'narrower' | 'other';
    if (keyword.length === 2 && diff.action === 'add') direction = 'wider';
    else if (keyword.length === 2 && diff.action === 'remove') direction = 'narrower';
    else direction = compareTypes(before, after);
    const change = keyword.length === 2 ? `${diff.action === 'add' ? 'now also' : 'no longer'} ${typeWords(diff.action === 'add' ? after : before)}` : `type ${typeWords(before)} → ${typeWords(after)}`;
    const nullAdded = direction === 'wider' && (keyword.length === 2 ? after.has('null') : after.has('null') && !before.has('null'));
    if (direction === 'wider') {
      if (request) return at('addition', 'request-type-widened', `${subject} accepts more: ${change}`);
      return nullAdded ? at('breaking', 'response-field-nullable', `${subject} may now be null`) : at('breaking', 'response-type-widened', `${subject} may now hold more: ${change}`);
    }
    if (direction === 'narrower') {
      return request ? at('breaking', 'request-type-narrowed', `${subject} accepts less: ${change}`) : at('compatible', 'response-type-narrowed', `${subject} holds less: ${change}`);
    }
    return at('breaking', 'type-changed', `${subject}: ${change}`);
  }
  if (key === 'nullable') {
    const nowNullable = diff.action !== 'remove' && diff.after === true;
    if (nowNullable) return request ? at('addition', 'request-type-widened', `${subject} now accepts null`) : at('breaking', 'response-field-nullable', `${subject} may now be null`);
    return request ? at('breaking', 'request-type-narrowed', `${subject} no longer accepts null`) : at('compatible', 'response-type-narrowed', `${subject} is no longer null`);
  }
  if (key === 'enum' || key === 'const') {
    const whole = keyword.length === 1;
    if (whole && diff.action === 'add') return request ? at('breaking', 'request-values-restricted', `${subject} now accepts only ${listValues(diff.after)}`) : at('compatible', 'response-values-restricted', `${subject} now holds only ${listValues(diff.after)}`);
    if (whole && diff.action === 'remove') return request ? at('addition', 'request-values-opened', `${subject} no longer restricted to ${listValues(diff.before)}`) : at('breaking', 'response-values-opened', `${subject} no longer restricted to ${listValues(diff.before)}`);
    if (diff.action === 'add') return request ? at('addition', 'request-value-added', `${subject} now accepts ${value(diff.after)}`) : at('breaking', 'response-value-added', `${subject} may now be ${value(diff.after)}`);
    if (diff.action === 'remove') return request ? at('breaking', 'request-value-removed', `${subject} no longer accepts ${value(diff.before)}`) : at('compatible', 'response-value-removed', `${subject} no longer returns ${value(diff.before)}`);
    return request ? at('breaking', 'request-value-removed', `${subject} accepts ${value(diff.after)} instead of ${value(diff.before)}`) : at('breaking', 'response-value-added', `${subject} returns ${value(diff.after)} instead of ${value(diff.before)}`);
  }
  if ((key === 'oneOf' || key === 'anyOf') && keyword.length <= 2) {
    const member = keyword.length === 2;
    const nullMember = member && isNullSchema(diff.action === 'remove' ? diff.before : diff.after);
    if (member && diff.action === 'add') {
      if (request) return at('addition', 'request-type-widened', `${subject} accepts more: ${nullMember ? 'null' : `a new ${key} member`}`);
      return nullMember ? at('breaking', 'response-field-nullable', `${subject} may now be null`) : at('breaking', 'response-type-widened', `${subject} may now hold more: a new ${key} member`);
    }
    if (member && diff.action === 'remove') {
      return request ? at('breaking', 'request-type-narrowed', `${subject} accepts less: ${nullMember ? 'no longer null' : `a ${key} member removed`}`) : at('compatible', 'response-type-narrowed', `${subject} holds less: ${nullMember ? 'no longer null' : `a ${key} member removed`}`);
    }
    return at('breaking', 'type-changed', `${subject}: ${key} changed`);
  }
  if (key === 'allOf' && keyword.length === 2) {
    // One more schema to satisfy narrows the type; one fewer widens it.
    const wider = diff.action === 'remove';
    if (request) return wider ? at('addition', 'request-type-widened', `${subject} accepts more: an allOf member removed`) : at('breaking', 'request-type-narrowed', `${subject} accepts less: an allOf member added`);
    return wider ? at('breaking', 'response-type-widened', `${subject} may now hold more: an allOf member removed`) : at('compatible', 'response-type-narrowed', `${subject} holds less: an allOf member added`);
  }
  if (key === 'additionalProperties' && keyword.length === 1) {
    const openBefore = diff.before === true || (typeof diff.before === 'object' && diff.before !== null);
    const openAfter = diff.after === true || (typeof diff.after === 'object' && diff.after !== null);
    if (openBefore && !openAfter) return request ? at('breaking', 'request-closed', `${subject} no longer takes fields it does not name`) : at('compatible', 'response-closed', `${subject} no longer holds fields it does not name`);
    if (!openBefore && openAfter) return request ? at('addition', 'request-opened', `${subject} now takes fields it does not name`) : at('compatible', 'response-opened', `${subject} may hold fields it does not name`);
  }
  if (typeof key === 'string' && (LOWER_BOUNDS.has(key) || UPPER_BOUNDS.has(key) || OTHER_CONSTRAINTS.has(key))) {
    const words = `${key} ${diff.action === 'add' ? `${value(diff.after)} added` : diff.action === 'remove' ? `${value(diff.before)} removed` : `${value(diff.before)} → ${value(diff.after)}`}`;
    if (!request) return at('compatible', 'response-constraint-changed', `${subject}: ${words}`);
    const tighter = constraintTightens(key, diff);
    return tighter ? at('breaking', 'request-constraint-tightened', `${subject}: ${words}`) : at('compatible', 'request-constraint-loosened', `${subject}: ${words}`);
  }
  if (typeof key === 'string' && (DOCUMENTATION_KEYS.has(key) || key.startsWith('x-'))) return at('documentation', 'documentation', `${subject} ${key} changed`);
  if (key === 'deprecated') return deprecation(diff, place);
  if (key === 'readOnly' || key === 'writeOnly') return at('compatible', 'access-marker-changed', `${subject} ${key} ${diff.action === 'remove' ? 'removed' : 'set'}`);
  return fallback(diff, place);
}

/** Whether the object schema holding a property (the path ends in `properties/<name>`) allows other properties too. */
function takesOtherFields(operation: Record<string, any> | undefined, operationPath: Segment[]): boolean {
  let node: any = operation;
  for (const segment of operationPath.slice(0, -2)) node = node?.[segment];
  return node?.additionalProperties === true || (typeof node?.additionalProperties === 'object' && node.additionalProperties !== null);
}

function classifySecurity(diff: LibraryDiff, place: Place): Classified {
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const named = (value: unknown) => JSON.stringify(value);
  if (diff.action === 'remove') return at('compatible', 'security-relaxed', `no longer needs ${securityWords(diff.before)}`);
  if (diff.action === 'add') return at('breaking', 'security-added', `now needs ${securityWords(diff.after)}`);
  return at('breaking', 'security-changed', `needs ${named(diff.after)} instead of ${named(diff.before)}`);
}

function classifyParameter(diff: LibraryDiff, place: Place): Classified {
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const subject = parameterSubject(place);
  const [key] = place.rest;
  if (place.rest.length === 0) {
    const parameter = (diff.action === 'remove' ? diff.before : diff.after) as { required?: boolean } | undefined;
    if (diff.action === 'add') return parameter?.required ? at('breaking', 'parameter-added-required', `required ${subject} added`) : at('addition', 'parameter-added', `optional ${subject} added`);
    if (diff.action === 'remove') return at('breaking', 'parameter-removed', `${subject} removed`);
  }
  if (key === 'required' && place.rest.length === 1) {
    return diff.after === true ? at('breaking', 'parameter-required', `${subject} is now required`) : at('compatible', 'parameter-optional', `${subject} is now optional`);
  }
  if (typeof key === 'string' && DOCUMENTATION_KEYS.has(key)) return at('documentation', 'documentation', `${subject} ${key} changed`);
  if (key === 'in' || key === 'name') return at('breaking', 'parameter-moved', `${subject}: ${key} ${JSON.stringify(diff.before)} → ${JSON.stringify(diff.after)}`);
  return fallback(diff, place);
}

/** A whole parameters list added or removed, one change per parameter. */
export function parametersListed(diff: LibraryDiff): LibraryDiff[] {
  const list = (diff.action === 'remove' ? diff.before : diff.after) as unknown[];
  return list.map((parameter, index) => ({ ...diff, path: [...diff.path, index], [diff.action === 'remove' ? 'before' : 'after']: parameter }));
}

function classifyRequestBody(diff: LibraryDiff, place: Place): Classified {
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const rest = place.rest;
  if (rest.length === 0) {
    if (diff.action === 'add') {
      const required = (diff.after as { required?: boolean })?.required;
      return required ? at('breaking', 'request-body-required', 'now takes a required request body') : at('addition', 'request-body-added', 'now takes an optional request body');
    }
    if (diff.action === 'remove') return at('breaking', 'request-body-removed', 'no longer takes a request body');
  }
  if (rest[0] === 'required' && rest.length === 1) {
    return diff.after === true ? at('breaking', 'request-body-required', 'the request body is now required') : at('compatible', 'request-body-optional', 'the request body is now optional');
  }
  if (rest[0] === 'content' && rest.length === 2) {
    return diff.action === 'add' ? at('addition', 'request-media-type-added', `now also takes ${rest[1]}`) : diff.action === 'remove' ? at('breaking', 'request-media-type-removed', `no longer takes ${rest[1]}`) : fallback(diff, place);
  }
  return fallback(diff, place);
}

function classifyResponse(diff: LibraryDiff, place: Place): Classified {
  const at = (level: ChangeLevel, rule: string, message: string): Classified => ({ level, rule, message, place });
  const success = /^2/.test(place.status ?? '');
  const rest = place.rest;
  if (rest.length === 0) {
    // Other statuses become the client's error classes, whose types do not change with the spec.
    if (diff.action === 'add') return success ? at('addition', 'response-added', `response ${place.status} added`) : at('compatible', 'error-response-added', `response ${place.status} added`);
    if (diff.action === 'remove') return success ? at('breaking', 'response-removed', `response ${place.status} removed`) : at('compatible', 'error-response-removed', `response ${place.status} removed`);
  }
  if (rest[0] === 'content' && rest.length === 2) {
    if (diff.action === 'add') return at('addition', 'response-media-type-added', `response ${place.status} may now be ${rest[1]}`);
    if (diff.action === 'remove') return success ? at('breaking', 'response-media-type-removed', `response ${place.status} is no longer ${rest[1]}`) : at('compatible', 'error-response-changed', `response ${place.status} is no longer ${rest[1]}`);
  }
  return fallback(diff, place);
}

function deprecation(diff: LibraryDiff, place: Place): Classified {
  const subject = place.field ? fieldSubject(place) : place.part === 'parameter' ? parameterSubject(place) : 'operation';
  if (diff.after === true) return { level: 'deprecation', rule: place.field ? 'field-deprecated' : place.part === 'parameter' ? 'parameter-deprecated' : 'operation-deprecated', message: `${subject} deprecated`, place };
  return { level: 'compatible', rule: 'deprecation-withdrawn', message: `${subject} no longer deprecated`, place };
}

/** What the rules above do not name: api-smart-diff's own verdict, read for a client user. */
function fallback(diff: LibraryDiff, place: Place): Classified {
  const subject = describe(place, undefined);
  const what = place.keyword?.length ? `${subject} ${place.keyword.join('.')}` : place.rest.length ? `${subject} ${place.rest.join('.')}` : subject;
  const verb = diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
  switch (diff.type) {
    case 'non-breaking':
      return { level: 'compatible', rule: 'changed-compatible', message: `${what} ${verb}`, place };
    case 'annotation':
      return { level: 'documentation', rule: 'documentation', message: `${what} ${verb}`, place };
    case 'deprecated':
      return { level: 'deprecation', rule: 'deprecated', message: `${what} ${verb}`, place };
    default:
      // Breaking, or a change api-smart-diff does not classify: said as breaking, to be looked at.
      return { level: 'breaking', rule: 'changed', message: `${what} ${verb}`, place };
  }
}

/** `request field `$.candidateId``, `response body`, `header `X-On-Behalf-Of``. */
export function fieldSubject(place: Place): string {
  if (place.part === 'parameter') {
    const parameter = parameterSubject(place);
    return place.field && place.field.length > 0 ? `${parameter} field \`${fieldPath(place.field)}\`` : parameter;
  }
  const side = place.direction === 'request' ? 'request' : 'response';
  if (place.schemaName) {
    const inSchema = fieldPath(place.field ?? []).slice(1);
    return inSchema ? `${side} field \`${place.schemaName}${inSchema}\`` : `${side} schema \`${place.schemaName}\``;
  }
  if (!place.field || place.field.length === 0) return `${side} body`;
  return `${side} field \`${fieldPath(place.field)}\``;
}

function parameterSubject(place: Place): string {
  const parameter = place.parameter ?? { name: '?', in: 'parameter' };
  return parameter.in === 'header' ? `header \`${parameter.name}\`` : `${parameter.in} parameter \`${parameter.name}\``;
}

function describe(place: Place, key: string | undefined): string {
  if (place.field) return key && place.keyword?.length ? `${fieldSubject(place)} ${key}` : fieldSubject(place);
  switch (place.part) {
    case 'parameter':
      return key ? `${parameterSubject(place)} ${key}` : parameterSubject(place);
    case 'requestBody':
      return key ? `request ${key}` : 'request body';
    case 'response':
      return key ? `response ${place.status} ${key}` : `response ${place.status}`;
    case 'security':
      return 'security';
    default:
      return key ?? 'operation';
  }
}

function requiredNames(diff: LibraryDiff): string[] {
  const value = diff.action === 'remove' ? diff.before : diff.after;
  const names = Array.isArray(value) ? value : [value];
  if (diff.action === 'replace' && Array.isArray(diff.before) && Array.isArray(diff.after)) {
    const before = new Set(diff.before);
    return (diff.after as string[]).filter((name) => !before.has(name));
  }
  return names.map(String);
}

function typeSet(value: unknown, _as: 'element' | 'whole'): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String));
  if (typeof value === 'string') return new Set([value]);
  return new Set();
}

/** Whether every value of the old types is a value of the new ones (`integer` is a `number`). */
function compareTypes(before: Set<string>, after: Set<string>): 'wider' | 'narrower' | 'other' {
  const covers = (wide: Set<string>, narrow: Set<string>) => wide.size === 0 || [...narrow].every((type) => wide.has(type) || (type === 'integer' && wide.has('number')));
  if (before.size === 0 && after.size > 0) return 'narrower';
  if (covers(after, before)) return 'wider';
  if (covers(before, after)) return 'narrower';
  return 'other';
}

function typeWords(types: Set<string>): string {
  return types.size === 0 ? 'any' : [...types].join(' | ');
}

function listValues(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => `\`${JSON.stringify(v)}\``).join(', ') : `\`${JSON.stringify(value)}\``;
}

function isNullSchema(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const type = (schema as { type?: unknown }).type;
  return type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null') || (schema as { const?: unknown }).const === null;
}

function securityWords(value: unknown): string {
  if (typeof value === 'string') return `permission \`${value}\``;
  if (Array.isArray(value)) return value.length === 0 ? 'no permission' : value.map((item) => securityWords(item)).join(' or ');
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.map(([scheme, scopes]) => (Array.isArray(scopes) && scopes.length > 0 ? `${scheme} with ${scopes.map((s) => `\`${s}\``).join(', ')}` : scheme)).join(' and ');
  }
  return JSON.stringify(value);
}

/** Whether a constraint change makes a request valid before invalid now. */
function constraintTightens(key: string, diff: LibraryDiff): boolean {
  if (diff.action === 'add') return !(key === 'uniqueItems' && diff.after === false);
  if (diff.action === 'remove') return false;
  if (typeof diff.before === 'number' && typeof diff.after === 'number') {
    if (LOWER_BOUNDS.has(key)) return diff.after > diff.before;
    if (UPPER_BOUNDS.has(key)) return diff.after < diff.before;
    if (key === 'multipleOf') return diff.after % diff.before !== 0;
  }
  if (key === 'uniqueItems') return diff.after === true;
  // A new pattern or format accepts values the old one refused and refuses others.
  return true;
}
