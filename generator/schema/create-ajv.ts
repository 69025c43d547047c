// One Ajv configuration (JSON Schema 2020-12, formats) for every place that validates against
// the spec: the generated validators, the spec's own example tests and the contract suite.
// Another document's schemas are taken as tools commonly read them: OpenAPI 3.0 keywords are
// translated (openapi-dialect.ts), and a format or keyword Ajv does not know is an annotation,
// as JSON Schema 2020-12 has it, reported rather than fatal (so are 2019-09's keywords that
// 2020-12 replaced, with how they are read, and keywords beside a `$ref` that an OpenAPI 3.0
// document has ignored). A pattern that starts with an inline flag group (`(?i)`) is compiled
// with those flags (inline-flags.js). A component Ajv cannot compile (an invalid `pattern`,
// a `$ref` outside the components) is left out and reported with where it is.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { _ } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { formats } from './formats.js';
import { annotationKeywords, componentId, insideComponentRefs, rewriteRefs } from './json-schema.ts';
import { ignoredRefSiblings, ignoresRefSiblings, isKeywordName, SUPERSEDED_KEYWORDS, toJsonSchemaDialect, type DialectOptions } from './openapi-dialect.ts';
import { compiledPattern, hasFlagGroup, hasModifierGroup, leadingFlags, patternRegExp } from './inline-flags.js';
import { validInUnicodeMode } from './unicode-pattern.ts';
import { documentSchemas, forEachSubschema } from './walk-schema.ts';
import { escapeToken } from '../json-pointer.ts';
import { resolvePointer } from '../model/refs.ts';
import type { JsonSchema } from '../model/types.ts';

/** Where standalone code finds the format checks: generated/formats.js, a copy of ./formats.js. */
export const STANDALONE_FORMATS_MODULE = './formats.js';

export interface AjvOptions {
  /** Emit standalone ESM code (generate time) rather than validate in process. */
  standalone?: boolean;
  /** Leaf components to inline into the schemas that reference them (see leafComponents); those Ajv cannot compile are removed from it. */
  leaves?: Map<string, Record<string, any>>;
  /** Rewrites each component schema as added, once Ajv would compile it as written (the validators' shared shapes). */
  share?: (schema: Record<string, any>, ajv: Ajv2020) => Record<string, any>;
}

/** What the document's schemas hold that Ajv does not check as written. */
export interface SchemaReport {
  /** Format name -> JSON pointers of the schemas that use it; accepted as annotations. */
  unknownFormats: Map<string, string[]>;
  /** Keyword -> JSON pointers of the schemas that use it; accepted as annotations. */
  unknownKeywords: Map<string, string[]>;
  /** 2019-09 keyword that 2020-12 replaced -> JSON pointers of the schemas that use it; read as SUPERSEDED_KEYWORDS says. */
  supersededKeywords: Map<string, string[]>;
  /** Keyword -> JSON pointers where it stands beside a `$ref` in an OpenAPI 3.0 document; ignored, as 3.0 specifies. */
  ignoredRefSiblings: Map<string, string[]>;
  /** Component name -> its problems; the component is not added to Ajv. */
  rejectedComponents: Map<string, SchemaProblem[]>;
}

/** Why Ajv cannot compile a schema, and where in the document. */
export interface SchemaProblem {
  /** JSON pointer into the bundled document (`#/components/schemas/Pet/properties/id/pattern`). */
  pointer: string;
  reason: string;
}

/**
 * How Ajv compiles the patterns of a document that has one with a leading flag group: in process
 * patternRegExp, and in the standalone code the text of it (and of the functions it calls), so the
 * validators need no module of their own for it. Other documents keep Ajv's `new RegExp`, and
 * their validators the code they had.
 */
const PATTERN_ENGINE: RegExpEngine = Object.assign((pattern: string, flags: string) => patternRegExp(pattern, flags), {
  code: `(function () {\n${String(leadingFlags)}\n${String(compiledPattern)}\n${String(patternRegExp)}\nreturn patternRegExp;\n})()`,
});

/** OpenAPI keywords (and 3.0's `nullable`, translated before compiling) that need no word when met. */
const QUIET_ANNOTATIONS = new Set(['discriminator', 'xml', 'externalDocs', 'example', 'nullable']);

export function createAjv(document: Record<string, any>, options: AjvOptions = {}): Ajv2020 {
  return prepareAjv(document, options).ajv;
}

