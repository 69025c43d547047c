// generated/validators.js + validators.d.ts: request and response validators for every
// operation, compiled at generate time to Ajv standalone code (no schema compilation at run
// time). Component schemas that refer to other components compile once, as their own functions;
// single-value ones (ids, timestamps) and the others that refer to no component are inlined where
// used; operation schemas reference the shared ones, and identical operation schemas share one
// function. A property or item schema written out more than once (public descriptions repeat an
// object's fields in its create and update bodies, or expand every reference in place) compiles
// once too (validators/shared-shapes.ts). Each JSON item schema of a stream the operation answers
// with compiles on its own too, by media type, for the client to check items as they arrive.
import fs from 'node:fs';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Emitter } from './emitter.ts';
import type { ApiModel, JsonSchema, OperationModel } from '../model/types.ts';
import { patternProblems, prepareAjv, schemaProblems, splitAjvPath, validatorSchema, STANDALONE_FORMATS_MODULE } from '../schema/create-ajv.ts';
import { ignoresRefSiblings, type DialectOptions } from '../schema/openapi-dialect.ts';
import { annotationKeywords, componentId, isAnnotationKey, encodeIdSegment, leafComponents, SCHEMA_ID_PREFIX } from '../schema/json-schema.ts';
import { componentRefs, leftOutText, schemaWarnings, unusableComponents, type LeftOut, type LeftOutReason } from './validators/schema-warnings.ts';
import { documentSchemas } from '../schema/walk-schema.ts';
import { escapeToken } from '../json-pointer.ts';
import { vulnerablePatterns } from '../schema/redos.ts';
import { placeOf, SourceLocator } from '../schema/source-location.ts';
import { projectFile } from '../project-root.ts';
import { standaloneEsm } from './validators/standalone-esm.ts';
import { JSON_PATH_MODULE, pathWriterSource } from '../schema/json-path-writer.ts';
import { validatorDeclarations } from './validators/declarations.ts';
import { SharedShapes } from './validators/shared-shapes.ts';
import { checkedParameters, parameterKey, type CheckedParameter } from '../model/parameter-reading.ts';

const OPERATION_ID_PREFIX = `${SCHEMA_ID_PREFIX}operations/`;
const RUNTIME_SOURCE = projectFile('generator/emit/validators/runtime.js');
// The format checks the standalone code imports (as STANDALONE_FORMATS_MODULE), copied verbatim.
const FORMATS_SOURCE = projectFile('generator/schema/formats.js');

interface OperationValidators {
  name: string;
  request: string | null;
  response: string | null;
  /** oneOf branches of the response body with the `success` constant each one fixes. */
  branches: { exportName: string; success: unknown }[] | null;
  successBranch: number | null;
  /** The branches fix distinct `success` constants and nothing else constrains the body, so the body's own `success` picks the one branch to check. */
  exclusive: boolean;
  /** Validators left out because Ajv cannot compile their schema: part -> why. */
  leftOut: { request?: LeftOutReason; response?: LeftOutReason };
  /** Stream item validators left out for the same reason: media type -> why. */
  itemsLeftOut: Record<string, LeftOutReason>;
  /** Validators of the parameters the server checks (model/parameter-reading.ts): `query:limit` -> export name. */
  parameters: Record<string, string>;
  /** Validators of one item of each stream whose items are JSON (ResponseModel.streamItems): media type -> export name. */
  items: Record<string, string>;
}

/** The last compilation and what it was compiled from: --watch saves that leave every schema alone reuse it. */
let lastCompiled: { key: string; result: ReturnType<typeof compileValidators> } | null = null;

