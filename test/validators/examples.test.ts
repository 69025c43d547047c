// The generated validators accept every example the spec gives, and point at the right value,
// with a readable message, when a payload is wrong.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel } from '../support/project.ts';
import { emitAndImport, type EmittedValidators, type ValidationResult, type ValidatorsModule } from './support.ts';
import type { ApiModel } from '../../generator/model/types.ts';

let model: ApiModel;
let emitted: EmittedValidators;
let v: ValidatorsModule;
beforeAll(async () => {
  model = await loadProjectModel();
  emitted = await emitAndImport(model);
  v = emitted.module;
});
afterAll(() => emitted?.remove());

const example = (name: string, kind: 'request' | 'response'): any => {
  const op = model.operations.find((o) => o.name === name)!;
  return structuredClone(kind === 'request' ? op.request!.example : op.response.example);
};

describe('spec examples', () => {
  it('every operation is known, in the spec order', () => {
    expect(v.operationNames).toEqual(model.operations.map((o) => o.name));
    expect(v.operationNames).toHaveLength(159);
  });

  it('every request example passes validateRequest', () => {
    for (const op of model.operations) {
      expect(op.request?.hasExample, op.name).toBe(true);
      expect(v.hasRequestSchema(op.name), op.name).toBe(true);
      expect(v.validateRequest(op.name, op.request!.example), op.name).toEqual({ ok: true, errors: [] });
    }
  });

  it('every success and error example passes validateResponse', () => {
    let errorExamples = 0;
    for (const op of model.operations) {
      expect(v.hasResponseSchema(op.name), op.name).toBe(true);
      expect(v.validateResponse(op.name, op.response.example), op.name).toEqual({ ok: true, errors: [] });
      if (op.response.errorExample) {
        errorExamples++;
        expect(v.validateResponse(op.name, op.response.errorExample), op.name).toEqual({ ok: true, errors: [] });
      }
    }
    expect(errorExamples).toBeGreaterThan(0);
  });
});

/** A result as plain data: `errors` of a failure is a getter, worked out on first read. */
function outcome(result: ValidationResult): ValidationResult {
  return { ok: result.ok, errors: result.errors };
}

describe('failure results', () => {
  it('work out their errors once, on first read, and show them in JSON and in Node\'s console', () => {
    const result = v.validateRequest('candidate.info', { candidateId: 'not-a-uuid' });
    const expected = [{ path: '$.candidateId', message: 'must match format "uuid"' }];
    expect(result.errors).toBe(result.errors);
    expect(JSON.parse(JSON.stringify(result))).toEqual({ ok: false, errors: expected });
    const { ok, errors } = result;
    expect({ ok, errors }).toEqual({ ok: false, errors: expected });
    expect(inspect(result)).toContain("path: '$.candidateId'");
  });
});

describe('targeted failures', () => {
  it('a wrong uuid in a request names the field and the format', () => {
    const result = v.validateRequest('candidate.info', { candidateId: 'not-a-uuid' });
    expect(outcome(result)).toEqual({ ok: false, errors: [{ path: '$.candidateId', message: 'must match format "uuid"' }] });
  });

  it('a timestamp without milliseconds deep in a list response is reported at its JSON path', () => {
    const body = example('application.list', 'response');
    body.results[1].createdAt = '2026-01-12T10:04:32Z';
    const result = v.validateResponse('application.list', body);
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].path).toBe('$.results[1].createdAt');
    expect(result.errors[0].message).toBe(
      'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$": ISO 8601 timestamp in UTC with millisecond precision, such as "2026-01-15T09:30:00.000Z"',
    );
  });

  it('a missing required nullable field is reported as missing, at the field path', () => {
    const body = example('candidate.info', 'response');
    delete body.results.primaryPhoneNumber;
    expect(outcome(v.validateResponse('candidate.info', body))).toEqual({
      ok: false,
      errors: [{ path: '$.results.primaryPhoneNumber', message: "must have required property 'primaryPhoneNumber'" }],
    });
    // ...while null is what the spec wants there.
    body.results.primaryPhoneNumber = null;
    expect(v.validateResponse('candidate.info', body).ok).toBe(true);
  });

  it('a value of the wrong type says which type it must be', () => {
    const body = example('candidate.info', 'response');
    body.results.name = 42;
    body.results.applicationIds = 'x';
    expect(v.validateResponse('candidate.info', body).errors).toEqual([
      { path: '$.results.name', message: 'must be string' },
      { path: '$.results.applicationIds', message: 'must be array' },
    ]);
  });

  it('a success body is judged as the success envelope only (no error-envelope noise)', () => {
    const body = example('candidate.info', 'response');
    body.results.id = 'x';
    const result = v.validateResponse('candidate.info', body);
    expect(result.errors).toEqual([{ path: '$.results.id', message: 'must match format "uuid"' }]);
  });

  it('an error body is judged as the error envelope', () => {
    expect(outcome(v.validateResponse('candidate.info', { success: false, errors: [{}] }))).toEqual({
      ok: false,
      errors: [{ path: '$.errors[0].message', message: "must have required property 'message'" }],
    });
    expect(v.validateResponse('candidate.info', { success: false }).errors).toEqual([{ path: '$.errors', message: "must have required property 'errors'" }]);
  });

  it('a body that is no envelope at all is judged against the success envelope', () => {
    expect(outcome(v.validateResponse('candidate.info', []))).toEqual({ ok: false, errors: [{ path: '$', message: 'must be object' }] });
    const noFlag = v.validateResponse('candidate.info', { results: example('candidate.info', 'response').results });
    expect(noFlag.errors).toEqual([{ path: '$.success', message: "must have required property 'success'" }]);
  });

  it('enum and const failures list what is allowed', () => {
    const body = example('auditLog.list', 'response');
    body.success = 'yes';
    expect(v.validateResponse('auditLog.list', body).errors).toContainEqual({ path: '$.success', message: 'must be true' });
  });

  it('keys that are not identifiers are bracketed, array indexes come from the data', () => {
    const result = v.validateRequest('applicationFeedback.submit', {
      interviewEventId: '2e3f4a5b-6c7d-4e8f-8a9b-0c1d2e3f4a5b',
      values: { 'odd key': { score: 9 }, 0: { score: 7 } },
    });
    expect(result.ok).toBe(false);
    const paths = new Set(result.errors.map((e) => e.path));
    expect(paths).toContain("$.values['odd key'].score");
    expect(paths).toContain("$.values['0'].score");
    expect(result.errors).toContainEqual({ path: "$.values['odd key'].score", message: 'must be <= 4' });
  });

  it('an unknown operation name throws an error naming it', () => {
    expect(() => v.validateRequest('candidate.nope' as never, {})).toThrow(/validateRequest: unknown operation "candidate\.nope"/);
    expect(() => v.validateResponse('', {})).toThrow(/validateResponse: unknown operation ""/);
  });
});
