// ts-morph's printer, loaded on first use: every TypeScript file the generator writes as code (not
// copied) is built as ts-morph structures and printed here in the house style (two-space indent,
// single quotes).
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type { StatementStructures } from 'ts-morph';

let loaded: typeof TsMorph | undefined;

/**
 * ts-morph itself. Required rather than imported: importing a CommonJS package makes Node scan its
 * entry file (ts-morph's is 1 MB) for export names first.
 */
export function tsMorph(): typeof TsMorph {
  loaded ??= createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
  return loaded;
}

/** A source file of `statements` (structures, or text where a structure would print worse), after `header`. */
export function printSource(header: string, statements: (StatementStructures | string)[]): string {
  const { printStructure, StructureKind } = tsMorph();
  // Printed without building a source file: nothing reads the syntax tree that would parse back.
  return `${header}\n${printStructure({ kind: StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2, useSingleQuote: true })}`;
}