export const validatorsEmitter: Emitter = {
  name: 'validators',
  async emit(model, context) {
    const { locator } = context;
    // recheck's checker reads the patterns while Ajv compiles. Should the compile throw, its error is
    // the one reported; the check's own failure is then left unawaited, not an unhandled rejection.
    const redos = redosWarnings(model, locator);
    redos.catch(() => undefined);
    const key = `${context.specPath ?? ''}\0${schemaKey(model)}`;
    if (lastCompiled?.key !== key) lastCompiled = { key, result: compileValidators(model, { locator }) };
    const { code, operations, warnings } = lastCompiled.result;
    for (const warning of warnings.output) context.warn?.(warning, 'output');
    for (const warning of [...warnings.notes, ...(await redos)]) context.warn?.(warning, 'note');
    return [
      { path: 'validators.js', contents: code },
      { path: 'validators.d.ts', contents: validatorDeclarations(operations.map((o) => o.name)) },
      { path: 'formats.js', contents: `// Copied by generator/emit/validators.ts from generator/schema/formats.js. Do not edit.\n${fs.readFileSync(FORMATS_SOURCE, 'utf8')}` },
    ];
  },
};

/** Everything compileValidators reads: the OpenAPI version, the components, the annotation keywords, each operation's name and body schemas. */
function schemaKey(model: ApiModel): string {
  const operations = model.operations.map((op) => [op.name, op.request?.jsonSchema ?? null, op.response.bodySchema ?? null, op.response.successSchema ?? null, op.parameters, jsonStreamItems(op)]);
  return JSON.stringify([model.bundle.openapi ?? null, model.bundle.components ?? null, annotationKeywords(model.bundle), operations]);
}

export interface CompileOptions {
  /** Every component its own function, none inlined (only to measure what inlining costs in size and gains in speed). */
  shareEveryComponent?: boolean;
  /** Every repeated shape written out where it is used, none shared (only to measure, and check, what sharing them changes). */
  inlineEveryShape?: boolean;
  /** The root spec file: warnings give `file:line:column` where a schema was written (else its JSON pointer). */
  specPath?: string;
  /** Where warnings find `file:line:column` (instead of a locator of `specPath`). */
  locator?: SourceLocator;
  /**
   * Compile each component an operation uses through a bare `$ref` where it is added, so one Ajv
   * refuses (in strict mode, or a reference it cannot resolve) costs only that validator. Set on a
   * second pass, after the standalone code of the first could not be written; the first leaves them
   * to the standalone code, whose order of compilation (and so its function names) it keeps.
   */
  compileEachComponent?: boolean;
}

