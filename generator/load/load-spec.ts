// Lints and bundles an OpenAPI document into one object. Problems come out as
// `file:line:column message (rule)`, so a broken $ref or a convention break points at its source.
import fs from 'node:fs';
import path from 'node:path';
import { BaseResolver, ResolveError, YamlParseError, bundle, type Config } from '@redocly/openapi-core';
import { formatProblem, formatYamlError, lintSpec, loadLintConfig, REF_STRING_RULE, PERCENT_NAME_RULE } from './lint.mjs';
import { SpecResolver } from './spec-resolver.mjs';
import { gatherByMessage } from '../warnings.ts';
import { fromLast } from '../linear-text.ts';
import { webhooksKey } from '../model/webhooks.ts';
import { shellWord } from '../shell-words.ts';
import { isUrl, shownRef, type FetchedDocument, type OriginHeaders } from './spec-address.ts';
import { withoutMappingCopies } from './mapping-copies.ts';
import { withHoistedNamesUnescaped } from './hoisted-names.ts';
import { entrySchemas } from './mapping-names.ts';

export interface LoadedSpec {
  /** The bundled document: one object, external $refs hoisted into components. */
  document: Record<string, any>;
  warnings: string[];
  /** Each document read from a URL (the root given as one, or a `$ref` to one), by its URL. */
  fetched: ReadonlyMap<string, FetchedDocument>;
}

export class SpecError extends Error {
  readonly problems: string[];

  /**
   * `hint`: what the user can do about it, printed after the problems. Problems Redocly reports
   * twice count once; in the message, one problem at many places is one line (a 3.1 document
   * written with 3.0's `nullable` has hundreds).
   */
  constructor(problems: string[], hint?: string) {
    const unique = [...new Set(problems)];
    super(`The spec has ${unique.length} problem${unique.length === 1 ? '' : 's'}:\n${gatherByMessage(unique).map((p) => `  ${p}`).join('\n')}${hint ? `\n${hint}` : ''}`);
    this.problems = unique;
    this.name = 'SpecError';
  }
}

/** How strictly lint errors stop a run: `strict` (every one), the default, or `lenient` (any structural one passes). */
export type Strictness = 'strict' | 'default' | 'lenient';

/**
 * What tools commonly read although the linter calls it structurally invalid, and how it is read: a
 * key OpenAPI does not define where it stands is ignored (but 3.0's `nullable` and boolean exclusive
 * bounds in a 3.1 schema are read as 3.0 reads them, 3.1's `type: 'null'` and numeric exclusive
 * bounds in a 3.0 schema as 3.1 reads them, a schema's `examples` that is not an array, and a
 * boolean `required` in a schema (draft 3's form), are ignored; a `type` naming a type no version defines is read as any value; a 3.0 document's top-level `webhooks` may be read, which rootWebhooksReading words);
 * YAML's `null` in a 3.1 `type` list is read as the name `'null'`, a response without `description` as one with an empty one, an `info` without `version` as having none,
 * `null` where a value is expected as absent (absent-nulls.mjs removes it from the bundle, and a
 * `$ref` to it), and YAML js-yaml 5 refuses as deficient indentation
 * as js-yaml 4 reads it (forgiving-yaml.mjs). Null if `problem` is another.
 */
