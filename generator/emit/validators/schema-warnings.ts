// What generate says about the document's schemas when it builds the validators: formats and
// keywords taken as annotations or ignored beside a 3.0 `$ref` (once each, with where they are
// used), components Ajv cannot compile, and each validator left out because of them.
import type { SchemaProblem, SchemaReport } from '../../schema/create-ajv.ts';
import { placeOf, type SourceLocator } from '../../schema/source-location.ts';
import { schemaComponentName } from '../../json-pointer.ts';
import { SUPERSEDED_KEYWORDS } from '../../schema/openapi-dialect.ts';

/** Why a validator was left out: its own schema's problems, or the rejected components it uses. */
export type LeftOutReason = { problems: SchemaProblem[] } | { uses: string[] };

export type LeftOut = { operation: string; part: 'request' | 'response' } & LeftOutReason;

/** Places listed in one warning before `and N more`. */
const PLACES_SHOWN = 3;

/** The warnings: those that change the output (validators left out, rejected components), and notes on annotations. */
export function schemaWarnings(report: SchemaReport, leftOut: LeftOut[], locator?: SourceLocator): { output: string[]; notes: string[] } {
  const where = (pointer: string) => placeOf(locator, pointer);
  const problemText = (problems: SchemaProblem[]) => problems.map((p) => `${where(p.pointer)} ${p.reason}`).join('; ');
  const warnings: string[] = [];
  const notes: string[] = [];
  for (const entry of leftOut) {
    const part = entry.part === 'request' ? 'request body (validateRequest passes every body)' : '200 body (validateResponse passes every body)';
    const why = 'problems' in entry ? problemText(entry.problems) : `it uses ${entry.uses.map((name) => `#/components/schemas/${name}`).join(', ')}, which cannot be compiled`;
    warnings.push(`Validator left out: ${entry.operation} ${part}: ${why}.`);
  }
  for (const [name, problems] of report.rejectedComponents) {
    warnings.push(`Schema #/components/schemas/${name} cannot be compiled, so no validator uses it: ${problemText(problems)}.`);
  }
  for (const [format, pointers] of report.unknownFormats) {
    notes.push(`Unknown format "${format}": an annotation, values are not checked against it; used at ${placeList(pointers, where)}.`);
  }
  for (const [keyword, pointers] of report.supersededKeywords) {
    const { replacement, reading } = SUPERSEDED_KEYWORDS.get(keyword)!;
    notes.push(`Schema keyword "${keyword}" is JSON Schema 2019-09's, which 2020-12 replaced with "${replacement}": ${reading}; used at ${placeList(pointers, where)}.`);
  }
  for (const [keyword, pointers] of report.ignoredRefSiblings) {
    notes.push(`Schema keyword "${keyword}" beside a "$ref" is ignored, as OpenAPI 3.0 specifies (3.1 applies it): the validators do not check it and the types leave it out; used at ${placeList(pointers, where)}.`);
  }
  for (const [keyword, pointers] of report.unknownKeywords) {
    notes.push(`Unknown schema keyword "${keyword}": an annotation, the validators ignore it; used at ${placeList(pointers, where)}.`);
  }
  return { output: warnings, notes };
}

/** How generated/validators.js records a validator it lacks (JSON pointers: the output does not depend on where generate ran). */
export function leftOutText(reason: LeftOutReason): string {
  return 'problems' in reason
    ? reason.problems.map((p) => `${p.pointer}: ${p.reason}`).join('; ')
    : `uses ${reason.uses.map((name) => `#/components/schemas/${name}`).join(', ')}, which cannot be compiled`;
}

/** The first places (only those are looked up: finding a place can mean scanning a large file) and how many more. */
function placeList(pointers: string[], where: (pointer: string) => string): string {
  const unique = [...new Set(pointers)];
  const shown = unique.slice(0, PLACES_SHOWN).map(where).join(', ');
  return unique.length > PLACES_SHOWN ? `${shown} and ${unique.length - PLACES_SHOWN} more` : shown;
}

/**
 * Components that cannot be compiled: the rejected ones, and those that reach one through their
 * references, each with the rejected components it reaches.
 */
export function unusableComponents(document: Record<string, any>, rejected: Map<string, unknown>): Map<string, string[]> {
  const schemas: Record<string, unknown> = document.components?.schemas ?? {};
  // Who refers to each component, then a walk back from each rejected one.
  const referrers = new Map<string, string[]>();
  for (const name of Object.keys(schemas)) {
    for (const target of new Set(componentRefs(schemas[name]))) referrers.set(target, [...(referrers.get(target) ?? []), name]);
  }
  const unusable = new Map<string, string[]>();
  for (const bad of [...rejected.keys()].sort()) {
    const queue = [bad];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const name = queue.shift()!;
      unusable.set(name, [...(unusable.get(name) ?? []), bad]);
      for (const referrer of referrers.get(name) ?? []) if (!seen.has(referrer)) (seen.add(referrer), queue.push(referrer));
    }
  }
  return unusable;
}

/** Names of the components `schema` refers to directly. */
export function componentRefs(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => componentRefs(s, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = schemaComponentName(value);
        if (name !== null) found.push(name);
      } else if (!['example', 'examples', 'const', 'enum', 'default'].includes(key) && !key.startsWith('x-')) componentRefs(value, found);
    }
  }
  return found;
}
