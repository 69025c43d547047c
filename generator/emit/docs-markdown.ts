// generated/docs/reference/: markdown reference pages: an index that says once what holds for
// every operation (the overview, docs/overview.ts), with the permissions matrix and the gaps by
// operation; one page per module, where each operation's section gives what is particular to it
// and links to the overview; a page of the records the operations share; and, for a document with
// webhooks, a page of the requests the service sends to the reader's receiver (model/webhooks.ts),
// since they are no calls a module's operations make. Rendered from
// templates/docs/*.md.hbs; every spec text is escaped (see docs/markdown-text.ts).
import path from 'node:path';
import type { Emitter, GeneratedFile } from './emitter.ts';
import { CHANGES_PAGE } from './changelog.ts';
import type { ApiModel, JsonSchema, OperationModel } from '../model/types.ts';
import { failureJson } from './conventions-text.ts';
import type { ServiceProfile } from '../model/service-profile.ts';
import { AnchorRegistry, slug } from './docs/markdown-text.ts';
import { listItems, recordNamed, resolve, schemaFields, type FieldRow } from './docs/schema-fields.ts';
import { BASE_URL_VARIABLE, clientCallExample, curlExample } from './docs/request-examples.ts';
import { notShownEntries } from './docs/operation-notes.ts';
import { streamNote } from './docs/stream-notes.ts';
import { overviewLinks, overviewView, sharedFailures, sharedHeaders, type OverviewLinks } from './docs/overview.ts';
import { loadTemplates, tidyMarkdown } from './docs/templates.ts';
import type { WebhookModel } from '../model/webhooks.ts';
import { schemaComponentName, schemaComponentRef } from '../json-pointer.ts';

export const REFERENCE_DIR = 'docs/reference';
/** The Required or Nullable cell of a field where the document does not say (see FieldView). */
export const NOT_DOCUMENTED = 'not documented';
const OTHER_MODULE = 'Other';

export const docsMarkdownEmitter: Emitter = {
  name: 'docs-markdown',
  docs: true,
  usesRelease: true,
  emit: (model, context) => renderReference(model, context.projectRoot, { changesPage: Boolean(context.release), specFile: context.otherSpecFile }),
};

/**
 * `changesPage`: the index links the "Changes" page (changes.md, from emit/changelog.ts).
 * `specFile`: another document's file name (`--spec`), which the index says it was made from.
 */
export function renderReference(model: ApiModel, projectRoot: string, options: { changesPage?: boolean; specFile?: string } = {}): GeneratedFile[] {
  const templates = loadTemplates(projectRoot, 'docs');
  const view = referenceView(model);
  const files: GeneratedFile[] = [{ path: `${REFERENCE_DIR}/index.md`, contents: tidyMarkdown(templates.index({ ...view, changesPage: Boolean(options.changesPage), specFile: options.specFile })) }];
  for (const module of view.modules) {
    files.push({ path: `${REFERENCE_DIR}/${module.file}`, contents: tidyMarkdown(templates.module({ ...module, api: view.api })) });
  }
  if (view.records.length > 0) files.push({ path: `${REFERENCE_DIR}/${view.recordsFile}`, contents: tidyMarkdown(templates.records({ records: view.records, api: view.api })) });
  if (view.webhooks.length > 0) files.push({ path: `${REFERENCE_DIR}/${view.webhooksFile}`, contents: tidyMarkdown(templates.webhooks({ webhooks: view.webhooks, api: view.api })) });
  return files;
}

