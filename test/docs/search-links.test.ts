// Each search result of the HTML reference leads to its operation's section: the page's search
// index (search-index.ts) names each section by Redoc's own rule (an untagged operation under
// `other/`, an operationId lower-cased, an operation without one by its JSON pointer, a tag by the
// slugify package), so following a result in a real browser (Debian's chromium via playwright-core) shows that operation.
// Webhooks too (webhooks-reference.yaml): one without a tag is under Redoc's `webhooks` tag, one
// without an operationId by a pointer that starts `paths/` all the same; a webhook's result says it
// is a webhook, an operation's does not. The box speaks of operations on a page without webhooks,
// of results on one with them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { buildDocsHtml } from '../../generator/emit/docs-html.ts';
import { projectRoot } from '../support/project.ts';

const CHROMIUM = '/usr/bin/chromium';
const browserMissing = !fs.existsSync(CHROMIUM);
const browserRequired = process.env.REQUIRE_BROWSER === '1';
/** The fixture's operations: name, summary (the section's heading), the section Redoc gives it, and whether it is a webhook. */
const OPERATIONS: { name: string; summary: string; section: string; webhook?: true }[] = [
  { name: 'Health.Check', summary: 'Check health', section: '/other/health.check' },
  { name: 'GET /status', summary: 'Read the status', section: '/paths/~1status/get' },
  { name: 'pets.List Mine', summary: 'List my pets', section: '/pet-store/pets.list mine' },
  { name: 'GET /pets/{petId}', summary: 'Read a pet', section: '/pet-store/paths/~1pets~1{petid}/get' },
  { name: 'toys.List', summary: 'List the toys', section: '/pets-and-toys_v2-cafe/toys.list' },
  { name: 'reports.Get', summary: 'Read the stock report', section: '/在庫-レポート/reports.get' },
];

/** webhooks-reference.yaml's operation and webhooks (by their name in the webhooks map), as OPERATIONS. */
const WEBHOOKS: typeof OPERATIONS = [
  { name: 'listPets', summary: 'List the pets', section: '/pets/listpets' },
  // Tagged, with an operationId (`pet.Adopted`): under its tag, the operationId lower-cased.
  { name: 'petAdopted', summary: 'A pet was adopted', section: '/events/pet.adopted', webhook: true },
  // No tag: under Redoc's own `webhooks` tag, not `other/`.
  { name: 'storeOpened', summary: 'A store opened', section: '/webhooks/storeopened', webhook: true },
  // No tag, no operationId: by the pointer Redoc gives it, `paths/<name>/<method>`.
  { name: 'stock/low', summary: 'Stock ran low', section: '/webhooks/paths/stock~1low/put', webhook: true },
  // Through a $ref path item, tagged, no operationId.
  { name: 'petReturned', summary: 'A pet was returned', section: '/returns/paths/petreturned/post', webhook: true },
];

/**
 * How the search box words what it finds: a page without webhooks speaks of operations, one with
 * webhooks of results (its label, placeholder and status); `single` is a query with one result.
 */
interface SearchWording {
  label: string;
  placeholder: string;
  one: string;
  many: string;
  single: string;
}

const OPERATIONS_WORDING: SearchWording = { label: 'Search operations and fields', placeholder: 'Search operations, fields', one: 'operation', many: 'operations', single: 'reports.Get' };
const RESULTS_WORDING: SearchWording = { label: 'Search operations, webhooks and fields', placeholder: 'Search operations, webhooks, fields', one: 'result', many: 'results', single: 'storeOpened' };

