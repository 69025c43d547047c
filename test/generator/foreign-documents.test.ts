// Another document gets through generate as tools commonly read it (fixtures in
// test/fixtures/specs/, one reproduction each): cosmetic lint rules are warnings, structural problems
// tools commonly read are warnings that --strict refuses, the others pass with --lenient (and the
// failure says so), a schema Ajv cannot compile costs only its validators, and warnings come grouped
// with those that change the output first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BaseResolver, createConfig, lint } from '@redocly/openapi-core';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { SpecError, type Strictness } from '../../generator/load/load-spec.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import { openapiJsonEmitter } from '../../generator/emit/openapi-json.ts';
import { typesEmitter } from '../../generator/emit/types.ts';
import { clientEmitter } from '../../generator/emit/client.ts';
import { docsMarkdownEmitter, REFERENCE_DIR } from '../../generator/emit/docs-markdown.ts';
import type { Emitter } from '../../generator/emit/emitter.ts';
import { formatWarnings } from '../../generator/warnings.ts';
import { projectRoot } from '../support/project.ts';

const fixtures = path.join(projectRoot, 'test/fixtures/specs');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-'));
  scratch.push(dir);
  return path.join(dir, 'out');
}

const run = (fixture: string, options: { strictness?: Strictness; all?: boolean; emitters?: Emitter[] } = {}) =>
  generate({ projectRoot, specPath: path.join(fixtures, fixture), outDir: tempDir(), strictness: options.strictness, emitters: options.all ? undefined : (options.emitters ?? [validatorsEmitter]) });

/** The text of a markdown reference page (`webhooks.md`) a run wrote, or '' where it wrote none. */
const referencePage = (result: Awaited<ReturnType<typeof run>>, name: string) => String(result.files.find((f) => f.path === `${REFERENCE_DIR}/${name}`)?.contents ?? '');

