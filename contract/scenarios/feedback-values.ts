// rules.feedback-values (writes allowed): the suite requests feedback on its own application
// (applicationFeedbackRequest.create, with an interview a submission on the server was made for),
// which answers the interview event, application and interviewer; against that interview's form
// definition, values valid for every field are accepted and stored as sent, and a value breaking
// one rule of the description's table is refused, one rule at a time: the wrong shape for the field
// type, a Score outside 1 to 4, a select value that is not an option (a label is not a value), a
// missing required field, null where not nullable. Nothing is submitted to an event of someone else's.
import { isObject } from '../checks/answers.ts';
import { call, needsWrites, refused, sameJson, walk, whatCameBack } from '../checks/flow.ts';
import { fail, skip, type CheckContext, type Finding, type Scenario } from '../types.ts';

export interface FormField {
  type: string;
  path: string;
  title?: string;
  isNullable?: boolean;
  selectableValues?: { label: string; value: string }[] | null;
}
export interface FormEntry {
  isRequired: boolean;
  field: FormField;
}

/** A value the description's rules accept for the field, or undefined when the suite cannot make one. */
export function validValue(field: FormField, marker: string, slug: string): unknown {
  const options = Array.isArray(field.selectableValues) ? field.selectableValues.map((o) => o.value) : [];
  switch (field.type) {
    case 'Boolean':
      return true;
    case 'CompensationRange':
      return { type: 'compensation-range', minValue: 90000, maxValue: 110000, currencyCode: 'USD', interval: '1 YEAR' };
    case 'Currency':
      return { value: 100, currencyCode: 'EUR' };
    case 'Date':
      return '2026-01-15';
    case 'Email':
      return `${slug}@example.com`;
    case 'LongText':
    case 'String':
      return `[${marker}] feedback`;
    case 'Phone':
      return '+1 555 0100';
    case 'MultiValueSelect':
      return options.slice(0, 1);
    case 'Number':
      return 3;
    case 'NumberRange':
      return { type: 'number-range', minValue: 1, maxValue: 5 };
    case 'RichText':
      return { type: 'PlainText', value: `[${marker}] feedback` };
    case 'Score':
      return { score: 4, comments: { type: 'PlainText', value: `[${marker}] feedback` } };
    case 'Url':
      return 'https://example.com/contract-suite';
    case 'UUID':
      return '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f';
    case 'ValueSelect':
      return options[0];
    default:
      return undefined;
  }
}

