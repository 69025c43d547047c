// Compares two bundled OpenAPI documents for the users of the generated client: the operations
// each side has (added, removed, renamed), each changed operation part by part (walk-operation.ts,
// walk-schema.ts), what the model makes of them (model-facts.ts) and the document as a whole;
// then each difference is said once, with every operation it reaches.
import { METHODS } from '../model/methods.ts';
import { resolvePointer } from '../model/refs.ts';
import { escapeToken } from '../json-pointer.ts';
import { Findings, type Finding } from './findings.ts';
import { canonicalJson, inlineRefs } from './inline-refs.ts';
import { compareModelFacts } from './model-facts.ts';
import { compareOperation } from './walk-operation.ts';
import { SchemaWalk } from './walk-schema.ts';
import { LEVELS, type Change } from './types.ts';

type Document = Record<string, any>;

interface OperationAt {
  path: string;
  method: string;
  name: string;
  operation: Document;
  pathParameters: unknown[];
}

/**
 * Every change from `before` to `after`, most severe first. Equal documents give none, at once. Both
 * are bundled documents as loaded (load-spec.ts bundleSpec), as every caller hands them: generate,
 * release and diff alike, so their reports agree.
 */
export function compareDocuments(before: Document, after: Document): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const findings = new Findings();
  operationChanges(before, after, findings);
  compareModelFacts(before, after, findings);
  documentChanges(before, after, findings);
  return group(findings.list);
}

function operationChanges(before: Document, after: Document, findings: Findings): void {
  const beforeOps = operationsOf(before);
  const afterOps = operationsOf(after);
  const reach = componentReach(before, after);
  const documentSecurity = canonicalJson(before.security) === canonicalJson(after.security);
  // An operation written the same way whose components are all unchanged cannot have changed,
  // unless it takes the document's security and that changed. (Text equality, keys in order: a
  // part written in another key order is only walked, and found to say the same.)
  const unchanged = (at: string) => {
    const b = beforeOps.get(at);
    const a = afterOps.get(at);
    if (!b || !a || (!documentSecurity && !a.operation.security)) return false;
    return JSON.stringify([b.operation, b.pathParameters]) === JSON.stringify([a.operation, a.pathParameters]) && !reach.touchesChanged([b.operation, b.pathParameters]);
  };
  const removed = [...beforeOps.keys()].filter((at) => !afterOps.has(at));
  const added = [...afterOps.keys()].filter((at) => !beforeOps.has(at));
  // An operation that went away while one saying exactly the same appeared under another name was renamed.
  const unnamed = (document: Document, op: OperationAt) => canonicalJson({ ...inlineRefs(document, op.operation), operationId: undefined });
  for (const old of removed) {
    const from = beforeOps.get(old)!;
    const text = unnamed(before, from);
    const twin = added.find((at) => unnamed(after, afterOps.get(at)!) === text);
    if (twin) {
      added.splice(added.indexOf(twin), 1);
      const to = afterOps.get(twin)!;
      findings.add('operation-renamed', `operation renamed to \`${to.name}\` (${to.method.toUpperCase()} ${to.path})`, { operation: from.name, location: 'operation' });
    } else {
      findings.add('operation-removed', 'operation removed', { operation: from.name, location: 'operation' });
    }
  }
  for (const at of added) findings.add('operation-added', 'operation added', { operation: afterOps.get(at)!.name, location: 'operation' });
  const schemas = new SchemaWalk(findings, before, after);
  for (const [at, b] of beforeOps) {
    const a = afterOps.get(at);
    if (!a || unchanged(at)) continue;
    compareOperation(a.name, { document: before, operation: b.operation, pathParameters: b.pathParameters }, { document: after, operation: a.operation, pathParameters: a.pathParameters }, findings, schemas);
  }
}

