// One run's connection to its target: every request any check sends passes through `send`, which
// asks the consent guard (consent.ts) before it leaves, names what it writes with the run's marker,
// keeps the list of accepted writes and the ids of the records the suite created, redacts answers
// as they arrive, and holds at most `concurrency` requests in flight.
import type { ApiModel, OperationModel } from '../generator/model/types.ts';
import { envelopeOf, isObject } from './checks/answers.ts';
import { consentOf, FLAG, levelOf, OWNED_PARENTS, requestConsent, type Consent, type ConsentLevel } from './consent.ts';
import { ConsentError } from './errors.ts';
import { createLimiter, send } from './http/send.ts';
import type { Keys } from './keys.ts';
import { OwnRecords } from './own-records.ts';
import { scrubExchange } from './report/redact.ts';
import { buildHttpRequest, type BuiltRequest } from './requests.ts';
import { idsAlongside, markBody, WriteLedger, writtenIds } from './safety.ts';
import type { Exchange, SendOptions, Target } from './types.ts';

/** What the session knows of a request as it hands it to the transport (the plan lists these). */
export interface RequestMeta {
  operation: string;
  check: string;
  level: ConsentLevel;
  /** The key's role (`valid`, `restricted`, ...), `none`, `unknown`, or `raw` for a hand-made Authorization header. */
  key: string;
}

/** Sends a built request and reads the answer: over HTTP, or, for a plan, not at all. */
export type Transport = (request: BuiltRequest, meta: RequestMeta) => Promise<Exchange>;

/** A request the guard kept back, and the flag that would have let it go (null: none would). */
export interface Withheld {
  operation: string;
  check: string;
  needs: string | null;
  reason: string;
}

export interface SessionSettings {
  model: ApiModel;
  target: Target;
  keys: Keys;
  timeoutMs: number;
  concurrency: number;
  marker: string;
  slug: string;
  /** The keys and their encodings, redacted from every answer as it arrives. */
  secrets: string[];
  /** Replaces sending over HTTP (a plan records the requests instead). */
  transport?: Transport;
}

export class Session {
  readonly ledger = new WriteLedger();
  readonly withheldRequests: Withheld[] = [];
  /** Requests that found no server at all (a refused or reset connection, not a timeout). */
  networkErrors = 0;
  readonly ownRecords: OwnRecords;
  private readonly settings: SessionSettings;
  private readonly byName: Map<string, OperationModel>;
  private readonly bodies = new Map<string, unknown>();
  private readonly primaries = new Map<string, Promise<Exchange>>();
  private readonly own = new Set<string>();
  private readonly madeUp = new Set<string>();
  private readonly transport: Transport;

  constructor(settings: SessionSettings, bodies: Map<string, unknown>) {
    this.settings = settings;
    this.byName = new Map(settings.model.operations.map((o) => [o.name, o]));
    this.bodies = bodies;
    const limit = createLimiter(settings.concurrency);
    this.transport = settings.transport ?? ((request) => limit(async () => scrubExchange(await send(request, settings.timeoutMs), settings.secrets)));
    this.ownRecords = new OwnRecords(
      { send: (operation, body, options, check) => this.send(operation, body, options, check), requestBody: (name) => this.requestBody(name), marker: settings.marker, slug: settings.slug },
      settings.model,
    );
  }

  /** The ids of the records the suite created, in the order the server answered them. */
  get created(): string[] {
    return [...this.own];
  }

  get target(): Target {
    return this.settings.target;
  }

  operation(name: string): OperationModel {
    const operation = this.byName.get(name);
    if (!operation) throw new Error(`No operation "${name}" in the spec.`);
    return operation;
  }

  consent(name: string): Consent {
    return consentOf(this.operation(name));
  }

  /** Whether the run may send requests of this level. */
  allows(level: ConsentLevel): boolean {
    const { target } = this.settings;
    return level === 'read-only' || (level === 'writes' ? target.writes : target.destructive);
  }

  /** Why the operation's example request is not sent at this run's consent, or null. */
  withheld(name: string): string | null {
    const consent = this.consent(name);
    const level = levelOf(consent.kind);
    if (this.allows(level)) return null;
    return `${name} ${consentWording(consent)}: run with ${FLAG[level]} to send it`;
  }

  /** The example body of an operation (a copy). */
  requestBody(name: string): unknown {
    return structuredClone(this.bodies.get(name));
  }

  /** A random UUID no server holds, or (`malformed`) an id that is no UUID at all; the guard knows both as made up. */
  madeUpId(form: 'uuid' | 'malformed' = 'uuid'): string {
    const uuid = crypto.randomUUID();
    const id = form === 'uuid' ? uuid : `contract-suite-not-a-uuid-${uuid.slice(0, 8)}`;
    this.madeUp.add(id);
    return id;
  }

  /** The example body with every top-level record id made up, and the record a change names made up too. */
  probeBody(name: string): Record<string, unknown> {
    const example = this.requestBody(name);
    const body: Record<string, unknown> = isObject(example) ? example : {};
    for (const [field, value] of Object.entries(body)) if (/(^id|Id)$/.test(field) && typeof value === 'string') body[field] = this.madeUpId();
    const { target } = this.consent(name);
    if (target) body[target] = this.madeUpId();
    return body;
  }

