// The text of generated/client.ts: the client class (named by the profile), one namespace class per resource and one method
// per operation, typed from generated/schema.d.ts.
// Built as ts-morph structures; spec text only enters through JSDoc (escaped) and string literals
// (tsString), identifiers only from the model. ts-morph prints in the house style directly, so no
// formatter runs: a method signature too long for a line is given one parameter per line as its
// structure is built (laidOut).
import type {
  ClassDeclarationStructure,
  ExportDeclarationStructure,
  ImportDeclarationStructure,
  StatementStructures,
  MethodDeclarationStructure,
  OptionalKind,
  ParameterDeclarationStructure,
  WriterFunction,
} from 'ts-morph';
import type { ApiModel, ClientMethod, ClientResource, OperationModel } from '../../model/types.ts';
import { escapeJsDoc, methodDoc } from './jsdoc.ts';
import { clientStreamMedia, formBody, operationShape, queryStyles, readsStreams, readsWholeEvents, serviceAccept, streamSchemaType, type OperationShape } from './operation-shape.ts';
import { namedResult, namedType, schemaDeclarations, schemaNames, type SchemaNames } from './schema-names.ts';
import { LINE_WIDTH, tsKey, tsLiteral, tsString } from './ts-literal.ts';
import { printSource, tsMorph } from '../ts-morph.ts';

const { Scope, StructureKind } = tsMorph();

interface PlannedMethod extends ClientMethod {
  op: OperationModel;
  shape: OperationShape;
  /** The result by the spec's names (`Candidate`, `ListPage<Candidate>`), where they give one. */
  named: string | null;
}

interface PlannedResource extends Omit<ClientResource, 'methods'> {
  methods: PlannedMethod[];
}

export async function renderClient(model: ApiModel): Promise<string> {
  const names = schemaNames(model);
  const resources = planResources(model, names);

  const headerOptions = model.profile.headerOptions;
  const ownOptions = headerOptions.length > 0 || model.clientAuth === null || model.defaultServer !== null;
  const usesOptionalDefaults = resources.some((r) => r.methods.some((m) => m.shape.bodyType?.includes('OptionalDefaults<')));
  const usesBinaryBody = resources.some((r) => r.methods.some((m) => m.shape.bodyType === 'BinaryBody'));
  const writers = runtimeWriters(model);
  const specs = resources.flatMap((r) => r.methods.map((m) => m.shape.spec));
  // One structure for the whole file: ts-morph prints it in a single pass.
  const statements: (StatementStructures | string)[] = [
    ...[
      { defaultImport: 'createClient', moduleSpecifier: 'openapi-fetch' },
      { isTypeOnly: true, namedImports: ['components', 'paths'], moduleSpecifier: './schema.js' },
      { namedImports: ['VERSION'], moduleSpecifier: './version.js' },
      { namedImports: ['ClientCore', ...(specs.length > 0 ? ['operationTable'] : [])], moduleSpecifier: './runtime/core.js' },
      {
        isTypeOnly: true,
        namedImports:
          ownOptions
            ? [{ name: 'ClientOptions', alias: 'CoreClientOptions' }, { name: 'RequestOptions', alias: 'CoreRequestOptions' }, 'ServiceConfig', 'Transport']
            : ['ClientOptions', 'RequestOptions', 'ServiceConfig', 'Transport'],
        moduleSpecifier: './runtime/core.js',
      },
      { isTypeOnly: true, namedImports: ['ApiPromise'], moduleSpecifier: './runtime/api-promise.js' },
      { isTypeOnly: true, namedImports: ['PagePromise'], moduleSpecifier: './runtime/pagination.js' },
      // What a call whose answer is a stream resolves to, where some call's may be one.
      ...(readsStreams(model) ? [{ isTypeOnly: true, namedImports: ['EventStream', ...(readsWholeEvents(model) ? ['ServerSentEvent'] : [])], moduleSpecifier: './runtime/event-stream.js' }] : []),
      // The service's envelope and paging (runtime/conventions.ts), where it has them.
      ...(model.profile.envelope ? [{ namedImports: ['envelopeReader'], moduleSpecifier: './runtime/envelope.js' }] : []),
      ...(model.profile.paging ? [{ namedImports: ['paging'], moduleSpecifier: './runtime/conventions.js' }] : []),
      // The writers of parameters and bodies some operation needs (the client bundles no other).
      ...[...new Set(writers.map((writer) => writer.module))].map((module) => ({ namedImports: writers.filter((writer) => writer.module === module).map((writer) => writer.name), moduleSpecifier: module })),
      {
        isTypeOnly: true,
        namedImports: [...(usesBinaryBody ? ['BinaryBody'] : []), 'ListedFields', ...(usesOptionalDefaults ? ['OptionalDefaults'] : []), 'ParamsOf', 'ResultsOf', 'SuccessOf', 'WithFiles', 'WithoutFiles'],
        moduleSpecifier: './runtime/types.js',
      },
    ].map((i): ImportDeclarationStructure => ({ kind: StructureKind.ImportDeclaration, ...i })),
    ...schemaDeclarations(model, names),
    '/** A type an interface can extend (an interface may extend only a name with type arguments). */\ntype Body<T> = T;',
    ...(ownOptions
      ? optionInterfaces(model)
      : [{ kind: StructureKind.ExportDeclaration, isTypeOnly: true, namedExports: ['ClientOptions', 'RequestOptions'] } satisfies ExportDeclarationStructure]),
    // Written as text: ts-morph would hang-indent a multi-line initializer one level deeper. A
    // document without operations (webhooks only) has no table: no value is shared by none, and
    // operationTable's shared fields are all required.
    ...(specs.length > 0
      ? [
          '/** How each operation is sent, by operation name: what most share first, then what each says otherwise (the path is `/` + the name unless given). */\n' +
            `const OPERATIONS = operationTable(${operationTableArguments(specs)});`,
        ]
      : []),
    `/** What the runtime needs to know about this service. */\nconst SERVICE: ServiceConfig = ${serviceInitializer(model, writers)};`,
    ...resources.flatMap((r) => r.methods.flatMap((m) => methodTypes(r, m, names))),
    ...resources.map((resource) => resourceClass(model, resource)),
    clientClass(model, resources),
  ];
  return printSource('// Generated by generator/emit/client.ts from the spec. Do not edit.', statements);
}

