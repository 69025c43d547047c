// An operation whose tag is in no `x-tagGroups` group: Redoc leaves it off the page, so the docs
// copy lists such tags in an "Other" group, and lint says where each is used (a warning for another
// document, an error for this service's spec). Webhooks too, and documents that have a group or a
// tag named "Other" already: fixtures are generated into a temporary folder and their pages opened
// in a real browser (Debian's chromium via playwright-core) to see each operation shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { generate } from '../../generator/generate.ts';
import { loadSpec, SpecError } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { buildDocsHtml } from '../../generator/emit/docs-html.ts';
import { docsDocument } from '../../generator/emit/docs/docs-document.ts';
import { copyProject, projectRoot } from '../support/project.ts';

const fixture = path.join(projectRoot, 'test/fixtures/specs/ungrouped-tag.yaml');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const CHROMIUM = '/usr/bin/chromium';
const browserMissing = !fs.existsSync(CHROMIUM);
// CI (`.ci/run`) sets REQUIRE_BROWSER=1: there a missing browser fails instead of skipping.
const browserRequired = process.env.REQUIRE_BROWSER === '1';

/** A new temporary folder, removed after the file's tests. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** `npm run generate -- --spec test/fixtures/specs/<name> --out <a new folder>`: its warnings and the docs page's path. */
async function generateFixture(name: string): Promise<{ warnings: string[]; pagePath: string }> {
  const outDir = path.join(tempDir('tag-groups-'), 'out');
  const { warnings } = await generate({ projectRoot, specPath: path.join(projectRoot, 'test/fixtures/specs', name), outDir });
  return { warnings, pagePath: path.join(outDir, 'docs/index.html') };
}

/** The docs copy's `x-tagGroups` for test/fixtures/specs/<name>: what Redoc is given. */
async function docsTagGroups(name: string): Promise<unknown> {
  const model = documentModel((await loadSpec(path.join(projectRoot, 'test/fixtures/specs', name))).document);
  return docsDocument(model)['x-tagGroups'];
}

let browser: Browser | undefined;
afterAll(() => browser?.close());

/** A browser tab showing the page at `pagePath` once Redoc has drawn its menu; the caller closes it. */
async function openPage(pagePath: string): Promise<Page> {
  if (browserMissing) throw new Error('chromium not installed; REQUIRE_BROWSER=1 makes a missing browser a failure.');
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await tab.goto(pathToFileURL(pagePath).href, { waitUntil: 'load' });
  await tab.locator('[data-component-name="Menu/MenuItem"] a').first().waitFor();
  return tab;
}

/** Waits until a section heading reading `text` is visible on the page. */
const headingShown = (tab: Page, text: string) => tab.locator('h1, h2', { hasText: text }).first().waitFor({ state: 'visible' });

/** The lint warnings of the tag-in-group rule among a run's warnings. */
const tagInGroupWarnings = (warnings: string[]) => warnings.filter((w) => w.endsWith('(generator-foreign-types/tag-in-group)'));

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

