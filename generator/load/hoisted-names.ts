// Redocly's bundler brings a schema of another file into the components under the last token of the
// pointer that reached it, as the pointer writes it: another file's `A~B` (`C/D`) becomes the
// component `A~0B` (`C~1D`), and the references to it read `#/components/schemas/A~0B`, which names
// `A~B`: no component of that name is there, and the docs stop with "Unresolvable reference". Each
// such component is renamed here, after bundling, to the name its references read (the token
// unescaped); the references stay as they are. A name the entry document declares itself is its own
// (`A~0B` written as such), and a name already taken is left alone.
import { unescapeToken } from '../json-pointer.ts';

/** `document` (bundled, changed in place) with each schema brought in from another file under the name its references read. */
export function withHoistedNamesUnescaped<T extends Record<string, any>>(document: T, entryNames: ReadonlySet<string>): T {
  const schemas = document.components?.schemas;
  if (schemas === null || typeof schemas !== 'object' || Array.isArray(schemas)) return document;
  for (const name of Object.keys(schemas)) {
    const read = unescapeToken(name);
    if (read === name || entryNames.has(name) || Object.hasOwn(schemas, read)) continue;
    schemas[read] = schemas[name];
    delete schemas[name];
  }
  return document;
}
