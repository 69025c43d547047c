// `$ref`s into `#/paths/...` or a component's insides, including pointers that pass through another
// `$ref` and recursive ones, resolve for the model and for the validators as Redocly resolves them
// (fixtures: test/fixtures/specs/path-refs.yaml, deep-component-refs.yaml, recursive-component-refs.yaml).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { normalizeRefs } from '../../generator/model/normalize-refs.ts';
import { generate } from '../../generator/generate.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';

const root = path.resolve(import.meta.dirname, '../..');
const spec = path.join(root, 'test/fixtures/specs/path-refs.yaml');

describe('references into #/paths', () => {
  let document: Record<string, any>;
  let out: string;
  beforeAll(async () => {
    document = (await loadSpec(spec)).document;
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'path-refs-'));
    fs.rmSync(out, { recursive: true });
    await generate({ projectRoot: root, specPath: spec, outDir: out, emitters: [validatorsEmitter] });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('the model resolves request and response shapes through them', () => {
    const model = documentModel(document);
    const op = (name: string) => model.operations.find((o) => o.name === name)!;
    expect(op('note.update').request?.required).toBe(true);
    expect(op('note.update').request?.jsonSchema).toMatchObject({ required: ['text'] });
    expect(op('note.copy').request?.jsonSchema).toMatchObject({ properties: { text: { minLength: 1 } } });
    // Through responses/200, itself a $ref to components/responses/NoteAnswer.
    expect(op('note.update').response.bodySchema).toEqual({ $ref: '#/components/schemas/Note' });
    expect(op('note.copy').response.bodySchema).toEqual({ $ref: '#/components/schemas/Note' });
    expect(op('note.copy').response.status).toBe('200');
  });

  it('leaves no reference outside #/components, and a document without any unchanged', () => {
    const normalized = normalizeRefs(document);
    expect(JSON.stringify(normalized)).not.toContain('"#/paths/');
    expect(normalizeRefs(normalized)).toBe(normalized);
  });

  it('the validators check bodies through them', async () => {
    const validators = await import(path.join(out, 'validators.js'));
    expect(validators.validateRequest('note.copy', { text: '' }).ok).toBe(false);
    expect(validators.validateRequest('note.update', { text: 'hi' }).ok).toBe(true);
    expect(validators.validateRequest('note.update', {}).ok).toBe(false);
    expect(validators.validateResponse('note.update', { id: 1, text: 'a' }).ok).toBe(true);
    expect(validators.validateResponse('note.copy', { id: 'x', text: 'a' }).ok).toBe(false);
  });
});

describe('references into a component', () => {
  const deepSpec = path.join(root, 'test/fixtures/specs/deep-component-refs.yaml');
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'deep-refs-'));
    fs.rmSync(out, { recursive: true });
    await generate({ projectRoot: root, specPath: deepSpec, outDir: out, emitters: [validatorsEmitter] });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('become a copy of the node, or the component a chain of references ends at', async () => {
    const normalized = normalizeRefs((await loadSpec(deepSpec)).document);
    const properties = normalized.paths['/databases'].post.requestBody.content['application/json'].schema.properties;
    expect(properties.label).toEqual({ type: 'string', minLength: 3 });
    expect(properties.region).toEqual({ $ref: '#/components/schemas/Region' });
  });

  it('the validators check bodies through them', async () => {
    const validators = await import(path.join(out, 'validators.js'));
    expect(validators.validateRequest('createDatabase', { label: 'main', region: 'eu' }).ok).toBe(true);
    expect(validators.validateRequest('createDatabase', { label: 'm' }).ok).toBe(false);
    expect(validators.validateRequest('createDatabase', { label: 'main', region: 'mars' }).ok).toBe(false);
  });
});

describe('recursive references into a component', () => {
  const recursiveSpec = path.join(root, 'test/fixtures/specs/recursive-component-refs.yaml');
  let out: string;
  let result: Awaited<ReturnType<typeof generate>>;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'recursive-refs-'));
    fs.rmSync(out, { recursive: true });
    result = await generate({ projectRoot: root, specPath: recursiveSpec, outDir: out, emitters: [validatorsEmitter] });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('leave no validator out', () => {
    expect(result.warningGroups.output).toEqual([]);
  });

  it('the validators check every level through them, into $defs and into properties', async () => {
    const validators = await import(path.join(out, 'validators.js'));
    expect(validators.hasResponseSchema('getNode')).toBe(true);
    expect(validators.validateResponse('getNode', { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] }).ok).toBe(true);
    expect(validators.validateResponse('getNode', { name: 'a', children: [{ name: 'b', children: [{ name: 3 }] }] }).errors).toEqual([
      { path: '$.children[0].children[0].name', message: 'must be string' },
    ]);
    expect(validators.hasRequestSchema('addEntry')).toBe(true);
    expect(validators.validateRequest('addEntry', { name: 'docs', entries: [{ name: 'a', entries: [{ name: 'b' }] }] }).ok).toBe(true);
    expect(validators.validateRequest('addEntry', { name: 'docs', entries: [{ name: 'a', entries: [{}] }] }).errors).toEqual([
      { path: '$.entries[0].entries[0].name', message: "must have required property 'name'" },
    ]);
    // The component holding them compiles through them too.
    expect(validators.validateResponse('addEntry', { entry: { name: 'docs', entries: [{ name: '' }] } }).ok).toBe(false);
    expect(validators.validateResponse('addEntry', { entry: { name: 'docs', entries: [{ name: 'a' }] } }).ok).toBe(true);
  });
});