interface OperationView {
  name: string;
  anchor: string;
  /** Link from the index (`candidates.md#candidate-createnote`). */
  href: string;
  op: OperationModel;
  permissions: string[];
  permissionText: string;
  moduleAccess: string;
  replacedBy: { name: string; href: string } | null;
  /** ` · Beta`, ` · Deprecated` after the summary, unless the summary already says so. */
  summaryMarks: string;
  /** The request body is a list: what its items are (the table then holds their fields, if any). */
  requestList: ListView | null;
  requestFields: FieldView[];
  /** Every request field reads `not documented` for both Required and Nullable: the table says it once. */
  requestColumnsNotDocumented: boolean;
  /** The success body is a list: what its items are (the table then holds their fields, if any). */
  resultList: ListView | null;
  /** The fields of `results` (under the profile's envelope, whose own fields the overview describes), or the whole success body. */
  resultFields: FieldView[];
  /** What the answer's stream is, where it is or may be one (docs/stream-notes.ts); null otherwise. */
  streamNote: string | null;
  /** What a successful call answers, said above the result fields; empty where that is a `200` alone, as a reader assumes. */
  successAnswers: SuccessAnswer[];
  /** The status whose body the result fields describe, where more than one success status has a body; else null. */
  resultStatus: string | null;
  /** The section says "No result fields are documented": there are none, and `successAnswers` does not already say there is no body. */
  resultsUndocumented: boolean;
  /** Error codes of this operation that not every operation shares (those are in the overview). */
  ownErrorCodes: OperationModel['errorCodes'];
  /** Other HTTP statuses of this operation (failures: never a 2xx) that the overview does not describe for every operation. */
  ownStatuses: OperationModel['response']['otherStatuses'];
  /** Links to the overview sections this section relies on. */
  links: OverviewLinks & { reading: string };
  /** The spec's example of the success body, as JSON, or null where it has none. */
  responseExample: string | null;
  curl: string;
  clientCall: string;
  fileFields: string[];
  /** Path, query and cookie parameters, and headers other than those every operation shares (explained once in the index). */
  parameters: { name: string; in: string; required: boolean; description: string }[];
  /** `POST /candidate.info`. */
  call: string;
  /** What the profile adds to each section (permission rows). */
  profile: ServiceProfile;
  /** The service's error envelope as JSON, for the Errors paragraph (null without one). */
  envelopeFailure: string | null;
  /** `(deprecated)`, `(beta)` after the summary in lists (a template puts the space before them), unless the summary already says so. */
  listMarks: string;
}

/**
 * What a body that is a list holds, for "The body is a list of [Pet](records.md#pet) records": the
 * named record its items are, linked to its fields; or their type (`string`), or, where they are an
 * inline object, nothing: the table below it lists their fields.
 */
interface ListView {
  record: { name: string; href: string } | null;
  /** The items' type where they are no record and have no fields of their own, else ''. */
  itemType: string;
}

/** One success status in "A successful call answers `200` (Updated.) or `201` (Created.)". */
interface SuccessAnswer {
  status: string;
  description: string;
  hasBody: boolean;
  /** What comes before it in the sentence: nothing, `, ` or ` or `. */
  joiner: string;
}

/**
 * One webhook's section on the webhooks page: the request the service sends (method, parameters,
 * payload) and what the receiver is expected to answer.
 */
interface WebhookView {
  /** The webhooks map's key. */
  name: string;
  anchor: string;
  /** Link from the index (`webhooks.md#petadopted`). */
  href: string;
  webhook: WebhookModel;
  /** `POST`. */
  method: string;
  /** The modules (tags) it is listed under, linked to their page where the module has one. */
  modules: { name: string; href: string | null }[];
  payload: {
    mediaTypes: string[];
    description: string;
    /** The payload is a list: what its items are (the table then holds their fields, if any). */
    list: ListView | null;
    fields: FieldView[];
    /** The type of a payload that is no object and no list (`string` for `text/plain`), else ''. */
    type: string;
  } | null;
  /** The section says "No payload fields are documented": there is a payload, with no fields, list or type to show. */
  payloadUndocumented: boolean;
}

