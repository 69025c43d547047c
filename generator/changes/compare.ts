// Compares two bundled OpenAPI documents for the users of the generated client. api-smart-diff
// finds the differences; classify.ts reads each for a TypeScript client; here they are grouped so
// that a change inside a shared schema is said once, with every operation it reaches.
import { apiCompare } from 'api-smart-diff';
import { resolvePointer } from '../model/refs.ts';
import { canonicalJson, inlineRefs } from './inline-refs.ts';
import { DiffStore } from './diff-store.ts';
import { classifyOperationDiff, parametersListed, type Classified, type LibraryDiff, type SchemaOrigin } from './classify.ts';
import { fieldPath, placeOf, type Place, type Segment } from './place.ts';
import { LEVELS, type Change, type ChangeLevel, type ChangeSite } from './types.ts';

type Document = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface OperationAt {
  path: string;
  method: string;
  name: string;
  operation: Document;
}

/** Every change from `before` to `after`, most severe first. Equal documents give none, at once. */
export function compareDocuments(before: Document, after: Document): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after) || canonicalJson(before) === canonicalJson(after)) return [];
  const found: Found[] = [...operationChanges(before, after), ...documentChanges(before, after)];
  return group(withoutEchoes(found));
}

/** One classified difference at one operation (or at the document, with no operation). */
interface Found {
  classified: Pick<Classified, 'level' | 'rule' | 'message'> & { place?: Place };
  operation?: string;
  location?: string;
  /** Differences with the same key are one change: the component they sit in, or the operation. */
  key: string;
}

function operationChanges(before: Document, after: Document): Found[] {
  const beforeOps = operationsOf(before);
  const afterOps = operationsOf(after);
  const found: Found[] = [];
  // Only operations whose inlined form differs go to the comparison: the rest cannot have changed.
  const inlinedBefore = new Map<string, Document>();
  const inlinedAfter = new Map<string, Document>();
  const changed = new Set<string>();
  // An operation written the same way whose components are all unchanged is not inlined at all.
  const reach = componentReach(before, after);
  for (const at of new Set([...beforeOps.keys(), ...afterOps.keys()])) {
    const b = beforeOps.get(at);
    const a = afterOps.get(at);
    if (b && a && canonicalJson(b.operation) === canonicalJson(a.operation) && !reach.touchesChanged(b.operation)) continue;
    if (b) inlinedBefore.set(at, inlineRefs(before, b.operation));
    if (a) inlinedAfter.set(at, inlineRefs(after, a.operation));
    if (!b || !a || canonicalJson(inlinedBefore.get(at)) !== canonicalJson(inlinedAfter.get(at))) changed.add(at);
  }
  // An operation that went away while one saying exactly the same appeared under another name was renamed.
  const removed = [...changed].filter((at) => !afterOps.has(at));
  const added = [...changed].filter((at) => !beforeOps.has(at));
  const unnamed = (op: Document) => canonicalJson({ ...op, operationId: undefined });
  for (const old of removed) {
    const twin = added.find((at) => changed.has(at) && unnamed(inlinedAfter.get(at)!) === unnamed(inlinedBefore.get(old)!));
    if (!twin) continue;
    changed.delete(old);
    changed.delete(twin);
    const from = beforeOps.get(old)!;
    const to = afterOps.get(twin)!;
    found.push({ classified: { level: 'breaking', rule: 'operation-renamed', message: `operation renamed to \`${to.name}\` (${to.method.toUpperCase()} ${to.path})` }, operation: from.name, location: 'operation', key: `op:${from.name}` });
  }
  if (changed.size === 0) return found;

  const side = (ops: Map<string, OperationAt>, inlined: Map<string, Document>, document: Document, group: string[]): Document => {
    const paths: Document = {};
    for (const at of group) {
      const op = ops.get(at);
      if (!op) continue;
      (paths[op.path] ??= {})[op.method] = inlined.get(at);
    }
    // Recursive schemas stay $refs when inlined: their components come along.
    return { openapi: document.openapi, info: { title: '', version: '' }, paths, components: { schemas: referencedSchemas(document, paths) } };
  };
  // allOf stays as written (api-smart-diff merges it by default), so each difference's path is a path
  // in the spec, through which it is traced to the shared schema it sits in.
  const options = { notMergeAllOf: true } as Parameters<typeof apiCompare>[2];
  const diffs = pathGroups(changed, afterOps, beforeOps).flatMap((group) => keptDiffs(side(beforeOps, inlinedBefore, before, group), side(afterOps, inlinedAfter, after, group), options));
  store.settle();
  for (const raw of diffs) {
    // Schemas left as $refs (recursive ones) are compared again under components: seen at their operations already.
    if (raw.path[0] !== 'paths') continue;
    const [, pathKey, method] = raw.path as string[];
    const at = `${method} ${pathKey}`;
    const op = afterOps.get(at) ?? beforeOps.get(at);
    if (!op) continue;
    const opPath = raw.path.slice(3);
    const expanded = opPath.length === 1 && opPath[0] === 'parameters' && raw.action !== 'replace' ? parametersListed(raw) : [raw];
    for (const diff of expanded) {
      const relative = diff.path.slice(3);
      const pair = { before: inlinedBefore.get(at), after: inlinedAfter.get(at) };
      const source = diff.action === 'remove' ? before : after;
      const origin = originOf(source, ['paths', pathKey, method], relative);
      const schemaOrigin: SchemaOrigin | undefined = origin?.kind === 'schemas' ? { name: origin.name, path: origin.path } : undefined;
      const classified = classifyOperationDiff(diff, relative, pair, schemaOrigin);
      const place = placeOf(relative, (index) => {
        const parameter = (diff.action === 'remove' ? pair.before : pair.after)?.parameters?.[index];
        return parameter ? { name: String(parameter.name), in: String(parameter.in) } : undefined;
      });
      found.push({
        classified,
        operation: op.name,
        location: siteLocation(place, diff),
        key: origin ? `component:${origin.pointer}` : `op:${op.name}`,
      });
    }
  }
  return found;
}