export function compileValidators(model: ApiModel, options: CompileOptions = {}): { code: string; operations: OperationValidators[]; warnings: { output: string[]; notes: string[] } } {
  // Leaf components (Uuid, Timestamp, ...) are written into the schemas that use them; Ajv inlines the
  // other components that refer to no component, and the rest compile once and are shared.
  const leaves = leafComponents(model.bundle);
  const dialect: DialectOptions = { ignoreRefSiblings: ignoresRefSiblings(model.bundle) };
  const asCompiled = (schema: JsonSchema) => validatorSchema(schema, leaves, dialect);
  const { components, all } = compiledSchemas(model, asCompiled);
  const shapes = new SharedShapes(components);
  if (!options.inlineEveryShape) for (const schema of all) shapes.count(schema);
  const { ajv, report } = prepareAjv(model.bundle, { standalone: true, leaves, share: (schema, ajv) => shapes.share(schema, (shape) => compilable(ajv, shape)) });
  if (options.shareEveryComponent) ajv.opts.inlineRefs = false;
  const locator = options.locator ?? (options.specPath ? new SourceLocator(options.specPath) : undefined);
  const pointers = new Map(documentSchemas(model.bundle).map(({ pointer, schema }) => [schema, pointer]));
  const registry = new SchemaRegistry(ajv, asCompiled, unusableComponents(model.bundle, report.rejectedComponents), shapes, options.compileEachComponent ?? false);
  // Operation names are unique: buildModel refuses a spec where two share one.
  const operations: OperationValidators[] = model.operations.map((op) => operationValidators(registry, op, pointers));
  // Added after every body's, so the export names of the bodies' validators stay as they were.
  const parameterWarnings = model.operations.flatMap((op, i) => addParameterValidators(registry, model, op, operations[i], pointers, (pointer) => placeOf(locator, pointer)));
  // After the parameters' too, for the same reason.
  const itemWarnings = model.operations.flatMap((op, i) => addStreamItemValidators(registry, op, operations[i], pointers, (pointer) => placeOf(locator, pointer)));
  const leftOut: LeftOut[] = operations.flatMap((op) => Object.entries(op.leftOut).map(([part, why]) => ({ operation: op.name, part: part as 'request' | 'response', ...why })));
  let standalone: string;
  try {
    standalone = standaloneEsm(ajv, registry.exportsMap()).trimEnd();
  } catch (error) {
    if (options.compileEachComponent) throw error;
    return compileValidators(model, { ...options, compileEachComponent: true });
  }
  // Placed once the code is written: the YAML tree of a large document (tens of MiB) is then not
  // held beside the compile's working set.
  const warnings = schemaWarnings(report, leftOut, locator);
  warnings.output.push(...parameterWarnings, ...itemWarnings);
  const code = [
    '// Generated by generator/emit/validators.ts from the spec. Do not edit.',
    `// Ajv standalone validators (JSON Schema 2020-12 with formats from ${STANDALONE_FORMATS_MODULE}); needs the ajv and ajv-formats packages at run time.`,
    standalone,
    operationTable(operations, model.profile.envelope?.flagField ?? null),
    leftOutTable(operations),
    patternHintTable(model.bundle),
    // How the runtime writes JSON paths, pasted in as JavaScript (validators.js stays one module).
    `// ---- JSON paths (the path writer of ${JSON_PATH_MODULE}, its types and exports taken out) ----`,
    pathWriterSource({ types: false, exports: false }),
    '',
    fs.readFileSync(RUNTIME_SOURCE, 'utf8').trimEnd(),
    '',
  ].join('\n');
  return { code, operations, warnings };
}

/** The spec's patterns that a crafted string can make backtrack for seconds, each named with the schema it is in. */
async function redosWarnings(model: ApiModel, locator: SourceLocator | undefined): Promise<string[]> {
  return (await vulnerablePatterns(model.bundle)).map(({ pointer, schema, pattern, verdict }) => {
    const place = locator?.locate(pointer);
    const example = verdict.attack ? `; for example ${verdict.attack}` : '';
    return `${place ? `${place}: ` : ''}schema ${schema}: pattern ${JSON.stringify(pattern)} can backtrack super-linearly (${verdict.summary}${example}): a long crafted string holds every validator and server that tests it; rewrite it so no two of its repetitions can match the same text.`;
  });
}

/** Whether Ajv takes `shape` as a schema of its own: it matches the meta-schema and its patterns compile. */
function compilable(ajv: Ajv2020, shape: Record<string, any>): boolean {
  return patternProblems(shape, '#').length === 0 && (ajv.validateSchema(shape) as boolean);
}

/** The schemas the validators compile, as `toValidatorSchema` compiles them (component references as ids), to count their shapes. */
function compiledSchemas(model: ApiModel, toValidatorSchema: (schema: JsonSchema) => Record<string, any>): { components: Map<string, Record<string, any>>; all: Record<string, any>[] } {
  const asCompiled = (schema: JsonSchema): Record<string, any> | null => {
    try {
      return toValidatorSchema(schema);
    } catch {
      // A schema that cannot be rewritten is left out, and reported, where it is added.
      return null;
    }
  };
  const components = new Map<string, Record<string, any>>();
  for (const [name, schema] of Object.entries<JsonSchema>(model.schemas)) {
    const compiled = asCompiled(schema);
    if (compiled) components.set(componentId(name), compiled);
  }
  const all = [...components.values()];
  for (const op of model.operations) {
    const schemas = [op.request?.jsonSchema, ...(op.response.branches ? op.response.branches.map((b) => b.schema) : [op.response.bodySchema]), ...jsonStreamItems(op).map((item) => item.schema)];
    for (const schema of schemas) {
      const compiled = schema == null ? null : asCompiled(schema);
      if (compiled) all.push(compiled);
    }
  }
  return { components, all };
}

