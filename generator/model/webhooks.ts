// The document's webhooks (ApiModel.webhooks): the requests the service sends to a receiver the
// reader runs (OpenAPI 3.1 `webhooks`, or `x-webhooks` as Redoc reads it in 3.0). Only the reference
// docs read them (the markdown reference, the page's search, the "Other" tag group), so they list
// the same webhooks Redoc renders on the page; the client, types, validators and server are about
// calls made to the service, which `model.operations` holds.
import type { JsonSchema } from './types.ts';
import { deref } from './refs.ts';
import { METHODS } from './methods.ts';
import { withOverrides } from './parameter-places.ts';
import { declaredOperationId } from './names.ts';

/** One operation of the webhooks map: a request the service sends. */
export interface WebhookModel {
  /** The webhooks map's key (`petAdopted`). */
  name: string;
  /** Lower-case, as in the document (`post`). */
  method: string;
  operationId: string | null;
  /** The operation's, else its path item's (as Redoc reads them). */
  summary: string;
  description: string;
  tags: string[];
  deprecated: boolean;
  /** Header, query, path and cookie parameters of the request sent (a signature header, say). */
  parameters: { name: string; in: string; required: boolean; description: string }[];
  /** The request body the service sends, or null where none is documented. */
  payload: WebhookPayload | null;
  /** What the receiver is expected to answer, by status, in the document's order. */
  responses: { status: string; description: string }[];
}

export interface WebhookPayload {
  required: boolean;
  description: string;
  /** Every media type the body is documented in. */
  mediaTypes: string[];
  /** The schema of the JSON media type, else of the first one; null where none is given. */
  schema: JsonSchema | null;
}

/**
 * The webhooks of `document` (a bundled document, or the docs copy of one), in the document's
 * order: `x-webhooks`, else `webhooks`, as Redoc picks them, each path item followed through its
 * `$ref` (`#/components/pathItems/...`). An `x-` key of the map is an extension, not a webhook.
 */
export function documentWebhooks(document: Record<string, any>): WebhookModel[] {
  const map: unknown = document[webhooksKey(document)];
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([name, rawItem]) => {
    if (name.startsWith('x-')) return [];
    const item = follow(document, rawItem);
    if (!item || typeof item !== 'object') return [];
    return METHODS.flatMap((method) => {
      const op = follow(document, item[method]);
      return op && typeof op === 'object' ? [webhookOf(document, name, method, item, op)] : [];
    });
  });
}

/**
 * The top-level key the document's webhooks are read from, as Redoc picks it: `x-webhooks` (how a
 * 3.0 document gives them) where it is set, else `webhooks` (3.1's). Whatever walks the webhooks'
 * schemas reads the same key, so it sees the webhooks the docs list.
 */
export function webhooksKey(document: Record<string, any>): 'x-webhooks' | 'webhooks' {
  return document['x-webhooks'] ? 'x-webhooks' : 'webhooks';
}

function webhookOf(document: Record<string, any>, name: string, method: string, item: Record<string, any>, op: Record<string, any>): WebhookModel {
  return {
    name,
    method,
    operationId: declaredOperationId(op),
    summary: text(op.summary ?? item.summary),
    description: text(op.description ?? item.description),
    tags: Array.isArray(op.tags) ? op.tags.filter((tag: unknown): tag is string => typeof tag === 'string') : [],
    deprecated: op.deprecated === true,
    parameters: parametersOf(document, [...arrayOf(item.parameters), ...arrayOf(op.parameters)]),
    payload: payloadOf(document, op.requestBody),
    responses: Object.entries<unknown>(op.responses && typeof op.responses === 'object' ? op.responses : {})
      .filter(([status]) => !status.startsWith('x-'))
      .map(([status, response]) => ({ status, description: text(follow(document, response)?.description) })),
  };
}

/** The parameters as sent, an operation's own overriding its path item's of the same place and name. */
function parametersOf(document: Record<string, any>, raw: unknown[]): WebhookModel['parameters'] {
  const parameters = raw.flatMap((entry) => {
    const p = follow(document, entry);
    if (!p || typeof p !== 'object' || typeof p.name !== 'string') return [];
    return [{ name: p.name, in: String(p.in ?? ''), required: p.required === true, description: text(p.description) }];
  });
  return withOverrides(parameters);
}

function payloadOf(document: Record<string, any>, raw: unknown): WebhookPayload | null {
  const body = follow(document, raw);
  if (!body || typeof body !== 'object') return null;
  const content: Record<string, any> = body.content && typeof body.content === 'object' ? body.content : {};
  const mediaTypes = Object.keys(content);
  const chosen = mediaTypes.find((type) => /json/i.test(type)) ?? mediaTypes[0];
  const schema = chosen ? (follow(document, content[chosen])?.schema ?? null) : null;
  return { required: body.required === true, description: text(body.description), mediaTypes, schema };
}

/** A node followed through its `$ref`s; undefined where one cannot be followed (lint reports it). */
function follow(document: Record<string, any>, node: unknown): any {
  try {
    return deref(document, node);
  } catch {
    return undefined;
  }
}

const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