export function prepareAjv(document: Record<string, any>, options: AjvOptions = {}): { ajv: Ajv2020; report: SchemaReport } {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    // A tuple without `minItems` (`prefixItems` and `items: false`) is valid JSON Schema with one
    // meaning; Ajv's strict check only asks whether a shorter array was meant to pass.
    strictTuples: false,
    allowUnionTypes: true,
    // Ajv's default inlining (inlineRefs: true): a schema that refers to no other is copied into
    // each schema that uses it, since a call per object cost more than its checks; a component that
    // refers to others stays one function, shared by every use, so the code grows by a fraction
    // (generator/emit/validators/size-report.ts prints both sizes) instead of by whole subtrees.
    code: options.standalone ? { source: true, esm: true, lines: false, formats: _`require(${STANDALONE_FORMATS_MODULE}).formats` } : undefined,
  });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  const unknownFormats = new Map<string, string[]>();
  const unknownKeywords = new Map<string, string[]>();
  const supersededKeywords = new Map<string, string[]>();
  const ignoredSiblings = new Map<string, string[]>();
  const dialect: DialectOptions = { ignoreRefSiblings: ignoresRefSiblings(document) };
  const annotations = new Set(annotationKeywords(document));
  let flagged = false;
  for (const { pointer, schema } of documentSchemas(document)) {
    forEachSubschema(schema, pointer, (node, at) => {
      if (!flagged) flagged = patternsOf(node, at).some(([pattern]) => leadingFlags(pattern) !== null);
      const ignored = dialect.ignoreRefSiblings ? ignoredRefSiblings(node) : [];
      for (const key of ignored) addTo(ignoredSiblings, key, `${at}/${escapeToken(key)}`);
      if (typeof node.format === 'string' && !ignored.includes('format') && !Object.hasOwn(formats, node.format)) addTo(unknownFormats, node.format, `${at}/format`);
      for (const key of Object.keys(node)) {
        if (ignored.includes(key)) continue;
        if (SUPERSEDED_KEYWORDS.has(key)) addTo(supersededKeywords, key, `${at}/${escapeToken(key)}`);
        else if (annotations.has(key) || key.startsWith('x-') || ajv.RULES.keywords[key] || key === '$anchor') continue;
        else if (!QUIET_ANNOTATIONS.has(key)) addTo(unknownKeywords, key, `${at}/${escapeToken(key)}`);
      }
    });
  }
  // Read when a schema is compiled, so set before the first is added.
  if (flagged) ajv.opts.code.regExp = PATTERN_ENGINE;
  // Unknown formats pass every value: Ajv writes no check for a format defined as `true`.
  for (const name of unknownFormats.keys()) ajv.addFormat(name, true);
  // A name Ajv cannot register is not in the schemas it compiles (openapi-dialect.ts isKeywordName).
  ajv.addVocabulary([...new Set([...annotations, ...unknownKeywords.keys()])].filter(isKeywordName).sort());
  const rejectedComponents = new Map<string, SchemaProblem[]>();
  // A leaf Ajv cannot compile is not inlined anywhere: it is rejected below, as a component, once.
  for (const [name, leaf] of options.leaves ?? []) {
    if (schemaProblems(ajv, leaf, '#').length > 0) options.leaves!.delete(name);
  }
  for (const [name, raw] of Object.entries<any>(document.components?.schemas ?? {})) {
    const pointer = `#/components/schemas/${escapeToken(name)}`;
    let schema: Record<string, any>;
    try {
      schema = { ...validatorSchema(raw, options.leaves, dialect), $id: componentId(name) };
    } catch (error) {
      // A reference the validators cannot follow (one outside #/components/schemas).
      rejectedComponents.set(name, [{ pointer, reason: (error as Error).message.replace(/\.$/, '') }]);
      continue;
    }
    const problems = addChecked(ajv, schema, pointer, options.share);
    if (problems.length > 0) rejectedComponents.set(name, problems);
  }
  // The schemas recursive references into a component's insides name (normalizeRefs expands the
  // others), each under its own id, as rewriteRefs refers to them. One Ajv refuses is refused in the
  // component that holds it too, and reported there; the validators that use it are left out where
  // they are added, each saying why.
  for (const [ref, id] of insideComponentRefs(document)) {
    try {
      addChecked(ajv, { ...validatorSchema(resolvePointer(document, ref), options.leaves, dialect), $id: id }, ref, options.share);
    } catch {
      // It holds a reference the validators cannot follow: the component holding it is refused for it, and reported.
    }
  }
  return { ajv, report: { unknownFormats, unknownKeywords, supersededKeywords, ignoredRefSiblings: ignoredSiblings, rejectedComponents } };
}

/**
 * Adds `schema` (found at `pointer`, with its `$id`) to Ajv, shared as `share` rewrites it, once Ajv
 * would compile it as written; else the problems, and it is not added. Patterns are only tried when
 * a schema is compiled; the meta-schema is checked by addSchema.
 */