function operationValidators(registry: SchemaRegistry, op: OperationModel, pointers: Map<unknown, string>): OperationValidators {
  const base = `${OPERATION_ID_PREFIX}${encodeIdSegment(op.name)}`;
  const where = (schema: unknown, part: string) => pointers.get(schema) ?? `${op.method.toUpperCase()} ${op.path} ${part}`;
  const leftOut: OperationValidators['leftOut'] = {};
  let request: string | null = null;
  if (op.request?.jsonSchema != null) {
    try {
      request = registry.add(`${base}:request`, op.request.jsonSchema, where(op.request.jsonSchema, 'request body'));
    } catch (error) {
      if (!(error instanceof SchemaLeftOut)) throw error;
      leftOut.request = error.reason;
    }
  }
  const none = { name: op.name, request, response: null, branches: null, successBranch: null, exclusive: false, leftOut, parameters: {}, items: {}, itemsLeftOut: {} };
  const body = op.response.bodySchema;
  if (body == null) return none;
  try {
    return { ...responseValidators(registry, op, base, where(body, '200 body')), name: op.name, request, leftOut, parameters: {}, items: {}, itemsLeftOut: {} };
  } catch (error) {
    if (!(error instanceof SchemaLeftOut)) throw error;
    leftOut.response = error.reason;
    return none;
  }
}

/**
 * Compiles the schema of each parameter of `op` the server checks into `validators.parameters`; one
 * Ajv cannot compile is left out (the server then checks only that its text reads as its type,
 * templates/server/parameters.ts), with a warning saying why.
 */
function addParameterValidators(registry: SchemaRegistry, model: ApiModel, op: OperationModel, validators: OperationValidators, pointers: Map<unknown, string>, where: (pointer: string) => string): string[] {
  const base = `${OPERATION_ID_PREFIX}${encodeIdSegment(op.name)}:parameter:`;
  const warnings: string[] = [];
  for (const parameter of checkedParameters(model, op)) {
    const key = parameterKey(parameter);
    try {
      validators.parameters[key] = registry.add(`${base}${encodeIdSegment(key)}`, parameter.schema, pointers.get(parameter.schema) ?? `${op.method.toUpperCase()} ${op.path} ${key}`);
    } catch (error) {
      if (!(error instanceof SchemaLeftOut)) throw error;
      warnings.push(`Validator left out: ${op.name} ${parameter.in} parameter ${parameter.name} (the server checks only that it reads as ${readAs(parameter)}): ${leftOutWhy(error.reason, where)}.`);
    }
  }
  return warnings;
}

/** Why a validator was left out, each problem at its place in the spec. */
function leftOutWhy(reason: LeftOutReason, where: (pointer: string) => string): string {
  return 'problems' in reason ? reason.problems.map((p) => `${where(p.pointer)} ${p.reason}`).join('; ') : leftOutText(reason);
}

/** The streams of an operation's success status whose items are JSON (not whole events), each with its item schema. */
function jsonStreamItems(op: OperationModel): { mediaType: string; schema: JsonSchema }[] {
  return op.response.streamItems.flatMap(({ mediaType, text, schema }) => (text || schema == null ? [] : [{ mediaType, schema }]));
}

/**
 * Compiles the item schema of each stream of `op` whose items are JSON into `validators.items`; one
 * Ajv cannot compile is left out (the client then yields that stream's items unchecked), with a
 * warning saying why.
 */
function addStreamItemValidators(registry: SchemaRegistry, op: OperationModel, validators: OperationValidators, pointers: Map<unknown, string>, where: (pointer: string) => string): string[] {
  const base = `${OPERATION_ID_PREFIX}${encodeIdSegment(op.name)}:item:`;
  const warnings: string[] = [];
  for (const { mediaType, schema } of jsonStreamItems(op)) {
    try {
      validators.items[mediaType] = registry.add(`${base}${encodeIdSegment(mediaType)}`, schema, pointers.get(schema) ?? `${op.method.toUpperCase()} ${op.path} ${op.response.status} ${mediaType} item`);
    } catch (error) {
      if (!(error instanceof SchemaLeftOut)) throw error;
      validators.itemsLeftOut[mediaType] = error.reason;
      warnings.push(`Validator left out: ${op.name} ${mediaType} stream item (validateStreamItem passes every item): ${leftOutWhy(error.reason, where)}.`);
    }
  }
  return warnings;
}

