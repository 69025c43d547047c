// References into `#/paths/...` (a published recruiting API writes most of its references this way)
// or into a component's insides (`#/components/schemas/Database/properties/id`, as Linode's
// description does), including pointers that pass through another `$ref`, made plain for every
// output: each becomes the component reference it leads to, or a copy of the node it names. Redocly
// resolves such pointers; Ajv and the schema walkers do not. A document without them is returned as
// it is (same object).
import { deref, resolvePointer } from './refs.ts';

/** True for a `$ref` every output reads directly: one to a whole component, `#/components/KIND/NAME`. */
function isComponentRef(ref: string): boolean {
  return /^#\/components\/[^/]+\/[^/]+$/.test(ref);
}

export function normalizeRefs(document: Record<string, any>): Record<string, any> {
  if (!hasOtherLocalRef(document)) return document;
  const copy = structuredClone(document);
  const rewrite = (node: any, stack: string[]): any => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, stack));
    if (!node || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !isComponentRef(ref)) {
      if (stack.includes(ref)) return node; // a recursive path pointer stays a pointer (the model follows it)
      const { $ref: _ref, ...siblings } = node;
      const target = pointsSomewhere(copy, ref);
      // Lint refuses such a pointer wherever OpenAPI reads one: this is data (an example's value).
      if (target === undefined) return node;
      // The end of a chain of references, if it is a component: a reference to it.
      const end = finalRef(copy, target);
      if (end && isComponentRef(end)) return { $ref: end, ...rewrite(siblings, stack) };
      const resolved = deref(copy, target);
      return { ...rewrite(resolved, [...stack, ref]), ...rewrite(siblings, stack) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value, stack)]));
  };
  return rewrite(copy, []);
}

/** What `ref` points to, or undefined when it points nowhere. */
function pointsSomewhere(document: Record<string, any>, ref: string): any {
  try {
    return resolvePointer(document, ref);
  } catch {
    return undefined;
  }
}

/** The last `$ref` of a chain starting at `node`, or null when `node` is no reference. */
function finalRef(document: Record<string, any>, node: any): string | null {
  let last: string | null = null;
  const seen = new Set<string>();
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    const ref: string = node.$ref;
    seen.add(ref);
    last = ref;
    if (isComponentRef(ref)) return ref;
    node = resolvePointer(document, ref);
  }
  return last;
}

function hasOtherLocalRef(node: any): boolean {
  if (Array.isArray(node)) return node.some(hasOtherLocalRef);
  if (!node || typeof node !== 'object') return false;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !isComponentRef(node.$ref)) return true;
  return Object.values(node).some(hasOtherLocalRef);
}
