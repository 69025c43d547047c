// The fields of a request body that may be left out because the schema gives them a `default`.
// openapi-typescript (defaultNonNullable, its default) types a property with a `default` as present,
// which is what a response promises; a request may leave it out, so the client and the server
// adapter loosen these fields of the body they type (OptionalDefaults in the runtime's types).
import { deref } from './refs.ts';

/**
 * Names of the body's own properties (through `$ref`s and the parts of `allOf`, `oneOf` and `anyOf`)
 * that have a `default` and that no `required` list of those parts names.
 */
export function defaultedFields(document: Record<string, any>, schema: unknown): string[] {
  const defaulted = new Set<string>();
  const required = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    let resolved: any;
    try {
      resolved = deref(document, node);
    } catch {
      return; // An unfollowable or circular $ref: other steps report it; here it only adds no fields.
    }
    if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return;
    seen.add(resolved);
    if (Array.isArray(resolved.required)) for (const name of resolved.required) required.add(String(name));
    if (resolved.properties && typeof resolved.properties === 'object') {
      for (const [name, property] of Object.entries(resolved.properties)) {
        let target: any;
        try {
          target = deref(document, property);
        } catch {
          continue;
        }
        if (target && typeof target === 'object' && 'default' in target) defaulted.add(name);
      }
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(resolved[keyword])) resolved[keyword].forEach(visit);
  };
  visit(schema);
  return [...defaulted].filter((name) => !required.has(name));
}
