// Compares two versions of one operation, part by part: its security, parameters, request body and
// responses, handing every schema to walk-schema.ts with where it sits. What the client's names and
// the docs' notes make of an operation (its method, paging, module, beta) is model-facts.ts's.
import { deref } from '../model/refs.ts';
import type { FieldAt, Findings } from './findings.ts';
import { canonicalJson } from './inline-refs.ts';
import type { RuleId } from './rules.ts';
import type { SchemaWalk } from './walk-schema.ts';

type Document = Record<string, any>;

export interface OperationSide {
  document: Document;
  /** The operation object and the parameters of its path item. */
  operation: Document;
  pathParameters: unknown[];
}

export function compareOperation(name: string, before: OperationSide, after: OperationSide, findings: Findings, schemas: SchemaWalk): void {
  const add = (rule: RuleId, message: string, location = 'operation') => findings.add(rule, message, { operation: name, location });
  const b = before.operation;
  const a = after.operation;
  if (Boolean(b.deprecated) !== Boolean(a.deprecated)) add(a.deprecated ? 'operation-deprecated' : 'deprecation-withdrawn', a.deprecated ? 'operation deprecated' : 'operation no longer deprecated');
  if (b.summary !== a.summary || b.description !== a.description) add('description-changed', 'operation description changed');
  compareSecurity(before, after, add);
  compareParameters(name, before, after, add, schemas);
  compareRequestBody(name, before, after, add, schemas);
  compareResponses(name, before, after, add, schemas);
}

type Add = (rule: RuleId, message: string, location?: string) => void;

/** Each alternative of the effective requirement (the operation's, else the document's) as scheme -> scopes. */
function requirements(side: OperationSide): Map<string, Set<string>>[] {
  const list = side.operation.security ?? side.document.security ?? [];
  return (Array.isArray(list) ? list : []).map((alternative: Document) => new Map(Object.entries(alternative ?? {}).map(([scheme, scopes]) => [scheme, new Set(((scopes as unknown[]) ?? []).map(String))])));
}

function compareSecurity(before: OperationSide, after: OperationSide, add: Add): void {
  const b = requirements(before);
  const a = requirements(after);
  const text = (alternatives: Map<string, Set<string>>[]) => canonicalJson(alternatives.map((m) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]))));
  if (text(b) === text(a)) return;
  // A caller who met an old alternative still gets through when some new alternative asks no more of it.
  const asksNoMore = (candidate: Map<string, Set<string>>, met: Map<string, Set<string>>) => [...candidate].every(([scheme, scopes]) => met.has(scheme) && [...scopes].every((s) => met.get(scheme)!.has(s)));
  const stillMet = (b.length === 0 ? [new Map<string, Set<string>>()] : b).every((met) => a.length === 0 || a.some((candidate) => asksNoMore(candidate, met)));
  if (stillMet) return add('security-relaxed', `no longer needs ${securityWords(b)}${a.length > 0 ? ` (now ${securityWords(a)})` : ''}`, 'security');
  const sameSchemes = b.length === 0 || a.every((m) => [...m.keys()].every((scheme) => b.some((old) => old.has(scheme))));
  add(sameSchemes ? 'security-added' : 'security-changed', `now needs ${securityWords(a)}${b.length > 0 ? ` (was ${securityWords(b)})` : ''}`, 'security');
}

