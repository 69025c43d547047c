// The model's client plan (generator/model/client-members.ts): where each operation lives on the
// generated client, read by the client, package and docs emitters alike.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentModel } from '../../generator/document-model.ts';
import { projectRoot } from '../support/project.ts';

function documentWith(operationIds: string[], title = 'Plan Test') {
  const paths: Record<string, any> = {};
  for (const id of operationIds) paths[`/${id}`] = { post: { operationId: id, responses: { '200': { description: 'ok' } } } };
  return { openapi: '3.1.0', info: { title, version: '1' }, paths };
}

describe('model.client', () => {
  const model = documentModel(documentWith(['application.changeStage', 'application.change_stage', 'application.delete', 'application.then', 'toJSON.list', 'planTest.info']));

  it('groups methods by resource in first-seen order, with namespace and class names', () => {
    expect(model.client.resources.map((r) => [r.property, r.className])).toEqual([
      ['application', 'ApplicationResource'],
      ['toJSON_', 'ToJSONResource'],
      ['planTest', 'PlanTestResource'],
    ]);
  });

  it('names methods: wire names kept where they are identifiers, a clash keeps the wire name with a note', () => {
    const application = model.client.resources[0].methods.map((m) => [m.operation, m.name, m.wireNameNote !== null]);
    expect(application).toEqual([
      ['application.changeStage', 'changeStage', false],
      ['application.change_stage', 'change_stage', true],
      ['application.delete', 'delete', false],
      // `then` would make the namespace thenable.
      ['application.then', 'then2', false],
    ]);
  });

  it('looks a method up by operation name, with its exported type names', () => {
    expect(model.client.methods.get('application.change_stage')).toMatchObject({ property: 'application', name: 'change_stage', paramsType: 'ApplicationChange_stageParams', resultType: 'ApplicationChange_stageResult' });
    expect(model.client.methods.get('toJSON.list')).toMatchObject({ property: 'toJSON_', paramsType: 'ToJSONListParams' });
    expect(model.client.methods.get('nothing.here')).toBeUndefined();
  });
});

describe('a namespace from a reserved word (reserved-word-tags.yaml)', () => {
  const spec = parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/reserved-word-tags.yaml'), 'utf8'));
  const model = documentModel(spec);

  it('is the word itself, a valid member name, where the model writes `interface_`; the client\'s own names keep the `_`', () => {
    expect(model.client.resources.map((r) => [r.property, r.className])).toEqual([
      ['interface', 'InterfaceResource'],
      ['default', 'DefaultResource'],
      ['constructor_', 'ConstructorResource'],
    ]);
    expect(model.client.methods.get('test')).toMatchObject({ property: 'interface', name: 'test' });
  });
});

describe("FastAPI's operationIds (fastapi-operation-ids.yaml)", () => {
  const model = documentModel(parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/fastapi-operation-ids.yaml'), 'utf8')));

  it("name methods after the function, without the route FastAPI appends; the operation keeps its id", () => {
    expect(model.client.resources.flatMap((r) => r.methods.map((m) => `${r.property}.${m.name}`))).toEqual([
      'history.listGeneratedItems',
      'history.getHistoryItem',
      'history.deleteHistoryItem',
      'history.addDictionary',
      'history.addDictionaryV1DictionariesAddFromRulesPost',
      'items.itemsGet',
    ]);
    expect(model.client.methods.get('Get_history_item_v1_history__history_item_id__get')).toMatchObject({ name: 'getHistoryItem' });
  });
});

describe('a clash between methods made from paths', () => {
  it('names the later one by the path parameters it leaves out before numbering (xkcd)', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const model = documentModel({
      openapi: '3.0.0',
      info: { title: 'XKCD', version: '1' },
      paths: { '/info.0.json': { get: ok }, '/{comicId}/info.0.json': { get: ok }, '/{comicId}/{size}/info.0.json': { get: ok }, '/x/{comicId}/info.0.json': { get: ok } },
    });
    expect(model.client.resources.flatMap((r) => r.methods.map((m) => `${r.property}.${m.name}`))).toEqual([
      'info0Json.get',
      'info0Json.getByComicId',
      'info0Json.getByComicIdAndSize',
      'x.getInfo0Json',
    ]);
  });

  it('numbers a clash the path parameters cannot settle', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const model = documentModel({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { ...ok, tags: ['t'] } }, '/b': { get: { ...ok, tags: ['t'] } } } });
    expect(model.client.resources[0].methods.map((m) => m.name)).toEqual(['getA', 'getB']);
    const same = documentModel({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { ...ok, operationId: 'x y' } }, '/a/': { get: { ...ok, operationId: 'x-y' } } } });
    expect(same.client.resources[0].methods.map((m) => m.name)).toEqual(['xY', 'xY2']);
  });
});