/** What a parameter whose validator is left out is still read as: `an integer`, `an integer list`, `an object`. */
function readAs(parameter: CheckedParameter): string {
  return parameter.shape === 'object' ? 'an object' : `${withArticle(parameter.type)}${parameter.shape === 'array' ? ' list' : ''}`;
}

function responseValidators(registry: SchemaRegistry, op: OperationModel, base: string, pointer: string): Pick<OperationValidators, 'response' | 'branches' | 'successBranch' | 'exclusive'> {
  const body = op.response.bodySchema!;
  const options = op.response.branches;
  if (!options) return { response: registry.add(`${base}:response`, body, pointer), branches: null, successBranch: null, exclusive: false };
  // Each branch is its own function, so the body validator and the branch validators share code.
  const branches = options.map((branch, i) => ({ exportName: registry.add(`${base}:response:${i}`, branch.schema, `${pointer}/oneOf/${i}`), success: branch.success }));
  const branchRefs = branches.map((b) => ({ $ref: registry.idOf(b.exportName) }));
  const rest = registry.rewrite({ ...(body as Record<string, any>), oneOf: [] }) as Record<string, any>;
  const response = registry.add(`${base}:response`, { ...rest, oneOf: branchRefs }, pointer, { refsRewritten: true });
  const successIndex = options.findIndex((branch) => branch.schema === op.response.successSchema);
  const constants = branches.map((b) => b.success);
  const exclusive =
    constants.every((c) => c !== undefined) &&
    new Set(constants.map((c) => JSON.stringify(c))).size === constants.length &&
    Object.keys(body as Record<string, any>).every((key) => key === 'oneOf' || isAnnotationKey(key));
  return { response, branches, successBranch: successIndex >= 0 ? successIndex : null, exclusive };
}

