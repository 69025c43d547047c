// validateFeedbackValues: feedback values checked against their form definition, per field type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFeedbackValues, FEEDBACK_FIELD_TYPES, type FeedbackFormDefinition, type FeedbackFormField } from '../../generated/runtime/feedback-values.ts';
import { loadProjectModel } from '../support/project.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';

const OPTIONS = [
  { label: 'Strong yes', value: 'strong_yes' },
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

const field = (type: string, path: string, extra: Partial<FeedbackFormField> = {}): FeedbackFormField => ({
  id: '8a9b0c1d-2e3f-4a4b-8c5d-6e7f8a9b0c1d',
  type,
  path,
  title: `${type} question`,
  humanReadablePath: `${type} question`,
  isNullable: false,
  ...extra,
});

const form = (...fields: { field: FeedbackFormField; isRequired?: boolean }[]): FeedbackFormDefinition => ({
  sections: [{ title: 'Interview', fields: fields.map((f) => ({ isRequired: f.isRequired ?? true, field: f.field })) }],
});

/** Per type: values it accepts, and values it rejects with the path (below `$.values.f`) and message reported. */
const CASES: Record<string, { accepts: unknown[]; rejects: [unknown, string, RegExp][] }> = {
  Boolean: { accepts: [true, false], rejects: [['true', '', /must be a boolean/], [0, '', /must be a boolean/]] },
  CompensationRange: {
    // The rules name minValue, maxValue and value without a type: any given value passes.
    accepts: [
      { type: 'compensation-range', minValue: 100000, maxValue: 120000.5, currencyCode: 'EUR', interval: '1 YEAR' },
      { type: 'compensation-range', minValue: '100000', maxValue: 120000, currencyCode: 'EUR', interval: '1 YEAR' },
    ],
    rejects: [
      [{ type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'USB', interval: '1 HOUR' }, '.currencyCode', /ISO 4217/],
      [{ type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'usd', interval: '1 HOUR' }, '.currencyCode', /ISO 4217/],
      [{ type: 'number-range', minValue: 1, maxValue: 2, currencyCode: 'USD', interval: '1 HOUR' }, '.type', /'compensation-range'/],
      [{ type: 'compensation-range', maxValue: 2, currencyCode: 'USD', interval: '1 HOUR' }, '.minValue', /is required/],
      [{ type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'USD' }, '.interval', /interval/],
      ['100-120k', '', /must be an object/],
      [{ type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'USD', interval: '1 HOUR', bonus: 5 }, '.bonus', /is not a field of this value/],
    ],
  },
  Currency: {
    accepts: [{ value: 95000, currencyCode: 'USD' }, { value: 0.5, currencyCode: 'JPY' }, { value: '95000', currencyCode: 'USD' }],
    rejects: [
      [{ value: 1, currencyCode: 'ABC' }, '.currencyCode', /ISO 4217/],
      [{ currencyCode: 'USD' }, '.value', /is required/],
      [95000, '', /must be an object \{ value, currencyCode \}/],
      [{ value: 1, currencyCode: 'USD', currency: 'USD' }, '.currency', /is not a field of this value \(it has value, currencyCode\)/],
    ],
  },
  Date: {
    accepts: ['2026-02-28', '2024-02-29'],
    rejects: [['2026-02-29', '', /YYYY-MM-DD/], ['2026-13-01', '', /YYYY-MM-DD/], ['2026-1-5', '', /YYYY-MM-DD/], ['2026-01-05T00:00:00.000Z', '', /YYYY-MM-DD/]],
  },
  Email: { accepts: ['maya.okafor@example.com'], rejects: [['maya.okafor', '', /valid e-mail/], ['a b@example.com', '', /valid e-mail/]] },
  LongText: { accepts: ['', 'Several\nlines'], rejects: [[12, '', /must be a string/]] },
  MultiValueSelect: {
    accepts: [[], ['yes', 'no']],
    rejects: [
      [['yes', 'maybe'], '[1]', /"maybe" is not one of the option values "strong_yes", "yes", "no"/],
      [['Yes'], '[0]', /"Yes" is not one of the option values/],
      [[1], '[0]', /must be a string/],
      ['yes', '', /must be an array/],
    ],
  },
  Number: { accepts: [0, -3, 42], rejects: [[4.5, '', /must be an integer/], ['4', '', /must be an integer/]] },
  NumberRange: {
    accepts: [{ type: 'number-range', minValue: 1, maxValue: 5 }],
    rejects: [
      [{ type: 'numberRange', minValue: 1, maxValue: 5 }, '.type', /'number-range'/],
      [{ type: 'number-range', minValue: 1 }, '.maxValue', /is required/],
      [{ type: 'number-range', minValue: 1, maxValue: 5, step: 1 }, '.step', /is not a field of this value/],
    ],
  },
  Phone: { accepts: ['+44 20 7946 0000'], rejects: [[442079460000, '', /must be a string/]] },
  RichText: {
    accepts: [{ type: 'PlainText', value: 'Good.' }],
    rejects: [
      [{ type: 'Html', value: '<b>Good</b>' }, '.type', /'PlainText'/],
      [{ type: 'PlainText' }, '.value', /must be a string/],
      ['Good.', '', /must be an object \{ type: 'PlainText', value \}/],
      [{ type: 'PlainText', value: 'Good.', html: '<b>Good.</b>' }, '.html', /is not a field of this value \(it has type, value\)/],
    ],
  },
  Score: {
    accepts: [{ score: 1 }, { score: 4, comments: { type: 'PlainText', value: 'Excellent.' } }],
    rejects: [
      [{ score: 5 }, '.score', /integer from 1 to 4/],
      [{ score: 0 }, '.score', /integer from 1 to 4/],
      [{ score: 2.5 }, '.score', /integer from 1 to 4/],
      [{ score: 3, comments: 'fine' }, '.comments', /PlainText/],
      [{ score: 3, comments: { type: 'PlainText', value: 1 } }, '.comments.value', /must be a string/],
      [3, '', /must be an object \{ score, comments\? \}/],
      [{ score: 3, weight: 2 }, '.weight', /is not a field of this value \(it has score, comments\)/],
      [{ score: 3, comments: { type: 'PlainText', value: 'Fine.', author: 'x' } }, '.comments.author', /is not a field of this value/],
    ],
  },
  String: { accepts: ['short answer'], rejects: [[{ value: 'x' }, '', /must be a string/]] },
  Url: {
    accepts: ['https://github.com/maya', ''],
    rejects: [['github.com/maya', '', /valid URL or the empty string/], ['https://exa mple.com', '', /valid URL/], [null as unknown, '', /must not be null/]],
  },
  UUID: {
    accepts: ['3ae2b801-19f6-41ef-ad28-214bd731948f', { value: '3ae2b801-19f6-41ef-ad28-214bd731948f' }],
    rejects: [['3ae2b801', '', /must be a UUID/], [{ value: 'nope' }, '.value', /must be a UUID/], [{ value: '3ae2b801-19f6-41ef-ad28-214bd731948f', kind: 'x' }, '.kind', /is not a field of this value/], [7, '', /UUID string or \{ value: <uuid> \}/]],
  },
  ValueSelect: {
    accepts: ['strong_yes', 'no'],
    rejects: [['Strong yes', '', /"Strong yes" is not one of the option values/], [true, '', /must be a string/]],
  },
};

const definitionFor = (type: string) => form({ field: field(type, 'f', type.endsWith('Select') ? { selectableValues: OPTIONS } : {}) });

describe('validateFeedbackValues, per field type', () => {
  it('covers the 16 field types of the service description', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FEEDBACK_FIELD_TYPES].sort());
    expect(FEEDBACK_FIELD_TYPES).toHaveLength(16);
  });

  for (const [type, { accepts, rejects }] of Object.entries(CASES)) {
    it(`${type}: accepts its shape, rejects others at the field's path naming title and type`, () => {
      for (const value of accepts) expect(validateFeedbackValues(definitionFor(type), { f: value }), JSON.stringify(value)).toEqual({ ok: true, errors: [] });
      for (const [value, subPath, message] of rejects) {
        const result = validateFeedbackValues(definitionFor(type), { f: value });
        expect(result.ok, JSON.stringify(value)).toBe(false);
        expect(result.errors, JSON.stringify(value)).toHaveLength(1);
        expect(result.errors[0].path).toBe(`$.values.f${subPath}`);
        expect(result.errors[0].message).toMatch(new RegExp(`^${type} question \\(${type}\\): `));
        expect(result.errors[0].message).toMatch(message);
      }
    });
  }
});

