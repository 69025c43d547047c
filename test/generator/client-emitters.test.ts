// The types, runtime, client and package emitters on small fixture specs, one of them hostile
// (odd or missing operationIds, GET with path/query parameters, recursive schemas, oneOf/anyOf/allOf,
// odd enums and property names, `*/`, backticks and `${` in descriptions): the output type-checks
// under `tsc --strict`, spec text never becomes code, the client works, and output is deterministic.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { documentModel } from '../../generator/document-model.ts';
import { emitters } from '../../generator/emitters.ts';
import type { Emitter } from '../../generator/emit/emitter.ts';
import { typesEmitter } from '../../generator/emit/types.ts';
import { renderSchemaTypes, SCHEMA_TYPES_OPTIONS } from '../../generator/emit/types/schema-types.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { runtimeEmitter } from '../../generator/emit/runtime.ts';
import { clientEmitter } from '../../generator/emit/client.ts';
import { renderClient } from '../../generator/emit/client/render-client.ts';
import { packageEmitter } from '../../generator/emit/package.ts';
import { serverEmitter } from '../../generator/emit/server.ts';
import { escapeJsDoc } from '../../generator/emit/client/jsdoc.ts';
import { loadProjectModel, projectRoot } from '../support/project.ts';

const FIXTURES = path.join(projectRoot, 'test/fixtures/specs');
const tempDirs: string[] = [];

async function generateFixture(name: string, extra: Emitter[] = []): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `client-${name}-`));
  tempDirs.push(outDir);
  await generateClientPackage(path.join(FIXTURES, `${name}.yaml`), outDir, extra);
  return outDir;
}

function readTree(dir: string, prefix = ''): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) Object.assign(files, readTree(path.join(dir, entry.name), rel));
    else files[rel] = fs.readFileSync(path.join(dir, entry.name));
  }
  return files;
}


