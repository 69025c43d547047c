// Records the suite makes for itself, so that updates and deletions have something of its own to
// change: a candidate, an application (of its own candidate, for a job the server lists), an
// interview event (a feedback request on its own application), or, for any other kind, what the
// `<resource>.create` operation makes. Each is named with the run's marker, like every write.
import type { ApiModel } from '../generator/model/types.ts';
import { isObject } from './checks/answers.ts';
import { readSuccess } from './checks/flow.ts';
import { OwnRecordError } from './errors.ts';
import type { Exchange, SendOptions } from './types.ts';

/** A request field naming a record (`candidateId`); the suite can make records for some of them. */
export type OwnedField = string;

/** How the suite reaches the server, as the session offers it. */
export interface Sender {
  send(operation: string, body: unknown, options: SendOptions, check: string): Promise<Exchange>;
  requestBody(operation: string): unknown;
  marker: string;
  slug: string;
}

const CHECK = 'own records';

export class OwnRecords {
  private readonly shared = new Map<OwnedField, Promise<string>>();
  private count = 0;
  private readonly sender: Sender;
  private readonly model: ApiModel;

  constructor(sender: Sender, model: ApiModel) {
    this.sender = sender;
    this.model = model;
  }

  /** Whether the suite knows how to make a record this field names. */
  canMake(field: OwnedField): boolean {
    return ['candidateId', 'applicationId', 'interviewEventId', 'entityId'].includes(field) || this.createOperation(field) !== null;
  }

  /** The id of a record of the suite's own that `field` names; `fresh` makes another (for a deletion). */
  get(field: OwnedField, { fresh = false } = {}): Promise<string> {
    if (fresh) return this.make(field);
    let made = this.shared.get(field);
    if (!made) {
      made = this.make(field);
      this.shared.set(field, made);
    }
    return made;
  }

  private async make(field: OwnedField): Promise<string> {
    const n = ++this.count;
    const { marker, slug } = this.sender;
    switch (field) {
      case 'candidateId':
        return this.create('candidate.create', { name: `${marker} ${n}`, email: `${slug}-${n}@example.com` }, 'a candidate');
      case 'applicationId': {
        const [candidateId, jobId] = await Promise.all([this.get('candidateId', { fresh: true }), this.jobId()]);
        return this.create('application.create', { candidateId, jobId }, 'an application');
      }
      case 'interviewEventId': {
        const [applicationId, interviewId, interviewerUserId] = await Promise.all([this.get('applicationId'), this.interviewId(), this.activeUserId()]);
        return this.create('applicationFeedbackRequest.create', { applicationId, interviewId, interviewerUserId }, 'an interview event (a feedback request on its application)', 'interviewEventId');
      }
      case 'entityId':
        // The entity of an approval definition: an offer, the only entity type the description shows.
        return this.make('offerId');
      default: {
        const operation = this.createOperation(field);
        if (!operation) throw new OwnRecordError(`the suite cannot make a record that ${field} names (no ${field.replace(/Id$/, '')}.create operation)`);
        return this.create(operation, this.sender.requestBody(operation), `a record for ${field}`);
      }
    }
  }

  private createOperation(field: OwnedField): string | null {
    const name = `${field.replace(/Id$/, '')}.create`;
    return field.endsWith('Id') && this.model.operations.some((o) => o.name === name) ? name : null;
  }

  /** Sends a create and reads the new record's id (`results.id`, or `idField` of the results). */
  private async create(operation: string, body: unknown, what: string, idField = 'id'): Promise<string> {
    const read = readSuccess(this.model, await this.sender.send(operation, body, {}, CHECK), `making ${what} of its own`, operation);
    if (!read.ok) throw new OwnRecordError(`could not make ${what} of its own: ${operation} answered ${read.said}`);
    const id = isObject(read.results) ? read.results[idField] : undefined;
    if (typeof id !== 'string' || id === '') throw new OwnRecordError(`could not make ${what} of its own: ${operation} answered without results.${idField}`);
    return id;
  }

  /** A job the server lists: from an application (job lists may carry no usable ids), else job.list. */
  private async jobId(): Promise<string> {
    for (const [operation, pick] of [
      ['application.list', (r: Record<string, unknown>) => (isObject(r.job) ? r.job.id : undefined)],
      ['job.list', (r: Record<string, unknown>) => r.id],
    ] as const) {
      const id = await this.firstOf(operation, pick);
      if (id) return id;
    }
    throw new OwnRecordError('could not find a job to apply its candidate to: neither application.list nor job.list shows one');
  }

  /** An interview configured to request feedback: one a feedback submission was made for. */
  private async interviewId(): Promise<string> {
    const id = await this.firstOf('applicationFeedback.list', (r) => r.interviewId);
    if (!id) throw new OwnRecordError('could not find an interview that requests feedback: applicationFeedback.list shows no submission');
    return id;
  }

  private async activeUserId(): Promise<string> {
    const id = await this.firstOf('user.list', (r) => (r.isEnabled === true ? r.id : undefined));
    if (!id) throw new OwnRecordError('could not find an active user to request feedback from: user.list shows none');
    return id;
  }

  /** The first string a list's first page gives through `pick`, or null. */
  private async firstOf(operation: string, pick: (record: Record<string, unknown>) => unknown): Promise<string | null> {
    if (!this.model.operations.some((o) => o.name === operation)) return null;
    const read = readSuccess(this.model, await this.sender.send(operation, { limit: 25 }, {}, CHECK), `finding what its own records need`, operation);
    if (!read.ok || !Array.isArray(read.results)) return null;
    for (const record of read.results) {
      const value = isObject(record) ? pick(record) : undefined;
      if (typeof value === 'string' && value !== '') return value;
    }
    return null;
  }
}
