// Nothing the service description leaves out or only implies is stated as a fact (issue 23), one
// test per class of the audit, and what a reader needs (access, admin settings) sits in each
// operation's description, the HTML docs and the markdown pages. The source is
// ../shared/seeds/000_c523f8deffd3ce65.txt; its words are quoted where a test relies on them.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { deref } from '../../generator/model/refs.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { componentId } from '../../generator/schema/json-schema.ts';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';

let model: ApiModel;
let doc: Record<string, any>;
let raw: (op: OperationModel) => Record<string, any>;
beforeAll(async () => {
  model = await loadProjectModel();
  doc = model.bundle;
  raw = (op) => doc.paths[op.path].post;
});

const specFiles = (dir = path.join(projectRoot, 'spec')): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? specFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : []));

/** Every string a reader sees (description, summary, title), outside extensions and example values. */
function userText(node: unknown, at = '$', out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (Array.isArray(node)) node.forEach((v, i) => userText(v, `${at}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || key === 'value' || key === 'example') continue;
      if (['description', 'summary', 'title'].includes(key) && typeof value === 'string') out.push({ at: `${at}.${key}`, text: value });
      else userText(value, `${at}.${key}`, out);
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

const trivial = (v: unknown): boolean =>
  v === null || (Array.isArray(v) ? v.every(trivial) : typeof v === 'object' && Object.keys(v as object).length === 0);

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
 * Places in an example value that show what the spec does not know: a non-trivial value where the
 * schema is open (`x-not-shown`) or a key it does not declare there, and a value outside
 * `x-values-seen`. Each is named by the property it sits under.
 */
function undocumentedValues(schema: any, value: unknown, field: string, hits: Set<string>, depth = 0): void {
  if (depth > 40 || schema === undefined) return;
  const wrapper = schema ?? {};
  const s = deref(doc, schema) ?? {};
  const marks = [wrapper['x-not-shown'], s['x-not-shown']].filter(Boolean);
  const seen: unknown[] | undefined = wrapper['x-values-seen'] ?? s['x-values-seen'];
  if (seen && typeof value === 'string') {
    if (!seen.includes(value)) hits.add(field);
    return;
  }
  if (marks.length && !trivial(value)) {
    const names = declared(schema);
    if (names.size === 0) hits.add(field);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) if (!names.has(key) && !trivial((value as any)[key])) hits.add(key);
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

  it('marks a list envelope read from the operation name alone', () => {
    for (const op of model.operations.filter((o) => o.paging && o.paging !== 'cursor')) {
      const inferred: string[] = raw(op)['x-inferred'] ?? [];
      const marked = inferred.some((s) => s.startsWith('list envelope'));
      expect(marked, op.name).toBe(!TABLE_LISTS.includes(op.name));
      if (marked) expect(op.description, op.name).toMatch(/read from its name and not documented/);
    }
  });
});

describe('2. required-ness of request fields', () => {
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
    expect(model.notShown.some((gap) => gap.includes('which request fields are required'))).toBe(true);
    for (const op of model.operations) expect(op.request?.requiredNotShown, op.name).toBe(true);
  });

  it('says "not documented", never "no", in the Required column of every request field, in both kinds of docs', () => {
    // The markdown pages: each request field table's Required column.
    const reference = path.join(projectRoot, 'generated/docs/reference');
    let rows = 0;
    for (const file of fs.readdirSync(reference).filter((f) => f !== 'changes.md')) {
      const sections = fs.readFileSync(path.join(reference, file), 'utf8').split('**Request fields**').slice(1);
      for (const section of sections) {
        for (const line of section.slice(0, section.indexOf('**Result fields**')).split('\n').filter((l) => l.startsWith('| `'))) {
          expect(line.split(' | ')[2], `${file}: ${line}`).toBe('not documented');
          rows++;
        }
      }
    }
    // One row per request field (none is an object with fields of its own): cursor, limit and
    // syncToken of each list, and the fields the description names.
    const fields = (op: OperationModel) => Object.keys(deref(doc, raw(op).requestBody).content['application/json'].schema.properties ?? {}).length;
    expect(rows).toBe(model.operations.reduce((sum, op) => sum + fields(op), 0));
    expect(rows).toBeGreaterThan(140);
    // The HTML docs: Redoc marks required fields only, so each operation with request fields says it.
    const html = fs.readFileSync(path.join(projectRoot, 'generated/docs/index.html'), 'utf8');
    const withFields = model.operations.filter((op) => fields(op) > 0);
    expect(withFields.length).toBeGreaterThan(40);
    expect(html.split('which request fields are required\\n\\n').length - 1).toBe(withFields.length);
  });
});

