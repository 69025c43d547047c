// A property schema written out in several places (an object's fields repeated in its create and
// update bodies, as public descriptions write them) compiles once and is called from each place.
// The validators must answer exactly as they do with every copy written out: same verdicts, same
// JSON paths and messages, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentModel } from '../../generator/document-model.ts';
import { compileValidators } from '../../generator/emit/validators.ts';
import { SHARED_ID_PREFIX } from '../../generator/emit/validators/shared-shapes.ts';
import { projectRoot } from '../support/project.ts';
import type { ValidatorsModule } from './support.ts';
import { publicStyleSpec } from '../../bench/synthetic-spec.ts';

const line = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, quantity: { type: 'integer', minimum: 1, nullable: true } } };
const fields = {
  note: { type: 'string', maxLength: 5 },
  lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } },
  owner: { nullable: true, anyOf: [{ type: 'string', maxLength: 3 }, { $ref: '#/components/schemas/Owner' }] },
  // Repeated too, but Ajv refuses it (a negative bound): it stays where it is written, so what
  // holds it is refused, and reported, as before.
  code: { type: 'array', items: { $ref: '#/components/schemas/Line' }, maxItems: -1 },
};
const body = (required: string[], withCode = false) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties: withCode ? fields : { ...fields, code: undefined } } } },
});
const document = {
  openapi: '3.0.3',
  info: { title: 'Shapes', version: '1' },
  paths: {
    '/orders': { post: { operationId: 'createOrder', requestBody: body(['lines']), responses: { '200': { description: 'ok' } } } },
    '/orders/{id}': {
      post: { operationId: 'updateOrder', requestBody: body([]), responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } } },
      put: { operationId: 'replaceOrder', requestBody: body([], true), responses: { '200': { description: 'ok' } } },
      patch: { operationId: 'patchOrder', requestBody: body(['note'], true), responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Draft' } } } } } },
    },
  },
  components: {
    schemas: {
      Line: line,
      Owner: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, orders: { type: 'array', items: { $ref: '#/components/schemas/Order' } } } },
      Order: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, ...fields, code: undefined } },
      Draft: { type: 'object', properties: { code: fields.code } },
    },
  },
};

const bodies: unknown[] = [
  {},
  { lines: [] },
  { note: 'toolong', lines: [{ id: 'a', quantity: 1 }, { quantity: 0 }, 'x', { id: 1, quantity: null }], owner: 5 },
  { lines: [{ id: 'a' }], owner: null },
  { lines: { id: 'a' }, owner: 'abcd' },
  { lines: [{}], owner: { name: 1, orders: [{ lines: [{ quantity: 2.5 }] }, {}] } },
  { owner: { orders: 'none' }, code: [] },
  [],
  null,
];

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function importValidators(code: string): Promise<ValidatorsModule> {
  const dir = fs.mkdtempSync(path.join(projectRoot, 'test-artifacts', 'shared-shapes-'));
  scratch.push(dir);
  fs.copyFileSync(path.join(projectRoot, 'generator/schema/formats.js'), path.join(dir, 'formats.js'));
  fs.writeFileSync(path.join(dir, 'validators.js'), code);
  return (await import(pathToFileURL(path.join(dir, 'validators.js')).href)) as ValidatorsModule;
}