/** A type's name after "a" or "an", as a warning reads it (`an integer`). */
function withArticle(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/** A schema Ajv cannot compile: its validator is left out, for `reason`. */
class SchemaLeftOut extends Error {
  readonly reason: LeftOutReason;

  constructor(reason: LeftOutReason) {
    super('problems' in reason ? reason.problems.map((p) => `${p.pointer}: ${p.reason}`).join('; ') : `uses ${reason.uses.join(', ')}`);
    this.reason = reason;
  }
}

/** Schemas added to Ajv under ids, deduplicated by content, each exported as `v<n>`. */
class SchemaRegistry {
  private readonly byContent = new Map<string, string>();
  private readonly ids = new Map<string, string>();
  private readonly ajv: Ajv2020;
  /** A schema of the document as the validators compile it (validatorSchema, with the leaves and the document's dialect). */
  private readonly toValidatorSchema: (schema: JsonSchema) => Record<string, any>;
  /** Components Ajv rejected, or that reach one: name -> the rejected components' names. */
  private readonly unusable: Map<string, string[]>;
  private readonly shapes: SharedShapes;
  /** Shared shapes already added to Ajv. */
  private sharedAdded = 0;

  /** Compile a component used through a bare `$ref` where it is added (CompileOptions.compileEachComponent). */
  private readonly compileEachComponent: boolean;

  constructor(ajv: Ajv2020, toValidatorSchema: (schema: JsonSchema) => Record<string, any>, unusable: Map<string, string[]>, shapes: SharedShapes, compileEachComponent: boolean) {
    this.compileEachComponent = compileEachComponent;
    this.ajv = ajv;
    this.toValidatorSchema = toValidatorSchema;
    this.unusable = unusable;
    this.shapes = shapes;
    this.addShared();
  }

  /** Adds the shared shapes Ajv does not have yet (it compiles one only where a schema refers to it). */
  private addShared(): void {
    const shared = this.shapes.schemas();
    for (; this.sharedAdded < shared.length; this.sharedAdded += 1) this.ajv.addSchema(shared[this.sharedAdded]);
  }

  /** `schema` with component references rewritten as every schema of this registry is. */
  rewrite(schema: JsonSchema): JsonSchema {
    return this.toValidatorSchema(schema);
  }

  /**
   * Adds `schema` (found at `pointer`) under `id` and compiles it; throws SchemaLeftOut, naming each
   * problem, when it or a component it uses cannot be compiled.
   */
  add(id: string, schema: JsonSchema, pointer: string, options: { refsRewritten?: boolean } = {}): string {
    const rejected = [...new Set(componentRefs(schema).flatMap((name) => this.unusable.get(name) ?? []))].sort();
    if (rejected.length > 0) throw new SchemaLeftOut({ uses: rejected });
    let asObject: Record<string, any>;
    try {
      asObject = options.refsRewritten ? (schema as Record<string, any>) : this.rewrite(schema) as Record<string, any>;
    } catch (error) {
      throw new SchemaLeftOut({ problems: [{ pointer, reason: (error as Error).message }] });
    }
    // A bare reference to a component needs no function of its own.
    const keys = Object.keys(asObject);
    const target = keys.length === 1 && typeof asObject.$ref === 'string' && asObject.$ref.startsWith(SCHEMA_ID_PREFIX) ? asObject.$ref : null;
    const key = target ?? JSON.stringify(asObject);
    const known = this.byContent.get(key);
    if (known) return known;
    if (target && this.compileEachComponent) {
      // Compiled here, not first in the standalone code, so a component Ajv refuses in strict mode
      // (an `if` without `then`) or whose references do not resolve costs only this validator.
      try {
        this.ajv.getSchema(target);
      } catch (error) {
        const component = `#/components/schemas/${escapeToken(decodeURIComponent(target.slice(SCHEMA_ID_PREFIX.length)))}`;
        // Ajv's strict-mode messages end with where in the schema: `at path "#/properties/coordinates"`.
        const [reason, inside] = splitAjvPath((error as Error).message);
        throw new SchemaLeftOut({ problems: [{ pointer: `${component}${inside}`, reason }] });
      }
    } else if (!target) {
      const patterns = patternProblems(asObject, pointer);
      if (patterns.length > 0) throw new SchemaLeftOut({ problems: patterns });
      try {
        const shared = this.shapes.share(asObject, (shape) => compilable(this.ajv, shape));
        this.addShared();
        this.ajv.addSchema({ ...shared, $id: id });
        this.ajv.getSchema(id);
      } catch (error) {
        this.ajv.removeSchema(id);
        throw new SchemaLeftOut({ problems: schemaProblems(this.ajv, asObject, pointer, error) });
      }
    }
    const exportName = `v${this.byContent.size}`;
    this.byContent.set(key, exportName);
    this.ids.set(exportName, target ?? id);
    return exportName;
  }

  idOf(exportName: string): string {
    const id = this.ids.get(exportName);
    if (!id) throw new Error(`No schema exported as ${exportName}.`);
    return id;
  }

  exportsMap(): Record<string, string> {
    return Object.fromEntries(this.ids);
  }
}

/** `flag`: the envelope's flag field, whose constant tells a body's oneOf branches apart (null: none does). */
function operationTable(operations: OperationValidators[], flag: string | null): string {
  const rows = operations.map((op) => {
    const branches = op.branches
      ? `[${op.branches.map((b) => `[${b.exportName}, ${b.success === undefined ? 'undefined' : JSON.stringify(b.success)}]`).join(', ')}]`
      : 'null';
    const parameters = Object.entries(op.parameters).map(([key, exportName]) => `${JSON.stringify(key)}: ${exportName}`);
    // Only an operation that streams JSON items has `items` (validateStreamItem reads its absence as none).
    const items = Object.entries(op.items).map(([mediaType, exportName]) => `, ${JSON.stringify(mediaType)}: ${exportName}`);
    const itemsField = items.length > 0 ? `, items: { __proto__: null${items.join('')} }` : '';
    return `  ${JSON.stringify(op.name)}: { request: ${op.request ?? 'null'}, response: ${op.response ?? 'null'}, branches: ${branches}, successBranch: ${op.successBranch ?? 'null'}, exclusive: ${op.exclusive}, parameters: { __proto__: null${parameters.map((p) => `, ${p}`).join('')} }${itemsField} },`;
  });
  return [
    '',
    "/** The field whose constant tells a 200 body's oneOf branches apart (the service's envelope flag), or null. */",
    `const BRANCH_FLAG = ${JSON.stringify(flag)};`,
    '',
    '/** Validators of each operation: request body, 200 body, that body\'s oneOf branches, the parameters the server checks, and one item of each JSON stream. */',
    'const OPERATIONS = Object.freeze({',
    '  __proto__: null,',
    ...rows,
    '});',
    '',
  ].join('\n');
}

/** The validators left out at generate time (runtime.js exports it as `leftOutValidators`). */
function leftOutTable(operations: OperationValidators[]): string {
  const rows = operations
    .filter((op) => Object.keys(op.leftOut).length > 0 || Object.keys(op.itemsLeftOut).length > 0)
    .map((op) => {
      const items = Object.entries(op.itemsLeftOut).map(([mediaType, why]) => `${JSON.stringify(mediaType)}: ${JSON.stringify(leftOutText(why))}`);
      const parts = [
        ...Object.entries(op.leftOut).map(([part, why]) => `${part}: ${JSON.stringify(leftOutText(why))}`),
        ...(items.length > 0 ? [`items: Object.freeze({ ${items.join(', ')} })`] : []),
      ];
      return `  ${JSON.stringify(op.name)}: Object.freeze({ ${parts.join(', ')} }),`;
    });
  return ['/** Validators generate left out, because Ajv cannot compile their schema: operation -> part -> why. */', 'const LEFT_OUT = Object.freeze({', '  __proto__: null,', ...rows, '});', ''].join('\n');
}

/**
 * A readable name for each pattern a component schema declares, from that component's description
 * and first example, so `must match pattern "^\\d{4}-..."` also says what is expected. Where
 * several components share a pattern, one with an example and the shortest description wins.
 */
export function patternHints(document: Record<string, any>): Record<string, string> {
  const candidates = new Map<string, { hint: string; rank: [number, number] }>();
  for (const [, schema] of Object.entries<any>(document.components?.schemas ?? {})) {
    if (!schema || typeof schema.pattern !== 'string' || typeof schema.description !== 'string') continue;
    const sentence = schema.description.trim().split(/\.(?:\s|$)/)[0].trim();
    if (!sentence) continue;
    const example = Array.isArray(schema.examples) && typeof schema.examples[0] === 'string' ? schema.examples[0] : null;
    const hint = example === null ? sentence : `${sentence}, such as ${JSON.stringify(example)}`;
    const rank: [number, number] = [example === null ? 1 : 0, sentence.length];
    const known = candidates.get(schema.pattern);
    if (!known || rank[0] < known.rank[0] || (rank[0] === known.rank[0] && rank[1] < known.rank[1])) candidates.set(schema.pattern, { hint, rank });
  }
  return Object.fromEntries([...candidates.keys()].sort().map((pattern) => [pattern, candidates.get(pattern)!.hint]));
}

function patternHintTable(document: Record<string, any>): string {
  const rows = Object.entries(patternHints(document)).map(([pattern, hint]) => `  ${JSON.stringify(pattern)}: ${JSON.stringify(hint)},`);
  return ['/** What the spec\'s patterns stand for, to explain pattern mismatches. */', 'const PATTERN_HINTS = Object.freeze({', '  __proto__: null,', ...rows, '});', ''].join('\n');
}
