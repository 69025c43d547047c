// A Redocly lint rule in place of Redocly's no-server-variables-empty-enum for other documents: the
// same two checks (a server variable's `enum` is not empty, and holds its `default`), made on every
// Server Object the walker enters (top-level, path and operation servers) and reported at the
// variable's own `enum` or `default`. Redocly's rule reads the top-level `servers` list itself and
// stops the whole lint with a TypeError on a `null` in it, which tools commonly read as absent
// (absent-nulls.mjs; struct reports it). The walker enters only Server Objects that are objects.
import { isObject } from '../json-object.ts';

export function serverVariablesEnumRule() {
  return {
    Server(server, { report, location }) {
      if (!isObject(server.variables)) return;
      for (const [name, variable] of Object.entries(server.variables)) {
        if (!isObject(variable) || !Array.isArray(variable.enum)) continue;
        const at = location.child(['variables', name]);
        if (variable.enum.length === 0) {
          report({ message: `Server variable \`${name}\` has an empty \`enum\`: it must list at least one value.`, location: at.child(['enum']) });
        } else if (variable.default !== undefined && !variable.enum.includes(variable.default)) {
          report({ message: `Server variable \`${name}\`'s \`default\` is not one of its \`enum\` values.`, location: at.child(['default']) });
        }
      }
    },
  };
}
