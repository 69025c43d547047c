// Schemas of other documents, as public descriptions write them (fixtures in test/fixtures/specs/,
// one reproduction each): OpenAPI 3.0 keywords are translated, unknown formats are annotations
// reported once each with where they are used, and a schema Ajv cannot compile costs only the
// validators that use it, each reported with its place.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { toJsonSchemaDialect } from '../../generator/schema/openapi-dialect.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { hasFlagGroup, hasModifierGroup, leadingFlags } from '../../generator/schema/inline-flags.js';
import { placeOf, SourceLocator } from '../../generator/schema/source-location.ts';
import { projectRoot } from '../support/project.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';

const fixtures = path.join(projectRoot, 'test/fixtures/specs');
const emitted: EmittedValidators[] = [];
afterAll(() => emitted.forEach((e) => e.remove()));

async function validatorsFor(fixture: string): Promise<{ module: EmittedValidators['module']; code: string; warnings: string[] }> {
  const specPath = path.join(fixtures, fixture);
  const model = documentModel((await loadSpec(specPath)).document);
  const warnings: string[] = [];
  const result = await emitAndImport(model, { specPath, locator: new SourceLocator(specPath), warn: (message) => warnings.push(message) });
  emitted.push(result);
  return { module: result.module, code: result.code, warnings };
}

const place = (fixture: string, line: number, column: number) => `${path.relative(process.cwd(), path.join(fixtures, fixture))}:${line}:${column}`;

describe('OpenAPI 3.0 schemas (openapi30-schemas.yaml)', () => {
  it('nullable with a type, beside anyOf, oneOf, allOf and $ref, and in an enum, admits null; boolean exclusive bounds exclude the bound', async () => {
    const { module, warnings } = await validatorsFor('openapi30-schemas.yaml');
    expect(warnings).toEqual([]);
    const pet = { name: 'Rex', weight: 10 };
    expect(module.validateRequest('createPet', pet).ok).toBe(true);
    for (const field of ['name', 'owner', 'vet', 'tag', 'size', 'breed']) {
      expect(module.validateRequest('createPet', { ...pet, [field]: null }).ok, field).toBe(true);
    }
    // Nullable is not "anything": the other constraints still hold.
    expect(module.validateRequest('createPet', { ...pet, owner: { neither: 1 } }).ok).toBe(false);
    expect(module.validateRequest('createPet', { ...pet, size: 'medium' }).ok).toBe(false);
    expect(module.validateRequest('createPet', { ...pet, tag: 1.5 }).ok).toBe(false);
    expect(module.validateRequest('createPet', { ...pet, weight: 0 }).errors).toEqual([{ path: '$.weight', message: 'must be > 0' }]);
    expect(module.validateRequest('createPet', { ...pet, weight: 100 }).errors).toEqual([{ path: '$.weight', message: 'must be < 100' }]);
    expect(module.validateRequest('createPet', { ...pet, weight: 99.5, age: 0 }).ok).toBe(true);
    expect(module.validateResponse('createPet', { ...pet, id: 1, vet: null }).ok).toBe(true);
    expect(module.validateResponse('createPet', { ...pet }).errors).toEqual([{ path: '$.id', message: "must have required property 'id'" }]);
  });

  it('translates node by node, leaving properties named like the keywords alone', () => {
    expect(toJsonSchemaDialect({ type: 'integer', minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false })).toEqual({ type: 'integer', exclusiveMinimum: 1, maximum: 9 });
    expect(toJsonSchemaDialect({ nullable: true, description: 'd', $ref: '#/components/schemas/A' })).toEqual({ description: 'd', anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] });
    expect(toJsonSchemaDialect({ type: ['string', 'null'], nullable: true })).toEqual({ type: ['string', 'null'] });
    // OpenAPI 3.0 ignores what constrains beside a `$ref`; annotations and `nullable` stay; 3.1 keeps it all.
    const besideRef = { $ref: '#/components/schemas/A', minLength: 5, required: true, description: 'd' };
    expect(toJsonSchemaDialect(besideRef, { ignoreRefSiblings: true })).toEqual({ $ref: '#/components/schemas/A', description: 'd' });
    expect(toJsonSchemaDialect({ ...besideRef, nullable: true }, { ignoreRefSiblings: true })).toEqual({ description: 'd', anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] });
    expect(toJsonSchemaDialect(besideRef)).toEqual(besideRef);
    expect(toJsonSchemaDialect({ type: 'string', nullable: false })).toEqual({ type: 'string' });
    const properties = { nullable: { type: 'boolean' }, exclusiveMinimum: { type: 'boolean' } };
    expect(toJsonSchemaDialect({ type: 'object', properties })).toEqual({ type: 'object', properties });
    expect(toJsonSchemaDialect({ items: { type: 'string', nullable: true } })).toEqual({ items: { type: ['string', 'null'] } });
  });
});

