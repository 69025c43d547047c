// The path template the client hands openapi-fetch: each path parameter that declares another
// style or explode than OpenAPI's default (`simple`, not exploded) written as openapi-fetch's path
// serializer reads it, RFC 6570's operators: `{.name}` label, `{;name}` matrix, `{name*}` exploded
// (OpenAPI 3.1, 4.8.12.4). The document's own `{name}` alone would send every one as simple, so
// the label `.a` would arrive as `a`, the matrix `;id=5` as `5`, and an exploded object `x=1,y=2`
// as `x,1,y,2`.
import type { OperationModel } from '../../model/types.ts';

/** RFC 6570's operator of a path style; simple has none. */
const OPERATORS: Record<string, string> = { label: '.', matrix: ';' };

/** `op.requestPath` with each styled path parameter's operator and explode modifier. */
export function clientPath(op: OperationModel): string {
  return op.requestPath.replace(/\{([^{}]+)\}/g, (variable, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) return variable;
    const operator = (parameter.style !== null && OPERATORS[parameter.style]) || '';
    return `{${operator}${name}${parameter.explode ? '*' : ''}}`;
  });
}
