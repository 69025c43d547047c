// Where a Redocly lint location is, as every lint message here words it: the file relative to the
// working folder (a URL as spec-address.ts shows it), then line and column.
import { getLineColLocation } from '@redocly/openapi-core';
import { shownRef } from './spec-address.ts';

/** A problem location's file (relative to `cwd`), line and column. */
export function placeOf(where, cwd = process.cwd()) {
  const { start } = getLineColLocation(where);
  return { file: shownRef(where.source.absoluteRef, cwd), line: start.line, column: start.col };
}