describe('unknown formats (unknown-formats.yaml)', () => {
  it('are accepted as annotations, each reported once with file:line of every use', async () => {
    const { module, warnings } = await validatorsFor('unknown-formats.yaml');
    const fixture = 'unknown-formats.yaml';
    expect(warnings).toEqual([
      `Unknown format "iso-country-code": an annotation, values are not checked against it; used at ${place(fixture, 45, 34)}, ${place(fixture, 22, 42)}.`,
      `Unknown format "unix-time": an annotation, values are not checked against it; used at ${place(fixture, 47, 37)}.`,
      `Unknown format "snowflake": an annotation, values are not checked against it; used at ${place(fixture, 39, 7)}.`,
      `Unknown format "phone-number": an annotation, values are not checked against it; used at ${place(fixture, 23, 40)}.`,
      `Unknown format "date-time-rfc-2822": an annotation, values are not checked against it; used at ${place(fixture, 26, 40)}.`,
    ]);
    expect(module.validateRequest('createContact', { country: 'anything', phone: '+1 555', since: 'Tue, 1 Jul 2025 10:00:00 GMT', id: 7, format: 'json' }).ok).toBe(true);
    // Everything else beside the unknown format is still checked, known formats included.
    expect(module.validateRequest('createContact', { country: 1, phone: 'x' }).errors).toEqual([{ path: '$.country', message: 'must be string' }]);
    expect(module.validateRequest('createContact', { country: 'x', phone: 'x', format: 'xml' }).errors).toEqual([{ path: '$.format', message: 'must be one of "vcard", "json"' }]);
    expect(module.validateResponse('createContact', { id: 1, country: 'N', email: 'no' }).errors.map((e) => e.path)).toEqual(['$.country', '$.email']);
    // The registry's integer formats are ranges (https://spec.openapis.org/registry/format/).
    expect(module.validateResponse('createContact', { id: 1, country: 'NL', priority: 255, balance: 2 ** 53 }).ok).toBe(true);
    expect(module.validateResponse('createContact', { id: 1, country: 'NL', priority: 256, balance: -1 }).errors).toEqual([
      { path: '$.priority', message: 'must match format "uint8"' },
      { path: '$.balance', message: 'must match format "uint64"' },
    ]);
  });
});

describe('schemas Ajv cannot compile (ajv-rejected.yaml)', () => {
  it('leave out only the validators that use them, each reported with file:line, and the module says which', async () => {
    const { module, warnings } = await validatorsFor('ajv-rejected.yaml');
    const fixture = 'ajv-rejected.yaml';
    expect(warnings).toEqual([
      'Validator left out: createPort request body (validateRequest passes every body): it uses #/components/schemas/PortMapping, which cannot be compiled.',
      `Validator left out: createNote request body (validateRequest passes every body): ${place(fixture, 35, 13)} enum must have non-empty array.`,
      `Schema #/components/schemas/PortMapping cannot be compiled, so no validator uses it: ${place(fixture, 58, 11)} pattern "^\\\\d+(:\\\\d+$" is not a valid regular expression in Unicode mode, which the validators use (Unterminated group).`,
    ]);
    expect(module.leftOutValidators).toEqual({
      createPort: { request: 'uses #/components/schemas/PortMapping, which cannot be compiled' },
      createNote: { request: '#/paths/~1notes/post/requestBody/content/application~1json/schema: enum must have non-empty array' },
    });
    expect(module.hasRequestSchema('createPort')).toBe(false);
    expect(module.validateRequest('createPort', { mapping: 42 }).ok).toBe(true);
    // The other validators of the same operations are there and check.
    expect(module.hasResponseSchema('createPort')).toBe(true);
    expect(module.validateResponse('createPort', { port: 0 }).errors).toEqual([{ path: '$.port', message: 'must be >= 1' }]);
    expect(module.validateResponse('createNote', {}).ok).toBe(false);
  });
});