/** Values that break one rule for the field's type, each with the rule it breaks. */
export function invalidValues(field: FormField): { value: unknown; rule: string }[] {
  const options = Array.isArray(field.selectableValues) ? field.selectableValues : [];
  const label = options.find((o) => o.label !== o.value && !options.some((p) => p.value === o.label));
  const notAnOption = 'contract-suite-not-an-option';
  switch (field.type) {
    case 'Boolean':
      return [{ value: 'yes', rule: 'a Boolean is a boolean' }];
    case 'CompensationRange':
      return [
        { value: { type: 'number-range', minValue: 1, maxValue: 2, currencyCode: 'USD', interval: '1 YEAR' }, rule: "a CompensationRange has type 'compensation-range'" },
        { value: { type: 'compensation-range', minValue: 1, maxValue: 2, currencyCode: 'dollars', interval: '1 YEAR' }, rule: 'a CompensationRange currencyCode is an ISO 4217 code' },
      ];
    case 'Currency':
      return [{ value: { value: 100, currencyCode: 'dollars' }, rule: 'a Currency currencyCode is an ISO 4217 code' }];
    case 'Date':
      return [
        { value: '15/01/2026', rule: 'a Date is written YYYY-MM-DD' },
        { value: '2026-13-01', rule: 'a Date is a calendar date' },
      ];
    case 'Email':
      return [{ value: 'not-an-e-mail-address', rule: 'an Email is a valid e-mail address' }];
    case 'LongText':
    case 'String':
    case 'Phone':
      return [{ value: 42, rule: `a ${field.type} is a string` }];
    case 'MultiValueSelect':
      return [
        { value: [notAnOption], rule: "a MultiValueSelect holds only the field's option values" },
        { value: options[0]?.value ?? notAnOption, rule: 'a MultiValueSelect is an array' },
      ];
    case 'Number':
      return [
        { value: 2.5, rule: 'a Number is an integer' },
        { value: '3', rule: 'a Number is a number, not a string' },
      ];
    case 'NumberRange':
      return [{ value: { minValue: 1, maxValue: 5 }, rule: "a NumberRange has type 'number-range'" }];
    case 'RichText':
      return [{ value: '<b>bold</b>', rule: "a RichText is { type: 'PlainText', value }" }, { value: { type: 'Html', value: 'x' }, rule: 'a RichText is plain text only' }];
    case 'Score':
      return [
        { value: { score: 7 }, rule: 'a Score is an integer from 1 to 4' },
        { value: { score: 0 }, rule: 'a Score is an integer from 1 to 4' },
        { value: { score: 2.5 }, rule: 'a Score is an integer' },
        { value: { score: 3, comments: 'plain string' }, rule: "Score comments are { type: 'PlainText', value }" },
      ];
    case 'Url':
      return [{ value: 'not a url', rule: 'a Url is a valid URL or the empty string' }];
    case 'UUID':
      return [{ value: 'not-a-uuid', rule: 'a UUID is a UUID string or { value: <uuid> }' }];
    case 'ValueSelect':
      return [
        { value: notAnOption, rule: "a ValueSelect is one of the field's option values" },
        ...(label ? [{ value: label.label, rule: 'a ValueSelect is the option value, not its display label' }] : []),
      ];
    default:
      return [];
  }
}

export const feedbackValuesScenario: Scenario = {
  name: 'rules.feedback-values',
  description: "applicationFeedbackRequest.create gives an interview event on the suite's application; applicationFeedback.submit accepts values valid for its form and refuses each value that breaks a field-type rule",
  operation: 'applicationFeedback.submit',
  uses: ['applicationFeedback.list', 'applicationFeedback.submit', 'applicationFeedbackRequest.create', 'application.create', 'candidate.create', 'user.list'],
  needs: '--allow-writes; a feedback submission on the server (applicationFeedback.list) for an interview and its form definition, a job to apply to and an active user',
  async run(context) {
    const cannot = needsWrites(context, 'applicationFeedback.submit', 'valid feedback is stored');
    if (cannot) return cannot;
    const list = await call(context, 'applicationFeedback.list', { limit: 5 }, 'reading a form definition');
    if (!list.ok) return list.outcome;
    const submission = (Array.isArray(list.results) ? list.results : []).find((s) => isObject(s) && typeof s.interviewId === 'string' && isObject(s.formDefinition) && Array.isArray(s.formDefinition.sections));
    if (!isObject(submission)) return skip('applicationFeedback.list shows no feedback submission, so there is no interview and form definition to request feedback with');
    const event = await requestFeedback(context, submission.interviewId as string);
    if ('outcome' in event) return event.outcome;
    const definition = submission.formDefinition as { sections: { fields: FormEntry[] }[] };
    const entries = definition.sections.flatMap((s) => (Array.isArray(s.fields) ? s.fields : [])).filter((e) => isObject(e) && isObject(e.field));
    const { marker, slug } = context.options;
    const values: Record<string, unknown> = {};
    const notes: string[] = [];
    for (const { field, isRequired } of entries) {
      const value = validValue(field, marker, slug);
      if (value === undefined) {
        if (isRequired) return skip(`the form's required field "${field.path}" (${field.type}) takes a value the suite cannot make`);
        notes.push(`field "${field.path}" (${field.type}) was left out: the suite cannot make a value for it`);
      } else values[field.path] = value;
    }
    const base = { interviewEventId: event.interviewEventId, feedbackFormDefinitionId: submission.feedbackFormDefinitionId, values };
    const findings: Finding[] = [...event.findings];
    const valid = await call(context, 'applicationFeedback.submit', base, 'submitting valid values');
    if (!valid.ok) {
      if (valid.outcome.status === 'fail') return valid.outcome;
      return skip(`valid values for the form of interview event ${event.interviewEventId} (the suite's feedback request) were refused (${valid.said}), so the rules were not checked`);
    }
    const stored = isObject(valid.results) && isObject(valid.results.submittedFormInstance) ? valid.results.submittedFormInstance.submittedValues : undefined;
    for (const [path, value] of Object.entries(values)) {
      const got = isObject(stored) ? stored[path] : undefined;
      if (!sameJson(got, value)) {
        findings.push({ operation: 'applicationFeedback.submit', message: `the submitted value of "${path}" is not stored as sent`, path: `$.results.submittedFormInstance.submittedValues.${path}`, value: got, request: valid.answer.request, status: valid.answer.status });
      }
    }

    const breaks: { values: Record<string, unknown>; what: string }[] = [];
    for (const { field, isRequired } of entries) {
      if (!(field.path in values)) continue;
      for (const { value, rule } of invalidValues(field)) breaks.push({ values: { ...values, [field.path]: value }, what: `"${field.path}" (${field.type}) given ${JSON.stringify(value)}: ${rule}` });
      if (isRequired) {
        const { [field.path]: _left, ...rest } = values;
        breaks.push({ values: rest, what: `required field "${field.path}" left out` });
      }
      if (field.isNullable === false) breaks.push({ values: { ...values, [field.path]: null }, what: `"${field.path}" is not nullable but given null` });
    }
    const answers = await Promise.all(breaks.map(async (b) => ({ ...b, exchange: await context.send({ ...base, values: b.values }, { operationName: 'applicationFeedback.submit' }) })));
    for (const { what, exchange } of answers) {
      if (!refused(context.model, exchange)) findings.push({ operation: 'applicationFeedback.submit', message: `a value breaking the rules was not refused: ${what}; got ${whatCameBack(context.model, exchange)}`, request: exchange.request, ...(exchange.answered ? { status: exchange.status } : {}) });
    }
    return fail(findings, notes);
  },
};

