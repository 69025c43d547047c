// The markdown reference and package README: every operation has its section, every internal
// link and anchor resolves, and spec text is escaped, never injected.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { documentModel } from '../../generator/document-model.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import type { GeneratedFile } from '../../generator/emit/emitter.ts';
import { REFERENCE_DIR, renderReference } from '../../generator/emit/docs-markdown.ts';
import { renderPackageReadme } from '../../generator/emit/package-readme.ts';
import { DOCS_HTML_PATH } from '../../generator/emit/docs-html.ts';
import { codeBlock, inlineCode, inlineText, markdownBlocks, tableCell } from '../../generator/emit/docs/markdown-text.ts';
import { loadTemplates } from '../../generator/emit/docs/templates.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';

// markdown-it renders the pages as a code host would (CommonMark + GFM tables); it ships with
// the toolchain's dependencies (through typedoc) and has no bundled types.
let md: { render(src: string): string; renderInline(src: string): string; parse(src: string, env: object): any[] };
let model: ApiModel;
let files: GeneratedFile[];
const text = (f: GeneratedFile) => String(f.contents);

beforeAll(async () => {
  const { default: MarkdownIt } = (await import('markdown-it' as string)) as any;
  md = new MarkdownIt({ html: true });
  model = await loadProjectModel();
  files = [...renderReference(model, projectRoot), { path: 'README.md', contents: renderPackageReadme(model, projectRoot, null) }];
});

const page = (name: string) => files.find((f) => f.path === `${REFERENCE_DIR}/${name}`)!;

/** The internal links of `pages` (relative addresses, with or without an anchor) that lead to no page or no anchor of it, and how many were checked. */
function linkCheck(pages: GeneratedFile[]): { broken: string[]; checked: number } {
  const ids = new Map(pages.map((f) => [f.path, new Set([...text(f).matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]))]));
  const existing = new Set([...pages.map((f) => f.path), DOCS_HTML_PATH]);
  const broken: string[] = [];
  let checked = 0;
  for (const file of pages) {
    const hrefs = md.parse(text(file), {}).flatMap((t: any) => (t.children ?? []).filter((c: any) => c.type === 'link_open').map((c: any) => c.attrGet('href') as string));
    for (const href of hrefs) {
      if (/^[a-z]+:/i.test(href)) continue;
      const [target, anchor] = href.split('#');
      const targetPath = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), target)) : file.path;
      checked++;
      if (!existing.has(targetPath)) broken.push(`${file.path}: ${href} (no file ${targetPath})`);
      else if (anchor !== undefined && !ids.get(targetPath)?.has(anchor)) broken.push(`${file.path}: ${href} (no anchor)`);
    }
  }
  return { broken, checked };
}

