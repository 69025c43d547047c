// model/path-variables.ts: path template variables no parameter declares are declared on their
// operation, without changing the document handed in; a document without any (this service's own
// spec) is handed back as it is, so its outputs cannot change.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarePathVariables } from '../../generator/model/path-variables.ts';
import { projectRoot } from '../support/project.ts';

const ok = { responses: { '200': { description: 'ok' } } };

describe('declarePathVariables', () => {
  it('declares each variable no parameter declares, at path or operation level, on a copy', () => {
    const document = {
      openapi: '3.1.0',
      components: { parameters: { Group: { name: 'group', in: 'path', required: true, schema: { type: 'integer' } } } },
      paths: {
        '/groups/{group}/items/{item}': { parameters: [{ $ref: '#/components/parameters/Group' }], get: ok, delete: { ...ok, parameters: [{ name: 'item', in: 'path', required: true }] } },
        '/files/{id}?beta=true': { get: { ...ok, parameters: [{ name: 'id', in: 'query' }] } },
      },
    };
    const before = structuredClone(document);
    const { document: declared, undeclared } = declarePathVariables(document);
    expect(document).toEqual(before);
    expect(undeclared.map(({ method, path: key, name, pointer }) => `${method} ${key} ${name} ${pointer}`)).toEqual([
      'get /groups/{group}/items/{item} item #/paths/~1groups~1{group}~1items~1{item}/get',
      'get /files/{id}?beta=true id #/paths/~1files~1{id}?beta=true/get',
    ]);
    const get = declared.paths['/groups/{group}/items/{item}'].get;
    expect(get.parameters).toEqual([expect.objectContaining({ name: 'item', in: 'path', required: true, schema: { type: 'string' } })]);
    expect(declared.paths['/groups/{group}/items/{item}'].delete).toBe(document.paths['/groups/{group}/items/{item}'].delete);
    expect(declared.paths['/files/{id}?beta=true'].get.parameters.map((p: any) => `${p.in} ${p.name}`)).toEqual(['query id', 'path id']);
  });

  it("hands this service's own bundled spec back unchanged (the same object)", () => {
    const document = JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
    const result = declarePathVariables(document);
    expect(result.undeclared).toEqual([]);
    expect(result.document).toBe(document);
  });
});