interface FieldView extends FieldRow {
  notes: string;
  /** The Required column: `yes`, `no`, or `not documented` where the document does not say. */
  requiredText: string;
  /**
   * The Nullable column: `yes` or `no`; a field of no type admits null, so it reads `yes`, or
   * `not documented` where its type is not shown (`x-not-shown`), rather than a `no` it does not
   * mean. A request field of unknown required-ness reads `not documented` too, unless its schema
   * admits null: the document says nothing of null in requests.
   */
  nullableText: string;
  /** Where the record its type names is described (`records.md#application`), or null. */
  recordHref: string | null;
}

export function referenceView(model: ApiModel) {
  const anchors = new AnchorRegistry();
  const shared = new Set(sharedHeaders(model).map((h) => `header ${h.name}`));
  const moduleNames = [...model.modules.map((m) => m.name)];
  for (const op of model.operations) if (!moduleNames.includes(op.module ?? OTHER_MODULE)) moduleNames.push(op.module ?? OTHER_MODULE);
  const webhooks = model.webhooks;
  // The webhooks page takes its name before any module, only where there is one to write.
  const fileOf = moduleFiles(moduleNames, webhooks.length > 0 ? [WEBHOOKS_FILE] : []);
  // Anchors are handed out in the spec's order, so the same spec always gives the same ids.
  const located = new Map(model.operations.map((op) => [op.name, { file: fileOf.get(op.module ?? OTHER_MODULE)!, anchor: anchors.anchor(op.name) }]));
  const links = { ...overviewLinks(model, 'markdown'), reading: 'index.md#reading' };
  const shares = sharedFailures(model, links);
  // Every named schema with fields is on the records page; each gets its anchor there once, in the
  // document's schema order, and every link to a record reads it here.
  const withFields = Object.keys(model.schemas).filter((name) => schemaFields(model.schemas, { $ref: schemaComponentRef(name) }, { maxDepth: 1 }).length > 0);
  const recordAnchors = recordAnchorRegistry(withFields);
  const recordHref = (name: string, onRecordsPage: boolean) => `${onRecordsPage ? '' : RECORDS_FILE}#${recordAnchors.anchor(name)}`;

  const operationView = (op: OperationModel, pageFile: string): OperationView => {
    const where = located.get(op.name)!;
    const target = op.replacedBy ? located.get(op.replacedBy) : undefined;
    const resultFields = fieldViews(resultRows(model, op), (name) => recordHref(name, false));
    const resultList = listViewOf(model, op.response.documentedBody?.schema, resultFields.length > 0, (name) => recordHref(name, false));
    const successAnswers = successAnswersOf(op);
    const requestFields = fieldViews(bodyRows(model, op.request?.jsonSchema ?? null), (name) => recordHref(name, false), { requiredNotShown: op.request?.requiredNotShown ?? false });
    return {
      name: op.name,
      anchor: where.anchor,
      href: `${where.file}#${where.anchor}`,
      op,
      permissions: op.permissions,
      permissionText: op.accessWording?.permission ?? '',
      moduleAccess: op.accessWording?.moduleAccess ?? '',
      summaryMarks: unsaidMarks(op).map((mark) => ` · ${mark[0].toUpperCase()}${mark.slice(1)}`).join(''),
      replacedBy: op.replacedBy ? { name: op.replacedBy, href: target ? (target.file === pageFile ? `#${target.anchor}` : `${target.file}#${target.anchor}`) : '' } : null,
      requestList: listViewOf(model, op.request?.jsonSchema, requestFields.length > 0, (name) => recordHref(name, false)),
      requestFields,
      requestColumnsNotDocumented: requestFields.length > 0 && requestFields.every((f) => f.requiredText === NOT_DOCUMENTED && f.nullableText === NOT_DOCUMENTED),
      resultList,
      resultFields,
      successAnswers,
      resultStatus: resultFields.length > 0 && op.response.successStatuses.filter((s) => s.hasBody).length > 1 ? (op.response.documentedBody?.status ?? null) : null,
      resultsUndocumented: resultFields.length === 0 && !resultList && !(successAnswers.length > 0 && successAnswers.every((answer) => !answer.hasBody)),
      streamNote: streamNote(op, (name) => (withFields.includes(name) ? `[\`${name}\`](${recordHref(name, false)})` : null)),
      ownErrorCodes: op.errorCodes.filter((code) => !shares.codes.has(`${code.code} ${code.condition}`)),
      ownStatuses: op.response.otherStatuses.filter((status) => !op.response.successStatuses.some((success) => success.status === status.status) && !shares.statuses.has(`${status.status} ${status.description}`)),
      links,
      responseExample: op.response.documentedBody?.hasExample ? JSON.stringify(op.response.documentedBody.example, null, 2) : null,
      curl: curlExample(model, op),
      clientCall: clientCallExample(model, op, { bodyShownAbove: true }),
      fileFields: op.request?.multipart?.fileFields ?? [],
      parameters: op.parameters.filter((p) => !shared.has(`${p.in} ${p.name}`)).map((p) => ({ name: p.name, in: p.in, required: p.required, description: p.description })),
      call: `${op.method.toUpperCase()} ${op.path}`,
      profile: model.profile,
      envelopeFailure: model.profile.envelope ? failureJson(model.profile.envelope) : null,
      listMarks: listMarks(op),
    };
  };

  const modules = moduleNames
    .map((name) => {
      const file = fileOf.get(name)!;
      const operations = model.operations.filter((op) => (op.module ?? OTHER_MODULE) === name).map((op) => operationView(op, file));
      // The index's anchor for the module follows its file, so it is as unique as the file.
      return { name, file, anchor: `module-${file.slice(0, -'.md'.length)}`, description: model.modules.find((m) => m.name === name)?.description ?? '', operations };
    })
    .filter((m) => m.operations.length > 0);

  const all = modules.flatMap((m) => m.operations);
  const moduleHref = (name: string) => (modules.some((m) => m.name === name) ? fileOf.get(name)! : null);
  const webhookViews = webhookViewsOf(model, webhooks, moduleHref, (name) => recordHref(name, false));
  const records = recordViews(model, all, webhookViews, withFields, recordAnchors, (name) => recordHref(name, true));
  const permissionRows = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const notShown = notShownEntries(model);
  return {
    api: { title: model.title, version: model.version, description: model.description, acceptHeader: model.acceptHeader, titleSaysReference: /\breference\s*$/i.test(model.title) },
    profile: model.profile,
    overview: overviewView(model, 'markdown'),
    hasNotShown: notShown.length > 0,
    /** The index's own sections its opening lists, in the page's order. */
    jumps: [
      { label: 'modules', href: '#modules' },
      ...(webhookViews.length > 0 ? [{ label: 'webhooks', href: '#webhooks' }] : []),
      ...(model.profile.permissions ? [{ label: 'permissions', href: '#permissions' }] : []),
      ...(notShown.length > 0 ? [{ label: 'gaps by operation', href: '#not-shown' }] : []),
    ],
    /** Some request field table says "not documented" in its Required column: the index explains it. */
    requiredNotDocumented: all.some((view) => view.requestFields.some((field) => field.requiredText === NOT_DOCUMENTED)),
    nullableNotDocumented: all.some((view) => [...view.requestFields, ...view.resultFields].some((field) => field.untyped && field.nullableText === NOT_DOCUMENTED)),
    /** The envelope's own fields, left out of each operation's result table (the overview describes them). */
    envelopeFields: model.profile.envelope ? envelopeFieldNames(model) : [],
    hasRecords: records.length > 0,
    exampleRecord: [...records].sort((a, b) => b.usedBy.length - a.usedBy.length)[0]?.name ?? '',
    /** The records page, which the index links; no module page takes its name. */
    recordsFile: RECORDS_FILE,
    records,
    /** Some operation sends credentials, so the examples read the key. */
    usesKey: model.operations.some((op) => op.auth !== null),
    exampleVariables: { apiKey: `$${model.profile.apiKeyVariable}`, baseUrl: `$${BASE_URL_VARIABLE}`, exportBaseUrl: `export ${BASE_URL_VARIABLE}=${model.profile.exampleBaseUrl}` },
    modules,
    operationCount: all.length,
    /** The webhooks page, which the index links where the document has webhooks. */
    webhooksFile: WEBHOOKS_FILE,
    webhooks: webhookViews,
    permissionRows,
    permissionGroups: permissionGroups(permissionRows),
    notShownApi: notShown.filter((e) => e.kind === 'api').map((e) => e.what),
    notShownByOperation: groupOperations(notShown.filter((e) => e.kind === 'operation'), located),
    notShownSchemas: notShown.filter((e) => e.kind === 'schema'),
  };
}

