// Property test: the precompiled standalone validators decide exactly as Ajv compiling the same
// schemas at run time does, on mutations of the spec's examples and on arbitrary JSON.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { loadProjectModel } from '../support/project.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { rewriteRefs } from '../../generator/schema/json-schema.ts';
import type { ApiModel } from '../../generator/model/types.ts';

type Side = 'request' | 'response';
const TARGETS: { operation: string; side: Side }[] = [
  { operation: 'application.list', side: 'response' },
  { operation: 'candidate.info', side: 'response' },
  { operation: 'applicationFeedback.list', side: 'response' },
  { operation: 'auditLog.list', side: 'response' },
  { operation: 'applicationFeedback.submit', side: 'request' },
  { operation: 'auditLog.list', side: 'request' },
  { operation: 'candidate.create', side: 'request' },
];
const RUNS_PER_TARGET = 1500;

let model: ApiModel;
let emitted: EmittedValidators;
let runtimeAjv: ReturnType<typeof createAjv>;
beforeAll(async () => {
  model = await loadProjectModel();
  emitted = await emitAndImport(model);
  runtimeAjv = createAjv(model.bundle);
});
afterAll(() => emitted?.remove());

// ---- Mutations of an example ----

type Kind = 'keep' | 'replace' | 'delete' | 'nullify' | 'retype' | 'tweakString' | 'dropMillis' | 'addKey';
interface Mutation {
  at: number;
  kind: Kind;
  value: unknown;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Kind>('keep', 'replace', 'delete', 'nullify', 'retype', 'tweakString', 'dropMillis', 'addKey'),
  value: fc.jsonValue({ maxDepth: 2 }),
});

/** Every [parent, key] location in a JSON value (the root is [null, null]). */
function locations(root: unknown): [any, string | number | null][] {
  const found: [any, string | number | null][] = [[null, null]];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((item, i) => (found.push([node, i]), walk(item)));
    else if (node && typeof node === 'object') for (const [key, item] of Object.entries(node)) found.push([node, key]), walk(item);
  };
  walk(root);
  return found;
}

function mutate(example: unknown, mutations: Mutation[]): unknown {
  const box = { root: structuredClone(example) };
  for (const m of mutations) {
    const spots = locations(box.root);
    const [parent, key] = spots[m.at % spots.length];
    const holder: any = parent ?? box;
    const slot: string | number = parent ? key! : 'root';
    const current = holder[slot];
    switch (m.kind) {
      case 'keep':
        break;
      case 'replace':
        holder[slot] = m.value;
        break;
      case 'delete':
        if (Array.isArray(holder)) holder.splice(slot as number, 1);
        else if (parent) delete holder[slot];
        break;
      case 'nullify':
        holder[slot] = null;
        break;
      case 'retype':
        holder[slot] = typeof current === 'string' ? 7 : typeof current === 'number' ? String(current) : typeof current === 'boolean' ? 'true' : Array.isArray(current) ? {} : current === null ? false : [];
        break;
      case 'tweakString':
        if (typeof current === 'string') holder[slot] = current.length > 0 ? `${current.slice(0, -1)}Z` : 'x';
        break;
      case 'dropMillis':
        if (typeof current === 'string') holder[slot] = current.replace(/\.\d{3}Z$/, 'Z');
        break;
      case 'addKey':
        if (current && typeof current === 'object' && !Array.isArray(current)) current[`extra${m.at % 3}`] = m.value;
        break;
    }
  }
  return box.root;
}

describe('generated validators agree with Ajv compiled at run time', () => {
  const totals = { runs: 0 };
  afterAll(() => {
    expect(totals.runs).toBeGreaterThanOrEqual(10_000);
  });

  for (const { operation, side } of TARGETS) {
    it(`${operation} ${side}`, () => {
      const op = model.operations.find((o) => o.name === operation)!;
      const schema = side === 'request' ? op.request!.jsonSchema! : op.response.bodySchema!;
      const examples = side === 'request' ? [op.request!.example] : [op.response.example, op.response.errorExample].filter((e) => e != null);
      const runtime: ValidateFunction = runtimeAjv.compile(rewriteRefs(schema) as object);
      const generated = side === 'request' ? emitted.module.validateRequest : emitted.module.validateResponse;
      const counts = { valid: 0, invalid: 0 };

      const body = fc.oneof(
        { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...examples), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([e, ms]) => mutate(e, ms)) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((results) => ({ success: true, results })) },
      );
      fc.assert(
        fc.property(body, (value) => {
          const expected = runtime(value) as boolean;
          const result = generated(operation, value);
          expect(result.ok).toBe(expected);
          expect(result.errors.length === 0).toBe(expected);
          for (const issue of result.errors) expect(issue.path).toMatch(/^\$/);
          counts[expected ? 'valid' : 'invalid']++;
        }),
        { numRuns: RUNS_PER_TARGET },
      );
      totals.runs += counts.valid + counts.invalid;
      // Both outcomes must be well represented, or the agreement says little.
      expect(counts.valid, 'valid inputs').toBeGreaterThan(RUNS_PER_TARGET * 0.05);
      expect(counts.invalid, 'invalid inputs').toBeGreaterThan(RUNS_PER_TARGET * 0.2);
    });
  }
});
