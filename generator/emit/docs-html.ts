// generated/docs/index.html: the one-page HTML reference, built by `redocly build-docs` from the
// docs copy of the bundled document. Self-contained and usable offline: Redoc's scripts and
// styles are inlined, the page template forbids network fetches, and the build fails if the
// page still refers to a remote script, stylesheet, @import or font.
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import type { Emitter, EmitContext } from './emitter.ts';
import type { ApiModel } from '../model/types.ts';
import { docsDocument } from './docs/docs-document.ts';
import { withOverview } from './docs/overview.ts';
import { withoutRemoteAssets } from './docs/remote-assets.ts';
import { formatYamlProblem } from '../load/lint.mjs';
import { buildDocsPage, type DocsBuildSetup } from './docs/build-docs.ts';
import type { ReleaseState } from '../changes/releases.ts';
import { searchIndex, searchIndexJson } from './docs/search-index.ts';

export const DOCS_HTML_PATH = 'docs/index.html';

export const docsHtmlEmitter: Emitter = {
  name: 'docs-html',
  docs: true,
  usesRelease: true,
  emit: async (model, context) => {
    try {
      return [{ path: DOCS_HTML_PATH, contents: await buildDocsHtml(model, context) }];
    } catch (error) {
      // A page that would fetch from another host is not written; every other output still is.
      if (!(error instanceof NotOfflineError)) throw error;
      context.warn?.(`${DOCS_HTML_PATH} is not written: ${error.message}`);
      return [];
    }
  },
};

/** The built page still refers to something on another host (what remote-assets.ts does not rewrite). */
export class NotOfflineError extends Error {}

export async function buildDocsHtml(model: ApiModel, context: Pick<EmitContext, 'projectRoot' | 'signal' | 'warn' | 'release' | 'locator'>): Promise<string> {
  const document = withChangesSection(withOverview(docsDocument(model), model, context.projectRoot), context.release ?? null);
  for (const warning of withoutRemoteAssets(document, context.locator)) context.warn?.(warning);
  const page = await buildDocsPage(docsBuildSetup(context.projectRoot, model), JSON.stringify(document), context.signal);
  return offline(withOperationSearch(page, model, context.projectRoot));
}

/** Where the page template (templates/docs/redoc.hbs) wants the operation search's index and script. */
const SEARCH_MARKER = '<!-- operation-search-script -->';

/**
 * The page with the operation search's index (docs/search-index.ts) and script (templates/docs/search.js)
 * in place of the template's marker: inline, before Redoc's markup, so the box works at first paint.
 */
function withOperationSearch(page: string, model: ApiModel, projectRoot: string): string {
  const at = page.indexOf(SEARCH_MARKER);
  if (at === -1) throw new Error(`templates/docs/redoc.hbs has no ${SEARCH_MARKER} line: the operation search has nowhere to go.`);
  const script = fs.readFileSync(path.join(projectRoot, 'templates/docs/search.js'), 'utf8').replace(/<\/script/gi, '<\\/script');
  const inline = `<script type="application/json" id="operation-search-index">${searchIndexJson(searchIndex(model))}</script>\n  <script>\n${script}</script>`;
  return page.slice(0, at) + inline + page.slice(at + SEARCH_MARKER.length);
}

/**
 * The docs copy of the document with a short "Changes" section closing its introduction, where there
 * is a release history: it says where the changelog is (docs/changes.html, docs-changes-html.ts)
 * rather than carrying its entries, which would bury the overview.
 */
function withChangesSection(document: Record<string, any>, release: ReleaseState | null): Record<string, any> {
  if (!release) return document;
  const pending = release.pending.length > 0 ? ` The next version, \`${release.version}\`, is not released yet; its changes are listed there first.` : '';
  const section = `## Changes\n\nWhat changed for users of the typed client from version to version is on the [Changes page](changes.html) (in markdown: [reference/changes.md](reference/changes.md)).${pending}`;
  const description = [document.info?.description?.trimEnd(), section].filter(Boolean).join('\n\n');
  return { ...document, info: { ...document.info, description } };
}