/**
 * The changed operations in groups api-smart-diff compares on their own: one per path, with the
 * paths whose templates differ only in parameter names (`/a/{id}`, `/a/{key}`) together, since it
 * matches those to each other.
 */
function pathGroups(changed: Set<string>, afterOps: Map<string, OperationAt>, beforeOps: Map<string, OperationAt>): string[][] {
  const groups = new Map<string, string[]>();
  for (const at of changed) {
    const template = (afterOps.get(at) ?? beforeOps.get(at))!.path.replace(/\{[^}]*\}/g, '{}');
    if (!groups.has(template)) groups.set(template, []);
    groups.get(template)!.push(at);
  }
  return [...groups.values()];
}

/** api-smart-diff's differences of two side documents, kept from one comparison to the next (diff-store.ts). */
const store = new DiffStore<LibraryDiff>();

function keptDiffs(before: Document, after: Document, options: Parameters<typeof apiCompare>[2]): LibraryDiff[] {
  return store.diffs(canonicalJson([before, after, options]), () => (apiCompare(before, after, options) as { diffs: LibraryDiff[] }).diffs);
}

/** Changes to the document as a whole: the package's exported schema types, security schemes, descriptions. */
function documentChanges(before: Document, after: Document): Found[] {
  const found: Found[] = [];
  const add = (level: ChangeLevel, rule: string, message: string) => found.push({ classified: { level, rule, message }, key: 'document' });
  const beforeSchemas = Object.keys(before.components?.schemas ?? {});
  const afterSchemas = new Set(Object.keys(after.components?.schemas ?? {}));
  // The package exports every component schema as a type (`components['schemas']['Candidate']`, and `Candidate` from index.ts).
  for (const name of beforeSchemas) if (!afterSchemas.has(name)) add('breaking', 'type-removed', `exported type \`${name}\` removed`);
  for (const name of afterSchemas) if (!beforeSchemas.includes(name)) add('addition', 'type-added', `exported type \`${name}\` added`);
  const beforeSchemes = before.components?.securitySchemes ?? {};
  const afterSchemes = after.components?.securitySchemes ?? {};
  for (const name of new Set([...Object.keys(beforeSchemes), ...Object.keys(afterSchemes)])) {
    const b = beforeSchemes[name];
    const a = afterSchemes[name];
    if (canonicalJson(b) === canonicalJson(a)) continue;
    if (!a) add('breaking', 'security-scheme-removed', `security scheme \`${name}\` removed`);
    else if (!b) add('documentation', 'documentation', `security scheme \`${name}\` added`);
    else if (canonicalJson(withoutDocs(b)) !== canonicalJson(withoutDocs(a))) add('breaking', 'security-scheme-changed', `security scheme \`${name}\` changed: the key is sent differently`);
    else add('documentation', 'documentation', `security scheme \`${name}\` description changed`);
  }
  const beforeSecurity = before.security ?? [];
  const afterSecurity = after.security ?? [];
  if (canonicalJson(beforeSecurity) !== canonicalJson(afterSecurity)) {
    if (afterSecurity.length === 0) add('compatible', 'security-relaxed', 'operations without their own security no longer need any');
    else add('breaking', 'security-changed', `operations without their own security now need ${JSON.stringify(afterSecurity)}`);
  }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'paths' || key === 'components' || key === 'security' || key === 'openapi') continue;
    if (key === 'info') {
      for (const field of new Set([...Object.keys(before.info ?? {}), ...Object.keys(after.info ?? {})])) {
        // The package's version is its own (see releases.ts), not the document's.
        if (field === 'version') continue;
        if (canonicalJson(before.info?.[field]) !== canonicalJson(after.info?.[field])) add('documentation', 'documentation', `\`info.${field}\` changed`);
      }
    } else if (canonicalJson(before[key]) !== canonicalJson(after[key])) {
      add('documentation', 'documentation', `\`${key}\` changed`);
    }
  }
  return found;
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
      if (canonicalJson(b[name]) !== canonicalJson(a[name])) changedRefs.add(`#/components/${kind}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  }
  // Every component that refers to a changed one, directly or through others: a walk back along the references.
  const referrers = new Map<string, Set<string>>();
  for (const document of [before, after]) {
    for (const [kind, entries] of Object.entries<Document>(document.components ?? {})) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        const from = `#/components/${kind}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
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

/** The component schemas `node` still refers to, and those they refer to. */
function referencedSchemas(document: Document, node: unknown): Document {
  const schemas: Document = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const ref = (value as Document).$ref;
    const prefix = '#/components/schemas/';
    if (typeof ref === 'string' && ref.startsWith(prefix)) {
      const name = ref.slice(prefix.length);
      if (!(name in schemas) && document.components?.schemas?.[name]) {
        schemas[name] = document.components.schemas[name];
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(node);
  return schemas;
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
      ops.set(`${method} ${path}`, { path, method, name, operation });
    }
  }
  return ops;
}

/**
 * The component a difference sits in: walks `path` from `start` through the document as written,
 * following $refs, and keeps the last one crossed (so a change in `Uuid`, used by `Candidate`, is
 * a change of `Uuid`).
 */
function originOf(document: Document, start: Segment[], path: Segment[]): { pointer: string; kind: string; name: string; path: Segment[] } | undefined {
  let node: any = document;
  for (const segment of start) node = node?.[segment];
  let origin: { pointer: string; kind: string; name: string; path: Segment[] } | undefined;
  for (const segment of path) {
    const seen = new Set<string>();
    while (node && typeof node === 'object' && typeof node.$ref === 'string' && !(segment in node) && node.$ref.startsWith('#/') && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      const parts = node.$ref.slice(2).split('/');
      origin = { pointer: node.$ref, kind: parts[1] ?? '', name: (parts[2] ?? '').replace(/~1/g, '/').replace(/~0/g, '~'), path: [] };
      node = resolvePointer(document, node.$ref);
    }
    if (node === null || typeof node !== 'object') return origin;
    node = node[segment];
    origin?.path.push(segment);
  }
  return origin;
}

/** `request $.candidateId`, `response 200 $.results[*].createdAt`, `header X-On-Behalf-Of`. */
function siteLocation(place: Place, diff: LibraryDiff): string {
  const media = place.mediaType && place.mediaType !== 'application/json' ? ` (${place.mediaType})` : '';
  if (place.field) {
    const [key, name] = place.keyword ?? [];
    const field = [...place.field];
    if (key === 'properties' && typeof name === 'string' && place.keyword?.length === 2) field.push(name);
    if (key === 'required') {
      const value = diff.action === 'remove' ? diff.before : diff.after;
      if (typeof value === 'string') field.push(value);
    }
    const path = fieldPath(field);
    if (place.part === 'parameter') return `${place.parameter?.in} ${place.parameter?.name}${path === '$' ? '' : ` ${path}`}`;
    return place.direction === 'request' ? `request${media} ${path}` : `response ${place.status}${media} ${path}`;
  }
  switch (place.part) {
    case 'parameter':
      return `${place.parameter?.in} ${place.parameter?.name}`;
    case 'requestBody':
      return `request${media}`;
    case 'response':
      return `response ${place.status}${media}`;
    case 'security':
      return 'security';
    default:
      return 'operation';
  }
}

/**
 * One change said once: a field removed is not also "may now be absent" (its name leaves
 * `required` with it), and a field added as required is not also "added".
 */
function withoutEchoes(found: Found[]): Found[] {
  const at = (item: Found) => `${item.operation}\u0000${item.location}`;
  const ruled = (rule: string) => new Set(found.filter((item) => item.classified.rule === rule).map(at));
  const removed = ruled('response-field-removed');
  const nowRequired = ruled('request-field-required');
  const added = ruled('request-field-added');
  return found
    .filter((item) => {
      if (item.classified.rule === 'response-field-optional') return !removed.has(at(item));
      if (item.classified.rule === 'request-field-added') return !nowRequired.has(at(item));
      return true;
    })
    .map((item) =>
      item.classified.rule === 'request-field-required' && added.has(at(item))
        ? { ...item, classified: { ...item.classified, message: item.classified.message.replace(/ is now required$/, ' added, required') } }
        : item,
    );
}

function group(found: Found[]): Change[] {
  const changes = new Map<string, Change>();
  for (const item of found) {
    const { level, rule, message } = item.classified;
    const key = `${level}\u0000${rule}\u0000${item.key}\u0000${message}`;
    let change = changes.get(key);
    if (!change) {
      const schema = item.classified.place?.schemaName;
      change = { level, rule, message, ...(schema ? { schema } : {}), sites: [] };
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
