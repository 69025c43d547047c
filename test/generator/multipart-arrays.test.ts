// Multipart fields that are arrays in a generated client, at run time against a local server
// (test/fixtures/specs/multipart-arrays.yaml): an array of binary items is one part per file, with
// its bytes, file name and type, and is typed to take files as a single file field is; an array of
// values is one part per item (OpenAPI 3.1, 4.8.14.4), and an object still one part of JSON. An
// operation that also takes JSON goes as multipart once a list of files holds one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/multipart-arrays.yaml');
// Bytes no text or JSON round trip keeps.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]);
const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xc3, 0x28]);

type Part = [name: string, value: string | { filename: string; type: string; bytes: Buffer }];

let dir: string;
let outDir: string;
let server: TestServer | undefined;
let client: any;
const seen: { url: string; contentType: string; parts: Part[] | null; text: string }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-arrays-'));
  outDir = path.join(dir, 'out');
  await generateClientPackage(specPath, outDir);
  server = await startTestServer(
    readingBody(async (request, response, body) => {
      const contentType = request.headers['content-type'] ?? '';
      let parts: Part[] | null = null;
      if (contentType.startsWith('multipart/form-data')) {
        // The parts in the order they arrived, each file with its bytes, name and type.
        const form = await new Response(new Uint8Array(body.bytes), { headers: { 'content-type': contentType } }).formData();
        parts = [];
        for (const [name, value] of form) {
          parts.push([name, typeof value === 'string' ? value : { filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }]);
        }
      }
      seen.push({ url: request.url!, contentType, parts, text: body.bytes.toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ count: parts?.length ?? 0 }));
    }),
  );
  const { MultipartArraysClient, toFile } = await import(path.join(outDir, 'index.ts'));
  client = new MultipartArraysClient({ baseUrl: server.baseUrl, maxRetries: 0 });
  client.toFile = toFile;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The request the server saw last. */
const last = () => seen[seen.length - 1];

describe('multipart arrays', () => {
  it('sends an array of files as one part per file, with its bytes, file name and type', async () => {
    const files = [new File([PNG], 'a.png', { type: 'image/png' }), { data: new Uint8Array(PDF), filename: 'b.pdf', contentType: 'application/pdf' }, await client.toFile(PNG, 'c.png')];
    await expect(client.uploads.create({ files })).resolves.toEqual({ count: 3 });
    expect(last().parts).toEqual([
      ['files', { filename: 'a.png', type: 'image/png', bytes: PNG }],
      ['files', { filename: 'b.pdf', type: 'application/pdf', bytes: PDF }],
      ['files', { filename: 'c.png', type: 'application/octet-stream', bytes: PNG }],
    ]);
  });

  it('sends an array of values as one part per item, and an object and a single file as before', async () => {
    await client.uploads.create({ files: [new Blob([PNG])], cover: new File([PDF], 'cover.pdf', { type: 'application/pdf' }), tags: ['a', 'b c'], sizes: [1, 2], meta: { source: 'x' } });
    expect(last().parts).toEqual([
      ['files', { filename: 'files', type: 'application/octet-stream', bytes: PNG }],
      ['cover', { filename: 'cover.pdf', type: 'application/pdf', bytes: PDF }],
      ['tags', 'a'],
      ['tags', 'b c'],
      ['sizes', '1'],
      ['sizes', '2'],
      ['meta', '{"source":"x"}'],
    ]);
  });

  it('refuses raw bytes or a stream in a list of files before sending, naming the item', async () => {
    const before = seen.length;
    await expect(client.uploads.create({ files: [new Blob([PNG]), new Uint8Array(PDF)] })).rejects.toThrow('uploads.create: "files[1]" is raw bytes without a file name');
    await expect(client.uploads.create({ files: [new Blob([PNG]).stream()] })).rejects.toThrow('"files[0]" is a stream or a Response');
    expect(seen.length).toBe(before);
  });

  it('types a list of files as an array of files, a single file field as one', () => {
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toContain(`WithFiles<NonNullable<paths['/uploads']['post']['requestBody']>['content']['multipart/form-data'], 'cover', 'files'>`);
    expect(source).toContain(`WithFiles<NonNullable<paths['/messages']['post']['requestBody']>['content']['multipart/form-data'], never, 'attachments'>`);
  });

  it('sends a field whose anyOf offers a file or a list of files as file parts, typed to take either', async () => {
    await client.images.edit({ image: new File([PNG], 'a.png', { type: 'image/png' }), prompt: 'x' });
    expect(last().parts).toEqual([
      ['image', { filename: 'a.png', type: 'image/png', bytes: PNG }],
      ['prompt', 'x'],
    ]);
    await client.images.edit({ image: [new File([PNG], 'a.png', { type: 'image/png' }), new File([PDF], 'b.pdf', { type: 'application/pdf' })], prompt: 'y' });
    expect(last().parts?.map(([name]) => name)).toEqual(['image', 'image', 'prompt']);
    fs.writeFileSync(
      path.join(outDir, 'typed-calls.ts'),
      `import { MultipartArraysClient } from './index.js';
declare const client: MultipartArraysClient;
declare const file: File;
export const calls = [
  client.images.edit({ image: file, prompt: 'one' }),
  client.images.edit({ image: [file, file], prompt: 'several' }),
  client.uploads.create({ files: [file], cover: file }),
];
// @ts-expect-error a single file field takes one file, not a list
export const wrong = client.uploads.create({ files: [file], cover: [file] });
`,
    );
    expect(await typeCheck(outDir)).toBe('');
  });

  it('sends an operation that also takes JSON as multipart once its list of files holds a file, else as JSON', async () => {
    await client.messages.create({ text: 'hi', attachments: [new File([PNG], 'a.png', { type: 'image/png' }), new File([PDF], 'b.pdf', { type: 'application/pdf' })] });
    expect(last().parts).toEqual([
      ['text', 'hi'],
      ['attachments', { filename: 'a.png', type: 'image/png', bytes: PNG }],
      ['attachments', { filename: 'b.pdf', type: 'application/pdf', bytes: PDF }],
    ]);
    await client.messages.create({ text: 'hi' });
    expect(last().contentType).toBe('application/json');
    expect(JSON.parse(last().text)).toEqual({ text: 'hi' });
  });
});
