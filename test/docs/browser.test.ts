// The HTML reference opened from disk in a real browser (Debian's chromium via playwright-core):
// it renders without console errors, fetches nothing from the network, finds every operation
// with the page's own search box (from first paint, exact name first), marks deprecated and beta operations, and shows each operation's
// TypeScript sample on the generated client by default, at desktop and mobile sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { projectRoot } from '../support/project.ts';

const CHROMIUM = '/usr/bin/chromium';
const SKIP_REASON = 'chromium not installed (apt-get install -y chromium)';
const browserMissing = !fs.existsSync(CHROMIUM);
const docsPage = path.join(projectRoot, 'generated/docs/index.html');
const screenshot = path.join(projectRoot, 'test-artifacts/docs.png');
const operations = fs.readFileSync(path.join(projectRoot, 'spec/operations.txt'), 'utf8').trim().split('\n');
const openapi = JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
const LOCAL_SCHEMES = /^(file|data|blob|about):/;
const SIZES = [
  { name: 'desktop', viewport: { width: 1400, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe reports inside Redoc's own markup that neither the template's CSS nor its script can
 * change, by rule id and the target axe names, each with why. Everything else axe reports is a
 * failure; an entry axe no longer reports anywhere fails too, so the list stays true.
 */
const REDOC_VIOLATIONS: { rule: string; target: string; route: 'operation'; reason: string }[] = [
  { rule: 'page-has-heading-one', target: 'html', route: 'operation', reason: "Redoc renders only the route's part of the page, and the API title (the h1) is on the landing route alone" },
];

/**
 * Waits until every running CSS transition and animation of the page has finished: Redoc fades
 * colours in over 0.3 s, and axe reading contrast mid-fade would judge colours the page never rests at.
 */
async function transitionsDone(tab: Page): Promise<void> {
  // An endless animation (a spinner) never finishes, and is no colour the page settles at either.
  await tab.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

// CI (`.ci/run`) sets REQUIRE_BROWSER=1: there a missing browser fails instead of skipping.
const browserRequired = process.env.REQUIRE_BROWSER === '1';

describe.skipIf(browserMissing && !browserRequired)(`docs in a browser${browserMissing ? ` (skipped: ${SKIP_REASON})` : ''}`, () => {
  let userDataDir: string;
  let context: BrowserContext;
  let page: Page;
  const remoteRequests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (browserMissing) throw new Error(`${SKIP_REASON}; REQUIRE_BROWSER=1 makes a missing browser a failure.`);
    if (!fs.existsSync(docsPage)) throw new Error(`${path.relative(projectRoot, docsPage)} is missing; run \`npm run generate\` first.`);
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-browser-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
      viewport: { width: 1400, height: 900 },
    });
    // Every request the page makes is seen here; anything that would leave the machine is refused and recorded.
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (LOCAL_SCHEMES.test(url)) return route.continue();
      remoteRequests.push(url);
      return route.abort('blockedbyclient');
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await page.goto(pathToFileURL(docsPage).href, { waitUntil: 'load' });
    await page.getByText('Modules', { exact: true }).first().waitFor();
  });

  afterAll(async () => {
    await context?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('renders the API and its modules, and saves a screenshot', async () => {
    await expect(page.title()).resolves.toBe(openapi.info.title);
    for (const tag of openapi.tags) await expect(page.getByText(tag.name, { exact: true }).first().isVisible()).resolves.toBe(true);
    fs.mkdirSync(path.dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
  });

  it('finds every operation by its exact name first, with deprecated and beta marks', async () => {
    const input = page.getByRole('searchbox', { name: 'Search operations and fields' });
    for (const [path, item] of Object.entries<any>(openapi.paths)) {
      const name = path.slice(1);
      await input.fill(name);
      const first = page.locator('#operation-search-results a').first();
      await expect(first.locator('code').innerText(), `${name} ranks first`).resolves.toBe(name);
      const text = await first.innerText();
      expect(text.includes('Deprecated'), `${name} deprecated mark`).toBe(item.post.deprecated === true);
      expect(/Beta/.test(text), `${name} beta mark`).toBe(item.post['x-beta'] === true);
      await expect(first.getAttribute('href'), `${name} link`).resolves.toMatch(new RegExp(`^#/[a-z-]+/${name.toLowerCase().replace(/\./g, '\\.')}$`));
    }
    await input.fill('');
  });

  it('ranks name prefixes before summaries, and finds operations by a nested field name', async () => {
    const input = page.getByRole('searchbox', { name: 'Search operations and fields' });
    const names = () => page.locator('#operation-search-results a code').allInnerTexts();
    await input.fill('candidate.');
    expect((await names()).every((n) => n.startsWith('candidate.'))).toBe(true);
    // createNote's summary says "candidate" too; candidate.create's own name outranks it.
    await input.fill('candidate.create');
    expect((await names()).slice(0, 2)).toEqual(['candidate.create', 'candidate.createNote']);
    // A field of a nested record (EmailAddress.isPrimary under Candidate.emailAddresses).
    await input.fill('isPrimary');
    expect(await names()).toContain('candidate.create');
    await expect(page.locator('#operation-search-results a', { hasText: 'candidate.create' }).first().innerText()).resolves.toContain('field: isPrimary');
    await input.fill('');
  });

  it('every search link goes to a module Redoc lists, and opens the operation there', async () => {
    const index: { href: string; name: string; summary: string }[] = JSON.parse(await page.locator('#operation-search-index').textContent() ?? '[]');
    const modules = new Set(index.map((e) => e.href.split('/')[1]));
    const menu = new Set(await page.locator('[data-component-name="Menu/MenuItem"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    for (const module of modules) expect([...menu].some((href) => href === `#/${module}` || href === `/${module}`), `module ${module} in Redoc's menu`).toBe(true);
    const tab = await context.newPage();
    try {
      await tab.goto(pathToFileURL(docsPage).href, { waitUntil: 'load' });
      await tab.getByRole('searchbox', { name: 'Search operations and fields' }).fill('application.change_stage');
      await tab.keyboard.press('Enter');
      await tab.waitForURL(/#\/candidates\/application\.change_stage$/);
      await tab.getByText(/^Deprecated: replaced by application\.changeStage/).first().waitFor();
    } finally {
      await tab.close();
    }
  });

  it('has a search box that works at first paint, before Redoc has rendered', async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(pathToFileURL(docsPage).href, { waitUntil: 'domcontentloaded' });
      const input = tab.getByRole('searchbox', { name: 'Search operations and fields' });
      await input.waitFor();
      await input.fill('candidate.create');
      await expect(tab.locator('#operation-search-results a code').first().innerText()).resolves.toBe('candidate.create');
    } finally {
      await tab.close();
    }
  });

  it("shows the operation's notes: permission, not-shown, replacement and beta", async () => {
    await page.goto(`${pathToFileURL(docsPage).href}#/candidates/application.change_stage`);
    const deprecated = page.locator('[data-item-kind="httpItem"]', { has: page.locator('h1, h2', { hasText: /^Move an application to another interview stage/ }) }).first();
    await deprecated.getByText(/^Deprecated: replaced by/).first().waitFor();
    await expect(deprecated.innerText()).resolves.toMatch(/Permission: candidatesWrite · Candidates · write/);
    // The deprecation and its replacement are said once in the text (the spec's own sentence), beside the title's badge.
    const notes = await deprecated.locator('p').allInnerTexts();
    expect(notes.filter((p) => /^Deprecated\b/.test(p))).toEqual(['Deprecated: replaced by application.changeStage, which should be used instead. It still returns an Application.']);

    await page.goto(`${pathToFileURL(docsPage).href}#/audit-logs/auditlog.list`);
    await page.getByText('Beta:', { exact: true }).first().waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/Permission: auditLogsRead · Audit Logs · read/);
    expect(text).toMatch(/Not documented: request fields beyond those listed; shape of an audit entry/);
  });

  it('shows no "additional property" row for a request whose other fields are not documented', async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(`${pathToFileURL(docsPage).href}#/candidates/application.info`, { waitUntil: 'load' });
      const section = tab.locator('[data-item-kind="httpItem"]', { has: tab.locator('h1, h2', { hasText: /^Get an application$/ }) }).first();
      await section.getByText('applicationId', { exact: true }).first().waitFor();
      const text = await section.innerText();
      expect(text).not.toMatch(/additional property/i);
      expect(text).not.toMatch(/property name/i);
      // What the row stood for is said once, in words.
      expect(text).toMatch(/Not documented: request fields/);
    } finally {
      await tab.close();
    }
  });

  it('links the changes page from the introduction, which carries no changelog entry', async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(`${pathToFileURL(docsPage).href}#/section/changes`, { waitUntil: 'load' });
      const link = tab.getByRole('link', { name: 'Changes page' });
      await link.waitFor();
      await expect(tab.getByText('Breaking changes', { exact: true }).count()).resolves.toBe(0);
      await link.click();
      await tab.waitForURL(/\/changes\.html$/);
      await expect(tab.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(`${openapi.info.title}: changes`);
      await expect(tab.getByRole('heading', { level: 3, name: 'Breaking changes' }).count()).resolves.toBeGreaterThan(0);
    } finally {
      await tab.close();
    }
  });

  for (const size of SIZES) {
    it(`shows candidate.create's TypeScript call and permission in the first screen of its section (${size.name})`, async () => {
      const tab = await context.newPage();
      try {
        await tab.setViewportSize(size.viewport);
        await tab.goto(`${pathToFileURL(docsPage).href}#/candidates/candidate.create`, { waitUntil: 'load' });
        const heading = tab.locator('h1, h2', { hasText: /^Create a candidate$/ }).first();
        await heading.waitFor();
        const sample = tab.locator('[data-component-name="CodeBlock/CodeBlock"]', { hasText: 'client.candidate.create(params)' }).first();
        await sample.waitFor();
        // The sample is the one shown by default, not behind the language menu: the call, its argument's type and its result's.
        const code = await sample.innerText();
        expect(code).toContain("from '@hiring-api/client'");
        expect(code).toContain('const params: CandidateCreateParams =');
        expect(code).toContain('const result: CandidateCreateResult = await client.candidate.create(params);');
        const section = (await heading.boundingBox())!;
        const permission = tab.locator('p', { hasText: /^Permission: candidatesWrite · Candidates · write$/ }).last();
        for (const [what, box] of [['TypeScript sample', await sample.boundingBox()], ['permission', await permission.boundingBox()]] as const) {
          expect(box, `${what} is rendered`).not.toBeNull();
          expect(box!.y - section.y, `${what} within one screen of the heading`).toBeLessThan(size.viewport.height - section.y);
        }
        if (size.name === 'desktop') {
          const response = tab.locator('[data-component-name="JsonViewer/JsonViewer"]', { hasText: '"primaryEmailAddress"' }).first();
          const box = (await response.boundingBox())!;
          expect(box.y, 'response example starts within the first screen').toBeLessThan(size.viewport.height);
        }
      } finally {
        await tab.close();
      }
    });
  }

  it('is usable from the keyboard: a skip link first, then the search box, whose results the arrows reach', async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(pathToFileURL(docsPage).href, { waitUntil: 'load' });
      await tab.getByText('Modules', { exact: true }).first().waitFor();
      await tab.keyboard.press('Tab');
      await expect(tab.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
      await tab.keyboard.press('Enter');
      await expect(tab.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');

      await tab.reload({ waitUntil: 'load' });
      await tab.getByText('Modules', { exact: true }).first().waitFor();
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Tab');
      const search = tab.getByRole('searchbox', { name: 'Search operations and fields' });
      await expect(search.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await tab.keyboard.type('offer.create');
      await tab.keyboard.press('ArrowDown');
      await expect(tab.evaluate(() => document.activeElement?.querySelector('code')?.textContent)).resolves.toBe('offer.create');
      await tab.keyboard.press('Enter');
      await tab.waitForURL(/#\/offers\/offer\.create$/);
    } finally {
      await tab.close();
    }
  });

  it('names its controls by what they do, and says whether each module group is open', async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(pathToFileURL(docsPage).href, { waitUntil: 'load' });
      await tab.getByText('Modules', { exact: true }).first().waitFor();
      await tab.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
      for (const tag of openapi.tags) {
        const group = tab.getByRole('link', { name: tag.name, exact: true }).first();
        await expect(group.getAttribute('aria-expanded'), tag.name).resolves.toBe('false');
      }
      const candidates = tab.getByRole('link', { name: 'Candidates', exact: true }).first();
      await candidates.click();
      await tab.waitForFunction(() => [...document.querySelectorAll('a[aria-expanded]')].some((a) => a.textContent === 'Candidates' && a.getAttribute('aria-expanded') === 'true'));
    } finally {
      await tab.close();
    }
  });

  it("states an operation's permission once, and shows code in colours of at least 4.5:1 contrast", async () => {
    const tab = await context.newPage();
    try {
      await tab.goto(`${pathToFileURL(docsPage).href}#/candidates/candidate.createNote`, { waitUntil: 'load' });
      const section = tab.locator('[data-item-kind="httpItem"]', { has: tab.locator('h1, h2', { hasText: /^Add a note to a candidate$/ }) }).first();
      await section.waitFor();
      await section.locator('[data-component-name="CodeBlock/CodeBlock"]', { hasText: 'client.candidate.createNote(params)' }).first().waitFor();
      const text = await section.innerText();
      expect(text.match(/candidatesWrite/g)).toHaveLength(1);
      expect(text).not.toContain('Required scopes');
      const low = await section.evaluate((root) => {
        const channels = (color: string) => color.match(/[\d.]+/g)!.map(Number);
        const luminance = ([r, g, b]: number[]) => [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        const background = (element: Element | null): number[] => {
          for (let e = element; e; e = e.parentElement) {
            const c = channels(getComputedStyle(e).backgroundColor);
            if (c.length < 4 || c[3] > 0) return c;
          }
          return [255, 255, 255];
        };
        const found: string[] = [];
        for (const span of root.querySelectorAll('[data-component-name="CodeBlock/CodeBlock"] span, [data-component-name="JsonViewer/JsonViewer"] span')) {
          if (!span.textContent?.trim() || span.children.length > 0) continue;
          const [a, b] = [luminance(channels(getComputedStyle(span).color)), luminance(background(span))];
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio < 4.5) found.push(`${span.className} "${span.textContent}" ${ratio.toFixed(2)}`);
        }
        return found;
      });
      expect(low).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('breaks titles between words on a phone', async () => {
    const tab = await context.newPage();
    try {
      await tab.setViewportSize({ width: 390, height: 844 });
      await tab.goto(`${pathToFileURL(docsPage).href}#/candidates/candidate.create`, { waitUntil: 'load' });
      await tab.locator('h1, h2', { hasText: /^Create a candidate$/ }).first().waitFor();
      const broken = await tab.evaluate(() => {
        const found: string[] = [];
        for (const heading of document.querySelectorAll('h1, h2')) {
          if (!heading.getClientRects().length) continue;
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index!);
              range.setEnd(node, match.index! + match[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) found.push(`${heading.textContent}: ${match[0]}`);
            }
          }
        }
        return found;
      });
      expect(broken).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  const seenRedocViolations = new Set<string>();
  // Redoc starts in dark mode when the system asks for it (prefers-color-scheme), as a reader's would.
  for (const [size, scheme] of SIZES.flatMap((size) => (['light', 'dark'] as const).map((scheme) => [size, scheme] as const))) {
    for (const route of [
      { name: 'landing', hash: '', heading: /^Recruiting and Hiring Management API/ },
      { name: 'operation', hash: '#/candidates/candidate.create', heading: /^Create a candidate$/ },
    ] as const) {
      it(`has no axe violation of its own markup or colours on the ${route.name} page (${size.name}, ${scheme})`, async () => {
        const tab = await context.newPage();
        try {
          await tab.setViewportSize(size.viewport);
          await tab.emulateMedia({ colorScheme: scheme });
          await tab.goto(`${pathToFileURL(docsPage).href}${route.hash}`, { waitUntil: 'load' });
          await tab.locator('h1, h2', { hasText: route.heading }).first().waitFor({ state: 'attached' });
          await tab.getByText('Modules', { exact: true }).first().waitFor({ state: 'attached' });
          await tab.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
          // The operation search with its results open is checked too (the landing page's).
          if (route.name === 'landing') {
            await tab.getByRole('searchbox', { name: 'Search operations and fields' }).fill('candidate');
            await tab.locator('#operation-search-results a').first().waitFor();
          }
          await transitionsDone(tab);
          await tab.evaluate(axeSource);
          const violations: { rule: string; target: string; summary: string }[] = await tab.evaluate(async () => {
            const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
            return result.violations.flatMap((v: any) => v.nodes.map((n: any) => ({ rule: v.id, target: n.target.join(' '), summary: `${v.help}: ${n.failureSummary}`.replace(/\s+/g, ' ') })));
          });
          const ours = violations.filter((v) => {
            const known = REDOC_VIOLATIONS.find((k) => k.rule === v.rule && k.target === v.target && k.route === route.name);
            if (known) seenRedocViolations.add(`${known.rule} ${known.target}`);
            return !known;
          });
          expect(ours).toEqual([]);
        } finally {
          await tab.close();
        }
      });
    }
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violation on the changes page (${scheme})`, async () => {
      const tab = await context.newPage();
      try {
        await tab.emulateMedia({ colorScheme: scheme });
        await tab.goto(pathToFileURL(path.join(path.dirname(docsPage), 'changes.html')).href, { waitUntil: 'load' });
        // The page's own dark colours are in use, not only asked for.
        await expect(tab.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(scheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
        await transitionsDone(tab);
        await tab.evaluate(axeSource);
        const violations = await tab.evaluate(async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations.map((v: any) => `${v.id}: ${v.help}`));
        expect(violations).toEqual([]);
      } finally {
        await tab.close();
      }
    });
  }

  it('lists only Redoc violations axe still reports', () => {
    expect(REDOC_VIOLATIONS.map((k) => `${k.rule} ${k.target}`).filter((k) => !seenRedocViolations.has(k))).toEqual([]);
  });

  it('keeps the menu button off the text on a phone, scrolled mid-page', async () => {
    const tab = await context.newPage();
    try {
      await tab.setViewportSize({ width: 375, height: 812 });
      await tab.goto(`${pathToFileURL(docsPage).href}#/candidates/candidate.create`, { waitUntil: 'load' });
      await tab.locator('h1, h2', { hasText: /^Create a candidate$/ }).first().waitFor();
      const button = tab.getByRole('button', { name: 'Open navigation menu' });
      await button.waitFor();
      // Through the operation's section (fields, samples, the response example), a screen and a half at a time.
      const start = await tab.evaluate(() => window.scrollY);
      for (let step = 1; step <= 8; step++) {
        await tab.evaluate((y) => window.scrollTo(0, y), start + step * 300);
        await tab.waitForFunction(() => {
          const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
          return Boolean(middle?.closest('main') && (middle as HTMLElement).innerText?.trim());
        });
        const box = (await button.boundingBox())!;
        // Text of the reference a reader can see (the topmost element at its middle is its own) that the button's box overlaps.
        const covered = await tab.evaluate((b) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.getElementById('redoc')!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent!.trim() || node.parentElement!.closest('[data-testid="floating-button"]')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) {
              if (r.width === 0 || r.right <= b.x || r.left >= b.x + b.width || r.bottom <= b.y || r.top >= b.y + b.height) continue;
              const x = Math.min(Math.max(r.left + 1, 0), window.innerWidth - 1);
              const y = Math.min(Math.max((r.top + r.bottom) / 2, 0), window.innerHeight - 1);
              const top = document.elementsFromPoint(x, y).find((e) => !e.closest('[data-testid="floating-button"]'));
              if (top && (top === node.parentElement || node.parentElement!.contains(top) || top.contains(node.parentElement))) found.push(node.textContent!.trim().slice(0, 40));
            }
          }
          return found;
        }, box);
        expect(covered, `text under the menu button ${step * 300} px into the section`).toEqual([]);
      }
    } finally {
      await tab.close();
    }
  });

  it('logs no console errors and sends no request off the machine', () => {
    expect(consoleErrors).toEqual([]);
    expect(remoteRequests).toEqual([]);
  });
});
