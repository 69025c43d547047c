// Local $ref resolution inside one bundled document (`#/components/...`, and pointers into
// `#/paths/...` that pass through other `$ref`s, as Redocly resolves them).
import { fragmentToken } from '../json-pointer.ts';

export function resolvePointer(document: Record<string, any>, ref: string, seen = new Set<string>()): any {
  if (!ref.startsWith('#/') && ref !== '#') throw new Error(`Only local references are supported after bundling; found "${ref}".`);
  let node: any = document;
  for (const raw of ref === '#' ? [] : ref.slice(2).split('/')) {
    const key = fragmentToken(raw);
    // A pointer may pass through a `$ref` (`#/paths/~1a/get/responses/200/content/...` where the
    // response is a `$ref`): the walk goes on in its target.
    if (node && typeof node === 'object' && !(key in node) && typeof node.$ref === 'string') node = deref(document, node, seen);
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Unresolvable reference "${ref}".`);
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains until a node without one (sibling keywords of a $ref are kept by the caller). */
export function deref<T = any>(document: Record<string, any>, node: any, seen = new Set<string>()): T {
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) throw new Error(`Circular reference through "${node.$ref}".`);
    seen.add(node.$ref);
    node = resolvePointer(document, node.$ref, seen);
  }
  return node;
}

