// Consent: every operation of the spec is classified (read, create, update, destructive) from its
// permission, action and description; the guard sends a request only at the level the run allows,
// and a change only to a record the suite made up or created. The plan of a run at each level
// holds nothing above it, whichever checks ask.
import { describe, expect, it } from 'vitest';
import { consentOf, requestConsent, type Kind } from '../../contract/consent.ts';
import { loadModel } from '../../contract/model.ts';
import { runContract } from '../../contract/run.ts';

const model = loadModel();
const operation = (name: string) => model.operations.find((o) => o.name === name)!;
const kindOf = (name: string) => consentOf(operation(name)).kind;

describe('every operation is classified', () => {
  it('has a kind and a reason, for all 159 operations', () => {
    expect(model.operations.length).toBe(159);
    for (const o of model.operations) {
      const consent = consentOf(o);
      expect(['read', 'create', 'update', 'destructive'], o.name).toContain(consent.kind);
      expect(consent.why, o.name).toMatch(/\w/);
      if (consent.kind === 'update' || consent.kind === 'destructive') expect(consent.target, o.name).toMatch(/Id$/);
    }
  });

  it('reads by access or action; destructive by permission, action or description, with or without x-access', () => {
    const expected: Record<string, Kind> = {
      'candidate.list': 'read',
      'auditLog.list': 'read',
      'job.info': 'read',
      // No x-access: its permission candidatesDelete says it.
      'application.delete': 'destructive',
      'candidate.anonymize': 'destructive',
      'candidateTag.archive': 'destructive',
      'opening.setArchived': 'destructive',
      'application.removeHiringTeamMember': 'destructive',
      'user.deleteInterviewerPause': 'destructive',
      'sequence.cancel': 'destructive',
      'candidate.pushToHris': 'destructive',
      // "Edits the timestamps ... and deletes history events".
      'application.updateHistory': 'destructive',
      'candidate.create': 'create',
      'candidate.createNote': 'create',
      // "creates or updates the approval definition of an entity": a made-up entity could be created.
      'approvalDefinition.update': 'create',
      'applicationFeedback.submit': 'create',
      // No x-access either: the Offers operations change data.
      'offer.create': 'create',
      'offer.approve': 'update',
      'offer.setStatus': 'update',
      'candidate.update': 'update',
      'application.change_stage': 'update',
      'candidate.uploadResume': 'update',
      'department.restore': 'update',
    };
    for (const [name, kind] of Object.entries(expected)) expect(kindOf(name), name).toBe(kind);
    expect(consentOf(operation('application.delete')).why).toBe('needs the candidatesDelete permission');
    expect(consentOf(operation('application.change_stage')).target).toBe('applicationId');
    expect(consentOf(operation('approvalDefinition.update')).target).toBe('entityId');
  });

  it('counts no operation without x-access as a read unless its action reads', () => {
    for (const o of model.operations.filter((o) => o.access === null)) expect(consentOf(o).kind, o.name).not.toBe('read');
  });
});

describe('the guard', () => {
  const ids = { madeUp: new Set(['made-up']), own: new Set(['ours']) };
  const judge = (name: string, body: unknown) => requestConsent(operation(name), consentOf(operation(name)), body, ids);

  it('sends reads and bodies that carry nothing to write at every level', () => {
    expect(judge('candidate.info', { candidateId: 'someone' })).toMatchObject({ level: 'read-only' });
    expect(judge('application.delete', ['not', 'an', 'object'])).toMatchObject({ level: 'read-only' });
    expect(judge('candidate.create', undefined)).toMatchObject({ level: 'read-only' });
  });

  it('sends a change naming only made-up records read-only, one to its own record at its level, and never one to another record', () => {
    expect(judge('application.delete', { applicationId: 'made-up' })).toMatchObject({ level: 'read-only' });
    expect(judge('application.delete', { applicationId: { not: 'an id' } })).toMatchObject({ level: 'read-only' });
    expect(judge('application.delete', { applicationId: 'ours' })).toMatchObject({ level: 'destructive' });
    expect(judge('candidate.update', { candidateId: 'ours', name: 'x' })).toMatchObject({ level: 'writes' });
    expect(judge('application.delete', { applicationId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })).toEqual({ never: expect.stringMatching(/application\.delete would change applicationId 9a8b7c6d-\S+, a record the suite did not create/) });
    expect(judge('candidate.update', { name: 'x' })).toEqual({ never: expect.stringMatching(/names no candidateId/) });
  });

  it('needs --allow-writes for every create, and attaches one only under the suite\'s own records', () => {
    expect(judge('candidate.create', { name: 'x' })).toMatchObject({ level: 'writes' });
    expect(judge('candidate.createNote', { candidateId: 'made-up', note: 'x' })).toMatchObject({ level: 'writes' });
    expect(judge('candidate.createNote', { candidateId: 'ours', note: 'x' })).toMatchObject({ level: 'writes' });
    expect(judge('candidate.createNote', { candidateId: 'someone', note: 'x' })).toEqual({ never: expect.stringMatching(/would attach to candidateId someone/) });
  });
});

describe('the plan of a run holds nothing above the consent it was given', () => {
  const plan = async (options: { allowWrites?: boolean; allowDestructive?: boolean }) => {
    const report = await runContract({ baseUrl: 'http://127.0.0.1:9', apiKey: 'plan-key', keys: { restricted: 'plan-restricted', deactivated: 'plan-deactivated' }, plan: true, ...options });
    return { report, levels: new Set(report.plan!.map((r) => r.level)) };
  };

  it('read only: every request the checks would send is read-only, and the held-back ones say which flag they need', async () => {
    const { report, levels } = await plan({});
    expect([...levels]).toEqual(['read-only']);
    expect(report.plan!.length).toBeGreaterThan(model.operations.length * 3);
    expect(report.withheld.some((w) => w.needs === '--allow-writes')).toBe(true);
    expect(report.withheld.some((w) => w.needs === '--allow-destructive')).toBe(true);
    // Read-only probes of changes reach destructive operations with made-up ids only.
    const deletes = report.plan!.filter((r) => r.operation === 'application.delete' && r.body.startsWith('{'));
    expect(deletes.length).toBeGreaterThan(0);
    for (const request of deletes) expect(request.body).not.toContain('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  });

  it('--allow-writes: creates and updates, nothing destructive', async () => {
    const { levels } = await plan({ allowWrites: true });
    expect([...levels].sort()).toEqual(['read-only', 'writes']);
  });

  it('--allow-destructive: destructive requests too, each to a record the plan created', async () => {
    const { report, levels } = await plan({ allowDestructive: true });
    expect([...levels].sort()).toEqual(['destructive', 'read-only', 'writes']);
    expect(report.plan!.filter((r) => r.level === 'destructive').map((r) => r.operation)).toContain('application.delete');
  });
});
