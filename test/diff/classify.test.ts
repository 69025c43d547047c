// Each rule on a pair of small specs (test/fixtures/diff/cases/<name>/): what changed, at which
// level and rule, in which shared schema, and at which operations (each once).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { compareDocuments } from '../../generator/changes/compare.ts';
import type { ChangeLevel } from '../../generator/changes/types.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/diff');

interface Want {
  level: ChangeLevel;
  rule: string;
  schema?: string;
  /** Operations it is reported at, in order; [] for document-level changes. */
  at: string[];
  /** Where, at the first operation. */
  location?: string;
}

const ALL_THREE = ['thing.create', 'thing.info', 'thing.list'];

const CASES: Record<string, Want[]> = {
  'ref-move-no-change': [],
  'component-renamed': [
    { level: 'breaking', rule: 'type-removed', at: [] },
    { level: 'addition', rule: 'type-added', at: [] },
  ],
  'response-field-nullable': [{ level: 'breaking', rule: 'response-field-nullable', schema: 'Thing', at: ALL_THREE, location: 'response 200 $.results.name' }],
  'response-field-removed': [{ level: 'breaking', rule: 'response-field-removed', schema: 'Thing', at: ALL_THREE, location: 'response 200 $.results.count' }],
  'response-field-optional': [{ level: 'breaking', rule: 'response-field-optional', schema: 'Thing', at: ALL_THREE, location: 'response 200 $.results.name' }],
  'response-field-added': [{ level: 'addition', rule: 'response-field-added', schema: 'Thing', at: ALL_THREE }],
  'response-value-added': [{ level: 'breaking', rule: 'response-value-added', schema: 'Thing', at: ALL_THREE }],
  'response-value-removed': [{ level: 'breaking', rule: 'response-value-removed', schema: 'Thing', at: ALL_THREE }],
  'response-type-widened': [{ level: 'breaking', rule: 'response-type-widened', schema: 'Thing', at: ALL_THREE }],
  'response-type-narrowed': [{ level: 'compatible', rule: 'response-type-narrowed', schema: 'Thing', at: ALL_THREE }],
  'request-field-required': [{ level: 'breaking', rule: 'request-field-required', schema: 'ThingInput', at: ['thing.create'], location: 'request $.kind' }],
  'request-field-added-required': [{ level: 'breaking', rule: 'request-field-required', schema: 'ThingInput', at: ['thing.create'], location: 'request $.color' }],
  'request-field-added': [{ level: 'addition', rule: 'request-field-added', schema: 'ThingInput', at: ['thing.create'], location: 'request $.color' }],
  'request-field-removed': [{ level: 'breaking', rule: 'request-field-removed', schema: 'ThingInput', at: ['thing.create'], location: 'request $.note' }],
  'request-field-removed-open': [{ level: 'compatible', rule: 'request-field-removed-open', schema: 'ThingInput', at: ['thing.create'] }],
  'request-field-optional': [{ level: 'compatible', rule: 'request-field-optional', schema: 'ThingInput', at: ['thing.create'], location: 'request $.name' }],
  'request-value-removed': [{ level: 'breaking', rule: 'request-value-removed', schema: 'ThingInput', at: ['thing.create'] }],
  'request-value-added': [{ level: 'addition', rule: 'request-value-added', schema: 'ThingInput', at: ['thing.create'] }],
  'request-type-narrowed': [{ level: 'breaking', rule: 'request-type-narrowed', schema: 'ThingInput', at: ['thing.create'] }],
  'request-type-widened': [{ level: 'addition', rule: 'request-type-widened', schema: 'ThingInput', at: ['thing.create'] }],
  'type-changed': [{ level: 'breaking', rule: 'type-changed', at: ['thing.list'], location: 'request $.cursor' }],
  'request-constraint-tightened': [{ level: 'breaking', rule: 'request-constraint-tightened', schema: 'ThingInput', at: ['thing.create'] }],
  'request-constraint-loosened': [{ level: 'compatible', rule: 'request-constraint-loosened', schema: 'ThingInput', at: ['thing.create'] }],
  // One shared schema used in a request and in responses: the same edit breaks the request side only.
  'nested-shared-schema': [
    { level: 'breaking', rule: 'request-constraint-tightened', schema: 'Id', at: ['thing.info'], location: 'request $.id' },
    { level: 'compatible', rule: 'response-constraint-tightened', schema: 'Id', at: ALL_THREE, location: 'response 200 $.results.id' },
  ],
  'request-body-required': [{ level: 'breaking', rule: 'request-body-required', at: ['thing.list'] }],
  'operation-removed': [{ level: 'breaking', rule: 'operation-removed', at: ['thing.list'] }],
  'operation-added': [{ level: 'addition', rule: 'operation-added', at: ['thing.delete'] }],
  'operation-renamed': [{ level: 'breaking', rule: 'operation-renamed', at: ['thing.info'] }],
  'security-added': [{ level: 'breaking', rule: 'security-added', at: ['thing.info'] }],
  'security-relaxed': [{ level: 'compatible', rule: 'security-relaxed', at: ['thing.info'] }],
  'parameter-added-required': [{ level: 'breaking', rule: 'parameter-added-required', at: ['thing.list'], location: 'header X-Trace' }],
  'parameter-added': [{ level: 'addition', rule: 'parameter-added', at: ['thing.list'], location: 'header X-Trace' }],
  'operation-deprecated': [{ level: 'deprecation', rule: 'operation-deprecated', at: ['thing.list'] }],
  'field-deprecated': [{ level: 'deprecation', rule: 'field-deprecated', schema: 'Thing', at: ALL_THREE }],
  // A schema that contains itself: inlined once, the change found and traced to it.
  'recursive-schema': [{ level: 'addition', rule: 'response-field-added', schema: 'Tree', at: ['thing.info'], location: 'response 200 $.tree.weight' }],
  // The summary and the description of one operation are one change.
  documentation: [
    { level: 'documentation', rule: 'document-changed', at: [] },
    { level: 'documentation', rule: 'description-changed', schema: 'Thing', at: ALL_THREE },
    { level: 'documentation', rule: 'description-changed', at: ['thing.list'] },
  ],
};