describe('generate --spec on documents the linter finds fault with', () => {
  it('a server URL with a trailing slash is a style warning, not a failure', async () => {
    const result = await run('server-trailing-slash.yaml');
    expect(result.warningGroups.style).toContainEqual(expect.stringMatching(/server-trailing-slash\.yaml:7:10 Server `url` should not have a trailing slash\. \(no-server-trailing-slash\)$/));
    expect(result.written).toContain('validators.js');
  });

  it('keys OpenAPI does not define where they stand are read as tools read them: warnings that change the output', async () => {
    const result = await run('commonly-read-keys-30.yaml');
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/commonly-read-keys-30\.yaml:11:1 Property `basePath` is not expected here\. \(struct\) \[accepted: ignored; --strict refuses it\]$/),
      expect.stringMatching(/commonly-read-keys-30\.yaml:23:1 Property `webhooks` is not expected here\..* \(struct\) \[accepted: read as 3\.1's webhooks: in the reference docs only; --strict refuses it\]$/),
    ]);
    expect(result.written).toContain('validators.js');
    const nullable = await run('commonly-read-31.yaml');
    expect(nullable.warningGroups.output).toEqual([
      expect.stringMatching(/commonly-read-31\.yaml:24:39 Property `nullable` is not expected here\. \(struct\) \[accepted: read as 3\.0's nullable; --strict refuses it\]$/),
      expect.stringMatching(/commonly-read-31\.yaml:25:53 `exclusiveMinimum: true` is OpenAPI 3\.0's form; in 3\.1 `exclusiveMinimum` is the bound itself\. \(generator-foreign-types\/boolean-exclusive-bound\) \[accepted: read as 3\.0's exclusive bound; --strict refuses it\]$/),
    ]);
    // 3.0's nullable in a 3.1 document admits null, and its boolean bound excludes the bound, as openapi-typescript reads them.
    const code = String(nullable.files.find((f) => f.path === 'validators.js')?.contents);
    expect(code).toContain('"type":["string","null"]');
    expect(code).toContain('"exclusiveMinimum":0');
  });

  it("3.1's `type: 'null'` in a 3.0 schema is read as 3.1 reads it, with a warning; so is a type no version defines, as any value", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'null-type-30.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/null-type-30\.yaml:34:21 `type: 'null'` is OpenAPI 3\.1's form; in 3\.0 a schema that admits null says `nullable: true`\. \(generator-foreign-types\/schema-type-30\) \[accepted: read as 3\.1's null type; --strict refuses it\]$/),
    ]);
    const { validateResponse } = await import(path.join(out, 'validators.js'));
    expect(validateResponse('getEvent', { id: 'e1', status: null }).ok).toBe(true);
    expect(validateResponse('getEvent', { id: 'e1', status: 'failed' }).ok).toBe(true);
    expect(validateResponse('getEvent', { id: 'e1', status: 3 }).ok).toBe(false);
    const unknownOut = tempDir();
    const unknown = await generate({ projectRoot, specPath: path.join(fixtures, 'unknown-type-30.yaml'), outDir: unknownOut, emitters: [validatorsEmitter, typesEmitter] });
    expect(unknown.warningGroups.output).toEqual([
      expect.stringMatching(/unknown-type-30\.yaml:17:31 `type` names "record", a type no OpenAPI version defines \(the types are "object", "array", "string", "number", "integer", "boolean"\)\. \(generator-foreign-types\/schema-type-30\) \[accepted: read as any value; --strict refuses it\]$/),
    ]);
    const pong = await import(path.join(unknownOut, 'validators.js'));
    expect(pong.validateResponse('ping', 5).ok).toBe(true);
    expect(pong.validateResponse('ping', { any: 'thing' }).ok).toBe(true);
    expect(String(unknown.files.find((f) => f.path === 'schema.d.ts')?.contents)).toMatch(/"application\/json": unknown;/);
    const strict = await run('unknown-type-30.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((strict as SpecError).problems).toHaveLength(1);
  });

  it("3.1's numeric `exclusiveMinimum` in a 3.0 schema is read as 3.1 reads it, with a warning; --strict refuses it (number-bound-30.yaml)", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'number-bound-30.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/number-bound-30\.yaml:36:11 `exclusiveMinimum: 0` is OpenAPI 3\.1's form; in 3\.0 `exclusiveMinimum` is a boolean that makes `minimum` exclusive\. \(generator-foreign-types\/number-bound-30\) \[accepted: read as 3\.1's exclusive bound; --strict refuses it\]$/),
      expect.stringMatching(/number-bound-30\.yaml:39:11 `exclusiveMaximum: 2` is OpenAPI 3\.1's form; in 3\.0 `exclusiveMaximum` is a boolean that makes `maximum` exclusive\. \(generator-foreign-types\/number-bound-30\) \[accepted: read as 3\.1's exclusive bound; --strict refuses it\]$/),
    ]);
    const { validateRequest } = await import(path.join(out, 'validators.js'));
    expect(validateRequest('generate', { best_of: 1, temperature: 1.5 }).ok).toBe(true);
    expect(validateRequest('generate', { best_of: null }).ok).toBe(true);
    expect(validateRequest('generate', { best_of: 0 }).ok).toBe(false);
    expect(validateRequest('generate', { temperature: 2 }).ok).toBe(false);
    const strict = await run('number-bound-30.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((strict as SpecError).problems).toHaveLength(2);
  });

  it('an `info` without `version` is read as having none, with a warning; --strict refuses it (info-without-version.yaml)', async () => {
    const result = await run('info-without-version.yaml', { all: true });
    expect(result.warningGroups.output).toContainEqual(
      expect.stringMatching(/info-without-version\.yaml:4:1 `info` has no `version`, which OpenAPI requires\. \(generator-foreign-types\/info-version\) \[accepted: read as no version; --strict refuses it\]$/),
    );
    expect(JSON.parse(String(result.files.find((f) => f.path === 'package.json')?.contents)).version).toBe('0.0.0');
    const strict = await run('info-without-version.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((strict as SpecError).problems).toEqual([expect.stringContaining('`info` has no `version`')]);
  });

  it("a schema's boolean `required` (draft 3's form) is ignored with a warning, and every output is written; --strict refuses it (boolean-required.yaml)", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'boolean-required.yaml'), outDir: out, emitters: [validatorsEmitter, typesEmitter, docsMarkdownEmitter] });
    const said = (line: number, value: boolean) =>
      expect.stringMatching(new RegExp(`boolean-required\\.yaml:${line}:21 \`required: ${value}\` in a schema is JSON Schema draft 3's form; in OpenAPI 3 an object lists its required properties in its own \`required\` array\\. \\(generator-foreign-types/boolean-required\\) \\[accepted: ignored; --strict refuses it\\]$`));
    // No "Validator left out": the bundle no longer holds a boolean where Ajv wants a list.
    expect(result.warningGroups.output).toEqual([said(33, true), said(36, false)]);
    const { validateRequest } = await import(path.join(out, 'validators.js'));
    expect(validateRequest('createItem', { id: 'a' }).ok).toBe(true);
    expect(validateRequest('createItem', { name: 'a' }).ok).toBe(false);
    // Read as openapi-typescript reads it: only the object's own list makes a property required.
    const types = fs.readFileSync(path.join(out, 'schema.d.ts'), 'utf8');
    expect(types).toMatch(/id: string;\s+name\?: string;\s+note\?: string;/);
    // The docs' field tables read the object's list (a boolean there stopped them with "is not iterable").
    expect(fs.readdirSync(path.join(out, REFERENCE_DIR)).length).toBeGreaterThan(0);
    const strict = await run('boolean-required.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((strict as SpecError).problems).toHaveLength(2);
  });

  it('in a 3.0 document the keywords beside a `$ref` are ignored, as 3.0 specifies, with a note each; 3.1 applies them', async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'ref-siblings-30.yaml'), outDir: out, emitters: [validatorsEmitter, typesEmitter] });
    // `required: true` beside the `$ref` no longer makes Ajv refuse ThingGet (and leave getThing's validator out).
    expect(result.warningGroups.output).toEqual([]);
    expect(result.warningGroups.notes).toEqual([
      expect.stringMatching(/^Schema keyword "required" beside a "\$ref" is ignored, as OpenAPI 3\.0 specifies \(3\.1 applies it\): .*; used at .*ref-siblings-30\.yaml:56:11\.$/),
      expect.stringMatching(/^Schema keyword "minLength" beside a "\$ref" is ignored, .*; used at .*ref-siblings-30\.yaml:34:19\.$/),
    ]);
    const { validateRequest, validateResponse, hasResponseSchema } = await import(path.join(out, 'validators.js'));
    expect(hasResponseSchema('getThing')).toBe(true);
    expect(validateResponse('getThing', { content: { name: 'a' } }).ok).toBe(true);
    expect(validateResponse('getThing', {}).ok).toBe(true);
    expect(validateResponse('getThing', { content: { name: 1 } }).ok).toBe(false);
    // The `minLength` beside the `$ref` is not checked; the referenced type is, and `nullable` beside one still admits null.
    expect(validateRequest('addThing', { code: 'ab', parent: null }).ok).toBe(true);
    expect(validateRequest('addThing', { code: 5 }).ok).toBe(false);
    // The types, openapi-typescript's, read the `$ref` alone too.
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toContain('code?: components["schemas"]["Code"];');
    expect(types).toContain('content?: components["schemas"]["Thing"];');
    const out31 = tempDir();
    const in31 = await generate({ projectRoot, specPath: path.join(fixtures, 'ref-siblings-31.yaml'), outDir: out31, emitters: [validatorsEmitter] });
    expect(in31.warningGroups.notes).toEqual([]);
    const validators31 = await import(path.join(out31, 'validators.js'));
    expect(validators31.validateRequest('addThing', { code: 'abcde' }).ok).toBe(true);
    expect(validators31.validateRequest('addThing', { code: 'ab' }).errors).toEqual([{ path: '$.code', message: 'must NOT have fewer than 5 characters' }]);
  });

  it("YAML's null in a 3.1 `type` list is read as the name 'null', and a response without `description` as one with an empty one, with warnings", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'yaml-null-type-31.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/yaml-null-type-31\.yaml:36:15 `type` lists YAML's `null`, a null value, where the type's name is `'null'` \(quoted\)\. \(generator-foreign-types\/schema-type-31\) \[accepted: read as 'null'; --strict refuses it\]$/),
      expect.stringMatching(/yaml-null-type-31\.yaml:38:42 `type` lists YAML's `null`.* \[accepted: read as 'null'; --strict refuses it\]$/),
      expect.stringMatching(/yaml-null-type-31\.yaml:24:9 A response has no `description`, which OpenAPI 3\.0 and 3\.1 require \(3\.2 does not\)\. \(generator-foreign-types\/response-description\) \[accepted: read as an empty description; --strict refuses it\]$/),
    ]);
    // The validator is compiled (Ajv refuses a null in `type`) and admits null where the list says so.
    const { validateRequest } = await import(path.join(out, 'validators.js'));
    expect(validateRequest('updateKey', { credits: null }).ok).toBe(true);
    expect(validateRequest('updateKey', { credits: { remaining: null } }).ok).toBe(true);
    expect(validateRequest('updateKey', { credits: { remaining: 5 } }).ok).toBe(true);
    expect(validateRequest('updateKey', { credits: 'none' }).ok).toBe(false);
    expect(validateRequest('updateKey', { credits: { remaining: 'none' } }).ok).toBe(false);
    // A 3.1 `type` that is not a name at all is still refused, alone or in a list.
    const failure = await run('unknown-type-31.yaml').then(() => null, (error: unknown) => error);
    expect((failure as SpecError).problems).toEqual([
      expect.stringMatching(/unknown-type-31\.yaml:20:39 Expected type `string` but got `number`\. \(generator-foreign-types\/schema-type-31\)$/),
      expect.stringMatching(/unknown-type-31\.yaml:21:30 Expected type `string` but got `number`\. \(generator-foreign-types\/schema-type-31\)$/),
    ]);
    expect((failure as Error).message).toContain('--lenient');
  });

  it('a 3.1 `type` naming a type no version defines is read as any value, alone or in a list, with a warning; --strict refuses it (unknown-type-names-31.yaml)', async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'unknown-type-names-31.yaml'), outDir: out, emitters: [validatorsEmitter, typesEmitter, docsMarkdownEmitter] });
    const said = (place: string, name: string, suggestion = '') =>
      expect.stringMatching(new RegExp(`unknown-type-names-31\\.yaml:${place} \`type\` names "${name}", a type no OpenAPI version defines \\(the types are "object", "array", "string", "number", "integer", "boolean", "null"\\)\\.${suggestion} \\(generator-foreign-types/schema-type-31\\) \\[accepted: read as any value; --strict refuses it\\]$`));
    expect(result.warningGroups.output).toEqual([
      said('22:33', 'FixedSizeList'),
      said('23:44', 'float'),
      // A misspelt name gets struct's suggestion; a name nothing is near gets none.
      said('24:33', 'strin', ' Did you mean: string\\?'),
    ]);
    // Every output reads those schemas as any value, and the others as written.
    const { validateRequest } = await import(path.join(out, 'validators.js'));
    expect(validateRequest('searchVectors', { vector: [0.5, 1], distance: 'near', column: 7, limit: null }).ok).toBe(true);
    expect(validateRequest('searchVectors', { vector: 'anything' }).ok).toBe(true);
    expect(validateRequest('searchVectors', { vector: [1], limit: 'ten' }).ok).toBe(false);
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toMatch(/vector: unknown;/);
    expect(types).toMatch(/distance\?: unknown;/);
    expect(types).toMatch(/column\?: unknown;/);
    expect(types).toMatch(/limit\?: number \| null;/);
    expect(referencePage(result, 'index.md')).not.toBe('');
    const strict = await run('unknown-type-names-31.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((strict as SpecError).problems).toHaveLength(3);
  });

  it('YAML js-yaml 5 refuses as deficient indentation is read as js-yaml 4 reads it, with a warning; --strict refuses it (flow-indent/)', async () => {
    const result = await run('flow-indent/openapi.yaml', { all: true });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/flow-indent\/openapi\.yaml:21:1 deficient indentation \(YAML syntax\) \[accepted: read as js-yaml 4 reads it; --strict refuses it\]$/),
      expect.stringMatching(/flow-indent\/room\.yaml:8:1 deficient indentation \(YAML syntax\) \[accepted: read as js-yaml 4 reads it; --strict refuses it\]$/),
    ]);
    const bundled = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    const response = bundled.paths['/rooms/{roomId}'].get.responses['200'].content['application/json'];
    expect(response.examples.room.value).toEqual({ roomId: '!a:example.org', name: 'Lobby' });
    expect(bundled.paths['/rooms/{roomId}'].get.responses['200'].description).toBe('The room, continued at column 1.');
    expect(bundled.components.schemas.room.example).toEqual({ roomId: '!b:example.org' });
    const failure = await run('flow-indent/openapi.yaml', { strictness: 'strict' }).then(() => null, (error: unknown) => error);
    expect((failure as SpecError).problems).toHaveLength(2);
  }, 120_000);

  it('an operationId two operations share is a style warning naming both places', async () => {
    const result = await run('duplicate-operation-id.yaml');
    expect(result.warningGroups.style.filter((w) => /operationId/.test(w))).toEqual([
      expect.stringMatching(/duplicate-operation-id\.yaml:15:20 Every operation must have a unique `operationId`: `listPets` is also the operationId at \S*duplicate-operation-id\.yaml:8:20\. \(generator-foreign-types\/operation-id-unique\)$/),
    ]);
  });

  it("a 3.1 schema's `examples` that is not an array is ignored, with a warning", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'schema-examples-31.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/schema-examples-31\.yaml:27:17 A schema's `examples` is an array of values; this one is `object`, which the outputs ignore\. \(generator-foreign-types\/schema-examples\) \[accepted: ignored; --strict refuses it\]$/),
    ]);
    const { validateRequest } = await import(path.join(out, 'validators.js'));
    expect(validateRequest('updateWebhook', { enabled: true }).ok).toBe(true);
    expect(validateRequest('updateWebhook', { enabled: 'yes' }).ok).toBe(false);
  });

  it("an operation's x-codeSamples of another shape is not checked: the docs page writes its own", async () => {
    const result = await run('code-samples.yaml');
    expect(result.warningGroups.output).toEqual([]);
    expect(result.written).toContain('validators.js');
  });

  it('null where a value is expected is read as absent, with a warning', async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'null-values.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toHaveLength(15);
    expect(result.warningGroups.output).toContainEqual(expect.stringMatching(/null-values\.yaml:11:16 Expected type `string` but got `null`\. \(struct\) \[accepted: read as absent; --strict refuses it\]$/));
    // `$ref: null` names nothing (struct does not check it): the schema is what is written beside it.
    // A property named `$ref` is a schema like any other, reported once, by struct.
    expect(result.warningGroups.output).toContainEqual(expect.stringMatching(/null-values\.yaml:44:34 Expected type `string` but got `null`\. \(generator-foreign-types\/ref-string\) \[accepted: read as absent; --strict refuses it\]$/));
    expect(result.warningGroups.output).toContainEqual(expect.stringMatching(/null-values\.yaml:45:25 Expected type `Schema` \(object\) but got `null` \(struct\) \[accepted: read as absent; --strict refuses it\]$/));
    // `format: null` and `pattern: null` in a schema are no format and no pattern: the validator is compiled.
    expect(result.warningGroups.output.filter((w) => w.startsWith('Validator left out'))).toEqual([]);
    const { validateResponse } = await import(path.join(out, 'validators.js'));
    expect(validateResponse('getPet', { id: 1, name: 'x' }).ok).toBe(true);
    expect(validateResponse('getPet', { name: 'x' }).ok).toBe(false);
    expect(validateResponse('getPet', { id: 1, owner: { any: ['shape'] } }).ok).toBe(true);
  });

  it('null where OpenAPI expects an object or a list item is read as absent: gone from the bundle, with a warning each', async () => {
    const result = await run('null-nodes-31.yaml', { all: true });
    const absent = (place: string, type: string) => expect.stringMatching(new RegExp(`null-nodes-31\\.yaml:${place} Expected type \`${type}\` \\(object\\) but got \`null\` \\(struct\\) \\[accepted: read as absent; --strict refuses it\\]$`));
    expect(result.warningGroups.output.filter((w) => w.includes('[accepted: read as absent;'))).toHaveLength(16);
    for (const [place, type] of [['17:18', 'Parameter'], ['22:11', 'Parameter'], ['33:22', 'Example'], ['35:23', 'MediaType'], ['40:27', 'Header'], ['43:23', 'Schema'], ['44:16', 'Response'], ['52:11', 'Response'], ['60:37', 'Schema'], ['61:25', 'Schema'], ['62:16', 'Schema'], ['63:26', 'Schema'], ['64:29', 'Schema'], ['67:12', 'Schema']]) {
      expect(result.warningGroups.output).toContainEqual(absent(place, type));
    }
    expect(result.written).toEqual(expect.arrayContaining(['validators.js', 'client.ts']));
    // The emitters get the bundle without those nulls; a null where any value is allowed stays.
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    const pathItem = bundle.paths['/pets/{petId}'];
    expect(pathItem.parameters).toBeUndefined();
    expect(pathItem.post.parameters).toEqual([{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(Object.keys(pathItem.post.requestBody.content)).toEqual(['application/json']);
    expect(pathItem.post.requestBody.content['application/json'].examples).toEqual({ nameless: { value: { name: null } } });
    expect(Object.keys(pathItem.post.responses)).toEqual(['200']);
    expect(pathItem.post.responses['200']).toEqual({ description: 'The pet.', headers: {}, content: { 'application/json': {} } });
    // A scheme's null scopes are no scopes: the operation still asks for the key.
    expect(pathItem.post.security).toEqual([{ key: [] }]);
    expect(bundle.components.schemas.Pet).toEqual({
      type: 'object',
      required: ['name'],
      'x-owner': null,
      properties: {
        name: { type: 'string', default: null, example: null },
        tags: { type: 'array' },
        kind: { allOf: [{ type: 'string', enum: ['cat', 'dog', null] }] },
        nickname: { const: null },
      },
    });
    // Beside a `$ref` too.
    expect(bundle.components.schemas.Friend).toEqual({ $ref: '#/components/schemas/Pet' });
    // A 3.0 document's nulls are read the same way.
    const dir = path.dirname(tempDir());
    const spec30 = path.join(dir, 'null-nodes-30.yaml');
    fs.writeFileSync(spec30, fs.readFileSync(path.join(fixtures, 'null-nodes-31.yaml'), 'utf8').replace('openapi: 3.1.0', 'openapi: 3.0.3'));
    const in30 = await generate({ projectRoot, specPath: spec30, outDir: path.join(dir, 'out30') });
    expect(in30.warningGroups.output.filter((w) => w.includes('[accepted: read as absent;'))).toHaveLength(16);
    expect(in30.written).toEqual(expect.arrayContaining(['validators.js', 'client.ts']));
  });

  it('a null server is read as absent, and server variables are still checked, at each variable (null-servers.yaml)', async () => {
    // Redocly's no-server-variables-empty-enum stopped the whole lint with a TypeError on the null.
    const result = await run('null-servers.yaml', { all: true });
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/null-servers\.yaml:18:5 Expected type `Server` \(object\) but got `null` \(struct\) \[accepted: read as absent; --strict refuses it\]$/),
      expect.stringMatching(/null-servers\.yaml:24:17 Expected type `ServerVariable` \(object\) but got `null` \(struct\) \[accepted: read as absent; --strict refuses it\]$/),
    ]);
    expect(result.warningGroups.style).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/null-servers\.yaml:14:15 Server variable `region` has an empty `enum`: it must list at least one value\. \(generator-foreign-types\/server-variables-enum\)$/),
        expect.stringMatching(/null-servers\.yaml:16:18 Server variable `version`'s `default` is not one of its `enum` values\. \(generator-foreign-types\/server-variables-enum\)$/),
      ]),
    );
    expect(result.written).toEqual(expect.arrayContaining(['validators.js', 'client.ts']));
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.servers).toHaveLength(1);
    expect(Object.keys(bundle.paths['/pets'].servers[0].variables ?? {})).toEqual([]);
  });

  it('--strict refuses what tools commonly read, every problem listed', async () => {
    for (const [fixture, count] of [['commonly-read-keys-30.yaml', 2], ['commonly-read-31.yaml', 2], ['null-values.yaml', 15], ['null-nodes-31.yaml', 16], ['null-servers.yaml', 2], ['null-type-30.yaml', 1], ['yaml-null-type-31.yaml', 3], ['schema-examples-31.yaml', 1]] as const) {
      const failure = await run(fixture, { strictness: 'strict' }).then(() => null, (error: unknown) => error);
      expect(failure, fixture).toBeInstanceOf(SpecError);
      expect((failure as SpecError).problems, fixture).toHaveLength(count);
    }
  });

  it('structural problems beyond what tools read are refused, naming --lenient, with which they are warnings', async () => {
    const failure = await run('lenient-structure.yaml').then(() => null, (error: unknown) => error);
    expect((failure as SpecError).problems).toEqual([
      expect.stringMatching(/lenient-structure\.yaml:13:19 Expected type `boolean` but got `string`\. \(struct\)$/),
      expect.stringMatching(/lenient-structure\.yaml:14:18 Expected type `Responses` \(object\) but got `integer` \(struct\)$/),
    ]);
    expect((failure as Error).message).toMatch(/\n.*beyond what tools commonly read.*`npm run generate -- --lenient \.\.\.` generates anyway/);
    const result = await run('lenient-structure.yaml', { strictness: 'lenient', all: true });
    expect(result.warningGroups.output.filter((w) => w.endsWith('[accepted: passed with --lenient; --strict refuses it]'))).toHaveLength(2);
    expect(result.written).toContain('client.ts');
  }, 120_000);

  it('a value --lenient passed that an output cannot read stops the run naming its place, not only the code that failed (lenient-wrong-type.yaml)', async () => {
    const failure = await run('lenient-wrong-type.yaml', { strictness: 'lenient', all: true }).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(SpecError);
    expect((failure as SpecError).problems).toEqual([expect.stringMatching(/lenient-wrong-type\.yaml:8:7 Expected type `TagList` \(array\) but got `integer` \(struct\)$/)]);
    expect((failure as Error).message).toMatch(/\nGeneration stopped with ".+", most likely on a value at one of the places above, which --lenient passed/);
    // An emitter that stops on such a value (the types on a schema that is a list) is read the same way.
    const types = await run('lenient-wrong-schema.yaml', { strictness: 'lenient', emitters: [typesEmitter] }).then(() => null, (error: unknown) => error);
    expect((types as SpecError).problems).toEqual([expect.stringMatching(/lenient-wrong-schema\.yaml:16:19 Expected type `Schema` \(object\) but got `array` \(struct\)$/)]);
    expect((types as Error).message).toMatch(/\nGeneration stopped with "types: .+", most likely on a value at one of the places above/);
    // Without --lenient nothing was passed: the same document is refused at the problem, as before.
    expect(((await run('lenient-wrong-schema.yaml').then(() => null, (error: unknown) => error)) as Error).message).toContain('--lenient');
  }, 120_000);

  it('in a 3.1 schema, a keyword JSON Schema does not define is an annotation, not a structural error', async () => {
    const result = await run('schema-keywords-31.yaml');
    expect(result.warningGroups.notes).toEqual([
      expect.stringMatching(/^Unknown schema keyword "name": an annotation, the validators ignore it; used at .*schema-keywords-31\.yaml:25:19\.$/),
      expect.stringMatching(/^Unknown schema keyword "regex": an annotation, the validators ignore it; used at .*schema-keywords-31\.yaml:28:19\.$/),
      expect.stringMatching(/^Unknown schema keyword "max length": an annotation, the validators ignore it; used at .*schema-keywords-31\.yaml:29:19\.$/),
    ]);
    expect(result.warningGroups.output).toEqual([]);
    // A name Ajv cannot register as a keyword costs no validator either.
    expect(result.written).toContain('validators.js');
  });

  it("2019-09's recursive keywords and a name listed twice in `required` or `type` cost no validator", async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'superseded-keywords-31.yaml'), outDir: out, emitters: [validatorsEmitter] });
    expect(result.warningGroups.output).toEqual([]);
    expect(result.warningGroups.notes).toEqual([
      expect.stringMatching(/^Schema keyword "\$recursiveAnchor" is JSON Schema 2019-09's, which 2020-12 replaced with "\$dynamicAnchor": an annotation, the validators ignore it; used at .*superseded-keywords-31\.yaml:44:7\.$/),
      expect.stringMatching(/^Schema keyword "\$recursiveRef" is JSON Schema 2019-09's, which 2020-12 replaced with "\$dynamicRef": read as a "\$ref" to the schema it stands in \(its component, .*superseded-keywords-31\.yaml:57:17\.$/),
    ]);
    const { validateRequest, validateResponse } = await import(path.join(out, 'validators.js'));
    const comparison = { key: 'region', value: 'eu' };
    // The recursive branch is the filter itself: nested filters are checked, a comparison matches one branch.
    expect(validateRequest('search', { filters: { type: 'and', filters: [comparison, { type: 'or', filters: [comparison] }] } }).ok).toBe(true);
    expect(validateRequest('search', { filters: { type: 'and', filters: [{ type: 'xor', filters: [] }] } }).ok).toBe(false);
    expect(validateRequest('search', { filters: { type: 'and', filters: [{ key: 'region' }] } }).ok).toBe(false);
    expect(validateResponse('search', { id: 'cntr_1', name: 'files' }).ok).toBe(true);
    expect(validateResponse('search', { name: 'files' }).ok).toBe(false);
    expect(validateResponse('search', { id: 'cntr_1', name: 1 }).ok).toBe(false);
  });

  it('a discriminator mapping that names a schema instead of referring to it is read as OpenAPI reads it (mapping-schema-names.yaml)', async () => {
    const result = await run('mapping-schema-names.yaml', { emitters: [openapiJsonEmitter, typesEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.paths['/pets'].post.requestBody.content['application/json'].schema.discriminator.mapping).toEqual({
      cat: '#/components/schemas/Cat',
      dog: '#/components/schemas/Dog.v2',
      hamster: '#/components/schemas/Hamster',
    });
    expect(result.warnings).toEqual(expect.not.arrayContaining([expect.stringContaining('no-unresolved-refs')]));
    // The types give each branch the value its mapping names.
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    const typeOf = (name: string) => types.slice(types.indexOf(`${name}: {`), types.indexOf('\n        };', types.indexOf(`${name}: {`)));
    expect(typeOf('Cat')).toContain('kind: "cat";');
    expect(typeOf('"Dog.v2"')).toContain('kind: "dog";');
  });

  it("a mapping in a file the entry refers to names the entry's schemas (mapping-schema-names-split/)", async () => {
    const result = await run('mapping-schema-names-split/openapi.yaml', { emitters: [openapiJsonEmitter, typesEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.components.schemas.pet.discriminator.mapping).toEqual({ cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' });
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toContain('kind: "cat";');
    expect(types).toContain('kind: "dog";');
  });

  it('a mapping to a schema whose name a pointer escapes (`A~B` as `A~0B`, `C/D` as `C~1D`) names that schema, not a copy (escaped-schema-names.yaml)', async () => {
    const result = await run('escaped-schema-names.yaml', { emitters: [openapiJsonEmitter, typesEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(Object.keys(bundle.components.schemas)).toEqual(['A~B', 'Big Cat', 'C/D', 'Litter']);
    expect(bundle.paths['/pets'].post.requestBody.content['application/json'].schema.discriminator.mapping).toEqual({ ab: '#/components/schemas/A~0B', cd: '#/components/schemas/C~1D' });
    // The types hold each schema once, with the value its mapping names.
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    const schemas = types.slice(types.indexOf('    schemas: {'), types.indexOf('    responses:'));
    expect([...schemas.matchAll(/^ {8}"?([^"\n]+?)"?: \{$/gm)].map((m) => m[1])).toEqual(['A~B', 'Big Cat', 'C/D', 'Litter']);
    expect(schemas).toContain('kind: "ab";');
    expect(schemas).toContain('kind: "cd";');
  });

  it('the markdown reference lists a schema whose name a pointer escapes under its name (escaped-schema-names.yaml)', async () => {
    const result = await run('escaped-schema-names.yaml', { emitters: [docsMarkdownEmitter] });
    const records = referencePage(result, 'records.md');
    expect(records).toContain('## `A~B`');
    expect(records).toContain('## `C/D`');
    // A field of such a record links to it, as one of a plainly named record does.
    expect(records).toContain('| `first` | [A\\~B](#a-b) | no | no | – |');
    expect(records).toContain('| `rest` | [array of C/D](#c-d) | no | no | – |');
    expect(records).toContain('| `pet` | [Big Cat](#big-cat) | no | no | – |');
  });

  it("another file's schemas whose names a pointer escapes are bundled under the names their references read (escaped-schema-names-split/)", async () => {
    const result = await run('escaped-schema-names-split/openapi.yaml', { emitters: [openapiJsonEmitter, typesEmitter, docsMarkdownEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(Object.keys(bundle.components.schemas)).toEqual(['A~B', 'C/D']);
    expect(bundle.paths['/pets'].post.requestBody.content['application/json'].schema.oneOf).toEqual([{ $ref: '#/components/schemas/A~0B' }, { $ref: '#/components/schemas/C~1D' }]);
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toContain('"A~B": {');
    expect(types).toContain('kind: "ab";');
    const records = referencePage(result, 'records.md');
    expect(records).toContain('## `A~B`');
    expect(records).toContain('## `C/D`');
  });

  it('a mapping value that names no schema of its document is still a reference, and one that resolves nowhere is refused at its place', async () => {
    const dir = path.dirname(tempDir());
    const document = fs.readFileSync(path.join(fixtures, 'mapping-schema-names.yaml'), 'utf8').replace(/^( +)cat: Cat$/m, '$1cat: Kitten');
    fs.writeFileSync(path.join(dir, 'unnamed.yaml'), document);
    const refusal = await generate({ projectRoot, specPath: path.join(dir, 'unnamed.yaml'), outDir: path.join(dir, 'out'), emitters: [openapiJsonEmitter] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SpecError);
    expect((refusal as SpecError).problems).toEqual([expect.stringMatching(/unnamed\.yaml:28:24 Can't resolve \$ref \(no-unresolved-refs\)$/)]);
  });

  it('a $ref to a file inside an example value is followed where the document is (example-refs/)', async () => {
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'example-refs/openapi.yaml'), outDir: tempDir(), emitters: [openapiJsonEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.paths['/events'].get.responses['200'].content['application/json'].examples.typical.value).toEqual({
      events: [{ type: 'm.typing', content: { user_ids: ['@alice:example.com'] } }, { type: 'm.receipt', content: {} }],
    });
  });

  it('a $ref inside an example value that names no file stays data', async () => {
    const dir = path.join(path.dirname(tempDir()), 'example-refs');
    fs.cpSync(path.join(fixtures, 'example-refs'), dir, { recursive: true });
    const spec = path.join(dir, 'openapi.yaml');
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('$ref: examples/typing.yaml', "$ref: '#/definitions/Event'"));
    const result = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, 'out'), emitters: [openapiJsonEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.paths['/events'].get.responses['200'].content['application/json'].examples.typical.value.events[0]).toEqual({ $ref: '#/definitions/Event' });
  });

  it('a $ref inside an example value is read as the resolver reads it: URI-encoded, or with a stray `%` as written', async () => {
    const dir = path.join(path.dirname(tempDir()), 'example-refs-percent');
    fs.cpSync(path.join(fixtures, 'example-refs'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'examples/100%.yaml'), 'type: m.percent\ncontent: { "a b": { share: 100 } }\n');
    const spec = path.join(dir, 'openapi.yaml');
    const refs = ["$ref: 'examples/100%.yaml'", "$ref: 'examples/100%25.yaml#/content/a%20b'", "$ref: 'examples/typ%69ng.yaml'"];
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('- $ref: examples/typing.yaml', refs.map((ref) => `- ${ref}`).join('\n                      ')));
    const result = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, 'out'), emitters: [openapiJsonEmitter] });
    const bundle = JSON.parse(String(result.files.find((f) => f.path === 'openapi.json')?.contents));
    expect(bundle.paths['/events'].get.responses['200'].content['application/json'].examples.typical.value.events).toEqual([
      { type: 'm.percent', content: { 'a b': { share: 100 } } },
      { share: 100 },
      { type: 'm.typing', content: { user_ids: ['@alice:example.com'] } },
      { type: 'm.receipt', content: {} },
    ]);
  });

  it("3.0's misplaced `webhooks` is read by the reference docs where there is no `x-webhooks`, and the warning says so", async () => {
    const alone = await run('commonly-read-keys-30.yaml', { emitters: [docsMarkdownEmitter] });
    expect(referencePage(alone, 'webhooks.md')).toContain('`pinged`');
    // Beside `x-webhooks`, which Redoc and the reference docs read, `webhooks` is ignored.
    const both = await run('webhooks-both-keys-30.yaml', { emitters: [docsMarkdownEmitter] });
    expect(both.warningGroups.output).toEqual([
      expect.stringMatching(/webhooks-both-keys-30\.yaml:31:1 Property `webhooks` is not expected here\..* \(struct\) \[accepted: ignored: the reference docs read `x-webhooks`; --strict refuses it\]$/),
    ]);
    expect(referencePage(both, 'webhooks.md')).toContain('`petAdopted`');
    expect(referencePage(both, 'webhooks.md')).not.toContain('pinged');
    await expect(run('webhooks-both-keys-30.yaml', { strictness: 'strict' })).rejects.toThrow(/Property `webhooks` is not expected here/);
  });

  it('an x- key inside a webhooks map is an extension, not a webhook', async () => {
    const result = await run('webhooks-extension.yaml');
    expect(result.written).toContain('validators.js');
    expect([...result.warningGroups.output, ...result.warningGroups.style].filter((w) => /struct|PathItem/.test(w))).toEqual([]);
  });

  it("does not check another document's examples against their schemas, which Redocly's minimal rules would", async () => {
    const file = path.join(fixtures, 'example-mismatch.yaml');
    const minimal = await createConfig({ extends: ['minimal'] });
    const reported = await lint({ ref: file, config: minimal, externalRefResolver: new BaseResolver(minimal.resolve) });
    expect(reported.map((p) => p.ruleId)).toContain('no-invalid-media-type-examples');
    const result = await run('example-mismatch.yaml');
    expect(result.warnings.filter((w) => w.includes('no-invalid-media-type-examples'))).toEqual([]);
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(result.written).toContain('validators.js');
  });

  it('a refusal counts a problem reported twice once, and lists one problem at many places as one line', () => {
    const problem = (line: number) => `a.yaml:${line}:7 Property \`nullable\` is not expected here. (struct)`;
    const error = new SpecError([problem(3), problem(3), problem(8), 'b.yaml:1:1 Can\'t resolve $ref (no-unresolved-refs)', problem(12), problem(20)], 'hint');
    expect(error.problems).toHaveLength(5);
    expect(error.message).toBe([
      'The spec has 5 problems:',
      '  Property `nullable` is not expected here. (struct) ×4: a.yaml:3:7, a.yaml:8:7, a.yaml:12:7 and 1 more',
      "  b.yaml:1:1 Can't resolve $ref (no-unresolved-refs)",
      'hint',
    ].join('\n'));
  });

  it('--lenient does not pass an unresolved $ref', async () => {
    const dir = path.dirname(tempDir());
    const spec = path.join(dir, 'broken.yaml');
    fs.writeFileSync(spec, fs.readFileSync(path.join(fixtures, 'commonly-read-31.yaml'), 'utf8').replace('{ type: string, nullable: true }', "{ $ref: '#/components/schemas/Missing' }"));
    const failure = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, 'out2'), strictness: 'lenient', emitters: [] }).then(() => null, (error: unknown) => error);
    expect((failure as SpecError).problems).toEqual([expect.stringMatching(/Can't resolve \$ref.*\(no-unresolved-refs\)$/)]);
    expect((failure as Error).message).toMatch(/\nA `\$ref` that does not resolve names a file that is not there or a part the document does not hold: fix the reference.*\(--lenient does not pass it\)\.$/);
  });

  it('a schema name with a `%` is refused at its place, even with --lenient, not a bare "URI malformed" (percent-schema-names.yaml)', async () => {
    for (const strictness of ['default', 'lenient'] as const) {
      const failure = await run('percent-schema-names.yaml', { strictness, emitters: [typesEmitter] }).then(() => null, (error: unknown) => error);
      expect(failure).toBeInstanceOf(SpecError);
      // Referred to as `Big%25Cat` (URI-encoded) or `50%Off` (as written), each is refused at its name.
      expect((failure as SpecError).problems).toEqual([
        expect.stringMatching(/percent-schema-names\.yaml:35:5 Schema name `Big%Cat` has a `%` that does not decode as URI encoding: openapi-typescript, which writes the types, .* Rename it: .* \(generator-foreign-types\/percent-name\)$/),
        expect.stringMatching(/percent-schema-names\.yaml:36:5 Schema name `50%Off` has a `%` that does not decode as URI encoding: .* \(generator-foreign-types\/percent-name\)$/),
        expect.stringMatching(/percent-schema-names\.yaml:37:5 Schema name `A%20B` has a `%`, which a `\$ref` reads as URI encoding: .* would read it as `A B`\. .* \(generator-foreign-types\/percent-name\)$/),
      ]);
      expect((failure as Error).message).not.toContain('--lenient');
    }
    // Renamed, the document generates: a parameter name that decodes and a field named with a `%` are read as written.
    const dir = path.dirname(tempDir());
    const spec = path.join(dir, 'renamed.yaml');
    fs.writeFileSync(spec, fs.readFileSync(path.join(fixtures, 'percent-schema-names.yaml'), 'utf8').replace(/Big%(25)?Cat/g, 'BigCat').replace(/50%Off/g, 'Off50').replace(/A%(25)?20B/g, 'AB'));
    const result = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, 'out'), emitters: [typesEmitter] });
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toContain('"Pet%20Id": string;');
    expect(types).toContain('"100%"?: boolean;');
  });

  it('a path with a `%` openapi-typescript stops on is refused at its place, even with --lenient (percent-paths.yaml)', async () => {
    for (const strictness of ['default', 'lenient'] as const) {
      const failure = await run('percent-paths.yaml', { strictness, emitters: [typesEmitter] }).then(() => null, (error: unknown) => error);
      expect(failure).toBeInstanceOf(SpecError);
      expect((failure as SpecError).problems).toEqual([
        expect.stringMatching(/percent-paths\.yaml:10:3 Path `\/files\/100%` has a `%` openapi-typescript, which writes the types, stops on: .* \(generator-foreign-types\/percent-name\)$/),
        expect.stringMatching(/percent-paths\.yaml:15:3 Path `\/files\/100%25\/\{id\}` has a `%` .* \(alone, or written `%25`\) is malformed\. .* \(generator-foreign-types\/percent-name\)$/),
      ]);
    }
  });

  it("an operationId with a `%` is left out of the types' `operations` map, its types under `paths`, with a warning at it (percent-paths.yaml)", async () => {
    // Without the paths refused above: the one whose escape decodes to text is read as written.
    const dir = path.dirname(tempDir());
    const spec = path.join(dir, 'decoding-path.yaml');
    const text = fs.readFileSync(path.join(fixtures, 'percent-paths.yaml'), 'utf8');
    fs.writeFileSync(spec, text.slice(0, text.indexOf('  /files/100%:')) + text.slice(text.indexOf('  /files/a%20b:')));
    const result = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, 'out'), emitters: [typesEmitter] });
    const types = String(result.files.find((f) => f.path === 'schema.d.ts')?.contents);
    expect(types).toContain('"/files/a%20b": {');
    // openapi-typescript stopped on `get%Pet` and referred to `get%25Pet` as `get%Pet`, a name not there.
    const operations = types.slice(types.indexOf('export interface operations {'));
    expect([...operations.matchAll(/^ {4}"?([^"\s]+)"?: \{$/gm)].map((m) => m[1])).toEqual(['putAB']);
    expect(types).not.toContain('operations["get%');
    expect(types).not.toContain('operations["list%');
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(/decoding-path\.yaml:12:7 operationId `get%Pet` has a `%`, which openapi-typescript cannot key schema\.d\.ts's `operations` by: the operation's types are written under `paths` only \(the client reads them there\)\.$/),
      expect.stringMatching(/decoding-path\.yaml:16:7 operationId `list%25Files` has a `%`, /),
    ]);
  });

  it('a `$ref` that is empty or not a string is refused at its place, even with --lenient (no output can follow it)', async () => {
    const dir = path.dirname(tempDir());
    const spec = path.join(dir, 'bad-refs.yaml');
    const text = fs.readFileSync(path.join(fixtures, 'commonly-read-31.yaml'), 'utf8');
    // A property named `$ref` is a schema like any other: no problem.
    fs.writeFileSync(spec, text.replace('{ type: string, nullable: true }', "{ $ref: '' }").replace('{ type: number, minimum: 0, exclusiveMinimum: true }', '{ $ref: 5 }').replace('properties:', 'properties:\n                $ref: { type: object, properties: { $ref: { type: string } } }'));
    const line = (fragment: string) => fs.readFileSync(spec, 'utf8').split('\n').findIndex((l) => l.includes(fragment)) + 1;
    for (const strictness of ['default', 'lenient'] as const) {
      const failure = await generate({ projectRoot, specPath: spec, outDir: path.join(dir, `out-${strictness}`), strictness, emitters: [] }).then(() => null, (error: unknown) => error);
      expect(failure).toBeInstanceOf(SpecError);
      expect((failure as SpecError).problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`bad-refs\\.yaml:${line("$ref: ''")}:\\d+ \`\\$ref\` is empty: it names the whole document, not a part of it\\. \\(generator-foreign-types/ref-string\\)$`)),
          expect.stringMatching(new RegExp(`bad-refs\\.yaml:${line('$ref: 5')}:\\d+ Expected type \`string\` but got \`number\`\\. \\(generator-foreign-types/ref-string\\)$`)),
        ]),
      );
      expect((failure as SpecError).problems.filter((problem) => problem.includes(`bad-refs.yaml:${line('$ref: { type: object')}:`))).toEqual([]);
    }
  });
});

