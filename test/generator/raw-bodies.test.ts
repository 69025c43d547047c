// Request bodies that are bytes or text in a generated client, at run time against a local server
// (test/fixtures/specs/raw-bodies.yaml): an application/octet-stream, image/jpeg, image/* or
// contentMediaType body takes a Blob, File, ArrayBuffer or Uint8Array and goes as those bytes with
// its media type; a text/plain, text/csv, XML or YAML body takes a string and goes as that text; an
// object schema in a media type of unknown encoding (application/x-protobuf) takes bytes; an operation
// that also takes JSON still sends JSON; request validation leaves bytes alone; the curl example
// sends a file with --data-binary.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { documentModel } from '../../generator/document-model.ts';
import { curlExample } from '../../generator/emit/docs/request-examples.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/raw-bodies.yaml');
// Bytes no text or JSON round trip keeps: a JPEG's start, a zero, an invalid UTF-8 sequence.
const BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xc3, 0x28, 0xfe]);

let dir: string;
let outDir: string;
let server: TestServer | undefined;
let client: any;
const seen: { method: string; url: string; contentType: string | undefined; body: Buffer }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raw-bodies-'));
  outDir = path.join(dir, 'out');
  await generateClientPackage(specPath, outDir);
  server = await startTestServer(
    readingBody((request, response, body) => {
      seen.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body: body.bytes });
      if (request.url!.startsWith('/playlists/')) {
        response.writeHead(202);
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ size: body.size }));
    }),
  );
  const { RawBodiesClient } = await import(path.join(outDir, 'index.ts'));
  const validators = await import(path.join(outDir, 'validators.js'));
  client = new RawBodiesClient({ baseUrl: server.baseUrl, validators, validateRequests: true, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The request the server saw last. */
const last = () => seen[seen.length - 1];

describe('binary request bodies', () => {
  it('sends a Blob, a File, an ArrayBuffer and a Uint8Array as their bytes, with the declared media type', async () => {
    const bodies = [new Blob([BYTES]), new File([BYTES], 'photo.jpg', { type: 'image/jpeg' }), BYTES.buffer.slice(BYTES.byteOffset, BYTES.byteOffset + BYTES.length), new Uint8Array(BYTES), BYTES];
    for (const body of bodies) {
      await expect(client.files.upload({ path: { name: 'a.bin' }, body })).resolves.toEqual({ size: BYTES.length });
      expect(last()).toMatchObject({ method: 'PUT', url: '/files/a.bin', contentType: 'application/octet-stream' });
      expect(last().body).toEqual(BYTES);
    }
  });

  it('sends an image/jpeg body as image/jpeg, whatever the Blob says of itself', async () => {
    await client.playlists.uploadCover({ path: { playlistId: 'p1' }, body: new Blob([BYTES]) });
    expect(last()).toMatchObject({ url: '/playlists/p1/images', contentType: 'image/jpeg' });
    expect(last().body).toEqual(BYTES);
  });

  it('under image/*, sends the Blob\'s own type; without one, bytes of no particular type', async () => {
    await client.avatars.upload(new Blob([BYTES], { type: 'image/png' }));
    expect(last().contentType).toBe('image/png');
    expect(last().body).toEqual(BYTES);
    await client.avatars.upload(new Uint8Array(BYTES));
    expect(last().contentType).toBe('application/octet-stream');
  });

  it('reads a string schema with contentMediaType as bytes', async () => {
    await client.packages.publish(new Blob([BYTES]));
    expect(last().contentType).toBe('application/vnd.example.package');
    expect(last().body).toEqual(BYTES);
  });

  it('types a binary body as the bytes it takes, not a string', () => {
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toContain("export interface FilesUploadParams extends Body<ParamsOf<paths['/files/{name}']['put']> & { body: BinaryBody }> {}");
    expect(source).toMatch(/^export type AvatarsUploadParams = BinaryBody;$/m);
    expect(fs.readFileSync(path.join(outDir, 'runtime/types.ts'), 'utf8')).toContain('export type BinaryBody = Blob | File | ArrayBuffer | Uint8Array;');
  });

  it('refuses a string, a plain object and a stream before sending anything, and points a stream to toFile', async () => {
    const before = seen.length;
    await expect(client.avatars.upload('hello')).rejects.toThrow('avatars.upload: the body is bytes (image/*): pass a Blob, File, ArrayBuffer or Uint8Array, not a string.');
    await expect(client.avatars.upload({})).rejects.toThrow('not an object (Object)');
    await expect(client.avatars.upload(new Blob([BYTES]).stream())).rejects.toThrow('pass await toFile(value)');
    expect(seen.length).toBe(before);
  });
});

describe('text request bodies', () => {
  it('sends a text/plain body as the text, not as a JSON string', async () => {
    await expect(client.notes.create('Strong "system" design.\n')).resolves.toEqual({ size: 24 });
    expect(last()).toMatchObject({ method: 'POST', url: '/notes', contentType: 'text/plain' });
    expect(last().body.toString('utf8')).toBe('Strong "system" design.\n');
  });

  it('sends a text/csv body as text/csv, and types text bodies as strings', async () => {
    await client.imports.create('id,name\n1,Maya\n');
    expect(last()).toMatchObject({ contentType: 'text/csv' });
    expect(last().body.toString('utf8')).toBe('id,name\n1,Maya\n');
    expect(fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8')).toMatch(/^export type ImportsCreateParams = string;$/m);
    await expect(client.imports.create(['id', 'name'])).rejects.toThrow('imports.create: the body is text/csv: pass a string, not an object (Array).');
  });

  it('sends a string in another media type that is not JSON (application/sdp) as its text', async () => {
    await client.calls.create('v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n');
    expect(last()).toMatchObject({ method: 'POST', url: '/calls', contentType: 'application/sdp' });
    expect(last().body.toString('utf8')).toBe('v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n');
  });

  it('sends an XML body as its text in the declared media type, whatever its schema, and types it as a string', async () => {
    await client.orders.create('<order><id>7</id></order>');
    expect(last()).toMatchObject({ method: 'POST', url: '/orders', contentType: 'application/xml' });
    expect(last().body.toString('utf8')).toBe('<order><id>7</id></order>');
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toMatch(/^export type OrdersCreateParams = string;$/m);
    expect(source).toContain("@param body The request body's text, sent as it is (`application/xml`).");
    // An object is not written as XML by anything here: refused, never sent as JSON under another name.
    await expect(client.orders.create({ id: '7' })).rejects.toThrow('orders.create: the body is application/xml: pass a string, not an object (Object).');
  });

  it('sends a YAML body as its text in the declared media type, whatever its schema, and types it as a string', async () => {
    await client.configs.apply('name: edge\nreplicas: 2\n');
    expect(last()).toMatchObject({ method: 'POST', url: '/configs', contentType: 'application/yaml' });
    expect(last().body.toString('utf8')).toBe('name: edge\nreplicas: 2\n');
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toMatch(/^export type ConfigsApplyParams = string;$/m);
    expect(source).toContain("@param body The request body's text, sent as it is (`application/yaml`).");
    // Nothing here writes an object as YAML: refused, never sent as JSON under another name.
    const before = seen.length;
    await expect(client.configs.apply({ name: 'edge' })).rejects.toThrow('configs.apply: the body is application/yaml: pass a string, not an object (Object).');
    expect(seen.length).toBe(before);
  });

  it('takes an object schema in a media type of unknown encoding as the bytes the caller wrote', async () => {
    await client.messages.send(new Uint8Array(BYTES));
    expect(last()).toMatchObject({ method: 'POST', url: '/messages', contentType: 'application/x-protobuf' });
    expect(last().body).toEqual(BYTES);
    expect(fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8')).toMatch(/^export type MessagesSendParams = BinaryBody;$/m);
    await expect(client.messages.send({ text: 'hi' })).rejects.toThrow('messages.send: the body is bytes (application/x-protobuf): pass a Blob, File, ArrayBuffer or Uint8Array, not an object (Object).');
  });

  it('types a body nothing here can write as the text or bytes it takes, not the object (tsc --strict)', async () => {
    fs.writeFileSync(
      path.join(outDir, 'typed-calls.ts'),
      `import { RawBodiesClient } from './index.js';
declare const client: RawBodiesClient;
export const calls = [client.configs.apply('name: edge\\n'), client.messages.send(new Uint8Array(1))];
// @ts-expect-error a YAML body is the caller's text, not the object its schema describes
export const yamlObject = client.configs.apply({ name: 'edge' });
// @ts-expect-error a protobuf body is the caller's bytes, not the object its schema describes
export const protobufObject = client.messages.send({ text: 'hi' });
`,
    );
    expect(await typeCheck(outDir)).toBe('');
  });

  it('lets the caller\'s Content-Type win', async () => {
    await client.notes.create('hi', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    expect(last().contentType).toBe('text/plain; charset=utf-8');
  });
});

describe('an operation that takes JSON too', () => {
  it('still sends JSON, and types the JSON body', async () => {
    await client.documents.create({ title: 'T' });
    expect(last()).toMatchObject({ contentType: 'application/json' });
    expect(JSON.parse(last().body.toString('utf8'))).toEqual({ title: 'T' });
    expect(fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8')).not.toMatch(/DocumentsCreateParams[^\n]*BinaryBody/);
  });
});

describe('curl examples', () => {
  const args = (name: string) => {
    const model = documentModel(parse(fs.readFileSync(specPath, 'utf8')));
    const example = curlExample(model, model.operations.find((op) => op.name === name)!);
    return execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; }\n${example}`], { encoding: 'utf8', env: { PATH: process.env.PATH, HIRING_API_KEY: 'k', BASE_URL: 'https://x' } })
      .trimEnd()
      .split('\n');
  };

  it('sends a file with --data-binary and its media type for bytes, the example text for text', () => {
    const upload = args('files.upload');
    expect(upload).toContain('Content-Type: application/octet-stream');
    expect(upload).not.toContain('Content-Type: application/json');
    expect(upload[upload.indexOf('--data-binary') + 1]).toBe('@file');
    const note = args('notes.create');
    expect(note).toContain('Content-Type: text/plain');
    expect(note[note.indexOf('--data-binary') + 1]).toBe('Strong system design.');
  });
});
