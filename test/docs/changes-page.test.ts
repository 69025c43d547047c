// The changelog on its own pages: docs/changes.html and reference/changes.md carry the entries, and
// the HTML reference's introduction only says where they are.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderChangesHtml } from '../../generator/emit/docs-changes-html.ts';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import type { ReleaseState } from '../../generator/changes/releases.ts';

const generated = (file: string) => fs.readFileSync(path.join(projectRoot, 'generated', file), 'utf8');

describe('changes pages', () => {
  it('keeps the entries out of the HTML introduction, which links the changes pages', () => {
    const page = generated('docs/index.html');
    expect(page).toContain('<a href="changes.html">Changes page</a>');
    expect(page).toContain('<a href="reference/changes.md">reference/changes.md</a>');
    // No changelog entry or heading of one is inlined: the pending entry's note and level headings are on the changes pages only.
    expect(page).not.toMatch(/Compared with \d+\.\d+\.\d+; `?npm run release/);
    expect(page).not.toMatch(/>Breaking changes</);
    expect(generated('docs/reference/index.md')).toContain('[Changes](changes.md)');
  });

  it('puts every entry of the markdown changes page on the HTML one', () => {
    const html = generated('docs/changes.html');
    const headings = [...generated('docs/reference/changes.md').matchAll(/^##+ (.+)$/gm)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) expect(html).toContain(`>${heading}</h`);
    expect(html).toContain('<a href="index.html">reference</a>');
  });

  it('escapes what a change message carries from the spec', async () => {
    const model = await loadProjectModel();
    const change = { level: 'documentation', rule: 'description-changed', message: 'description of `<b>` changed <img src=x onerror=alert(1)>', sites: [] };
    const release = { history: [{ version: '1.0.0', date: '2026-01-01', changes: [] }], released: { version: '1.0.0', date: '2026-01-01', changes: [] }, pending: [change], version: '1.0.1' } as unknown as ReleaseState;
    const html = renderChangesHtml(model, release);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<code>&lt;b&gt;</code>');
    expect(html).not.toContain('<img');
  });
});