function securityWords(alternatives: Map<string, Set<string>>[]): string {
  if (alternatives.length === 0) return 'no credentials';
  return alternatives.map((m) => [...m].map(([scheme, scopes]) => (scopes.size > 0 ? `${scheme} with ${[...scopes].map((s) => `\`${s}\``).join(', ')}` : scheme)).join(' and ') || 'no credentials').join(' or ');
}

interface Parameter {
  name: string;
  in: string;
  node: Document;
}

function parametersOf(side: OperationSide): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  for (const raw of [...side.pathParameters, ...(side.operation.parameters ?? [])]) {
    const node = safeDeref(side.document, raw);
    if (!node || typeof node.name !== 'string') continue;
    const key = `${node.in}:${node.in === 'header' ? node.name.toLowerCase() : node.name}`;
    found.set(key, { name: node.name, in: String(node.in), node });
  }
  return found;
}

/** How a parameter is written on the wire, with OpenAPI's defaults filled in. */
function serialization(parameter: Document): string {
  const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
  return `${style}/${parameter.explode ?? style === 'form'}/${Boolean(parameter.allowReserved)}`;
}

function compareParameters(name: string, before: OperationSide, after: OperationSide, add: Add, schemas: SchemaWalk): void {
  const b = parametersOf(before);
  const a = parametersOf(after);
  for (const [key, parameter] of a) {
    if (b.has(key)) continue;
    const subject = `${parameter.in} parameter \`${parameter.name}\``;
    const where = `${parameter.in} ${parameter.name}`;
    if (parameter.node.required) add('parameter-added-required', `required ${subject} added`, where);
    else add('parameter-added', `optional ${subject} added`, where);
  }
  for (const [key, parameter] of b) if (!a.has(key)) add('parameter-removed', `${parameter.in} parameter \`${parameter.name}\` removed`, `${parameter.in} ${parameter.name}`);
  for (const [key, old] of b) {
    const now = a.get(key);
    if (!now) continue;
    const subject = `${now.in} parameter \`${now.name}\``;
    const where = `${now.in} ${now.name}`;
    if (Boolean(old.node.required) !== Boolean(now.node.required)) add(now.node.required ? 'parameter-required' : 'parameter-optional', `${subject} is now ${now.node.required ? 'required' : 'optional'}`, where);
    if (Boolean(old.node.allowEmptyValue) !== Boolean(now.node.allowEmptyValue)) {
      if (now.node.allowEmptyValue) add('request-constraint-loosened', `${subject} now accepts an empty value`, where);
      else add('request-constraint-tightened', `${subject} no longer accepts an empty value`, where);
    }
    if (serialization(old.node) !== serialization(now.node)) add('parameter-serialization-changed', `${subject} is written another way (style ${serialization(old.node)} → ${serialization(now.node)})`, where);
    if (Boolean(old.node.deprecated) !== Boolean(now.node.deprecated)) add(now.node.deprecated ? 'parameter-deprecated' : 'deprecation-withdrawn', `${subject} ${now.node.deprecated ? 'deprecated' : 'no longer deprecated'}`, where);
    if (old.node.description !== now.node.description) add('description-changed', `description of ${subject} changed`, where);
    if (canonicalJson([old.node.example, old.node.examples]) !== canonicalJson([now.node.example, now.node.examples])) add('examples-changed', `examples of ${subject} changed`, where);
    const at: FieldAt = { operation: name, side: 'request', successStatus: true, part: where, partWords: subject, container: 'parameter', field: [], origin: null };
    schemas.compare(parameterSchema(old.node), parameterSchema(now.node), at);
  }
}

function parameterSchema(parameter: Document): unknown {
  if (parameter.schema !== undefined) return parameter.schema;
  const [media] = Object.values<Document>(parameter.content ?? {});
  return media?.schema;
}

function compareRequestBody(name: string, before: OperationSide, after: OperationSide, add: Add, schemas: SchemaWalk): void {
  const b = safeDeref(before.document, before.operation.requestBody);
  const a = safeDeref(after.document, after.operation.requestBody);
  if (!b && !a) return;
  if (!b) return add(a.required ? 'request-body-required' : 'request-body-added', a.required ? 'now takes a required request body' : 'now takes an optional request body', 'request');
  if (!a) return add('request-body-removed', 'no longer takes a request body', 'request');
  if (Boolean(b.required) !== Boolean(a.required)) add(a.required ? 'request-body-required' : 'request-body-optional', `the request body is now ${a.required ? 'required' : 'optional'}`, 'request');
  if (b.description !== a.description) add('description-changed', 'description of the request body changed', 'request');
  compareContent(name, b.content ?? {}, a.content ?? {}, 'request', add, schemas);
}

