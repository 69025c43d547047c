// Where a Redocly lint location is, as every lint message here words it: the file relative to the
// working folder, then line and column.
import path from 'node:path';
import { getLineColLocation } from '@redocly/openapi-core';

/** A problem location's file (relative to `cwd`), line and column. */
export function placeOf(where, cwd = process.cwd()) {
  const { start } = getLineColLocation(where);
  return { file: path.relative(cwd, where.source.absoluteRef) || where.source.absoluteRef, line: start.line, column: start.col };
}
