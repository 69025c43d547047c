// not-found.*: a request naming a record that does not exist is refused, whatever the server holds.
// The suite makes the ids up, so the probes need no data of the server's: a random UUID
// (`not-found.unknown-id`), an id that is no UUID (`not-found.malformed-id`), and, on reads, the id
// of a real record of another kind (`not-found.wrong-kind`: a user's id given as a candidateId).
// A probe of a change names only made-up records, so it is sent without --allow-writes; a create
// with a made-up parent needs it (consent.ts): a server that ignored the parent would make a record.
import { deref } from '../../generator/model/refs.ts';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';
import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome, type Finding } from '../types.ts';
import { envelopeOf, errorEnvelopeFindings, errorSaid, isObject, jsonAnswer, transportFindings } from './answers.ts';
import { idOf, PRISM_STATELESS, walk } from './flow.ts';

/** The request fields that name records: those the spec declares, and the one a change targets where it does not. */
export function idFieldsOf(context: CheckContext): { declared: string[]; reading: string | null } {
  const declared = declaredIdFields(context.model, context.operation);
  const { target } = context.consent();
  return { declared, reading: target && !declared.includes(target) ? target : null };
}

const isEmptyList = (results: unknown): boolean => Array.isArray(results) && results.length === 0;

function declaredIdFields(model: ApiModel, operation: OperationModel): string[] {
  const schema = deref(model.bundle, operation.request?.jsonSchema ?? null);
  const properties = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  return properties.filter((name) => /(^id|Id)$/.test(name));
}

/** Sends the probe body with every id field set by `value`, and judges the answer. */
async function probe(context: CheckContext, value: (field: string) => string, what: string): Promise<CheckOutcome> {
  const { declared, reading } = idFieldsOf(context);
  const fields = [...declared, ...(reading ? [reading] : [])];
  if (fields.length === 0) return skip('its request names no record');
  const body: Record<string, unknown> = context.consent().kind === 'read' ? { ...(isObject(context.requestBody()) ? (context.requestBody() as object) : {}) } : context.probeBody();
  for (const field of fields) body[field] = value(field);
  const exchange = await context.send(body);
  const transport = transportFindings(exchange);
  if (transport.length) return fail(transport.map((f) => ({ ...f, message: `${what}: ${f.message}` })));
  const answer = jsonAnswer(exchange)!;
  const json = answer.json;
  const at = { request: answer.request, status: answer.status };
  const named = fields.map((f) => `${f} ${JSON.stringify(body[f])}`).join(', ');
  const envelope = envelopeOf(context.model);
  if (envelope.failed(json)) {
    const problems = errorEnvelopeFindings(context.model, answer, what);
    if (answer.status === 403 && problems.length === 0) return skip(`the API key may not call this operation (HTTP 403, ${errorSaid(context.model, json)}), so whether it finds the record is not reached`);
    const findings: Finding[] = [...problems];
    if (answer.status !== 200) findings.push({ ...at, message: `${what} (${named}): expected HTTP 200 with the error envelope, got HTTP ${answer.status}` });
    return fail(findings);
  }
  // A list of what belongs to a record that does not exist may truthfully be empty.
  if (context.operation.paging && envelope.succeeded(json) && isEmptyList(envelope.results(json))) return pass([`${what}: answered an empty list rather than refusing`]);
  if (declared.length === 0) {
    return skip(`inconclusive: the spec does not show the field naming the record ${context.operation.name} changes; it answered ${reading} ${JSON.stringify(body[reading!])} (${what}) with success, so it may name the record otherwise`);
  }
  return fail([{ ...at, message: `${what} (${named}) must be refused with the error envelope, but the answer ${envelope.succeeded(json) ? 'is a success' : 'is no error envelope'}`, path: envelope.flagPath, value: isObject(json) ? envelope.flag(json) : json }]);
}

export const unknownIdCheck: Check = {
  name: 'not-found.unknown-id',
  description: 'a request naming a record by a random UUID no server holds is refused with the error envelope (a list may answer empty)',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    return probe(context, () => context.madeUpId(), 'a made-up id (a random UUID)');
  },
};

export const malformedIdCheck: Check = {
  name: 'not-found.malformed-id',
  description: 'a request naming a record by an id that is not a UUID is refused with the error envelope, never a 5xx',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    return probe(context, () => context.madeUpId('malformed'), 'an id that is not a UUID');
  },
};

export const wrongKindCheck: Check = {
  name: 'not-found.wrong-kind',
  description: "a read naming a record by the id of a real record of another kind (a user's id as a candidateId) is refused",
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const { declared } = idFieldsOf(context);
    if (declared.length === 0) return skip('its request names no record');
    if (context.consent().kind !== 'read') return skip("tried on reads only: a change given a real record's id could change that record on a server that looks ids up across kinds");
    const real = await realIdsOfTwoKinds(context);
    if (real.length < 2) return skip(`no two lists that need no record named show records of two kinds whose ids could be given as another kind (tried ${real.map((r) => r.list).join(', ') || 'none'})`);
    return probe(context, (field) => real.find((r) => r.resource !== resourceNamedBy(context, field))!.id, 'the id of a real record of another kind');
  },
};

/** The resource an id field names: `candidateId` a candidate, `id` the operation's own. */
function resourceNamedBy(context: CheckContext, field: string): string {
  return field === 'id' ? context.operation.resource : field.replace(/Id$/, '');
}

/** How many lists the wrong-kind probe tries before it gives up finding records of two kinds. */
const MAX_LISTS_TRIED = 6;

/**
 * The id of a real record from each of the first two lists (in the spec's order) of different
 * resources that need no record named and show one.
 */
async function realIdsOfTwoKinds(context: CheckContext): Promise<{ list: string; resource: string; id: string }[]> {
  const lists = context.model.operations.filter((o) => o.paging !== null && o.action === 'list' && declaredIdFields(context.model, o).length === 0);
  const found: { list: string; resource: string; id: string }[] = [];
  for (const list of lists.slice(0, MAX_LISTS_TRIED)) {
    if (found.some((f) => f.resource === list.resource)) continue;
    const id = await firstId(context, list.name);
    if (id) found.push({ list: list.name, resource: list.resource, id });
    if (found.length === 2) break;
  }
  return found;
}

async function firstId(context: CheckContext, operation: string): Promise<string | null> {
  const list = await walk(context, operation, { limit: 1 }, { maxPages: 1 }, `finding a ${operation.split('.')[0]}`);
  return list.records.map(idOf).find((id): id is string => id !== null) ?? null;
}