const RECORDS_FILE = 'records.md';
/** The page of the document's webhooks, written only where it has some. */
const WEBHOOKS_FILE = 'webhooks.md';
/** The reference's own pages, which no module page may take: the index, the records, and the changes (emit/changelog.ts). */
const OWN_PAGES = ['index.md', RECORDS_FILE, path.posix.basename(CHANGES_PAGE)];

/**
 * The webhooks page's sections, in the document's order, each anchored by its name. Its payload is shown as an operation's request body is: its media
 * types, then its fields (a record linked to the records page), or what a list body holds.
 */
function webhookViewsOf(model: ApiModel, webhooks: WebhookModel[], moduleHref: (name: string) => string | null, recordHref: (name: string) => string): WebhookView[] {
  const anchors = new AnchorRegistry('webhook');
  const named = new Set<string>();
  return webhooks.map((webhook) => {
    // A second method under one name is anchored by both (`petadopted-put`).
    const anchor = anchors.anchor(named.has(webhook.name) ? `${webhook.name} ${webhook.method}` : webhook.name);
    named.add(webhook.name);
    const schema = webhook.payload?.schema ?? null;
    const fields = fieldViews(bodyRows(model, schema), recordHref);
    const list = webhook.payload ? listViewOf(model, schema, fields.length > 0, recordHref) : null;
    const type = fields.length === 0 && !list ? scalarType(model, schema) : '';
    return {
      name: webhook.name,
      anchor,
      href: `${WEBHOOKS_FILE}#${anchor}`,
      webhook,
      method: webhook.method.toUpperCase(),
      modules: webhook.tags.map((name) => ({ name, href: moduleHref(name) })),
      payload: webhook.payload ? { mediaTypes: webhook.payload.mediaTypes, description: webhook.payload.description, list, fields, type } : null,
      payloadUndocumented: Boolean(webhook.payload) && fields.length === 0 && !list && !type,
    };
  });
}

