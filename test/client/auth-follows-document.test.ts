// The generated client sends credentials as the document says, checked at run time against a local
// server: per-operation `security` (including `security: []`), HTTP Basic with both parts, an
// alternative the request cannot meet (mutualTLS) giving way to the next, and a document without
// security sending nothing and needing no key.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentModel } from '../../generator/document-model.ts';
import { curlExample } from '../../generator/emit/docs/request-examples.ts';
import { generateClientPackage } from '../support/client-package.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const scratch: string[] = [];
const seen: http.IncomingHttpHeaders[] = [];
let server: TestServer;
let baseUrl: string;
/** The warnings of the latest generatePackage run. */
let warnings: string[] = [];

async function generatePackage(fixture: string): Promise<Record<string, any>> {
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'auth-doc-')), 'out');
  scratch.push(path.dirname(outDir));
  const specPath = path.join(projectRoot, 'test/fixtures/specs', fixture);
  ({ warnings } = await generateClientPackage(specPath, outDir));
  return import(path.join(outDir, 'index.ts'));
}

/** The first export whose name ends in `Client`: the generated client class. */
function clientClass(pkg: Record<string, any>): any {
  return Object.entries(pkg).find(([name]) => name.endsWith('Client'))![1];
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(request.url === '/items' ? '[]' : '{}');
  });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server?.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe('credentials follow the document', () => {
  let Client: any;
  beforeAll(async () => {
    Client = clientClass(await generatePackage('auth-per-operation.yaml'));
  }, 120_000);

  it('sends the document scheme, nothing for security: [], and Basic with user and password where an operation says so', async () => {
    const client = new Client({ apiKey: 'user-1', password: 's3cret:pw', baseUrl });
    seen.length = 0;
    await client.items.listItems();
    await client.status.getStatus();
    await client.admin.getAdmin();
    expect(seen[0]['x-token']).toBe('user-1');
    expect(seen[0].authorization).toBeUndefined();
    expect(seen[1]['x-token']).toBeUndefined();
    expect(seen[1].authorization).toBeUndefined();
    expect(seen[2]['x-token']).toBeUndefined();
    expect(seen[2].authorization).toBe(`Basic ${Buffer.from('user-1:s3cret:pw').toString('base64')}`);
  });

  it('keeps the password out of what the client shows', () => {
    const client = new Client({ apiKey: 'user-1', password: 's3cret:pw', baseUrl });
    expect(JSON.stringify(client)).not.toContain('s3cret');
  });
});

describe('mutualTLS listed before an API key', () => {
  let Client: any;
  beforeAll(async () => {
    Client = clientClass(await generatePackage('mutual-tls-first.yaml'));
  }, 120_000);

  it('sends the API key, not Basic, and nothing where mutualTLS is the only alternative', async () => {
    const client = new Client({ apiKey: 'key-1', baseUrl });
    seen.length = 0;
    await client.items.listItems();
    await client.certified.getCertified();
    expect(seen[0]['x-key']).toBe('key-1');
    expect(seen[0].authorization).toBeUndefined();
    expect(seen[1]['x-key']).toBeUndefined();
    expect(seen[1].authorization).toBeUndefined();
  });

  it('warns only about the operation mutualTLS alone secures, and the curl examples agree', () => {
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^The security scheme `mtls` is mutualTLS: the client sends no credential in the request; give it a `fetch` whose connections present the TLS client certificate/);
    const model = documentModel(parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/mutual-tls-first.yaml'), 'utf8')));
    const curl = (name: string) => curlExample(model, model.operations.find((op) => op.name === name)!);
    expect(curl('listItems')).toContain(`-H "X-Key: $${model.profile.apiKeyVariable}"`);
    expect(curl('listItems')).not.toContain('-u ');
    expect(curl('getCertified')).not.toContain(model.profile.apiKeyVariable);
  });
});

describe('a document that needs no key by default and declares one server', () => {
  it('takes no options: the server is the base URL', async () => {
    const Client = clientClass(await generatePackage('security-optional.yaml'));
    expect(new Client().toJSON().baseUrl).toBe('https://api.acme.test');
  }, 120_000);
});

describe('a document without security', () => {
  let Client: any;
  beforeAll(async () => {
    Client = clientClass(await generatePackage('path-refs.yaml'));
  }, 120_000);

  it('needs no apiKey and sends no Authorization', async () => {
    const client = new Client({ baseUrl });
    seen.length = 0;
    await client.note.create({ text: 'hi' });
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBeUndefined();
  });
});
