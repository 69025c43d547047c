// What a parsed document's values are, for the walks over it: a JSON object is a map of names to
// values, neither null nor an array (both of which `typeof` also calls 'object').

/** Whether `value` is a JSON object (`{ ... }`). */
export function isObject(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
