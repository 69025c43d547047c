// Building requests and reading answers: broken bodies really break the request schema, data
// generated where an example is missing really fits it, and the pieces the report leans on.
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse, type OperationName } from '../../generated/validators.js';
import { shapeDifference } from '../../contract/checks/deprecated-alias.ts';
import { pointerToPath, valueAt } from '../../generator/schema/json-path.ts';
import { loadModel } from '../../contract/model.ts';
import { scrub, secretsFor } from '../../contract/report/redact.ts';
import { buildHttpRequest, curlFor, requestBodyFor, schemaViolatingBody } from '../../contract/requests.ts';
import { ajvValidator } from '../../contract/validation/response-validator.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { rewriteRefs } from '../../generator/schema/json-schema.ts';

const model = loadModel();

describe('requests', () => {
  it('sends each operation a body its request schema accepts, and a broken body it rejects', async () => {
    let broken = 0;
    for (const operation of model.operations) {
      const name = operation.name as OperationName;
      const body = await requestBodyFor(operation, model);
      expect(validateRequest(name, body).errors, name).toEqual([]);
      const violation = schemaViolatingBody(operation, model, body);
      if (violation) {
        broken++;
        expect(validateRequest(name, violation.body).ok, `${name}: ${violation.broken}`).toBe(false);
      }
    }
    expect(broken).toBeGreaterThan(0);
  });

  it('generates schema-valid data where an operation has no example', async () => {
    const operation = structuredClone(model.operations.find((o) => o.name === 'candidate.info')!);
    operation.request = { ...operation.request!, hasExample: false, example: undefined };
    operation.request.jsonSchema = { type: 'object', required: ['candidateId', 'createdAt'], properties: { candidateId: { $ref: '#/components/schemas/Uuid' }, createdAt: { $ref: '#/components/schemas/Uuid' } } };
    const body = await requestBodyFor(operation, model);
    const validate = createAjv(model.bundle).compile(rewriteRefs(operation.request.jsonSchema) as object);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(await requestBodyFor(operation, model)).toEqual(body);
  });

  it('never shows the key: Authorization is redacted, the replay command reads it from the environment', () => {
    const operation = model.operations.find((o) => o.name === 'candidate.info')!;
    const request = buildHttpRequest({ baseUrl: 'http://h/', operation, acceptHeader: model.acceptHeader, body: '{}', auth: 'valid', keys: { valid: 'sekrit-key', extra: {} } });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('sekrit-key:').toString('base64')}`);
    expect(request.headers.accept).toBe('application/json; version=1');
    expect(request.shown.headers.authorization).toBe('Basic <redacted>');
    expect(request.shown.url).toBe('http://h/candidate.info');
    // The variable README has the key set in, so the replay works as it is in that shell.
    expect(curlFor(request.shown)).toBe(`curl -sS -X POST 'http://h/candidate.info' -u "$CONTRACT_API_KEY:" -H 'accept: application/json; version=1' -H 'content-type: application/json' --data '{}'`);
    expect(scrub(`key sekrit-key or ${request.headers.authorization}`, secretsFor('sekrit-key'))).toBe('key <redacted> or Basic <redacted>');
  });

  it('replays a request with the key it was sent with: the variable of that key, or a made-up key', () => {
    const operation = model.operations.find((o) => o.name === 'candidate.info')!;
    const keys = { valid: 'sekrit-key', extra: { restricted: 'narrow-key' } };
    const replay = (auth: Parameters<typeof buildHttpRequest>[0]['auth']) => curlFor(buildHttpRequest({ baseUrl: 'http://h/', operation, acceptHeader: null, body: '{}', auth, keys }).shown);
    expect(replay('restricted')).toContain(`-u "$CONTRACT_RESTRICTED_KEY:"`);
    // A made-up key is no secret, and replaying with the real one would not repeat the check.
    expect(replay('unknown')).toContain(`-u 'contract-unknown-key:'`);
    expect(replay('none')).not.toContain(' -u ');
    for (const command of [replay('valid'), replay('restricted'), replay('unknown')]) expect(command).not.toMatch(/sekrit-key|narrow-key/);
  });
});

describe('answers', () => {
  it('compares alias shapes: keys and JSON types, null matching anything', () => {
    expect(shapeDifference({ a: 1, b: null, c: [{ x: 's' }] }, { a: 2, b: { y: 1 }, c: [{ x: 't' }] }, '$')).toBeNull();
    expect(shapeDifference({ a: '1' }, { a: 1 }, '$')).toEqual({ path: '$.a', message: 'the alias gives string where the replacement gives number', value: '1' });
    expect(shapeDifference({ c: [{ x: 1 }] }, { c: [{ x: 1, y: 2 }] }, '$')?.path).toBe('$.c[0].y');
  });

  it('writes JSON paths the report uses and reads values back', () => {
    expect(pointerToPath('/results/0/created at')).toBe("$.results[0]['created at']");
    expect(valueAt({ results: [{ 'created at': 5 }] }, "$.results[0]['created at']")).toBe(5);
  });

  it('the in-process fallback validator names the offending paths, as the generated one does', () => {
    const operation = model.operations.find((o) => o.name === 'candidate.info')!;
    const body = structuredClone(operation.response.example) as any;
    body.results.createdAt = '2026-01-12T10:04:31Z';
    delete body.results.name;
    const paths = ajvValidator(model).validate(operation, body).map((e) => e.path).sort();
    expect(paths).toEqual(['$.results.createdAt', '$.results.name']);
    expect(validateResponse('candidate.info', body).errors.map((e) => e.path).sort()).toEqual(paths);
    expect(ajvValidator(model).validate(operation, operation.response.example)).toEqual([]);
  });
});