/** The fields every operation's descriptor has, which the table states once with the value most of them share (runtime/core.ts SharedFields). */
const SHARED_FIELDS = ['method', 'idempotent', 'input', 'envelope', 'jsonResponse'] as const;

/**
 * operationTable's two arguments: for each shared field the value most operations have (the first
 * seen on a tie), and each operation's descriptor without those values and without what the table
 * derives from its name. Written out for each of a service's operations, they were an eighth of a
 * gzipped client.
 */
function operationTableArguments(specs: Record<string, unknown>[]): string {
  const shared = Object.fromEntries(SHARED_FIELDS.map((field) => [field, commonest(specs.map((spec) => spec[field]))]));
  const entries = specs.map((spec) => {
    const { name, path, ...rest } = spec;
    const own = Object.fromEntries(Object.entries(rest).filter(([field, value]) => !(SHARED_FIELDS as readonly string[]).includes(field) || value !== shared[field]));
    return [name, path === `/${String(name)}` ? own : { path, ...own }];
  });
  return `${tsLiteral(shared)}, ${tsLiteral(Object.fromEntries(entries))}`;
}

/** The value most often in `values` (scalars), the first seen on a tie. */
function commonest(values: unknown[]): unknown {
  const counts = new Map<unknown, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: unknown;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}

/** The model's member plan (model/client-members.ts), with each method's operation, runtime shape and named result. */
function planResources(model: ApiModel, names: SchemaNames): PlannedResource[] {
  const operations = new Map(model.operations.map((op) => [op.name, op]));
  return model.client.resources.map((resource) => ({
    ...resource,
    methods: resource.methods.map((m) => {
      const op = operations.get(m.operation)!;
      return { ...m, op, shape: operationShape(model, op), named: namedResult(op, names) };
    }),
  }));
}

function resourceClass(model: ApiModel, resource: PlannedResource): ClassDeclarationStructure {
  const modules = [...new Set(resource.methods.map((m) => m.op.module).filter((m): m is string => Boolean(m)))];
  return {
    kind: StructureKind.Class,
    name: resource.className,
    isExported: true,
    docs: [
      `The \`${resource.property}\` operations${modules.length > 0 ? ` (module ${modules.map(escapeJsDoc).join(', ')})` : ''}. Reached as \`client.${resource.property}\`.`,
    ],
    properties: [{ name: '#core', isReadonly: true, type: 'ClientCore' }],
    ctors: [
      {
        parameters: [{ name: 'core', type: 'ClientCore' }],
        statements: ['this.#core = core;'],
        docs: [`@internal Created by ${model.profile.clientClass}.`],
      },
    ],
    methods: resource.methods.map((m) => method(model, m)),
  };
}

/**
 * The exported parameter and result types of one method (`CandidateInfoParams`, `CandidateInfoResult`),
 * so signatures and hovers read as names rather than indexed access into `paths`.
 */
