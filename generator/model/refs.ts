// Local $ref resolution inside one bundled document (`#/components/...`).

export function resolvePointer(document: Record<string, any>, ref: string): any {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported after bundling; found "${ref}".`);
  let node: any = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
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
    node = resolvePointer(document, node.$ref);
  }
  return node;
}