describe('validateFeedbackValues, fields and keys', () => {
  const definition = form(
    { field: field('Score', 'overall_score', { title: 'Overall score' }) },
    { field: field('LongText', 'notes', { title: 'Notes', isNullable: true }), isRequired: false },
    { field: field('String', 'summary', { title: 'Summary', isNullable: true }) },
  );

  it('reports a missing required field; an optional one may be left out', () => {
    expect(validateFeedbackValues(definition, { summary: 'ok' })).toEqual({
      ok: false,
      errors: [{ path: '$.values.overall_score', message: 'Overall score (Score): is required' }],
    });
  });

  it('accepts null only for nullable fields, and counts null as present', () => {
    expect(validateFeedbackValues(definition, { overall_score: { score: 2 }, notes: null, summary: null }).ok).toBe(true);
    expect(validateFeedbackValues(definition, { overall_score: null, summary: 'ok' }).errors).toEqual([
      { path: '$.values.overall_score', message: 'Overall score (Score): must not be null' },
    ]);
  });

  it('reports values for paths the form does not have', () => {
    expect(validateFeedbackValues(definition, { overall_score: { score: 2 }, summary: 'x', 'over all': 1, overallScore: 3 }).errors).toEqual([
      { path: "$.values['over all']", message: '"over all" is not the path of any field in the form definition' },
      { path: '$.values.overallScore', message: '"overallScore" is not the path of any field in the form definition' },
    ]);
  });

  it('reports a value for a field type it does not know instead of accepting it', () => {
    const result = validateFeedbackValues(form({ field: field('Signature', 'sig', { title: 'Signature' }), isRequired: false }), { sig: 'M. O.' });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: '$.values.sig', message: 'Signature (Signature): field type "Signature" is not supported, so its value cannot be checked' }],
    });
  });

  it('a select field without options accepts no value, and says why', () => {
    const result = validateFeedbackValues(form({ field: field('ValueSelect', 'pick') }), { pick: 'a' });
    expect(result.errors).toEqual([{ path: '$.values.pick', message: 'ValueSelect question (ValueSelect): "a" is not an option: the field lists no selectable values' }]);
  });

  it('reports malformed values and definitions where they are malformed', () => {
    expect(validateFeedbackValues(definition, [] as never).errors).toEqual([{ path: '$.values', message: 'values must be an object keyed by field path' }]);
    expect(validateFeedbackValues({} as never, {}).errors).toEqual([{ path: '$.formDefinition.sections', message: 'the form definition must have a sections array' }]);
    const broken = { sections: [{ fields: [{ isRequired: true, field: { type: 'String' } }] }, {}] } as never;
    expect(validateFeedbackValues(broken, {}).errors).toEqual([
      { path: '$.formDefinition.sections[0].fields[0].field', message: 'each field must have a string path and type' },
      { path: '$.formDefinition.sections[1].fields', message: 'each section must have a fields array' },
    ]);
    const twice = form({ field: field('String', 'a') }, { field: field('Number', 'a') });
    expect(validateFeedbackValues(twice, { a: 'x' }).errors).toEqual([
      { path: '$.formDefinition.sections[0].fields[1].field.path', message: 'field path "a" is used by more than one field' },
    ]);
  });

  it('finds fields in every section', () => {
    const twoSections: FeedbackFormDefinition = {
      sections: [
        { title: 'One', fields: [{ isRequired: true, field: field('Boolean', 'a') }] },
        { fields: [{ isRequired: true, field: field('Number', 'b') }] },
      ],
    };
    expect(validateFeedbackValues(twoSections, { a: true, b: 1 }).ok).toBe(true);
    expect(validateFeedbackValues(twoSections, { a: true }).errors).toEqual([{ path: '$.values.b', message: 'Number question (Number): is required' }]);
  });
});

