// Which of an operation's path, query and header parameters the generated server checks, and how it
// reads each one's text as its schema's type. The validators compile each such parameter's schema
// (emit/validators.ts), and the server reads and checks the values before the handler runs
// (templates/server/parameters.ts); both take the list from here, so they cannot disagree.
//
// Checked: `style: form` (query) and `simple` (path, header) values whose schema is one scalar type
// (integer, number, boolean, string) or an array of one, read as OpenAPI serializes them. Passed
// through unchecked, because their text cannot be read back into the value the schema describes
// without guessing: objects, schemas without one clear type (`anyOf`, no `type`), styles other than
// those (deepObject, label, matrix, space- and pipe-delimited), content-typed parameters (`content`
// instead of `schema`), cookies, and a path parameter its path template does not hold.
import { deref } from './refs.ts';
import { isIgnoredHeader } from './parameter-places.ts';
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from './types.ts';
// The server's own type, so what is written into operations.ts and what the server reads cannot drift.
import type { ParameterReading, ScalarType } from '../../templates/server/parameter-reading.ts';

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
  if (place !== 'path' && place !== 'query' && place !== 'header') return null;
  if (place === 'header' && isIgnoredHeader(parameter.name)) return null;
  // A path parameter its template does not hold has no value to read (and would refuse every request).
  if (place === 'path' && !op.requestPath.includes(`{${parameter.name}}`)) return null;
  const style = parameter.style ?? (place === 'query' ? 'form' : 'simple');
  if (style !== (place === 'query' ? 'form' : 'simple')) return null;
  const schema = resolved(model, parameter.schema);
  const name = place === 'header' ? parameter.name.toLowerCase() : parameter.name;
  const base = { name, in: place, required: place === 'path' || parameter.required };
  const scalar = scalarTypeOf(schema);
  if (scalar) return { ...base, type: scalar, list: null };
  if (oneType(schema) !== 'array') return null;
  const item = scalarTypeOf(resolved(model, schema.items));
  if (!item) return null;
  // OpenAPI's default explode is true for form, false for the others.
  const explode = parameter.explode ?? style === 'form';
  return { ...base, type: item, list: place === 'query' && explode ? 'repeated' : 'comma' };
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
