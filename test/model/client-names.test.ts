// The naming rule (generator/model/names.ts clientNames) as a given/want table.
import { describe, expect, it } from 'vitest';
import { clientNames } from '../../generator/model/names.ts';

const cases: { given: { operationId: string | null; method: string; path: string; tags?: string[] }; want: string }[] = [
  // resource.action documents
  { given: { operationId: 'candidate.createNote', method: 'post', path: '/candidate.createNote', tags: ['Candidates'] }, want: 'candidate.createNote' },
  { given: { operationId: 'candidateCreateNote', method: 'post', path: '/candidate.createNote' }, want: 'candidate.createNote' },
  { given: { operationId: null, method: 'post', path: '/candidate.createNote' }, want: 'candidate.createNote' },
  { given: { operationId: 'application.change_stage', method: 'post', path: '/application.change_stage' }, want: 'application.changeStage' },
  // goa's service#method names the same two parts
  { given: { operationId: 'storage#list', method: 'get', path: '/storage', tags: ['storage'] }, want: 'storage.list' },
  { given: { operationId: 'storage#show_by_name', method: 'get', path: '/storage/{name}', tags: ['Storage'] }, want: 'storage.showByName' },
  // goa's file servers: the part after # is a path, not a method name; named as without an operationId, in the service's namespace
  { given: { operationId: 'openapi#/openapi3.yaml', method: 'get', path: '/openapi3.yaml', tags: ['openapi'] }, want: 'openapi.getOpenapi3Yaml' },
  { given: { operationId: 'openapi#/openapi3.json', method: 'get', path: '/openapi3.json', tags: ['openapi'] }, want: 'openapi.getOpenapi3Json' },
  { given: { operationId: 'swagger#/swagger/swagger.json', method: 'get', path: '/swagger/swagger.json', tags: ['Docs'] }, want: 'swagger.getSwaggerSwaggerJson' },
  { given: { operationId: 'monitor#/{filepath}', method: 'get', path: '/{filepath}', tags: [] }, want: 'monitor.getByFilepath' },
  // a file suffix on the operationId
  { given: { operationId: 'candidate.create.yml', method: 'post', path: '/candidate.create' }, want: 'candidate.create' },
  { given: { operationId: 'listPets.yaml', method: 'get', path: '/pets', tags: ['pets'] }, want: 'pets.listPets' },
  // version prefixes never become namespaces
  { given: { operationId: 'GetCustomers', method: 'get', path: '/v1/customers' }, want: 'customers.getCustomers' },
  { given: { operationId: 'ListCall', method: 'get', path: '/2010-04-01/Accounts/{AccountSid}/Calls.json' }, want: 'accounts.listCall' },
  { given: { operationId: null, method: 'get', path: '/api/v2beta1/users/{id}' }, want: 'users.getById' },
  { given: { operationId: null, method: 'get', path: '/v1' }, want: 'root.get' },
  // tags name the namespace, the operationId the method (as hey-api and orval do)
  { given: { operationId: 'list_pets', method: 'get', path: '/pets', tags: ['Pet Store'] }, want: 'petStore.listPets' },
  { given: { operationId: 'Pets_Get', method: 'get', path: '/pets/{id}', tags: ['pets'] }, want: 'pets.petsGet' },
  { given: { operationId: null, method: 'get', path: '/pets/{petId}/photos', tags: ['pets'] }, want: 'pets.getPetsPhotos' },
  { given: { operationId: null, method: 'delete', path: '/pets/{petId}' }, want: 'pets.deleteByPetId' },
  // a leading acronym is lower-cased whole (Spree's `API Keys` tag, OFREP's `OFREP Core`), not `aPIKeys`
  { given: { operationId: 'listApiKeys', method: 'get', path: '/api_keys', tags: ['API Keys'] }, want: 'apiKeys.listApiKeys' },
  { given: { operationId: 'evaluateFlag', method: 'post', path: '/ofrep/v1/evaluate/flags/{key}', tags: ['OFREP Core'] }, want: 'ofrepCore.evaluateFlag' },
  { given: { operationId: 'APIKeysList', method: 'get', path: '/keys', tags: ['URL'] }, want: 'url.apiKeysList' },
  { given: { operationId: 'IDsList', method: 'get', path: '/apis', tags: ['APIs'] }, want: 'apis.idsList' },
  // reserved words and digits stay valid identifiers
  { given: { operationId: 'delete', method: 'delete', path: '/things/{id}' }, want: 'things.delete_' },
  { given: { operationId: null, method: 'get', path: '/2fa/status' }, want: '_2fa.getStatus' },
  // a file path with a dot is not resource.action
  { given: { operationId: 'getSpec', method: 'get', path: '/openapi.json' }, want: 'openapiJson.getSpec' },
];

describe('clientNames', () => {
  it.each(cases)('$given.method $given.path ($given.operationId) -> $want', ({ given, want }) => {
    const { resource, action } = clientNames({ tags: [], ...given });
    expect(`${resource}.${action}`).toBe(want);
  });
});
