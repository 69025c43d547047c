// Loads node:sqlite without its ExperimentalWarning (Node 22 prints one on first load; the sandbox
// is a documented user of the module, so the warning is noise in its output and in test output).
// Only that one warning is dropped; every other warning reaches process.emitWarning as usual.
import { createRequire } from 'node:module';
import type * as Sqlite from 'node:sqlite';

const require = createRequire(import.meta.url);

function loadQuietly(): typeof Sqlite {
  const original = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : ((rest[0] as { type?: string } | undefined)?.type ?? (warning as Error).name);
    if (type === 'ExperimentalWarning' && /SQLite/i.test(text)) return;
    return (original as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return require('node:sqlite') as typeof Sqlite;
  } finally {
    process.emitWarning = original;
  }
}

export const { DatabaseSync } = loadQuietly();
export type DatabaseSync = Sqlite.DatabaseSync;
export type StatementSync = Sqlite.StatementSync;
