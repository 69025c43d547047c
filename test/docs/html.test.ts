// The HTML emitter's own checks, without running build-docs: the offline guard and the docs
// copy of the document (the browser test covers the built page).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel } from '../support/project.ts';
import { offline } from '../../generator/emit/docs-html.ts';
import { docsDocument } from '../../generator/emit/docs/docs-document.ts';
import type { ApiModel } from '../../generator/model/types.ts';

describe('offline guard', () => {
  it('replaces the Redocly CDN logo with an inline image', () => {
    const page = offline('<script>src:"https://cdn.redoc.ly/redoc/logo-mini-full.svg"</script>');
    expect(page).not.toContain('cdn.redoc.ly');
    expect(page).toContain('data:image/svg+xml,');
  });

  it.each([
    ['remote script', '<script src="https://cdn.example.com/x.js"></script>'],
    ['remote stylesheet or preload', '<link rel="stylesheet" href="//fonts.example.com/a.css">'],
    ['remote @import', '<style>@import url("https://fonts.example.com/css");</style>'],
    ['remote font or image in CSS', '<style>@font-face{src:url(https://fonts.example.com/a.woff2)}</style>'],
  ])('refuses a page with a %s', (what, html) => {
    expect(() => offline(html)).toThrow(`would not work offline: ${what}`);
  });
});

describe('docs copy of the document', () => {
  let model: ApiModel;
  let document: Record<string, any>;
  beforeAll(async () => {
    model = await loadProjectModel();
    document = docsDocument(model);
  });

  it('puts permission and module access first in every operation description', () => {
    for (const op of model.operations) {
      const description: string = document.paths[op.path].post.description;
      const expected = op.permissions.length > 0 ? op.permissions.map((p) => `\`${p}\``).join(', ') : 'not named in the source';
      expect(description.startsWith(`**Permission:** ${expected} · ${op.module} · ${op.access ?? 'access not shown'}`), op.name).toBe(true);
      if (op.notShown.length > 0) expect(description).toContain(`**Not shown in the source:** ${op.notShown.join('; ')}`);
      expect(description.endsWith(op.description), op.name).toBe(true);
    }
  });

  it('marks beta and deprecated operations, and adds both code samples', () => {
    const audit = document.paths['/auditLog.list'].post;
    expect(audit['x-badges']).toEqual([expect.objectContaining({ name: 'Beta' })]);
    expect(document.paths['/application.change_stage'].post.description).toContain('**Deprecated:** use `application.changeStage` instead.');
    expect(document.paths['/candidate.createNote'].post['x-codeSamples'].map((s: any) => s.label)).toEqual(['curl', 'HiringApiClient']);
  });

  it('leaves the model document unchanged', () => {
    expect(model.document.paths['/auditLog.list'].post['x-badges']).toBeUndefined();
    expect(model.document.paths['/candidate.createNote'].post.description).not.toContain('**Permission:**');
  });
});