/** Anchors are unique on each page. */
function expectUniqueAnchors(pages: GeneratedFile[]): void {
  for (const file of pages) {
    const all = [...text(file).matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
    expect(new Set(all).size, file.path).toBe(all.length);
  }
}

/** A document of test/fixtures/specs/, linted, bundled and modelled as `generate --spec` models it. */
async function fixtureModel(name: string): Promise<ApiModel> {
  return documentModel((await loadSpec(path.join(projectRoot, 'test/fixtures/specs', name))).document);
}

describe('reference pages', () => {
  it('has an index, one page per module, slugged, and the records page', () => {
    const pages = files.filter((f) => f.path.startsWith(REFERENCE_DIR)).map((f) => path.basename(f.path)).sort();
    expect(pages).toContain('index.md');
    expect(pages).toContain('records.md');
    expect(pages).toEqual(expect.arrayContaining(['candidates.md', 'hiring-process.md', 'api-keys.md', 'audit-logs.md']));
    expect(pages).toHaveLength(model.modules.length + 2);
  });

  it('gives every operation one section, under an explicit anchor, on its module page', () => {
    for (const op of model.operations) {
      const file = page(`${op.module!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md`);
      const sections = text(file).match(new RegExp(`<a id="([a-z0-9-]+)"></a>\\n\\n## \`${op.name.replace(/\./g, '\\.')}\`\\n`, 'g'));
      expect(sections, op.name).toHaveLength(1);
    }
    const all = files.filter((f) => !f.path.endsWith('/records.md')).flatMap((f) => [...text(f).matchAll(/^## `([^`]+)`$/gm)].map((m) => m[1]));
    expect(all.sort()).toEqual(model.operations.map((op) => op.name).sort());
  });

  it('states per operation what is particular to it: permission, module and access, fields, both examples, own errors, notes', () => {
    const candidates = text(page('candidates.md'));
    const section = candidates.slice(candidates.indexOf('## `candidate.createNote`'), candidates.indexOf('## `candidate.info`'));
    expect(section).toContain('| Permission | `candidatesWrite` · Candidates · write |');
    expect(section).toContain('| Admin settings | [`confidentialJobsAndProjects`](index.md#admin-settings), [`nonOfferPrivateFields`](index.md#admin-settings) |');
    // The description does not say which request fields are required, nor whether they may be null: said once, above the table.
    expect(section).toContain('Whether each field is required, and whether it may be `null`, is [not documented](index.md#reading).');
    expect(section).toContain('| `candidateId` | string (uuid) | Id of the candidate. |');
    expect(section).toContain('| `note` | any | The note. Its type is not documented. |');
    expect(section).toContain(`curl -u "$HIRING_API_KEY:" \\\n  -H 'Accept: application/json; version=1' \\\n  -H 'Content-Type: application/json' \\\n  -d '{`);
    expect(section).toContain('"$BASE_URL/candidate.createNote"');
    // The body is in the curl example above; the client call names its fields.
    expect(section).toContain('const result: CandidateCreateNoteResult = await client.candidate.createNote({ candidateId, note }); // the body of the curl example');
    expect(section).toContain('| `results` | [CandidateNote](records.md#candidatenote) | yes | no |');
    // Errors every operation shares are in the overview; only an operation's own are listed.
    expect(section).not.toContain('missing_endpoint_permission');
    expect(text(page('audit-logs.md'))).toContain('| `cursor_invalid` | The `cursor` cannot be decoded. |');
    // Nullable types are written `| null`, escaped so the table keeps its columns.
    expect(text(page('records.md'))).toMatch(/\| `primaryPhoneNumber` \| object \\\| null \| yes \| yes \|/);

    const deprecated = candidates.slice(candidates.indexOf('## `application.change_stage`'));
    expect(deprecated).toMatch(/^> \*\*Deprecated\.\*\* Use \[`application\.changeStage`\]\(#application-changestage\) instead\.$/m);
    // The summary says "(deprecated)" already: no second mark after it.
    expect(deprecated).toMatch(/^\*\*Move an application to another interview stage \(deprecated\)\*\*$/m);
    expect(text(page('audit-logs.md'))).toMatch(/^> \*\*Beta\.\*\*/m);
  });

  it('carries the permissions matrix and the list of everything unshown in the index', () => {
    const index = text(page('index.md'));
    for (const op of model.operations) {
      const row = index.split('\n').find((l) => l.startsWith(`| [\`${op.name}\`](`) && l.split(' | ').length === 3);
      expect(row, op.name).toBeDefined();
      if (op.permissions.length > 0) expect(row).toContain(`\`${op.permissions[0]}\``);
      else expect(row).toContain('not documented');
    }
    expect(index).toContain('| `candidatesRead` | ');
    for (const gap of model.notShown) expect(index).toContain(inlineText(gap));
    expect(index).toMatch(/- \*\*request fields\*\* \(\d+\): \[`/);
    expect(index).toContain('| `NullableUser` | fields beyond those of the user object |');
  });

  it('resolves every internal link and anchor, on every page and the README', () => {
    const { broken, checked } = linkCheck(files);
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(2 * model.operations.length);
    expectUniqueAnchors(files);
  });

  it('closes every code fence: each operation keeps its heading, its two request examples and its response example', () => {
    for (const module of model.modules) {
      const file = page(`${module.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md`);
      const inModule = model.operations.filter((op) => op.module === module.name);
      const operations = inModule.length;
      const tokens = md.parse(text(file), {});
      // An unclosed fence would swallow the headings and examples after it.
      expect(tokens.filter((t: any) => t.type === 'heading_open' && t.tag === 'h2').length, file.path).toBe(operations);
      expect(tokens.filter((t: any) => t.type === 'fence').map((t: any) => t.info), file.path).toEqual(inModule.flatMap((op) => (op.response.hasExample ? ['sh', 'ts', 'json'] : ['sh', 'ts'])));
    }
  });

  it('calls in its client examples (markdown and HTML) only methods the generated client has', async () => {
    const { HiringApiClient } = await import('../../generated/index.ts');
    const client = new HiringApiClient({ apiKey: 'placeholder', baseUrl: 'http://127.0.0.1:9' }) as unknown as Record<string, Record<string, unknown>>;
    const { docsDocument } = await import('../../generator/emit/docs/docs-document.ts');
    const html = JSON.stringify(docsDocument(model));
    const calls = [...files.map(text).join('\n').matchAll(/await client\.(\w+)\.(\w+)\(/g), ...html.matchAll(/await client\.(\w+)\.(\w+)\(/g)];
    expect(calls.length).toBeGreaterThanOrEqual(2 * model.operations.length);
    const missing = calls.filter(([, property, method]) => typeof client[property]?.[method] !== 'function').map(([call]) => call);
    expect([...new Set(missing)]).toEqual([]);
    // The deprecated aliases and the reserved word are the names that used to go wrong.
    expect(html).toContain('client.application.change_stage(');
    expect(html).toContain('client.application.delete(');
  });

  it('marks a deprecated operation once in the lists, and says 401 and 403 where it says failures answer HTTP 200', () => {
    const all = files.map(text).join('\n');
    expect(all).not.toMatch(/\(deprecated\)\s*\(deprecated\)/i);
    const candidates = text(page('candidates.md'));
    expect(candidates).toContain('| Move an application to another interview stage (deprecated) | write |');
    expect(candidates).toContain('| Move an application to another interview stage | write |');
    for (const sentence of all.match(/A failed operation answers HTTP 200[^\n]*/g) ?? []) expect(sentence).toMatch(/401.*403/);
  });

  it('explains in the index what the pages use without defining: example variables, the shared header, paging kinds, admin settings', () => {
    const index = text(page('index.md'));
    expect(index).toContain('`$BASE_URL`');
    expect(index).toContain('`$HIRING_API_KEY`');
    expect(index).toMatch(/<a id="the-x-on-behalf-of-header"><\/a>\n\n## The X-On-Behalf-Of header\n\nAttributes the request/);
    expect(index).toMatch(/<a id="paging"><\/a>\n\n## Paging\n/);
    for (const kind of new Set(model.operations.map((op) => op.paging).filter(Boolean))) expect(index).toContain(`- \`${kind}\`: `);
    for (const setting of model.adminSettings) expect(index).toContain(`| \`${setting.key}\`: ${setting.title} |`);
  });

  it('writes another spec\'s methods as they are (the Call row; curl with -X, and a body only where the operation takes one) and lists its parameters', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets': { get: { ...ok, operationId: 'pets.list', summary: 'List pets' } },
        '/pets/{petId}': { delete: { ...ok, operationId: 'pets.remove', summary: 'Remove', parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }] } },
      },
    };
    const pages = renderReference(documentModel(document), projectRoot).map(text).join('\n');
    expect(pages).toContain('| Call | `GET /pets` |');
    expect(pages).toContain('| Call | `DELETE /pets/{petId}` |');
    // The document declares no security: the examples send no credentials; no response has a body:
    // no `Accept`, as the client sends none.
    expect(pages).toMatch(/curl \\\n  "\$BASE_URL\/pets"/);
    expect(pages).toMatch(/curl \\\n  -X DELETE \\\n/);
    expect(pages).not.toContain('PETS_API_KEY');
    expect(pages).not.toContain(' -d ');
    expect(pages).not.toContain('POST /<operation name>');
    expect(pages).toContain('| `petId` | path | yes |');
  });

  it('leaves out the summary line and the index colon of an operation with no summary, and keeps its marks, a space apart', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { ...ok, operationId: 'pets.list' }, delete: { ...ok, operationId: 'pets.purge', deprecated: true }, put: { ...ok, operationId: 'pets.replace', summary: 'Replace pets', deprecated: true } } },
    };
    const pages = renderReference(documentModel(document), projectRoot);
    const all = pages.map(text).join('\n');
    // An empty `****` line would be a thematic break in CommonMark.
    expect(all).not.toMatch(/^\*\*\*\*$/m);
    expect(all).toMatch(/## `pets\.list`\n\n\| \| \|\n/);
    const index = text(pages.find((p) => p.path.endsWith('/index.md'))!);
    expect(index).toMatch(/^- \[`pets\.list`\]\([^)]*\)$/m);
    expect(index).toMatch(/^- \[`pets\.purge`\]\([^)]*\) \(deprecated\)$/m);
    expect(all).toContain('> **Deprecated.**');
    expect(all).toContain('| [`pets.purge`](#pets-purge) | – (deprecated) |');
    expect(index).toMatch(/^- \[`pets\.replace`\]\([^)]*\): Replace pets \(deprecated\)$/m);
  });

  it('names on the records page the operations whose request or result body a record is', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets': {
          post: {
            operationId: 'pets.create',
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPet' } } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } } },
          },
        },
      },
      components: {
        schemas: {
          NewPet: { type: 'object', properties: { name: { type: 'string' } } },
          Pet: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
        },
      },
    };
    const records = text(renderReference(documentModel(document), projectRoot).find((p) => p.path.endsWith('/records.md'))!);
    expect(records).not.toContain('Named in no operation');
    expect(records.match(/Used by \[`pets\.create`\]\(other\.md#pets-create\)\./g)).toHaveLength(2);
  });

  it('says "reference" once when the title already says it', () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const titled = (title: string) => {
      const pages = renderReference(documentModel({ openapi: '3.1.0', info: { title, version: '1' }, paths: { '/pets': { get: { ...ok, operationId: 'pets.list', tags: ['Pets'] } } } }), projectRoot);
      return { index: text(pages.find((p) => p.path.endsWith('/index.md'))!), module: text(pages.find((p) => p.path.endsWith('/pets.md'))!) };
    };
    const reference = titled('API Reference');
    expect(reference.index.split('\n')[0]).toBe('# API Reference');
    expect(reference.module).toContain('Part of the [API Reference](index.md).');
    const store = titled('Pet Store');
    expect(store.index.split('\n')[0]).toBe('# Pet Store: reference');
    expect(store.module).toContain('Part of the [Pet Store reference](index.md).');
  });

  it('names a document with a blank title "API" in every output that names it', async () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const model = documentModel({ openapi: '3.0.3', info: { title: ' ', version: '0.0.1' }, paths: { '/pets': { get: { ...ok, operationId: 'pets.list', tags: ['Pets'] } } } });
    const pages = renderReference(model, projectRoot);
    expect(text(pages.find((p) => p.path.endsWith('/index.md'))!).split('\n')[0]).toBe('# API: reference');
    expect(renderPackageReadme(model, projectRoot, null)).toContain('A typed client for the API (version `0.0.1`)');
    const { docsDocument } = await import('../../generator/emit/docs/docs-document.ts');
    expect(docsDocument(model).info.title).toBe('API');
  });

  it('fills another spec\'s parameters into both examples: path parameters and required query parameters, placeholders where the spec gives no value', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const petId = { name: 'petId', in: 'path', required: true, schema: { type: 'string' } };
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets/{petId}': {
          parameters: [petId],
          delete: { ...ok, operationId: 'pets.remove', summary: 'Remove' },
          put: {
            ...ok,
            operationId: 'pets.rename',
            summary: 'Rename',
            parameters: [
              { name: 'reason', in: 'query', required: true, schema: { type: 'string', example: 'typo fix' } },
              { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } },
            ],
            requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { name: 'Rex' } } } },
          },
        },
      },
    };
    const pages = renderReference(documentModel(document), projectRoot).map(text).join('\n');
    expect(pages).toContain('client.pets.remove({\n  path: {\n    petId: "<petId>"\n  }\n})');
    expect(pages).toContain('client.pets.rename({\n  path: {\n    petId: "<petId>"\n  },\n  query: {\n    reason: "typo fix"\n  },\n  body: {\n    name: "Rex"\n  }\n})');
    expect(pages).toContain('"$BASE_URL/pets/<petId>?reason=typo%20fix"');
    expect(pages).not.toContain('dryRun=');
    expect(pages).not.toMatch(/client\.pets\.remove\(\{\}\)/);
  });

  it('says "yes" or "no" in the Required column where a document states it, and "not documented" where it does not', () => {
    const withRequired = (info: Record<string, unknown>) => ({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1', ...info },
      components: {
        schemas: { Tag: { type: 'object', required: ['label'], properties: { label: { type: 'string' }, color: { type: 'string' } } } },
      },
      paths: {
        '/pets': {
          post: {
            operationId: 'pets.create',
            summary: 'Create',
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, age: { type: 'integer' }, tag: { $ref: '#/components/schemas/Tag' } } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const rows = (document: Record<string, any>) => {
      const pages = renderReference(documentModel(document), projectRoot).map(text).join('\n');
      return { pages, required: Object.fromEntries([...pages.matchAll(/^\| `([\w.]+)` \| [^|]+ \| ([^|]+) \|/gm)].map((m) => [m[1], m[2].trim()])) };
    };
    // Stated: the document's own `required` lists (a --spec document); the record's fields on the records page.
    const stated = rows(withRequired({}));
    expect(stated.required).toEqual({ name: 'yes', age: 'no', tag: 'no', label: 'yes', color: 'no' });
    expect(stated.pages).toContain('| `tag` | [Tag](records.md#tag) | no | no |');
    expect(stated.pages).not.toContain('not documented');
    // Not shown: the operation's own fields say so once, above a table without the two columns; a named component's fields keep its statement.
    const notShown = rows(withRequired({ 'x-not-shown-keywords': { requestBodies: ['required'] } }));
    expect(notShown.required).toMatchObject({ label: 'yes', color: 'no' });
    expect(notShown.pages).toContain('| `name` | string | – |');
    expect(notShown.pages).toContain('Whether each field is required, and whether it may be `null`, is [not documented](index.md#reading).\n\n| Field | Type | Description |');
    expect(notShown.pages).toContain('- In a table of request fields, **Required** and **Nullable** read `not documented`');
  });

  it('says in the Nullable column that a field of no type admits null, or that its type is not documented', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Notes', version: '1' },
      paths: {
        '/notes': {
          post: {
            operationId: 'notes.create',
            summary: 'Create',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      title: { type: 'string' },
                      subtitle: { type: ['string', 'null'] },
                      meta: { description: 'Anything.' },
                      body: { description: 'The note.', 'x-not-shown': 'type of `body`' },
                    },
                  },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    const pages = renderReference(documentModel(document), projectRoot).map(text).join('\n');
    const nullable = Object.fromEntries([...pages.matchAll(/^\| `(\w+)` \| (?:\\\||[^|])+ \| [^|]+ \| ([^|]+) \|/gm)].map((m) => [m[1], m[2].trim()]));
    expect(nullable).toEqual({ title: 'no', subtitle: 'yes', meta: 'yes', body: 'not documented' });
  });

  it('names the template file that does not parse (Handlebars alone names only a line)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'));
    try {
      fs.mkdirSync(path.join(dir, 'templates/docs'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'templates/docs/module.md.hbs'), '# ok\n{{#each operations}\n');
      expect(() => loadTemplates(dir, 'docs')).toThrow(/templates\/docs\/module\.md\.hbs: Parse error on line 2/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each module its own page, even where names make the same file name or one of the reference\'s own (module-files.yaml)', async () => {
    const pages = renderReference(await fixtureModel('module-files.yaml'), projectRoot, { changesPage: true });
    const names = pages.map((p) => path.basename(p.path));
    // In tag order: a name without an ASCII letter or digit is `module`, a second page of a name gets `-2`.
    expect(names).toEqual(['index.md', 'module.md', 'module-2.md', 'records-2.md', 'index-2.md', 'changes-2.md', 'c.md', 'c-2.md', 'records.md']);
    for (const [file, operation] of [['module-2.md', 'listOrders'], ['index-2.md', 'search'], ['changes-2.md', 'listChanges'], ['c-2.md', 'getCsharp']]) {
      expect(text(pages.find((p) => p.path.endsWith(`/${file}`))!), file).toContain(`## \`${operation}\``);
    }
    const index = text(pages.find((p) => p.path.endsWith('/index.md'))!);
    expect(index.split('\n')[0]).toBe('# Shop: reference');
    expect(index).toContain('| [注文](module-2.md) | 1 | Orders. |');
    expect(index).toContain('| [Records](records-2.md) | 1 | DNS records. |');
    expect(index).toContain('links to its fields on the [Records](records.md) page');
    expect(text(pages.find((p) => p.path.endsWith('/records-2.md'))!)).toContain('| `name` | string |');
    expect(text(pages.find((p) => p.path.endsWith('/records.md'))!)).toContain('Used by [`listRecords`](records-2.md#listrecords).');
    // The changes page and the package README come from other emitters.
    const { broken } = linkCheck([...pages, { path: `${REFERENCE_DIR}/changes.md`, contents: '# Changes\n' }, { path: 'README.md', contents: '# Shop\n' }]);
    expect(broken).toEqual([]);
    expectUniqueAnchors(pages);
  });

  it('gives each record its own anchor, even where names make the same slug or none, and every link reaches it (record-anchors.yaml)', async () => {
    const pages = renderReference(await fixtureModel('record-anchors.yaml'), projectRoot);
    const records = text(pages.find((p) => p.path.endsWith('/records.md'))!);
    // In schema order: a second record of a slug gets `-2`, a name without an ASCII letter or digit is `record`.
    const anchorOf = (name: string) => new RegExp(`<a id="([^"]*)"></a>\\n\\n## \`${name}\``).exec(records)?.[1];
    expect(['Foo.Bar', 'Foo_Bar', 'ユーザー', '注文'].map(anchorOf)).toEqual(['foo-bar', 'foo-bar-2', 'record', 'record-2']);
    const all = pages.map(text).join('\n');
    expect(all).toContain('The body is a list of [Foo\\_Bar](records.md#foo-bar-2) records.');
    expect(all).toContain('| `items` | [array of Foo\\_Bar](records.md#foo-bar-2) |');
    expect(all).toContain('| `order` | [注文](records.md#record-2) |');
    expect(all).toContain('| `item` | [Foo.Bar](records.md#foo-bar) |');
    expect(all).toContain('| `user` | [ユーザー](records.md#record) |');
    expect(records).toContain('| `buyer` | [ユーザー](#record) |');
    expect(records).toContain('| `parent` | [Foo.Bar](#foo-bar) |');
    expect(all).not.toContain('records.md#)');
    const { broken, checked } = linkCheck([...pages, { path: 'README.md', contents: '# Shop\n' }]);
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(10);
    expectUniqueAnchors(pages);
  });

  it('names the success statuses an operation declares, documents the body of the one that has it, and lists no 2xx among failures (success-statuses.yaml)', async () => {
    const pages = renderReference(await fixtureModel('success-statuses.yaml'), projectRoot).map(text).join('\n');
    const section = (name: string) => pages.slice(pages.indexOf(`## \`${name}\``)).split(/\n## /)[0];
    const job = '| `id` | string | yes | no | The job\'s id. |';
    expect(section('startJob')).toContain(`**Result fields**\n\nA successful call answers \`202\` (Job accepted.).\n\n| Field | Type | Required | Nullable | Description |\n|---|---|---|---|---|\n${job}`);
    expect(section('startJob')).toContain('**Response example**\n\n```json\n{\n  "id": "job-1"\n}\n```');
    expect(section('upsertItem')).toContain('A successful call answers `200` (Item updated.) or `201` (Item created.); the fields below are those of the `200` body.');
    expect(section('upsertItem')).toContain(job);
    expect(section('touchItem')).toContain('A successful call answers `200` (Item changed.) or `204` (Nothing to change.) with no body.\n\n| Field |');
    expect(section('deleteItem')).toContain('**Result fields**\n\nA successful call answers `204` (Item deleted.) with no body.\n\n**Request example**');
    // Failures are the 4xx and 5xx statuses alone.
    expect(section('startJob')).toContain('Its statuses: `400` (Bad input.).');
    expect(section('upsertItem')).toContain('Its statuses: `404` (Not found.).');
    expect(section('deleteItem')).toContain('Its statuses: `404` (Not found.).');
    expect(section('touchItem')).not.toContain('**Errors**');
    expect(pages).not.toMatch(/Its statuses:[^\n]*`2\d\d`/);
    expect(pages).not.toContain('No result fields are documented.');
  });

  it('says a body that is a list is one, and links its items\' record or lists their fields (array-bodies.yaml)', async () => {
    const pages = renderReference(await fixtureModel('array-bodies.yaml'), projectRoot).map(text).join('\n');
    const section = (name: string) => pages.slice(pages.indexOf(`## \`${name}\``)).split(/\n## /)[0];
    expect(section('listPets')).toContain('**Result fields**\n\nThe body is a list of [Pet](records.md#pet) records.\n\n**Request example**');
    expect(section('addPets')).toContain('**Request fields**\n\nThe body is a list of [Pet](records.md#pet) records.\n\n**Result fields**');
    // Through a named list schema too.
    expect(section('addPets')).toContain('**Result fields**\n\nThe body is a list of [Pet](records.md#pet) records.\n\n**Request example**');
    expect(section('tagPets')).toContain(
      "**Request fields**\n\nThe body is a list; each item has the fields below.\n\n| Field | Type | Required | Nullable | Description |\n|---|---|---|---|---|\n| `name` | string | yes | no | The pet's name. |\n| `tag` | string | no | no | Its new tag. |",
    );
    expect(section('tagPets')).toContain('**Result fields**\n\nThe body is a list of string values.\n\n**Request example**');
    expect(pages).not.toContain('No result fields are documented.');
    for (const name of ['addPets', 'tagPets']) expect(section(name)).not.toContain('No request fields are documented.');
    expect(text(renderReference(await fixtureModel('array-bodies.yaml'), projectRoot).find((p) => p.path.endsWith('/records.md'))!)).toContain('Used by [`listPets`](other.md#listpets), [`addPets`](other.md#addpets).');
  });

  it('is deterministic', () => {
    const again = [...renderReference(model, projectRoot), { path: 'README.md', contents: renderPackageReadme(model, projectRoot, null) }];
    expect(again).toEqual(files);
  });
});

describe('package README', () => {
  it('covers install, client construction, a call, pagination, errors and regeneration, without a key', () => {
    const readme = text(files.find((f) => f.path === 'README.md')!);
    for (const heading of ['## Install', '## Construct a client', '## Make a call', '## Pagination', '## Errors', '## Regenerate']) expect(readme).toContain(heading);
    expect(readme).toContain('npm install @hiring-api/client');
    expect(readme).toContain('new HiringApiClient({');
    expect(readme).toContain('apiKey: process.env.HIRING_API_KEY!');
    expect(readme).toContain('const records = client.candidate.list();\nfor await (const item of records) {');
    expect(readme).toContain('client.candidate.list({ syncToken: records.syncToken! })');
    expect(readme).toContain('for await (const onePage of client.candidate.list().pages()) {');
    expect(readme).toContain('npm run generate');
  });
});

describe('package README of another document', () => {
  const readmeCall = (operationId: string) => {
    const ok = { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } } };
    const model = documentModel({ openapi: '3.0.3', info: { title: 'Workflows', version: '1.0.0' }, paths: { '/cluster': { get: { ...ok, operationId, tags: ['WorkflowService'] } } } });
    return /^const \w+ = await client\..*$/m.exec(renderPackageReadme(model, projectRoot, 'openapi.yaml'))?.[0];
  };

  it('names the call example\'s result after what the method reads, else the resource, never with a reserved word', () => {
    expect(readmeCall('GetClusterInfo')).toBe('const clusterInfo = await client.workflowService.getClusterInfo({});');
    expect(readmeCall('GetUserById')).toBe('const user = await client.workflowService.getUserById({});');
    expect(readmeCall('Ping')).toBe('const workflowService = await client.workflowService.ping({});');
    expect(readmeCall('GetDefault')).toBe('const result = await client.workflowService.getDefault({});');
  });
});

// A description that tries every kind of markup: it must come out as the same visible text.
const HOSTILE = '| <script>alert(1)</script> ``` *x* [a](javascript:1)';

function hostileModel(): ApiModel {
  return documentModel({
    openapi: '3.1.0',
    info: { title: 'Fixture <b>API</b>', version: '1' },
    tags: [{ name: 'Things', description: HOSTILE }],
    paths: {
      '/thing.make': {
        post: {
          operationId: 'thing.make',
          summary: `Make ${HOSTILE}`,
          description: `# Not a heading\n\n${HOSTILE}\n\n1. not a list`,
          tags: ['Things'],
          'x-not-shown': [HOSTILE],
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', required: ['name'], properties: { name: { type: ['string', 'null'], description: HOSTILE } } },
                example: { name: 'has ``` and ```` backticks' },
              },
            },
          },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { results: { type: 'string', description: HOSTILE } } } } } } },
        },
      },
    },
  });
}

