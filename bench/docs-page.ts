// The HTML reference in a browser against plain Redoc on the same spec: the committed
// generated/docs/index.html, and `redocly build-docs` of generated/openapi.json with Redoc's
// default settings and a bare page template (the peer a user gets by running the CLI themselves).
// Both opened from disk in headless Chromium, in turn, each in a fresh context (nothing cached):
// the load event, the main thread's blocking time (the part of each long task beyond 50 ms, as
// Lighthouse counts it) until the page has had no long task for a second, and when a reader can
// first search (this project's box: its script has run; Redoc's: its trigger no longer says "Loading").
// Variants of the page built elsewhere (`--page NAME=FILE`, e.g. without the code samples) are
// opened in the same rounds, so what each part of the page costs is measured beside the peer.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { BenchContext } from './context.ts';
import { projectRoot, tmpRoot } from './process.ts';
import type { SectionResult } from './report.ts';
import { formatMs, formatRatio, pairedRatio, summarize, formatSummary } from './stats.ts';
import { buildDocsPage } from '../generator/emit/docs/build-docs.ts';

const TITLE = '9. Reference docs in a browser';
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The page counts as settled after this long without a long task (a cap of QUIET_CAP_MS in all). */
const QUIET_MS = 1000;
const QUIET_CAP_MS = 20_000;

interface PageTimes {
  loadMs: number;
  blockingMs: number;
  longTasks: number;
  searchReadyMs: number;
}

/** Redoc's page as `redocly build-docs` writes it without a template of one's own. */
const BARE_TEMPLATE = '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf8" />\n<title>{{title}}</title>\n<meta name="viewport" content="width=device-width, initial-scale=1">\n{{{redocHead}}}\n</head>\n<body>\n{{{redocHTML}}}\n</body>\n</html>\n';

async function peerPage(): Promise<string> {
  const dir = path.join(tmpRoot, 'docs-page');
  fs.mkdirSync(dir, { recursive: true });
  const template = path.join(dir, 'bare.hbs');
  fs.writeFileSync(template, BARE_TEMPLATE);
  const html = await buildDocsPage({ configText: '{}', templatePath: template }, fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
  const file = path.join(dir, 'redoc.html');
  fs.writeFileSync(file, html);
  return file;
}

async function open(browser: Browser, file: string): Promise<PageTimes> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as any).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // The first moment a search can be typed: the project's box once its inline script has run
      // (the parser has moved past it to Redoc's markup), Redoc's once its trigger has hydrated.
      // (No named function here: tsx would wrap it in a helper the page does not have.)
      const observer = new MutationObserver(() => {
        if ((window as any).__searchReadyMs !== undefined) return;
        const ours = document.getElementById('operation-search-index');
        const trigger = document.querySelector('[data-testid="search-trigger"]');
        if (ours ? document.getElementById('redoc') : trigger && !/Loading/.test(trigger.textContent ?? '')) {
          (window as any).__searchReadyMs = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForFunction(
      ([quiet]) => {
        const tasks = (window as any).__longTasks as { start: number; duration: number }[];
        const last = tasks.length > 0 ? tasks[tasks.length - 1].start + tasks[tasks.length - 1].duration : 0;
        return performance.now() - last > quiet;
      },
      [QUIET_MS],
      { timeout: QUIET_CAP_MS, polling: 100 },
    );
    return await page.evaluate(() => {
      const tasks = (window as any).__longTasks as { start: number; duration: number }[];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { loadMs: navigation.loadEventEnd, blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0), longTasks: tasks.length, searchReadyMs: (window as any).__searchReadyMs ?? Number.NaN };
    });
  } finally {
    await context.close();
  }
}

/** A page measured in the same rounds: the project's, the peer's, or one given with `--page NAME=FILE`. */
interface MeasuredPage {
  label: string;
  file: string;
}

/** `NAME=FILE` from the command line: a variant of the page (built elsewhere) measured beside the two. */
export function extraPage(arg: string): MeasuredPage {
  const at = arg.indexOf('=');
  if (at <= 0 || at === arg.length - 1) throw new Error(`--page ${arg}: expected NAME=FILE (a label, then the HTML file)`);
  const file = path.resolve(arg.slice(at + 1));
  if (!fs.existsSync(file)) throw new Error(`--page ${arg}: ${file} does not exist`);
  return { label: arg.slice(0, at), file };
}