function methodTypes(resource: PlannedResource, planned: PlannedMethod, names: SchemaNames): string[] {
  const { shape } = planned;
  const call = `\`client.${resource.property}.${planned.name}\``;
  const out: string[] = [];
  const params = paramsType(shape);
  // An object type is declared as an interface, which hovers show by its name; written out field by
  // field where it can be, so compiler messages about a field (a misspelt one) name it too.
  if (params && shape.listedBody) {
    const { type, fields } = shape.listedBody;
    const members = fields.map((f) => `${f.description ? `  /** ${escapeJsDoc(f.description)} */\n` : ''}  ${tsKey(f.name)}${f.required ? '' : '?'}: ${type}[${tsString(f.name)}];`);
    out.push(`/** What ${call} takes. */\nexport interface ${planned.paramsType} {\n${members.join('\n')}\n}`);
  } else if (params && shape.objectArgument) out.push(`/** What ${call} takes. */\nexport interface ${planned.paramsType} extends Body<${params}> {}`);
  else if (params) out.push(`/** What ${call} takes. */\nexport type ${planned.paramsType} = ${params};`);
  const paged = shape.resultType.startsWith('PagePromise<');
  const result = namedStreamItems(
    planned.named ? [planned.named, ...shape.alternatives].join(' | ') : paged ? shape.resultType.slice('PagePromise<'.length, -1) : shape.resultType,
    planned.op,
    shape,
    names,
  );
  out.push(`/** What ${call} resolves to${paged ? ' when awaited: the first page (iterate the call for every item)' : ''}. */\nexport type ${planned.resultType} = ${result};`);
  return out;
}

/** A result type with each stream item whose schema is a named component by that name (`EventStream<ChatCompletionChunk>`). */
function namedStreamItems(result: string, op: OperationModel, shape: OperationShape, names: SchemaNames): string {
  let named = result;
  for (const item of op.response.streamItems) {
    const name = item.text ? null : namedType(item.schema, names);
    if (name) named = named.split(streamSchemaType(shape.operationType, op, item.mediaType)).join(name);
  }
  return named;
}

function paramsType(shape: OperationShape): string | null {
  if (shape.input === 'params') return `ParamsOf<${shape.operationType}>${shape.bodyType ? ` & { body${shape.bodyRequired ? '' : '?'}: ${shape.bodyType} }` : ''}`;
  return shape.bodyType;
}

function method(model: ApiModel, planned: PlannedMethod): OptionalKind<MethodDeclarationStructure> {
  const { op, shape } = planned;
  const parameters: Parameter[] = [];
  let argument = 'undefined';
  if (shape.input === 'params') {
    parameters.push({ name: 'input', type: planned.paramsType, hasQuestionToken: shape.optionalArgument });
    argument = 'input';
  } else if (shape.bodyType) {
    parameters.push({ name: 'body', type: planned.paramsType, hasQuestionToken: !shape.bodyRequired || shape.optionalArgument });
    // Left out where nothing is required, a body the spec requires goes as `{}`; `null` is a value
    // the caller gave (a schema may admit it) and goes as JSON's null.
    argument = shape.bodyRequired && shape.optionalArgument ? 'body === undefined ? {} : body' : 'body';
  }
  parameters.push({ name: 'options', type: 'RequestOptions', hasQuestionToken: true });
  const operation = `OPERATIONS[${tsString(op.name)}]`;
  const paged = shape.resultType.startsWith('PagePromise<');
  // Signatures name the spec's schema (`ApiPromise<Candidate>`, `PagePromise<ListPage<Candidate>>`) where
  // it gives one and the call resolves to nothing else; otherwise the result's alias, which lists all.
  const result = planned.named && shape.alternatives.length === 0 ? planned.named : planned.resultType;
  const returnType = paged ? `PagePromise<${result}>` : `ApiPromise<${result}>`;
  return {
    name: planned.name,
    docs: [methodDoc(op, { model, wireNameNote: planned.wireNameNote, argument: argument === 'undefined' ? null : argument === 'input' ? 'input' : 'body' })],
    parameters: laidOut(planned.name, parameters, returnType),
    returnType,
    statements: [
      paged ? `return this.#core.list(${operation}, ${argument}, options);` : `return this.#core.call(${operation}, ${argument}, options);`,
    ],
  };
}

/** A method parameter as this file writes them: a name, an optional mark and a type. */
type Parameter = { name: string; type: string; hasQuestionToken?: boolean };

/** Resource methods are class members, printed one indentation level (two spaces) in. */
const MEMBER_INDENT = '  ';

