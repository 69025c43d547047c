// Success answers in more than one media type, in a generated client at run time against a local
// server (test/fixtures/specs/mixed-answers.yaml): JSON beside server-sent events resolves to either,
// as the answer's Content-Type says (the events when the call asks for a stream), and its result type
// lists both (by the schema's name where it has one, as beside another 2xx's body); newline-delimited
// JSON alone is a stream of its lines, not one JSON document; JSON beside text/plain is asked for first and read as
// JSON, and a text answer is still refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { readingBody, startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/mixed-answers.yaml');

let dir: string;
let outDir: string;
let server: TestServer | undefined;
let client: any;
let InvalidResponseError: any;
let EventStream: any;
let firstEventRead: () => void;
const accepts: (string | undefined)[] = [];
const eventsRead = new Promise<void>((resolve) => (firstEventRead = resolve));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixed-answers-'));
  outDir = path.join(dir, 'out');
  await generateClientPackage(specPath, outDir);
  server = await startTestServer(
    readingBody((request, response, body) => {
      const url = request.url!;
      accepts.push(request.headers.accept);
      if (url === '/completions' && JSON.parse(body.bytes.toString('utf8')).stream === true) {
        // The first event, then the rest only once the client has read it: the body arrives as a stream.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: {"delta":"Hel"}\n\n');
        eventsRead.then(() => response.end('data: {"delta":"lo"}\n\n'));
        return;
      }
      if (url === '/events') {
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        return response.end('{"n":1}\n{"n":2}\n');
      }
      if (url === '/transcripts/plain') {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('Hello there.');
      }
      const json = url === '/completions' ? { id: 'c1' } : { text: 'Hello there.' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    }),
  );
  const module = await import(path.join(outDir, 'index.ts'));
  InvalidResponseError = module.InvalidResponseError;
  EventStream = module.EventStream;
  client = new module.MixedAnswersClient({ baseUrl: server.baseUrl, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything a stream still holds, as text. */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const text = new TextDecoder();
  let all = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) all += text.decode(chunk.value, { stream: true });
  return all;
}

describe('answers in more than one media type', () => {
  it('resolves JSON beside server-sent events to the parsed JSON, or to the events, each read before the server has finished', async () => {
    expect(await client.completions.createCompletion({ stream: false })).toEqual({ id: 'c1' });
    const stream = await client.completions.createCompletion({ stream: true });
    expect(stream).toBeInstanceOf(EventStream);
    const events = stream[Symbol.asyncIterator]();
    // The stream's schema is a string: each item is the whole event, its data as text.
    expect((await events.next()).value).toEqual({ event: 'message', data: '{"delta":"Hel"}', id: '', retry: undefined });
    firstEventRead();
    expect((await events.next()).value).toEqual({ event: 'message', data: '{"delta":"lo"}', id: '', retry: undefined });
    expect((await events.next()).done).toBe(true);
  });

  it('asks for JSON first beside text/plain and reads JSON: a text answer is refused, naming its type', async () => {
    expect(await client.transcripts.getTranscript({ path: { id: 'json' } })).toEqual({ text: 'Hello there.' });
    expect(accepts.at(-1)).toBe('application/json, text/plain');
    const plain = client.transcripts.getTranscript({ path: { id: 'plain' } });
    await expect(plain).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(plain).rejects.toThrow('got content type "text/plain; charset=utf-8"');
  });

  it('resolves newline-delimited JSON to a stream of its lines, not to one JSON document; its bytes stay at hand', async () => {
    const lines: unknown[] = [];
    for await (const line of await client.events.listEvents()) lines.push(line);
    expect(lines).toEqual([{ n: 1 }, { n: 2 }]);
    const stream: ReadableStream<Uint8Array> = (await client.events.listEvents()).toReadableStream();
    expect(await rest(stream.getReader())).toBe('{"n":1}\n{"n":2}\n');
  });

  it('types each result as the union of what it may resolve to, by name where the spec names it, which a caller narrows', async () => {
    const source = fs.readFileSync(path.join(outDir, 'client.ts'), 'utf8');
    // A result the spec names keeps its name beside what else the call may resolve to.
    expect(source).toMatch(/^export type CompletionsCreateCompletionResult = Completion \| EventStream<ServerSentEvent>;$/m);
    expect(source).toMatch(/^export type ExportsCreateExportResult = Export \| paths\['\/exports'\]\['post'\]\['responses'\]\['202'\]\['content'\]\['application\/json'\];$/m);
    expect(source).toContain('): ApiPromise<CompletionsCreateCompletionResult> {');
    expect(source).toMatch(/^export type TranscriptsGetTranscriptResult = paths\['\/transcripts\/\{id\}'\]\['get'\]\['responses'\]\['200'\]\['content'\]\['application\/json'\];$/m);
    expect(source).toMatch(/^export type EventsListEventsResult = EventStream<paths\['\/events'\]\['get'\]\['responses'\]\['200'\]\['content'\]\['application\/x-ndjson'\]>;$/m);
    fs.writeFileSync(
      path.join(outDir, 'usage.ts'),
      [
        "import { EventStream, MixedAnswersClient } from './index.js';",
        'const client = new MixedAnswersClient();',
        'export async function use(): Promise<string> {',
        '  const completion = await client.completions.createCompletion({ stream: true });',
        '  if (completion instanceof EventStream) {',
        '    for await (const event of completion) return event.data;',
        "    return '';",
        '  }',
        '  const words: string = (await client.transcripts.getTranscript({ path: { id: "t" } })).text ?? "";',
        '  // @ts-expect-error the result may be a stream: narrowed above, not here',
        '  const id: string = (await client.completions.createCompletion({})).id;',
        '  const exported = await client.exports.createExport();',
        "  const where: string = 'url' in exported ? exported.url : exported.jobId;",
        '  return completion.id + words + id + where;',
        '}',
        '',
      ].join('\n'),
    );
    expect(await typeCheck(outDir)).toBe('');
  });
});