describe('patterns written for engines without Unicode mode (unicode-patterns.yaml)', () => {
  it('are read as those engines read them: the needless escapes mean the character itself', async () => {
    const { module, warnings } = await validatorsFor('unicode-patterns.yaml');
    expect(warnings).toEqual([]);
    expect(module.hasRequestSchema('createContact')).toBe(true);
    expect(module.validateRequest('createContact', { name: "O'Brien-Smith (Jr.)", batchId: 'a_b', port: '80:8080' }).ok).toBe(true);
    expect(module.validateRequest('createContact', { name: 'R2D2' }).errors).toEqual([{ path: '$.name', message: expect.stringMatching(/^must match pattern/) }]);
    expect(module.validateRequest('createContact', { batchId: '!' }).ok).toBe(false);
    expect(module.validateRequest('createContact', { port: '80-8080' }).ok).toBe(false);
    expect(module.validateRequest('createContact', { domain: '*.example.com' }).ok).toBe(true);
    expect(module.validateRequest('createContact', { domain: 'A' }).ok).toBe(false);
    expect(module.validateRequest('createContact', { attribute: 'sensor-1 reading' }).ok).toBe(true);
    expect(module.validateRequest('createContact', { attribute: 'sensor.1' }).ok).toBe(false);
  });

  it('are rewritten only where Unicode mode refuses them', () => {
    expect(toJsonSchemaDialect({ type: 'string', pattern: '^[\\w\\-]+\\.\\d$' })).toEqual({ type: 'string', pattern: '^[\\w\\-]+\\.\\d$' });
    expect(toJsonSchemaDialect({ type: 'string', pattern: '^\\d+\\:\\d+$' })).toEqual({ type: 'string', pattern: '^\\d+:\\d+$' });
    expect(toJsonSchemaDialect({ type: 'string', pattern: '^[a-z\\_\\-]\\-$' })).toEqual({ type: 'string', pattern: '^[a-z_\\-]-$' });
    expect(toJsonSchemaDialect({ type: 'string', pattern: '\\A(\\*\\.)?[a-z0-9-_]+\\Z' })).toEqual({ type: 'string', pattern: '^(\\*\\.)?[a-z0-9-_]+$' });
    // A hyphen after or before a class escape in a class: escaped, the same set.
    expect(toJsonSchemaDialect({ type: 'string', pattern: '^[\\w- ]+$' })).toEqual({ type: 'string', pattern: '^[\\w\\- ]+$' });
    expect(toJsonSchemaDialect({ type: 'string', pattern: '^[ -\\d]$' })).toEqual({ type: 'string', pattern: '^[ \\-\\d]$' });
  });
});

