// An operation whose tag is in no `x-tagGroups` group: Redoc leaves it off the page, so the docs
// copy lists such tags in an "Other" group, and lint says where each is used (a warning for another
// document, an error for this service's spec).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec, SpecError } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { buildDocsHtml } from '../../generator/emit/docs-html.ts';
import { docsDocument } from '../../generator/emit/docs/docs-document.ts';
import { copyProject, projectRoot } from '../support/project.ts';

const fixture = path.join(projectRoot, 'test/fixtures/specs/ungrouped-tag.yaml');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The names Redoc's server-rendered menu shows (groups, tags and untagged operations). */
const menuEntries = (page: string) => [...page.matchAll(/data-text="([^"]*)"/g)].map((match) => match[1]);

describe('a tag in no x-tagGroups group (ungrouped-tag.yaml)', () => {
  it('is listed in an "Other" group on the page, with the operation without a tag', async () => {
    const spec = await loadSpec(fixture);
    const model = documentModel(spec.document);
    expect(docsDocument(model)['x-tagGroups']).toEqual([
      { name: 'Animals', tags: ['Pets'] },
      { name: 'Other', tags: ['Stores', ''] },
    ]);
    const page = await buildDocsHtml(model, { projectRoot });
    expect(menuEntries(page)).toEqual(expect.arrayContaining(['Animals', 'Pets', 'Other', 'Stores', 'Check health']));
    expect(model.bundle['x-tagGroups'], 'the model document is unchanged').toEqual([{ name: 'Animals', tags: ['Pets'] }]);
  }, 60_000);

  it('is a lint warning at each place it is used, and so is an operation without a tag', async () => {
    const { warnings } = await loadSpec(fixture);
    expect(warnings.filter((w) => w.endsWith('(generator-foreign-types/tag-in-group)'))).toEqual([
      'test/fixtures/specs/ungrouped-tag.yaml:26:14 Tag `Stores` is in no `x-tagGroups` group, so Redoc would leave its operations off the page: add it to a group (docs/index.html lists it under "Other"). (generator-foreign-types/tag-in-group)',
      'test/fixtures/specs/ungrouped-tag.yaml:31:5 The operation has no tag and the document has `x-tagGroups`, so Redoc would leave it off the page: tag it with a tag of a group (docs/index.html lists it under "Other"). (generator-foreign-types/tag-in-group)',
    ]);
  });

  it("is a lint error in this service's spec", async () => {
    const dir = copyProject('tag-groups-');
    scratch.push(dir);
    const root = path.join(dir, 'spec/openapi.yaml');
    fs.writeFileSync(root, fs.readFileSync(root, 'utf8').replace('  - name: Audit Logs\n', '  - name: Scorecards\n    description: Interview scorecards.\n  - name: Audit Logs\n'));
    const operation = path.join(dir, 'spec/paths/apiKey/info.yaml');
    fs.writeFileSync(operation, fs.readFileSync(operation, 'utf8').replace(/^(\s*)x-module: API Keys$/m, '$1x-module: Scorecards').replace(/^(\s*)- API Keys$/m, '$1- Scorecards').replace(/tags: \[API Keys\]/, 'tags: [Scorecards]'));
    const problems = await loadSpec(root, { configPath: path.join(dir, 'redocly.yaml') }).then(
      () => [],
      (error) => (error instanceof SpecError ? error.problems : Promise.reject(error)),
    );
    expect(problems).toEqual([expect.stringMatching(/apiKey\/info\.yaml:\d+:\d+ Tag `Scorecards` is in no `x-tagGroups` group, .* \(conventions\/tag-in-group\)$/)]);
  });
});
