// The two request examples every operation's docs show: a curl command and a typed client call.
// Both use placeholders for the key and address, never a real credential.
import type { ApiModel, OperationModel } from '../../model/types.ts';

export const API_KEY_VARIABLE = 'HIRING_API_KEY';
export const BASE_URL_VARIABLE = 'BASE_URL';

/** The request body an example sends: the spec's example, or `{}` where it has none. */
export function exampleBody(op: OperationModel): unknown {
  return op.request?.hasExample ? op.request.example : {};
}

/** `curl -u "$HIRING_API_KEY:" ... "$BASE_URL/candidate.createNote"`, the JSON body single-quoted for a POSIX shell. */
export function curlExample(model: ApiModel, op: OperationModel): string {
  const accept = model.acceptHeader ?? 'application/json';
  // curl sends POST for -d and GET without it; any other method, or a body on a GET, needs -X.
  const method = op.method.toUpperCase();
  const hasBody = op.request !== null;
  const needsX = hasBody ? method !== 'POST' : method !== 'GET';
  return [
    `curl -u "$${API_KEY_VARIABLE}:" \\`,
    ...(needsX ? [`  -X ${method} \\`] : []),
    `  -H ${shellQuote(`Accept: ${accept}`)} \\`,
    ...(hasBody ? [`  -H 'Content-Type: application/json' \\`, `  -d ${shellQuote(JSON.stringify(exampleBody(op), null, 2))} \\`] : []),
    `  "$${BASE_URL_VARIABLE}${op.path}"`,
  ].join('\n');
}

/**
 * `const result = await client.candidate.createNote({ ... });` on the generated HiringApiClient, with
 * the member names the client really has (`names`, from clientMethodNames: `application.delete`,
 * and deprecated aliases under their wire names such as `application.change_stage`).
 */
export function clientCallExample(op: OperationModel, names: Map<string, [string, string]>): string {
  const [property, method] = names.get(op.name) ?? [op.resource, op.action];
  return `const result = await client.${property}.${method}(${objectLiteral(exampleBody(op))});`;
}

/** JSON as a JavaScript object literal: identifier keys lose their quotes, everything else stays JSON. */
export function objectLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
