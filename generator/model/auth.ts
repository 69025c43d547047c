// How the generated client sends its API key, read from the document's security schemes: the first
// alternative of the requirement the client can send, else the first scheme declared. This service's
// spec declares HTTP Basic (the key as user name). An alternative the client cannot send (mutualTLS,
// which is the TLS layer's; HTTP digest; an undeclared scheme) gives way to the next one it can; only
// where none can is there a fallback, and what the client then cannot do as the spec says is a
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

/** What one scheme makes the client send; `sendable` false: the client cannot meet it in the request, and an alternative it can is preferred. */
interface SchemePlan {
  auth: AuthModel | null;
  warnings: string[];
  sendable: boolean;
}

const BASIC: AuthModel = { kind: 'basic' };

/** Basic, with the reason the spec's own scheme could not be followed (`subject` is "it" after "the client cannot send"). */
function basicBecause(reason: string, subject = 'the client'): SchemePlan {
  return { auth: BASIC, warnings: [`${reason}: ${subject} sends the API key as the HTTP Basic user name.`], sendable: false };
}

/** The document's main scheme, for the server: as the client chooses among the document's alternatives; Basic where that sends nothing. */
export function authModel(document: Record<string, any>): AuthPlan {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const names = requirementSchemes(document.security);
  const first = Object.keys(schemes)[0];
  const plan = names.length > 0 || first ? chooseScheme(document, names.length > 0 ? names : [first!]) : basicBecause('The spec declares no security scheme');
  return { auth: plan.auth ?? BASIC, warnings: plan.warnings };
}

/** The scheme each requirement (alternative) names first, in order; `{}` (nothing needed) names none. */
function requirementSchemes(requirements: unknown): string[] {
  if (!Array.isArray(requirements)) return [];
  return requirements.map((r: unknown) => Object.keys(r && typeof r === 'object' ? r : {})[0]).filter((name): name is string => Boolean(name));
}

/** The first alternative the client can send; where none can, the first, with its fallback and warning. */
function chooseScheme(document: Record<string, any>, names: string[]): SchemePlan {
  const plans = names.map((name) => schemeModel(document, name));
  return plans.find((plan) => plan.sendable) ?? plans[0];
}

/**
 * What one operation sends, following the document: its own `security`, else the document's; the
 * first requirement that names a scheme the client can send, else the first that names one
 * (`security: []`, or only `{}`, sends nothing). A document
 * that states no requirement anywhere but declares schemes gets its first scheme everywhere
 * (`anyRequirement` false); one that declares no scheme sends nothing.
 */
export function operationAuth(document: Record<string, any>, security: unknown, anyRequirement: boolean): { auth: AuthModel | null; warnings: string[] } {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const requirements = Array.isArray(security) ? security : Array.isArray(document.security) ? document.security : null;
  if (requirements === null) {
    const first = Object.keys(schemes)[0];
    return anyRequirement || !first ? { auth: null, warnings: [] } : chooseScheme(document, [first]);
  }
  const names = requirementSchemes(requirements);
  return names.length > 0 ? chooseScheme(document, names) : { auth: null, warnings: [] };
}

function schemeModel(document: Record<string, any>, name: string): SchemePlan {
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {};
  const scheme = deref(document, schemes[name]);
  const where = `security scheme \`${name}\``;
  if (!scheme || typeof scheme !== 'object') return basicBecause(`The ${where} is not declared under components.securitySchemes`);
  if (scheme.type === 'http') {
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    if (httpScheme === 'basic') return { auth: BASIC, warnings: [], sendable: true };
    if (httpScheme === 'bearer') return { auth: { kind: 'bearer' }, warnings: [], sendable: true };
    return basicBecause(`The ${where} is HTTP ${scheme.scheme}, which the client cannot send`, 'it');
  }
  if (scheme.type === 'apiKey') {
    if (['header', 'query', 'cookie'].includes(scheme.in) && typeof scheme.name === 'string' && scheme.name !== '') return { auth: { kind: scheme.in, name: scheme.name }, warnings: [], sendable: true };
    return basicBecause(`The ${where} is an API key without a usable \`in\` (header, query or cookie) and \`name\``);
  }
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    return { auth: { kind: 'bearer' }, warnings: [`The ${where} is ${scheme.type}: the client sends the \`apiKey\` option as a Bearer token and does not obtain one; pass an access token.`], sendable: true };
  }
  if (scheme.type === 'mutualTLS') {
    // A client certificate is presented by the TLS connection, not written into the request: nothing to send here.
    return {
      auth: null,
      warnings: [`The ${where} is mutualTLS: the client sends no credential in the request; give it a \`fetch\` whose connections present the TLS client certificate (in Node, undici's \`fetch\` with an \`Agent\` given \`connect: { cert, key }\`).`],
      sendable: false,
    };
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
