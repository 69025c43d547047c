// The HTML emitter's own checks: the offline guard, the docs copy of the document, and the settings
// build-docs gets (the browser test covers the project's built page).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { buildDocsHtml, docsSettings, offline } from '../../generator/emit/docs-html.ts';
import { withoutNotices } from '../../generator/emit/docs/build-docs.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { docsDocument } from '../../generator/emit/docs/docs-document.ts';
import { withOverview } from '../../generator/emit/docs/overview.ts';
import { asLinks, dropRemoteLogo } from '../../generator/emit/docs/remote-assets.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { searchIndex, searchIndexJson } from '../../generator/emit/docs/search-index.ts';
import { SourceLocator } from '../../generator/schema/source-location.ts';

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

describe('build-docs failures', () => {
  it('keep what failed and drop the boxed notices the CLI prints first', () => {
    const output = [
      '    ╔═══════════════════════════════╗',
      '    ║  Deprecation warning: Node.js 20 support is ending  ║',
      '    ╚═══════════════════════════════╝',
      '',
      '',
      'Failed to load the configuration file:',
      '',
      '  - Plugin "./nope.js" not found.',
      '',
    ].join('\n');
    expect(withoutNotices(output)).toBe('Failed to load the configuration file:\n\n  - Plugin "./nope.js" not found.');
  });
});

