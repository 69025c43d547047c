// What the docs say about each operation beyond its own description, built from the model: what
// the spec leaves unshown (who may call it is the profile's wording: OperationModel.accessWording).
import type { ApiModel, OperationModel } from '../../model/types.ts';
import { schemaFields } from './schema-fields.ts';

/** One entry of the list of everything the source leaves unshown. */
export interface NotShownEntry {
  /** Where: `API`, an operation name, or a schema (`Candidate.primaryPhoneNumber`). */
  where: string;
  kind: 'api' | 'operation' | 'schema';
  what: string;
}

/** Everything the spec marks as not shown: the root list, each operation's, and each schema's (walked). */
export function notShownEntries(model: ApiModel): NotShownEntry[] {
  const entries: NotShownEntry[] = model.notShown.map((what) => ({ where: 'API', kind: 'api' as const, what }));
  for (const op of model.operations) for (const what of op.notShown) entries.push({ where: op.name, kind: 'operation', what });
  const schemas: Record<string, any> = model.schemas;
  for (const name of Object.keys(schemas).sort()) walkSchema(schemas[name], name, entries, 0);
  return entries;
}

/** What the docs say where a request has fields whose required-ness the document does not give. */
export const REQUIRED_NOT_SHOWN_NOTE = 'which request fields are required, and whether they may be null';

/**
 * True when the operation's request lists fields of its own (not of a named component) and the
 * document does not say which are required (RequestModel.requiredNotShown).
 */
export function requestRequiredNotShown(model: ApiModel, op: OperationModel): boolean {
  if (!op.request?.requiredNotShown) return false;
  return schemaFields(model.schemas, op.request.jsonSchema).some((row) => row.declaredIn === null);
}

/**
 * The operation's own description already says it is deprecated, naming its replacement where it
 * has one: a generated deprecation note would say the fact a second time.
 */
export function descriptionSaysDeprecated(op: OperationModel): boolean {
  const description = op.description.toLowerCase();
  return op.deprecated && description.includes('deprecated') && (!op.replacedBy || op.description.includes(op.replacedBy));
}

function walkSchema(schema: any, where: string, entries: NotShownEntry[], depth: number): void {
  if (!schema || typeof schema !== 'object' || depth > 6) return;
  // Referenced components are listed under their own name; only inline schemas are walked here.
  if (typeof schema.$ref === 'string' && Object.keys(schema).length === 1) return;
  for (const what of asList(schema['x-not-shown'])) entries.push({ where, kind: 'schema', what });
  for (const [name, property] of Object.entries<any>(schema.properties ?? {})) walkSchema(property, `${where}.${name}`, entries, depth + 1);
  if (schema.items) walkSchema(schema.items, `${where}[]`, entries, depth + 1);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const part of schema[key] ?? []) walkSchema(part, where, entries, depth + 1);
  }
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}
