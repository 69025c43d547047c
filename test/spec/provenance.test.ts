// Nothing the service description leaves out or only implies is stated as a fact, one test per
// class of the audits (issue 23: classes 1-12; issue 36: classes 13-23), and each reading is said
// once, where a reader looks: conventions in the overview (the markdown index and the HTML page's
// introduction), what is particular to an operation in its section. The source is the service
// description the spec follows; its words are quoted where a test relies on them.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { deref } from '../../generator/model/refs.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { componentId } from '../../generator/schema/json-schema.ts';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';
import { docsDocument } from '../../generator/emit/docs/docs-document.ts';
import { withOverview } from '../../generator/emit/docs/overview.ts';
import { inlineText, slug } from '../../generator/emit/docs/markdown-text.ts';

let model: ApiModel;
/** The module-and-access words the profile gave the operation (OperationModel.accessWording). */
const moduleAccess = (op: OperationModel) => op.accessWording?.moduleAccess ?? '';
let doc: Record<string, any>;
let raw: (op: OperationModel) => Record<string, any>;
beforeAll(async () => {
  model = await loadProjectModel();
  doc = model.bundle;
  raw = (op) => doc.paths[op.path].post;
});

const specFiles = (dir = path.join(projectRoot, 'spec')): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? specFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : []));

/**
 * Every string a reader sees (description, summary, title), outside extensions and example values.
 * Only an Example Object's `value` and a media type's `example` are data: a property *named*
 * `value` (FeedbackValueCurrency.value) is a schema like any other, and its words are read too.
 */
function userText(node: unknown, at = '$', out: { at: string; text: string }[] = [], exampleObject = false): { at: string; text: string }[] {
  if (Array.isArray(node)) node.forEach((v, i) => userText(v, `${at}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || key === 'example' || (exampleObject && key === 'value')) continue;
      if (['description', 'summary', 'title'].includes(key) && typeof value === 'string') out.push({ at: `${at}.${key}`, text: value });
      else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, example] of Object.entries(value)) userText(example, `${at}.examples.${name}`, out, true);
      } else userText(value, `${at}.${key}`, out);
    }
  }
  return out;
}

/** Every example of the document: operations' request and 200 examples, and shared responses'. */
function allExamples(): { where: string; example: { summary?: string; description?: string; value: unknown }; schema: unknown }[] {
  const out: ReturnType<typeof allExamples> = [];
  for (const op of model.operations) {
    const o = raw(op);
    for (const [type, media] of Object.entries<any>(deref(doc, o.requestBody).content)) {
      for (const [name, ex] of Object.entries<any>(media.examples ?? {})) out.push({ where: `${op.name} request ${type} ${name}`, example: deref(doc, ex), schema: media.schema });
    }
    for (const [name, ex] of Object.entries<any>(o.responses['200'].content['application/json'].examples ?? {})) {
      out.push({ where: `${op.name} 200 ${name}`, example: deref(doc, ex), schema: o.responses['200'].content['application/json'].schema });
    }
  }
  for (const [status, response] of Object.entries<any>(doc.components.responses)) {
    for (const [name, ex] of Object.entries<any>(response.content['application/json'].examples ?? {})) {
      out.push({ where: `${status} ${name}`, example: ex, schema: response.content['application/json'].schema });
    }
  }
  return out;
}

/** The explicit placeholder an example shows where the result payload is not documented. */
const NOT_DOCUMENTED = '<not documented>';

/** Values that show nothing: `null` (an absent value) and empty arrays. An empty object does show something: an object. */
const showsNothing = (v: unknown): boolean => v === null || (Array.isArray(v) && v.length === 0);

/** Names of the properties a schema declares, through $ref and composition. */
function declared(schema: any, seen = new Set<any>()): Set<string> {
  const s = deref(doc, schema);
  const names = new Set<string>();
  if (!s || typeof s !== 'object' || seen.has(s)) return names;
  seen.add(s);
  Object.keys(s.properties ?? {}).forEach((n) => names.add(n));
  for (const key of ['allOf', 'anyOf', 'oneOf']) for (const part of s[key] ?? []) declared(part, seen).forEach((n) => names.add(n));
  return names;
}

/**
 * Places in an example value that show what the spec does not know: a value where the schema is
 * open (`x-not-shown`) or a key it does not declare there, and a value outside `x-values-seen`. An
 * empty object under an open schema counts: it shows an object, fields or not. Each is named by the
 * property it sits under; the explicit `<not documented>` placeholder marks itself.
 */
function undocumentedValues(schema: any, value: unknown, field: string, hits: Set<string>, depth = 0): void {
  if (depth > 40 || schema === undefined || value === NOT_DOCUMENTED) return;
  const wrapper = schema ?? {};
  const s = deref(doc, schema) ?? {};
  const marks = [wrapper['x-not-shown'], s['x-not-shown']].filter(Boolean);
  const seen: unknown[] | undefined = wrapper['x-values-seen'] ?? s['x-values-seen'];
  if (seen && typeof value === 'string') {
    if (!seen.includes(value)) hits.add(field);
    return;
  }
  if (marks.length && !showsNothing(value)) {
    const names = declared(schema);
    if (names.size === 0) hits.add(field);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) if (!names.has(key) && !showsNothing((value as any)[key])) hits.add(key);
    }
  }
  if (Array.isArray(value) && s.items) value.forEach((v) => undocumentedValues(s.items, v, field, hits, depth + 1));
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (s.properties?.[key]) undocumentedValues(s.properties[key], v, key, hits, depth + 1);
      else if (s.additionalProperties && typeof s.additionalProperties === 'object') undocumentedValues(s.additionalProperties, v, key, hits, depth + 1);
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const part of s[key] ?? []) {
      // A branch that cannot hold this value (the error envelope under a success) says nothing about it.
      const p = deref(doc, part);
      if (p?.properties?.success?.const !== undefined && (value as any)?.success !== p.properties.success.const) continue;
      undocumentedValues(part, value, field, hits, depth + 1);
    }
  }
}

/** Every node of the bundle with its JSON path, for the checks that walk the whole document. */
function nodes(node: unknown = doc, at = '$', out: { at: string; node: Record<string, any>; key: string }[] = [], key = ''): { at: string; node: Record<string, any>; key: string }[] {
  if (Array.isArray(node)) node.forEach((v, i) => nodes(v, `${at}[${i}]`, out, key));
  else if (node && typeof node === 'object') {
    out.push({ at, node: node as Record<string, any>, key });
    for (const [k, v] of Object.entries(node)) if (!k.startsWith('x-')) nodes(v, `${at}.${k}`, out, k);
  }
  return out;
}

/** Words that say a statement is this reference's reading, not the service description's. */
const READING = /this reference's reading|is a reading|as a reading|\(a reading\)|reading of the words|read from|reads it as/i;

const referenceDir = () => path.join(projectRoot, 'generated/docs/reference');
const referencePage = (name: string) => fs.readFileSync(path.join(referenceDir(), name), 'utf8');
const modulePages = () => fs.readdirSync(referenceDir()).filter((f) => !['index.md', 'changes.md', 'records.md'].includes(f));
/** Each operation's section of the markdown module pages. */
function markdownSections(): Map<string, string> {
  const sections = new Map<string, string>();
  for (const file of modulePages()) {
    for (const part of referencePage(file).split(/(?=<a id="[^"]+"><\/a>\n\n## `)/).slice(1)) sections.set(/## `([^`]+)`/.exec(part)![1], part);
  }
  return sections;
}
const htmlPage = () => fs.readFileSync(path.join(projectRoot, 'generated/docs/index.html'), 'utf8');
/** The HTML page's copy of the document (what Redoc renders), its introduction the overview. */
const htmlDocument = () => withOverview(docsDocument(model), model, projectRoot);

