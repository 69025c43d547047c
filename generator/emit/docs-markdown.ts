// generated/docs/reference/: markdown reference pages, one per module plus an index with the
// permissions matrix and the list of everything the source leaves unshown. Rendered from
// templates/docs/*.md.hbs; every spec text is escaped (see docs/markdown-text.ts).
import type { Emitter, GeneratedFile } from './emitter.ts';
import type { ApiModel, OperationModel, PagingKind } from '../model/types.ts';
import { failureJson, pagingKindText, successJson } from './conventions-text.ts';
import type { ServiceProfile } from '../model/service-profile.ts';
import { AnchorRegistry, slug } from './docs/markdown-text.ts';
import { schemaFields, type FieldRow } from './docs/schema-fields.ts';
import { BASE_URL_VARIABLE, clientCallExample, curlExample } from './docs/request-examples.ts';
import { notShownEntries } from './docs/operation-notes.ts';
import { loadTemplates, tidyMarkdown } from './docs/templates.ts';

export const REFERENCE_DIR = 'docs/reference';
/** The Required or Nullable cell of a field where the document does not say (see FieldView). */
export const NOT_DOCUMENTED = 'not documented';
const OTHER_MODULE = 'Other';

export const docsMarkdownEmitter: Emitter = {
  name: 'docs-markdown',
  usesRelease: true,
  emit: (model, context) => renderReference(model, context.projectRoot, { changesPage: Boolean(context.release) }),
};

/** `changesPage`: the index links the "Changes" page (changes.md, from emit/changelog.ts). */
export function renderReference(model: ApiModel, projectRoot: string, options: { changesPage?: boolean } = {}): GeneratedFile[] {
  const templates = loadTemplates(projectRoot, 'docs');
  const view = referenceView(model);
  const files: GeneratedFile[] = [{ path: `${REFERENCE_DIR}/index.md`, contents: tidyMarkdown(templates.index({ ...view, changesPage: Boolean(options.changesPage) })) }];
  for (const module of view.modules) {
    files.push({ path: `${REFERENCE_DIR}/${module.file}`, contents: tidyMarkdown(templates.module({ ...module, api: view.api })) });
  }
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
  requestFields: FieldView[];
  resultFields: FieldView[];
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
  /** ` (deprecated)`, ` (beta)` after the summary in lists, unless the summary already says so. */
  listMarks: string;
}

interface FieldView extends FieldRow {
  notes: string;
  /** The Required column: `yes`, `no`, or `not documented` where the document does not say. */
  requiredText: string;
  /**
   * The Nullable column: `yes` or `no`; a field of no type admits null, so it reads `yes`, or
   * `not documented` where its type is not shown (`x-not-shown`), rather than a `no` it does not mean.
   */
  nullableText: string;
}

