// The request examples every operation's docs show: a curl command and a typed client call (a
// whole program in the HTML, one line in the markdown).
// Both use placeholders for the key and address, never a real credential.
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../model/types.ts';
import { acceptOf, formBody, isHeaderOption, operationShape, takesParams } from '../client/operation-shape.ts';
import { toFormUrlEncoded, type FormEncoding } from '../../../templates/runtime/form.ts';
import { isIdentifierName, toIdentifier } from '../../model/names.ts';
import { shellQuote } from '../../shell-words.ts';
import { schemaExample } from './schema-example.ts';
import { FileExample, curlFormArguments, fileToken, withFileExamples, withFileExpressions } from './multipart-example.ts';
import { isObject } from '../../json-object.ts';

export const BASE_URL_VARIABLE = 'BASE_URL';

/**
 * The request body an example sends: the spec's example; where it has none, for a JSON body, a
 * form-only or a multipart-only one, one made from its schema (schema-example.ts: its required
 * fields; multipart-example.ts: its files), else `{}`. `made`: the body is made, not the
 * description's, and its examples say so (MADE_NOTE); an empty object, which is what an example
 * without a body of its own always sent, is not counted as made. `multipart`: a body that goes as
 * multipart (curl sends it as form parts), made or the description's own, its file fields as files.
 */
export function requestBodyExample(model: ApiModel, op: OperationModel): BodyExample {
  // Asked for by every example of the operation, in each kind of docs: made once.
  let example = bodyExamples.get(op);
  if (example === undefined) bodyExamples.set(op, (example = makeBodyExample(model, op)));
  return example;
}

interface BodyExample {
  body: unknown;
  made: boolean;
  multipart: boolean;
}

/** Each operation's body example, once made; an operation belongs to one model. */
const bodyExamples = new WeakMap<OperationModel, BodyExample>();

function makeBodyExample(model: ApiModel, op: OperationModel): BodyExample {
  const none = { body: {}, made: false, multipart: false };
  if (!op.request) return none;
  const multipart = op.request.jsonSchema === null ? op.request.multipart : null;
  if (op.request.hasExample) {
    const own = op.request.example;
    // A multipart-only body's own example goes as form parts too: JSON is not what the operation takes.
    const parts = multipart !== null && isObject(own);
    return parts ? { body: withFileExamples(own, multipart, true), made: false, multipart: true } : { ...none, body: own };
  }
  // Bytes and text keep `{}`.
  const schema = op.request.jsonSchema ?? multipart?.schema ?? (formBody(op) ? op.request.formSchema : null);
  if (schema === null || op.request.raw) return none;
  // Required readOnly fields are kept: OpenAPI says a request leaves them out, but the generated
  // request types require them (emit/types/schema-types.ts `readWriteMarkers: false`), and an
  // example without them would not compile.
  const made = schemaExample(model.schemas, schema, { skipReadOnly: false });
  const empty = isObject(made) && Object.keys(made).length === 0;
  if (empty) return none;
  return multipart ? { body: withFileExamples(made, multipart), made: true, multipart: true } : { body: made, made: true, multipart: false };
}

/** The request body an example sends (requestBodyExample). */
export function exampleBody(model: ApiModel, op: OperationModel): unknown {
  return requestBodyExample(model, op).body;
}

/** What an example whose body is made from the schema says beside it, after the comment mark of its language. */
export const MADE_NOTE = 'Made from the schema: the description gives no example.';

/** `// Made from the schema: ...` (or `#` for the shell) as a line before an example whose body is made; none otherwise. */
export function madeNoteLines(model: ApiModel, op: OperationModel, mark: '//' | '#' = '//'): string[] {
  return requestBodyExample(model, op).made ? [`${mark} ${MADE_NOTE}`] : [];
}

type ParameterPlace = 'path' | 'query' | 'header' | 'cookie';

/**
 * The parameters an example passes, by place: every path parameter and every other required one
 * (a header a client option sets is optional and explained once in the index). Each value is the
 * spec's own example (the parameter's, else its schema's), default or first enum value, else a
 * placeholder naming the parameter.
 */
