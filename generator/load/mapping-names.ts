// A discriminator's `mapping` may name a schema instead of referring to it: OpenAPI reads a value
// that is a schema name (`Option One: OptionOneNoDisc`) as that schema of the document's components,
// and any other value as a URI reference. Redocly's resolver reads every value as a reference, so a
// name is an unresolved `$ref` (a file `OptionOneNoDisc` beside the document) and the run stops;
// openapi-typescript refuses such a document the same way. Each value that names a schema of the
// document it is written in (or, in a file the entry document refers to, of the entry document), and
// is no reference (no `/`, no `#`), is rewritten here as the reference to that schema, before the
// resolver sees it. Example values and extensions are data: left as written.
import { schemaComponentRef } from '../json-pointer.ts';
import { eachDiscriminator } from './discriminator-walk.ts';
import { isObject } from '../json-object.ts';

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
    const pointer = schemaComponentRef(name);
    if (Object.hasOwn(schemas, name)) return pointer;
    return entry?.names.has(name) ? `${entry.at}${pointer}` : null;
  };
  eachDiscriminator(document, (discriminator) => {
    const mapping = discriminator.mapping;
    if (!isObject(mapping)) return;
    for (const [value, target] of Object.entries(mapping)) {
      const ref = typeof target === 'string' && !/[/#]/.test(target) ? refTo(target) : null;
      if (ref !== null) mapping[value] = ref;
    }
  });
  return document;
}
