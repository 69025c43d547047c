// A discriminator's `mapping` may name a schema instead of referring to it: OpenAPI reads a value
// that is a schema name (`Option One: OptionOneNoDisc`) as that schema of the document's components,
// and any other value as a URI reference. Redocly's resolver reads every value as a reference, so a
// name is an unresolved `$ref` (a file `OptionOneNoDisc` beside the document) and the run stops;
// openapi-typescript refuses such a document the same way. Each value that names a schema of the
// document it is written in (or, in a file the entry document refers to, of the entry document), and
// is no reference (no `/`, no `#`), is rewritten here as the reference to that schema, before the
// resolver sees it. Example values and extensions are data: left as written.
import { escapeToken } from '../json-pointer.ts';

/** Keys whose values are data, not the description's structure: a `discriminator` inside one is an example's, kept as written. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** The schema names of a description's entry document, and where that document is (its path or URL). */
export interface EntrySchemas {
  names: ReadonlySet<string>;
  at: string;
}

/** The schema names `document` (parsed) declares in its components, with `at`, where it is. */
export function entrySchemas(document: unknown, at: string): EntrySchemas {
  const schemas = (document as { components?: { schemas?: unknown } } | null)?.components?.schemas;
  return { names: new Set(isObject(schemas) ? Object.keys(schemas) : []), at };
}

/**
 * `document` (parsed, changed in place) with each mapping value that is a schema name written as its
 * `$ref`: a schema of the document itself, else one of `entry`, the description's entry document
 * (a file a `$ref` reaches, as the entry's components are where OpenAPI 3.1.1 looks names up).
 */
export function mappingNamesAsRefs<T>(document: T, entry?: EntrySchemas): T {
  const own = (document as { components?: { schemas?: unknown } } | null)?.components?.schemas;
  const schemas = isObject(own) ? own : {};
  if (!isObject(own) && !entry?.names.size) return document;
  const refTo = (name: string): string | null => {
    const pointer = `#/components/schemas/${encodeURIComponent(escapeToken(name))}`;
    if (Object.hasOwn(schemas, name)) return pointer;
    return entry?.names.has(name) ? `${entry.at}${pointer}` : null;
  };
  // A stack, not recursion: a deep document cannot overflow it. A node YAML anchors reach twice is visited once.
  const seen = new Set<object>();
  // Each node with whether it is a `properties` map, whose keys are field names, never data keys.
  const pending: [unknown, boolean][] = [[document, false]];
  while (pending.length > 0) {
    const [node, fields] = pending.pop()! as [Record<string, any> | null, boolean];
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const mapping = !fields && isObject(node.discriminator) ? node.discriminator.mapping : undefined;
    if (isObject(mapping)) {
      for (const [value, target] of Object.entries(mapping)) {
        const ref = typeof target === 'string' && !/[/#]/.test(target) ? refTo(target) : null;
        if (ref !== null) mapping[value] = ref;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (fields || (!DATA_KEYS.has(key) && !key.startsWith('x-'))) pending.push([child, !fields && key === 'properties' && !Array.isArray(node)]);
    }
  }
  return document;
}

function isObject(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
