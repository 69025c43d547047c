// The validators file itself: precompiled (no schema compilation at run time), ES module that
// plain Node loads, shared component functions, deterministic, and usable for foreign specs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';
import { compileValidators, validatorsEmitter } from '../../generator/emit/validators.ts';
import { emitters } from '../../generator/emitters.ts';
import { documentModel } from '../../generator/document-model.ts';
import { componentId, leafComponents } from '../../generator/schema/json-schema.ts';
import type { ApiModel } from '../../generator/model/types.ts';

let model: ApiModel;
let emitted: EmittedValidators;
beforeAll(async () => {
  model = await loadProjectModel();
  emitted = await emitAndImport(model);
});
afterAll(() => emitted?.remove());

describe('validators.js', () => {
  it('is registered and emits validators.js with its declarations', async () => {
    expect(emitters).toContain(validatorsEmitter);
    const files = await validatorsEmitter.emit(model, { projectRoot, outDir: '/unused' });
    expect(files.map((f) => f.path)).toEqual(['validators.js', 'validators.d.ts', 'formats.js']);
  });

  it('compiles nothing at run time and imports only Ajv run-time helpers and its own format checks', () => {
    expect(emitted.code).not.toMatch(/new Ajv|\bcompile\(|\brequire\(/);
    const imports = [...emitted.code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toContain('./formats.js');
    for (const specifier of imports) expect(specifier).toMatch(/^(ajv\/dist\/runtime\/[\w/-]+\.js|\.\/formats\.js)$/);
    const formatsCode = fs.readFileSync(path.join(emitted.dir, 'formats.js'), 'utf8');
    const formatImports = [...formatsCode.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(formatImports).toEqual(['ajv-formats/dist/formats.js']);
  });

  it('compiles each component that refers to others once and shares it, and inlines the rest', () => {
    const functionsOf = (name: string) => emitted.code.split(`sourceURL="${componentId(name)}"`).length - 1;
    for (const name of ['Candidate', 'ErrorEnvelope', 'Application', 'SubmittedFormInstance']) expect(functionsOf(name), name).toBe(1);
    // Single-value components (an id, a timestamp) and other components that refer to no schema
    // (a form field, an e-mail address) are checked where they are used: no call per value.
    for (const name of ['Uuid', 'Timestamp', 'NullableUuid', 'FormField', 'EmailAddress']) expect(functionsOf(name), name).toBe(0);
    expect(leafComponents(model.bundle).get('Timestamp')).toEqual({ type: 'string', format: 'date-time', pattern: model.bundle.components.schemas.Timestamp.pattern });
    expect(leafComponents(model.bundle).has('Candidate')).toBe(false);
  });

  it('stays far below the size of inlining every schema into every operation', () => {
    // Inlining only what refers to no other schema adds a fraction: every component as its own function is the floor.
    const shared = Buffer.byteLength(compileValidators(model, { shareEveryComponent: true }).code);
    expect(Buffer.byteLength(emitted.code)).toBeLessThan(shared * 1.3);
    // A comparable 90-operation spec inlined came to 3.35 MB; `npx tsx generator/emit/validators/size-report.ts` prints the figures.
    expect(Buffer.byteLength(emitted.code)).toBeLessThan(1_000_000);
  });

  it('is deterministic', () => {
    expect(compileValidators(model).code).toBe(emitted.code);
  });

  it('runs under plain Node ESM (outside vitest)', () => {
    const script = `
      const v = await import(${JSON.stringify(new URL(`file://${emitted.file}`).href)});
      const ok = v.validateRequest('candidate.info', { candidateId: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b' });
      const bad = v.validateResponse('application.list', { success: true, results: [{ createdAt: 'x' }], moreDataAvailable: 1 });
      console.log(JSON.stringify({ ok, bad, count: v.operationNames.length }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' }));
    expect(out.count).toBe(159);
    expect(out.ok).toEqual({ ok: true, errors: [] });
    expect(out.bad.ok).toBe(false);
    expect(out.bad.errors).toContainEqual({ path: '$.results[0].createdAt', message: 'must match format "date-time"' });
    expect(out.bad.errors).toContainEqual({ path: '$.moreDataAvailable', message: 'must be boolean' });
  });

  it('exports only the validation API, not the validate functions behind it', () => {
    expect(Object.keys(emitted.module).sort()).toEqual(['hasRequestSchema', 'hasResponseSchema', 'leftOutValidators', 'operationNames', 'validateParameter', 'validateRequest', 'validateResponse', 'validateStreamItem']);
  });

  it('validates a parameter the generated server checks against its schema, and passes one it does not know', () => {
    const { validateParameter } = emitted.module;
    expect(validateParameter('candidate.list', 'header:x-on-behalf-of', '3ae2b801-19f6-41ef-ad28-214bd731948f')).toEqual({ ok: true, errors: [] });
    const refused = validateParameter('candidate.list', 'header:x-on-behalf-of', 'user-4');
    expect({ ok: refused.ok, errors: refused.errors }).toEqual({ ok: false, errors: [{ path: '$', message: 'must match format "uuid"' }] });
    expect(validateParameter('candidate.list', 'query:__proto__', 'x')).toEqual({ ok: true, errors: [] });
  });

  it('declarations type-check a correct call and reject an unknown operation name', () => {
    const consumer = path.join(emitted.dir, 'consumer.ts');
    fs.writeFileSync(
      consumer,
      [
        "import { validateRequest, validateResponse, operationNames, type OperationName, type ValidationResult } from './validators.js';",
        "const a: ValidationResult = validateRequest('candidate.info', {});",
        "const first: OperationName = operationNames[0];",
        'const b: boolean = validateResponse(first, null).errors[0].path.length > 0 && a.ok;',
        'void b;',
        "validateRequest('candidate.nope', {});",
      ].join('\n'),
    );
    const program = ts.createProgram([consumer], { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, types: [], lib: ['lib.es2022.d.ts'] });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? ts.getLineAndCharacterOfPosition(d.file, d.start!).line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^6: Argument of type '"candidate\.nope"' is not assignable to parameter of type 'OperationName'/);
  });

  it('declares OperationName as the union of every operation name', () => {
    for (const op of model.operations) expect(emitted.declarations).toContain(`| ${JSON.stringify(op.name)}`);
    expect(emitted.declarations).toMatch(/export function validateRequest\(operation: OperationName, body: unknown\): ValidationResult;/);
    expect(emitted.declarations).toMatch(/export function validateResponse\(operation: OperationName, body: unknown\): ValidationResult;/);
    expect(emitted.declarations).toMatch(/export const operationNames: readonly OperationName\[\];/);
  });
});

describe('a foreign spec', () => {
  const petstore = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } } },
        },
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          responses: {
            '200': {
              description: 'the pet or a problem',
              content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', required: ['problem'], properties: { problem: { type: 'string' } } }] } } },
            },
          },
        },
      },
      '/pets/{id}': { delete: { operationId: 'deletePet', responses: { '204': { description: 'gone' } } } },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string', maxLength: 3 },
            tag: { type: ['string', 'null'] },
            // Keywords whose standalone code needs ajv's run-time helpers (ucs2length, equal).
            toys: { type: 'array', uniqueItems: true, items: { type: 'object' } },
            home: { enum: [{ city: 'Oslo' }, null] },
          },
        },
      },
    },
  };
  let foreign: EmittedValidators;
  beforeAll(async () => {
    foreign = await emitAndImport(documentModel(petstore));
  });
  afterAll(() => foreign?.remove());

  it('names operations as the model does', () => {
    expect(foreign.module.operationNames).toEqual(['listPets', 'POST /pets', 'deletePet']);
  });

  it('validates requests and responses through component references', () => {
    const v = foreign.module;
    expect(v.validateRequest('POST /pets', { id: 1, name: 'Rex', tag: null }).ok).toBe(true);
    expect(v.validateRequest('POST /pets', { id: '1' }).errors).toEqual([
      { path: '$.name', message: "must have required property 'name'" },
      { path: '$.id', message: 'must be integer' },
    ]);
    expect(v.validateResponse('listPets', [{ id: 1, name: 'a' }, { id: 2 }]).errors).toEqual([{ path: '$[1].name', message: "must have required property 'name'" }]);
    // A oneOf without a success flag: Ajv's own report of the whole oneOf.
    expect(v.validateResponse('POST /pets', { problem: 'x' }).ok).toBe(true);
    const neither = v.validateResponse('POST /pets', { id: 'x' });
    expect(neither.ok).toBe(false);
    expect(neither.errors).toContainEqual({ path: '$', message: 'must match exactly one schema in oneOf' });
  });

  it("imports ajv's run-time helpers as ES modules that plain Node loads", () => {
    const imports = [...foreign.code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual(expect.arrayContaining(['ajv/dist/runtime/ucs2length.js', 'ajv/dist/runtime/equal.js']));
    const script = `
      const v = await import(${JSON.stringify(new URL(`file://${foreign.file}`).href)});
      console.log(JSON.stringify([
        v.validateRequest('POST /pets', { id: 1, name: 'Rex', toys: [{ a: 1 }, { a: 2 }], home: { city: 'Oslo' } }),
        v.validateRequest('POST /pets', { id: 1, name: 'Rexy', toys: [{ a: 1 }, { a: 1 }], home: { city: 'Rome' } }),
      ]));`;
    const [good, bad] = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' }));
    expect(good).toEqual({ ok: true, errors: [] });
    expect(bad.errors).toEqual([
      { path: '$.name', message: 'must NOT have more than 3 characters' },
      { path: '$.toys', message: 'must NOT have duplicate items (items ## 0 and 1 are identical)' },
      { path: '$.home', message: 'must be one of {"city":"Oslo"}, null' },
    ]);
  });

  it('passes every body for operations without a JSON schema, and says so', () => {
    const v = foreign.module;
    expect(v.hasRequestSchema('listPets')).toBe(false);
    expect(v.validateRequest('listPets', 'anything')).toEqual({ ok: true, errors: [] });
    expect(v.hasResponseSchema('deletePet')).toBe(false);
    expect(v.validateResponse('deletePet', 42)).toEqual({ ok: true, errors: [] });
    expect(v.hasRequestSchema('POST /pets')).toBe(true);
  });
});
