// Cookie parameters the client writes in another form than they declare. A cookie is one
// `name=value` pair of the Cookie header, so the client writes a list or an object cookie as one
// value, OpenAPI's form style without explode (`ids=1,2`, `point=x,1,y,2`, values percent-encoded:
// runtime/headers.ts). Form's default for cookies is `explode: true`, whose `ids=1&ids=2` is no cookie
// header at all, so such a parameter (declared so or by default) is sent unexploded, and a warning
// says so where the operation is written rather than changing the value in silence.
import { escapeToken } from '../json-pointer.ts';
import type { OperationModel } from './types.ts';

/** The warnings for exploded list and object cookie parameters, each placed by `place` (`file:line:column`). */
export function explodedCookieWarnings(operations: readonly OperationModel[], place: (pointer: string) => string): string[] {
  return operations.flatMap((op) =>
    op.parameters
      .filter((p) => p.in === 'cookie' && (p.type === 'array' || p.type === 'object') && p.explode !== false)
      .map(
        (p) =>
          `${place(`#/paths/${escapeToken(op.path)}/${op.method}`)} The cookie parameter \`${p.name}\` of \`${op.name}\` is ${p.type === 'array' ? 'a list' : 'an object'} with \`explode: true\`` +
          `${p.explode === null ? ' (form style’s default)' : ''}, which writes no cookie: the client sends it as one cookie without explode (\`${p.name}=${p.type === 'array' ? 'a,b' : 'x,1,y,2'}\`).`,
      ),
  );
}
