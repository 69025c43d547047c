// The generated server's router (templates/server/routes.ts): which operation a method and path
// reach when templates overlap, whatever order the document lists them in.
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../templates/server/routes.ts';
import type { OperationInfo } from '../../templates/server/types.ts';

/** An operation as the router reads it: only its name, method and path matter here. */
const operation = (name: string, method: string, path: string) => ({ name, method, path }) as OperationInfo;

describe('routeTable', () => {
  it('tries the most specific template first: a literal segment before a parameter', () => {
    // AssemblyAI lists `/v2/transcript/{transcript_id}/{subtitle_format}` before `.../{transcript_id}/sentences`.
    const route = routeTable([operation('subtitles', 'GET', '/v2/transcript/{id}/{format}'), operation('sentences', 'GET', '/v2/transcript/{id}/sentences')]);
    expect(route('GET', '/v2/transcript/t1/sentences')).toEqual({ operation: expect.objectContaining({ name: 'sentences' }), pathParams: { id: 't1' } });
    expect(route('GET', '/v2/transcript/t1/srt')).toEqual({ operation: expect.objectContaining({ name: 'subtitles' }), pathParams: { id: 't1', format: 'srt' } });
    // Text and a parameter in one segment are more specific than a parameter alone.
    const mixed = routeTable([operation('any', 'GET', '/transcript/{name}'), operation('json', 'GET', '/transcript/{id}.json')]);
    expect(mixed('GET', '/transcript/t1.json')).toEqual({ operation: expect.objectContaining({ name: 'json' }), pathParams: { id: 't1' } });
    expect(mixed('GET', '/transcript/t1')).toEqual({ operation: expect.objectContaining({ name: 'any' }), pathParams: { name: 't1' } });
  });

  it('answers a concrete path before any template, and tells a wrong method from an unknown path', () => {
    const route = routeTable([operation('byId', 'GET', '/pets/{id}'), operation('mine', 'GET', '/pets/mine'), operation('create', 'POST', '/pets')]);
    expect(route('GET', '/pets/mine')).toEqual({ operation: expect.objectContaining({ name: 'mine' }), pathParams: {} });
    expect(route('GET', '/pets')).toEqual({ allowed: ['POST'] });
    expect(route('GET', '/dogs')).toBeNull();
  });
});
