// generated/docs/changes.html: the changelog as a page of its own beside the HTML reference, which
// links it from its introduction (docs-html.ts) instead of carrying every entry. Same entries as
// reference/changes.md and the package's CHANGELOG.md (generator/changes/changelog.ts), rendered
// by markdown-it with raw HTML off, in a small offline page: no script, inline style only.
import MarkdownIt from 'markdown-it';
import type { Emitter } from './emitter.ts';
import type { ApiModel } from '../model/types.ts';
import { renderEntries } from '../changes/changelog.ts';
import type { ReleaseState } from '../changes/releases.ts';
import { DOCS_HTML_PATH, offline } from './docs-html.ts';
import { CHANGES_PAGE } from './changelog.ts';

export const CHANGES_HTML_PATH = 'docs/changes.html';

export const docsChangesHtmlEmitter: Emitter = {
  name: 'docs-changes-html',
  docs: true,
  usesRelease: true,
  emit: (model, { release }) => (release ? [{ path: CHANGES_HTML_PATH, contents: renderChangesHtml(model, release) }] : []),
};

/** Links from docs/changes.html to its neighbours in generated/docs/. */
const INDEX_LINK = DOCS_HTML_PATH.replace(/^docs\//, '');
const MARKDOWN_LINK = CHANGES_PAGE.replace(/^docs\//, '');

export function renderChangesHtml(model: ApiModel, release: ReleaseState): string {
  const markdown = new MarkdownIt({ html: false, linkify: false });
  const title = `${model.title}: changes`;
  const body = markdown.render(`# ${title}

Back to the [reference](${INDEX_LINK}). What changed for users of the typed client from version to
version, newest first. These docs describe version \`${model.version}\` of the API; the package is
\`${release.version}\`. The same entries are in [${MARKDOWN_LINK}](${MARKDOWN_LINK}) and in the package's CHANGELOG.md.

${renderEntries(release, { versionLevel: 2 })}`);
  return offline(`<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${markdown.utils.escapeHtml(title)}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
  <style>${STYLE}</style>
</head>
<body>
<main>
${body}</main>
</body>
</html>
`);
}

/** Readable on any screen: a measure of about 80 characters, long names wrapping, contrast above 7:1. */
const STYLE = `
  body { margin: 0; font: 16px/1.55 system-ui, sans-serif; color: #1f2328; background: #fff; }
  main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; overflow-wrap: anywhere; }
  h1 { font-size: 1.75rem; line-height: 1.25; }
  h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
  code { font: .875em ui-monospace, monospace; background: #eff1f3; padding: .1em .3em; border-radius: 4px; }
  a { color: #0b57d0; }
  @media (prefers-color-scheme: dark) {
    body { color: #e6edf3; background: #0d1117; }
    code { background: #262c36; }
    a { color: #7cb7ff; }
  }
`;
