// How the suite names what it writes and keeps the list of what it wrote. Which requests may be
// sent at all is consent.ts's business, asked by session.ts before every request leaves.
import type { OperationModel } from '../generator/model/types.ts';
import { isObject } from './checks/answers.ts';
import type { WrittenRecord } from './types.ts';

/** The marker of one run: a person reading the data sees what wrote it and when. */
export function runMarker(now = new Date(), id = crypto.randomUUID().slice(0, 8)): { marker: string; slug: string } {
  return { marker: `contract-suite ${now.toISOString().slice(0, 16)}Z ${id}`, slug: `contract-suite-${id}` };
}

/** Fields whose text a person reads as the record's name or content, where the marker goes. */
const NAMED_FIELDS = ['name', 'title', 'note', 'content', 'description'];

/**
 * The body of a write with the run's marker in it: prefixed to the text fields a person reads as
 * its name; else, for a create, as a `name` of its own when the spec declares one or the body is
 * empty (an example of a create whose fields are not shown, which would make a nameless record).
 * A create that names fields of its own gets no field the spec does not declare: a server may
 * refuse it (the sandbox refuses any field an operation does not read).
 */
export function markBody(operation: OperationModel, body: unknown, marker: string): unknown {
  if (!isObject(body)) return body;
  const marked: Record<string, unknown> = { ...body };
  let named = false;
  for (const field of NAMED_FIELDS) {
    const text = marked[field];
    if (typeof text === 'string') {
      if (!text.includes(marker)) marked[field] = `[${marker}] ${text}`;
      named = true;
    }
  }
  if (!named && /^create/.test(operation.action) && (declaresField(operation, 'name') || Object.keys(body).length === 0)) marked.name = marker;
  return marked;
}

function declaresField(operation: OperationModel, field: string): boolean {
  const schema = operation.request?.jsonSchema;
  return isObject(schema) && isObject(schema.properties) && field in schema.properties;
}

/** The ids an accepted write's results carry: its `id`, any `*Id` field, and the `id` of each record in an `alongside` field (`field id`). */
export function writtenIds(results: unknown, alongside: string[]): string[] {
  if (!isObject(results)) return [];
  const ids: string[] = [];
  for (const [key, value] of Object.entries(results)) {
    if ((key === 'id' || /Id$/.test(key)) && typeof value === 'string') ids.push(key === 'id' ? value : `${key} ${value}`);
  }
  for (const { field, id } of idsAlongside(results, alongside)) ids.push(`${field} ${id}`);
  return ids;
}

/** The `id` of each record the results hold in one of the `alongside` fields (ServiceProfile.createdAlongside). */
export function idsAlongside(results: Record<string, unknown>, alongside: string[]): { field: string; id: string }[] {
  return alongside.flatMap((field) => {
    const record = results[field];
    return isObject(record) && typeof record.id === 'string' ? [{ field, id: record.id }] : [];
  });
}

/** What the run wrote, in the order the server accepted it. */
export class WriteLedger {
  readonly records: WrittenRecord[] = [];

  add(record: WrittenRecord): void {
    this.records.push(record);
  }
}
