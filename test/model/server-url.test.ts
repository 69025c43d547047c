// A server's URL as examples show it: each variable at its default (a README example then reads
// `https://eu.api.example.com/v2`, not `https://{region}.api.example.com/{version}`); a variable the
// document gives no default stays `{name}`, for the reader to fill in. The client's own default
// address (ApiModel.defaultServer) still refuses a host that is a variable.
import { describe, expect, it } from 'vitest';
import { serverUrlWithDefaults } from '../../generator/model/server-url.ts';
import { genericProfile } from '../../generator/profiles/profile.ts';
import { documentModel } from '../../generator/document-model.ts';

const server = {
  url: 'https://{region}.api.example.com/{version}/',
  variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v2' } },
};

describe('a server URL with its variables at their defaults', () => {
  it('fills each variable with its default and drops the trailing slash', () => {
    expect(serverUrlWithDefaults(server)).toBe('https://eu.api.example.com/v2');
  });

  it('leaves a variable without a default, or undeclared, as it is', () => {
    expect(serverUrlWithDefaults({ url: 'https://{region}.sentry.io/{v}', variables: { v: { enum: ['1'] } } })).toBe('https://{region}.sentry.io/{v}');
    expect(serverUrlWithDefaults({ url: 'https://x.example.com/{toString}' })).toBe('https://x.example.com/{toString}');
  });

  it("leaves a variable whose default is empty as it is in the host, not in the path", () => {
    const lance = { url: 'https://{db}.{region}.api.lancedb.com/{prefix}v1', variables: { db: { default: '' }, region: { default: 'us-east-1' }, prefix: { default: '' } } };
    expect(serverUrlWithDefaults(lance)).toBe('https://{db}.us-east-1.api.lancedb.com/v1');
    expect(serverUrlWithDefaults({ url: '//{tenant}.example.com', variables: { tenant: { default: '' } } })).toBe('//{tenant}.example.com');
  });

  it('gives null for a server without a URL', () => {
    for (const bad of [null, undefined, 5, {}, { url: 3 }]) expect(serverUrlWithDefaults(bad)).toBeNull();
  });

  it("is the generic profile's example address, in the README's client construction", () => {
    expect(genericProfile({ info: { title: 'Regions' }, servers: [server] }).exampleBaseUrl).toBe('https://eu.api.example.com/v2');
    expect(genericProfile({ info: { title: 'Relative' }, servers: [{ url: '/v1' }] }).exampleBaseUrl).toBe('https://api.example.com');
    // A protocol-relative server, as Swagger's petstore writes it: over https.
    expect(genericProfile({ info: { title: 'Petstore' }, servers: [{ url: '//petstore.swagger.io/v2' }] }).exampleBaseUrl).toBe('https://petstore.swagger.io/v2');
  });

  it('is not the client default where the host itself is a variable', () => {
    const document = { openapi: '3.1.0', info: { title: 'Regions', version: '1' }, servers: [server], paths: {} };
    expect(documentModel(document).defaultServer).toBeNull();
    const pathOnly = { ...document, servers: [{ url: 'https://api.example.com/{version}', variables: { version: { default: 'v2' } } }] };
    expect(documentModel(pathOnly).defaultServer).toBe('https://api.example.com/v2');
  });
});
