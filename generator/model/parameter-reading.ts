// Which of an operation's parameters the generated server checks, and how it reads each one's text
// as its schema's type. The validators compile each such parameter's schema (emit/validators.ts),
// and the server reads and checks the values before the handler runs (templates/server/parameters.ts);
// both take the list from here, so they cannot disagree.
//
// Checked: `form`, `spaceDelimited` and `pipeDelimited` query parameters, `form` cookies, `simple`,
// `label` and `matrix` path parameters and `simple` headers, whose schema is one scalar type
// (integer, number, boolean, string) or an array of one; and objects, in those styles but the
// delimited ones and in `deepObject`, each property read as the scalar type its schema gives it (as
// text where it gives none, which the schema then checks). All are read as OpenAPI serializes them
// (a cookie list or object as the client writes it, unexploded, whatever it declares). Passed
// through unchecked, because their text cannot be read back into the value the schema describes
// without guessing: an exploded `form` query object (its properties are query fields like any
// other), an object with a property that is a list or an object, schemas without one clear type
// (`anyOf`, no `type`), arrays of objects or of arrays, content-typed parameters (`content` instead
// of `schema`), and a path parameter its path template does not hold.
import { deref } from './refs.ts';
import { isIgnoredHeader } from './parameter-places.ts';
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from './types.ts';
// The server's own type, so what is written into operations.ts and what the server reads cannot drift.
import type { ParameterReading, ParameterStyle, ScalarType } from '../../templates/server/parameter-reading.ts';

export type { ParameterReading };

/** A parameter the server checks: how it is read, and the schema its value is checked against. */
export interface CheckedParameter extends ParameterReading {
  schema: JsonSchema;
}


/**
 * The parameters of `op` the server checks, in the order declared (`op.parameters`: the path item's,
 * overridden by the operation's own of the same name and place, build-model.ts).
 */
export function checkedParameters(model: ApiModel, op: OperationModel): CheckedParameter[] {
  const checked: CheckedParameter[] = [];
  for (const parameter of op.parameters) {
    const reading = readingOf(model, op, parameter);
    if (reading) checked.push({ ...reading, schema: parameter.schema });
  }
  return checked;
}

/** The key a parameter is known by in a table: its place and name (`query:limit`). */
export function parameterKey(parameter: Pick<ParameterReading, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

function readingOf(model: ApiModel, op: OperationModel, parameter: ParameterModel): ParameterReading | null {
  const place = parameter.in;
  if (place === 'header' && isIgnoredHeader(parameter.name)) return null;
  // A path parameter its template does not hold has no value to read (and would refuse every request).
  if (place === 'path' && !op.requestPath.includes(`{${parameter.name}}`)) return null;
  const style = (parameter.style ?? (place === 'query' || place === 'cookie' ? 'form' : 'simple')) as ParameterStyle;
  // OpenAPI's default explode is true for form, false for the others.
  const explode = parameter.explode ?? style === 'form';
  const schema = resolved(model, parameter.schema);
  const shape = shapeOf(model, schema);
  if (!shape || !isRead(place, style, explode, shape.shape)) return null;
  const name = place === 'header' ? parameter.name.toLowerCase() : parameter.name;
  return { name, in: place, required: place === 'path' || parameter.required, style, explode, ...shape };
}

/** The styles the server reads in each place, and the shapes of value it reads in each. */
const READ_STYLES: Record<ParameterModel['in'], Partial<Record<ParameterStyle, ParameterReading['shape'][]>>> = {
  path: { simple: ['scalar', 'array', 'object'], label: ['scalar', 'array', 'object'], matrix: ['scalar', 'array', 'object'] },
  query: { form: ['scalar', 'array', 'object'], spaceDelimited: ['scalar', 'array'], pipeDelimited: ['scalar', 'array'], deepObject: ['object'] },
  header: { simple: ['scalar', 'array', 'object'] },
  // The client writes a cookie list or object without explode whatever it declares (model/cookie-lists.ts warns).
  cookie: { form: ['scalar', 'array', 'object'] },
};

/** Whether the server reads a value of `shape` written in `style` in `place` back into that value. */
function isRead(place: ParameterModel['in'], style: ParameterStyle, explode: boolean, shape: ParameterReading['shape']): boolean {
  // An exploded form object's properties are query fields of their own (`?x=1&y=2`): which fields
  // are its, and which another parameter's or none, cannot be told apart.
  if (place === 'query' && style === 'form' && shape === 'object' && explode) return false;
  return READ_STYLES[place][style]?.includes(shape) ?? false;
}

/** What a parameter's schema holds, as the server reads it: a scalar, a list of one scalar type, or an object; null for anything else. */
function shapeOf(model: ApiModel, schema: Record<string, any>): Pick<ParameterReading, 'shape' | 'type' | 'properties'> | null {
  const scalar = scalarTypeOf(schema);
  if (scalar) return { shape: 'scalar', type: scalar, properties: [] };
  const type = oneType(schema);
  if (type === 'array') {
    const item = scalarTypeOf(resolved(model, schema.items));
    return item ? { shape: 'array', type: item, properties: [] } : null;
  }
  if (type !== 'object') return null;
  // A property that holds a list or an object has no text of its own in any style: OpenAPI defines
  // none, so such an object is left unchecked rather than refused for text its schema does not take.
  const propertySchemas = Object.entries(resolved(model, schema.properties)).map(([name, property]): [string, Record<string, any>] => [name, resolved(model, property)]);
  if (propertySchemas.some(([, property]) => isNested(property)) || isNested(resolved(model, schema.additionalProperties))) return null;
  // A property without one scalar type is read as text, which its schema then checks.
  const properties = propertySchemas.map(([name, property]): [string, ScalarType] => [name, scalarTypeOf(property) ?? 'string']);
  return { shape: 'object', type: 'string', properties };
}

/** Whether a property's schema holds a list or an object, which no parameter style writes inside another. */
function isNested(schema: Record<string, any>): boolean {
  const type = oneType(schema);
  return type === 'array' || type === 'object';
}

/** The schema a `$ref` (or a chain of them) stands for; `{}` when there is none. */
function resolved(model: ApiModel, schema: unknown): Record<string, any> {
  const found = deref(model.bundle, schema);
  return found && typeof found === 'object' && !Array.isArray(found) ? found : {};
}

/** The one type a schema names (`['integer', 'null']` names integer: a parameter's text is never null), else null. */
function oneType(schema: Record<string, any>): string | null {
  if (typeof schema.type === 'string') return schema.type;
  if (!Array.isArray(schema.type)) return null;
  const types = schema.type.filter((type: unknown) => type !== 'null');
  return types.length === 1 && typeof types[0] === 'string' ? types[0] : null;
}

function scalarTypeOf(schema: Record<string, any>): ScalarType | null {
  const type = oneType(schema);
  return type === 'integer' || type === 'number' || type === 'boolean' || type === 'string' ? type : null;
}