describe('docs copy of the document', () => {
  let model: ApiModel;
  let document: Record<string, any>;
  beforeAll(async () => {
    model = await loadProjectModel();
    document = docsDocument(model);
  });

  it('puts permission and module access first in every operation description, a module read from the permission marked', () => {
    for (const op of model.operations) {
      const description: string = document.paths[op.path].post.description;
      const expected = op.permissions.length > 0 ? op.permissions.map((p) => `\`${p}\``).join(', ') : 'not documented';
      const read = op.inferred.some((note) => note.startsWith('module ')) ? " (read from the permission's name)" : '';
      expect(description.startsWith(`**Permission:** ${expected} · ${op.module} · ${op.access ?? 'access not documented'}${read}\n\n`), op.name).toBe(true);
      if (op.notShown.length > 0) expect(description).toContain(`**Not documented:** ${op.notShown.join('; ')}`);
      expect(description.endsWith(op.description), op.name).toBe(true);
    }
    expect(document.paths['/auditLog.list'].post.description).toMatch(/^\*\*Permission:\*\* `auditLogsRead` · Audit Logs · read \(read from the permission's name\)/);
  });

  it('links paging and admin settings to the overview, and lists the error codes particular to an operation', () => {
    const list = document.paths['/application.list'].post.description;
    expect(list).toContain('**Paging:** [sync](#/section/paging)');
    expect(list).toContain('**Admin settings:** [`confidentialJobsAndProjects`](#/section/admin-settings), [`nonOfferPrivateFields`](#/section/admin-settings)');
    expect(list).not.toContain('**Error codes:**');
    expect(document.paths['/auditLog.list'].post.description).toMatch(/\*\*Error codes:\*\* `invalid_input` \(.*`cursor_invalid` \(The `cursor` cannot be decoded\).*\(\[all operations\]\(#\/section\/envelopes-and-errors\)\)/);
  });

  it('leaves the header every operation takes out of each operation, and describes it once in the overview', async () => {
    for (const op of model.operations) expect(document.paths[op.path].post.parameters ?? [], op.name).toEqual([]);
    const page = withOverview(document, model, projectRoot);
    expect(page.info.description).toContain('## The X-On-Behalf-Of header\n\nAttributes the request');
    expect(page.info.description.split('Allow acting on behalf of a user').length - 1).toBe(2); // the header's conditions, and the settings table
  });

  it('says which request fields are required is not documented where the document does not say, since Redoc shows the others as optional', () => {
    const note = 'which request fields are required, and whether they may be null';
    const notDocumented = (op: ApiModel['operations'][number], copy = document) => {
      const line = String(copy.paths[op.path].post.description).split('\n\n').find((l) => l.startsWith('**Not documented:**')) ?? '';
      return line.split('; ').some((item) => item.endsWith(note));
    };
    const candidateInfo = model.operations.find((op) => op.name === 'candidate.info')!;
    expect(notDocumented(candidateInfo)).toBe(true);
    // An operation without request fields already says "request fields", and says no more.
    const create = model.operations.find((op) => op.name === 'candidate.create')!;
    expect(create.notShown).toContain('request fields');
    expect(notDocumented(create)).toBe(false);
    // A document that states required-ness (no info.x-not-shown-keywords) gets no such line.
    const small = { ...model.bundle, info: { ...model.bundle.info, 'x-not-shown-keywords': undefined } };
    const stated = documentModel(small);
    const statedCopy = docsDocument(stated);
    expect(stated.operations.filter((op) => notDocumented(op, statedCopy)).map((op) => op.name)).toEqual([]);
    expect(model.operations.filter((op) => notDocumented(op)).length).toBeGreaterThan(40);
  });

  it('marks beta and deprecated operations, and adds both code samples', () => {
    const audit = document.paths['/auditLog.list'].post;
    expect(audit['x-badges']).toEqual([expect.objectContaining({ name: 'Beta' })]);
    expect(document.paths['/candidate.createNote'].post['x-codeSamples'].map((s: any) => s.label)).toEqual(['curl', 'TypeScript']);
  });

  it('says an operation is deprecated once: a note only where its own description does not say so', () => {
    const description = (doc: Record<string, any>) => doc.paths['/application.change_stage'].post.description as string;
    // The spec's description names the deprecation and the replacement: no second note.
    expect(description(document)).toContain('Deprecated: replaced by `application.changeStage`');
    expect(description(document)).not.toContain('**Deprecated:**');
    const silent = { ...model, operations: model.operations.map((op) => (op.name === 'application.change_stage' ? { ...op, description: 'Moves an application.' } : op)) };
    expect(description(docsDocument(silent))).toContain('**Deprecated:** use `application.changeStage` instead.');
  });

  it('shows no "additional property" for a request open only because its other fields are not documented', () => {
    const schema = (doc: Record<string, any>) => doc.paths['/application.info'].post.requestBody.content['application/json'].schema;
    expect(schema(model.bundle).additionalProperties).toBe(true);
    expect(schema(model.bundle)['x-not-shown']).toBeDefined();
    expect(schema(document)).not.toHaveProperty('additionalProperties');
    // A map's value schema says something a reader needs, and stays.
    expect(document.paths['/applicationFeedback.submit'].post.requestBody.content['application/json'].schema.properties.values.additionalProperties).toEqual({ $ref: '#/components/schemas/FeedbackValue' });
  });

  it('leaves the model document unchanged', () => {
    expect(model.bundle.paths['/auditLog.list'].post['x-badges']).toBeUndefined();
    expect(model.bundle.paths['/candidate.createNote'].post.description).not.toContain('**Permission:**');
  });
});

describe('reference docs settings', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A project root holding the docs template and this redocly.yaml (none when `config` is undefined). */
  function projectWith(config?: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-settings-'));
    roots.push(dir);
    fs.cpSync(path.join(projectRoot, 'templates/docs'), path.join(dir, 'templates/docs'), { recursive: true });
    if (config !== undefined) fs.writeFileSync(path.join(dir, 'redocly.yaml'), config);
    return dir;
  }

  it("are the `openapi` section of redocly.yaml, and nothing else of it", () => {
    expect(docsSettings(projectRoot)).toEqual({
      sortRequiredPropsFirst: true,
      jsonSamplesExpandLevel: 3,
      schemasExpansionLevel: 1,
      hideDownloadButtons: false,
      layout: 'three-panel',
      codeSamples: { languages: [{ lang: 'TypeScript', label: 'TypeScript' }, { lang: 'curl' }, { lang: 'Payload' }] },
    });
    expect(docsSettings(projectWith('rules:\n  info-license: off\n'))).toEqual({});
    expect(docsSettings(projectWith())).toEqual({});
  });

  it('name redocly.yaml when it cannot be read as settings', () => {
    expect(() => docsSettings(projectWith('openapi:\n  layout: [stacked\n'))).toThrow(/redocly\.yaml:3:1 [^\n]+ \(YAML syntax\)$/);
    expect(() => docsSettings(projectWith('openapi: [layout]\n'))).toThrow('redocly.yaml: `openapi` (the reference docs settings) must be a mapping');
  });

  it('reach the page, and build-docs loads no lint plugin', async () => {
    // A plugin that does not exist fails any CLI run that reads the config's lint part.
    const root = projectWith('plugins:\n  - ./no-such-plugin.js\nopenapi:\n  layout: stacked\n  hideDownloadButtons: true\n');
    const spec = await loadSpec(path.join(projectRoot, 'test/fixtures/specs/small.yaml'));
    const page = await buildDocsHtml(documentModel(spec.document), { projectRoot: root });
    const options = /const __redoc_options = (\{.*?\});/.exec(page);
    expect(options, 'the page embeds its Redoc options').not.toBeNull();
    expect(JSON.parse(options![1])).toMatchObject({ layout: 'stacked', hideDownloadButtons: true });
  }, 60_000);
});

describe('a remote info.x-logo', () => {
  it('is left out of the page with a warning, and the page is built offline', async () => {
    const spec = await loadSpec(path.join(projectRoot, 'test/fixtures/specs/remote-logo.yaml'));
    const warnings: string[] = [];
    const page = await buildDocsHtml(documentModel(spec.document), { projectRoot, warn: (message) => warnings.push(message) });
    expect(page).not.toContain('twitter.com/acme');
    expect(warnings).toEqual([expect.stringMatching(/^info\.x-logo \(https:\/\/twitter\.com\/acme\/profile_image\?size=original\) is left out of docs\/index\.html/)]);
  }, 60_000);

  it('stays when it is a data: URL or a relative path', () => {
    for (const url of ['data:image/png;base64,AAAA', 'images/logo.png']) {
      const document: Record<string, any> = { info: { title: 't', 'x-logo': { url } } };
      expect(dropRemoteLogo(document)).toBeNull();
      expect(document.info['x-logo']).toEqual({ url });
    }
  });
});

describe('remote media in descriptions (remote-media.yaml)', () => {
  it('are links on the page, with one warning naming where they are, and the page is built offline', async () => {
    const specPath = path.join(projectRoot, 'test/fixtures/specs/remote-media.yaml');
    const spec = await loadSpec(specPath);
    const warnings: string[] = [];
    const page = await buildDocsHtml(documentModel(spec.document), { projectRoot, locator: new SourceLocator(specPath), warn: (message) => warnings.push(message) });
    expect(page).not.toMatch(/src=\\?["']?(https?:)?\/\/(media|video)\.acme\.test/);
    expect(page).not.toMatch(/<link[^>]*acme\.test/);
    expect(page).toContain('images/local.png');
    expect(warnings).toEqual([
      expect.stringMatching(/^4 images or other media on another host in descriptions are shown as links in docs\/index\.html, which makes no network request: .*remote-media\.yaml:5:3 \(https:\/\/media\.acme\.test\/architecture\.png\), .*remote-media\.yaml:14:5 \(https:\/\/media\.acme\.test\/pets\.svg\), .*remote-media\.yaml:21:7 \(https:\/\/video\.acme\.test\/embed\/xyz\) and 1 more\.$/),
    ]);
  }, 60_000);

  it('turns images and media elements into links, keeping local ones and plain links', () => {
    const urls: string[] = [];
    expect(asLinks('See ![Diagram](https://x.test/d.png "t") and ![](//x.test/e.png).', urls)).toBe('See [Diagram](https://x.test/d.png) and [image](//x.test/e.png).');
    expect(asLinks('<img alt="A <b>" src="https://x.test/a.png"><video src=https://x.test/v.mp4></video> ![l](l.png) [link](https://x.test)', urls)).toBe(
      '<a href="https://x.test/a.png">A &#60;b&#62;</a><a href="https://x.test/v.mp4">video: https://x.test/v.mp4</a> ![l](l.png) [link](https://x.test)',
    );
    expect(urls).toEqual(['https://x.test/d.png', '//x.test/e.png', 'https://x.test/a.png', 'https://x.test/v.mp4']);
  });
});


describe('operation search index', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadProjectModel();
  });

  it("lists every operation with Redoc's route, its marks and nested field names", () => {
    const index = searchIndex(model);
    expect(index).toHaveLength(model.operations.length);
    const create = index.find((e) => e.name === 'candidate.create')!;
    expect(create).toMatchObject({ href: '#/candidates/candidate.create', module: 'Candidates', deprecated: false, beta: false });
    // A field of a record nested in the result (EmailAddress under Candidate.emailAddresses).
    expect(create.fields.split(' ')).toContain('isPrimary');
    expect(index.find((e) => e.name === 'application.change_stage')!.deprecated).toBe(true);
    expect(index.find((e) => e.name === 'auditLog.list')).toMatchObject({ beta: true, href: '#/audit-logs/auditlog.list' });
  });

  it('cannot close its script element, whatever a summary says', () => {
    const json = searchIndexJson([{ name: 'x.y', summary: '</script><script>alert(1)</script>\u2028', module: '', href: '#/x/x.y', deprecated: false, beta: false, fields: '' }]);
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json)[0].summary).toBe('</script><script>alert(1)</script>\u2028');
  });
});
