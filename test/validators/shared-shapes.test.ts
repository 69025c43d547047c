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

/** Each operation's Ajv validate functions, as validators.js holds them (their errors unconverted). */
type RawValidate = ((body: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; params: unknown; message?: string }[] | null };
type RawOperations = Record<string, { request: RawValidate | null; response: RawValidate | null }>;

async function importValidators(code: string): Promise<ValidatorsModule & { rawOperations: RawOperations }> {
  const dir = fs.mkdtempSync(path.join(projectRoot, 'test-artifacts', 'shared-shapes-'));
  scratch.push(dir);
  fs.copyFileSync(path.join(projectRoot, 'generator/schema/formats.js'), path.join(dir, 'formats.js'));
  fs.writeFileSync(path.join(dir, 'validators.js'), `${code}\nexport const rawOperations = OPERATIONS;\n`);
  return (await import(pathToFileURL(path.join(dir, 'validators.js')).href)) as ValidatorsModule & { rawOperations: RawOperations };
}

/** What Ajv reports, in its order: verdict, then each error's instancePath, keyword, params and message. */
function rawVerdict(validate: RawValidate | null, body: unknown): unknown {
  if (validate === null) return null;
  const ok = validate(body);
  return { ok, errors: (validate.errors ?? []).map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })) };
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

