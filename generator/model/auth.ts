// How the generated client sends its API key, read from the document's security schemes: the first
// scheme of the document-wide requirement, else the first scheme declared. This service's spec
// declares HTTP Basic (the key as user name). What the client cannot do as the spec says is a
// generation warning, never a silent fallback.
import { deref } from './refs.ts';

export type AuthModel =
  | { kind: 'basic' }
  | { kind: 'bearer' }
  /** An API key in a header, a query parameter or a cookie of this name. */
  | { kind: 'header' | 'query' | 'cookie'; name: string };

export interface AuthPlan {
  auth: AuthModel;
  /** Why the client's way differs from the spec's, for the generation report. */
  warnings: string[];
}

const BASIC: AuthModel = { kind: 'basic' };

/** Basic, with the reason the spec's own scheme could not be followed (`subject` is "it" after "the client cannot send"). */
function basicBecause(reason: string, subject = 'the client'): AuthPlan {
  return { auth: BASIC, warnings: [`${reason}: ${subject} sends the API key as the HTTP Basic user name.`] };
}

export function authModel(document: Record<string, any>): AuthPlan {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const name = Object.keys(document.security?.[0] ?? {})[0] ?? Object.keys(schemes)[0];
  if (!name) return basicBecause('The spec declares no security scheme');
  return schemeModel(document, name);
}

/**
 * What one operation sends, following the document: its own `security`, else the document's; the
 * first requirement that names a scheme (`security: []`, or only `{}`, sends nothing). A document
 * that states no requirement anywhere but declares schemes gets its first scheme everywhere
 * (`anyRequirement` false); one that declares no scheme sends nothing.
 */
export function operationAuth(document: Record<string, any>, security: unknown, anyRequirement: boolean): { auth: AuthModel | null; warnings: string[] } {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const requirements = Array.isArray(security) ? security : Array.isArray(document.security) ? document.security : null;
  if (requirements === null) {
    const first = Object.keys(schemes)[0];
    return anyRequirement || !first ? { auth: null, warnings: [] } : schemeModel(document, first);
  }
  const name = requirements.map((r: unknown) => Object.keys(r && typeof r === 'object' ? r : {})[0]).find(Boolean);
  return name ? schemeModel(document, name) : { auth: null, warnings: [] };
}

function schemeModel(document: Record<string, any>, name: string): AuthPlan {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const scheme = deref(document, schemes[name]);
  const where = `security scheme \`${name}\``;
  if (!scheme || typeof scheme !== 'object') return basicBecause(`The ${where} is not declared under components.securitySchemes`);
  if (scheme.type === 'http') {
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    if (httpScheme === 'basic') return { auth: BASIC, warnings: [] };
    if (httpScheme === 'bearer') return { auth: { kind: 'bearer' }, warnings: [] };
    return basicBecause(`The ${where} is HTTP ${scheme.scheme}, which the client cannot send`, 'it');
  }
  if (scheme.type === 'apiKey') {
    if (['header', 'query', 'cookie'].includes(scheme.in) && typeof scheme.name === 'string' && scheme.name !== '') return { auth: { kind: scheme.in, name: scheme.name }, warnings: [] };
    return basicBecause(`The ${where} is an API key without a usable \`in\` (header, query or cookie) and \`name\``);
  }
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    return { auth: { kind: 'bearer' }, warnings: [`The ${where} is ${scheme.type}: the client sends the \`apiKey\` option as a Bearer token and does not obtain one; pass an access token.`] };
  }
  return basicBecause(`The ${where} is of type ${JSON.stringify(scheme.type)}, which the client cannot send`, 'it');
}

/** How the key travels, as the generated README says it; `code` writes a code span in the caller's markup. */
export function describeAuth(auth: AuthModel, code: (text: string) => string): string {
  switch (auth.kind) {
    case 'basic':
      return 'as the HTTP Basic user name with an empty password';
    case 'bearer':
      return `as a Bearer token (${code('Authorization: Bearer <key>')})`;
    case 'header':
      return `in the ${code(auth.name)} header`;
    case 'query':
      return `as the query parameter ${code(auth.name)}`;
    case 'cookie':
      return `as the cookie ${code(auth.name)}`;
  }
}