// Operations of the source's endpoint table whose result it gives as a list envelope.
const TABLE_LISTS = ['application.list', 'application.listHistory', 'application.listCriteriaEvaluations', 'applicationFeedback.list', 'candidate.list', 'candidate.listClientInfo'];

describe('1. paging kind', () => {
  it('`list` (paging, no incremental sync) only on the two operations the source says it of; every other list is `sync`', () => {
    const byKind = (kind: string) => model.operations.filter((op) => op.paging === kind).map((op) => op.name).sort();
    // "application.listHistory and application.listCriteriaEvaluations support pagination only, not incremental sync."
    expect(byKind('list')).toEqual(['application.listCriteriaEvaluations', 'application.listHistory']);
    expect(byKind('cursor')).toEqual(['auditLog.list']);
    // "application.list, candidate.list and other list operations return moreDataAvailable and syncToken."
    for (const op of model.operations.filter((o) => /^list|^list$/.test(o.action) && o.name !== 'auditLog.list' && o.paging !== 'list')) expect(op.paging, op.name).toBe('sync');
  });

  it('marks a list envelope read from the operation name alone, in the operation description', () => {
    for (const op of model.operations.filter((o) => o.paging && o.paging !== 'cursor')) {
      const marked = op.inferred.some((s) => s.startsWith('list envelope'));
      expect(marked, op.name).toBe(!TABLE_LISTS.includes(op.name));
      if (marked) expect(op.description, op.name).toMatch(/list envelope and paging are read from its name/);
    }
  });
});

describe('2. required-ness and nullability of request fields', () => {
  it('no request schema makes a field required: the source says required status is not shown', () => {
    // "Request bodies (names, types, required or optional status of fields) ...: not shown."
    for (const op of model.operations) {
      for (const [type, media] of Object.entries<any>(deref(doc, raw(op).requestBody).content)) {
        const walk = (schema: any, at: string): void => {
          if (!schema || typeof schema !== 'object' || typeof schema.$ref === 'string') return; // components are value shapes the source gives
          expect(schema.required, `${op.name} ${type} ${at}`).toBeUndefined();
          for (const [name, p] of Object.entries<any>(schema.properties ?? {})) walk(p, `${at}.${name}`);
          if (schema.items) walk(schema.items, `${at}[]`);
        };
        walk(media.schema, '$');
      }
    }
  });

  it('says so for tools (info.x-not-shown-keywords) and the model carries it on every request', () => {
    expect(doc.info['x-not-shown-keywords']).toEqual({ requestBodies: ['required'] });
    expect(model.notShown.some((gap) => gap.includes('which request fields are required and whether they may be null'))).toBe(true);
    for (const op of model.operations) expect(op.request?.requiredNotShown, op.name).toBe(true);
  });

  it('says "not documented", never "no", for required-ness and null in every request table, in both kinds of docs', () => {
    // Nothing is said about null in requests: a request field's Nullable is not documented either.
    let rows = 0;
    for (const [name, section] of markdownSections()) {
      const request = section.slice(section.indexOf('**Request fields**'), section.indexOf('**Result fields**'));
      const fieldRows = request.split('\n').filter((l) => l.startsWith('| `'));
      if (fieldRows.length === 0) continue;
      expect(request, name).toContain('Whether each field is required, and whether it may be `null`, is [not documented](index.md#reading).');
      expect(request, name).toContain('| Field | Type | Description |');
      rows += fieldRows.length;
    }
    // One row per request field (none is an object with fields of its own): cursor, limit and
    // syncToken of each list, and the fields the description names.
    const fields = (op: OperationModel) => Object.keys(deref(doc, raw(op).requestBody).content['application/json'].schema.properties ?? {}).length;
    expect(rows).toBe(model.operations.reduce((sum, op) => sum + fields(op), 0));
    expect(rows).toBeGreaterThan(140);
    // The HTML docs: Redoc marks required fields only, so each operation with request fields says it.
    const withFields = model.operations.filter((op) => fields(op) > 0);
    expect(withFields.length).toBeGreaterThan(40);
    expect(htmlPage().split('which request fields are required, and whether they may be null').length - 1).toBe(withFields.length);
  });
});