/** Every identifier in the code of a TypeScript file (comments and string contents are not code). */
function codeIdentifiers(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A reference to the schema component `name`, as the discriminator tests' documents write them. */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

let hostile: string;
let small: string;
let securityOptional: string;
let requestDefaults: string;
beforeAll(async () => {
  [hostile, small, securityOptional, requestDefaults] = await Promise.all([generateFixture('hostile'), generateFixture('small'), generateFixture('security-optional'), generateFixture('request-defaults', [serverEmitter])]);
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('client emitters', () => {
  it('are registered for `npm run generate`', () => {
    for (const emitter of [typesEmitter, runtimeEmitter, clientEmitter, packageEmitter]) expect(emitters).toContain(emitter);
  });

  it("emit the package files, copying every runtime template it uses and the profile's runtime modules", () => {
    const files = Object.keys(readTree(small));
    for (const file of ['schema.d.ts', 'client.ts', 'index.ts', 'package.json', 'tsconfig.json', 'validators.js', 'validators.d.ts']) expect(files).toContain(file);
    // The small fixture declares the hiring API's envelopes, so its profile's runtime ships too, beside
    // the conventions module the runtime emitter writes from the profile. It declares no stream, so
    // the stream reader does not ship.
    const streamReader = ['event-stream.ts', 'stream-parse.ts'];
    const templates = ['templates/runtime', 'generator/profiles/hiring-api/runtime']
      .flatMap((dir) => fs.readdirSync(path.join(projectRoot, dir)))
      .filter((file) => !streamReader.includes(file))
      .concat('conventions.ts')
      .sort();
    expect(files.filter((f) => f.startsWith('runtime/')).map((f) => f.slice('runtime/'.length)).sort()).toEqual(templates);
  });

  it('the small fixture type-checks under tsc --strict', async () => {
    expect(await typeCheck(small)).toBe('');
  });

  it('the hostile fixture type-checks under tsc --strict', async () => {
    expect(await typeCheck(hostile)).toBe('');
  });

  it('a document without a default security scheme type-checks, with apiKey optional', async () => {
    expect(fs.readFileSync(path.join(securityOptional, 'client.ts'), 'utf8')).toContain('apiKey?: string | undefined;');
    expect(await typeCheck(securityOptional)).toBe('');
  });

  it("a discriminator's allOf target, which openapi-typescript may type as never, is named by a type alias and type-checks", async () => {
    const dir = await generateFixture('discriminator-targets');
    const client = fs.readFileSync(path.join(dir, 'client.ts'), 'utf8');
    expect(client).toContain("export type SnapshotAction = Schema<'SnapshotAction'>;");
    expect(client).toContain("export interface Action extends Schema<'Action'> {}");
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('a component that extends a discriminated one, which openapi-typescript may type as never, is named by a type alias and type-checks', async () => {
    const dir = await generateFixture('inherited-discriminator');
    const client = fs.readFileSync(path.join(dir, 'client.ts'), 'utf8');
    expect(client).toContain("export type EmailContactMethod = Schema<'EmailContactMethod'>;");
    expect(client).toContain("export interface Label extends Schema<'Label'> {}");
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('the component holding a discriminator in an allOf part can be read and built by its declared values', async () => {
    const dir = await generateFixture('inherited-discriminator');
    // openapi-typescript alone typed ContactMethod's `type` as "ContactMethod" (its own name), which
    // no value the document declares can be compared with or assigned to.
    fs.writeFileSync(
      path.join(dir, 'usage.ts'),
      [
        "import type { ContactMethod, EmailContactMethod } from './index.js';",
        "export const isEmail = (method: ContactMethod): boolean => method.type === 'email_contact_method';",
        "export const method: ContactMethod = { type: 'email_contact_method', label: 'Work' };",
        "export const email: EmailContactMethod = { type: 'email_contact_method', label: 'Work', send_short_email: false };",
        'export const asParent: ContactMethod = email;',
        '',
      ].join('\n'),
    );
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('an object that lists fields beside a typed map, in one schema or in allOf parts, is named by a type alias and type-checks', async () => {
    const dir = await generateFixture('typed-map-fields');
    expect(fs.readFileSync(path.join(dir, 'client.ts'), 'utf8')).toContain("export type MetricsRow = Schema<'MetricsRow'>;");
    // The fields and the typed map in two allOf parts: an intersection too.
    expect(fs.readFileSync(path.join(dir, 'client.ts'), 'utf8')).toContain("export type DecayFunction = Schema<'DecayFunction'>;");
    // Taken as the body, it is the method's argument type: an alias as well.
    expect(fs.readFileSync(path.join(dir, 'client.ts'), 'utf8')).toMatch(/export type DecaySetDecayParams = /);
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('a document with webhooks and no paths has no operation table and type-checks', async () => {
    const dir = await generateFixture('webhooks-only-31');
    expect(fs.readFileSync(path.join(dir, 'client.ts'), 'utf8')).not.toContain('OPERATIONS');
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it("a nullable request body's fields are typed from its non-null part and type-check", async () => {
    const dir = await generateFixture('nullable-request-body');
    expect(await typeCheck(dir)).toBe('');
    fs.writeFileSync(
      path.join(dir, 'usage.ts'),
      "import { NullableRequestBodyClient } from './index.js';\nconst client = new NullableRequestBodyClient({ baseUrl: 'https://api.acme.test' });\nexport const call = client.calls.registerCall({ phone_number: '+15550100' });\n// @ts-expect-error phone_number is a string\nexport const wrong = client.calls.registerCall({ phone_number: 1 });\n",
    );
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('a JSON body whose schema says nothing of its shape is taken as it is, and type-checks', async () => {
    const dir = await generateFixture('any-value-bodies');
    const usage = [
      "import { AnyValueBodiesClient } from './index.js';",
      "const client = new AnyValueBodiesClient({ baseUrl: 'https://api.acme.test' });",
      // `{}` and a schema of words only admit any JSON value: a number, a string, a list, an object.
      'export const number = client.echo.echo(5);',
      "export const list = client.echo.echo(['a', 1]);",
      "export const note = client.notes.addNote({ text: 'x' });",
      "export const text = client.notes.addNote('x');",
      // Required where declared, optional where not.
      '// @ts-expect-error the body is required',
      'export const missing = client.echo.echo();',
      'export const recorded = client.events.recordEvent();',
      // An enum without a type is its values.
      "export const mode = client.modes.setMode('fast');",
      "// @ts-expect-error 'sideways' is not a mode",
      "export const wrong = client.modes.setMode('sideways');",
      '',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'usage.ts'), usage);
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('a property with a default may be left out of a request and is present in a response', async () => {
    const usage = [
      "import { RequestDefaultsClient } from './index.js';",
      "import type { OperationTypes } from './server/operations.js';",
      "const client = new RequestDefaultsClient({ baseUrl: 'https://api.acme.test' });",
      // Requests: the shared component and the inline body both take a call without the defaulted fields.
      "export const search = client.searches.createSearch({ query: 'x' });",
      "export const exported = client.exports.createExport({ query: 'x' });",
      "export const sorted = client.searches.createSearch({ query: 'x', limit: 5, sort: 'asc' });",
      // The field is still typed: a wrong value is refused, and `query` (no default) is still required.
      "// @ts-expect-error sort is 'asc' | 'desc'",
      "export const wrong = client.searches.createSearch({ query: 'x', sort: 'sideways' });",
      '// @ts-expect-error query is required',
      'export const missing = client.searches.createSearch({ limit: 1 });',
      // Responses: the same component's defaulted fields are present.
      'export async function read(): Promise<number> {',
      "  const stored = await client.searches.createSearch({ query: 'x' });",
      "  const sort: 'asc' | 'desc' = stored.sort;",
      '  return stored.limit + sort.length;',
      '}',
      // The server adapter's handler may receive a body without them (it does not fill defaults in).
      "export function handle(body: OperationTypes['createSearch']['body']): number {",
      '  // @ts-expect-error limit may be absent',
      '  const limit: number = body.limit;',
      '  return (body.limit ?? 20) + limit;',
      '}',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(requestDefaults, 'usage.ts'), usage);
    expect(await typeCheck(requestDefaults)).toBe('');
    // The component itself says what a response holds.
    expect(fs.readFileSync(path.join(requestDefaults, 'schema.d.ts'), 'utf8')).toMatch(/ limit: number;/);
  });

  it('takes no options where nothing is required (no default credentials, one declared server), and no argument where no field is', () => {
    const client = fs.readFileSync(path.join(securityOptional, 'client.ts'), 'utf8');
    expect(client).toContain('constructor(options?: ClientOptions) {');
    expect(client).toContain("defaultBaseUrl: 'https://api.acme.test',");
    expect(client).toMatch(/^  getStatus\(options\?: RequestOptions\): ApiPromise<StatusGetStatusResult> \{$/m);
  });

  it('spec text from the hostile fixture stays inside comments and string literals', () => {
    const client = fs.readFileSync(path.join(hostile, 'client.ts'), 'utf8');
    // The hostile text is there (so the check below means something), escaped inside JSDoc.
    expect(client).toContain('*\\/ process.exit(1) /*');
    expect(client).toContain('\\@deprecated fake tag');
    for (const file of ['client.ts', 'index.ts', 'schema.d.ts']) {
      const identifiers = codeIdentifiers(path.join(hostile, file));
      expect(identifiers.has('exit'), file).toBe(false);
      expect(identifiers.has('injected'), file).toBe(false);
      expect(identifiers.has('globalThis'), file).toBe(false);
    }
  });

  it('names methods from operation names, or from the path when the operationId is odd or missing', async () => {
    const { HostileProcessExit1Client: HiringApiClient } = await import(path.join(hostile, 'index.ts'));
    const client = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://example.test/api', fetch: async () => new Response('{}') });
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(client.pets)).filter((m) => m !== 'constructor').sort();
    // `pets.listAll` keeps its name; the deprecated `pets.list_all` keeps its wire name; `delete` stays `delete`;
    // DELETE /pets/{petId} without an operationId is named from its method and path.
    expect(methods).toEqual(['delete', 'deleteByPetId', 'getPetByIdProcessExit1', 'listAll', 'list_all']);
    expect(typeof client.toJSON_.constructor_).toBe('function');
    expect(typeof client.toJSON).toBe('function');
  });

  it('puts each parameter of a signature too long for a line on its own line, and leaves short ones on one', () => {
    const client = fs.readFileSync(path.join(hostile, 'client.ts'), 'utf8');
    const lines = client.split('\n');
    const project = fs.readFileSync(path.join(projectRoot, 'generated/client.ts'), 'utf8');
    expect(project).toContain(
      ['  addHiringTeamMember(', '    body?: ApplicationAddHiringTeamMemberParams,', '    options?: RequestOptions,', '  ): ApiPromise<HiringTeamMember> {'].join('\n'),
    );
    expect(lines).toContain('  getPetByIdProcessExit1(input: PetsGetPetByIdProcessExit1Params, options?: RequestOptions): ApiPromise<Node> {');
    expect(lines).toContain('  deleteByPetId(input: PetsDeleteByPetIdParams, options?: RequestOptions): ApiPromise<PetsDeleteByPetIdResult> {');
    // Every signature left on one line fits the line width (120, client/ts-literal.ts LINE_WIDTH).
    const oneLine = lines.filter((line) => /^ {2}[\w$]+\(.+\): .+ \{$/.test(line));
    expect(oneLine.length).toBeGreaterThan(3);
    expect(oneLine.filter((line) => line.length > 120)).toEqual([]);
  });

  it('a GET with path and query parameters takes them in its argument (and a bearer scheme is honoured)', async () => {
    const { HostileProcessExit1Client: HiringApiClient } = await import(path.join(hostile, 'index.ts'));
    const seen: Request[] = [];
    const client = new HiringApiClient({
      apiKey: 'token-1',
      baseUrl: 'https://example.test/api',
      fetch: async (url: string, init: RequestInit) => {
        const request = new Request(url, init);
        seen.push(request);
        return new Response(JSON.stringify({ id: 'n1', children: [] }), { headers: { 'content-type': 'application/json' } });
      },
    });
    await expect(client.pets.getPetByIdProcessExit1({ path: { petId: 'a/b' }, query: { verbose: true } })).resolves.toEqual({ id: 'n1', children: [] });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('https://example.test/api/pets/a%2Fb?verbose=true');
    expect(seen[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0].body).toBeNull();
  });

  it('the small enveloped fixture pages through list operations and sends its Accept header', async () => {
    const { HiringApiClient } = await import(path.join(small, 'index.ts'));
    const pages = [
      { success: true, results: [{ id: '1', name: 'a' }], moreDataAvailable: true, nextCursor: 'p2' },
      { success: true, results: [{ id: '2', name: 'b' }], moreDataAvailable: false, syncToken: 's' },
    ];
    const accepts: (string | null)[] = [];
    const client = new HiringApiClient({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
      fetch: async (url: string, init: RequestInit) => {
        const request = new Request(url, init);
        accepts.push(request.headers.get('accept'));
        const body = await request.json();
        return new Response(JSON.stringify(body.cursor === 'p2' ? pages[1] : pages[0]), { headers: { 'content-type': 'application/json' } });
      },
    });
    const list = client.widget.list({});
    const ids: string[] = [];
    for await (const widget of list) ids.push(widget.id);
    expect(ids).toEqual(['1', '2']);
    expect(list.syncToken).toBe('s');
    expect(accepts).toEqual(['application/json; version=2', 'application/json; version=2']);
    const pkg = JSON.parse(fs.readFileSync(path.join(small, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@hiring-api/client', version: '2.3.4', type: 'module' });
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['ajv', 'ajv-formats', 'openapi-fetch']);
  });
});

describe('determinism', () => {
  it('generating a fixture twice gives identical bytes', async () => {
    const again = await generateFixture('hostile');
    expect(readTree(again)).toEqual(readTree(hostile));
  });

  it('never names a method `then` (the namespace would become thenable), and documents only parameters a method has', async () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const body = { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } };
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/foo/then': { post: { ...ok, ...body, operationId: 'foo.then' } }, '/foo': { get: { ...ok, operationId: 'foo.list' } } },
    };
    const client = await renderClient(documentModel(document));
    expect(client).not.toMatch(/^  then\(/m);
    expect(client).toMatch(/^  then2\(/m);
    const listDoc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n  list\(/.exec(client)![1];
    expect(listDoc).not.toContain('@param body');
    expect(listDoc).toContain('@param options');
  });

  it('reads allOf parts that refer to each other many times over once each, so a hostile document cannot hold the run', async () => {
    // Each of Loop's 24 parts is Loop again, and Fields/Map's parts lead back to Loop: read path by
    // path, eight levels deep, that would be 24^8 (about 10^11) visits.
    const loop = { allOf: Array.from({ length: 24 }, () => ({ $ref: '#/components/schemas/Loop' })) };
    const fieldsAndMap = { allOf: [{ $ref: '#/components/schemas/Loop' }, { type: 'object', properties: { id: { type: 'string' } } }, { additionalProperties: { type: 'number' } }] };
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/items': { get: { operationId: 'items.list', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldsAndMap' } } } } } } } },
      components: { schemas: { Loop: loop, FieldsAndMap: fieldsAndMap } },
    };
    const client = await renderClient(documentModel(document));
    // Fields beside a typed map, found through the cycle: an alias, not an interface.
    expect(client).toContain("export type FieldsAndMap = Schema<'FieldsAndMap'>;");
  });

  it('hands the core the path check only where some operation takes a path parameter, so other clients do not bundle it', async () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const document = (path: string, parameters: object[]) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { [path]: { get: { ...ok, operationId: 'items.get', parameters } } } });
    const withPath = await renderClient(documentModel(document('/items/{id}', [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }])));
    const withoutPath = await renderClient(documentModel(document('/items', [{ name: 'id', in: 'query', schema: { type: 'string' } }])));
    expect(withPath).toContain("import { pathStep } from './runtime/path-steps.js';");
    expect(withPath).toMatch(/^  pathStep,$/m);
    expect(withoutPath).not.toContain('path-steps');
    expect(await renderClient(await loadProjectModel())).not.toContain('path-steps');
  });

  it('every method of the project client says which permission it needs, named or by module access', async () => {
    const client = await renderClient(await loadProjectModel());
    const docs = client.match(/\/\*\*[\s\S]*?\*\/\n  \w+\(/g) ?? [];
    const methodDocs = docs.filter((d) => d.includes('Operation `'));
    expect(methodDocs.length).toBe(159);
    for (const doc of methodDocs) expect(doc).toMatch(/Required permission: (`\w+`|not documented; the key needs (read|write) access to the [\w ]+ module|not documented; the key needs access \(read or write, not documented\) to the (Offers|Candidates) module)\./);
  });

  it('the project spec renders the same client and types twice', async () => {
    const model = await loadProjectModel();
    const [client1, client2] = [await renderClient(model), await renderClient(model)];
    expect(client1 === client2).toBe(true);
    expect((await renderSchemaTypes(model.bundle)) === (await renderSchemaTypes(model.bundle))).toBe(true);
  });
});

describe('schema types', () => {
  // renderSchemaTypes calls openapi-typescript's transform on the document as it arrives (linted and
  // bundled); openapiTS(), which lints and bundles it again with its own default config, stays the reference.
  const openapiTS = createRequire(import.meta.url)('openapi-typescript');
  const reference = async (document: Record<string, any>) => openapiTS.astToString(await openapiTS.default(structuredClone(document), SCHEMA_TYPES_OPTIONS));

  it('match openapiTS() byte for byte: the project spec and both fixtures', async () => {
    const documents = [(await loadProjectModel()).bundle];
    for (const name of ['small', 'hostile']) documents.push((await loadSpec(path.join(FIXTURES, `${name}.yaml`))).document);
    for (const document of documents) expect((await renderSchemaTypes(document)) === (await reference(document))).toBe(true);
  });

  it('match openapiTS() on a document with discriminators', async () => {
    const pet = (petType: string) => ({ allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { [`${petType}Sound`]: { type: 'string' } } }] });
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pet': { get: { operationId: 'pet.get', responses: { 200: { description: 'A pet', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } },
      },
      components: {
        schemas: {
          Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { doggo: '#/components/schemas/Dog' } } },
          Dog: pet('dog'),
          Cat: pet('cat'),
        },
      },
    };
    const types = await renderSchemaTypes(document);
    expect(types === (await reference(document))).toBe(true);
    // The discriminator's values reach the subtypes: the mapped one and the inferred one.
    expect(types).toMatch(/petType: "doggo"/);
    expect(types).toMatch(/petType: "Cat"/);
  });

  it("type a discriminator's branch by the value it declares, where the document maps it to none", async () => {
    const message = (role: Record<string, unknown>) => ({ type: 'object', required: ['role', 'content'], properties: { role, content: { type: 'string' } } });
    const document = {
      openapi: '3.1.0',
      info: { title: 'Chat', version: '1' },
      paths: {},
      components: {
        schemas: {
          // OpenAI's request messages: a discriminator without a mapping; each branch declares its role.
          Message: { oneOf: [ref('DeveloperMessage'), ref('ToolMessage'), ref('UserMessage'), ref('FreeMessage'), ref('MappedMessage')], discriminator: { propertyName: 'role', mapping: { mapped: '#/components/schemas/MappedMessage' } } },
          DeveloperMessage: message({ type: 'string', enum: ['developer'] }),
          ToolMessage: message({ const: 'tool' }),
          UserMessage: message(ref('UserRole')),
          UserRole: { type: 'string', enum: ['user'] },
          FreeMessage: message({ type: 'string' }),
          MappedMessage: message({ type: 'string', enum: ['other'] }),
          // PagerDuty's contact methods: a schema holding the discriminator in an allOf part, extended by another.
          ContactMethod: { allOf: [{ type: 'object', properties: { type: { type: 'string' } }, discriminator: { propertyName: 'type' } }] },
          EmailContactMethod: { allOf: [ref('ContactMethod'), { type: 'object', properties: { type: { type: 'string', enum: ['email_contact_method'] } } }] },
        },
      },
    };
    const types = await renderSchemaTypes(document);
    const typeOf = (name: string, field: string) => new RegExp(`${name}: [^\\n]*\\{[\\s\\S]*?${field}: ("[^"]*")`).exec(types)?.[1];
    expect(typeOf('DeveloperMessage', 'role')).toBe('"developer"');
    expect(typeOf('ToolMessage', 'role')).toBe('"tool"');
    expect(typeOf('UserMessage', 'role')).toBe('"user"');
    // A branch that declares no value of its own keeps OpenAPI's implicit one, its name; a written mapping stays.
    expect(typeOf('FreeMessage', 'role')).toBe('"FreeMessage"');
    expect(typeOf('MappedMessage', 'role')).toBe('"mapped"');
    expect(types).not.toContain('role: "DeveloperMessage"');
    expect(types).not.toContain('type: "EmailContactMethod"');
    expect(types).toContain('type: "email_contact_method"');
    // The caller's document is not given the mappings.
    expect(document.components.schemas.Message.discriminator.mapping).toEqual({ mapped: '#/components/schemas/MappedMessage' });
    expect(document.components.schemas.ContactMethod.allOf[0]).not.toHaveProperty('discriminator.mapping');
  });

  it('type the property a discriminator in an allOf part names by what its schema declares, not its name', async () => {
    const channel = { type: 'string', enum: ['email_contact_method', 'sms_contact_method'] };
    const document = {
      openapi: '3.1.0',
      info: { title: 'Contact methods', version: '1' },
      paths: {},
      components: {
        schemas: {
          // PagerDuty's ContactMethod: the discriminator and the values it takes in one allOf part.
          ContactMethod: { allOf: [{ type: 'object', properties: { id: { type: 'string' } } }, { type: 'object', required: ['type'], properties: { type: channel, label: { type: 'string' } }, discriminator: { propertyName: 'type' } }] },
          EmailContactMethod: { allOf: [ref('ContactMethod'), { type: 'object', properties: { type: { type: 'string', enum: ['email_contact_method'] } } }] },
          // The same with a property of any string, beside a part that is a reference.
          Base: { type: 'object', properties: { id: { type: 'string' } } },
          Channel: { allOf: [ref('Base'), { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } }] },
        },
      },
    };
    const types = await renderSchemaTypes(document);
    // A component's type: from its name to the next component or the end of `schemas`.
    const schemaType = (name: string) => new RegExp(`\\n        ${name}: ([\\s\\S]*?);\\n(?:        \\w+:|    \\};)`).exec(types)?.[1];
    expect(types).not.toContain('type: "ContactMethod"');
    expect(schemaType('ContactMethod')).toBe(
      ['{', '            id?: string;', '        } & {', '            /** @enum {string} */', '            type: "email_contact_method" | "sms_contact_method";', '            label?: string;', '        }'].join('\n'),
    );
    expect(schemaType('EmailContactMethod')).toContain('type: "email_contact_method";');
    expect(schemaType('Channel')).toBe(['components["schemas"]["Base"] & {', '            kind?: string;', '        }'].join('\n'));
    // The caller's document keeps its discriminators where it wrote them.
    expect(document.components.schemas.ContactMethod.allOf[1]).toHaveProperty('discriminator');
    expect(document.components.schemas.ContactMethod).not.toHaveProperty('discriminator');
  });

  it('leave the caller\'s document as it was', async () => {
    const { document } = await loadSpec(path.join(FIXTURES, 'hostile.yaml'));
    const before = JSON.stringify(document);
    await renderSchemaTypes(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});

describe('escapeJsDoc', () => {
  it('neutralises comment terminators, line-leading tags and odd line breaks', () => {
    expect(escapeJsDoc('a */ b')).toBe('a *\\/ b');
    expect(escapeJsDoc('x\n  @param evil')).toBe('x\n  \\@param evil');
    expect(escapeJsDoc('one\u2028two\r\nthree')).toBe('one\ntwo\nthree');
  });
});
