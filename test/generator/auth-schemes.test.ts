// Another spec's security scheme decides where the generated client and the docs' curl examples put
// the API key: HTTP Basic, a Bearer token, or an API key in a header, a query parameter or a cookie.
// A scheme the client cannot send is a generation warning, never a silent fallback to Basic.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateClientPackage } from '../support/client-package.ts';
import { documentModel } from '../../generator/document-model.ts';
import { curlExample } from '../../generator/emit/docs/request-examples.ts';
import { renderPackageReadme } from '../../generator/emit/package-readme.ts';
import { projectRoot } from '../support/project.ts';

const SMALL = fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/small.yaml'), 'utf8');
// A key with characters a query string encodes, so its encoded form differs from the key.
const KEY = 'k3y/with+special&chars==';
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The small fixture with `scheme` (YAML flow mapping) as its only security scheme. */
function specWith(scheme: string): string {
  const text = SMALL.replace('    basicAuth: { type: http, scheme: basic }', `    basicAuth: ${scheme}`);
  expect(text.includes(`basicAuth: ${scheme}`)).toBe(true);
  return text;
}

async function generatePackage(scheme: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-'));
  scratch.push(dir);
  const specPath = path.join(dir, 'spec.yaml');
  fs.writeFileSync(specPath, specWith(scheme));
  const outDir = path.join(dir, 'out');
  const result = await generateClientPackage(specPath, outDir);
  const { HiringApiClient } = await import(path.join(outDir, 'index.ts'));
  return { warnings: result.warnings, HiringApiClient };
}

/** The request a call sends, through a fetch that records it. */
async function sentRequest(HiringApiClient: any): Promise<Request> {
  const seen: Request[] = [];
  const client = new HiringApiClient({
    apiKey: KEY,
    baseUrl: 'https://example.test/api',
    fetch: async (url: string, init: RequestInit) => {
        const request = new Request(url, init);
      seen.push(request);
      return new Response(JSON.stringify({ success: true, results: { id: 'w1', name: 'a' } }), { headers: { 'content-type': 'application/json' } });
    },
  });
  await client.widget.create({ name: 'Sprocket' });
  return seen[0];
}

/** What curl would be given: the example run by bash with `curl` printing its arguments, one a line. */
function curlArguments(scheme: string): string[] {
  const model = documentModel(parse(specWith(scheme)));
  const example = curlExample(model, model.operations.find((op) => op.name === 'widget.create')!);
  const output = execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; }\n${example}`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HIRING_API_KEY: KEY, BASE_URL: 'https://example.test/api' },
  });
  return output.trimEnd().split('\n');
}

describe('where the API key goes', () => {
  it('an API key in a query parameter: the client and the curl example send it there, and errors never show it, even encoded', async () => {
    const scheme = '{ type: apiKey, in: query, name: api_key }';
    const { warnings, HiringApiClient } = await generatePackage(scheme);
    expect(warnings).toEqual([]);
    const request = await sentRequest(HiringApiClient);
    expect(new URL(request.url).searchParams.get('api_key')).toBe(KEY);
    expect(request.headers.get('authorization')).toBeNull();

    // A failure that quotes the URL (as a proxy or fetch polyfill may) is redacted in every form of the key.
    const client = new HiringApiClient({
      apiKey: KEY,
      baseUrl: 'https://example.test/api',
      maxRetries: 0,
      fetch: async (url: string, init: RequestInit) => {
        const failed = new Request(url, init);
        throw Object.assign(new Error(`could not open ${failed.url}`), { cause: { message: failed.url } });
      },
    });
    const error = await client.widget.create({ name: 'Sprocket' }).catch((e: Error) => e);
    expect(error.message).toContain('could not open');
    for (const form of [KEY, encodeURIComponent(KEY), new URLSearchParams({ k: KEY }).toString().slice(2)]) expect(error.message).not.toContain(form);

    expect(curlArguments(scheme).at(-1)).toBe(`https://example.test/api/widget.create?api_key=${KEY}`);
    expect(curlArguments(scheme)).not.toContain('-u');
  });

  it('an API key in a cookie or a header, and a Bearer token', async () => {
    const cookie = await generatePackage('{ type: apiKey, in: cookie, name: session }');
    expect((await sentRequest(cookie.HiringApiClient)).headers.get('cookie')).toBe(`session=${KEY}`);
    expect(curlArguments('{ type: apiKey, in: cookie, name: session }')).toEqual(expect.arrayContaining(['-b', `session=${KEY}`]));

    const header = await generatePackage('{ type: apiKey, in: header, name: X-Api-Key }');
    expect((await sentRequest(header.HiringApiClient)).headers.get('x-api-key')).toBe(KEY);
    expect(curlArguments('{ type: apiKey, in: header, name: X-Api-Key }')).toEqual(expect.arrayContaining(['-H', `X-Api-Key: ${KEY}`]));

    expect(curlArguments('{ type: http, scheme: bearer }')).toEqual(expect.arrayContaining(['-H', `Authorization: Bearer ${KEY}`]));
    expect(curlArguments('{ type: http, scheme: basic }').slice(0, 2)).toEqual(['-u', `${KEY}:`]);
  });

  it('the package README says where the key goes', () => {
    const readme = (scheme: string) => renderPackageReadme(documentModel(parse(specWith(scheme))), projectRoot, 'spec.yaml');
    expect(readme('{ type: apiKey, in: query, name: api_key }')).toContain('The API key is sent as the query parameter `api_key`');
    expect(readme('{ type: http, scheme: bearer }')).toContain('The API key is sent as a Bearer token (`Authorization: Bearer <key>`)');
    expect(readme('{ type: http, scheme: basic }')).toContain('The API key is sent as the HTTP Basic user name with an empty password');
  });

  it('a scheme the client cannot send is a generation warning that names it', async () => {
    const oauth = await generatePackage('{ type: oauth2, flows: { clientCredentials: { tokenUrl: "https://example.test/token", scopes: {} } } }');
    expect(oauth.warnings).toEqual(['The security scheme `basicAuth` is oauth2: the client sends the `apiKey` option as a Bearer token and does not obtain one; pass an access token.']);
    expect((await sentRequest(oauth.HiringApiClient)).headers.get('authorization')).toBe(`Bearer ${KEY}`);

    const digest = await generatePackage('{ type: http, scheme: digest }');
    expect(digest.warnings).toEqual(['The security scheme `basicAuth` is HTTP digest, which the client cannot send: it sends the API key as the HTTP Basic user name.']);
  });
});