function addChecked(ajv: Ajv2020, schema: Record<string, any>, pointer: string, share: AjvOptions['share']): SchemaProblem[] {
  const problems = patternProblems(schema, pointer);
  if (problems.length > 0) return problems;
  try {
    ajv.addSchema(share ? { ...share(schema, ajv), $id: schema.$id } : schema);
    return [];
  } catch (error) {
    return schemaProblems(ajv, schema, pointer, error);
  }
}

/**
 * A schema of the document as the validators compile it: in 2020-12 terms, component references as
 * ids, without annotations (descriptions, examples, extensions): Ajv's standalone code holds a copy
 * of each schema it compiles, and a public description's prose would make up most of it.
 * `dialect`: how the document's OpenAPI version reads it (`ignoreRefSiblings` for 3.0, from
 * ignoresRefSiblings).
 */
export function validatorSchema(schema: JsonSchema, leaves?: Map<string, Record<string, any>>, dialect: DialectOptions = {}): Record<string, any> {
  const rewritten = rewriteRefs(toJsonSchemaDialect(schema, { ...dialect, dropAnnotations: true }), leaves);
  return typeof rewritten === 'boolean' ? { allOf: [rewritten] } : (rewritten as Record<string, any>);
}

/**
 * Why Ajv refused `schema` (found at `pointer`; `failure` is what Ajv threw): what breaks the
 * 2020-12 meta-schema (a duplicate `required` entry, a bound that is not a number), and patterns
 * that are not regular expressions in Unicode mode (`\:`), which Ajv compiles them in; else what
 * Ajv threw, placed at `pointer`.
 */
export function schemaProblems(ajv: Ajv2020, schema: Record<string, any>, pointer: string, failure?: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const { $id: _id, ...withoutId } = schema;
  if (!ajv.validateSchema(withoutId)) {
    for (const error of ajv.errors ?? []) problems.push({ pointer: `${pointer}${error.instancePath}`, reason: error.message ?? 'does not match the JSON Schema 2020-12 meta-schema' });
  }
  problems.push(...patternProblems(schema, pointer));
  if (problems.length === 0 && failure !== undefined) {
    const [reason, inside] = splitAjvPath(failure instanceof Error ? failure.message : String(failure));
    problems.push({ pointer: `${pointer}${inside}`, reason });
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\0${p.reason}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** An Ajv message and the place inside the schema it ends with (`... at path "#/items"` -> `/items`), if any. */
export function splitAjvPath(message: string): [string, string] {
  const match = / at path "#([^"]*)"$/.exec(message);
  return match ? [message.slice(0, match.index), match[1]] : [message, ''];
}

/** The regular expressions one schema node holds (`pattern`, `patternProperties` keys), each with its JSON pointer. */
export function patternsOf(node: Record<string, any>, at: string): [pattern: string, pointer: string][] {
  const patterns: [string, string][] = [];
  if (typeof node.pattern === 'string') patterns.push([node.pattern, `${at}/pattern`]);
  if (node.patternProperties && typeof node.patternProperties === 'object') {
    for (const key of Object.keys(node.patternProperties)) patterns.push([key, `${at}/patternProperties/${escapeToken(key)}`]);
  }
  return patterns;
}

/**
 * Patterns of `schema` (and the schemas in it) that are not regular expressions in Unicode mode,
 * which Ajv compiles them in (after a leading flag group, read as inline-flags.js says), or that
 * hold a modifier group, which the Node this runs on reads and Node 22 does not.
 */
export function patternProblems(schema: Record<string, any>, pointer: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  forEachSubschema(schema, pointer, (node, at) => {
    for (const [pattern, where] of patternsOf(node, at)) {
      // Checked first, so every Node says the same: Node 24 compiles it, Node 22 does not.
      if (hasModifierGroup(pattern)) {
        problems.push({ pointer: where, reason: `pattern ${JSON.stringify(pattern)} holds a modifier group (\`(?i:...)\`), which Node 22 and older browsers do not read; the validators would not load there` });
        continue;
      }
      // Known good (the dialect translation checked it already, and descriptions repeat their patterns).
      if (validInUnicodeMode(pattern)) continue;
      try {
        patternRegExp(pattern, 'u');
      } catch (error) {
        const why = (error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '');
        const flags = hasFlagGroup(pattern) ? '; of inline flags, the validators read one group at the start, of `i`, `m` and `s`' : '';
        problems.push({ pointer: where, reason: `pattern ${JSON.stringify(pattern)} is not a valid regular expression in Unicode mode, which the validators use (${why}${flags})` });
      }
    }
  });
  return problems;
}

function addTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