export function referenceView(model: ApiModel) {
  const anchors = new AnchorRegistry();
  const headers = commonHeaders(model);
  const shared = new Set(headers.map((h) => `header ${h.name}`));
  const moduleNames = [...model.modules.map((m) => m.name)];
  for (const op of model.operations) if (!moduleNames.includes(op.module ?? OTHER_MODULE)) moduleNames.push(op.module ?? OTHER_MODULE);
  const fileOf = new Map(moduleNames.map((name) => [name, `${slug(name) || 'module'}.md`]));
  // Anchors are handed out in the spec's order, so the same spec always gives the same ids.
  const located = new Map(model.operations.map((op) => [op.name, { file: fileOf.get(op.module ?? OTHER_MODULE)!, anchor: anchors.anchor(op.name) }]));

  const operationView = (op: OperationModel, pageFile: string): OperationView => {
    const where = located.get(op.name)!;
    const target = op.replacedBy ? located.get(op.replacedBy) : undefined;
    return {
      name: op.name,
      anchor: where.anchor,
      href: `${where.file}#${where.anchor}`,
      op,
      permissions: op.permissions,
      permissionText: op.accessWording?.permission ?? '',
      moduleAccess: op.accessWording?.moduleAccess ?? '',
      replacedBy: op.replacedBy ? { name: op.replacedBy, href: target ? (target.file === pageFile ? `#${target.anchor}` : `${target.file}#${target.anchor}`) : '' } : null,
      requestFields: fieldViews(schemaFields(model.schemas, op.request?.jsonSchema ?? null), { requiredNotShown: op.request?.requiredNotShown ?? false }),
      resultFields: fieldViews(schemaFields(model.schemas, op.response.successSchema)),
      curl: curlExample(model, op),
      clientCall: clientCallExample(model, op),
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
      return { name, file, anchor: `module-${slug(name) || 'module'}`, description: model.modules.find((m) => m.name === name)?.description ?? '', operations };
    })
    .filter((m) => m.operations.length > 0);

  const all = modules.flatMap((m) => m.operations);
  const permissionRows = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const notShown = notShownEntries(model);
  return {
    api: { title: model.title, version: model.version, description: model.description, acceptHeader: model.acceptHeader },
    profile: model.profile,
    /** This service's one-line summary of its conventions (POST, Accept, Basic, envelopes). */
    conventions: model.profile.envelope !== null && model.acceptHeader !== null,
    /** The envelope's success and failure, as JSON. */
    envelopeJson: model.profile.envelope ? { success: successJson(model.profile.envelope), failure: failureJson(model.profile.envelope) } : null,
    hasNotShown: notShown.length > 0,
    /** Some request field table says "not documented" in its Required column: the index explains it. */
    requiredNotDocumented: all.some((view) => view.requestFields.some((field) => field.requiredText === NOT_DOCUMENTED)),
    nullableNotDocumented: all.some((view) => [...view.requestFields, ...view.resultFields].some((field) => field.nullableText === NOT_DOCUMENTED)),
    /** Some operation sends credentials, so the examples read the key. */
    usesKey: model.operations.some((op) => op.auth !== null),
    exampleVariables: { apiKey: `$${model.profile.apiKeyVariable}`, baseUrl: `$${BASE_URL_VARIABLE}`, exportBaseUrl: `export ${BASE_URL_VARIABLE}=${model.profile.exampleBaseUrl}` },
    commonHeaders: headers,
    adminSettings: model.adminSettings,
    pagingKinds: pagingKinds(model),
    modules,
    operationCount: all.length,
    permissionRows,
    permissionGroups: permissionGroups(permissionRows),
    notShownApi: notShown.filter((e) => e.kind === 'api').map((e) => e.what),
    notShownByOperation: groupOperations(notShown.filter((e) => e.kind === 'operation'), located),
    notShownSchemas: notShown.filter((e) => e.kind === 'schema'),
  };
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
function fieldViews(rows: FieldRow[], options: { requiredNotShown?: boolean } = {}): FieldView[] {
  return rows.map((row) => {
    const requiredText = options.requiredNotShown && row.declaredIn === null ? NOT_DOCUMENTED : row.required ? 'yes' : 'no';
    const notes = [row.description, row.notShown ? `Not documented: ${row.notShown}.` : '', row.externalSource ? 'From the service\'s public documentation.' : '', row.deprecated ? 'Deprecated.' : '']
      .filter(Boolean)
      .join(' ');
    const nullableText = row.untyped ? (row.notShown ? NOT_DOCUMENTED : 'yes') : row.nullable ? 'yes' : 'no';
    return { ...row, notes, requiredText, nullableText };
  });
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
  const said = (op.summary ?? '').toLowerCase();
  const marks = [op.deprecated && 'deprecated', op.beta && 'beta'].filter((m): m is string => Boolean(m) && !said.includes(m as string));
  return marks.map((m) => ` (${m})`).join('');
}


/** What each `Paging` value in an operation's table means, in the order of the legend, for the kinds the spec uses. */
function pagingKinds(model: ApiModel): { name: PagingKind; text: string }[] {
  const paging = model.profile.paging;
  if (!paging) return [];
  const kinds: PagingKind[] = ['sync', 'list', 'cursor'];
  return kinds.filter((kind) => model.operations.some((op) => op.paging === kind)).map((name) => ({ name, text: pagingKindText(name, paging) }));
}

/** Header parameters every operation takes (such as `X-On-Behalf-Of`), with their descriptions. */
function commonHeaders(model: ApiModel): { name: string; description: string }[] {
  const [first, ...rest] = model.operations;
  if (!first) return [];
  return first.parameters
    .filter((p) => p.in === 'header' && rest.every((op) => op.parameters.some((q) => q.in === 'header' && q.name === p.name)))
    .map((p) => ({ name: p.name, description: p.description }));
}
