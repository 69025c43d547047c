// A Redocly lint rule for other documents: a name with a `%` that openapi-typescript, which writes
// the types, cannot be read for. It reads every component name and path as a JSON pointer token,
// URI-encoded as a `$ref` carries it, and stops with a bare "URI malformed" where a `%` starts no
// escape (`Big%Cat`, `/files/100%`; @hey-api/openapi-ts stops on such a component name too, and
// reads such a path). This rule refuses such a name at its place instead: the types cannot be
// written, and a path is the URL itself, so it cannot be renamed for them. (An operationId with a
// `%` is left out of the types' `operations` map instead: emit/types/keyless-operations.ts.)
// Beyond that:
// - a component name (OpenAPI's pattern is `^[a-zA-Z0-9.\-_]+$`) is refused for each kind of
//   component the types are written for; a schema name with any `%` too: where it is a valid escape
//   (`A%20B`), Redocly's bundler writes a mapping to it as `#/components/schemas/A%20B`, which names
//   `A B`, and the types and docs misread it;
// - a path is refused where a `%` starts no escape once decoded, or twice (`/files/100%25`): the
//   types decode a path twice in places; one whose escapes decode to text (`/files/a%20b`) is read.
// No output can be written for such a name, so --lenient does not pass it (load-spec.ts).

/** What OpenAPI allows in a component's name, as the message says it. */
const ALLOWED = 'letters, digits, `.`, `-` and `_`';

/** The component maps (Redocly's node types) whose names openapi-typescript reads, with what a message calls their names. */
const NAMED = {
  NamedSchemas: 'Schema',
  NamedParameters: 'Parameter',
  NamedResponses: 'Response',
  NamedRequestBodies: 'Request body',
  NamedHeaders: 'Header',
  NamedPathItems: 'Path item',
};

/** Whether `name` reads as URI encoding: every `%` starts an escape (`%` and two hex digits), and the escapes are UTF-8. */
function decodes(name) {
  try {
    decodeURIComponent(name);
    return true;
  } catch {
    return false;
  }
}

/** Why `name`, a component of the kind `kind` words (`Schema`, ...), cannot be generated for, or null where it can. */
export function percentNameProblem(name, kind) {
  if (typeof name !== 'string' || !name.includes('%')) return null;
  const rename = `Rename it: OpenAPI's component names are ${ALLOWED}.`;
  if (!decodes(name)) return `${kind} name \`${name}\` has a \`%\` that does not decode as URI encoding: openapi-typescript, which writes the types, reads component names URI-encoded and stops on it. ${rename}`;
  if (kind === 'Schema') return `${kind} name \`${name}\` has a \`%\`, which a \`$ref\` reads as URI encoding: a discriminator's mapping, the types and the docs would read it as \`${decodeURIComponent(name)}\`. ${rename}`;
  return null;
}

/** Why a path cannot be generated for, or null where it can (see the header). */
export function percentPathProblem(path) {
  if (typeof path !== 'string' || !path.includes('%') || (decodes(path) && decodes(decodeURIComponent(path)))) return null;
  return `Path \`${path}\` has a \`%\` openapi-typescript, which writes the types, stops on: it URI-decodes a path, in places twice, and a \`%\` that then starts no escape (alone, or written \`%25\`) is malformed. Only a path without a \`%\` of its own can be generated for.`;
}

/** The place's pointer token for `key`: URI-encoded, as Redocly reads a pointer back (as written, `A%20B` would be read as `A B`, a key the map does not have). */
const placed = (key) => key.replaceAll('%', '%25');

export function percentNamesRule() {
  const visitor = {
    Paths: (paths, { report, location }) => {
      for (const path of Object.keys(paths)) {
        const message = percentPathProblem(path);
        if (message !== null) report({ message, location: location.child([placed(path)]).key() });
      }
    },
  };
  for (const [named, kind] of Object.entries(NAMED)) {
    visitor[named] = (map, { report, location }) => {
      for (const name of Object.keys(map)) {
        const message = percentNameProblem(name, kind);
        if (message !== null) report({ message, location: location.child([placed(name)]).key() });
      }
    };
  }
  return visitor;
}
