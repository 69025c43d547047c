// --watch compares the spec with the release baseline on every save; a comparison keeps each path's
// differences, so the next one hands api-smart-diff only the paths a save changed, and says the same.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../support/project.ts';

const compared = vi.hoisted(() => ({ paths: [] as string[][] }));
vi.mock('api-smart-diff', async (original) => {
  const library = await original<typeof import('api-smart-diff')>();
  return {
    ...library,
    apiCompare: (before: { paths: object }, after: { paths: object }, options: unknown) => {
      compared.paths.push([...new Set([...Object.keys(before.paths), ...Object.keys(after.paths)])]);
      return library.apiCompare(before, after, options as never);
    },
  };
});
const { compareDocuments } = await import('../../generator/changes/compare.ts');

const baseline = JSON.parse(fs.readFileSync(path.join(projectRoot, 'releases/openapi.json'), 'utf8'));

function withSummary(document: Record<string, any>, at: string, summary: string): Record<string, any> {
  const copy = structuredClone(document);
  copy.paths[at].post.summary = summary;
  return copy;
}

describe('compareDocuments, one save after another', () => {
  it('compares again only the paths a save changed, and finds what a first comparison finds', () => {
    const first = withSummary(withSummary(baseline, '/candidate.info', 'Edited once'), '/job.info', 'Edited once');
    compared.paths = [];
    const firstChanges = compareDocuments(baseline, first);
    expect(compared.paths.flat().sort()).toEqual(['/candidate.info', '/job.info']);

    const second = withSummary(first, '/user.info', 'Edited too');
    compared.paths = [];
    const secondChanges = compareDocuments(baseline, second);
    expect(compared.paths).toEqual([['/user.info']]);
    const summaries = (changes: typeof secondChanges) => changes.flatMap((change) => change.sites.map((site) => `${site.operation}: ${change.message}`)).sort();
    expect(summaries(secondChanges)).toEqual([...summaries(firstChanges), 'user.info: summary changed'].sort());

    // The same documents again: nothing is handed to api-smart-diff, and the answer is the same.
    compared.paths = [];
    expect(compareDocuments(baseline, second)).toEqual(secondChanges);
    expect(compared.paths).toEqual([]);
  });
});
