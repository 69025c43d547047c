// The spec covers exactly the operations the service description names, and follows the
// service's conventions on each of them.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';

const listed = fs.readFileSync(path.join(projectRoot, 'spec/operations.txt'), 'utf8').trim().split('\n');

let model: ApiModel;
let byName: Map<string, OperationModel>;
beforeAll(async () => {
  model = await loadProjectModel();
  byName = new Map(model.operations.map((op) => [op.name, op]));
});

describe('operation coverage', () => {
  it('has every one of the 159 operations the source names, and no other', () => {
    expect(listed).toHaveLength(159);
    expect(model.operations.map((op) => op.name).sort()).toEqual([...listed].sort());
  });

  it('keeps its copy of the operation list equal to the shared one, where that is present', () => {
    const shared = path.join(projectRoot, '../shared/operations.txt');
    if (!fs.existsSync(shared)) return;
    expect(fs.readFileSync(shared, 'utf8').trim().split('\n')).toEqual(listed);
  });
});

describe('conventions on every operation', () => {
  it('is POST /<operationId>', () => {
    for (const op of model.operations) {
      expect(op.method, op.name).toBe('post');
      expect(op.path, op.name).toBe(`/${op.operationId}`);
    }
  });

  it('requires Basic auth and answers 401 and 403', () => {
    for (const op of model.operations) {
      const statuses = op.response.otherStatuses.map((s) => s.status);
      expect(statuses, op.name).toEqual(expect.arrayContaining(['401', '403']));
    }
    const schemes = model.bundle.components.securitySchemes;
    expect(schemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('has a JSON request schema, a 200 success-or-error schema, and examples of both', () => {
    for (const op of model.operations) {
      expect(op.request?.required, op.name).toBe(true);
      expect(op.request?.jsonSchema, op.name).toBeTruthy();
      expect(op.request?.hasExample, op.name).toBe(true);
      expect(op.response.hasExample, op.name).toBe(true);
      const branches = (op.response.bodySchema as any).oneOf;
      expect(branches, op.name).toHaveLength(2);
      expect(branches[1], op.name).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    }
  });

  it('carries the added-in marker, a module tag and a summary', () => {
    for (const op of model.operations) {
      expect(op.addedIn, op.name).toBe('2026-01-01');
      expect(op.tags, op.name).toEqual([op.module]);
      expect(op.summary.length, op.name).toBeGreaterThan(5);
      expect(op.description.length, op.name).toBeGreaterThan(20);
    }
  });

  it('offers the optional X-On-Behalf-Of header on every operation', () => {
    for (const op of model.operations) {
      const header = op.parameters.find((p) => p.name === 'X-On-Behalf-Of');
      expect(header, op.name).toMatchObject({ in: 'header', required: false });
    }
  });
});

describe('permissions, modules and access', () => {
  it('uses the permission the source names as the security role', () => {
    const expected: Record<string, string> = {
      'apiKey.info': 'apiKeysRead',
      'auditLog.list': 'auditLogsRead',
      'application.list': 'candidatesRead',
      'application.delete': 'candidatesDelete',
      'candidate.createNote': 'candidatesWrite',
      'approvalDefinition.update': 'approvalsWrite',
      'candidate.listFraudChecks': 'candidatesRead',
    };
    for (const [name, permission] of Object.entries(expected)) expect(byName.get(name)!.permissions, name).toEqual([permission]);
    const withRoles = model.operations.filter((op) => op.permissions.length > 0);
    // The 33 operations of the source's endpoint table.
    expect(withRoles).toHaveLength(33);
  });

  it('gives module and access where the source gives only the module listing', () => {
    expect(byName.get('job.info')).toMatchObject({ module: 'Jobs', access: 'read', permissions: [] });
    expect(byName.get('interviewerPool.addUser')).toMatchObject({ module: 'Hiring Process', access: 'write', permissions: [] });
    expect(byName.get('user.updateInterviewerSettings')).toMatchObject({ module: 'Organization', access: 'write' });
    // candidatesDelete is neither read nor write, the two levels keys hold: its access is not shown.
    expect(byName.get('application.delete')).toMatchObject({ module: 'Candidates', access: null });
    expect(byName.get('application.delete')!.notShown).toContain('whether the candidatesDelete permission counts as read or write access');
  });

  it('marks the access of offer operations as not shown instead of guessing it', () => {
    const offers = model.operations.filter((op) => op.module === 'Offers');
    expect(offers).toHaveLength(8);
    for (const op of offers) {
      expect(op.access, op.name).toBeNull();
      expect(op.notShown, op.name).toContain('whether read or write access is needed');
    }
  });

  it('names the admin setting application.updateHistory needs', () => {
    expect(byName.get('application.updateHistory')!.adminSettings).toContain('updateApplicationHistory');
    expect(model.adminSettings.map((s) => s.title)).toEqual([
      'Allow access to confidential jobs and projects?',
      'Allow access to non-offer private fields?',
      'Allow acting on behalf of a user',
      'Allow updating application history?',
    ]);
  });
});

describe('lifecycle markers', () => {
  it('deprecates the snake_case aliases and names their replacements', () => {
    expect(byName.get('application.change_stage')).toMatchObject({ deprecated: true, replacedBy: 'application.changeStage' });
    expect(byName.get('application.change_source')).toMatchObject({ deprecated: true, replacedBy: 'application.changeSource' });
    expect(model.operations.filter((op) => op.deprecated).map((op) => op.name).sort()).toEqual(['application.change_source', 'application.change_stage']);
  });

  it('aliases answer with the same schema as their replacements', () => {
    for (const alias of ['application.change_stage', 'application.change_source']) {
      const op = byName.get(alias)!;
      expect(op.response.bodySchema).toEqual(byName.get(op.replacedBy!)!.response.bodySchema);
    }
  });

  it('marks auditLog.list as beta, cursor-paged, with its error codes', () => {
    const op = byName.get('auditLog.list')!;
    expect(op).toMatchObject({ beta: true, paging: 'cursor' });
    expect(op.errorCodes.map((c) => c.code)).toEqual(['invalid_input', 'audit_logs_not_enabled', 'cursor_invalid', 'missing_endpoint_permission']);
    expect((op.request!.jsonSchema as any).properties.startDate.description).toMatch(/18 months/);
    expect(model.operations.filter((o) => o.beta).map((o) => o.name)).toEqual(['auditLog.list']);
  });
});

describe('paging', () => {
  it('gives every list operation the list envelope', () => {
    for (const op of model.operations.filter((o) => /^list/.test(o.name.split('.')[1]))) {
      expect(op.paging, op.name).not.toBeNull();
      const ref = JSON.stringify(op.response.successSchema);
      expect(ref, op.name).toContain(op.paging === 'cursor' ? 'CursorListEnvelope' : '"#/components/schemas/ListEnvelope"');
    }
  });

  it('pages without incremental sync only where the source says so, and with sync on every other list', () => {
    const list = model.operations.filter((op) => op.paging === 'list').map((op) => op.name).sort();
    expect(list).toEqual(['application.listCriteriaEvaluations', 'application.listHistory']);
    for (const op of model.operations.filter((o) => o.paging === 'sync')) {
      expect((op.request!.jsonSchema as any).properties.syncToken, op.name).toBeTruthy();
    }
    for (const name of ['application.listHistory', 'application.listCriteriaEvaluations']) {
      expect(byName.get(name)!.paging).toBe('list');
      expect((byName.get(name)!.request!.jsonSchema as any).properties.syncToken, name).toBeUndefined();
    }
  });

  it('marks the request paging fields as taken from outside the source', () => {
    const listEnvelope = model.bundle.components.schemas.ListEnvelope;
    expect(listEnvelope.properties.nextCursor['x-external-source']).toMatch(/public documentation/);
    const cursor = (byName.get('candidate.list')!.request!.jsonSchema as any).properties.cursor;
    expect(cursor['x-external-source']).toMatch(/public documentation/);
  });
});

describe('what the source does not show', () => {
  it('marks operations named only in the permission listing as showing neither request nor result', () => {
    const namedOnly = model.operations.filter((op) => op.permissions.length === 0 && !['user.list', 'user.search'].includes(op.name));
    expect(namedOnly.length).toBe(124);
    for (const op of namedOnly) {
      const request = op.request!.jsonSchema as any;
      // A list lists its paging fields, so what it leaves out is the rest of them, and its records' fields.
      expect(op.notShown, op.name).toEqual(expect.arrayContaining(op.paging ? ['request fields beyond those listed', 'fields of its records'] : ['request fields', 'result payload']));
      if (op.paging) {
        // Lists get only the paging fields: syncToken (the source's rule for list operations, marked
        // as read for this one) and cursor and limit (from the public documentation).
        expect(Object.keys(request.properties), op.name).toEqual(['syncToken', 'cursor', 'limit']);
        expect(request.properties.syncToken['x-inferred'], op.name).toBeTruthy();
        expect(request['x-not-shown'], op.name).toBe('other request fields');
      } else {
        expect(request.properties, op.name).toBeUndefined();
        expect(request['x-not-shown'], op.name).toBe('request fields');
      }
    }
  });

  it('keeps the shapes it does not know open and marked, never invented', () => {
    const schemas = model.bundle.components.schemas;
    expect(schemas.NotShownObject).toMatchObject({ type: 'object', 'x-not-shown': expect.any(String) });
    expect(schemas.NotShownObject.properties).toBeUndefined();
    expect(schemas.Application.properties.source.$ref).toBe('#/components/schemas/NullableNotShownObject');
    expect(schemas.ErrorEnvelope['x-not-shown']).toMatch(/error code/);
    expect(model.notShown.join('\n')).toMatch(/Events and webhooks/);
    expect(model.notShown.join('\n')).toMatch(/Rate limits/);
  });
});