export function exampleParameters(model: ApiModel, op: OperationModel): Partial<Record<ParameterPlace, Record<string, unknown>>> {
  const places: Partial<Record<ParameterPlace, Record<string, unknown>>> = {};
  for (const parameter of op.parameters) {
    if ((parameter.in !== 'path' && !parameter.required) || isHeaderOption(model, parameter)) continue;
    (places[parameter.in] ??= {})[parameter.name] = parameterValue(parameter);
  }
  return places;
}

function parameterValue(parameter: ParameterModel): unknown {
  if (parameter.example !== undefined) return parameter.example;
  // An array's placeholder is a list of one item (`ids: [0]`), the shape the client's type takes.
  if (parameter.type === 'array') return [placeholder(itemType(parameter.schema), parameter.name)];
  return placeholder(parameter.type, parameter.name);
}

function placeholder(type: string | null, name: string): unknown {
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  return `<${name}>`;
}

/** The type an array schema's items name (3.1's `[integer, string]`: the first but `null`), else null. */
function itemType(schema: JsonSchema): string | null {
  const items = typeof schema === 'object' ? schema.items : undefined;
  const type = items && typeof items === 'object' ? items.type : undefined;
  if (typeof type === 'string') return type;
  return Array.isArray(type) ? (type.find((t) => typeof t === 'string' && t !== 'null') ?? null) : null;
}

/**
 * `curl -u "$API_KEY:" ... "$BASE_URL/pets"` (the key's variable named by the profile), the JSON body single-quoted for a
 * POSIX shell. The key goes where the operation's security scheme puts it (model/auth.ts), or nowhere;
 * the `Accept` is the client's for the operation (none where no response has a body).
 */
export function curlExample(model: ApiModel, op: OperationModel): string {
  // The `Accept` the client sends for the operation: the media types its responses declare.
  const accept = acceptOf(model, op);
  // curl sends POST for -d and GET without it; any other method, or a body on a GET, needs -X.
  const method = op.method.toUpperCase();
  const hasBody = op.request !== null;
  const needsX = hasBody ? method !== 'POST' : method !== 'GET';
  const parameters = exampleParameters(model, op);
  const auth = op.auth;
  const withKey = (prefix: string) => keyArgument(prefix, model.profile.apiKeyVariable);
  const cookies = Object.entries(parameters.cookie ?? {}).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  const cookieArgument = auth?.kind === 'cookie' ? withKey(`${auth.name}=`) + (cookies.length > 0 ? shellQuote(`; ${cookies.join('; ')}`) : '') : cookies.length > 0 ? shellQuote(cookies.join('; ')) : null;
  const urlPath = exampleUrlPath(op, parameters);
  const keyInQuery = auth?.kind === 'query' ? withKey(`${urlPath.includes('?') ? '&' : '?'}${encodeURIComponent(auth.name).replace(/!/g, '%21')}=`) : '';
  return [
    ...madeNoteLines(model, op, '#'),
    ...(auth?.kind === 'basic' ? [`curl -u "$${model.profile.apiKeyVariable}:" \\`] : ['curl \\']),
    ...(needsX ? [`  -X ${method} \\`] : []),
    ...(auth?.kind === 'bearer' ? [`  -H ${withKey('Authorization: Bearer ')} \\`] : auth?.kind === 'header' ? [`  -H ${withKey(`${auth.name}: `)} \\`] : []),
    ...(accept ? [`  -H ${shellQuote(`Accept: ${accept}`)} \\`] : []),
    ...Object.entries(parameters.header ?? {}).map(([name, value]) => `  -H ${shellQuote(`${name}: ${String(value)}`)} \\`),
    ...(cookieArgument ? [`  -b ${cookieArgument} \\`] : []),
    ...(hasBody ? bodyArguments(model, op) : []),
    `  ${urlArgument(urlPath)}${keyInQuery}`,
  ].join('\n');
}

