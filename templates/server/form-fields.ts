// A form body's (`application/x-www-form-urlencoded`) fields as the handler gets them, read as the
// generated client writes them (../runtime/form.ts): `address[city]=Paris` an object field,
// `tags[]=a` and `items[0][price]=p` list items, and a plain name repeated, or one the schema makes
// a list (OperationInfo.listFields), a list of its values. Objects are built without a prototype
// and copied out as plain ones, so a field named `__proto__` is a field; nesting is bounded.

/** A form field's value: text, or lists and objects of text where the field's name has brackets. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** How many bracketed segments a field name may have (`a[b][0][c]` has three). */
const MAX_SEGMENTS = 8;

/** The fields of `pairs` (a form's name/value pairs, in order); throws naming a field the brackets cannot place. */
export function formFields(pairs: Iterable<[string, string]>, listFields: readonly string[]): Record<string, FormValue> {
  const root: Record<string, FormValue> = Object.create(null);
  for (const [name, value] of pairs) {
    const path = bracketPath(name);
    if (path === null) addField(root, name, value, listFields);
    else place(root, path, value, name);
  }
  return plain(root) as Record<string, FormValue>;
}

/**
 * Adds one value of a plain (bracketless) field name: a name the schema makes a list (`listFields`),
 * or one given more than once, holds a list of every value, in order; any other its one value. A
 * name the brackets of another field made an object is refused.
 */
export function addField<Value>(fields: Record<string, Value | Value[] | { [key: string]: unknown }>, name: string, value: Value, listFields: readonly string[]): void {
  const earlier = fields[name];
  if (earlier === undefined) fields[name] = listFields.includes(name) ? [value] : value;
  else if (Array.isArray(earlier)) earlier.push(value);
  else if (typeof earlier === 'object' && earlier !== null && Object.getPrototypeOf(earlier) === null) throw new Error(conflict(name));
  else fields[name] = [earlier as Value, value];
}

/** `name` split at its brackets (`a[b][]` is `a`, `b`, ``), or null for a plain name or brackets that do not close in order. */
function bracketPath(name: string): string[] | null {
  const open = name.indexOf('[');
  if (open <= 0) return null;
  const path = [name.slice(0, open)];
  for (let at = open; at < name.length; ) {
    if (name[at] !== '[') return null;
    const close = name.indexOf(']', at + 1);
    if (close === -1) return null;
    const segment = name.slice(at + 1, close);
    if (segment.includes('[')) return null;
    path.push(segment);
    if (path.length - 1 > MAX_SEGMENTS) throw new Error(`the form field ${shown(name)} nests more than ${MAX_SEGMENTS} levels deep.`);
    at = close + 1;
  }
  return path;
}

/** Puts `value` where `path` says under `root`, making the lists and objects on the way. */
function place(root: Record<string, FormValue>, path: string[], value: string, name: string): void {
  let holder: Record<string, FormValue> | FormValue[] = root;
  let key: string | number = path[0];
  for (let i = 1; i < path.length; i++) {
    const segment = path[i];
    const listItem = segment === '' || /^\d{1,6}$/.test(segment);
    const existing: FormValue | undefined = (holder as Record<string | number, FormValue>)[key];
    let container: Record<string, FormValue> | FormValue[];
    if (existing === undefined) {
      container = listItem ? [] : Object.create(null);
      (holder as Record<string | number, FormValue>)[key] = container;
    } else if (listItem ? Array.isArray(existing) : typeof existing === 'object' && !Array.isArray(existing)) {
      container = existing as Record<string, FormValue> | FormValue[];
    } else throw new Error(conflict(name));
    if (Array.isArray(container)) {
      const index = segment === '' ? container.length : Number(segment);
      if (index > container.length) throw new Error(`the form field ${shown(name)} skips list items before index ${index}.`);
      key = index;
    } else key = segment;
    holder = container;
  }
  const earlier = (holder as Record<string | number, FormValue>)[key];
  if (earlier === undefined) (holder as Record<string | number, FormValue>)[key] = value;
  else if (typeof earlier === 'string') (holder as Record<string | number, FormValue>)[key] = [earlier, value];
  else if (Array.isArray(earlier) && !Array.isArray(holder)) earlier.push(value);
  else throw new Error(conflict(name));
}

/** The fields with every object a plain one (own properties, `__proto__` among them, as data). */
function plain(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain);
  const copy: Record<string, FormValue> = {};
  for (const key of Object.keys(value)) Object.defineProperty(copy, key, { value: plain(value[key]), enumerable: true, writable: true, configurable: true });
  return copy;
}

const conflict = (name: string) => `the form field ${shown(name)} is given as a value, a list and an object at once.`;
const shown = (name: string) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}...` : name);
