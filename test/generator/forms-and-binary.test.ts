// Form bodies and binary answers in a generated client, at run time against a local server
// (test/fixtures/specs/forms-and-binary.yaml): an application/x-www-form-urlencoded body goes as a
// form (the encoding's style for `scope`, brackets for nested objects), its curl example too, and an
// image/png answer (format: binary) arrives as a Blob with the server's bytes, typed Blob; each
// operation sends the Accept its responses declare (the caller's wins), a text/csv answer is a
// string, and a 404 names the URL called and carries the declared problem body.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateClientPackage } from '../support/client-package.ts';
import { documentModel } from '../../generator/document-model.ts';
import { curlExample } from '../../generator/emit/docs/request-examples.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/forms-and-binary.yaml');
// The 8-byte PNG signature and a chunk header: bytes that text decoding would corrupt.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);

let firstEventRead: () => void = () => {};
const eventsRead = new Promise<void>((resolve) => (firstEventRead = resolve));
let dir: string;
let outDir: string;
let server: TestServer | undefined;
let baseUrl: string;
const seen: { method: string; url: string; contentType: string | undefined; accept: string | undefined; body: string }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-binary-'));
  outDir = path.join(dir, 'out');
  await generateClientPackage(specPath, outDir);
  server = await startTestServer(
    readingBody((request, response, body) => {
      seen.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], accept: request.headers.accept, body: body.bytes.toString('utf8') });
      if (request.url === '/avatars/nobody') {
        response.writeHead(404, { 'content-type': 'application/problem+json' });
        return response.end(JSON.stringify({ title: 'Not found', detail: 'No user nobody.' }));
      }
      if (request.url === '/events') {
        // The first event, then the rest only once the client has read it: the body arrives as a stream.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: one\n\n');
        eventsRead.then(() => response.end('data: two\n\n'));
        return;
      }
      if (request.url!.startsWith('/reports/')) {
        response.writeHead(200, { 'content-type': 'text/csv' });
        return response.end('id,name\n1,Maya\n');
      }
      if (request.url!.startsWith('/avatars/')) {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(PNG);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 't1' }));
    }),
  );
  baseUrl = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('form bodies and binary answers', () => {
  it('sends an x-www-form-urlencoded body as a form: declared style, repeated arrays, bracketed nested objects', async () => {
    const { FormsAndBinaryAnswersClient: HiringApiClient } = await import(path.join(outDir, 'index.ts'));
    const client = new HiringApiClient({ apiKey: 'tok', baseUrl });
    seen.length = 0;
    const result = await client.token.create({ grant_type: 'client_credentials', scope: ['read', 'write'], tags: ['a b', 'c&d'], client: { id: 'app 1', meta: { region: 'eu', zones: ['z1', 'z2'] } } });
    expect(result).toEqual({ access_token: 't1' });
    expect(seen[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(seen[0].body).toBe('grant_type=client_credentials&scope=read+write&tags=a+b&tags=c%26d&client%5Bid%5D=app+1&client%5Bmeta%5D%5Bregion%5D=eu&client%5Bmeta%5D%5Bzones%5D%5B%5D=z1&client%5Bmeta%5D%5Bzones%5D%5B%5D=z2');
    const form = new URLSearchParams(seen[0].body);
    expect(form.getAll('tags')).toEqual(['a b', 'c&d']);
    expect(form.get('client[meta][region]')).toBe('eu');
  });

  it('writes arrays under deepObject with brackets, and arrays of objects with their index', async () => {
    const { FormsAndBinaryAnswersClient: HiringApiClient } = await import(path.join(outDir, 'index.ts'));
    const client = new HiringApiClient({ apiKey: 'tok', baseUrl });
    seen.length = 0;
    await client.token.create({ grant_type: 'x', expand: ['customer', 'invoice'], line_items: [{ price: 'p1', quantity: 2 }, { price: 'p2' }] });
    expect([...new URLSearchParams(seen[0].body)]).toEqual([
      ['grant_type', 'x'],
      ['expand[]', 'customer'],
      ['expand[]', 'invoice'],
      ['line_items[0][price]', 'p1'],
      ['line_items[0][quantity]', '2'],
      ['line_items[1][price]', 'p2'],
    ]);
  });

  it('its curl example sends the form, not JSON', () => {
    const model = documentModel(parse(fs.readFileSync(specPath, 'utf8')));
    const example = curlExample(model, model.operations.find((op) => op.name === 'token.create')!);
    const args = execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; }\n${example}`], { encoding: 'utf8', env: { PATH: process.env.PATH, HIRING_API_KEY: 'k', BASE_URL: 'https://x' } })
      .trimEnd()
      .split('\n');
    expect(args).toContain('Content-Type: application/x-www-form-urlencoded');
    expect(args).not.toContain('Content-Type: application/json');
    expect(args[args.indexOf('-d') + 1]).toBe('grant_type=client_credentials&scope=read+write&client%5Bid%5D=app+1&client%5Bmeta%5D%5Bregion%5D=eu');
  });

  it('returns an image/png answer as a Blob holding the exact bytes, and types it Blob', async () => {
    const { FormsAndBinaryAnswersClient: HiringApiClient } = await import(path.join(outDir, 'index.ts'));
    const client = new HiringApiClient({ apiKey: 'tok', baseUrl });
    const image = await client.avatar.get({ path: { userId: 'u1' } });
    expect(image).toBeInstanceOf(Blob);
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    expect(source).toMatch(/^export type AvatarGetResult = Blob;$/m);
    expect(source).toContain('): ApiPromise<AvatarGetResult> {');
  });

  it('sends the Accept each operation declares, and the caller\'s own Accept wins', async () => {
    const { FormsAndBinaryAnswersClient: Client } = await import(path.join(outDir, 'index.ts'));
    const client = new Client({ apiKey: 'tok', baseUrl });
    seen.length = 0;
    await client.avatar.get({ path: { userId: 'u1' } });
    await client.report.get({ path: { reportId: 'r1' } });
    await client.token.create({ grant_type: 'x' });
    await client.avatar.get({ path: { userId: 'u1' } }, { headers: { accept: 'image/*' } });
    expect(seen.map((s) => s.accept)).toEqual(['image/png, application/problem+json', 'text/csv', 'application/json', 'image/*']);
  });

  it('returns a text/csv answer as the text, typed string', async () => {
    const { FormsAndBinaryAnswersClient: Client } = await import(path.join(outDir, 'index.ts'));
    const csv = await new Client({ apiKey: 'tok', baseUrl }).report.get({ path: { reportId: 'r 1' } });
    expect(csv).toBe('id,name\n1,Maya\n');
    expect(fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8')).toMatch(/^export type ReportGetResult = string;$/m);
  });

  it('a 404 is a NotFoundError naming the URL called (not the path template), with the declared problem body', async () => {
    const { FormsAndBinaryAnswersClient: Client, NotFoundError } = await import(path.join(outDir, 'index.ts'));
    const error = await new Client({ apiKey: 'tok', baseUrl, maxRetries: 0 }).avatar.get({ path: { userId: 'nobody' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.url).toBe(`GET ${baseUrl}/avatars/nobody`);
    expect(error.message).toContain(`from GET ${baseUrl}/avatars/nobody: Not found: No user nobody.`);
    expect(error.message).not.toContain('{userId}');
    expect(error.body).toEqual({ title: 'Not found', detail: 'No user nobody.' });
    const index = fs.readFileSync(path.join(outDir, 'index.ts'), 'utf8');
    expect(index).toContain('export type NotFoundError = errors.NotFoundError<Problem>;');
  });

  it('resolves a text/event-stream answer to its events, each read before the server has finished', async () => {
    const { FormsAndBinaryAnswersClient: Client } = await import(path.join(outDir, 'index.ts'));
    const events: AsyncIterable<unknown> = await new Client({ apiKey: 'tok', baseUrl }).events.stream();
    const items = events[Symbol.asyncIterator]();
    // A string schema: each item is the whole event, its data as text.
    expect((await items.next()).value).toEqual({ event: 'message', data: 'one', id: '', retry: undefined });
    firstEventRead();
    expect((await items.next()).value).toEqual({ event: 'message', data: 'two', id: '', retry: undefined });
    expect((await items.next()).done).toBe(true);
    expect(fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8')).toMatch(/^export type EventsStreamResult = EventStream<ServerSentEvent>;$/m);
  });

  it('defaults baseUrl to the one server the document declares', async () => {
    const { FormsAndBinaryAnswersClient: Client } = await import(path.join(outDir, 'index.ts'));
    expect(new Client({ apiKey: 'tok' }).toJSON().baseUrl).toBe('http://127.0.0.1:4010');
    expect(new Client({ apiKey: 'tok', baseUrl }).toJSON().baseUrl).toBe(baseUrl);
  });
});