/**
 * The body as curl sends it: a form as the client writes it (runtime/form.ts) for a form operation,
 * bytes or text as they are (`--data-binary @file`, or a text example) with their media type, else JSON.
 */
function bodyArguments(model: ApiModel, op: OperationModel): string[] {
  const { form, rawBody } = operationShape(model, op).spec as { form?: FormEncoding; rawBody?: { kind: 'binary' | 'text'; mediaTypes: string[] } };
  const { body, multipart } = requestBodyExample(model, op);
  if (multipart && body && typeof body === 'object' && !Array.isArray(body)) return curlFormArguments(body as Record<string, unknown>, shellQuote);
  if (rawBody) {
    const type = rawBody.mediaTypes.find((t) => !t.includes('*')) ?? (rawBody.kind === 'text' ? 'text/plain' : 'application/octet-stream');
    const data = rawBody.kind === 'text' && op.request?.hasExample && typeof body === 'string' ? shellQuote(body) : '@file';
    return [`  -H ${shellQuote(`Content-Type: ${type}`)} \\`, `  --data-binary ${data} \\`];
  }
  if (form && body && typeof body === 'object' && !Array.isArray(body)) {
    return [`  -H 'Content-Type: application/x-www-form-urlencoded' \\`, `  -d ${shellQuote(toFormUrlEncoded(body as Record<string, unknown>, form))} \\`];
  }
  return [`  -H 'Content-Type: application/json' \\`, `  -d ${shellQuote(JSON.stringify(body, null, 2))} \\`];
}

/** `"<prefix>$API_KEY"`, the variable expanded by the shell; a prefix with characters special inside double quotes is single-quoted. */
function keyArgument(prefix: string, variable: string): string {
  return SAFE_IN_DOUBLE_QUOTES.test(prefix) ? `"${prefix}$${variable}"` : `${shellQuote(prefix)}"$${variable}"`;
}