/** The type a schema names where it is none of `object` and `array` (`string`, `integer \| null`), else ''. */
function scalarType(model: ApiModel, schema: JsonSchema | null): string {
  if (schema === null) return '';
  const named: unknown = resolve(model.schemas, schema).schema.type;
  const types = (Array.isArray(named) ? named : [named]).filter((type): type is string => typeof type === 'string');
  return types.length > 0 && !types.includes('object') && !types.includes('array') ? types.join(' | ') : '';
}

/**
 * Each module's page file, the modules taken in the order given (the document's tag order): its name
 * as a slug (`hiring-process.md`), `module.md` for a name without an ASCII letter or digit (`注文`),
 * and `-2`, `-3`, ... after a name an earlier module or one of the reference's own pages already
 * has (`C++` is `c.md`, then `C#` is `c-2.md`; `Index` is `index-2.md`). So no page overwrites
 * another, and the same document always gives the same names. `ownPages`: more names no module takes
 * (the webhooks page, where there is one).
 */
function moduleFiles(names: string[], ownPages: string[] = []): Map<string, string> {
  const taken = new Set([...OWN_PAGES, ...ownPages]);
  const files = new Map<string, string>();
  for (const name of names) {
    const base = slug(name) || 'module';
    let file = `${base}.md`;
    for (let i = 2; taken.has(file); i++) file = `${base}-${i}.md`;
    taken.add(file);
    files.set(name, file);
  }
  return files;
}