function load(file: string): Record<string, any> {
  return YAML.parse(fs.readFileSync(file, 'utf8'));
}

function pair(name: string) {
  const dir = path.join(FIXTURES, 'cases', name);
  const before = fs.existsSync(path.join(dir, 'before.yaml')) ? path.join(dir, 'before.yaml') : path.join(FIXTURES, 'base.yaml');
  return { before: load(before), after: load(path.join(dir, 'after.yaml')) };
}

describe('classification of each rule', () => {
  it('has an expectation for every fixture pair', () => {
    expect(fs.readdirSync(path.join(FIXTURES, 'cases')).sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const [name, want] of Object.entries(CASES)) {
    it(name, () => {
      const { before, after } = pair(name);
      const changes = compareDocuments(before, after);
      const got = changes.map((change) => ({
        level: change.level,
        rule: change.rule,
        ...(change.schema ? { schema: change.schema } : {}),
        at: change.sites.map((site) => site.operation),
      }));
      expect(got).toEqual(want.map(({ location: _location, ...rest }) => rest));
      want.forEach((w, i) => {
        if (w.location) expect(changes[i].sites[0].location).toBe(w.location);
      });
    });
  }
});

describe('comparison', () => {
  it('finds no change between a document and itself', () => {
    const { before } = pair('response-field-added');
    expect(compareDocuments(before, structuredClone(before))).toEqual([]);
  });

  it('is symmetric in what it finds: the reverse edit is the mirror rule', () => {
    const { before, after } = pair('response-field-nullable');
    expect(compareDocuments(after, before).map((c) => c.rule)).toEqual(['response-type-narrowed']);
  });

  it('reports a shared-schema change once per operation, even where the operation uses the schema twice', () => {
    const { before, after } = pair('response-field-added');
    const [change] = compareDocuments(before, after);
    // thing.create returns Thing as `results` and as `previous`.
    expect(change.sites.filter((site) => site.operation === 'thing.create')).toHaveLength(1);
    expect(change.message).toBe('response field `Thing.color` added');
  });

  it('names the field in words for an operation-own change', () => {
    const { before, after } = pair('type-changed');
    expect(compareDocuments(before, after)[0].message).toBe('request field `$.cursor`: type string → integer');
  });

  it('orders changes breaking first, then additions, compatible, deprecations, documentation', () => {
    const { before } = pair('response-field-added');
    const after = structuredClone(before);
    after.paths['/thing.list'].post.summary = 'Changed';
    after.paths['/thing.list'].post.deprecated = true;
    after.components.schemas.Thing.properties.color = { type: 'string' };
    delete after.paths['/thing.info'];
    expect(compareDocuments(before, after).map((c) => c.level)).toEqual(['breaking', 'addition', 'deprecation', 'documentation']);
  });
});
