// A Redocly lint rule in place of Redocly's operation-operationId-unique, which reports a shared
// operationId only at the later operation: this one also names where the earlier one is, so the
// author need not search a many-file document for it. This service's spec uses it
// (conventions/operation-id-unique, lint/conventions-plugin.js) and so do other documents
// (lint.mjs), at the severity Redocly's rule has there.
import { placeOf } from './problem-place.mjs';

export function operationIdUniqueRule() {
  /** operationId -> the location of the first operation's `operationId`. */
  const seen = new Map();
  return {
    Operation(operation, { report, location }) {
      const id = operation.operationId;
      if (typeof id !== 'string' || id === '') return;
      const here = location.child(['operationId']);
      const first = seen.get(id);
      if (!first) {
        seen.set(id, here);
        return;
      }
      report({ message: `Every operation must have a unique \`operationId\`: \`${id}\` is also the operationId at ${placeText(first)}.`, location: here });
    },
  };
}

/** `file:line:column` of a lint location, as lint.mjs words places. */
function placeText(location) {
  const { file, line, column } = placeOf(location);
  return `${file}:${line}:${column}`;
}