describe('escaping spec text', () => {
  let pages: GeneratedFile[];
  let html: string;
  beforeAll(() => {
    pages = renderReference(hostileModel(), projectRoot);
    html = pages.map((f) => md.render(text(f))).join('\n');
  });

  it('never lets HTML or a link of another scheme through: the text shows as written', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<b>API/);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[a](javascript:1)');
    // Emphasis is the one other markup kept, as the HTML page shows it (markdown-emphasis.ts).
    expect(html).toContain('<em>x</em>');
  });

  it('keeps a `|` inside a table cell from splitting it', () => {
    const row = html.match(/<tr>\s*<td><code>name<\/code><\/td>[\s\S]*?<\/tr>/)?.[0];
    expect(row).toBeDefined();
    expect(row!.match(/<td/g)).toHaveLength(5);
    expect(row).toContain('string | null');
    expect(row).toContain('| &lt;script&gt;');
  });

  it("keeps a description's headings below the section it stands in, and makes no numbered list", () => {
    expect(html).not.toMatch(/<h[12]>Not a heading/);
    expect(html).toContain('<h3>Not a heading</h3>');
    expect(html).toContain('1. not a list');
    expect(html).not.toMatch(/<ol>/);
  });

  it("keeps a module description's lists and headings, below the page's title", () => {
    const model = documentModel({
      openapi: '3.1.0',
      info: { title: 'Fixture', version: '1' },
      tags: [{ name: 'Batches', description: 'Why batch:\n\n* fewer requests\n* less battery\n\n#### Limits\n\nTen actions.' }],
      paths: { '/batch': { post: { operationId: 'batch', tags: ['Batches'], responses: { '200': { description: 'ok' } } } } },
    });
    const page = text(renderReference(model, projectRoot).find((f) => f.path.endsWith('batches.md'))!);
    expect(page).toContain('Why batch:\n\n- fewer requests\n- less battery\n\n### Limits\n\nTen actions.');
  });

  it('keeps numbered lists, block quotes, setext headings and a fence inside a list item as blocks', () => {
    const text = [
      'Steps:',
      '1. Create a **key**',
      '2. Call this operation',
      '',
      'In 2024. we said',
      '2. this, which is prose',
      '',
      '> **Important:** read',
      '> this first.',
      '>',
      '> > nested',
      '',
      'Events',
      '------',
      '- `created`: sent first',
      '  ```json',
      '  {"type": "created"}',
      '  ```',
      '- `done`: sent last',
    ].join('\n');
    expect(markdownBlocks(text)).toBe(
      [
        'Steps:',
        '- 1\\. Create a **key**\n- 2\\. Call this operation',
        'In 2024. we said 2. this, which is prose',
        '> **Important:** read this first.\n>\n> > nested',
        '## Events',
        '- `created`: sent first',
        '```json\n{"type": "created"}\n```',
        '- `done`: sent last',
      ].join('\n\n'),
    );
    const html = md.render(markdownBlocks(text));
    expect(html).toContain('<li>1. Create a <strong>key</strong></li>');
    expect(html).toContain('<blockquote>\n<p><strong>Important:</strong> read this first.</p>\n<blockquote>');
    expect(html).not.toMatch(/<ol/);
    // Quotes nested past four levels keep their marks as text, so depth costs no recursion.
    const deep = markdownBlocks(`${'>'.repeat(100_000)} deep`);
    expect(deep.startsWith('> > > > &gt;&gt;')).toBe(true);
  });

  it('keeps nested lists nested, as CommonMark reads their indentation, to six levels', () => {
    const text = ['Options:', '- a', '  - a1', '    more of a1', '  - a2', '    1. first step', '- b', ' - not nested: indented less than b\'s text', '* c'].join('\n');
    const written = markdownBlocks(text);
    expect(written).toBe(
      ['Options:', ['- a', '  - a1 more of a1', '  - a2', '    - 1\\. first step', '- b', "- not nested: indented less than b's text", '- c'].join('\n')].join('\n\n'),
    );
    const html = md.render(written);
    expect(html).toContain('<li>a\n<ul>\n<li>a1 more of a1</li>\n<li>a2\n<ul>\n<li>1. first step</li>');
    // A list written in HTML nests the same way.
    expect(md.render(markdownBlocks('<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>'))).toBe('<ul>\n<li>one\n<ul>\n<li>inner</li>\n</ul>\n</li>\n<li>two</li>\n</ul>\n');
    // Deeper items stay at the sixth level: the output grows with the text, not with its depth squared.
    const deep = markdownBlocks(Array.from({ length: 2_000 }, (_, i) => `${' '.repeat(2 * i)}- x${i}`).join('\n')).split('\n');
    expect(deep[1]).toBe('  - x1');
    expect(deep[1_999]).toBe(`${'  '.repeat(5)}- x1999`);
  });

  it('drops a markdown comment (a link definition to nowhere), which CommonMark shows nothing of', () => {
    expect(markdownBlocks('# Introduction\n[comment]: <> (x-product-description-placeholder)\nThe API.\n\n[//]: # (hidden)\nMore.')).toBe('## Introduction\n\nThe API.\n\nMore.');
    // Inside a paragraph it is text, as CommonMark reads it.
    expect(markdownBlocks('Text\n[note]: <> (kept)')).toBe('Text \\[note\\]: &lt;&gt; (kept)');
  });

  it('fences examples so backticks inside cannot close them early', () => {
    const page = pages.find((f) => f.path.endsWith('things.md'))!;
    const fences = md.parse(text(page), {}).filter((t: any) => t.type === 'fence');
    expect(fences.map((t: any) => t.info)).toEqual(['sh', 'ts']);
    for (const fence of fences) expect(fence.content).toContain('has ``` and ```` backticks');
  });
});