describe('repeated inline shapes that refer to nothing (a document with every reference expanded)', () => {
  // The shapes a fully expanded document repeats: each is written out in full wherever it is used.
  const point = { type: 'array', prefixItems: [{ type: 'number', minimum: -90, maximum: 90 }, { type: 'number', minimum: -180, maximum: 180 }], minItems: 2, maxItems: 2 };
  const address = {
    type: 'object',
    required: ['street', 'city'],
    properties: { street: { type: 'string', minLength: 1, maxLength: 20 }, city: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' }, geo: point },
    additionalProperties: false,
  };
  const contact = {
    type: 'object',
    required: ['kind', 'value'],
    properties: { kind: { enum: ['email', 'phone'] }, value: { type: 'string' } },
    if: { properties: { kind: { const: 'email' } } },
    then: { properties: { value: { format: 'email' } } },
    else: { properties: { value: { pattern: '^[+]?[0-9 ]+$' } } },
  };
  const labels = { type: 'object', patternProperties: { '^x-': { type: 'string' } }, additionalProperties: { type: 'integer', minimum: 0 }, maxProperties: 3 };
  const amount = { oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^[0-9]+[.][0-9]{2}$' }] };
  // Repeated, but reads what its allOf evaluated at its own place: it stays written out.
  const sealed = { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ properties: { b: { type: 'integer' } } }], unevaluatedProperties: false };
  // Repeated, but lighter than a call: it stays written out.
  const nick = { type: 'string', maxLength: 4 };
  const person = (required: string[]) => ({
    type: 'object',
    required,
    properties: { home: address, work: address, where: point, contacts: { type: 'array', items: contact }, labels, total: amount, box: sealed, nick },
  });
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const document = {
    openapi: '3.1.0',
    info: { title: 'Expanded', version: '1' },
    paths: {
      '/people': { post: { operationId: 'createPerson', requestBody: json(person(['home'])), responses: { '200': { description: 'ok', ...json(person(['home', 'total'])) } } } },
      // Its own properties: every other property is refused, beside those of the shared shapes.
      '/people/{id}': { patch: { operationId: 'updatePerson', requestBody: json({ ...person([]), unevaluatedProperties: false }), responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/Site' }) } } } },
    },
    components: {
      // Refers to no component: Ajv would copy it into its uses; holding shared shapes, it is compiled once.
      schemas: { Site: { type: 'object', required: ['address'], properties: { address, where: point, contacts: { type: 'array', items: contact, maxItems: 2 } } } },
    },
  };

  const model = documentModel(JSON.parse(JSON.stringify(document)));
  const shared = compileValidators(model);
  const inline = compileValidators(model, { inlineEveryShape: true });
  // The schemas Ajv's standalone code holds as constants (this document's schemas hold no `;`).
  const schemaConstants = (code: string) => [...code.matchAll(/const schema\d+ = (\{[^;]*\});/g)].map((m) => m[1]);
  const sharedSchemas = schemaConstants(shared.code).filter((text) => text.includes(`"$id":"${SHARED_ID_PREFIX}`));
  let sharedModule: Awaited<ReturnType<typeof importValidators>>;
  let inlineModule: Awaited<ReturnType<typeof importValidators>>;
  beforeAll(async () => {
    fs.mkdirSync(path.join(projectRoot, 'test-artifacts'), { recursive: true });
    [sharedModule, inlineModule] = await Promise.all([importValidators(shared.code), importValidators(inline.code)]);
  });

  it('compile each repeated shape once, as its own function, and the code shrinks', () => {
    expect(inline.code).not.toContain(SHARED_ID_PREFIX);
    // The address (holding the shared point), the point, the people's list of contacts (holding the
    // shared contact), the contact, the labels and the amount.
    expect(sharedSchemas).toHaveLength(6);
    for (const text of sharedSchemas) expect(shared.code).toContain(`/*# sourceURL="${JSON.parse(text).$id}" */`);
    expect(shared.code.length).toBeLessThan(inline.code.length * 0.8);
  });

  it('leave written out a shape that reads what was evaluated at its place, and one lighter than a call', () => {
    for (const text of sharedSchemas) {
      expect(text).not.toContain('unevaluatedProperties');
      expect(JSON.parse(text)).not.toMatchObject(nick);
    }
    expect(shared.warnings).toEqual(inline.warnings);
    expect(shared.warnings.output).toEqual([]);
  });

  const bodies: unknown[] = [
    {},
    { home: { street: 'Main', city: 'X' } },
    { home: { street: 'Main', city: 'X', geo: [45, 90] }, total: '12.50', where: [0, 0], nick: 'abc' },
    { home: { street: '', city: 3, zip: '1234', geo: [91, -181, 0], extra: true }, work: { geo: 'here' }, where: [1] },
    { home: null, contacts: [{ kind: 'email', value: 'not an e-mail' }, { kind: 'phone', value: 'x' }, { kind: 'fax' }, {}], labels: { 'x-a': 1, b: -1, c: 'c', d: 0 } },
    { contacts: [{ kind: 'email', value: 'a@b.example' }], labels: { 'x-a': 'a' }, total: -1, box: { a: 1, b: 'b', c: true }, nick: 'toolong' },
    { total: 1.5, box: { a: 'a', b: 2 }, address: { street: 'S', city: 'C' }, other: 1 },
    { address: { street: 'S', city: 'C', geo: [0] }, where: 'x', contacts: [{ kind: 'phone', value: '+1 555' }, 5, { kind: 'email', value: 'x' }] },
    { address: { street: 'S' }, contacts: [{}, {}, {}] },
    [],
    null,
  ];

  it('give every body the verdict and the errors of the written-out copies: instancePath, keyword, params, message, in order', () => {
    let failures = 0;
    for (const operation of ['createPerson', 'updatePerson']) {
      for (const part of ['request', 'response'] as const) {
        for (const body of bodies) {
          const expected = rawVerdict(inlineModule.rawOperations[operation][part], body);
          expect({ operation, part, body, verdict: rawVerdict(sharedModule.rawOperations[operation][part], body) }).toEqual({ operation, part, body, verdict: expected });
          if (expected && !(expected as { ok: boolean }).ok) failures += 1;
        }
      }
    }
    // The bodies reach the shapes' checks: most of them fail somewhere.
    expect(failures).toBeGreaterThan(20);
  });

  it('report the JSON path inside a shared shape from the place it is used', () => {
    for (const body of bodies) {
      expect(sharedModule.validateRequest('updatePerson', body)).toEqual(inlineModule.validateRequest('updatePerson', body));
      expect(sharedModule.validateResponse('updatePerson', body)).toEqual(inlineModule.validateResponse('updatePerson', body));
    }
    expect(sharedModule.validateRequest('createPerson', bodies[3]).errors).toContainEqual({ path: '$.home.geo[0]', message: 'must be <= 90' });
    expect(sharedModule.validateResponse('updatePerson', bodies[7]).errors).toContainEqual({ path: '$.address.geo', message: 'must NOT have fewer than 2 items' });
  });
});