describe("OpenAPI 3.2's forms beyond 3.1", () => {
  it('`query`, `additionalOperations` and `in: querystring` are left out of the code with a warning naming each and its place, not in silence', async () => {
    const out = tempDir();
    const result = await generate({ projectRoot, specPath: path.join(fixtures, 'openapi-32-methods.yaml'), outDir: out, emitters: [clientEmitter, validatorsEmitter] });
    const leftOut = (form: string) =>
      `is left out of the types, client, validators, server and markdown reference (the HTML page shows it): openapi-typescript and openapi-fetch read only the eight methods of OpenAPI 3.0 and 3.1, not OpenAPI 3.2's ${form}.`;
    const docsOnly = "is in the docs only: the client does not send it and the server does not check it, since openapi-typescript and openapi-fetch read only the parameter places of OpenAPI 3.0 and 3.1, not OpenAPI 3.2's `in: querystring`.";
    // Each warning as from the fixtures' folder.
    expect(result.warningGroups.output.map((warning) => warning.slice(warning.indexOf('openapi-32-methods.yaml')))).toEqual([
      `openapi-32-methods.yaml:22:5 The operation \`QUERY /things\` (\`queryThings\`) ${leftOut('`query` method')}`,
      `openapi-32-methods.yaml:31:7 The operation \`LINK /things\` (\`linkThings\`) ${leftOut('`additionalOperations`')}`,
      `openapi-32-methods.yaml:11:11 The parameter \`filter\` of \`GET /things\` (\`listThings\`) ${docsOnly}`,
      // Behind a `$ref`, each is placed where it is written.
      `openapi-32-methods.yaml:62:7 The operation \`QUERY /searches\` ${leftOut('`query` method')}`,
      `openapi-32-methods.yaml:54:5 The parameter \`selection\` of every operation of \`/colours\` ${docsOnly}`,
      "openapi-32-methods.yaml:49:5 The webhook `QUERY thingAdded` is left out of the markdown reference, which reads only the eight methods of OpenAPI 3.0 and 3.1, not OpenAPI 3.2's `query` method.",
    ]);
    // What the warnings say: the client has the GET operations, without the querystring parameters, and nothing of the others.
    const client = fs.readFileSync(path.join(out, 'client.ts'), 'utf8');
    expect(client).toContain('listThings(');
    expect(client).toContain('listColours(');
    expect(client).not.toMatch(/queryThings|linkThings|filter|selection/);
  });
});