/**
 * A method's parameters as ts-morph should print them: on the signature's line when that line fits
 * LINE_WIDTH, else one per line, each ending in a comma, with `): Result {` on a line of its own.
 *
 * ts-morph writes a parameter list with a hanging indent (one level deeper than the method) and puts
 * `, ` between parameters: a comma unless the parameter's text already ends in one, then a space
 * unless the last character written is one. So each parameter's trivia ends it with a comma and a
 * new line, and writes that line's indentation (`write('')`), which the space check then accepts.
 */
function laidOut(name: string, parameters: Parameter[], returnType: string): OptionalKind<ParameterDeclarationStructure>[] {
  const oneLine = `${MEMBER_INDENT}${name}(${parameters.map((p) => `${p.name}${p.hasQuestionToken ? '?' : ''}: ${p.type}`).join(', ')}): ${returnType} {`;
  if (oneLine.length <= LINE_WIDTH) return parameters;
  const startLine: WriterFunction = (writer) => writer.newLine();
  const endLine = (last: boolean): WriterFunction => (writer) => (last ? writer.write(',').newLine() : writer.write(',').newLine().write(''));
  return parameters.map((p, i) => ({ ...p, leadingTrivia: i === 0 ? startLine : undefined, trailingTrivia: endLine(i === parameters.length - 1) }));
}

function clientClass(model: ApiModel, resources: PlannedResource[]): ClassDeclarationStructure {
  const title = escapeJsDoc(model.title);
  return {
    kind: StructureKind.Class,
    name: model.profile.clientClass,
    isExported: true,
    docs: [
      `Typed client for ${title}${model.version ? ` ${escapeJsDoc(model.version)}` : ''}.\n\n` +
        `\`\`\`ts\nconst client = new ${model.profile.clientClass}({ apiKey: process.env.API_KEY!, baseUrl });\n\`\`\`\n` +
        `Every method resolves to the operation's typed result and rejects with ${withArticle(model.profile.errorAlias ?? 'ApiError')} subclass.`,
    ],
    properties: [
      { name: '#core', isReadonly: true, type: 'ClientCore' },
      ...resources.map((r) => ({ name: r.property, isReadonly: true, type: r.className, scope: Scope.Public })),
    ],
    ctors: [
      {
        // Nothing to pass where no credentials are needed by default and the document declares its server.
        parameters: [{ name: 'options', type: 'ClientOptions', hasQuestionToken: model.clientAuth === null && model.defaultServer !== null }],
        statements: [
          // Without a default scheme `apiKey` is optional here, and with a declared server `baseUrl`; the runtime checks both.
          model.clientAuth === null || model.defaultServer !== null
            ? 'this.#core = new ClientCore(options as CoreClientOptions, SERVICE);'
            : 'this.#core = new ClientCore(options, SERVICE);',
          ...resources.map((r) => `this.${r.property} = new ${r.className}(this.#core);`),
        ],
      },
    ],
    methods: [
      {
        name: 'toJSON',
        docs: ['Options in effect, with the API key redacted.'],
        returnType: 'Record<string, unknown>',
        statements: ['return this.#core.describe();'],
      },
      {
        name: "[Symbol.for('nodejs.util.inspect.custom')]",
        docs: ['What `console.log(client)` shows: never the API key.'],
        returnType: 'string',
        statements: [`return \`${model.profile.clientClass} \${JSON.stringify(this.#core.describe())}\`;`],
      },
    ],
  };
}

function serviceInitializer(model: ApiModel, writers: { name: string }[]): string {
  const accept = serviceAccept(model);
  const auth = model.clientAuth;
  return `{
  acceptHeader: ${tsString(accept)},${model.defaultServer ? `\n  defaultBaseUrl: ${tsString(model.defaultServer)},` : ''}
  userAgent: ${tsString(`${model.profile.packageName}/`)} + VERSION,${model.profile.errorAlias ? `\n  baseErrorName: ${tsString(model.profile.errorAlias)},` : ''}
  auth: ${auth ? `{ ${Object.entries(auth).map(([key, value]) => `${tsKey(key)}: ${tsString(value)}`).join(', ')} }` : 'null'},
  clientName: ${tsString(model.profile.clientClass)},
  packageName: ${tsString(model.profile.packageName)},${headerOptionsLine(model)}${model.profile.permissionCode ? `\n  permissionCode: ${tsString(model.profile.permissionCode)},` : ''}${model.profile.envelope ? '\n  envelope: envelopeReader,' : ''}${model.profile.paging ? '\n  paging,' : ''}${writers.map((writer) => `\n  ${writer.name},`).join('')}
  // openapi-fetch types \`Request\` as the WHATWG class; PlainRequest stands in for it, and \`fetch\` takes one (runtime/transport.ts).
  createTransport: ({ baseUrl, fetch, Request: requestClass }) =>
    createClient<paths>({ baseUrl, fetch: fetch as unknown as (input: Request) => Promise<Response>, Request: requestClass as unknown as typeof Request }) as unknown as Transport,
}`;
}