describe('validateFeedbackValues and the spec', () => {
  let emitted: EmittedValidators;
  beforeAll(async () => {
    emitted = await emitAndImport(await loadProjectModel());
  });
  afterAll(() => emitted?.remove());

  it("accepts the spec's own submit example against the example's form definition", async () => {
    const model = await loadProjectModel();
    const submit = model.operations.find((o) => o.name === 'applicationFeedback.submit')!;
    const instance = (submit.response.example as any).results.submittedFormInstance;
    expect(validateFeedbackValues(instance.formDefinition, (submit.request!.example as any).values)).toEqual({ ok: true, errors: [] });
    expect(validateFeedbackValues(instance.formDefinition, instance.submittedValues)).toEqual({ ok: true, errors: [] });
  });

  it('every value it accepts is also accepted by the spec schema of applicationFeedback.submit', () => {
    for (const [type, { accepts }] of Object.entries(CASES)) {
      for (const value of accepts) {
        const body = { interviewEventId: '2e3f4a5b-6c7d-4e8f-8a9b-0c1d2e3f4a5b', values: { f: value } };
        expect(emitted.module.validateRequest('applicationFeedback.submit', body), `${type} ${JSON.stringify(value)}`).toEqual({ ok: true, errors: [] });
      }
    }
  });
});
