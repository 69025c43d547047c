// The generated server on another document's bodies and statuses, called by that document's generated
// client (test/fixtures/specs/server-bodies.yaml): a success answers the operation's declared status
// (202, 201, 204), bytes arrive as a Uint8Array and text as a string, a form's and a multipart body's
// list fields as arrays, and a body in a media type the operation does not take is refused with 415
// naming those it takes; replies go in the declared media type; each operation's key is read where
// its own security says. The handlers' types say the same, under `tsc --strict`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/server-bodies.yaml');
const KEY = 'test-key';
// Bytes no text or JSON round trip keeps.
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0xc3, 0x28]);

let dir: string;
let server: TestServer | undefined;
let client: any;
/** What each handler received, by operation. */
const received: Record<string, unknown> = {};
/** Each key `authenticate` was given, in order. */
const keys: (string | null)[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bodies-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const keep = (name: string, reply: unknown) => (body: unknown) => {
    received[name] = body;
    return reply;
  };
  const listener = createRequestListener({
    authenticate: (key: string | null) => {
      keys.push(key);
      return key;
    },
    handlers: {
      'jobs.start': keep('jobs.start', { id: 'j1' }),
      'jobs.delete': keep('jobs.delete', undefined),
      'files.put': keep('files.put', { count: 1 }),
      'avatars.upload': keep('avatars.upload', { count: 1 }),
      'notes.create': keep('notes.create', { count: 1 }),
      'orders.create': keep('orders.create', { count: 1 }),
      'configs.apply': keep('configs.apply', { count: 1 }),
      'hooks.deliver': keep('hooks.deliver', { count: 1 }),
      'token.create': keep('token.create', { count: 1 }),
      'uploads.create': keep('uploads.create', { count: 1 }),
      'health.check': keep('health.check', { count: 0 }),
      'avatars.get': keep('avatars.get', new Uint8Array(BYTES)),
      'nodes.init': keep('nodes.init', 'node-1'),
      'report.get': keep('report.get', 'a,b\n1,2\n'),
      'events.export': keep('events.export', '{"n":1}\n{"n":2}\n'),
      'admin.reset': keep('admin.reset', { count: 2 }),
    },
  });
  server = await startTestServer(listener);
  const { ServerBodiesClient } = await import(path.join(dir, 'index.ts'));
  client = new ServerBodiesClient({ baseUrl: server.baseUrl, apiKey: KEY, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A request sent as given, with the key: its status and parsed body. */
async function send(method: string, pathname: string, body: BodyInit, contentType: string | null): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'x-api-key': KEY };
  if (contentType !== null) headers['content-type'] = contentType;
  const response = await fetch(`${server!.baseUrl}${pathname}`, { method, body, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('the generated server on other bodies and statuses', () => {
  it('answers a success with the status the operation declares, and 204 for no body', async () => {
    const started = await send('POST', '/jobs', JSON.stringify({ name: 'x' }), 'application/json');
    expect(started).toEqual({ status: 202, body: { id: 'j1' } });
    // A JSON reply goes in the JSON media type the operation declares.
    const accepted = await fetch(`${server!.baseUrl}/jobs`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/json' }, body: '{}' });
    expect(accepted.headers.get('content-type')).toBe('application/vnd.jobs+json; version=2; charset=utf-8');
    await expect(client.jobs.start({ name: 'x' })).resolves.toEqual({ id: 'j1' });
    const deleted = await fetch(`${server!.baseUrl}/jobs/j1`, { method: 'DELETE', headers: { 'x-api-key': KEY } });
    expect(deleted.status).toBe(204);
    await expect(client.jobs.delete({ path: { id: 'j1' } })).resolves.toBeUndefined();
  });

  it('hands a bytes body over as a Uint8Array, and answers its 201', async () => {
    await expect(client.files.put({ path: { name: 'a.bin' }, body: new Blob([BYTES]) })).resolves.toEqual({ count: 1 });
    const bytes = received['files.put'];
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes as Uint8Array)).toEqual(BYTES);
    expect((await send('PUT', '/files/a.bin', new Uint8Array(BYTES), 'application/octet-stream')).status).toBe(201);
  });

  it('takes any image for `image/*`, and refuses another type naming the range', async () => {
    await client.avatars.upload(new Blob([BYTES], { type: 'image/png' }));
    expect(Buffer.from(received['avatars.upload'] as Uint8Array)).toEqual(BYTES);
    const refused = await send('POST', '/avatars', 'hello', 'text/plain');
    expect(refused.status).toBe(415);
    expect(refused.body.errors[0].message).toBe('$: the body must be sent as image/*, not text/plain.');
  });

  it('hands a text body over as a string, and refuses JSON for it', async () => {
    await client.notes.create('héllo\nthere');
    expect(received['notes.create']).toBe('héllo\nthere');
    const refused = await send('POST', '/notes', '{"a":1}', 'application/json');
    expect(refused.status).toBe(415);
    expect(refused.body.errors[0].message).toBe('$: the body must be sent as text/plain, not application/json.');
  });

  it('hands an XML body over as its text, whatever its schema, and refuses JSON for it', async () => {
    await client.orders.create('<order><id>7</id></order>');
    expect(received['orders.create']).toBe('<order><id>7</id></order>');
    const refused = await send('POST', '/orders', '{"id":"7"}', 'application/json');
    expect(refused.status).toBe(415);
    expect(refused.body.errors[0].message).toBe('$: the body must be sent as application/xml, not application/json.');
  });

  it('hands a YAML body over as its text, whatever its schema, and refuses JSON for it', async () => {
    await client.configs.apply('name: edge\nreplicas: 2\n');
    expect(received['configs.apply']).toBe('name: edge\nreplicas: 2\n');
    const yaml = await send('POST', '/configs', 'name: edge\n', 'application/yaml; charset=utf-8');
    expect(yaml.status).toBe(200);
    expect(received['configs.apply']).toBe('name: edge\n');
    const refused = await send('POST', '/configs', '{"name":"edge"}', 'application/json');
    expect(refused.status).toBe(415);
    expect(refused.body.errors[0].message).toBe('$: the body must be sent as application/yaml, not application/json.');
  });

  it('reads an object under a media range (*/*) as the JSON the client sends, checked against its schema', async () => {
    await client.hooks.deliver({ id: '7' });
    expect(received['hooks.deliver']).toEqual({ id: '7' });
    const invalid = await send('POST', '/hooks', '{"id":7}', 'application/json');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].message).toBe('$.id must be string');
    const yaml = await send('POST', '/hooks', 'id: "7"\n', 'application/yaml');
    expect(yaml.status).toBe(415);
    expect(yaml.body.errors[0].message).toBe('$: the body must be sent as application/json, not application/yaml.');
  });

  it('refuses a required bytes body sent empty, naming the media type it takes', async () => {
    const refused = await send('PUT', '/files/a.bin', new Uint8Array(0), 'application/octet-stream');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('$: the request body is required (as application/octet-stream).');
  });

  it("hands a form over as its fields, a list field as an array even of one", async () => {
    await client.token.create({ grant_type: 'client_credentials', scope: ['read', 'write'] });
    expect(received['token.create']).toEqual({ grant_type: 'client_credentials', scope: ['read', 'write'] });
    await client.token.create({ grant_type: 'x', scope: ['read'] });
    expect(received['token.create']).toEqual({ grant_type: 'x', scope: ['read'] });
  });

  it("hands a form's bracketed fields over as the objects and lists the client wrote (Stripe's forms)", async () => {
    const body = { grant_type: 'x', address: { city: 'Paris', lines: ['1 rue', '2e étage'] }, items: [{ price: 'p1', quantity: 2 }, { price: 'p2' }] };
    await client.token.create(body);
    // Form fields arrive as text: the integer 2 as '2'.
    expect(received['token.create']).toEqual({ grant_type: 'x', address: { city: 'Paris', lines: ['1 rue', '2e étage'] }, items: [{ price: 'p1', quantity: '2' }, { price: 'p2' }] });
    const refused = await send('POST', '/token', 'grant_type=x&items[3][price]=p', 'application/x-www-form-urlencoded');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('$: the form field "items[3][price]" skips list items before index 3.');
  });

  it('hands multipart lists over as arrays, one item per part, files with their bytes', async () => {
    const files = [new File([BYTES], 'a.png', { type: 'image/png' }), new File([BYTES.subarray(0, 3)], 'b.bin', { type: 'application/octet-stream' })];
    await client.uploads.create({ files, tags: ['only'], count: 3 });
    const body = received['uploads.create'] as Record<string, any>;
    expect(Object.keys(body)).toEqual(['files', 'tags', 'count']);
    expect(body.files.map((file: any) => [file.filename, file.type, Buffer.from(file.data)])).toEqual([
      ['a.png', 'image/png', BYTES],
      ['b.bin', 'application/octet-stream', BYTES.subarray(0, 3)],
    ]);
    expect(body.tags).toEqual(['only']);
    // Multipart fields arrive as their parts' text: a body of parts is not validated or converted.
    expect(body.count).toBe('3');
  });

  it('keeps every repeat of a part not declared a list, and a part named __proto__ as a field', async () => {
    const form = new FormData();
    form.append('files', new File([BYTES], 'a.png'));
    form.append('count', '1');
    form.append('count', '2');
    form.append('__proto__', 'x');
    expect((await send('POST', '/uploads', form, null)).status).toBe(200);
    const body = received['uploads.create'] as Record<string, any>;
    expect(body.count).toEqual(['1', '2']);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, '__proto__')?.value).toBe('x');
  });

  it('writes a reply as the operation declares its success: bytes, a JSON string, text, newline-delimited JSON', async () => {
    const image = await fetch(`${server!.baseUrl}/avatars/a1`, { headers: { 'x-api-key': KEY } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(BYTES);
    const blob = await client.avatars.get({ path: { id: 'a1' } });
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(BYTES);
    await expect(client.nodes.init()).resolves.toBe('node-1');
    const csv = await fetch(`${server!.baseUrl}/report.csv`, { headers: { 'x-api-key': KEY } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await expect(client.report.get()).resolves.toBe('a,b\n1,2\n');
    const events = await fetch(`${server!.baseUrl}/events.ndjson`, { headers: { 'x-api-key': KEY } });
    expect(events.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const stream: ReadableStream<Uint8Array> = (await client.events.export()).toReadableStream();
    expect(await new Response(stream).text()).toBe('{"n":1}\n{"n":2}\n');
  });

  it('reads the key where each operation says, and asks for none where it takes none', async () => {
    keys.length = 0;
    const health = await fetch(`${server!.baseUrl}/health`, { headers: { 'x-trace': 't1' } });
    expect(health.status).toBe(200);
    await expect(client.health.check({ header: { 'Content-Type': 'application/json', 'X-Trace': 't2' } })).resolves.toEqual({ count: 0 });
    await expect(client.admin.reset()).resolves.toEqual({ count: 2 });
    expect(keys).toEqual([null, null, KEY]);
    // The document's key in its header does not admit an operation whose scheme is another.
    const wrongHeader = await fetch(`${server!.baseUrl}/admin/reset`, { method: 'POST', headers: { 'x-api-key': KEY } });
    expect(wrongHeader.status).toBe(401);
    expect(keys).toHaveLength(3);
  });

  it('requires the header parameters an operation declares, but not one named Content-Type, which OpenAPI ignores', async () => {
    const untraced = await fetch(`${server!.baseUrl}/health`);
    expect(untraced.status).toBe(400);
    expect((await untraced.json()).errors.map((e: { message: string }) => e.message)).toEqual(['header "x-trace" is required.']);
  });

  it('types what each handler receives as it arrives (tsc --strict)', async () => {
    fs.writeFileSync(
      path.join(dir, 'server/handlers-check.ts'),
      `import type { CallerKey, Handlers, UploadedFile } from './index.js';
// Some operations take no key: \`authenticate\` is given null for them.
export const anonymous: CallerKey = null;
export const handlers: Handlers<string | null> = {
  'files.put': (body) => {
    const bytes: Uint8Array = body;
    return { count: bytes.length };
  },
  'notes.create': (body) => ({ count: body.length + (body satisfies string).length }),
  'orders.create': (body) => ({ count: (body satisfies string).length }),
  'hooks.deliver': (body) => ({ count: body.id?.length ?? 0 }),
  'configs.apply': (body) => {
    // @ts-expect-error a YAML body arrives as its text, not the object its schema describes
    const name: string | undefined = body.name;
    return { count: (body satisfies string).length + (name?.length ?? 0) };
  },
  'token.create': (body) => {
    const scope: string[] | undefined = body.scope;
    const city: string | undefined = body.address?.city;
    const quantity: string | undefined = body.items?.[0]?.quantity;
    return { count: (scope?.length ?? 0) + body.grant_type.length + (city?.length ?? 0) + (quantity?.length ?? 0) };
  },
  'uploads.create': (body) => {
    const files: UploadedFile[] = body.files;
    const cover: UploadedFile | undefined = body.cover;
    const tags: string[] | undefined = body.tags;
    // @ts-expect-error a multipart field arrives as text, not as the integer the schema describes
    const count: number | undefined = body.count;
    return { count: files.length + (cover ? 1 : 0) + (tags?.length ?? 0) + (count ?? 0) };
  },
  'jobs.delete': () => undefined,
};
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});
