// The generated server's router (templates/server/routes.ts): which operation a method and path
// reach when templates overlap, whatever order the document lists them in.
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../templates/server/routes.ts';
import type { OperationInfo } from '../../templates/server/types.ts';

/** An operation as the router reads it: only its name, method and path matter here. */
const operation = (name: string, method: string, path: string, fixedQuery: Record<string, string> | null = null) => ({ name, method, path, fixedQuery }) as OperationInfo;

describe('routeTable', () => {
  it('tries the most specific template first: a literal segment before a parameter', () => {
    // AssemblyAI lists `/v2/transcript/{transcript_id}/{subtitle_format}` before `.../{transcript_id}/sentences`.
    const route = routeTable([operation('subtitles', 'GET', '/v2/transcript/{id}/{format}'), operation('sentences', 'GET', '/v2/transcript/{id}/sentences')]);
    expect(route('GET', '/v2/transcript/t1/sentences')).toEqual({ operation: expect.objectContaining({ name: 'sentences' }), pathParams: { id: 't1' }, rawPathParams: { id: 't1' } });
    expect(route('GET', '/v2/transcript/t1/srt')).toEqual({ operation: expect.objectContaining({ name: 'subtitles' }), pathParams: { id: 't1', format: 'srt' }, rawPathParams: { id: 't1', format: 'srt' } });
    // Text and a parameter in one segment are more specific than a parameter alone.
    const mixed = routeTable([operation('any', 'GET', '/transcript/{name}'), operation('json', 'GET', '/transcript/{id}.json')]);
    expect(mixed('GET', '/transcript/t1.json')).toEqual({ operation: expect.objectContaining({ name: 'json' }), pathParams: { id: 't1' }, rawPathParams: { id: 't1' } });
    expect(mixed('GET', '/transcript/t1')).toEqual({ operation: expect.objectContaining({ name: 'any' }), pathParams: { name: 't1' }, rawPathParams: { name: 't1' } });
  });

  it('tells apart operations whose path keys fix a query (OpenAI\'s `?beta=true` variants) by that query', () => {
    const route = routeTable([
      operation('get', 'GET', '/responses/{id}'),
      operation('betaGet', 'GET', '/responses/{id}', { beta: 'true' }),
      operation('list', 'GET', '/models'),
      operation('betaList', 'GET', '/models', { beta: 'true' }),
    ]);
    expect(route('GET', '/responses/r1', new URLSearchParams('include=a&beta=true'))).toEqual({ operation: expect.objectContaining({ name: 'betaGet' }), pathParams: { id: 'r1' }, rawPathParams: { id: 'r1' } });
    expect(route('GET', '/responses/r1', new URLSearchParams('include=a'))).toEqual({ operation: expect.objectContaining({ name: 'get' }), pathParams: { id: 'r1' }, rawPathParams: { id: 'r1' } });
    expect(route('GET', '/models', new URLSearchParams('beta=true'))).toEqual({ operation: expect.objectContaining({ name: 'betaList' }), pathParams: {}, rawPathParams: {} });
    expect(route('GET', '/models', new URLSearchParams('beta=false'))).toEqual({ operation: expect.objectContaining({ name: 'list' }), pathParams: {}, rawPathParams: {} });
    // Only a variant: a request without its query is answered by none.
    const only = routeTable([operation('betaOnly', 'GET', '/threads', { beta: 'true' })]);
    expect(only('GET', '/threads')).toBeNull();
  });

  it('keeps every path variable as data, one named `__proto__` too', () => {
    const route = routeTable([operation('odd', 'GET', '/things/{__proto__}/{constructor}')]);
    const found = route('GET', '/things/a%2Fb/c');
    expect(found).toEqual({ operation: expect.objectContaining({ name: 'odd' }), pathParams: { ['__proto__']: 'a/b', constructor: 'c' }, rawPathParams: { ['__proto__']: 'a%2Fb', constructor: 'c' } });
    const pathParams = (found as { pathParams: Record<string, string> }).pathParams;
    expect(Object.hasOwn(pathParams, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(pathParams)).toBe(Object.prototype);
    expect(Object.keys(pathParams)).toEqual(['__proto__', 'constructor']);
  });

  it('answers a concrete path before any template, and tells a wrong method from an unknown path', () => {
    const route = routeTable([operation('byId', 'GET', '/pets/{id}'), operation('mine', 'GET', '/pets/mine'), operation('create', 'POST', '/pets')]);
    expect(route('GET', '/pets/mine')).toEqual({ operation: expect.objectContaining({ name: 'mine' }), pathParams: {}, rawPathParams: {} });
    expect(route('GET', '/pets')).toEqual({ allowed: ['POST'] });
    expect(route('GET', '/dogs')).toBeNull();
  });
});