export async function docsPageSection(context: BenchContext): Promise<SectionResult> {
  if (!fs.existsSync(CHROMIUM)) return { id: 'docs-page', title: TITLE, unavailable: `${CHROMIUM} is not installed`, method: [], tables: [], targets: [], notes: [] };
  context.log('   building the peer page (redocly build-docs, default settings)');
  const ours: MeasuredPage = { label: 'this project (generated/docs/index.html)', file: path.join(projectRoot, 'generated/docs/index.html') };
  const peer: MeasuredPage = { label: 'Redoc, default settings', file: await peerPage() };
  const pages = [ours, peer, ...(context.docsPages ?? [])];
  const roundCount = context.quick ? 4 : 10;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  // rounds[round][page]: every page opened once per round, in an order that rotates each round,
  // so a slow spell does not always fall on the same page.
  const rounds: PageTimes[][] = [];
  try {
    for (const page of pages) await open(browser, page.file);
    for (let round = 0; round < roundCount; round += 1) {
      const times: PageTimes[] = new Array(pages.length);
      for (let step = 0; step < pages.length; step += 1) {
        const index = (round + step) % pages.length;
        times[index] = await open(browser, pages[index].file);
      }
      rounds.push(times);
      context.log(`   round ${round + 1}/${roundCount}: load ${times.map((t, i) => `${i === 0 ? 'ours' : i === 1 ? 'Redoc' : `variant ${i - 1}`} ${Math.round(t.loadMs)}`).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  const column = (index: number, pick: (t: PageTimes) => number) => rounds.map((times) => pick(times[index]));
  const versusPeer = (index: number, pick: (t: PageTimes) => number) => pairedRatio(column(index, pick), column(1, pick))!;
  const loadRatio = versusPeer(0, (t) => t.loadMs);
  const searchRatio = versusPeer(0, (t) => t.searchReadyMs);
  // One millisecond added to each side: a page with no long task at all still gives a ratio.
  const blocking = (t: PageTimes) => t.blockingMs + 1;
  const blockingRatio = versusPeer(0, blocking);
  const row = (page: MeasuredPage, index: number) => [
    page.label,
    formatSummary(summarize(column(index, (t) => t.loadMs)), formatMs),
    formatSummary(summarize(column(index, (t) => t.blockingMs)), formatMs),
    String(summarize(column(index, (t) => t.longTasks)).median),
    formatSummary(summarize(column(index, (t) => t.searchReadyMs)), formatMs),
    `${(fs.statSync(page.file).size / 1e6).toFixed(2)} MB`,
    index === 1 ? '(peer)' : formatRatio(versusPeer(index, (t) => t.loadMs)),
    index === 1 ? '(peer)' : formatRatio(versusPeer(index, blocking)),
  ];
  return {
    id: 'docs-page',
    title: TITLE,
    method: [
      `${roundCount} rounds in headless Chromium (${CHROMIUM}); in each, every page is opened once in a fresh browser context, the order rotating from round to round. Peer: \`redocly build-docs generated/openapi.json\` with default settings and a bare template. Load: the navigation's loadEventEnd. Blocking: the sum over long tasks of their time beyond 50 ms, until the page has had none for ${QUIET_MS} ms. Search usable: this project's box once its inline script has run; Redoc's once its search trigger no longer reads "Loading". The ratios are medians of the per-round ratios to the peer.`,
      ...(pages.length > 2 ? [`Variants given with \`--page NAME=FILE\`: ${pages.slice(2).map((p) => p.label).join(', ')}.`] : []),
    ],
    tables: [
      {
        headers: ['Page', 'Load event', 'Blocking time', 'Long tasks', 'Search usable', 'File size', 'Load vs Redoc', 'Blocking vs Redoc'],
        rows: pages.map(row),
      },
    ],
    targets: [
      { target: 'Load event no later than Redoc on the same spec (paired median ratio <= 1.0)', measured: formatRatio(loadRatio), met: loadRatio <= 1 },
      { target: 'Main-thread blocking no more than Redoc on the same spec (paired median ratio <= 1.0)', measured: formatRatio(blockingRatio), met: blockingRatio <= 1 },
      { target: 'Search usable before Redoc\'s (paired median ratio < 1.0)', measured: formatRatio(searchRatio), met: searchRatio < 1 },
    ],
    notes: [
      "This project's page carries more than the peer's: the overview sections, the generated lines per operation and two code samples per operation (curl and TypeScript, 159 operations), a small accessibility script, and the operation search with its index (36 kB inline JSON); its document is larger, which Redoc parses and renders at load. What each part costs is measured by giving variants of the page with `--page NAME=FILE`.",
      'On a shared machine the pairs swing widely; read the ratios with the spread of each column, and decide the targets on a quiet machine.',
    ],
  };
}
