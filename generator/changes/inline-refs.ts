// Copies of parts of a bundled document with every local $ref replaced by what it points at, so
// two documents compare by what they say, not by where a schema is kept: moving a schema into
// components (or out of it, or renaming the component) changes nothing in an operation.
import { resolvePointer } from '../model/refs.ts';
import { isObject } from '../json-object.ts';

/**
 * `node` with its $refs inlined. A $ref's sibling keywords (OpenAPI 3.1 allows a `description`
 * beside one) are laid over the target's. A reference back into a schema being inlined (a
 * recursive schema) stays a $ref.
 */
export function inlineRefs(document: Record<string, any>, node: unknown, inlining: string[] = []): any {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(document, item, inlining));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#/')) {
    const ref = record.$ref;
    if (inlining.includes(ref)) return { ...record };
    const { $ref: _ref, ...siblings } = record;
    const target = inlineRefs(document, resolvePointer(document, ref), [...inlining, ref]);
    const inlinedSiblings = inlineRefs(document, siblings, inlining);
    return isObject(target) ? { ...target, ...inlinedSiblings } : target;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) copy[key] = inlineRefs(document, value, inlining);
  return copy;
}

/** JSON with object keys sorted: equal for two values that say the same, whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.keys(item).sort().map((key) => [key, item[key]]));
  });
}