function docsBuildSetup(projectRoot: string, model: ApiModel): DocsBuildSetup {
  return {
    // JSON is YAML: a config holding the docs settings only.
    configText: JSON.stringify({ openapi: docsSettings(projectRoot) }),
    templatePath: path.join(projectRoot, 'templates/docs/redoc.hbs'),
    // The search finds webhooks too where there are some: its form says so (redoc.hbs).
    templateOptions: model.webhooks.length > 0 ? { webhooks: 'true' } : {},
  };
}

/**
 * The Redoc settings of the project's redocly.yaml (its `openapi` section, which is all build-docs
 * reads from a config). The CLI gets a config holding only these: given redocly.yaml itself, it would
 * also load the lint plugin and resolve every rule, for a page without lint.
 */
export function docsSettings(projectRoot: string): Record<string, unknown> {
  const file = path.join(projectRoot, 'redocly.yaml');
  if (!fs.existsSync(file)) return {};
  const shown = path.relative(process.cwd(), file) || file;
  let config: unknown;
  try {
    config = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    // Worded like a YAML error in the spec (js-yaml counts lines and columns from 0).
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    if (reason && mark) throw new Error(formatYamlProblem(shown, mark.line + 1, mark.column + 1, reason));
    throw new Error(`${shown}: ${(error as Error).message}`);
  }
  const settings = (config as { openapi?: unknown } | null)?.openapi;
  if (settings === undefined || settings === null) return {};
  if (typeof settings !== 'object' || Array.isArray(settings)) throw new Error(`${shown}: \`openapi\` (the reference docs settings) must be a mapping`);
  return settings as Record<string, unknown>;
}

// Redoc's sidebar footer shows the Redocly logo from its CDN; a local image keeps the attribution
// without the request (which would also fail, with a console error, when opened offline).
const CDN_LOGOS = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const LOCAL_LOGO = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='52' height='14'><text x='0' y='11' font-family='sans-serif' font-size='11' font-weight='bold' fill='#555'>Redocly</text></svg>",
)}`;

/**
 * Markup that would make the page fetch from the network: remote scripts, styles, imports, fonts.
 * (URLs inside Redoc's script are not listed here; the browser test proves none is fetched.)
 */
const REMOTE_RESOURCES: { what: string; find: (page: string) => number }[] = [
  { what: 'remote script', find: (page) => tagWith(page, /<script\b/gi, /\bsrc\s*=\s*["']?(?:https?:)?\/\//i) },
  { what: 'remote stylesheet or preload', find: (page) => tagWith(page, /<link\b/gi, /\bhref\s*=\s*["']?(?:https?:)?\/\//i) },
  { what: 'remote @import', find: (page) => page.search(/@import\s+(?:url\(\s*)?["']?(?:https?:)?\/\//i) },
  { what: 'remote font or image in CSS', find: (page) => page.search(/url\(\s*["']?(?:https?:)?\/\/(?!www\.w3\.org)/i) },
];

/**
 * Where the first tag opened by `opening` whose text (up to its `>`) holds `attribute` starts, or
 * -1. Each stretch up to a `>` is read once: a tag opened inside it would only repeat the search
 * (a regex such as `<script\b[^>]*\bsrc` retries it from every opening, which page text can make slow).
 */
function tagWith(page: string, opening: RegExp, attribute: RegExp): number {
  opening.lastIndex = 0;
  for (let open = opening.exec(page); open; open = opening.exec(page)) {
    const close = page.indexOf('>', open.index);
    const end = close === -1 ? page.length : close;
    if (attribute.test(page.slice(open.index, end))) return open.index;
    opening.lastIndex = end;
  }
  return -1;
}

export function offline(html: string): string {
  const page = html.replace(CDN_LOGOS, LOCAL_LOGO);
  for (const { what, find } of REMOTE_RESOURCES) {
    const at = find(page);
    if (at !== -1) throw new NotOfflineError(`docs/index.html would not work offline: ${what} at character ${at}: ${page.slice(at, at + 120)}`);
  }
  return page;
}