/**
 * Requests feedback on an application of the suite's own with `interviewId` from an active user:
 * the answer names the new interview event and echoes the application and interviewer (rule 5).
 */
async function requestFeedback(context: CheckContext, interviewId: string): Promise<{ interviewEventId: string; findings: Finding[] } | { outcome: ReturnType<typeof skip> }> {
  const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'finding an interviewer');
  const interviewer = users.records.find((u) => u.isEnabled === true && typeof u.id === 'string');
  if (!interviewer) return { outcome: skip('user.list shows no active user to request feedback from') };
  const applicationId = await context.ownRecord('applicationId');
  const sent = { applicationId, interviewId, interviewerUserId: interviewer.id };
  const request = await call(context, 'applicationFeedbackRequest.create', sent, 'requesting feedback on the suite\'s application');
  if (!request.ok) return { outcome: request.outcome.status === 'fail' ? request.outcome : skip(`applicationFeedbackRequest.create refused feedback on the suite's application with interview ${interviewId} (${request.said}), so there is no interview event of its own to submit to`) };
  const results = isObject(request.results) ? request.results : {};
  const findings: Finding[] = [];
  for (const field of ['applicationId', 'interviewerUserId'] as const) {
    if (results[field] !== sent[field]) findings.push({ operation: 'applicationFeedbackRequest.create', message: `the feedback request answers another ${field} than it was sent`, path: `$.results.${field}`, value: results[field], request: request.answer.request, status: request.answer.status });
  }
  if (typeof results.interviewEventId !== 'string') {
    return { outcome: { status: 'fail', findings: [...findings, { operation: 'applicationFeedbackRequest.create', message: 'the feedback request answers no interviewEventId', path: '$.results.interviewEventId', value: results.interviewEventId, request: request.answer.request, status: request.answer.status }] } };
  }
  return { interviewEventId: results.interviewEventId, findings };
}