/**
 * The records page's anchor of each record, handed out in the order given (the document's schema
 * order): its name as a slug (`pet`), `record` for a name without an ASCII letter or digit (`注文`),
 * and `-2`, `-3`, ... after an anchor an earlier record already has (`Foo.Bar` is `foo-bar`, then
 * `Foo_Bar` is `foo-bar-2`). A record not among `names` gets its anchor when first asked for.
 */
function recordAnchorRegistry(names: string[]): AnchorRegistry {
  const anchors = new AnchorRegistry('record');
  for (const name of names) anchors.anchor(name);
  return anchors;
}

/**
 * How deep an operation's field tables go. They stop at a named record (described on the records
 * page), so this only bounds inline objects: deep enough for every inline field of this API
 * (`results.sections[].fields[].field`), shallow enough that a table stays a table.
 */
const TABLE_DEPTH = 6;

/**
 * The rows of an operation's result table. Under the profile's envelope only `results` and what is
 * inside it (the envelope's own fields are described once, in the overview), and nothing where the
 * payload itself is not documented (the operation's "Not documented" row says so).
 */
function resultRows(model: ApiModel, op: OperationModel): FieldRow[] {
  const rows = bodyRows(model, op.response.documentedBody?.schema ?? null);
  const field = model.profile.envelope?.resultsField;
  if (!op.response.envelope || !field) return rows;
  const results = rows.filter((row) => row.name === field || row.name.startsWith(`${field}.`) || row.name.startsWith(`${field}[]`));
  return results.length === 1 && results[0].untyped && results[0].notShown ? [] : results;
}

/**
 * The success statuses to name above an operation's result fields, joined as a sentence reads them;
 * none where the operation answers `200` alone, which a reader assumes.
 */
function successAnswersOf(op: OperationModel): SuccessAnswer[] {
  const statuses = op.response.successStatuses;
  if (statuses.length === 0 || (statuses.length === 1 && statuses[0].status === '200')) return [];
  return statuses.map((status, i) => ({ ...status, joiner: i === 0 ? '' : i === statuses.length - 1 ? ' or ' : ', ' }));
}

/**
 * The rows of a body's table: its fields; for a list, its items' fields where they are an inline
 * object, and none where they are a named record (its fields are on the records page).
 */
function bodyRows(model: ApiModel, schema: JsonSchema | null): FieldRow[] {
  const list = listItems(model.schemas, schema);
  if (list?.record) return [];
  return schemaFields(model.schemas, list ? list.items : schema, { records: false, maxDepth: TABLE_DEPTH });
}

/** What a body that is a list holds (ListView), or null for any other body; `hasRows`: its table lists the items' fields. */
function listViewOf(model: ApiModel, schema: JsonSchema | null | undefined, hasRows: boolean, recordHref: (name: string) => string): ListView | null {
  const list = listItems(model.schemas, schema);
  if (!list) return null;
  if (list.record) return { record: { name: list.record, href: recordHref(list.record) }, itemType: '' };
  return { record: null, itemType: hasRows ? '' : list.type };
}

/** The success envelope's fields other than `results`, across the enveloped operations (lists add their paging fields). */
function envelopeFieldNames(model: ApiModel): string[] {
  const names = new Set<string>();
  for (const op of model.operations.filter((o) => o.response.envelope)) {
    for (const row of schemaFields(model.schemas, op.response.successSchema, { maxDepth: 1 })) if (row.name !== model.profile.envelope?.resultsField) names.add(row.name);
  }
  return [...names];
}

