// A Redocly lint rule for other documents: a component name with a `%`, which OpenAPI's component
// names (`^[a-zA-Z0-9.\-_]+$`) do not allow and tools commonly read as URI encoding, since a `$ref`
// to the component carries the name URI-encoded. openapi-typescript, which writes the types (and
// @hey-api/openapi-ts likewise), decodes every component's name and stops with a bare "URI
// malformed" where a `%` starts no escape (`Big%Cat`, `50%Off`); this rule refuses such a name at
// its place instead, for each kind of component the types are written for. A schema name with any
// `%` is refused too: where it is a valid escape (`A%20B`), Redocly's bundler writes a mapping to
// it as `#/components/schemas/A%20B`, which names `A B`, and the types and docs misread it.
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

export function componentNamePercentRule() {
  const visitor = {};
  for (const [named, kind] of Object.entries(NAMED)) {
    visitor[named] = (map, { report, location }) => {
      for (const name of Object.keys(map)) {
        const message = percentNameProblem(name, kind);
        // The place's pointer carries the name URI-encoded, as Redocly reads a pointer back:
        // as written, `A%20B` would be read as `A B`, a key the map does not have.
        if (message !== null) report({ message, location: location.child([name.replaceAll('%', '%25')]).key() });
      }
    };
  }
  return visitor;
}