describe('3. request field types', () => {
  // Request fields whose name and type the source gives (ids are UUIDs by its convention 6).
  const typed: Record<string, (schema: any) => boolean> = {
    'auditLog.list startDate': (s) => s.type === 'string', // "startDate, endDate (ISO 8601 dates)"
    'auditLog.list endDate': (s) => s.type === 'string',
    'auditLog.list cursor': (s) => s.type === 'string', // "both are opaque strings"
    'candidate.list syncToken': (s) => s.type === 'string', // "syncToken (string)"
    'applicationFeedback.submit values': (s) => s.type === 'object', // "values per field path"
    'approvalDefinition.update approvalStepDefinitions': (s) => s.type === 'array', // "An empty list of approval step definitions"
    'candidate.uploadResume resume': (s) => s.format === 'binary', // "multipart part resume (file)"
    'candidate.uploadFile file': (s) => s.format === 'binary',
  };
  const ids = new Set(['applicationId', 'submittedFormInstanceId', 'candidateId', 'interviewEventId', 'entityId']);

  it('types a request field only where the source types it; otherwise the field is open or its reading is marked', () => {
    let open = 0;
    for (const op of model.operations) {
      for (const media of Object.values<any>(deref(doc, raw(op).requestBody).content)) {
        for (const [name, schema] of Object.entries<any>(media.schema.properties ?? {})) {
          const where = `${op.name} ${name}`;
          if (schema['x-external-source'] || schema['x-inferred']) continue;
          if (ids.has(name)) expect(schema.$ref, where).toBe('#/components/schemas/Uuid');
          else if (typed[where]) expect(typed[where](schema), where).toBe(true);
          else {
            // Open: no type at all, and the gap named.
            expect(Object.keys(schema).filter((k) => !k.startsWith('x-') && k !== 'description'), where).toEqual([]);
            expect(schema['x-not-shown'], where).toMatch(/type/);
            expect(schema.description, where).toMatch(/not documented/);
            open++;
          }
        }
      }
    }
    expect(open).toBeGreaterThanOrEqual(10); // email, name, externalMappingId, both handles, both filters, note, createdAfter, entityType
  });
});

