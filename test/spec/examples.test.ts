// Every example in the spec validates against its own schema (Ajv, JSON Schema 2020-12 with
// formats), and the schemas encode the source's rules tightly enough to reject what it forbids.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { loadProjectModel } from '../support/project.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { componentId, rewriteRefs } from '../../generator/schema/json-schema.ts';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';

let model: ApiModel;
let ajv: Ajv2020;
let op: (name: string) => OperationModel;
beforeAll(async () => {
  model = await loadProjectModel();
  ajv = createAjv(model.bundle);
  op = (name) => model.operations.find((o) => o.name === name)!;
});

const validate = (schema: unknown, value: unknown) => {
  const fn = ajv.compile(rewriteRefs(schema as any) as any);
  return { ok: fn(value) as boolean, errors: fn.errors };
};
const component = (name: string, value: unknown) => {
  const fn = ajv.getSchema(componentId(name))!;
  return fn(value) as boolean;
};

describe('examples', () => {
  it('every request example validates against its request schema', () => {
    for (const o of model.operations) {
      const result = validate(o.request!.jsonSchema, o.request!.example);
      expect(result.errors, o.name).toBeNull();
    }
  });

  it('every response example (success and error) validates against its 200 schema', () => {
    for (const o of model.operations) {
      expect(validate(o.response.bodySchema, o.response.example).errors, o.name).toBeNull();
      if (o.response.errorExample) expect(validate(o.response.bodySchema, o.response.errorExample).errors, o.name).toBeNull();
    }
  });

  it('list examples have at least two records', () => {
    for (const o of model.operations.filter((x) => x.paging)) {
      expect((o.response.example as any).results.length, o.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('validation is not vacuous: a damaged example is rejected', () => {
    const list = op('application.list');
    const page = structuredClone(list.response.example) as any;
    page.results[1].createdAt = '2026-01-20T17:22:06Z';
    expect(validate(list.response.bodySchema, page).ok).toBe(false);
    delete page.results[1].createdAt;
    expect(validate(list.response.bodySchema, page).ok).toBe(false);
  });
});

describe('schemas encode the source rules', () => {
  it('timestamps are UTC with millisecond precision', () => {
    expect(component('Timestamp', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(component('Timestamp', '2026-01-01T00:00:00Z')).toBe(false);
    expect(component('Timestamp', '2026-01-01T00:00:00.000+02:00')).toBe(false);
    expect(component('NullableTimestamp', null)).toBe(true);
  });

  it('identifiers are UUIDs', () => {
    expect(component('Uuid', '3ae2b801-19f6-41ef-ad28-214bd731948f')).toBe(true);
    expect(component('Uuid', 'cand_123')).toBe(false);
  });

  it('optional values are required and nullable, never omitted', () => {
    const application = structuredClone((op('application.info').response.example as any).results);
    expect(component('Application', application)).toBe(true);
    expect(component('Application', { ...application, archivedAt: null })).toBe(true);
    const { archivedAt: _, ...withoutArchivedAt } = application;
    expect(component('Application', withoutArchivedAt)).toBe(false);
  });

  it('feedback values follow the per-type rules', () => {
    expect(component('FeedbackValueScore', { score: 4, comments: { type: 'PlainText', value: 'Strong' } })).toBe(true);
    expect(component('FeedbackValueScore', { score: 5 })).toBe(false);
    expect(component('FeedbackValueScore', { score: 2.5 })).toBe(false);
    expect(component('FeedbackValueRichText', { type: 'PlainText', value: 'ok' })).toBe(true);
    expect(component('FeedbackValueRichText', { type: 'Html', value: '<b>no</b>' })).toBe(false);
    expect(component('FeedbackValueUrl', '')).toBe(true);
    expect(component('FeedbackValueUrl', 'not a url')).toBe(false);
    expect(component('FeedbackValueUuid', { value: '3ae2b801-19f6-41ef-ad28-214bd731948f' })).toBe(true);
    expect(component('FeedbackValueDate', '2026-02-30x')).toBe(false);
    expect(component('FeedbackValueCurrency', { value: 120000, currencyCode: 'usd' })).toBe(false);
    expect(component('FeedbackValueCompensationRange', { type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'EUR', interval: '1 YEAR' })).toBe(true);
    expect(component('FeedbackValueNumber', 3.5)).toBe(false);
  });

  it('the error envelope holds errors with a message (how many is not stated, so none is allowed)', () => {
    expect(component('ErrorEnvelope', { success: false, errors: [{ message: 'invalid_input' }] })).toBe(true);
    expect(component('ErrorEnvelope', { success: false, errors: [] })).toBe(true);
    expect(component('ErrorEnvelope', { success: false, errors: [{ code: 'x' }] })).toBe(false);
    expect(component('ErrorEnvelope', { success: false })).toBe(false);
  });

  it('values the source names without a type, or as optional, are not narrowed', () => {
    // Feedback range and currency amounts: named, untyped, but required.
    expect(component('FeedbackValueNumberRange', { type: 'number-range', minValue: '1', maxValue: 2 })).toBe(true);
    expect(component('FeedbackValueNumberRange', { type: 'number-range', minValue: 1 })).toBe(false);
    expect(component('FeedbackValueCurrency', { value: '95000', currencyCode: 'USD' })).toBe(true);
    // `title?: string` and optional selectableValues may be missing or, as absent values are, null.
    const field = { id: '3ae2b801-19f6-41ef-ad28-214bd731948f', type: 'String', path: 'notes', title: 'Notes', humanReadablePath: 'Notes', isNullable: true };
    for (const title of [undefined, null, 'Interview']) {
      expect(component('FormDefinition', { sections: [{ title, fields: [{ isRequired: false, field }] }] })).toBe(true);
    }
    expect(component('FormField', { ...field, selectableValues: null })).toBe(true);
    expect(component('FormField', { ...field, selectableValues: 'yes' })).toBe(false);
  });

  it("auditLog.list's envelope carries nextCursor, null when absent", () => {
    expect(component('CursorListEnvelope', { success: true, results: [], nextCursor: null })).toBe(true);
    expect(component('CursorListEnvelope', { success: true, results: [], nextCursor: 'b2Zmc2V0OjUw' })).toBe(true);
    expect(component('CursorListEnvelope', { success: true, results: [] })).toBe(false);
  });

  it('API key scopes are <module>:<read|write>', () => {
    const info = (op('apiKey.info').response.example as any).results;
    expect(component('ApiKeyInfo', info)).toBe(true);
    expect(component('ApiKeyInfo', { ...info, scopes: ['candidates:admin'] })).toBe(false);
  });
});