describe('a webhook whose tag is in no x-tagGroups group, or without a tag (ungrouped-webhooks.yaml)', () => {
  /** Each webhook of the fixture: its summary, and the menu entry Redoc files it under. */
  const WEBHOOKS = [
    { summary: 'A pet was adopted', menuEntry: 'Events' },
    // Redoc files a webhook without a tag under a tag of its own, `webhooks` (a path operation under `''`).
    { summary: 'A store opened', menuEntry: 'webhooks' },
    // A webhook whose path item is a $ref to components/pathItems.
    { summary: 'A pet was returned', menuEntry: 'Returns' },
  ];
  let generated: { warnings: string[]; pagePath: string };
  beforeAll(async () => {
    generated = await generateFixture('ungrouped-webhooks.yaml');
  }, 120_000);

  it('is a lint warning at its tag, or at the operation without one', () => {
    const at = 'test/fixtures/specs/ungrouped-webhooks.yaml';
    expect(tagInGroupWarnings(generated.warnings)).toEqual([
      `${at}:32:14 Tag \`Events\` is in no \`x-tagGroups\` group, so Redoc would leave its operations off the page: add it to a group (docs/index.html lists it under "Other"). (generator-foreign-types/tag-in-group)`,
      `${at}:37:5 The operation has no tag and the document has \`x-tagGroups\`, so Redoc would leave it off the page: tag it with a tag of a group (docs/index.html lists it under "Other"). (generator-foreign-types/tag-in-group)`,
      `${at}:51:16 Tag \`Returns\` is in no \`x-tagGroups\` group, so Redoc would leave its operations off the page: add it to a group (docs/index.html lists it under "Other"). (generator-foreign-types/tag-in-group)`,
    ]);
  });

  it('has its tag listed in the "Other" group of the docs copy, `webhooks` for one without a tag', async () => {
    await expect(docsTagGroups('ungrouped-webhooks.yaml')).resolves.toEqual([
      { name: 'Animals', tags: ['Pets'] },
      { name: 'Other', tags: ['Events', 'webhooks', 'Returns'] },
    ]);
  });

  for (const webhook of WEBHOOKS) {
    it.skipIf(browserMissing && !browserRequired)(`is shown on the page: "${webhook.summary}" under "Other" > ${webhook.menuEntry}`, async () => {
      const tab = await openPage(generated.pagePath);
      try {
        const menu = await tab.locator('[data-component-name="Menu/MenuItem"]').allInnerTexts();
        expect(menu, `the menu has the "Other" group and ${webhook.menuEntry}`).toEqual(expect.arrayContaining(['Other', webhook.menuEntry]));
        // The tag's entry opens to list the webhook, and its section heading is on the page.
        const menuItem = (text: string) => tab.locator('[data-component-name="Menu/MenuItem"]', { hasText: text });
        await menuItem(webhook.menuEntry).locator('a').first().click();
        await menuItem(webhook.summary).first().waitFor({ state: 'visible' });
        await headingShown(tab, webhook.summary);
      } finally {
        await tab.close();
      }
    });
  }
});

describe('a document whose x-tagGroups has a group named "Other" (other-tag-group.yaml)', () => {
  it('lists the tags in no group in that group, in its place, after its own tags, each once', async () => {
    // `Misc` is the group's own; `Stores` (whose operation is tagged `Misc` too) and the empty tag join it.
    await expect(docsTagGroups('other-tag-group.yaml')).resolves.toEqual([
      { name: 'Animals', tags: ['Pets'] },
      { name: 'Other', tags: ['Misc', 'Stores', ''] },
      { name: 'Places', tags: ['Towns'] },
    ]);
    const { pagePath } = await generateFixture('other-tag-group.yaml');
    expect(menuEntries(fs.readFileSync(pagePath, 'utf8'))).toEqual(['A group named Other', 'Animals', 'Pets', 'Other', 'Misc', 'Stores', 'Check health', 'Places', 'Towns']);
  }, 60_000);
});

describe('a tag named "Other" in a group of another name (tag-named-other.yaml)', () => {
  let pagePath: string;
  beforeAll(async () => {
    ({ pagePath } = await generateFixture('tag-named-other.yaml'));
  }, 120_000);

  it('stays in its group, and the tags in no group are listed in a group "Other" of their own', async () => {
    await expect(docsTagGroups('tag-named-other.yaml')).resolves.toEqual([
      { name: 'Animals', tags: ['Pets'] },
      { name: 'Misc', tags: ['Other'] },
      { name: 'Other', tags: ['Stores', ''] },
    ]);
    expect(menuEntries(fs.readFileSync(pagePath, 'utf8'))).toEqual(['A tag named Other', 'Animals', 'Pets', 'Misc', 'Other', 'Other', 'Stores', 'Check health']);
  });

  // Redoc's section for the empty tag is `other` as well (`#/other/checkhealth`): both must still be reachable.
  it.skipIf(browserMissing && !browserRequired)("shows the tag's operation and the one without a tag, each from its menu entry", async () => {
    const tab = await openPage(pagePath);
    try {
      await tab.locator('[data-component-name="Menu/MenuItem"] a', { hasText: /^Other$/ }).click();
      await headingShown(tab, 'List the odds and ends');
      await tab.locator('[data-component-name="Menu/MenuItem"] a', { hasText: 'Check health' }).click();
      await headingShown(tab, 'Check health');
    } finally {
      await tab.close();
    }
  });
});