describe('repeated shapes', () => {
  const model = documentModel(JSON.parse(JSON.stringify(document)));
  const shared = compileValidators(model);
  const inline = compileValidators(model, { inlineEveryShape: true });
  let sharedModule: ValidatorsModule;
  let inlineModule: ValidatorsModule;
  beforeAll(async () => {
    fs.mkdirSync(path.join(projectRoot, 'test-artifacts'), { recursive: true });
    [sharedModule, inlineModule] = await Promise.all([importValidators(shared.code), importValidators(inline.code)]);
  });

  it('compile once: the repeated array of lines and nullable owner are shared schemas, and the code shrinks', () => {
    expect(shared.code).toContain(`"$id":"${SHARED_ID_PREFIX}0"`);
    expect(shared.code).toContain(`"$id":"${SHARED_ID_PREFIX}1"`);
    expect(inline.code).not.toContain(SHARED_ID_PREFIX);
    expect(shared.code.length).toBeLessThan(inline.code.length);
  });

  it('answer every body exactly as the inline copies do, paths and order included', () => {
    for (const operation of ['createOrder', 'updateOrder']) {
      for (const candidate of bodies) {
        expect({ operation, candidate, result: sharedModule.validateRequest(operation, candidate) }).toEqual({ operation, candidate, result: inlineModule.validateRequest(operation, candidate) });
      }
    }
    for (const candidate of bodies) expect(sharedModule.validateResponse('updateOrder', candidate)).toEqual(inlineModule.validateResponse('updateOrder', candidate));
  });

  it('report the JSON path inside a shared shape from the place it is used', () => {
    expect(sharedModule.validateRequest('createOrder', { lines: [{ id: 'a' }, { quantity: 0 }] }).errors).toEqual([
      { path: '$.lines[1].id', message: "must have required property 'id'" },
      { path: '$.lines[1].quantity', message: 'must be >= 1' },
    ]);
    expect(sharedModule.validateRequest('updateOrder', { owner: { name: 'n', orders: [{ id: 'o', lines: [{ id: 3 }] }] } }).errors).toContainEqual({ path: '$.owner.orders[0].lines[0].id', message: 'must be string' });
  });

  it('leave a shape Ajv refuses where it is written: its operation is left out with the same reason', () => {
    expect(sharedModule.leftOutValidators).toEqual(inlineModule.leftOutValidators);
    expect(Object.keys(sharedModule.leftOutValidators)).toEqual(['replaceOrder', 'patchOrder']);
    expect(sharedModule.leftOutValidators.replaceOrder.request).toMatch(/code\/maxItems/);
    expect(sharedModule.leftOutValidators.patchOrder.response).toMatch(/Draft/);
    expect(shared.warnings).toEqual(inline.warnings);
  });
});

describe('components that refer to each other in a cycle', () => {
  // Resources whose fields refer to other resources, round the ring: with every shape inline, Ajv's
  // standalone code declares one validate function twice (ajv-validator/ajv#1361), which an ES
  // module may not; the emitter keeps the last declaration, the one CommonJS would bind to.
  const document = publicStyleSpec(10, 5);
  const model = documentModel(document);
  const inline = compileValidators(model, { inlineEveryShape: true });
  const shared = compileValidators(model);
  let inlineModule: ValidatorsModule;
  let sharedModule: ValidatorsModule;
  beforeAll(async () => {
    fs.mkdirSync(path.join(projectRoot, 'test-artifacts'), { recursive: true });
    [inlineModule, sharedModule] = await Promise.all([importValidators(inline.code), importValidators(shared.code)]);
  });

  it('declare each validate function once, so validators.js loads as an ES module', () => {
    const names = [...inline.code.matchAll(/\bfunction (validate\w+)\(/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(inlineModule.operationNames).toHaveLength(10);
  });

  it('answer as the validators with shared shapes do, through the cycle', () => {
    const account = { id: 'a', object: 'account', created: 1, livemode: false };
    const bodies: unknown[] = [
      account,
      { ...account, related: { ...account, object: 'invoice', related: { id: 3 } } },
      { ...account, amount: -1, status: 'lost', items: [{ quantity: 0 }], related: 7 },
      { ...account, related: null, metadata: { a: 1 } },
      {},
    ];
    for (const operation of inlineModule.operationNames) {
      for (const body of bodies) {
        expect({ operation, body, result: inlineModule.validateResponse(operation, body) }).toEqual({ operation, body, result: sharedModule.validateResponse(operation, body) });
        expect({ operation, body, result: inlineModule.validateRequest(operation, body) }).toEqual({ operation, body, result: sharedModule.validateRequest(operation, body) });
      }
    }
    // Through the cycle: account.related is an invoice, whose own `related` must be a string, an object of its kind, or null.
    expect(inlineModule.validateResponse('retrieveAccount', bodies[1]).errors).toContainEqual({ path: '$.related.related', message: 'must match a schema in anyOf' });
  });
});
