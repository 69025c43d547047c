// The server emitter on another spec: generated into a temporary folder, its adapter serves the
// foreign operations (auth from that spec's scheme, validation with its validators, its envelope),
// and what it emits type-checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { serverEmitter } from '../../generator/emit/server.ts';
import { runtimeEmitter } from '../../generator/emit/runtime.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import { typesEmitter } from '../../generator/emit/types.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer } from '../support/http-server.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server emitter on another spec', () => {
  it('serves the small fixture: auth, validation, envelope, permissions through hooks', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-small-'));
    dirs.push(outDir);
    await generate({ projectRoot, specPath: path.join(projectRoot, 'test/fixtures/specs/small.yaml'), outDir, emitters: [validatorsEmitter, typesEmitter, runtimeEmitter, serverEmitter] });
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(outDir, 'node_modules'), 'dir');
    const operationsSource = fs.readFileSync(path.join(outDir, 'server/operations.ts'), 'utf8');
    expect(operationsSource).toContain("'widget.create': {");
    const server = await import(path.join(outDir, 'server/index.ts'));
    expect(Object.keys(server.operations)).toContain('widget.list');
    const listener = server.createRequestListener({
      authenticate: (key: string) => {
        if (key !== 'good-key') throw new server.OperationError('unknown key');
        return { key };
      },
      authorize: (_principal: unknown, operation: { permissions: string[] }) => {
        if (operation.permissions.includes('widgetsWrite')) throw new server.OperationError('no widgetsWrite', { code: 'missing_endpoint_permission' });
      },
      handlers: { 'widget.list': () => ({ results: [{ id: 'w1', name: 'Sprocket' }], moreDataAvailable: false }) },
    });
    const httpServer = await startTestServer(listener);
    const url = httpServer.baseUrl;
    const call = async (name: string, body: unknown, key: string | null = 'good-key') => {
      const response = await fetch(`${url}/${name}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(key ? { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` } : {}) } });
      return { status: response.status, json: await response.json() };
    };
    try {
      expect(await call('widget.list', {})).toEqual({ status: 200, json: { success: true, results: [{ id: 'w1', name: 'Sprocket' }], moreDataAvailable: false } });
      expect((await call('widget.list', {}, null)).status).toBe(401);
      expect(await call('widget.list', {}, 'bad')).toEqual({ status: 403, json: { success: false, errors: [{ message: 'unknown key' }] } });
      expect((await call('widget.create', { name: 'x' })).json.errors[0].message).toBe('missing_endpoint_permission: no widgetsWrite');
      const invalid = await call('widget.list', { cursor: 5 });
      expect(invalid.status).toBe(200);
      expect(invalid.json.errors[0].message).toBe('$.cursor must be string');
      const plain = await fetch(`${url}/widget.list`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain', authorization: `Basic ${Buffer.from('good-key:').toString('base64')}` } });
      expect(plain.status).toBe(415);
      expect((await plain.json()).errors[0].message).toBe('$: the body must be sent as application/json, not text/plain.');
    } finally {
      await httpServer.close();
    }
  });
});
