// What a document declares in OpenAPI 3.2 forms the code outputs do not make: the `query` method
// and `additionalOperations` (methods by name, such as LINK), in `paths` and in webhooks, and
// parameters `in: querystring` (the whole query string as one value). openapi-typescript and
// openapi-fetch, which the types and the client are built on, know only the eight methods of
// model/methods.ts and the parameter places of 3.0 and 3.1, so such an operation is left out of the
// types, client, validators, server and markdown reference, and such a parameter is neither sent
// nor checked; the HTML page, which Redoc renders from the document, shows both. A warning names
// each and where it is written rather than losing it in silence.
import { escapeToken } from '../json-pointer.ts';
import { METHODS } from './methods.ts';
import { deref } from './refs.ts';
import { declaredOperationId } from './names.ts';
import { webhooksKey } from './webhooks.ts';
import { isObject } from '../json-object.ts';

const EIGHT_METHODS = 'openapi-typescript and openapi-fetch read only the eight methods of OpenAPI 3.0 and 3.1';
const LEFT_OUT = 'is left out of the types, client, validators, server and markdown reference (the HTML page shows it)';

/** A path item of `paths` or of the webhooks, followed through a local `$ref`, with the pointer it is written at. */
interface PathItemAt {
  key: string;
  item: Record<string, any>;
  pointer: string;
  webhook: boolean;
}

/** The warnings for everything left out, each placed by `place` (`file:line:column`). */
export function unreadFormWarnings(document: Record<string, any>, place: (pointer: string) => string): string[] {
  return pathItems(document).flatMap((at) => [...operationWarnings(at, place), ...querystringWarnings(document, at, place)]);
}

/** The `query` operation and the `additionalOperations` of one path item. */
function operationWarnings({ key, item, pointer, webhook }: PathItemAt, place: (pointer: string) => string): string[] {
  const found: { method: string; op: Record<string, any>; pointer: string; form: string }[] = [];
  if (isObject(item.query)) found.push({ method: 'QUERY', op: item.query, pointer: `${pointer}/query`, form: '`query` method' });
  for (const [method, op] of Object.entries(isObject(item.additionalOperations) ? item.additionalOperations : {})) {
    if (isObject(op)) found.push({ method, op, pointer: `${pointer}/additionalOperations/${escapeToken(method)}`, form: '`additionalOperations`' });
  }
  return found.map(({ method, op, pointer: at, form }) => {
    const request = `\`${method} ${key}\`${named(op)}`;
    return webhook
      ? `${place(at)} The webhook ${request} is left out of the markdown reference, which reads only the eight methods of OpenAPI 3.0 and 3.1, not OpenAPI 3.2's ${form}.`
      : `${place(at)} The operation ${request} ${LEFT_OUT}: ${EIGHT_METHODS}, not OpenAPI 3.2's ${form}.`;
  });
}

/** The `in: querystring` parameters of a path item's operations and of the path item itself. */
function querystringWarnings(document: Record<string, any>, { key, item, pointer, webhook }: PathItemAt, place: (pointer: string) => string): string[] {
  if (webhook) return [];
  const lists = [
    { pointer: `${pointer}/parameters`, list: item.parameters, where: `every operation of \`${key}\`` },
    ...METHODS.filter((method) => isObject(item[method])).map((method) => ({ pointer: `${pointer}/${method}/parameters`, list: item[method].parameters, where: `\`${method.toUpperCase()} ${key}\`${named(item[method])}` })),
  ];
  return lists.flatMap(({ pointer: listPointer, list, where }) =>
    (Array.isArray(list) ? list : []).flatMap((raw, i) => {
      const parameter = deref(document, raw);
      if (!isObject(parameter) || parameter.in !== 'querystring') return [];
      const at = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : `${listPointer}/${i}`;
      return [
        `${place(at)} The parameter \`${String(parameter.name)}\` of ${where} is in the docs only: the client does not send it and the server does not check it, ` +
          "since openapi-typescript and openapi-fetch read only the parameter places of OpenAPI 3.0 and 3.1, not OpenAPI 3.2's `in: querystring`.",
      ];
    }),
  );
}

/** The path items of `paths` and of the webhooks model/webhooks.ts reads (`x-webhooks`, else `webhooks`). */
function pathItems(document: Record<string, any>): PathItemAt[] {
  const webhooks = webhooksKey(document);
  return [
    { pointer: '#/paths', map: document.paths, webhook: false },
    { pointer: `#/${webhooks}`, map: document[webhooks], webhook: true },
  ].flatMap(({ pointer: mapPointer, map, webhook }) =>
    Object.entries(isObject(map) ? map : {}).flatMap(([key, raw]) => {
      if (key.startsWith('x-') || !isObject(raw)) return [];
      const item = deref(document, raw);
      // A path item written elsewhere (`$ref: '#/components/pathItems/Things'`) is placed where it is written.
      const pointer = typeof raw.$ref === 'string' ? raw.$ref : `${mapPointer}/${escapeToken(key)}`;
      return isObject(item) ? [{ key, item, pointer, webhook }] : [];
    }),
  );
}

/** ` (\`operationId\`)` where the operation has one. */
function named(op: Record<string, any>): string {
  const operationId = declaredOperationId(op);
  return operationId === null ? '' : ` (\`${operationId}\`)`;
}