/** The types a header parameter is sent as by fetch as it is (its text); others need the simple style's writer. */
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * The runtime's writers of parameters and bodies, its check of path values and its reader of answers
 * that may be streams, that the document's operations need (ServiceConfig's `queryText`,
 * `cookieHeader`, `headerParameters`, `pathStep`, `rawRequestBody`, `toFormUrlEncoded`,
 * `isStreamAnswer`, `readStream`): the client imports and hands the core only these, so one whose document has no
 * form body does not bundle the form writer, and one without path parameters no path check.
 */
function runtimeWriters(model: ApiModel): { name: string; module: string }[] {
  const some = (test: (op: OperationModel) => boolean) => model.operations.some(test);
  return [
    { name: 'queryText', module: './runtime/query.js', needed: some((op) => queryStyles(op) !== null) },
    { name: 'cookieHeader', module: './runtime/headers.js', needed: some((op) => op.parameters.some((p) => p.in === 'cookie')) },
    { name: 'headerParameters', module: './runtime/headers.js', needed: some((op) => op.parameters.some((p) => p.in === 'header' && !SCALAR_TYPES.has(p.type ?? ''))) },
    { name: 'pathStep', module: './runtime/path-steps.js', needed: some((op) => op.parameters.some((p) => p.in === 'path')) },
    { name: 'rawRequestBody', module: './runtime/raw-body.js', needed: some((op) => Boolean(op.request?.raw)) },
    { name: 'toFormUrlEncoded', module: './runtime/form.js', needed: some((op) => formBody(op) !== null) },
    { name: 'isStreamAnswer', module: './runtime/stream-media.js', needed: some((op) => clientStreamMedia(op).length > 0) },
    { name: 'readStream', module: './runtime/event-stream.js', needed: readsStreams(model) },
  ]
    .filter((writer) => writer.needed)
    .map(({ name, module }) => ({ name, module }));
}

/** `headerOptions: [...]` for SERVICE, when the profile declares header options. */
function headerOptionsLine(model: ApiModel): string {
  const options = model.profile.headerOptions;
  if (options.length === 0) return '';
  return `\n  headerOptions: [${options.map((o) => `{ option: ${tsString(o.option)}, header: ${tsString(o.header)} }`).join(', ')}],`;
}

/**
 * ClientOptions and RequestOptions with the profile's header options (`onBehalfOf`) added to the
 * runtime's; `apiKey` optional where the document's operations need no credentials by default.
 */
function optionInterfaces(model: ApiModel): string[] {
  const client = model.profile.clientClass;
  const members = (doc: 'clientDoc' | 'requestDoc') =>
    model.profile.headerOptions.map((o) => `  /** ${escapeJsDoc(o[doc])} */\n  ${tsKey(o.option)}?: string | undefined;`).join('\n');
  const keyOptional = model.clientAuth === null;
  const server = model.defaultServer;
  const clientMembers = [
    ...(keyOptional ? ['  /** The API key, for the operations whose `security` asks for one; the others send no credentials. */\n  apiKey?: string | undefined;'] : []),
    ...(server ? [`  /** The service's base address. Default \`${escapeJsDoc(server)}\`, the server the document declares. */\n  baseUrl?: string | undefined;`] : []),
    ...(model.profile.headerOptions.length > 0 ? [members('clientDoc')] : []),
  ].join('\n');
  const omitted = [...(keyOptional ? ["'apiKey'"] : []), ...(server ? ["'baseUrl'"] : [])];
  const base = omitted.length > 0 ? `Omit<CoreClientOptions, ${omitted.join(' | ')}>` : 'CoreClientOptions';
  const what = model.profile.headerOptions.length > 0 ? "the runtime's, and the header options this service declares" : "the runtime's";
  return [
    `/** Options of ${client}: ${what}. */\nexport interface ClientOptions extends ${base} {\n${clientMembers}\n}`,
    model.profile.headerOptions.length > 0
      ? `/** Per-call options: the runtime's, and the header options this service declares. */\nexport interface RequestOptions extends CoreRequestOptions {\n${members('requestDoc')}\n}`
      : '/** Per-call options. */\nexport type RequestOptions = CoreRequestOptions;',
  ];
}

/** `an ApiError`, `a HiringApiError`. */
function withArticle(word: string): string {
  return `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;
}
