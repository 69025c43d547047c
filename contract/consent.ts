// Consent: what a request the server accepts can do to its data, and so which flag a run needs
// before it sends one. Every operation is classified from its permission, the action its name
// says and its description, not from `x-access` alone (application.delete and the Offers
// operations carry none). Every request the suite sends passes `requestConsent` (session.ts).
import type { OperationModel } from '../generator/model/types.ts';
import { isObject } from './checks/answers.ts';

/** What an accepted request does: reads, makes a new record, changes one, or does what cannot be undone. */
export type Kind = 'read' | 'create' | 'update' | 'destructive';

/** The flag a request needs: none (read-only, the default), `--allow-writes`, `--allow-destructive`. */
export type ConsentLevel = 'read-only' | 'writes' | 'destructive';

export const FLAG: Record<ConsentLevel, string | null> = { 'read-only': null, writes: '--allow-writes', destructive: '--allow-destructive' };

export interface Consent {
  kind: Kind;
  /** Why the operation is of its kind, in a few words for the plan and skip reasons. */
  why: string;
  /**
   * The request field naming the record an update or destructive operation changes (`candidateId`),
   * or that a create-or-update makes or changes (`entityId`); null for reads and plain creates.
   */
  target: string | null;
}

/** Verbs of an action (the name after the dot) whose effect the suite cannot undo. */
const DESTRUCTIVE_ACTIONS: [RegExp, string][] = [
  [/^delete/, 'deletes'],
  [/^remove/, 'removes'],
  [/^anonymi[sz]e/, 'anonymizes, which cannot be undone'],
  [/^(archive|setArchived)/, 'archives'],
  [/^cancel/, 'cancels'],
  [/^push/, 'sends the record to another system, which the suite cannot call back'],
];

/** Words of a description (before its "Access:" paragraph) that say the operation deletes. */
const DESTRUCTIVE_WORDS = /\b(deletes|removes|anonymi[sz]es|archives|cancels)\b/i;

/** A description that says the operation makes the record when it is missing and changes it otherwise. */
const UPSERT_WORDS = /\bcreates or updates\b/i;

const READ_ACTIONS = /^(info|list|search|get)([A-Z_].*)?$/;
const CREATE_ACTIONS = /^(create|submit)([A-Z_].*)?$/;

/**
 * The field naming the record an operation changes where it is not `<resource>Id`, from the
 * description: `approvalDefinition.update` "creates or updates the approval definition of an entity".
 */
const TARGET_FIELDS: Record<string, string> = { 'approvalDefinition.update': 'entityId' };

/**
 * Records the suite attaches children to only when it created them: a note, a file, feedback or
 * an application on them changes what people read about a real person.
 */
export const OWNED_PARENTS = ['candidateId', 'applicationId', 'interviewEventId'] as const;

export function consentOf(operation: OperationModel): Consent {
  // The name as sent (`application.change_stage`), not the client's method name, which can differ.
  const [resource, action] = [operation.name.slice(0, operation.name.indexOf('.')), operation.name.slice(operation.name.indexOf('.') + 1)];
  const target = TARGET_FIELDS[operation.name] ?? `${resource}Id`;
  const deletePermission = operation.permissions.find((p) => /Delete$/.test(p));
  if (deletePermission) return { kind: 'destructive', why: `needs the ${deletePermission} permission`, target };
  if (operation.access === 'delete') return { kind: 'destructive', why: 'its access is delete', target };
  if (operation.access === 'read') return { kind: 'read', why: 'read access', target: null };
  if (operation.access === null && READ_ACTIONS.test(action)) return { kind: 'read', why: `its action "${action}" reads`, target: null };
  for (const [verb, what] of DESTRUCTIVE_ACTIONS) {
    if (verb.test(action)) return { kind: 'destructive', why: `its action "${action}" ${what}`, target };
  }
  const described = operation.description.split(/\n\s*\n\s*Access:/)[0];
  const words = DESTRUCTIVE_WORDS.exec(described);
  if (words) return { kind: 'destructive', why: `its description says it ${words[1].toLowerCase()}`, target };
  // Made when missing: even a made-up id could create a record, so it is a create, aimed at the suite's own records.
  if (UPSERT_WORDS.test(described)) return { kind: 'create', why: 'its description says it creates or updates', target };
  if (CREATE_ACTIONS.test(action)) return { kind: 'create', why: `its action "${action}" makes a new record`, target: null };
  return { kind: 'update', why: `its action "${action}" changes an existing record`, target };
}

export function levelOf(kind: Kind): ConsentLevel {
  return kind === 'read' ? 'read-only' : kind === 'destructive' ? 'destructive' : 'writes';
}

/** The ids the suite knows: those it made up (no server holds them) and those of records it created. */
export interface KnownIds {
  madeUp: ReadonlySet<string>;
  own: ReadonlySet<string>;
}

/** What one request needs: its level, or why it is never sent, whatever the flags. */
export type RequestConsent = { level: ConsentLevel; why: string } | { never: string };

/**
 * The consent one request needs. A read needs none; so does a body no server can write from (not
 * a JSON object) and an update or deletion whose ids were all made up (it names no record). Any
 * other update or deletion is sent only to a record the suite created, and a create only under a
 * candidate, application or interview event of the suite's own.
 */
export function requestConsent(operation: OperationModel, consent: Consent, body: unknown, ids: KnownIds): RequestConsent {
  if (consent.kind === 'read') return { level: 'read-only', why: consent.why };
  if (!isObject(body)) return { level: 'read-only', why: 'a body that is not a JSON object carries nothing to write' };
  const named = namedIds(body, consent);
  const foreign = named.filter(({ value }) => !ids.madeUp.has(value) && !ids.own.has(value));
  if (foreign.length) {
    const { field, value } = foreign[0];
    return { never: `${operation.name} would ${field === consent.target ? 'change' : 'attach to'} ${field} ${value}, a record the suite did not create` };
  }
  if (consent.kind === 'create') return { level: 'writes', why: consent.why };
  const target = consent.target!;
  const value = body[target];
  if (value === undefined) return { never: `${operation.name}'s request names no ${target}, so which record it would change is not known` };
  // A target of another type (a probe of a broken body) names no record at all.
  if (typeof value !== 'string' || ids.madeUp.has(value)) return { level: 'read-only', why: `it names no existing record (${target} was made up by the suite)` };
  return { level: levelOf(consent.kind), why: `${consent.why}, on a record the suite created` };
}

/** The record ids a body names where they matter: the target of a change and any parent the suite must own. */
function namedIds(body: Record<string, unknown>, consent: Consent): { field: string; value: string }[] {
  const fields = new Set<string>(OWNED_PARENTS);
  if (consent.target) fields.add(consent.target);
  return [...fields].filter((field) => typeof body[field] === 'string').map((field) => ({ field, value: body[field] as string }));
}
