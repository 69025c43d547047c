// Turns operation names and paths into identifiers that are always valid TypeScript, and decides
// where each operation lives on the client (clientNames: the naming rule, in one place).

const RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements ' +
    'interface package private protected public await constructor prototype').split(' '),
);

/** An ASCII identifier name (`createNote`, `$id`), written as is in code; reserved words included. */
export function isIdentifierName(text: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(text);
}

/** An identifier name a declaration may take (`const clusterInfo`): not a reserved word. */
export function isVariableName(text: string): boolean {
  return isIdentifierName(text) && !RESERVED.has(text);
}

/** `change_stage` -> `changeStage`; anything else that is not an identifier is camel-cased from its words. */
export function toIdentifier(raw: string, fallback = 'operation'): string {
  const words = raw.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return fallback;
  let id = words.map((w, i) => (i === 0 ? lowerLead(w) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  if (/^[0-9]/.test(id)) id = `_${id}`;
  if (RESERVED.has(id)) id = `${id}_`;
  return id;
}

/**
 * A first word's leading capitals lower-cased, an acronym whole (`API` -> `api`, `APIKeys` ->
 * `apiKeys`, `APIs` -> `apis`, `OFREP` -> `ofrep`) where only its first letter was (`aPIKeys`);
 * `Pets` -> `pets`.
 */
function lowerLead(word: string): string {
  let end = 0;
  while (end < word.length && word[end] >= 'A' && word[end] <= 'Z') end++;
  const isLower = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';
  // An acronym's plural `s` (`APIs`, `IDsList`) is its own; otherwise, in `APIKeys`, the `K` starts the next part.
  const plural = word[end] === 's' && !isLower(word[end + 1]);
  if (end > 1 && isLower(word[end]) && !plural) end--;
  end = Math.max(end, 1);
  return word.slice(0, end).toLowerCase() + word.slice(end);
}

/** `resource.action`, both parts identifier-like: this service's operation names. */
const DOTTED = /^([A-Za-z][A-Za-z0-9_]*)\.([A-Za-z][A-Za-z0-9_]*)$/;
/** An operationId's `resource.action`, or goa's `service#method` (`storage#list`), which names the same two parts. */
const NAMESPACED_ID = /^([A-Za-z][A-Za-z0-9_]*)[.#]([A-Za-z][A-Za-z0-9_]*)$/;
/** goa's file servers' operationIds, `service#/path/to/file`: a service and the path it serves, not a method name. */
const FILE_SERVER_ID = /^([A-Za-z][A-Za-z0-9_]*)#\//;
/** A file suffix some documents leave on their operationIds (`candidate.create.yml`). */
const FILE_SUFFIX = /\.(ya?ml|json)$/i;
/** Path segments that are an API version, never a namespace: `v1`, `v2beta1`, `2010-04-01`, `api`. */
const VERSION_SEGMENT = /^(v\d+([a-z]+\d*)?|\d{4}-\d{2}-\d{2}|api|rest)$/i;

export interface ClientNameInput {
  operationId: string | null;
  method: string;
  path: string;
  tags: string[];
}

/**
 * The naming rule: which client namespace and method an operation gets (`client.<resource>.<action>()`).
 *
 * 1. `resource.action` style: an operationId `candidate.createNote` (or goa's `storage#list`), or
 *    (when the operationId is neither) a one-segment path `/candidate.createNote` (not a file name
 *    such as `/openapi.json`) -> `candidate` / `createNote`.
 * 2. Otherwise the namespace is the first tag (`Pet Store` -> `petStore`), else the first path
 *    segment that is neither a parameter nor a version (`/v1`, `/2010-04-01`, `/api`); the method is
 *    the operationId camel-cased (`list_pets` -> `listPets`; FastAPI's route suffix dropped first,
 *    `list_pets_pets_get` -> `listPets`), else the HTTP method and the rest of the path
 *    (`GET /pets/{id}` -> `pets` / `getById`).
 * 3. goa's file servers (`openapi#/openapi3.yaml`, `GET /openapi3.yaml`) are named as in 2 without an
 *    operationId, in the service's namespace: `openapi` / `getOpenapi3Yaml`, so the JSON and YAML
 *    files a service serves get methods that say which (not `openapiOpenapi3` and `openapiOpenapi32`).
 *
 * A trailing `.yml`, `.yaml` or `.json` on an operationId is dropped first. Names are valid identifiers
 * (reserved words get a trailing `_`); clashes are numbered later, by the caller.
 */
export function clientNames({ operationId, method, path, tags }: ClientNameInput): { resource: string; action: string } {
  const fileServer = operationId ? FILE_SERVER_ID.exec(operationId) : null;
  const id = operationId && !fileServer ? operationId.replace(FILE_SUFFIX, '') : null;
  const onePath = path.replace(/^\//, '');
  const dotted = (id ? NAMESPACED_ID.exec(id) : null) ?? (FILE_SUFFIX.test(onePath) || /\.(xml|txt|html|csv)$/i.test(onePath) ? null : DOTTED.exec(onePath));
  if (dotted) return { resource: toIdentifier(dotted[1]), action: toIdentifier(dotted[2]) };
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  const start = segments.findIndex((s) => !VERSION_SEGMENT.test(s));
  const rest = start === -1 ? [] : segments.slice(start);
  const tag = tags.find((t) => toIdentifier(t, '') !== '');
  const namespace = fileServer ? toIdentifier(fileServer[1]) : tag ? toIdentifier(tag) : null;
  const resource = namespace ?? toIdentifier(rest[0] ?? 'root', 'root');
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  const byParameter = /^\{.+\}$/.test(last) ? ['by', last.slice(1, -1)] : [];
  const action = id ? toIdentifier(withoutRouteSuffix(id, method, path)) : toIdentifier([method, ...(namespace ? rest : rest.slice(1)), ...byParameter].join(' '), method);
  return { resource, action };
}

/**
 * The function's name of an operationId FastAPI made: it writes the function's name, then the path
 * with every character but a letter, digit or `_` as `_`, then `_` and the method
 * (`list_items_v1_items__item_id__get` for `GET /v1/items/{item_id}` -> `list_items`). Any other id
 * as it is.
 */
function withoutRouteSuffix(id: string, method: string, path: string): string {
  const suffix = `${path.replace(/[^A-Za-z0-9_]/g, '_')}_${method.toLowerCase()}`;
  return id.length > suffix.length && id.endsWith(suffix) ? id.slice(0, -suffix.length) : id;
}

/**
 * The whole operationId as a method name where the action was made from its function's name alone
 * (withoutRouteSuffix), else null: the name for a later operation whose function's name is an
 * earlier one's (ElevenLabs' `add_a_pronunciation_dictionary` from a file and from rules).
 */
export function wholeIdAction(operationId: string | null, method: string, path: string): string | null {
  return operationId && withoutRouteSuffix(operationId, method, path) !== operationId ? toIdentifier(operationId) : null;
}

/**
 * Another name for an action that clashes with one before it in its namespace: the action followed
 * by the path parameters it does not name yet (`GET /{comicId}/info.0.json`, whose `get` is taken by
 * `GET /info.0.json`, -> `getByComicId`), or null when the path has none to add.
 */
export function actionWithPathParameters(action: string, path: string): string | null {
  const named = action.toLowerCase();
  const parameters = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => toIdentifier(m[1], '')).filter((p) => p && !named.includes(p.toLowerCase()));
  if (parameters.length === 0) return null;
  const suffix = parameters.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('And');
  return `${action}${/By[A-Z]/.test(action) ? 'And' : 'By'}${suffix}`;
}

/** The action as written in a `resource.action` (or `service#method`) operationId (`change_stage`), else null. */
export function wireAction(operationId: string | null): string | null {
  const dotted = operationId ? NAMESPACED_ID.exec(operationId.replace(FILE_SUFFIX, '')) : null;
  return dotted ? dotted[2] : null;
}

/** An Operation Object's `operationId` as the outputs name it: trimmed, or null where it has none (or only spaces). */
export function declaredOperationId(op: Record<string, any>): string | null {
  return typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId.trim() : null;
}

/** The operation's name, used to look it up in every output: its operationId, else `METHOD /path`. */
export function operationName(operationId: string | null, method: string, path: string): string {
  return operationId ?? `${method.toUpperCase()} ${path}`;
}