describe('a schema Ajv cannot compile', () => {
  it('costs only its validators: client, types and docs are written, and the left-out validators are warnings that change the output', async () => {
    const result = await run('ajv-rejected.yaml', { all: true });
    for (const file of ['client.ts', 'schema.d.ts', 'validators.js', 'docs/index.html', 'README.md']) expect(result.written, file).toContain(file);
    expect(result.warningGroups.output).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Validator left out: createPort request body/),
      expect.stringMatching(/^Validator left out: createNote request body/),
      expect.stringMatching(/^Schema #\/components\/schemas\/PortMapping cannot be compiled/),
    ]));
  }, 120_000);
});

describe('formatWarnings', () => {
  it('counts the groups, puts what changes the output first, and gathers style warnings by message', () => {
    const lines = formatWarnings({
      output: ['Validator left out: x request body (validateRequest passes every body): a.yaml:3:1 bad.'],
      notes: ['Unknown format "uint64": an annotation, values are not checked against it; used at a.yaml:9:5.'],
      style: ['a.yaml:1:1 Operation object should contain `summary` field. (operation-summary)', 'a.yaml:5:1 Operation object should contain `summary` field. (operation-summary)', 'a.yaml:7:1 Operation object should contain `summary` field. (operation-summary)', 'a.yaml:9:1 Operation object should contain `summary` field. (operation-summary)', 'a.yaml:2:1 Server `url` should not have a trailing slash. (no-server-trailing-slash)'],
    });
    expect(lines).toEqual([
      '7 warnings: 1 change the output, 1 on schemas, 5 on style.',
      'Change the output (1):',
      '  warning: Validator left out: x request body (validateRequest passes every body): a.yaml:3:1 bad.',
      'Schemas (1):',
      '  warning: Unknown format "uint64": an annotation, values are not checked against it; used at a.yaml:9:5.',
      'Style (5; `npx redocly lint <spec>` shows each with its source lines):',
      '  warning: Operation object should contain `summary` field. (operation-summary) ×4: a.yaml:1:1, a.yaml:5:1, a.yaml:7:1 and 1 more',
      '  warning: a.yaml:2:1 Server `url` should not have a trailing slash. (no-server-trailing-slash)',
    ]);
    expect(formatWarnings({ output: [], notes: [], style: [] })).toEqual([]);
  });

  it('shows the first three lines of a style rule whose messages all differ, and counts the rest', () => {
    const slash = (line: number, path: string) => `a.yaml:${line}:5 \`${path}\` should not have a trailing slash. (no-path-trailing-slash)`;
    const style = [slash(1, '/a/'), 'a.yaml:2:1 Servers must be present. (no-empty-servers)', slash(3, '/b/'), slash(5, '/c/'), slash(7, '/d/'), slash(9, '/d/'), slash(11, '/e/')];
    expect(formatWarnings({ output: [], notes: [], style }).slice(2)).toEqual([
      '  warning: a.yaml:1:5 `/a/` should not have a trailing slash. (no-path-trailing-slash)',
      '  warning: a.yaml:3:5 `/b/` should not have a trailing slash. (no-path-trailing-slash)',
      '  warning: a.yaml:5:5 `/c/` should not have a trailing slash. (no-path-trailing-slash)',
      // `/d/` twice and `/e/`: three warnings on two lines.
      '  warning: and 3 more (no-path-trailing-slash)',
      '  warning: a.yaml:2:1 Servers must be present. (no-empty-servers)',
    ]);
    // Four lines of one rule are shown, not three and "1 more".
    expect(formatWarnings({ output: [], notes: [], style: style.slice(0, 5) }).slice(2)).toHaveLength(5);
  });

  it('gathers lint errors accepted as warnings by message, after the other warnings that change the output', () => {
    const accepted = (line: number) => `a.yaml:${line}:7 Property \`nullable\` is not expected here. (struct) [accepted: read as 3.0's nullable; --strict refuses it]`;
    const lines = formatWarnings({ output: [accepted(3), accepted(8), 'The security scheme `oauth` is oauth2: ...', accepted(12), accepted(20)], notes: [], style: [] });
    expect(lines).toEqual([
      '5 warnings: 5 change the output, 0 on schemas, 0 on style.',
      'Change the output (5):',
      '  warning: The security scheme `oauth` is oauth2: ...',
      "  warning: Property `nullable` is not expected here. (struct) [accepted: read as 3.0's nullable; --strict refuses it] ×4: a.yaml:3:7, a.yaml:8:7, a.yaml:12:7 and 1 more",
    ]);
  });
});
