// Path template variables no parameter declares (`/things/{other}` with no `other` path parameter),
// which openapi-typescript reads and its types leave out (`path?: never`). Left as they are, the
// client would send the literal `%7Bother%7D` and every call would fail. Each is declared instead, on
// its operation, as what the URL needs: a required string path parameter. The document every output
// reads then has it, so the types, the client (substituted and encoded like any path parameter), the
// validators, the server's routing and the docs agree; a warning names each one where it was written.
import { escapeToken } from '../json-pointer.ts';
import { deref } from './refs.ts';
import { requestPathOf } from './request-path.ts';
import { METHODS } from './methods.ts';

/** Where `{name}` was used and not declared: the path key, the method and the pointer of its operation. */
export interface UndeclaredPathVariable {
  path: string;
  method: string;
  name: string;
  pointer: string;
}

/**
 * The document with every undeclared path variable declared on its operation, and the variables so
 * declared. A document without any is returned as it is (same object); one with some is copied
 * along the way to each operation changed, never changed in place.
 */
export function declarePathVariables(document: Record<string, any>): { document: Record<string, any>; undeclared: UndeclaredPathVariable[] } {
  const undeclared: UndeclaredPathVariable[] = [];
  let paths: Record<string, any> | null = null;
  for (const [key, rawItem] of Object.entries<any>(document.paths ?? {})) {
    const item = deref(document, rawItem);
    if (!item || typeof item !== 'object') continue;
    const variables = templateVariables(requestPathOf(key).requestPath);
    if (variables.length === 0) continue;
    let changed: Record<string, any> | null = null;
    for (const method of METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const declared = new Set(
        [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]
          .map((p) => deref(document, p))
          .filter((p) => p?.in === 'path')
          .map((p) => String(p.name)),
      );
      const missing = variables.filter((name) => !declared.has(name));
      if (missing.length === 0) continue;
      for (const name of missing) undeclared.push({ path: key, method, name, pointer: `#/paths/${escapeToken(key)}/${method}` });
      const copy: Record<string, any> = (changed ??= { ...item });
      copy[method] = { ...op, parameters: [...(Array.isArray(op.parameters) ? op.parameters : []), ...missing.map((name) => declaredParameter(name, key))] };
    }
    if (changed) (paths ??= { ...document.paths })[key] = changed;
  }
  return { document: paths ? { ...document, paths } : document, undeclared };
}

/** The names in a path template, in order, each once (`/a/{x}/b/{y}` is `x`, `y`). */
export function templateVariables(requestPath: string): string[] {
  const names: string[] = [];
  for (const match of requestPath.matchAll(/\{([^{}]+)\}/g)) if (!names.includes(match[1])) names.push(match[1]);
  return names;
}

/** The warning for one variable, at `place` (`file:line:column` of its operation). */
export function undeclaredWarning(variable: UndeclaredPathVariable, place: string): string {
  return (
    `${place} \`${variable.method.toUpperCase()} ${variable.path}\` uses \`{${variable.name}}\`, which no path parameter declares: ` +
    `the client takes \`${variable.name}\` as a required string path parameter and sends it encoded in the path.`
  );
}

function declaredParameter(name: string, key: string): Record<string, unknown> {
  return {
    name,
    in: 'path',
    required: true,
    description: `Not declared in the document: taken from the path \`${key}\`.`,
    schema: { type: 'string' },
  };
}
