// Every operation of the generated client over real HTTP against the Prism mock of the spec, each
// sent with its request example: the call resolves to the example's results (or first page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HiringApiClient, AuthenticationError } from '../../generated/index.ts';
import * as validators from '../../generated/validators.js';
import { startPrism, type RunningPrism } from '../../contract/mock/prism.ts';
import { loadProjectModel } from '../support/project.ts';
import type { ApiModel } from '../../generator/model/types.ts';

let prism: RunningPrism;
let model: ApiModel;
let client: HiringApiClient;

beforeAll(async () => {
  [prism, model] = await Promise.all([startPrism(), loadProjectModel()]);
  client = new HiringApiClient({ apiKey: 'test-key', baseUrl: prism.baseUrl, validateRequests: true, validateResponses: true, validators });
});
afterAll(() => prism?.stop());

type Method = (body: unknown) => Promise<unknown>;

describe('the client against Prism', () => {
  it('reaches all 159 operations, each resolving to its documented example', async () => {
    expect(model.operations).toHaveLength(159);
    const failures: string[] = [];
    for (const op of model.operations) {
      const { property: namespace, name: methodName } = model.client.methods.get(op.name)!;
      const method = (client as unknown as Record<string, Record<string, Method>>)[namespace]?.[methodName];
      if (typeof method !== 'function') {
        failures.push(`${op.name}: no client.${namespace}.${methodName}`);
        continue;
      }
      const example = op.response.example as { results: unknown };
      const expected = op.paging ? example : example.results;
      try {
        const result = await method.call((client as any)[namespace], op.request?.example ?? {});
        expect(result, op.name).toEqual(expected);
      } catch (error) {
        failures.push(`${op.name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('exposes deprecated aliases under their wire names next to their replacements', () => {
    expect(typeof client.application.change_stage).toBe('function');
    expect(typeof client.application.changeStage).toBe('function');
    expect(typeof client.application.change_source).toBe('function');
    expect(typeof client.application.delete).toBe('function');
  });

  it('maps Prism\'s 401 for a request without credentials to AuthenticationError', async () => {
    // A custom fetch that drops the Authorization header shows the mock's own 401.
    const anonymous = new HiringApiClient({
      apiKey: 'test-key',
      baseUrl: prism.baseUrl,
      fetch: (url, init) => {
        const headers = new Headers(init.headers);
        headers.delete('authorization');
        return fetch(url, { ...init, headers });
      },
    });
    const error = await anonymous.job.list({}).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
  });
});