/**
 * The records (named object schemas) the operations' and webhooks' tables link to, and every named
 * schema with fields (`withFields`), each with its own fields, in name order, under its anchor of `anchors`.
 */
function recordViews(model: ApiModel, operations: OperationView[], webhooks: WebhookView[], withFields: string[], anchors: AnchorRegistry, href: (name: string) => string) {
  const names = new Set<string>();
  const rowsOf = new Map<string, FieldRow[]>();
  const visit = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    const rows = schemaFields(model.schemas, { $ref: schemaComponentRef(name) }, { records: false, maxDepth: TABLE_DEPTH });
    rowsOf.set(name, rows);
    for (const row of rows) if (row.record) visit(row.record);
  };
  for (const view of operations) for (const field of [...view.requestFields, ...view.resultFields]) if (field.record) visit(field.record);
  for (const view of webhooks) for (const field of view.payload?.fields ?? []) if (field.record) visit(field.record);
  // Every other named schema with fields too (a shape another schema allows through anyOf, a record
  // nested deeper than an operation's table goes, an envelope), so each field of each schema is on some page.
  for (const name of withFields) visit(name);
  const referencedBy = referencingSchemaIndex(model);
  const usedBy = recordUsers(model, operations, webhooks);
  return [...names].sort().map((name) => ({
    name,
    anchor: anchors.anchor(name),
    description: String((model.schemas[name] as Record<string, unknown>)?.description ?? ''),
    fields: fieldViews(rowsOf.get(name)!, href),
    usedBy: usedBy.get(name) ?? [],
    referencedBy: referencedBy.get(name) ?? [],
  }));
}

/**
 * For each record, the operations whose request or result table links to it or lists its fields
 * (the record is the whole request body, or the success body when that is no envelope), in
 * operation order (one pass over the tables), then the webhooks whose payload does.
 */
function recordUsers(model: ApiModel, operations: OperationView[], webhooks: WebhookView[]): Map<string, { name: string; href: string }[]> {
  const users = new Map<string, { name: string; href: string }[]>();
  const add = (records: (string | null)[], user: { name: string; href: string }) => {
    for (const record of new Set(records.filter((name): name is string => Boolean(name)))) {
      if (!users.has(record)) users.set(record, []);
      users.get(record)!.push(user);
    }
  };
  for (const view of operations) {
    const bodies = [recordNamed(model.schemas, view.op.request?.jsonSchema), view.op.response.envelope ? null : recordNamed(model.schemas, view.op.response.documentedBody?.schema)];
    add([...bodies, ...[...view.requestFields, ...view.resultFields].map((field) => field.record)], { name: view.name, href: view.href });
  }
  for (const view of webhooks) {
    add([recordNamed(model.schemas, view.webhook.payload?.schema), ...(view.payload?.fields ?? []).map((field) => field.record)], { name: view.name, href: view.href });
  }
  return users;
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/**
 * For each named schema, the named schemas whose definition refers to it (`FeedbackValue` for each
 * of its `anyOf` shapes), in name order. One walk of every schema, so a document with thousands of
 * components is indexed in time linear in its size.
 */
function referencingSchemaIndex(model: ApiModel): Map<string, string[]> {
  const index = new Map<string, Set<string>>();
  for (const other of Object.keys(model.schemas).sort()) {
    for (const name of schemaRefsIn(model.schemas[other])) {
      if (name === other) continue;
      const referrers = index.get(name) ?? new Set<string>();
      referrers.add(other);
      index.set(name, referrers);
    }
  }
  return new Map([...index].map(([name, referrers]) => [name, [...referrers]]));
}

/** Every component schema name a value mentions as a whole string (a `$ref`, or a key or value equal to one). */
function schemaRefsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    // Decoded, as the schemas are named: `#/components/schemas/C~1D` mentions `C/D`.
    const name = value.startsWith(SCHEMA_REF_PREFIX) ? schemaComponentName(value) : null;
    if (name !== null) found.add(name);
  } else if (Array.isArray(value)) {
    for (const item of value) schemaRefsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      schemaRefsIn(key, found);
      schemaRefsIn(item, found);
    }
  }
  return found;
}