for (const { file, entries, wording } of [
  { file: 'search-anchors.yaml', entries: OPERATIONS, wording: OPERATIONS_WORDING },
  { file: 'webhooks-reference.yaml', entries: WEBHOOKS, wording: RESULTS_WORDING },
]) {
  describe.skipIf(browserMissing && !browserRequired)(`search results in a browser (${file})`, () => {
    const fixture = path.join(projectRoot, 'test/fixtures/specs', file);
    let dir: string;
    let page: string;
    let browser: Browser;

    beforeAll(async () => {
      if (browserMissing) throw new Error('chromium not installed; REQUIRE_BROWSER=1 makes a missing browser a failure.');
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-links-'));
      page = path.join(dir, 'index.html');
      fs.writeFileSync(page, await buildDocsHtml(documentModel((await loadSpec(fixture)).document), { projectRoot }));
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('indexes every operation and webhook of the fixture', async () => {
      const html = fs.readFileSync(page, 'utf8');
      const index: { name: string; webhook?: true }[] = JSON.parse(html.match(/<script[^>]*id="operation-search-index"[^>]*>([^<]*)<\/script>/)![1]);
      expect(index.map((entry) => entry.name).sort()).toEqual(entries.map((op) => op.name).sort());
      expect(index.filter((entry) => entry.webhook).map((entry) => entry.name).sort()).toEqual(entries.filter((op) => op.webhook).map((op) => op.name).sort());
    });

    it(`words the box and its status in ${wording.many}`, async () => {
      const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      try {
        await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' });
        const input = tab.getByRole('searchbox', { name: wording.label, exact: true });
        await expect(input.getAttribute('placeholder')).resolves.toBe(wording.placeholder);
        const status = () => tab.locator('#operation-search-status').textContent();
        const shown = () => tab.locator('#operation-search-results a').count();
        await input.fill('no-such-name-anywhere');
        await expect.poll(status).toBe(`No ${wording.one} matches`);
        await input.fill(wording.single);
        await expect.poll(shown).toBe(1);
        await expect.poll(status).toBe(`1 ${wording.one}`);
        // Every entry's name and summary hold an `e`: each entry is a result.
        await input.fill('e');
        await expect.poll(shown).toBe(entries.length);
        await expect.poll(status).toBe(`${entries.length} ${wording.many}`);
      } finally {
        await tab.close();
      }
    }, 30_000);

    for (const op of entries) {
      it(`leads from the result for ${op.name} to its section`, async () => {
        const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
        try {
          await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' });
          await tab.locator('[data-component-name="Menu/MenuItem"] a').first().waitFor();
          await tab.getByRole('searchbox', { name: wording.label, exact: true }).fill(op.name);
          const result = tab.locator('#operation-search-results a', { has: tab.locator('code', { hasText: op.name }) }).first();
          await expect(result.getAttribute('href')).resolves.toBe(`#${op.section}`);
          // The result's marks (`Webhook · Deprecated`) name a webhook first; an operation's never.
          const marks = (await result.locator('.operation-search-marks').allInnerTexts()).flatMap((text) => text.split(' · '));
          expect(marks[0] === 'Webhook', `${op.name} marked as a webhook`).toBe(op.webhook === true);
          expect(marks.filter((mark) => mark === 'Webhook')).toHaveLength(op.webhook ? 1 : 0);
          await result.click();
          await tab.waitForURL((url) => decodeURIComponent(url.hash) === `#${op.section}`);
          // Redoc renders the route's section and scrolls it to the top of the window (or as near as
          // the page's end allows, for the last sections), with its heading in view.
          const section = tab.locator(`[data-section-id="${op.section}"]`);
          await section.waitFor();
          const scrolledTo = () =>
            section.evaluate((element) => {
              const top = Math.round(element.getBoundingClientRect().top);
              const pageEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
              return top === 0 || (top > 0 && pageEnd);
            });
          await expect.poll(scrolledTo).toBe(true);
          const heading = section.locator('h1, h2', { hasText: op.summary }).first();
          await heading.waitFor();
          await expect(heading.isVisible()).resolves.toBe(true);
          await expect.poll(() => heading.evaluate((element) => { const box = element.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; })).toBe(true);
        } finally {
          await tab.close();
        }
      }, 30_000);
    }
  });
}
