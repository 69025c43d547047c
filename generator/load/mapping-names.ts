// A discriminator's `mapping` may name a schema instead of referring to it: OpenAPI reads a value
// that is a schema name (`Option One: OptionOneNoDisc`) as that schema of the document's components,
// and any other value as a URI reference. Redocly's resolver reads every value as a reference, so a
// name is an unresolved `$ref` (a file `OptionOneNoDisc` beside the document) and the run stops;
// openapi-typescript refuses such a document the same way. Each value that names a schema of the
// document it is written in, and is no reference (no `/`, no `#`), is rewritten here as the reference
// to that schema, before the resolver sees it.
import { escapeToken } from '../json-pointer.ts';

/** `document` (parsed, changed in place) with each mapping value that is a schema name of it written as its `$ref`. */
export function mappingNamesAsRefs<T>(document: T): T {
  const schemas = (document as { components?: { schemas?: unknown } } | null)?.components?.schemas;
  if (!isObject(schemas)) return document;
  // A stack, not recursion: a deep document cannot overflow it. A node YAML anchors reach twice is visited once.
  const seen = new Set<object>();
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, any> | null;
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const mapping = isObject(node.discriminator) ? node.discriminator.mapping : undefined;
    if (isObject(mapping)) {
      for (const [value, target] of Object.entries(mapping)) {
        if (typeof target === 'string' && !/[/#]/.test(target) && Object.hasOwn(schemas, target)) mapping[value] = `#/components/schemas/${encodeURIComponent(escapeToken(target))}`;
      }
    }
    for (const child of Object.values(node)) pending.push(child);
  }
  return document;
}

function isObject(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