describe('4 and 10. admin settings: one rule, marked where read, said once in the overview and named where the operation is read', () => {
  // "The source ties a setting to an operation only for application.updateHistory and the X-On-Behalf-Of header."
  const rule = (op: OperationModel): string[] => [
    ...(['Jobs', 'Candidates', 'Interviews', 'Offers'].includes(op.module ?? '') ? ['confidentialJobsAndProjects'] : []),
    ...(op.module === 'Candidates' ? ['nonOfferPrivateFields'] : []),
    ...(op.name === 'application.updateHistory' ? ['updateApplicationHistory'] : []),
  ];
  const READ = new Set(['confidentialJobsAndProjects', 'nonOfferPrivateFields']);

  it('attaches the settings by one rule, and marks each attachment the source does not state', () => {
    for (const key of READ) expect(model.adminSettings.find((s) => s.key === key)!.reading, key).toMatch(/does not tie this setting to operations/);
    expect(doc.components.parameters.OnBehalfOf['x-admin-settings']).toEqual(['actOnBehalf']);
    for (const op of model.operations) {
      expect(op.adminSettings, op.name).toEqual(rule(op));
      for (const key of op.adminSettings) expect(op.inferred.some((s) => s.startsWith(`admin setting ${key}:`)), `${op.name} ${key}`).toBe(READ.has(key));
    }
  });

  it("states each setting's title, effect, what it applies to and the reading once, in the overview of both kinds of docs", () => {
    const index = referencePage('index.md');
    const intro: string = htmlDocument().info.description;
    for (const setting of model.adminSettings) {
      for (const [name, text] of [['index.md', index], ['HTML introduction', intro]]) {
        expect(text, `${name} ${setting.key}`).toContain(`| \`${setting.key}\`: ${setting.title} | ${setting.effect} | ${setting.appliesTo.replace(/\|/g, '\\|')}${setting.reading ? ' (a reading)' : ''} |`);
        if (setting.reading) expect(text, `${name} ${setting.key}`).toContain(`- \`${setting.key}\`: ${setting.reading}`);
      }
    }
  });

  it('names the settings in each operation, linked to the overview, without repeating their words', () => {
    const sections = markdownSections();
    const copy = docsDocument(model);
    for (const op of model.operations) {
      const section = sections.get(op.name)!;
      const description: string = copy.paths[op.path].post.description;
      if (op.adminSettings.length > 0) {
        expect(section, op.name).toContain(`| Admin settings | ${op.adminSettings.map((key) => `[\`${key}\`](index.md#admin-settings)`).join(', ')} |`);
        expect(description, op.name).toContain(`**Admin settings:** ${op.adminSettings.map((key) => `[\`${key}\`](#/section/admin-settings)`).join(', ')}`);
      }
      for (const setting of model.adminSettings.filter((s) => s.key !== 'updateApplicationHistory')) {
        expect(section, `${op.name} ${setting.key}`).not.toContain(setting.effect);
        expect(description, `${op.name} ${setting.key}`).not.toContain(setting.effect);
      }
    }
    // The one setting the source ties to an operation is said there, in the operation's own words.
    expect(model.operations.find((o) => o.name === 'application.updateHistory')!.description).toContain('"Allow updating application history?"');
  });
});

describe('5. module and access the source does not list', () => {
  it("marks module and access read from a permission name where a reader sees them (the operation's header line, both kinds of docs)", () => {
    // "Each key holds read or write permission per module." The module listing does not name these four.
    const sections = markdownSections();
    const copy = docsDocument(model);
    for (const name of ['apiKey.info', 'approvalDefinition.update', 'auditLog.list', 'application.delete']) {
      const op = model.operations.find((o) => o.name === name)!;
      expect(op.inferred.some((s) => s.startsWith('module ')), name).toBe(true);
      expect(moduleAccess(op), name).toMatch(/\(read from the permission's name\)$/);
      expect(sections.get(name), name).toContain(`· ${moduleAccess(op)} |`);
      expect(copy.paths[op.path].post.description, name).toContain(moduleAccess(op));
    }
    for (const op of model.operations.filter((o) => !o.inferred.some((s) => s.startsWith('module ')))) expect(moduleAccess(op), op.name).not.toMatch(/read from/);
    expect(model.operations.find((o) => o.name === 'application.delete')!.access).toBeNull();
  });

  it('uses only the access levels keys hold: read and write', () => {
    for (const op of model.operations) expect([null, 'read', 'write'], op.name).toContain(op.access);
    const published = [referencePage('index.md'), ...modulePages().map(referencePage), htmlDocument().info.description].join('\n');
    expect(published).not.toMatch(/read, write or delete|delete access/);
    expect(referencePage('index.md')).toContain("the key needs the\nmodule's access of that kind (read or write).");
  });
});

describe('6. 401, 403 and example error messages', () => {
  it('marks the error-envelope body as a reading, has an example of each case, and invents no code-in-message wording', () => {
    const { Unauthorized, Forbidden } = doc.components.responses;
    for (const response of [Unauthorized, Forbidden]) {
      const media = response.content['application/json'];
      expect(media.schema['x-inferred']).toMatch(/human-readable message/);
      expect(response.description).toMatch(/not documented/);
      expect(response.description).toMatch(READING);
      for (const ex of Object.values<any>(media.examples)) expect(ex.description).toMatch(/wording of the message is not documented/);
    }
    // "Missing API key: HTTP 401. Wrong or deactivated key: HTTP 403."
    expect(Object.keys(Unauthorized.content['application/json'].examples)).toEqual(['missingKey']);
    expect(Object.keys(Forbidden.content['application/json'].examples).sort()).toEqual(['missingPermission', 'wrongOrDeactivatedKey']);
  });

  it('puts no error code in any example message (where a code is carried is not documented), and says the wording is illustrative', () => {
    const codes = new Set(model.operations.flatMap((op) => op.errorCodes.map((c) => c.code)));
    expect(codes.size).toBeGreaterThanOrEqual(4);
    let checked = 0;
    for (const { where, example } of allExamples()) {
      const errors = (example.value as any)?.errors;
      if (!Array.isArray(errors)) continue;
      for (const error of errors) {
        expect(error.message, where).not.toMatch(/^\w+:/);
        for (const code of codes) expect(error.message, `${where} ${code}`).not.toContain(code);
        checked++;
      }
      expect(example.description ?? '', where).toMatch(/wording of the message is (illustrative|not documented)/);
    }
    expect(checked).toBeGreaterThanOrEqual(4); // the shared 401 and 403 examples and auditLog.list's
  });
});

describe('7. examples', () => {
  it('every example value the source does not give, an empty object included, is named in the example description or is the explicit placeholder', () => {
    let marked = 0;
    for (const { where, example, schema } of allExamples()) {
      const hits = new Set<string>();
      undocumentedValues(schema, example.value, '$', hits);
      // An empty request whose fields are not documented says so in its summary.
      if (hits.has('$') && /not documented/.test(example.summary ?? '')) hits.delete('$');
      for (const field of hits) expect(example.description ?? '', `${where}: \`${field}\``).toContain(`\`${field}\``);
      if (hits.size) marked++;
    }
    expect(marked).toBeGreaterThanOrEqual(40); // scopes, two handles, resumeFileHandle, note, email, approval steps, and every list of records whose fields are not documented
  });

  it('shows an undocumented result payload as the explicit "<not documented>", never as a shape', () => {
    let placeholders = 0;
    for (const op of model.operations) {
      const results = deref(doc, op.response.resultsSchema as any);
      if (!results?.['x-not-shown'] || results.type !== undefined) continue;
      expect((op.response.example as any).results, op.name).toBe(NOT_DOCUMENTED);
      placeholders++;
    }
    expect(placeholders).toBe(92);
  });

  it('no handle looks like a file name, no field path copies a real system field, and one field id is one field', () => {
    const fields = new Map<string, string>();
    const walk = (v: any, where: string): void => {
      if (Array.isArray(v)) v.forEach((x) => walk(x, where));
      else if (v && typeof v === 'object') {
        if (typeof v.id === 'string' && typeof v.path === 'string' && typeof v.type === 'string') {
          const field = `${v.path} ${v.type} ${v.title}`;
          expect(fields.get(v.id) ?? field, `${where}: field id ${v.id}`).toBe(field);
          fields.set(v.id, field);
          expect(v.path, where).not.toMatch(/^_system/);
        }
        for (const [k, x] of Object.entries(v)) {
          if (/handle$/i.test(k) && typeof x === 'string') expect(x, `${where} ${k}`).not.toMatch(/\.[a-z]{2,4}$/i);
          walk(x, where);
        }
      }
    };
    for (const { where, example } of allExamples()) walk(example.value, where);
    expect(fields.size).toBeGreaterThan(3);
  });

  it('shows the uploaded file among fileHandles after candidate.uploadFile', () => {
    const op = model.operations.find((o) => o.name === 'candidate.uploadFile')!;
    expect((op.response.example as any).results.fileHandles.length).toBeGreaterThan(0);
  });
});