describe('markdown text helpers', () => {
  it('escapes markup and keeps single-backtick code spans', () => {
    expect(inlineText('use `a|b` and *b* <id> 2*3*4')).toBe('use `a|b` and *b* &lt;id&gt; 2\\*3\\*4');
    // Character references are CommonMark's, kept; a bare `&` is escaped.
    const references = inlineText('Tom &amp; Jerry say &quot;hi&quot; &#39;x&#x27; &lt;b&gt; & R&D &nosuch');
    expect(references).toBe('Tom &amp; Jerry say &quot;hi&quot; &#39;x&#x27; &lt;b&gt; &amp; R&amp;D &amp;nosuch');
    expect(md.renderInline(references)).toBe('Tom &amp; Jerry say &quot;hi&quot; \'x\' &lt;b&gt; &amp; R&amp;D &amp;nosuch');
    // Text with HTML's markup reads as HTML (markdown-from-html.ts): on one line, its breaks are spaces.
    expect(inlineText('one<br>two<br/>three<BR />four</p><p>five <b>six</b> `<br>`')).toBe('one two three four five **six** `<br>`');
    expect(tableCell('a<br>b')).toBe('a b');
    // A reference to markup characters stays text: no emphasis, no element.
    expect(md.renderInline(inlineText('&#42;not em&#42; &lt;script&gt;'))).toBe('*not em* &lt;script&gt;');
    expect(tableCell('use `a|b`')).toBe('use `a\\|b`');
    expect(tableCell('')).toBe('–');
    expect(inlineCode('a `b` c')).toBe('``a `b` c``');
    expect(inlineCode('`x')).toBe('`` `x ``');
    expect(codeBlock('x ```` y', 'sh')).toBe('`````sh\nx ```` y\n`````');
    // A line of backticks inside the code stays code instead of closing the block.
    const fences = md.parse(`${codeBlock('```\nstill code', 'ts')}\n\nafter`, {}).filter((t: any) => t.type === 'fence');
    expect(fences.map((t: any) => t.content)).toEqual(['```\nstill code\n']);
  });

  it('writes a markdown list read onto one line with dashes, as a list written in HTML is', () => {
    const markdownList = 'Expand:\n* `names` gives names\n+ every schema\n  - nested';
    expect(tableCell(markdownList)).toBe('Expand: - `names` gives names - every schema - nested');
    expect(tableCell(markdownList)).toBe(tableCell('Expand:<ul><li><code>names</code> gives names</li><li>every schema<ul><li>nested</li></ul></li></ul>'));
    expect(tableCell('Keys:\n* *every* key')).toBe('Keys: - *every* key');
    // Text of one line keeps its marker, escaped; emphasis and `2 * 3` are no bullets.
    expect(inlineText('* only item')).toBe('\\* only item');
    expect(inlineText('*lead* text\n2 * 3')).toBe('*lead* text 2 \\* 3');
  });
});

describe('links in spec text', () => {
  // What a code host would make of one line of spec text: each link's address and label.
  const links = (markdown: string) =>
    md
      .parse(markdown, {})
      .flatMap((t: any) => t.children ?? [])
      .reduce((found: { href: string; label: string }[], t: any, i: number, all: any[]) => {
        if (t.type === 'link_open') found.push({ href: t.attrGet('href'), label: all[i + 1]?.content ?? '' });
        return found;
      }, []);

  it('keeps http, https and mailto links, as inline links, autolinks and bare addresses', () => {
    expect(links(inlineText('System for Cross-Domain Identity Management ([SCIM](http://www.simplecloud.info/)) is a standard'))).toEqual([
      { href: 'http://www.simplecloud.info/', label: 'SCIM' },
    ]);
    expect(links(inlineText('Write to [support](mailto:help@example.com) or see <https://example.com/a_b?q=1&lang=en>.'))).toEqual([
      { href: 'mailto:help@example.com', label: 'support' },
      { href: 'https://example.com/a_b?q=1&lang=en', label: 'https://example.com/a_b?q=1&lang=en' },
    ]);
    // A bare address ends before the punctuation that ends its sentence, and before a bracket.
    expect(links(inlineText('See https://docs.example.com/search_syntax. Or (https://example.com/x*y).'))).toEqual([
      { href: 'https://docs.example.com/search_syntax', label: 'https://docs.example.com/search_syntax' },
      { href: 'https://example.com/x*y', label: 'https://example.com/x*y' },
    ]);
    // `&amp;` in an address is what its author wrote, not a character reference.
    expect(links(inlineText('[q](https://example.com/?a&amp;b)'))).toEqual([{ href: 'https://example.com/?a&amp;b', label: 'q' }]);
  });

  it('escapes what a label holds, keeping its code spans', () => {
    const html = md.render(inlineText('[*read* <this> `now`](https://example.com)'));
    expect(html).toContain('<a href="https://example.com"><em>read</em> &lt;this&gt; <code>now</code></a>');
  });

  it('leaves every other link as text: other schemes, relative paths, titles, images', () => {
    for (const text of ['[a](javascript:alert(1))', '[a](data:text/html,x)', '<javascript:x>', '[a](/product/sso/)', '[](https:///x)', '[a](https:///x)']) {
      expect(links(inlineText(text)), text).toEqual([]);
      expect(md.render(inlineText(text)), text).not.toMatch(/<a |<img/);
    }
    // A link to a relative address (a page of the owner's site) shows its label, as one in HTML does.
    expect(inlineText('See [SSO *setup*](/product/sso/), [x](./a.md), [top](#top) and [up](../b).')).toBe('See SSO *setup*, x, top and up.');
    expect(tableCell('<a href="/docs/x">SSO</a> | [y](/z)')).toBe('SSO \\| y');
    // A link with a title is not read as one; its address is still a bare address.
    expect(links(inlineText('[a](https://example.com "t")'))).toEqual([{ href: 'https://example.com', label: 'https://example.com' }]);
    // An image becomes a link to it: a page that is read offline fetches nothing.
    const image = md.render(inlineText('![logo](https://example.com/logo.png)'));
    expect(image).not.toContain('<img');
    expect(links(inlineText('![logo](https://example.com/logo.png)'))).toEqual([{ href: 'https://example.com/logo.png', label: 'logo' }]);
  });

  it('makes no other markup from any mix of link characters', () => {
    const pieces = ['[', ']', '(', ')', '<', '>', '!', '`', '|', '&', '"', ' ', 'a', '/', 'https://', 'http://', 'mailto:', 'javascript:', 'x@y', '.', '*'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 16 }), (chosen) => {
        const html = md.render(`| c |\n| --- |\n| ${tableCell(chosen.join(''))} |`);
        expect(html.replace(/<\/?(?:em|strong)>/g, '')).not.toMatch(/<img|<em|<strong/);
        expect(html.match(/<td>/g)).toHaveLength(1);
        for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^(https?:\/\/[^/]|mailto:)/);
      }),
      { seed: 41, numRuns: 2000 },
    );
  });

  it('keeps emphasis only where CommonMark reads the text as emphasis, with the same words', () => {
    const pieces = ['*', '**', '_', '__', '***', ' ', 'a', 'b c', '.', '(', ')', '`', '\\', '"', 'x_y', '[l](https://e.com/)'];
    // The words markdown-it emphasises in a line, by kind, delimiter characters and backslashes left
    // out (where CommonMark pairs inner delimiters, the emphasis kept shows them as text; spec text's
    // backslashes show as written, CommonMark's escapes or not).
    const emphasised = (markdown: string) => {
      const found: string[] = [];
      const open: { kind: string; words: string }[] = [];
      for (const token of md.parse(markdown, {})[1]?.children ?? []) {
        if (token.type === 'em_open' || token.type === 'strong_open') open.push({ kind: token.tag, words: '' });
        else if (token.type === 'em_close' || token.type === 'strong_close') {
          const { kind, words } = open.pop()!;
          found.push(`${kind}:${words.replace(/[*_\\]/g, '')}`);
        } else for (const emphasis of open) emphasis.words += token.content;
      }
      return found.sort();
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (chosen) => {
        const raw = chosen.join('');
        const ours = emphasised(inlineText(raw));
        const theirs = emphasised(raw);
        // Every emphasis kept is one CommonMark makes of the text as written: none is invented.
        for (const found of ours) expect(theirs, raw).toContain(found);
      }),
      { seed: 7, numRuns: 3000 },
    );
    expect(inlineText('**Note:** see *optional* and __init__, not snake_case or 2 * 3')).toBe('**Note:** see *optional* and __init__, not snake\\_case or 2 \\* 3');
    expect(tableCell('**a | b**')).toBe('**a \\| b**');
    expect(inlineText('**`type`** ***(string)*** - the layout')).toBe('**`type`** ***(string)*** - the layout');
    // In text read as HTML an asterisk is one the HTML page shows as written.
    expect(inlineText('<p>see *x* here</p>')).toBe('see \\*x\\* here');
    // (Outside the HTML block, markdown's own emphasis is read by markdown-it, and kept as HTML's is.)
    expect(markdownBlocks('<p>see *x*</p>\n\n- *y*')).toBe('see \\*x\\*\n\n- *y*');
    // A run CommonMark pairs with a kept one elsewhere on the line: no emphasis on that line.
    expect(inlineText('***(*`*')).toBe('\\*\\*\\*(\\*\\`\\*');
  });

  it('keeps a table row whole around a link', () => {
    const row = `| ${tableCell('see [a|b](https://example.com/x) and `c|d`')} | next |`;
    const html = md.render(`| x | y |\n| --- | --- |\n${row}`);
    expect(html.match(/<td>/g)).toHaveLength(2);
    expect(html).toContain('<a href="https://example.com/x">a|b</a>');
  });
});

