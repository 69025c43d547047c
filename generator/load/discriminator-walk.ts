// The discriminators of a description's structure, for the loader's passes over a document
// (mapping-names.ts before resolving, mapping-copies.ts after bundling): every `discriminator`
// object a schema holds, and none inside example values, defaults, enums and extensions, which are
// data. A stack, not recursion: a deep document cannot overflow it; a node YAML anchors reach twice
// is visited once.
import { isObject } from '../json-object.ts';

/** Keys whose values are data, not the description's structure: a `discriminator` inside one is an example's. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** Calls `visit` with each discriminator object of `document`'s structure. */
export function eachDiscriminator(document: unknown, visit: (discriminator: Record<string, any>) => void): void {
  const seen = new Set<object>();
  // Each node with whether it is a `properties` map, whose keys are field names, never data keys.
  const pending: [unknown, boolean][] = [[document, false]];
  while (pending.length > 0) {
    const [node, fields] = pending.pop()! as [Record<string, any> | null, boolean];
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!fields && isObject(node.discriminator)) visit(node.discriminator);
    for (const [key, child] of Object.entries(node)) {
      if (fields || (!DATA_KEYS.has(key) && !key.startsWith('x-'))) pending.push([child, !fields && key === 'properties' && !Array.isArray(node)]);
    }
  }
}