  /**
   * Sends a request the guard allows; rejects with a ConsentError for one it does not. An accepted
   * write goes into the ledger, and the records an accepted create made become the suite's own.
   */
  async send(name: string, body: unknown, options: SendOptions, check: string): Promise<Exchange> {
    const operation = this.operation(name);
    const consent = consentOf(operation);
    let decision = requestConsent(operation, consent, bodyAsSent(body, options), { madeUp: this.madeUp, own: this.own });
    // The suite's own mock holds no records, so no request to it can change one.
    if ('never' in decision && this.settings.target.kind === 'prism-mock') decision = { level: levelOf(consent.kind), why: consent.why };
    if ('never' in decision) return this.withhold(name, check, null, decision.never);
    if (!this.allows(decision.level)) return this.withhold(name, check, FLAG[decision.level], `${name} ${consentWording(consent)}: run with ${FLAG[decision.level]} to send it`);
    const writes = decision.level !== 'read-only';
    const { model, target, keys, marker } = this.settings;
    const sent = writes && consent.kind !== 'destructive' ? markBody(operation, body, marker) : body;
    const auth = options.auth ?? 'valid';
    const request = buildHttpRequest({
      baseUrl: target.baseUrl,
      operation,
      acceptHeader: model.acceptHeader,
      body: options.rawBody ?? JSON.stringify(sent),
      form: options.form,
      auth,
      keys,
      headers: options.headers,
      method: options.method,
    });
    const key = typeof auth === 'object' ? 'raw' : auth;
    const exchange = await this.transport(request, { operation: name, check, level: decision.level, key });
    if (!exchange.answered && exchange.reason === 'network-error') this.networkErrors++;
    if (writes && exchange.answered && envelopeOf(model).succeeded(exchange.json)) this.accepted(operation, consent, sent, envelopeOf(model).results(exchange.json), check);
    return exchange;
  }

  /** The operation's example request, sent once; a change goes to a record of the suite's own. */
  primary(name: string): Promise<Exchange> {
    let exchange = this.primaries.get(name);
    if (!exchange) {
      exchange = this.examplePrimary(name);
      this.primaries.set(name, exchange);
    }
    return exchange;
  }

  private async examplePrimary(name: string): Promise<Exchange> {
    const refused = this.withheld(name);
    const consent = this.consent(name);
    if (refused) return this.withhold(name, 'example request', FLAG[levelOf(consent.kind)], refused);
    const example = this.requestBody(name);
    if (consent.kind === 'read' || !isObject(example) || this.settings.target.kind === 'prism-mock') return this.send(name, example, {}, 'example request');
    const body: Record<string, unknown> = example;
    // Parents the example names, and the record a change changes, become records of the suite's own.
    const fields = new Set<string>(OWNED_PARENTS.filter((field) => field in body));
    if (consent.target) fields.add(consent.target);
    await Promise.all(
      [...fields].map(async (field) => {
        if (!this.ownRecords.canMake(field)) this.withhold(name, 'example request', null, `${name} changes the record ${field} names, and the suite has no way to make one of its own`);
        body[field] = await this.ownRecords.get(field, { fresh: consent.kind === 'destructive' && field === consent.target });
      }),
    );
    return this.send(name, body, {}, 'example request');
  }

  private withhold(operation: string, check: string, needs: string | null, reason: string): never {
    this.withheldRequests.push({ operation, check, needs, reason });
    throw new ConsentError(reason, needs);
  }

  private accepted(operation: OperationModel, consent: Consent, sent: unknown, results: unknown, check: string): void {
    const alongside = this.settings.model.profile.createdAlongside;
    if (consent.kind === 'create') for (const id of newRecordIds(sent, results, alongside)) this.own.add(id);
    if (this.settings.target.kind !== 'server') return;
    this.ledger.add({ operation: operation.name, check, ids: writtenIds(results, alongside), marker: consent.kind === 'destructive' ? null : this.settings.marker });
  }
}

/** How the guard words an operation's consent in a skip reason: "deletes data (needs the candidatesDelete permission)". */
function consentWording(consent: Consent): string {
  const what = consent.kind === 'destructive' ? 'does what the suite cannot undo' : consent.kind === 'read' ? 'reads' : 'changes data';
  return `${what} (${consent.why})`;
}

/** The body as the guard judges it: a form's fields, a raw body's JSON (or nothing a server could write from). */
function bodyAsSent(body: unknown, options: SendOptions): unknown {
  if (options.method === 'GET') return undefined;
  if (options.form) return Object.fromEntries(options.form.map((part) => [part.name, 'value' in part ? part.value : part.filename]));
  if (options.rawBody !== undefined) {
    try {
      return JSON.parse(options.rawBody);
    } catch {
      return undefined;
    }
  }
  return body;
}

/**
 * The ids of what an accepted create made: the results' `id`, else the results' ids the request did
 * not name, and the `id` of each record the profile says such a call makes alongside (`alongside`).
 */
function newRecordIds(sent: unknown, results: unknown, alongside: string[]): string[] {
  if (!isObject(results)) return [];
  const ids: string[] = [];
  if (typeof results.id === 'string') ids.push(results.id);
  else {
    const named = new Set(isObject(sent) ? Object.values(sent) : []);
    for (const [field, value] of Object.entries(results)) if (/Id$/.test(field) && typeof value === 'string' && !named.has(value)) ids.push(value);
  }
  for (const { id } of idsAlongside(results, alongside)) ids.push(id);
  return ids;
}