/** The matrix the other way round: each permission (or module access, where none is named) with its operations. */
function permissionGroups(rows: OperationView[]) {
  const groups = new Map<string, { permission: string | null; moduleAccess: string; operations: OperationView[] }>();
  for (const row of rows) {
    const keys = row.permissions.length > 0 ? row.permissions.map((p) => ({ key: `1 ${p}`, permission: p })) : [{ key: `2 ${row.moduleAccess}`, permission: null }];
    for (const { key, permission } of keys) {
      const group = groups.get(key) ?? { permission, moduleAccess: row.moduleAccess, operations: [] };
      group.operations.push(row);
      groups.set(key, group);
    }
  }
  return [...groups.keys()].sort().map((key) => groups.get(key)!);
}

/**
 * `requiredNotShown`: the document does not say which of these fields are required
 * (RequestModel.requiredNotShown), so a field declared inline reads "not documented" rather than "no";
 * a field of a named component keeps the component's `required`.
 */
function fieldViews(rows: FieldRow[], recordHref: (name: string) => string, options: { requiredNotShown?: boolean } = {}): FieldView[] {
  return rows.map((row) => {
    const unknownRequest = Boolean(options.requiredNotShown) && row.declaredIn === null;
    const requiredText = unknownRequest ? NOT_DOCUMENTED : row.required ? 'yes' : 'no';
    // The gap and the provenance are named unless the description already says them.
    const gap = row.notShown && !/not documented/i.test(row.description) ? `Not documented: ${row.notShown}.` : '';
    const external = row.externalSource && !/public documentation/i.test(row.description) ? "From the service's public documentation." : '';
    const notes = sentences([row.description, gap, external, row.deprecated ? 'Deprecated.' : '']);
    const nullableText = row.untyped ? (row.notShown ? NOT_DOCUMENTED : 'yes') : row.nullable ? 'yes' : unknownRequest ? NOT_DOCUMENTED : 'no';
    return { ...row, notes, requiredText, nullableText, recordHref: row.record ? recordHref(row.record) : null };
  });
}

/**
 * The non-empty parts as one text, a full stop after a part that ends without one ("... from the slug"
 * then "Deprecated." reads "... from the slug. Deprecated.", not as one sentence).
 */
function sentences(parts: string[]): string {
  const given = parts.filter(Boolean);
  return given.map((part, i) => (i < given.length - 1 && /[\p{L}\p{N}]$/u.test(part.trimEnd()) ? `${part.trimEnd()}.` : part)).join(' ');
}

/** `request fields` -> the operations that leave them unshown, as links, in name order. */
function groupOperations(entries: { where: string; what: string }[], located: Map<string, { file: string; anchor: string }>) {
  const groups = new Map<string, { name: string; href: string }[]>();
  for (const entry of entries) {
    const where = located.get(entry.where);
    groups.set(entry.what, [...(groups.get(entry.what) ?? []), { name: entry.where, href: where ? `${where.file}#${where.anchor}` : '' }]);
  }
  return [...groups]
    .map(([what, operations]) => ({ what, operations: operations.sort((a, b) => (a.name < b.name ? -1 : 1)) }))
    .sort((a, b) => b.operations.length - a.operations.length || (a.what < b.what ? -1 : 1));
}

function listMarks(op: OperationModel): string {
  return unsaidMarks(op).map((m) => `(${m})`).join(' ');
}

/** `deprecated` and `beta` where they apply and the summary does not already say them. */
function unsaidMarks(op: OperationModel): string[] {
  const said = (op.summary ?? '').toLowerCase();
  return [op.deprecated && 'deprecated', op.beta && 'beta'].filter((m): m is string => Boolean(m) && !said.includes(m as string));
}