describe('8. paging fields from outside the source', () => {
  it('models nextCursor one way, marked, and says where list paging comes from, where a reader sees it', () => {
    const { NextCursor, ListEnvelope, CursorListEnvelope } = doc.components.schemas;
    expect(NextCursor.type).toEqual(['string', 'null']);
    expect(NextCursor['x-inferred']).toMatch(/One reading wherever nextCursor appears/);
    expect(ListEnvelope.properties.nextCursor.$ref).toBe('#/components/schemas/NextCursor');
    expect(CursorListEnvelope.properties.nextCursor.$ref).toBe('#/components/schemas/NextCursor');
    expect(ListEnvelope.properties.nextCursor['x-external-source']).toMatch(/public documentation/);
    for (const { at, text } of userText(doc)) expect(text, at).not.toMatch(/full pass/);
  });

  it("says in the overview's paging section, of both kinds of docs, that the next-page mechanism comes from the public documentation", () => {
    const pagingSection = (text: string) => text.slice(text.indexOf('## Paging'), text.indexOf('\n## ', text.indexOf('## Paging') + 1));
    for (const [name, text] of [['index.md', referencePage('index.md')], ['HTML introduction', htmlDocument().info.description]]) {
      const section = pagingSection(text);
      expect(section, name).toMatch(/How the next page of a `sync` or `list` operation is requested is not documented/);
      expect(section, name).toMatch(/public documentation/);
      expect(section, name).toMatch(/states this for `candidate\.list`; for the other lists it is this reference's reading/);
    }
  });
});

describe('9. currency codes', () => {
  it('accepts what ISO 4217 defines, alphabetic and numeric', () => {
    const ajv = createAjv(doc);
    const check = ajv.getSchema(componentId('CurrencyCode'))!;
    for (const code of ['USD', 'EUR', 'JPY', '840', '978']) expect(check(code), code).toBe(true);
    for (const code of ['', 'US', 'USDX', '84', '8400']) expect(check(code), code).toBe(false);
  });
});

describe('11. wording', () => {
  it('calls no empty request "Typical request"', () => {
    for (const { where, example } of allExamples()) {
      const empty = example.value !== null && typeof example.value === 'object' && Object.keys(example.value as object).length === 0;
      if (empty) expect(example.summary ?? '', where).not.toMatch(/typical/i);
    }
  });

  it('reads the same as YAML 1.1 and 1.2 (no bare yes/no/on/off)', () => {
    for (const file of specFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      expect(parseYaml(text, { version: '1.1' }), path.relative(projectRoot, file)).toEqual(parseYaml(text, { version: '1.2' }));
    }
  });

  it('says "documented request fields" only where it lists some, and "replaced by" rather than alias', () => {
    for (const op of model.operations) {
      for (const media of Object.values<any>(deref(doc, raw(op).requestBody).content)) {
        const named = Object.keys(media.schema.properties ?? {}).filter((n) => !['syncToken', 'cursor', 'limit'].includes(n) || op.name === 'auditLog.list' || ['application.list', 'candidate.list'].includes(op.name));
        if (named.length === 0 && media.schema.description) expect(media.schema.description, op.name).not.toMatch(/documented request fields/);
      }
    }
    for (const { at, text } of userText(doc)) {
      expect(text, at).not.toMatch(/\balias\b/i);
      expect(text, at).not.toMatch(/generated package|validateFeedbackValues/);
    }
  });
});

describe('12. published wording', () => {
  it('says "not documented" instead of naming "the source", in the spec (properties named `value` included) and the generated docs', () => {
    const sourceWords = /\bthe source\b(?! (?:of|field|object))|\bsource description\b|\bin the source\b|\bnot shown\b/i;
    const texts = userText(doc);
    // The walk reads a schema property named `value`, and skips only Example Objects' values.
    expect(texts.map((t) => t.at)).toContain('$.components.schemas.FeedbackValueCurrency.properties.value.description');
    expect(texts.some((t) => t.at.includes('.examples.') && t.at.includes('.value.'))).toBe(false);
    for (const { at, text } of texts) expect(text, at).not.toMatch(sourceWords);
    for (const file of fs.readdirSync(referenceDir())) {
      const lines = referencePage(file).split('\n');
      lines.forEach((line, i) => expect(line, `${file}:${i + 1}`).not.toMatch(/\bthe source\b(?! (?:of|field|object))|\bsource description\b|\bin the source\b/i));
    }
    // The admin settings' readings are published now (the overview): they say "the API description".
    for (const setting of model.adminSettings) expect(setting.reading ?? '', setting.key).not.toMatch(sourceWords);
  });

  it('keeps the provenance for tools in the extensions', () => {
    const extensions = JSON.stringify(doc);
    expect(extensions).toContain('"x-inferred"');
    expect(extensions).toContain('"x-external-source"');
    expect(extensions).toContain('"x-not-shown"');
  });
});

describe('13. what the source states is stated: list envelopes carry syncToken, records every field they list', () => {
  it('requires moreDataAvailable and syncToken in the list envelope, and nextCursor in the cursor envelope', () => {
    // "For list operations results is an array and the envelope also carries moreDataAvailable (boolean) and syncToken (string)."
    const { ListEnvelope, CursorListEnvelope } = doc.components.schemas;
    expect(ListEnvelope.required).toEqual(expect.arrayContaining(['success', 'results', 'moreDataAvailable', 'syncToken']));
    expect(ListEnvelope.properties.syncToken['x-external-source']).toBeUndefined();
    // "auditLog.list accepts a request field cursor and returns nextCursor."
    expect(CursorListEnvelope.required).toEqual(expect.arrayContaining(['nextCursor']));
  });

  it('shows a syncToken on every list example, next page or not', () => {
    let lists = 0;
    for (const op of model.operations.filter((o) => o.paging && o.paging !== 'cursor')) {
      const example = op.response.example as Record<string, unknown>;
      expect(typeof example.syncToken, op.name).toBe('string');
      lists++;
    }
    expect(lists).toBe(41); // the sync lists and the two that page without incremental sync: "array of history items, moreDataAvailable, syncToken"
    expect((model.operations.find((o) => o.name === 'application.list')!.response.example as any).moreDataAvailable).toBe(true);
  });

  it("requires every field of each record the source's tables list (absent values are null, not missing)", () => {
    // "Absent optional values are returned as JSON null": a listed field is always present.
    const listed = ['Application', 'ApplicationCandidate', 'ApplicationJob', 'InterviewStageSummary', 'Candidate', 'CandidateNote', 'ClientInfoRecord', 'ApplicationHistoryItem', 'CriteriaEvaluation', 'FeedbackSubmission', 'User', 'EmailAddress', 'HiringTeamMember', 'HiringTeamRole', 'ApiKeyInfo', 'ApprovalDefinition'];
    for (const name of listed) {
      const schema = doc.components.schemas[name];
      expect([...schema.required].sort(), name).toEqual(Object.keys(schema.properties).sort());
    }
  });
});

describe('14. no constraint the source does not give', () => {
  // Each keyword use with the words that give it; any other is invented unless marked as a reading or from outside.
  const allowed: Record<string, string> = {
    'Uuid format': 'Identifiers of records are UUID strings.',
    'NullableUuid format': 'Identifiers of records are UUID strings.',
    'Timestamp format': 'Timestamps are ISO 8601 strings in UTC with millisecond precision.',
    'Timestamp pattern': 'Timestamps are ISO 8601 strings in UTC with millisecond precision.',
    'NullableTimestamp format': 'Timestamps are ISO 8601 strings in UTC with millisecond precision.',
    'NullableTimestamp pattern': 'Timestamps are ISO 8601 strings in UTC with millisecond precision.',
    'FeedbackValueDate format': 'Date | string YYYY-MM-DD',
    'FeedbackValueDate pattern': 'Date | string YYYY-MM-DD',
    'FeedbackValueEmail format': 'Email | valid e-mail address string',
    'EmailAddress.value format': 'value (string, an e-mail address)',
    'FeedbackValueUrl format': 'Url | valid URL string',
    'Candidate.profileUrl format': 'profileUrl | string (URL of the candidate in the web application)',
    'FeedbackValueScore.score minimum': 'Score | { score: <integer 1 to 4 inclusive> }',
    'FeedbackValueScore.score maximum': 'Score | { score: <integer 1 to 4 inclusive> }',
    'ApiKeyInfo.scopes pattern': 'scopes (array of strings in the form <module>:<read|write>)',
    'resume format': 'multipart part resume (file)',
    'file format': 'multipart part file',
  };
  const KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'multipleOf', 'enum', 'format'];

  it('puts minimum, pattern, format and the like only where the source gives them, or marks the reading', () => {
    // Checked with a keyword the source does not give: the request paging field `limit` took `minimum: 1` once.
    const found: string[] = [];
    const where = (at: string) => {
      const component = /\.components\.schemas\.(\w+)(?:\.properties\.(\w+))?/.exec(at);
      if (component) return component[2] && !/\.items$/.test(at) ? `${component[1]}.${component[2]}` : /\.items$/.test(at) ? `${component[1]}.${component[2] ?? ''}`.replace(/\.$/, '') : component[1];
      return /\.properties\.(\w+)$/.exec(at)?.[1] ?? at;
    };
    for (const { at, node } of nodes()) {
      if (!('type' in node || '$ref' in node || 'properties' in node || 'format' in node)) continue;
      for (const keyword of KEYWORDS.filter((k) => k in node)) {
        if (keyword === 'format' && node.type === 'string' && node.format === 'binary' && allowed[`${where(at)} format`]) continue;
        // A reading may give a constraint (and says so); a field taken from outside brings none the outside gave.
        if (node['x-inferred']) continue;
        const key = `${where(at)} ${keyword}`;
        found.push(key);
        expect(allowed[key], `${at}: ${keyword} ${JSON.stringify(node[keyword])}`).toBeDefined();
      }
    }
    // The request paging field `limit` took a minimum once: page sizes are not shown.
    expect(found.filter((k) => k.startsWith('limit '))).toEqual([]);
    expect(found.length).toBeGreaterThan(10);
  });
});

