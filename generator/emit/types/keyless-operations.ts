// openapi-typescript keys schema.d.ts's `operations` map by each operationId and refers to the entry
// through a JSON pointer it URI-decodes: an operationId with a `%` stops it ("URI malformed", for
// `get%Pet`) or is referred to by a name that is not there (`get%25Pet` as `get%Pet`, every type of
// the operation then `any`). Such an operationId is left out of the copy openapi-typescript reads:
// the operation's types are then written in place under `paths`, where the client reads them, and
// only the `operations` map lacks it; the types emitter warns so.
import { escapeToken } from '../../json-pointer.ts';
import { METHODS } from '../../model/methods.ts';
import { isObject } from '../../json-object.ts';

/**
 * Removes from `document` (openapi-typescript's copy, changed in place) each operationId with a `%`,
 * of `paths` and `webhooks`; returns where each was, as pointers whose tokens are escaped and
 * URI-encoded (`#/paths/~1files/get/operationId`), in document order.
 */
export function withoutKeylessOperationIds(document: Record<string, any>): { pointer: string; operationId: string }[] {
  const removed: { pointer: string; operationId: string }[] = [];
  for (const section of ['paths', 'webhooks']) {
    const items = document[section];
    if (!isObject(items)) continue;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation) || typeof operation.operationId !== 'string' || !operation.operationId.includes('%')) continue;
        removed.push({ pointer: `#/${section}/${encodeURIComponent(escapeToken(key))}/${method}/operationId`, operationId: operation.operationId });
        delete operation.operationId;
      }
    }
  }
  return removed;
}