function compareResponses(name: string, before: OperationSide, after: OperationSide, add: Add, schemas: SchemaWalk): void {
  const b: Document = before.operation.responses ?? {};
  const a: Document = after.operation.responses ?? {};
  const success = (status: string) => /^2/.test(status);
  for (const status of Object.keys(a)) {
    if (status in b) continue;
    add(success(status) ? 'response-added' : 'error-response-added', `response ${status} added`, `response ${status}`);
  }
  for (const status of Object.keys(b)) {
    if (!(status in a)) add(success(status) ? 'response-removed' : 'error-response-removed', `response ${status} removed`, `response ${status}`);
  }
  for (const status of Object.keys(a)) {
    if (!(status in b)) continue;
    const old = safeDeref(before.document, b[status]) ?? {};
    const now = safeDeref(after.document, a[status]) ?? {};
    if (old.description !== now.description) add('description-changed', `description of response ${status} changed`, `response ${status}`);
    compareHeaders(name, status, old.headers ?? {}, now.headers ?? {}, before.document, after.document, add, schemas);
    compareContent(name, old.content ?? {}, now.content ?? {}, `response ${status}`, add, schemas);
  }
}

function compareHeaders(name: string, status: string, before: Document, after: Document, beforeDocument: Document, afterDocument: Document, add: Add, schemas: SchemaWalk): void {
  const keyed = (headers: Document, document: Document) => new Map(Object.entries(headers).map(([header, node]) => [header.toLowerCase(), { header, node: safeDeref(document, node) ?? {} }]));
  const b = keyed(before, beforeDocument);
  const a = keyed(after, afterDocument);
  const success = /^2/.test(status);
  const where = (header: string) => `response ${status} header ${header}`;
  for (const [key, { header }] of a) if (!b.has(key)) add(success ? 'response-header-added' : 'error-response-changed', `response ${status} header \`${header}\` added`, where(header));
  for (const [key, { header, node }] of b) {
    if (a.has(key)) continue;
    add(!success ? 'error-response-changed' : node.required ? 'response-header-removed' : 'response-header-removed-optional', `${node.required ? 'required ' : ''}response ${status} header \`${header}\` removed`, where(header));
  }
  for (const [key, { header, node: old }] of b) {
    const now = a.get(key)?.node;
    if (!now) continue;
    const subject = `response ${status} header \`${header}\``;
    if (Boolean(old.required) !== Boolean(now.required)) add(!success ? 'error-response-changed' : now.required ? 'response-header-required' : 'response-header-optional', `${subject} ${now.required ? 'is now always sent' : 'may now be absent'}`, where(header));
    if (old.description !== now.description) add('description-changed', `description of ${subject} changed`, where(header));
    const at: FieldAt = { operation: name, side: 'response', successStatus: success, part: where(header), partWords: subject, container: 'header', field: [], origin: null };
    schemas.compare(parameterSchema(old), parameterSchema(now), at);
  }
}

function compareContent(name: string, before: Document, after: Document, part: string, add: Add, schemas: SchemaWalk): void {
  const request = part === 'request';
  const status = request ? '' : part.slice('response '.length);
  const success = request || /^2/.test(status);
  for (const media of Object.keys(after)) {
    if (media in before) continue;
    if (request) add('request-media-type-added', `now also takes ${media}`, part);
    else add(success ? 'response-media-type-added' : 'error-response-changed', `${part} may now be ${media}`, part);
  }
  for (const media of Object.keys(before)) {
    if (media in after) continue;
    if (request) add('request-media-type-removed', `no longer takes ${media}`, part);
    else add(success ? 'response-media-type-removed' : 'error-response-changed', `${part} is no longer ${media}`, part);
  }
  const only = Object.keys(after).length === 1 && Object.keys(before).length === 1;
  for (const media of Object.keys(after)) {
    if (!(media in before)) continue;
    const old = before[media] ?? {};
    const now = after[media] ?? {};
    const where = media === 'application/json' || only ? part : `${part} (${media})`;
    if (canonicalJson([old.example, old.examples]) !== canonicalJson([now.example, now.examples])) add('examples-changed', `${request ? 'request' : part} examples changed`, where);
    const at: FieldAt = {
      operation: name,
      side: request ? 'request' : 'response',
      successStatus: success,
      part: where,
      partWords: request ? 'request body' : 'response body',
      container: 'body',
      field: [],
      origin: null,
    };
    schemas.compare(old.schema, now.schema, at);
  }
}

function safeDeref(document: Document, node: unknown): any {
  try {
    return deref(document, node);
  } catch {
    return undefined;
  }
}
