// The project root, for files the generator reads at run time (templates, validator runtime).
// Resolved from this module's own place, one folder below the root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A path under the project root, from forward-slash segments. */
export function projectFile(relative: string): string {
  return path.join(projectRoot, ...relative.split('/'));
}