describe('15. opaque tokens look opaque', () => {
  /** Text a token would show if it were encoded readable data: its base64 decoding, when mostly printable. */
  const decoded = (token: string): string | null => {
    const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const printable = [...bytes].filter((b) => b >= 0x20 && b < 0x7f).length;
    return bytes.length > 0 && printable / bytes.length > 0.8 ? bytes.toString('latin1') : null;
  };

  it('shows cursors and sync tokens that decode to nothing readable: no offsets, no timestamps, no JSON', () => {
    // "auditLog.list accepts a request field cursor and returns nextCursor; both are opaque strings."
    let tokens = 0;
    const walk = (value: unknown, key: string, where: string): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, key, where));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, where);
      else if (typeof value === 'string' && ['cursor', 'nextCursor', 'syncToken'].includes(key)) {
        tokens++;
        expect(value, `${where} ${key}`).not.toMatch(/[:{}"]|\d{4}-\d{2}-\d{2}/);
        expect(decoded(value), `${where} ${key} decodes to readable text`).toBeNull();
      }
    };
    for (const { where, example } of allExamples()) walk(example.value, '', where);
    expect(tokens).toBeGreaterThanOrEqual(41); // a syncToken on each of the 39 lists, two next cursors and auditLog.list's
    // The check itself: the tokens of the last round decode to readable text.
    for (const old of ['eyJvZmZzZXQiOjJ9', 'c3luYzoyMDI2LTAyLTAyVDE0OjQ1OjExLjMzN1o', 'YXVkaXQ6MjAyNi0wMy0zMVQyMzo1OTo1OS45OTla']) expect(decoded(old)).not.toBeNull();
  });
});

