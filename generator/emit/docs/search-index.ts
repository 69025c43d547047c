// The operation index the HTML reference's own search box reads (templates/docs/search.js): per
// operation its name, summary, module, marks, the anchor Redoc gives its section, and the names of
// its request and result fields; then the same for each webhook (model/webhooks.ts), which Redoc
// renders too, with its payload's fields, marked as a webhook. Built at generate time and written
// into the page, so the box works at first paint, before Redoc's script has run.
import type { ApiModel, JsonSchema, OperationModel } from '../../model/types.ts';
import slugify from 'slugify';
import { resolve, schemaFields } from './schema-fields.ts';
import { escapeToken } from '../../json-pointer.ts';
import { redocTags } from '../../tag-groups.ts';
import type { WebhookModel } from '../../model/webhooks.ts';

export interface SearchEntry {
  /** The operation name, `candidate.create`; a webhook's name in the webhooks map, `petAdopted`. */
  name: string;
  summary: string;
  /** The module (first tag) the operation is listed under; for a webhook without a tag `webhooks`, where Redoc lists it. */
  module: string;
  /** Redoc's route of the operation's section: `#/<module slug>/<operationid>`, `#/other/<operationid>` untagged. */
  href: string;
  deprecated: boolean;
  beta: boolean;
  /** Field names of the request body and the result (a webhook's payload), nested ones included, each once, space-separated. */
  fields: string;
  /**
   * Set on a webhook's entry (a request the service sends, which the page marks as one); absent on
   * an operation's, so the operations' entries, most of the index, carry nothing more.
   */
  webhook?: true;
}

/** How deep nested fields are indexed: `results[].candidate.emailAddresses[].isPrimary` is four levels. */
const FIELD_DEPTH = 4;

/** The operations, in the model's order, then the webhooks, in the document's. */
export function searchIndex(model: ApiModel): SearchEntry[] {
  const operations = model.operations.map((op) => ({
    name: op.name,
    summary: op.summary,
    module: op.tags[0] ?? '',
    href: operationHref(op),
    deprecated: op.deprecated,
    beta: op.beta,
    fields: fieldNames(model, op).join(' '),
  }));
  const webhooks = model.webhooks.map((webhook) => ({
    name: webhook.name,
    summary: webhook.summary,
    module: redocTags({ tags: webhook.tags, webhook: true })[0],
    href: webhookHref(webhook),
    deprecated: webhook.deprecated,
    beta: false,
    fields: leafNames(schemaFields(model.schemas, webhook.payload?.schema ?? null, { maxDepth: FIELD_DEPTH })).join(' '),
    webhook: true as const,
  }));
  return [...operations, ...webhooks];
}

/**
 * The route Redoc's hash router gives an operation's section, by Redoc's own rule (its menu
 * builder's operation slug, redoc 3): the operationId as written, a backslash as `%5C`, under
 * `other/` when the operation has no tag; an operation without an operationId by its JSON pointer,
 * `paths/~1pets~1{petId}/get` (a `#` in it as `_`); all of it lower-cased, after the first tag's slug when it has one.
 * Redoc's own menu links are these, spaces and dots included (not slugged).
 */
export function operationHref(op: OperationModel): string {
  return redocRoute(op.tags, op.operationId, ['paths', op.path, op.method]);
}

/**
 * The route Redoc gives a webhook's section, by the same rule (its menu builder reads the webhooks
 * map as it reads `paths`, redoc 3): under the webhook's first tag, or under the tag `webhooks` it
 * files a webhook without tags under (so never `other/`); by its operationId, else by a pointer
 * that still starts `paths/`, then the webhook's name and method (`#/webhooks/paths/stock~1low/put`).
 * Read in @redocly/cli's lib/chunks/redoc.standalone.js: the webhooks map goes through the builder
 * of `paths` with a webhook flag, which only changes the tag of an untagged one; the test follows
 * each kind in Chromium (test/docs/search-links.test.ts).
 */
export function webhookHref(webhook: WebhookModel): string {
  return redocRoute(redocTags({ tags: webhook.tags, webhook: true }), webhook.operationId, ['paths', webhook.name, webhook.method]);
}

/** Redoc's route of an operation filed under `tags` (none: under `other/`), by `operationId`, else by the pointer of `tokens`. */
function redocRoute(tags: string[], operationId: string | null, tokens: string[]): string {
  const untagged = tags.length === 0;
  const section = operationId ? `${untagged ? 'other/' : ''}${operationId.replace(/\\/g, '%5C')}` : tokens.map(escapeToken).join('/').replace(/#/g, '_');
  return `#/${untagged ? '' : `${tagSlug(tags[0]!)}/`}${section.toLowerCase()}`;
}

/**
 * The slug Redoc's menu builder gives a tag (redoc 3, its `safeSlugify`): the `slugify` package's,
 * which spells out `&` and `$` and drops accents (`Pets & Toys_v2 Café`: `pets-and-toys_v2-cafe`);
 * where that leaves nothing (a name in Japanese, say), the name lower-cased with its spaces as
 * dashes. Lower-cased, a backslash as `%5C`, as for the operation part.
 */
function tagSlug(tag: string): string {
  const slug =
    slugify(tag) ||
    tag.toLowerCase().replace(/\s+/g, '-').replace(/&/g, '-and-').replace(/-{2,}/g, '-').replace(/^-/, '').replace(/-$/, '');
  return slug.toLowerCase().replace(/\\/g, '%5C');
}

function fieldNames(model: ApiModel, op: OperationModel): string[] {
  const rows = [
    ...schemaFields(model.schemas, op.request?.jsonSchema ?? op.request?.multipart?.schema ?? null, { maxDepth: FIELD_DEPTH }),
    ...schemaFields(model.schemas, itemsOf(model, op.response.resultsSchema ?? op.response.documentedBody?.schema ?? null), { maxDepth: FIELD_DEPTH }),
  ];
  return leafNames(rows);
}

/** Each row's own field name (`isPrimary` of `results[].emailAddresses[].isPrimary`), once, sorted. */
function leafNames(rows: { name: string }[]): string[] {
  const names = new Set<string>();
  for (const row of rows) names.add(row.name.slice(row.name.lastIndexOf('.') + 1).replace(/\[\]$/, ''));
  return [...names].sort();
}

/** A list's records (the items of an array schema), or the schema itself. */
function itemsOf(model: ApiModel, schema: JsonSchema | null): JsonSchema | null {
  const resolved = resolve(model.schemas, schema).schema;
  const isArray = resolved.type === 'array' || (Array.isArray(resolved.type) && resolved.type.includes('array'));
  return isArray ? (resolved.items ?? null) : schema;
}

/**
 * The index as the text of a `<script type="application/json">` element: `<` is escaped so no
 * summary can close the element, and U+2028/2029 so the text stays valid in any script context.
 */
export function searchIndexJson(entries: SearchEntry[]): string {
  return JSON.stringify(entries).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