function commonReading(problem: string): string | null {
  // A message is matched by its fixed wording, or from the last place its wording starts (fromLast),
  // never by a regex anchored only at the end: the spec's own text quoted in a message could make
  // that retry from every position.
  if (problem.endsWith(' Property `nullable` is not expected here. (struct)')) return "read as 3.0's nullable";
  if (problem.endsWith(' (generator-foreign-types/boolean-exclusive-bound)') && / `exclusive(Minimum|Maximum): (true|false)` is OpenAPI 3\.0's form; /.test(problem)) return "read as 3.0's exclusive bound";
  if (problem.endsWith(' (generator-foreign-types/number-bound-30)') && problem.includes("` is OpenAPI 3.1's form; in 3.0 `exclusiveM")) return "read as 3.1's exclusive bound";
  if (problem.endsWith(' (generator-foreign-types/schema-type-30)') && problem.includes(" `type: 'null'` is OpenAPI 3.1's form; ")) return "read as 3.1's null type";
  if (problem.endsWith(' (generator-foreign-types/schema-examples)') && problem.includes(" A schema's `examples` is an array of values; ")) return 'ignored';
  if (problem.endsWith(' (generator-foreign-types/boolean-required)') && problem.includes("` in a schema is JSON Schema draft 3's form; ")) return 'ignored';
  if ((problem.endsWith(' (generator-foreign-types/schema-type-30)') || problem.endsWith(' (generator-foreign-types/schema-type-31)')) && problem.includes(', a type no OpenAPI version defines (the types are ')) return 'read as any value';
  if (problem.endsWith(" `type` lists YAML's `null`, a null value, where the type's name is `'null'` (quoted). (generator-foreign-types/schema-type-31)")) return "read as 'null'";
  if (problem.endsWith(' A response has no `description`, which OpenAPI 3.0 and 3.1 require (3.2 does not). (generator-foreign-types/response-description)')) return 'read as an empty description';
  if (problem.endsWith(' `info` has no `version`, which OpenAPI requires. (generator-foreign-types/info-version)')) return 'read as no version';
  if (problem.endsWith(' deficient indentation (YAML syntax)')) return 'read as js-yaml 4 reads it';
  if (/^ Property `[^`]*` is not expected here\.(?: Did you mean: [^?]*\?)? \(struct\)$/.test(fromLast(problem, ' Property `') ?? '')) return 'ignored';
  if (/^ Expected type `[^`]*` (?:\([^)]*\) )?but got `null`\.? \((struct|generator-foreign-types\/[a-z0-9-]+)\)$/.test(fromLast(problem, ' Expected type `') ?? '')) return 'read as absent';
  return null;
}

/**
 * How a 3.0 document's top-level `webhooks` (3.1's key, which the linter calls not expected there)
 * is read: as the document's webhooks where it has no `x-webhooks`, as Redoc reads it, else not at
 * all (model/webhooks.ts webhooksKey). Only the reference docs read webhooks.
 */
export function rootWebhooksReading(document: Record<string, any>): string {
  return webhooksKey(document) === 'webhooks' ? "read as 3.1's webhooks: in the reference docs only" : 'ignored: the reference docs read `x-webhooks`';
}

/** Any other structural problem (Redocly's `struct` rule, or a rule of foreign-types.mjs in its place), which `--lenient` passes: a missing field, a value of the wrong type; not one no output can follow (UNPASSABLE_SUFFIXES). */
function isStructural(problem: string): boolean {
  return / \((struct|generator-foreign-types\/[a-z0-9-]+)\)$/.test(problem) && !UNPASSABLE_SUFFIXES.some((suffix) => problem.endsWith(suffix));
}

/** End a problem no output can follow, so --lenient does not pass it: a `$ref` that is empty or not a string, a name with a `%` the types cannot be written for (percent-names.mjs). */
const UNPASSABLE_SUFFIXES = [` (${REF_STRING_RULE})`, ` (${PERCENT_NAME_RULE})`];

/** Starts the note on a lint error accepted as a warning (`isAcceptedProblem` finds them among the warnings). */
const ACCEPTED_MARK = ' [accepted: ';

/** The note that ends a lint error accepted as a warning, saying how it was read. */
const acceptedNote = (reading: string) => `${ACCEPTED_MARK}${reading}; --strict refuses it]`;

/** How a structural problem --lenient passes is read: not at all, so an output may meet a value of a type it does not expect. */
const PASSED_WITH_LENIENT = 'passed with --lenient';

/**
 * The refusal for a run that stopped with `error` after the load where --lenient passed structural
 * problems (from `warnings`): those problems, with a hint naming the error, since the value it
 * stopped on is most likely at one of them (`tags: 5`: "(document.tags ?? []).map is not a
 * function"). Null where nothing was passed. generate.ts decides which errors are such a stop.
 */
export function stoppedAfterLenient(error: Error, warnings: string[]): SpecError | null {
  const passed = warnings.filter((w) => w.endsWith(acceptedNote(PASSED_WITH_LENIENT))).map((w) => w.slice(0, -acceptedNote(PASSED_WITH_LENIENT).length));
  if (passed.length === 0) return null;
  const said = error.message.split('\n', 1)[0];
  return new SpecError(passed, `Generation stopped with "${said}", most likely on a value at one of the places above, which --lenient passed and no output can read: fix it there (the document is invalid at that place) and run again.`);
}

/** Whether a lint warning is an error accepted as one (it changes what the outputs read). */
export function isAcceptedProblem(warning: string): boolean {
  return warning.includes(ACCEPTED_MARK) && warning.endsWith(']');
}

export const LENIENT_HINT = 'These are structural problems beyond what tools commonly read (a key OpenAPI does not define where it stands, or a `null`, is read anyway); `npm run generate -- --lenient ...` generates anyway and reports them as warnings.';

export const UNRESOLVED_HINT = 'A `$ref` that does not resolve names a file that is not there or a part the document does not hold: fix the reference, or generate from the document where the files it refers to are (--lenient does not pass it).';

/**
 * Splits lint errors into the fatal ones and those accepted as warnings, each with how it is read.
 * By default what tools commonly read is accepted; `strict` accepts nothing, `lenient` every
 * structural problem. `readings` words how this document reads some of the accepted ones, where
 * that depends on more than the message (rootWebhooksReading). The SpecError for the fatal ones
 * says how to get past them.
 */
export function lintVerdict(errors: string[], strictness: Strictness = 'default', readings: ReadonlyMap<string, string> = new Map()): { fatal: string[]; accepted: string[]; hint?: string } {
  const commonly = (problem: string) => {
    const common = commonReading(problem);
    return common === null ? null : (readings.get(problem) ?? common);
  };
  const reading = (problem: string) => (strictness === 'strict' ? null : (commonly(problem) ?? (strictness === 'lenient' && isStructural(problem) ? PASSED_WITH_LENIENT : null)));
  const accepted = errors.filter((p) => reading(p) !== null).map((p) => `${p}${acceptedNote(reading(p)!)}`);
  const fatal = errors.filter((p) => reading(p) === null);
  const hints = [
    ...(strictness === 'default' && fatal.some(isStructural) ? [LENIENT_HINT] : []),
    ...(fatal.some((p) => / \(no-unresolved-refs\)$/.test(p)) ? [UNRESOLVED_HINT] : []),
  ];
  return { fatal, accepted, hint: hints.length > 0 ? hints.join('\n') : undefined };
}

/**
 * Lints, then bundles, the document at `specPath`. Lint errors are thrown as a SpecError, so a broken
 * spec is reported by its `file:line` problems before anything downstream sees it. The config
 * (redocly.yaml, or the structural rules for another document) is loaded on every call, so --watch
 * lints each save with redocly.yaml as saved.
 */
export async function loadSpec(specPath: string, options: { configPath?: string; strictness?: Strictness; specHeaders?: OriginHeaders } = {}): Promise<LoadedSpec> {
  const config = await loadLintConfig(options.configPath);
  // One resolver for both: the bundle reuses the files lint read and parsed, so a large document is
  // read and parsed once. Lint only reads the parsed tree; the bundle is the first to change it.
  const resolver = new SpecResolver(config.resolve, options.specHeaders);
  const { errors, warnings, rootWebhooks, stopped } = await lintSpec(specPath, config, resolver).catch(async (error: unknown) => {
    throw await withSpecFile(error, specPath, resolver);
  });
  if (stopped) throw new SpecError(errors, stopped);
  const readings = new Map(rootWebhooks ? [[rootWebhooks.problem, rootWebhooksReading(rootWebhooks.document)]] : []);
  // A document linted with its own redocly.yaml (this project's spec) is held to all of it.
  const { fatal, accepted, hint } = lintVerdict(errors, options.strictness ?? (options.configPath ? 'strict' : 'default'), readings);
  if (fatal.length > 0) throw new SpecError(fatal, hint);
  return { document: await bundleSpec(specPath, config, resolver), warnings: [...accepted, ...warnings], fetched: await fetchedTexts(resolver) };
}

/** What the resolver read from URLs: each document's text and where it came from, by its URL. */
async function fetchedTexts(resolver: SpecResolver): Promise<Map<string, FetchedDocument>> {
  const fetched = new Map<string, FetchedDocument>();
  for (const [ref, read] of resolver.cache) {
    if (!isUrl(ref)) continue;
    const document = await read.catch(() => null);
    if (document && !(document instanceof Error) && typeof document.source.body === 'string') fetched.set(ref, { text: document.source.body, from: resolver.redirects.get(ref) ?? ref });
  }
  return fetched;
}

/**
 * Redocly's words for a root that is not an OpenAPI document (an empty file, a bare string, an
 * unknown version) name no file: as a SpecError they say which, and where its version line is.
 */
async function withSpecFile(error: unknown, specPath: string, resolver: BaseResolver): Promise<unknown> {
  const message = error instanceof Error ? error.message : String(error);
  // The root could not be read at all: a file that went missing, a URL that did not answer.
  if (error instanceof ResolveError) return new SpecError([isUrl(specPath) ? message : `${shownRef(specPath)}: ${message}`]);
  if (!/^(Document must be JSON object|Unsupported OpenAPI version)/.test(message)) return error;
  const said = /got undefined$/.test(message) ? 'the document is empty' : message;
  return new SpecError([`${shownRef(specPath)}:${versionLine(await rootText(specPath, resolver))}:1 ${said}; the generator reads OpenAPI 3.x documents`]);
}

/**
 * The bundled document, components sorted by name, without the copies the bundler makes of mapping
 * targets (mapping-copies.ts), and the schemas of other files under the names their references read
 * (hoisted-names.ts); bundling errors as a SpecError.
 */
export async function bundleSpec(specPath: string, config: Config, externalRefResolver: BaseResolver): Promise<Record<string, any>> {
  // Taken before bundling, which adds the other files' schemas to the entry document's components.
  const entryNames = await entrySchemaNames(specPath, externalRefResolver);
  let bundled;
  try {
    bundled = await bundle({ ref: specPath, config, externalRefResolver, dereference: false, removeUnusedComponents: false });
  } catch (error) {
    if (error instanceof YamlParseError) throw new SpecError([formatYamlError(error)]);
    throw await withSpecFile(error, specPath, externalRefResolver);
  }
  const errors = bundled.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new SpecError(errors.map((p) => formatProblem(p)));
  const document = bundled.bundle.parsed as Record<string, any>;
  requireOpenApi3(document, specPath, await rootText(specPath, externalRefResolver));
  return sortComponents(withHoistedNamesUnescaped(withoutMappingCopies(document), entryNames));
}

/** The schema names the entry document declares itself, as parsed (none where it cannot be read: the bundle then says why). */
async function entrySchemaNames(specPath: string, resolver: BaseResolver): Promise<ReadonlySet<string>> {
  // The resolver's cache: the document lint read, not read again.
  const read = await resolver.resolveDocument(null, isUrl(specPath) ? specPath : path.resolve(specPath), true).catch(() => null);
  return entrySchemas(read && !(read instanceof Error) ? read.parsed : null, specPath).names;
}

/**
 * The emitters read OpenAPI 3.x. Redocly lints and bundles Swagger 2.0 as well, so a 2.0 document
 * would get this far and come out as empty types and a client without operations.
 */
function requireOpenApi3(document: Record<string, any>, specPath: string, text: string): void {
  if (typeof document.openapi === 'string' && /^3\.\d+(\.\d+)?$/.test(document.openapi)) return;
  const found = document.swagger !== undefined ? `swagger: ${document.swagger}` : document.openapi !== undefined ? `openapi: ${document.openapi}` : 'no `openapi` field';
  const file = shownRef(specPath);
  const line = versionLine(text);
  // A Swagger 2.0 document converts mechanically; the converter's name saves the reader a search.
  const convert = document.swagger !== undefined ? `; convert it first, for example with \`npx swagger2openapi --yaml --outfile openapi.yaml ${shellWord(file)}\`` : '';
  throw new SpecError([`${file}:${line}:1 found ${found}, but the generator reads OpenAPI 3.x documents only${convert} (OpenAPI version)`]);
}

/** The root document's text: its file, or what the resolver fetched from its URL ('' when there is none). */
async function rootText(specPath: string, resolver: BaseResolver): Promise<string> {
  if (!isUrl(specPath)) return fs.readFileSync(specPath, 'utf8');
  const read = await resolver.cache.get(specPath)?.catch(() => null);
  return read && !(read instanceof Error) ? (read.source.body ?? '') : '';
}

/** The line of the root document's `openapi` or `swagger` key in its text (1 when it has neither). */
function versionLine(text: string): number {
  const lines = text.split('\n');
  const index = lines.findIndex((text) => /^\s*["']?(?:openapi|swagger)["']?\s*:/.test(text));
  return index + 1 || 1;
}

/** Component maps in name order, so the bundle reads like a reference and never depends on walk order. */
function sortComponents(document: Record<string, any>): Record<string, any> {
  const components = document.components;
  if (!components) return document;
  for (const kind of Object.keys(components)) {
    const entries = components[kind];
    if (entries && typeof entries === 'object' && !Array.isArray(entries) && kind !== 'securitySchemes') {
      components[kind] = Object.fromEntries(Object.keys(entries).sort().map((name) => [name, entries[name]]));
    }
  }
  return document;
}