describe('patterns with a leading inline flag group (inline-flags.yaml)', () => {
  const fixture = 'inline-flags.yaml';

  it('are compiled as the rest of the pattern with those flags: the body and path parameter validators are written and check', async () => {
    const { module, code, warnings } = await validatorsFor(fixture);
    // Only the other groups cost their validators (below).
    expect(warnings.filter((warning) => !/createGroup|createTag/.test(warning))).toEqual([]);
    expect(Object.keys(module.leftOutValidators)).toEqual(['createGroup', 'createTag']);
    expect(module.hasRequestSchema('updateApp')).toBe(true);
    expect(module.validateRequest('updateApp', { label: 'MyApp_1', notes: 'x\nbegin\nend' }).ok).toBe(true);
    // The usual pattern error, naming the pattern as the document writes it.
    expect(module.validateRequest('updateApp', { label: '1app' }).errors).toEqual([{ path: '$.label', message: 'must match pattern "(?i)^[a-z][a-z0-9_]*$"' }]);
    // `(?ms)`: `^` and `$` at line breaks, `.` across one; not without regard to case.
    expect(module.validateRequest('updateApp', { notes: 'BEGIN\nEND' }).ok).toBe(false);
    expect(module.validateParameter('updateApp', 'path:appId', 'AbC9')).toEqual({ ok: true, errors: [] });
    expect(module.validateParameter('updateApp', 'path:appId', 'a-b').errors).toEqual([{ path: '$', message: 'must match pattern "(?i)^[a-z0-9]+$"' }]);
    // The validators carry the function that reads the group; no module of their own.
    expect(code).toContain('func0("(?i)^[a-z0-9]+$", "u")');
  });

  it('keep the pattern keyword\'s error in process too (the contract suite compiles the spec there)', async () => {
    const { document } = await loadSpec(path.join(fixtures, fixture));
    const validate = createAjv(document).compile(document.paths['/apps/{appId}'].put.requestBody.content['application/json'].schema);
    expect(validate({ label: 'Ok' })).toBe(true);
    expect(validate({ label: '_' })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'pattern', instancePath: '/label', params: { pattern: '(?i)^[a-z][a-z0-9_]*$' } })]);
  });

  it('of another form still cost their validator, each with its place: a flag JavaScript lacks, a modifier group Node 22 does not read', async () => {
    const { module, warnings } = await validatorsFor(fixture);
    expect(warnings).toEqual([
      `Validator left out: createGroup request body (validateRequest passes every body): ${place(fixture, 52, 19)} pattern "(?x)^[a-z]+ $" is not a valid regular expression in Unicode mode, which the validators use (Invalid group; of inline flags, the validators read one group at the start, of \`i\`, \`m\` and \`s\`).`,
      `Validator left out: createTag request body (validateRequest passes every body): ${place(fixture, 69, 19)} pattern "^(?i:ab)c$" holds a modifier group (\`(?i:...)\`), which Node 22 and older browsers do not read; the validators would not load there.`,
    ]);
    expect(module.hasRequestSchema('createTag')).toBe(false);
    expect(module.validateRequest('createTag', { name: 'ABc' }).ok).toBe(true);
    // Told from an escaped parenthesis, one in a class, and the groups JavaScript has always read.
    for (const modifier of ['^(?i:a)$', 'a|(?-i:b)', '(?im-s:a)']) expect(hasModifierGroup(modifier), modifier).toBe(true);
    for (const other of ['\\(?i:a)', '[(?i:]', '(?:a)', '(?<n>a)', '(?<=a)b', '(?i)a']) expect(hasModifierGroup(other), other).toBe(false);
    expect(hasFlagGroup('a(?i)b')).toBe(true);
    expect(hasFlagGroup('a(?=b)\\(?x)')).toBe(false);
  });

  it('are read only as one group at the start, of flags JavaScript has, each once', () => {
    expect(leadingFlags('(?i)^a$')).toEqual({ flags: 'i', rest: '^a$' });
    expect(leadingFlags('(?smi)a')).toEqual({ flags: 'smi', rest: 'a' });
    for (const other of ['^a$', '(?x)a', '(?ii)a', '(?-i)a', '(?i:a)', '(?)a', 'a(?i)b', '(?<n>a)', '(?=a)']) expect(leadingFlags(other), other).toBeNull();
  });
});

describe('properties named like keywords (keyword-named-properties.yaml)', () => {
  it('are schemas: the references in them are compiled and checked', async () => {
    const { module, warnings } = await validatorsFor('keyword-named-properties.yaml');
    expect(warnings).toEqual([]);
    expect(module.validateRequest('createLimit', { default: { cpu: { amount: '2Gi' } }, example: { amount: '1' }, enum: [{ amount: '3Mi' }] }).ok).toBe(true);
    expect(module.validateRequest('createLimit', { default: { cpu: { amount: 'lots' } } }).errors).toEqual([{ path: '$.default.cpu.amount', message: expect.stringMatching(/^must match pattern/) }]);
    expect(module.validateRequest('createLimit', { example: {} }).ok).toBe(false);
    expect(module.validateRequest('createLimit', { enum: [{ amount: 1 }] }).ok).toBe(false);
  });
});

