// What the model makes of an operation, compared: paging, which only this service's profile reads
// (its list envelope), tested on the service's own bundled spec.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../generator/changes/compare.ts';
import { projectRoot } from '../support/project.ts';

const spec = () => JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
const list = (document: Record<string, any>) => document.paths['/candidate.list'].post;

describe('paging, read from the model', () => {
  it('a method that stops paging is breaking; one that starts is an addition; another kind is compatible', () => {
    const before = spec();
    const kind = list(before)['x-paging'];
    expect(kind).toBeTruthy();

    const without = structuredClone(before);
    delete list(without)['x-paging'];
    expect(compareDocuments(before, without).map((c) => [c.rule, c.sites.map((s) => s.operation)])).toEqual([['paging-removed', ['candidate.list']]]);
    expect(compareDocuments(without, before).map((c) => c.rule)).toEqual(['paging-added']);

    const other = structuredClone(before);
    list(other)['x-paging'] = kind === 'sync' ? 'list' : 'sync';
    expect(compareDocuments(before, other).map((c) => `${c.level} ${c.rule}`)).toEqual(['compatible paging-changed']);
  });

  it('an extension no output reads is not reported, however many operations it touches', () => {
    const before = spec();
    const after = structuredClone(before);
    for (const item of Object.values<any>(after.paths)) item.post['x-internal-note'] = 'reviewed';
    expect(compareDocuments(before, after)).toEqual([]);
  });
});