describe('16. readings said where a reader reads them', () => {
  it('names a field read from words by those words, in its description', () => {
    let fields = 0;
    for (const { at, node, key } of nodes()) {
      const wording = node['x-source-wording'];
      if (typeof wording !== 'string') continue;
      fields++;
      expect(node.description, at).toContain(`"${wording}"`);
      expect(node.description, at).toMatch(READING);
    }
    expect(fields).toBe(12);
  });

  it('says in the visible words of every schema or parameter marked as a reading, or as from outside, that it is one', () => {
    let marked = 0;
    for (const { at, node } of nodes()) {
      if (at.match(/^\$\.paths\.[^.]+\.post$/)) continue; // an operation's readings: the tests of their classes (1, 4, 5, 17)
      if (typeof node['x-inferred'] === 'string') {
        // The error responses' schema is read as the error envelope: their description says so.
        const visible = node.description ?? (at.endsWith('.content.application/json.schema') ? deref(doc, doc.components.responses[/responses\.(\w+)\./.exec(at)![1]]).description : undefined);
        expect(visible, at).toMatch(READING);
        marked++;
      }
      if (typeof node['x-external-source'] === 'string') {
        expect(node.description, at).toMatch(/public documentation/);
        marked++;
      }
    }
    expect(marked).toBeGreaterThan(100);
  });

  it('calls offering X-On-Behalf-Of on every operation a reading, in the overview of both kinds of docs', () => {
    // "X-On-Behalf-Of header: 1. Value: the id of a user ... 2. Effect: ... (for example notes and feedback)"
    expect(doc.components.parameters.OnBehalfOf['x-inferred']).toMatch(/without limiting it to some/);
    for (const [name, text] of [['index.md', referencePage('index.md')], ['HTML introduction', htmlDocument().info.description]]) {
      expect(text, name).toMatch(/## The X-On-Behalf-Of header\n\n[^\n]*Offering it on every operation is this reference's reading/);
      expect(text, name).not.toMatch(/Every operation also takes the header/);
    }
  });
});

describe('17. what sending syncToken does: stated for candidate.list, read for the other lists', () => {
  it('marks the effect of the syncToken request field as a reading on every list but candidate.list', () => {
    // "Sending syncToken in a later request returns only records updated since that token was issued (candidate.list states this)."
    let read = 0;
    for (const op of model.operations) {
      const field = deref(doc, raw(op).requestBody).content['application/json'].schema.properties?.syncToken;
      if (!field) continue;
      if (op.name === 'candidate.list') {
        expect(field['x-inferred'], op.name).toBeUndefined();
        expect(field.description, op.name).not.toMatch(READING);
      } else {
        expect(field['x-inferred'], op.name).toBeTruthy();
        expect(field.description, op.name).toMatch(READING);
        read++;
      }
    }
    expect(read).toBe(38);
  });
});

describe('18. "not documented" says what it means', () => {
  it('says "request fields" are not documented only where none is listed, and "beyond those listed" where some are', () => {
    for (const op of model.operations) {
      const listed = Object.keys(deref(doc, raw(op).requestBody).content['application/json'].schema.properties ?? {}).length;
      if (op.notShown.includes('request fields')) expect(listed, op.name).toBe(0);
      if (listed > 0) expect(op.notShown, op.name).toContain('request fields beyond those listed');
      if (op.notShown.includes('result payload')) expect(deref(doc, op.response.resultsSchema as any)?.['x-not-shown'], op.name).toBe('result payload');
    }
  });
});

describe('19. readings of a result agree with the result', () => {
  it('says "shows no result" only of operations whose result the source does not give', () => {
    // The endpoint table gives the result of these lists; "user.search ... or user.list; both return user objects with id".
    const given = new Set(['applicationHiringTeamRole.list', 'candidate.listFraudChecks', 'user.list', 'user.search', ...TABLE_LISTS]);
    for (const op of model.operations) {
      const saysNone = op.inferred.some((note) => /shows no result/.test(note));
      if (given.has(op.name)) expect(saysNone, op.name).toBe(false);
      if (saysNone) expect(deref(doc, (deref(doc, op.response.resultsSchema as any) as any)?.items)?.['x-not-shown'], op.name).toBeTruthy();
    }
    for (const name of ['applicationHiringTeamRole.list', 'candidate.listFraudChecks', 'user.list']) {
      expect(model.operations.find((o) => o.name === name)!.inferred.some((note) => /list envelope.*(gives its result|returns user objects)/.test(note)), name).toBe(true);
    }
  });
});

describe('20. the gaps across the API are visible in the HTML too', () => {
  it('lists every info.x-not-shown item in the HTML introduction and the built page', () => {
    const intro: string = htmlDocument().info.description;
    const page = htmlPage();
    expect(model.notShown.length).toBe(10);
    for (const gap of model.notShown) {
      expect(intro, gap).toContain(`- ${inlineText(gap)}`);
      // As a list item of the introduction the page renders, not only inside the document it embeds.
      expect(page.includes(JSON.stringify(`\n- ${inlineText(gap)}`).slice(1, -1)), gap).toBe(true);
    }
  });
});

describe('21. the published server is the service placeholder, not a local mock', () => {
  it('defaults the base address to `{base_url}` and names no loopback address in the docs; the README has the mock and sandbox', () => {
    // "The base address is {base_url}."
    expect(doc.servers).toHaveLength(1);
    expect(doc.servers[0].url).toBe('{base_url}');
    expect(doc.servers[0].variables.base_url.default).toBe('{base_url}');
    // Redoc's own code names localhost; the document the page renders names no local address.
    expect(JSON.stringify(htmlDocument())).not.toMatch(/127\.0\.0\.1|localhost|:4010|:4020/);
    expect(/127\.0\.0\.1:40[12]0/.test(htmlPage())).toBe(false);
    const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    expect(readme).toContain('http://127.0.0.1:4010');
    expect(readme).toContain('http://127.0.0.1:4020');
  });
});

describe('22. each convention once: in the overview, not in each operation', () => {
  it("keeps the overview's words (admin settings, 401 and 403, the header) out of every operation's section and HTML description", () => {
    const sections = markdownSections();
    const copy = docsDocument(model);
    const overviewOnly = [
      ...model.adminSettings.map((s) => s.effect),
      ...doc.components.responses.Unauthorized.description.split('. ').slice(0, 1),
      ...doc.components.responses.Forbidden.description.split('. ').slice(0, 1),
      doc.components.parameters.OnBehalfOf.description.split('. ')[0],
      'Which operations it restricts is not documented',
    ];
    for (const op of model.operations) {
      for (const words of overviewOnly) {
        if (op.name === 'application.updateHistory' && words.includes('application.updateHistory')) continue;
        expect(sections.get(op.name), `${op.name}: ${words}`).not.toContain(words);
        expect(copy.paths[op.path].post.description, `${op.name}: ${words}`).not.toContain(words);
      }
      // Access is said once, in the permission line.
      expect(copy.paths[op.path].post.description, op.name).not.toMatch(/Access:|(read|write) access to the/);
    }
  });

  it('says "not documented" a handful of times per operation, not a dozen', () => {
    const counts = [...markdownSections().values()].map((section) => (section.match(/not documented/gi) ?? []).length).sort((a, b) => a - b);
    expect(counts).toHaveLength(159);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(3);
    expect(counts[counts.length - 1]).toBeLessThanOrEqual(6);
  });

  it("links each operation's overview references to sections the overview has, in both kinds of docs", () => {
    const intro: string = htmlDocument().info.description;
    const headings = new Set([...intro.matchAll(/^#{1,6} (.+)$/gm)].map((m) => `#/section/${slug(m[1])}`));
    const links = new Set<string>();
    for (const op of model.operations) for (const m of String(docsDocument(model).paths[op.path].post.description).matchAll(/\]\((#\/section\/[^)]+)\)/g)) links.add(m[1]);
    expect([...links].sort()).toEqual(['#/section/admin-settings', '#/section/envelopes-and-errors', '#/section/paging']);
    for (const link of links) expect(headings.has(link), link).toBe(true);
  });
});