describe('3. request field types', () => {
  // Request fields whose name and type the source gives (ids are UUIDs by its convention 6).
  const typed: Record<string, (schema: any) => boolean> = {
    'auditLog.list startDate': (s) => s.type === 'string', // "startDate, endDate (ISO 8601 dates)"
    'auditLog.list endDate': (s) => s.type === 'string',
    'auditLog.list cursor': (s) => s.type === 'string', // "both are opaque strings"
    'application.list syncToken': (s) => s.type === 'string', // "syncToken (string)"
    'candidate.list syncToken': (s) => s.type === 'string',
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

describe('4 and 10. admin settings: one rule, marked where read, and stated where the operation is read', () => {
  // "The source ties a setting to an operation only for application.updateHistory and the X-On-Behalf-Of header."
  const rule = (op: OperationModel): string[] => [
    ...(['Jobs', 'Candidates', 'Interviews', 'Offers'].includes(op.module ?? '') ? ['confidentialJobsAndProjects'] : []),
    ...(op.module === 'Candidates' ? ['nonOfferPrivateFields'] : []),
    ...(op.name === 'application.updateHistory' ? ['updateApplicationHistory'] : []),
  ];
  const READ = new Set(['confidentialJobsAndProjects', 'nonOfferPrivateFields']);

  it('attaches the settings by one rule, and marks each attachment the source does not state', () => {
    const settings = doc.info['x-admin-settings'];
    for (const key of READ) expect(settings[key].inferred, key).toMatch(/does not tie this setting to operations/);
    expect(doc.components.parameters.OnBehalfOf['x-admin-settings']).toEqual(['actOnBehalf']);
    for (const op of model.operations) {
      expect(op.adminSettings, op.name).toEqual(rule(op));
      const inferred: string[] = raw(op)['x-inferred'] ?? [];
      for (const key of op.adminSettings) expect(inferred.some((s) => s.startsWith(`admin setting ${key}:`)), `${op.name} ${key}`).toBe(READ.has(key));
    }
  });

  it("puts each setting's title and effect, and the access, in the operation's description", () => {
    for (const op of model.operations) {
      for (const key of op.adminSettings) {
        const setting = model.adminSettings.find((s) => s.key === key)!;
        expect(op.description, `${op.name} ${key}`).toContain(`Admin setting "${setting.title}"`);
        expect(op.description.replace(/\s+/g, ' '), `${op.name} ${key}`).toContain(setting.effect.slice(1).replace(/\s+/g, ' '));
        if (READ.has(key)) expect(op.description, `${op.name} ${key}`).toMatch(/Which operations it restricts is not documented/);
      }
      expect(op.description, op.name).toMatch(op.access ? new RegExp(`Access: (${op.access} access to the ${op.module} module|the permission)`) : /Access: .*not documented/s);
    }
  });

  it('shows them in the markdown pages and the HTML docs too', () => {
    const html = fs.readFileSync(path.join(projectRoot, 'generated/docs/index.html'), 'utf8');
    const pages = fs.readdirSync(path.join(projectRoot, 'generated/docs/reference')).map((f) => fs.readFileSync(path.join(projectRoot, 'generated/docs/reference', f), 'utf8')).join('\n');
    const count = (text: string, needle: string) => text.split(needle).length - 1;
    for (const setting of model.adminSettings.filter((s) => s.key !== 'actOnBehalf')) {
      const ops = model.operations.filter((op) => op.adminSettings.includes(setting.key)).length;
      expect(ops, setting.key).toBeGreaterThan(0);
      for (const [name, text] of [['markdown', pages], ['HTML', html]]) {
        expect(count(text, `Admin setting "${setting.title}"`) + count(text, `Admin setting &quot;${setting.title}&quot;`) + count(text, `Admin setting \\"${setting.title}\\"`), `${name} ${setting.key}`).toBeGreaterThanOrEqual(ops);
      }
    }
    for (const access of ['read', 'write']) {
      const ops = model.operations.filter((op) => op.description.includes(`Access: ${access} access to the `)).length;
      expect(ops, access).toBeGreaterThan(10);
      for (const [name, text] of [['markdown', pages], ['HTML', html]]) expect(count(text, `Access: ${access} access to the `), `${name} ${access}`).toBeGreaterThanOrEqual(ops);
    }
  });
});

describe('5. module and access the source does not list', () => {
  it('marks module and access read from a permission name, and uses only the levels keys hold', () => {
    // "Each key holds read or write permission per module." The module listing does not name these four.
    for (const name of ['apiKey.info', 'approvalDefinition.update', 'auditLog.list', 'application.delete']) {
      const op = model.operations.find((o) => o.name === name)!;
      expect((raw(op)['x-inferred'] ?? []).some((s: string) => s.startsWith('module ')), name).toBe(true);
      expect(op.description, name).toMatch(/read from the permission's name|not documented/);
    }
    for (const op of model.operations) expect([null, 'read', 'write'], op.name).toContain(op.access);
    expect(model.operations.find((o) => o.name === 'application.delete')!.access).toBeNull();
  });
});

describe('6. 401 and 403', () => {
  it('marks the error-envelope body as a reading, has an example of each case, and invents no code-in-message wording', () => {
    const { Unauthorized, Forbidden } = doc.components.responses;
    for (const response of [Unauthorized, Forbidden]) {
      const media = response.content['application/json'];
      expect(media.schema['x-inferred']).toMatch(/human-readable message/);
      expect(response.description).toMatch(/not documented/);
      for (const ex of Object.values<any>(media.examples)) {
        expect(ex.description).toMatch(/wording of the message is not documented/);
        for (const error of ex.value.errors) expect(error.message).not.toMatch(/^\w+:/);
      }
    }
    // "Missing API key: HTTP 401. Wrong or deactivated key: HTTP 403."
    expect(Object.keys(Unauthorized.content['application/json'].examples)).toEqual(['missingKey']);
    expect(Object.keys(Forbidden.content['application/json'].examples).sort()).toEqual(['missingPermission', 'wrongOrDeactivatedKey']);
  });
});

describe('7. examples', () => {
  it('every example value the source does not give is named in the example description', () => {
    let marked = 0;
    for (const { where, example, schema } of allExamples()) {
      const hits = new Set<string>();
      undocumentedValues(schema, example.value, '$', hits);
      for (const field of hits) expect(example.description ?? '', `${where}: \`${field}\``).toContain(`\`${field}\``);
      if (hits.size) marked++;
    }
    expect(marked).toBeGreaterThanOrEqual(6); // scopes, two handles, resumeFileHandle, note, email, approval steps
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
  it('models nextCursor one way, marked, and says where list paging comes from', () => {
    const { NextCursor, ListEnvelope, CursorListEnvelope } = doc.components.schemas;
    expect(NextCursor.type).toEqual(['string', 'null']);
    expect(NextCursor['x-inferred']).toMatch(/One reading wherever nextCursor appears/);
    expect(ListEnvelope.properties.nextCursor.$ref).toBe('#/components/schemas/NextCursor');
    expect(CursorListEnvelope.properties.nextCursor.$ref).toBe('#/components/schemas/NextCursor');
    expect(ListEnvelope.properties.nextCursor['x-external-source']).toMatch(/public documentation/);
    expect(ListEnvelope.description).toMatch(/public documentation/);
    for (const { at, text } of userText(doc)) expect(text, at).not.toMatch(/full pass/);
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
      if (trivial(example.value)) expect(example.summary ?? '', where).not.toMatch(/typical/i);
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
  it('says "not documented" instead of naming "the source", in the spec and the generated docs', () => {
    const sourceWords = /\bthe source\b(?! (?:of|field|object))|\bsource description\b|\bin the source\b|\bnot shown\b/i;
    for (const { at, text } of userText(doc)) expect(text, at).not.toMatch(sourceWords);
    const reference = path.join(projectRoot, 'generated/docs/reference');
    for (const file of fs.readdirSync(reference)) {
      const lines = fs.readFileSync(path.join(reference, file), 'utf8').split('\n');
      lines.forEach((line, i) => expect(line, `${file}:${i + 1}`).not.toMatch(/\bthe source\b(?! (?:of|field|object))|\bsource description\b|\bin the source\b/i));
    }
  });

  it('keeps the provenance for tools in the extensions', () => {
    const extensions = JSON.stringify(doc);
    expect(extensions).toContain('"x-inferred"');
    expect(extensions).toContain('"x-external-source"');
    expect(extensions).toContain('"x-not-shown"');
  });
});