/** Changes to the document as a whole: the package's exported schema types, security schemes, descriptions. */
function documentChanges(before: Document, after: Document, findings: Findings): void {
  const add = (rule: Parameters<Findings['add']>[0], message: string) => findings.add(rule, message, { key: 'document' });
  const beforeSchemas = Object.keys(before.components?.schemas ?? {});
  const afterSchemas = new Set(Object.keys(after.components?.schemas ?? {}));
  // The package exports every component schema as a type (`components['schemas']['Candidate']`, and `Candidate` from index.ts).
  for (const name of beforeSchemas) if (!afterSchemas.has(name)) add('type-removed', `exported type \`${name}\` removed`);
  for (const name of afterSchemas) if (!beforeSchemas.includes(name)) add('type-added', `exported type \`${name}\` added`);
  const beforeSchemes = before.components?.securitySchemes ?? {};
  const afterSchemes = after.components?.securitySchemes ?? {};
  for (const name of new Set([...Object.keys(beforeSchemes), ...Object.keys(afterSchemes)])) {
    const b = beforeSchemes[name];
    const a = afterSchemes[name];
    if (canonicalJson(b) === canonicalJson(a)) continue;
    if (!a) add('security-scheme-removed', `security scheme \`${name}\` removed`);
    else if (!b) add('security-scheme-added', `security scheme \`${name}\` added`);
    else if (canonicalJson(withoutDocs(b)) !== canonicalJson(withoutDocs(a))) add('security-scheme-changed', `security scheme \`${name}\` changed: the key is sent differently`);
    else if (b.description !== a.description) add('description-changed', `description of security scheme \`${name}\` changed`);
  }
  const changed = (b: unknown, a: unknown) => canonicalJson(b) !== canonicalJson(a);
  // The package's version is its own (see releases.ts), not the document's; `x-` keys the model reads are model-facts.ts's.
  const infoFields = new Set([...Object.keys(before.info ?? {}), ...Object.keys(after.info ?? {})].filter((field) => field !== 'version' && !field.startsWith('x-')));
  const info = [...infoFields].filter((field) => changed(before.info?.[field], after.info?.[field]));
  if (info.length > 0) add('document-changed', `${info.map((field) => `\`info.${field}\``).join(', ')} changed`);
  const tagDocs = (document: Document) => (document.tags ?? []).map((tag: Document) => ({ name: tag?.name, description: tag?.description }));
  for (const key of ['servers', 'externalDocs']) if (changed(before[key], after[key])) add('document-changed', `\`${key}\` changed`);
  if (changed(tagDocs(before), tagDocs(after))) add('document-changed', '`tags` changed');
}

/**
 * Which components differ between the documents as written, and whether a node refers to one of
 * them, directly or through other components.
 */
function componentReach(before: Document, after: Document): { touchesChanged(node: unknown): boolean } {
  const changedRefs = new Set<string>();
  const kinds = new Set([...Object.keys(before.components ?? {}), ...Object.keys(after.components ?? {})]);
  for (const kind of kinds) {
    const b = before.components?.[kind] ?? {};
    const a = after.components?.[kind] ?? {};
    for (const name of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (JSON.stringify(b[name]) !== JSON.stringify(a[name])) changedRefs.add(`#/components/${kind}/${escapeToken(name)}`);
    }
  }
  // Every component that refers to a changed one, directly or through others: a walk back along the references.
  const referrers = new Map<string, Set<string>>();
  for (const document of [before, after]) {
    for (const [kind, entries] of Object.entries<Document>(document.components ?? {})) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        const from = `#/components/${kind}/${escapeToken(name)}`;
        for (const to of refsIn(value)) {
          if (!referrers.has(to)) referrers.set(to, new Set());
          referrers.get(to)!.add(from);
        }
      }
    }
  }
  const affected = new Set(changedRefs);
  const queue = [...changedRefs];
  while (queue.length > 0) {
    for (const from of referrers.get(queue.pop()!) ?? []) {
      if (!affected.has(from)) {
        affected.add(from);
        queue.push(from);
      }
    }
  }
  return { touchesChanged: (node) => affected.size > 0 && [...refsIn(node)].some((ref) => affected.has(ref)) };
}

/** The local $refs written inside a node. */
function refsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node !== null && typeof node === 'object') {
    const ref = (node as Document).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) found.add(ref);
    Object.values(node).forEach((value) => refsIn(value, found));
  }
  return found;
}

function withoutDocs(scheme: Document): Document {
  const { description: _description, ...rest } = scheme;
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('x-')));
}

function operationsOf(document: Document): Map<string, OperationAt> {
  const ops = new Map<string, OperationAt>();
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = rawItem && typeof (rawItem as Document).$ref === 'string' ? resolvePointer(document, (rawItem as Document).$ref) : (rawItem as Document);
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation || typeof operation !== 'object') continue;
      const name = typeof operation.operationId === 'string' && operation.operationId ? operation.operationId : `${method.toUpperCase()} ${path}`;
      ops.set(`${method} ${path}`, { path, method, name, operation, pathParameters: Array.isArray(item.parameters) ? item.parameters : [] });
    }
  }
  return ops;
}

function group(found: Finding[]): Change[] {
  const changes = new Map<string, Change>();
  for (const item of found) {
    const { level, rule, message } = item;
    const key = `${level}\u0000${rule}\u0000${item.key}\u0000${message}`;
    let change = changes.get(key);
    if (!change) {
      change = { level, rule, message, ...(item.schema ? { schema: item.schema } : {}), sites: [] };
      changes.set(key, change);
    }
    if (!item.operation) continue;
    // Once per operation: where it reaches the operation more than once, at its most direct location.
    const location = item.location ?? 'operation';
    const site = change.sites.find((s) => s.operation === item.operation);
    if (!site) change.sites.push({ operation: item.operation, location });
    else if (location.length < site.location.length || (location.length === site.location.length && location < site.location)) site.location = location;
  }
  const sorted = [...changes.values()];
  for (const change of sorted) change.sites.sort((a, b) => compareText(a.operation, b.operation) || compareText(a.location, b.location));
  return sorted.sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
      compareText(a.sites[0]?.operation ?? '', b.sites[0]?.operation ?? '') ||
      compareText(a.message, b.message) ||
      compareText(a.rule, b.rule),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