describe('SourceLocator', () => {
  it('follows the $refs a pointer passes through into other files, and gives up where the bundle made the name', () => {
    const locator = new SourceLocator(path.join(projectRoot, 'spec/openapi.yaml'));
    const relative = (file: string) => path.relative(process.cwd(), path.join(projectRoot, file));
    // The line where the request body's `candidateId` property is written, found in the file's text.
    const lines = fs.readFileSync(path.join(projectRoot, 'spec/paths/candidate/createNote.yaml'), 'utf8').split('\n');
    const line = lines.findIndex((text, i) => text === '            candidateId:' && lines.slice(0, i).some((l) => l.startsWith('  requestBody:'))) + 1;
    expect(locator.locate('#/paths/~1candidate.createNote/post/requestBody/content/application~1json/schema/properties/candidateId')).toBe(`${relative('spec/paths/candidate/createNote.yaml')}:${line}:13`);
    const root = fs.readFileSync(path.join(projectRoot, 'spec/openapi.yaml'), 'utf8').split('\n').indexOf('  /candidate.createNote:') + 1;
    expect(locator.locate('#/paths/~1candidate.createNote')).toBe(`${relative('spec/openapi.yaml')}:${root}:3`);
    expect(locator.locate('#/components/schemas/NoSuchSchema')).toBeNull();
    expect(placeOf(locator, '#/components/schemas/NoSuchSchema')).toBe('#/components/schemas/NoSuchSchema');
  });
});

describe("schemas Ajv's strict mode questions (ajv-strict.yaml)", () => {
  it('compiles a closed tuple without minItems, and leaves out only the validator of an if without then', async () => {
    const { module, warnings } = await validatorsFor('ajv-strict.yaml');
    expect(module.validateRequest('createPoint', { coordinates: [1, 2] }).ok).toBe(true);
    expect(module.validateRequest('createPoint', { coordinates: [1, 2, 3] }).errors).toEqual([{ path: '$.coordinates', message: 'must NOT have more than 2 items' }]);
    expect(module.validateResponse('createShape', { coordinates: ['x'] }).ok).toBe(false);
    expect(module.hasRequestSchema('createShape')).toBe(false);
    expect(warnings).toEqual([
      `Validator left out: createShape request body (validateRequest passes every body): ${place('ajv-strict.yaml', 50, 5)} strict mode: "if" without "then" and "else" is ignored.`,
    ]);
  });

  it('leaves out the validators of a component whose reference cannot be followed, not the run', async () => {
    const ok = (schema: object) => ({ description: 'ok', content: { 'application/json': { schema } } });
    const document = {
      openapi: '3.1.0',
      info: { title: 'Unresolvable', version: '1' },
      paths: {
        '/a': { post: { operationId: 'a', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Remote' } } } }, responses: { '200': ok({ type: 'object' }) } } },
        '/b': { post: { operationId: 'b', responses: { '200': ok({ type: 'object', properties: { remote: { $ref: '#/components/schemas/Remote' } } }) } } },
      },
      components: { schemas: { Remote: { type: 'object', properties: { a: { $ref: 'https://elsewhere.invalid/a.json' } } } } },
    };
    const warnings: string[] = [];
    const result = await emitAndImport(documentModel(document), { warn: (message) => warnings.push(message) });
    emitted.push(result);
    expect(result.module.hasRequestSchema('a')).toBe(false);
    expect(result.module.hasResponseSchema('a')).toBe(true);
    expect(result.module.hasResponseSchema('b')).toBe(false);
    expect(warnings).toEqual([
      'Validator left out: a request body (validateRequest passes every body): it uses #/components/schemas/Remote, which cannot be compiled.',
      'Validator left out: b 200 body (validateResponse passes every body): it uses #/components/schemas/Remote, which cannot be compiled.',
      'Schema #/components/schemas/Remote cannot be compiled, so no validator uses it: #/components/schemas/Remote Cannot compile reference "https://elsewhere.invalid/a.json": only #/components/schemas/* references are supported in schemas.',
    ]);
  });
});
