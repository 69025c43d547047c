// generated/docs/index.html: the one-page HTML reference, built by `redocly build-docs` from the
// docs copy of the bundled document. Self-contained and usable offline: Redoc's scripts and
// styles are inlined, the page template forbids network fetches, and the build fails if the
// page still refers to a remote script, stylesheet, @import or font.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseYaml } from '@redocly/openapi-core';
import type { Emitter, EmitContext } from './emitter.ts';
import type { ApiModel } from '../model/types.ts';
import { docsDocument } from './docs/docs-document.ts';

const run = promisify(execFile);

export const DOCS_HTML_PATH = 'docs/index.html';

export const docsHtmlEmitter: Emitter = {
  name: 'docs-html',
  offThread: true,
  docs: true,
  emit: async (model, context) => [{ path: DOCS_HTML_PATH, contents: await buildDocsHtml(model, context) }],
};

export async function buildDocsHtml(model: ApiModel, context: Pick<EmitContext, 'projectRoot' | 'signal'>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-docs-'));
  try {
    const input = path.join(dir, 'openapi.json');
    const output = path.join(dir, 'index.html');
    fs.writeFileSync(input, JSON.stringify(docsDocument(model)));
    const config = path.join(dir, 'redocly.yaml');
    // JSON is YAML: a config holding the docs settings only.
    fs.writeFileSync(config, JSON.stringify({ openapi: docsSettings(context.projectRoot) }));
    const args = [redoclyCli(), 'build-docs', input, '--output', output, '--inlineBundle', '--lint-config', 'off', '--template', path.join(context.projectRoot, 'templates/docs/redoc.hbs'), '--config', config];
    try {
      // Telemetry off keeps the CLI off the network and the page's bytes independent of the environment.
      await run(process.execPath, args, { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024, signal: context.signal });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`redocly build-docs failed: ${withoutNotices(e.stderr || e.stdout || e.message)}`);
    }
    return offline(fs.readFileSync(output, 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Redoc settings of the project's redocly.yaml (its `openapi` section, which is all build-docs
 * reads from a config). The CLI gets a config holding only these: given redocly.yaml itself, it would
 * also load the lint plugin and resolve every rule, about a tenth of its run, for a page without lint.
 */
export function docsSettings(projectRoot: string): Record<string, unknown> {
  const file = path.join(projectRoot, 'redocly.yaml');
  if (!fs.existsSync(file)) return {};
  let config: unknown;
  try {
    config = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file) || file}: ${(error as Error).message}`);
  }
  const settings = (config as { openapi?: unknown } | null)?.openapi;
  if (settings === undefined || settings === null) return {};
  if (typeof settings !== 'object' || Array.isArray(settings)) throw new Error(`${path.relative(process.cwd(), file) || file}: \`openapi\` (the reference docs settings) must be a mapping`);
  return settings as Record<string, unknown>;
}

/**
 * The CLI's output without its boxed notices (Node.js version deprecation, Redoc 3 news), which it
 * prints before every run and which would bury the line that says what failed.
 */
export function withoutNotices(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^\s*[╔║╚]/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The CLI's entry script, run with this Node rather than through a shell shim. */
function redoclyCli(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@redocly/cli/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin.redocly ?? Object.values(manifest.bin)[0]);
  return path.join(path.dirname(manifestPath), bin);
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
const REMOTE_RESOURCES: { what: string; pattern: RegExp }[] = [
  { what: 'remote script', pattern: /<script\b[^>]*\bsrc\s*=\s*["']?(?:https?:)?\/\//i },
  { what: 'remote stylesheet or preload', pattern: /<link\b[^>]*\bhref\s*=\s*["']?(?:https?:)?\/\//i },
  { what: 'remote @import', pattern: /@import\s+(?:url\()?\s*["']?(?:https?:)?\/\//i },
  { what: 'remote font or image in CSS', pattern: /url\(\s*["']?(?:https?:)?\/\/(?!www\.w3\.org)/i },
];

export function offline(html: string): string {
  const page = html.replace(CDN_LOGOS, LOCAL_LOGO);
  for (const { what, pattern } of REMOTE_RESOURCES) {
    const match = pattern.exec(page);
    if (match) throw new Error(`docs/index.html would not work offline: ${what} at character ${match.index}: ${page.slice(match.index, match.index + 120)}`);
  }
  return page;
}