/** The operation's request path with its path parameters filled in, and its required query parameters and the query its path key fixes added. */
function exampleUrlPath(op: OperationModel, parameters: Partial<Record<ParameterPlace, Record<string, unknown>>>): string {
  const path = op.requestPath.replace(/\{([^{}]+)\}/g, (whole, name: string) => (parameters.path && name in parameters.path ? urlValue(parameters.path[name]) : whole));
  const query = Object.entries({ ...parameters.query, ...op.fixedQuery }).map(([name, value]) => `${encodeURIComponent(name)}=${urlValue(value)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** A value percent-encoded for a URL; a `<placeholder>` stays readable, for the reader to replace. */
function urlValue(value: unknown): string {
  const text = String(value);
  return PLACEHOLDER.test(text) ? text : encodeURIComponent(text);
}

const PLACEHOLDER = /^<[\w.-]+>$/;

/** Text a POSIX shell leaves alone inside double quotes (no `$`, backquote, backslash, `"` or history `!`). */
const SAFE_IN_DOUBLE_QUOTES = /^[^$`\\"!]*$/;

/** `"$BASE_URL/path"`; a path with characters special inside double quotes is single-quoted after the variable. */
function urlArgument(path: string): string {
  return SAFE_IN_DOUBLE_QUOTES.test(path) ? `"$${BASE_URL_VARIABLE}${path}"` : `"$${BASE_URL_VARIABLE}"${shellQuote(path)}`;
}

/**
 * `const result: CandidateCreateNoteResult = await client.candidate.createNote({ ... });` on the
 * generated client, with the member and type names the client really has (the model's client plan:
 * `application.delete`, and deprecated aliases under their wire names such as `application.change_stage`).
 */
export function clientCallExample(model: ApiModel, op: OperationModel, options: { bodyShownAbove?: boolean } = {}): string {
  const { property, name: method, resultType } = model.client.methods.get(op.name)!;
  const argument = clientArgument(model, op);
  // Where the curl example above shows a long body, the call names its fields rather than repeating their values.
  // (Not where curl sends form parts of a multipart body: its fields are no JSON to name.)
  const fields = options.bodyShownAbove && !takesParams(model, op) && !requestBodyExample(model, op).multipart ? shorthandFields(argument) : null;
  const name = resultName(op);
  const call = fields
    ? `const ${name}: ${resultType} = await client.${property}.${method}({ ${fields.join(', ')} }); // the body of the curl example`
    : `const ${name}: ${resultType} = await client.${property}.${method}(${objectLiteral(argument)});`;
  return [...madeNoteLines(model, op), call, ...streamLoop(op)].join('\n');
}

/** What a call's result is named in an example: `stream` where the answer is only a stream, else `result`. */
const resultName = (op: OperationModel) => (op.response.stream ? 'stream' : 'result');

/** The loop over a stream's items, where the answer is only a stream (its items arrive as the loop runs). */
const streamLoop = (op: OperationModel) => (op.response.stream ? ['for await (const item of stream) console.log(item);'] : []);

/**
 * A whole TypeScript program for one operation, as the HTML reference shows it beside curl: the
 * import of the client and the operation's named types, the client built from the environment, the
 * argument under its parameter type and the call resolving to its result type (for a paged list,
 * also how to walk every page; for a stream, how to read its items).
 */
export function clientSample(model: ApiModel, op: OperationModel): string {
  const { property, name: method, paramsType, resultType } = model.client.methods.get(op.name)!;
  const { clientClass, packageName, apiKeyVariable } = model.profile;
  const shape = operationShape(model, op);
  const takesArgument = shape.input === 'params' || Boolean(shape.bodyType);
  const call = `client.${property}.${method}`;
  const lines = [
    `import { ${[clientClass, ...(takesArgument ? [`type ${paramsType}`] : []), `type ${resultType}`].join(', ')} } from '${packageName}';`,
    '',
    `const client = new ${clientClass}({ apiKey: process.env.${apiKeyVariable}!, baseUrl: process.env.${BASE_URL_VARIABLE}! });`,
    '',
  ];
  const name = resultName(op);
  if (takesArgument) {
    lines.push(...madeNoteLines(model, op));
    lines.push(`const params: ${paramsType} = ${objectLiteral(clientArgument(model, op))};`);
    lines.push(`const ${name}: ${resultType} = await ${call}(params);`);
  } else {
    lines.push(`const ${name}: ${resultType} = await ${call}();`);
  }
  lines.push(...streamLoop(op));
  if (op.paging && op.response.envelope) {
    lines.push('', '// Every record across pages, one page in memory at a time:', `for await (const item of ${call}(${takesArgument ? 'params' : ''})) console.log(item);`);
  }
  return lines.join('\n');
}

/** What the client method takes: `{ path, query, header, cookie, body }` for an operation with parameters, else the body itself. */
export function clientArgument(model: ApiModel, op: OperationModel): unknown {
  return takesParams(model, op) ? { ...exampleParameters(model, op), ...(op.request ? { body: exampleBody(model, op) } : {}) } : exampleBody(model, op);
}

/** The keys of a body too long for one short line, when each is an identifier (`{ candidateId, note }` shorthand); null otherwise. */
function shorthandFields(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || JSON.stringify(body).length <= SHORT_BODY) return null;
  const keys = Object.keys(body);
  // A shorthand property must be an identifier and not a reserved word (toIdentifier leaves only those unchanged).
  return keys.length > 0 && keys.every((key) => isIdentifierName(key) && toIdentifier(key) === key) ? keys : null;
}

/** A body this long or shorter is written out in the client call too. */
const SHORT_BODY = 60;

/** JSON as a JavaScript object literal: identifier keys lose their quotes, everything else stays JSON; a file is a Blob (a File, where the example names it). */
export function objectLiteral(value: unknown): string {
  return withFileExpressions(JSON.stringify(value, (_key, item: unknown) => (item instanceof FileExample ? fileToken(item) : item), 2))
    .split('\n')
    .map((line) => line.replace(/^(\s*)"([A-Za-z_$][\w$]*)":/, '$1$2:'))
    .join('\n');
}