describe('spec text written in HTML', () => {
  // An AWS-style description: HTML throughout, a list of links, code and a note element.
  const AWS = [
    '<p>Deletes the bucket. The following operations are related to <code>DeleteBucket</code>:</p>',
    '<ul> <li> <p> <a href="https://docs.aws.amazon.com/API_CreateBucket.html">CreateBucket</a> </p> </li>',
    '<li> <p>Versions with <code>x &lt;id&gt;</code> &amp; more</p> </li> </ul> <note><p>Objects go first.</p></note>',
  ].join(' ');

  it('keeps its paragraphs, lists, code and web links as markdown, and its words as text', () => {
    const markdown = markdownBlocks(AWS);
    expect(markdown).toBe(
      [
        'Deletes the bucket. The following operations are related to `DeleteBucket`:',
        '- [CreateBucket](https://docs.aws.amazon.com/API_CreateBucket.html)\n- Versions with `x <id>` &amp; more',
        'Objects go first.',
      ].join('\n\n'),
    );
    const html = md.render(markdown);
    expect(html).toContain('<li><a href="https://docs.aws.amazon.com/API_CreateBucket.html">CreateBucket</a></li>');
    expect(html).toContain('<code>x &lt;id&gt;</code> &amp; more');
    // In a table cell or a title, the same text on one line.
    expect(tableCell(AWS)).toBe(
      'Deletes the bucket. The following operations are related to `DeleteBucket`: - [CreateBucket](https://docs.aws.amazon.com/API_CreateBucket.html) - Versions with `x <id>` &amp; more Objects go first.',
    );
  });

  it('reads markdown and HTML mixed as CommonMark does, numbers an ordered list, and keeps a table', () => {
    const mixed = 'Fields ending in `_money`:\n\n<ol start="3">\n<li>Values are <b>positive</b>\nwhen <em>paid</em></li>\n<li>Refunds</li>\n</ol>\n\n<table><tr><th>a</th><th>b|c</th></tr><tr><td>1</td><td><code>x|y</code></td></tr></table>';
    expect(markdownBlocks(mixed)).toBe('Fields ending in `_money`:\n\n- 3\\. Values are **positive** when *paid*\n- 4\\. Refunds\n\n| a | b\\|c |\n|---|---|\n| 1 | `x\\|y` |');
    const html = md.render(markdownBlocks(mixed));
    expect(html).toContain('<li>3. Values are <strong>positive</strong> when <em>paid</em></li>');
    expect(html.match(/<td>/g)).toHaveLength(2);
    // On one line a code block is a code span, and a table is its cells' text.
    expect(tableCell('Redirects to: <pre><code>https://example.com/done?id=1&amp;ref=2\n</code></pre>')).toBe('Redirects to: `https://example.com/done?id=1&ref=2`');
    expect(inlineText('<table><tr><td>a|b</td></tr></table>')).toBe('a\\|b');
  });

  it('lets no HTML, script, image or other scheme through, and keeps text that names no HTML tag as written', () => {
    const hostile = `<b>x</b> ${HOSTILE} <a href="javascript:alert(1)">click</a> <a href="/docs/x">relative</a> <img src="https://example.com/i.png" onerror="alert(1)"> <img src="x"><style>p{}</style><iframe src="https://example.com"></iframe> &lt;script&gt;`;
    for (const markdown of [markdownBlocks(hostile), inlineText(hostile), tableCell(hostile)]) {
      const html = md.render(markdown);
      expect(html, markdown).not.toMatch(/<(?!\/?(?:p|a|code|ul|li|table|thead|tbody|tr|th|td|strong|em)\b)[a-z]/i);
      expect(html).not.toMatch(/<a href="(?!https:\/\/example\.com\/i\.png")/);
      expect(html).not.toContain('alert(1)</');
      expect(html).toContain('click relative');
      expect(html).toContain('[a](javascript:1)');
      expect(html).toContain('&lt;script&gt;');
    }
    // Prose that mentions a tag-like placeholder is not HTML: it shows as written.
    expect(inlineText('Send <id> where a < b')).toBe('Send &lt;id&gt; where a &lt; b');
  });

  it('escapes as written a text that nests elements deeper than the conversion follows, instead of overflowing', () => {
    // Nested 20,000 deep, turndown's recursive walk overflowed the call stack and generate failed.
    const deep = `${'<ul><li><span>'.repeat(20_000)}x`;
    for (const markdown of [markdownBlocks(deep), tableCell(deep)]) expect(markdown.startsWith('&lt;ul&gt;&lt;li&gt;&lt;span&gt;')).toBe(true);
    // Nesting as deep as descriptions write it is converted; items side by side are not nesting.
    expect(markdownBlocks(`${'<ul><li>'.repeat(200)}x`)).toMatch(/^- \\- - .* x$/);
    expect(markdownBlocks(`<ul>${'<li>item'.repeat(5_000)}</ul>`).split('\n')).toHaveLength(5_000);
  });

  it("keeps HTML's bold and italic as emphasis where CommonMark reads it so, and their words always", () => {
    expect(markdownBlocks('<p>Values are <b>positive</b> when <em>paid</em>, <strong> spaced </strong> too</p>')).toBe('Values are **positive** when *paid*, **spaced** too');
    // A pair CommonMark cannot read where it stands (between a letter and punctuation) keeps its words only; the others stay.
    expect(inlineText('<p>a<b>"quoted"</b>b and <b>x <i>y</i> z</b></p>')).toBe('a"quoted"b and **x *y* z**');
    expect(md.renderInline(inlineText('<p>a<b>"quoted"</b>b and <b>x <i>y</i> z</b></p>'))).toBe('a&quot;quoted&quot;b and <strong>x <em>y</em> z</strong>');
    // Inside code it is layout; a `*` of the text stays text.
    expect(tableCell('<p><b>Note:</b> see *stars* and <code><b>c</b></code></p>')).toBe('**Note:** see \\*stars\\* and `c`');
    // Bold around two paragraphs is bold in each; underline and strike-through keep their words only.
    expect(markdownBlocks('<b><p>x</p><p>y</p></b><p><u>under</u> <s>struck</s></p>')).toBe('**x**\n\n**y**\n\nunder struck');
    // The private-use characters the conversion marks emphasis with are dropped from a text that has them.
    expect(inlineText('<p>\uE001own\uE002 and <b>b</b></p>')).toBe('own and **b**');
    // Many pairs side by side and nested as deep as the conversion follows cost a pass each.
    const many = inlineText(`<p>${'<b>x</b> '.repeat(20_000)}</p>`);
    expect(many.split('**x**')).toHaveLength(20_001);
    const nested = inlineText(`<p>${'<b><i>'.repeat(120)}x${'</i></b>'.repeat(120)}</p>`);
    expect(md.renderInline(nested)).toContain('x');
    expect(nested).not.toMatch(/[\uE001-\uE004]/);
  });

  it('makes only markdown of any mix of HTML pieces', () => {
    const pieces = ['<p>', '</p>', '<b>', '</b>', '<a href="https://e.com/x y">', '<a href="javascript:x">', '</a>', '<ul>', '<li>', '</li>', '</ul>', '<code>', '</code>', '<br>', '<td>', '<tr>', '<table>', '<img src=https://e.com/i>', '<script>', '&lt;', '&amp;', '|', '`', '*', '[', ']', '(', ')', '\n', '\n\n', '# ', '- ', 'a', ' '];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 24 }), (chosen) => {
        const text = `<b>h</b>${chosen.join('')}`;
        const cell = md.render(`| c |\n| --- |\n| ${tableCell(text)} |`);
        expect(cell.match(/<td>/g)).toHaveLength(1);
        for (const html of [cell, md.render(markdownBlocks(text))]) {
          expect(html).not.toMatch(/<(?:img|script|b|i)\b/);
          // Bold and italic are kept as emphasis, never more of it than CommonMark (with HTML) reads in the text.
          const read = md.render(text);
          const count = (markup: string, tags: RegExp) => (markup.match(tags) ?? []).length;
          expect(count(html, /<strong>/g)).toBeLessThanOrEqual(count(read, /<(?:strong|b)>/g));
          expect(count(html, /<em>/g)).toBeLessThanOrEqual(count(read, /<(?:em|i)>/g));
          for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^(https?:\/\/[^/]|mailto:)/);
        }
      }),
      { seed: 43, numRuns: 500 },
    );
  });
});
