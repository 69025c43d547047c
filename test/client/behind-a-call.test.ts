// What a caller can see behind a call, against a scripted server: the response and request id
// (withResponse, asResponse), errors classed by status with the request id, the client's log
// (never the key), default and per-call headers (the caller's win), the User-Agent, extraBody and
// the upload helper toFile.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  HiringApiClient,
  HiringApiError,
  InternalServerError,
  NotFoundError,
  UnprocessableEntityError,
  VERSION,
  toFile,
  type Logger,
} from '../../generated/index.ts';
import { json, startStub, text, type StubServer } from './stub-server.ts';

const API_KEY = 'sk_live_behind_a_call_9876';
const BASIC = Buffer.from(`${API_KEY}:`).toString('base64');
const CANDIDATE_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const CANDIDATE = { id: CANDIDATE_ID, name: 'Maya' };

let stub: StubServer;

beforeAll(async () => {
  stub = await startStub();
});
afterAll(() => stub.close());

const client = (options: Partial<ConstructorParameters<typeof HiringApiClient>[0]> = {}) =>
  new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, maxRetries: 0, ...options });

/** A log that records every line and its details, as one text. */
function recordingLogger(): Logger & { text(): string; lines: string[] } {
  const lines: string[] = [];
  const write = (message: string, ...rest: unknown[]) => void lines.push([message, ...rest.map((r) => JSON.stringify(r))].join(' '));
  return { debug: write, info: write, warn: write, error: write, lines, text: () => lines.join('\n') };
}

describe('the response behind a result', () => {
  it('withResponse() gives the result, the response and the request id', async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }, { 'x-request-id': 'req_123' }));
    const { data, response, requestId } = await client().candidate.info({ candidateId: CANDIDATE_ID }).withResponse();
    expect(data).toEqual(CANDIDATE);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req_123');
    expect(requestId).toBe('req_123');
  });

  it('asResponse() gives the response with its body readable again', async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }, { 'request-id': 'r-9' }));
    const response = await client().candidate.info({ candidateId: CANDIDATE_ID }).asResponse();
    expect(response.headers.get('request-id')).toBe('r-9');
    expect(await response.json()).toEqual({ success: true, results: CANDIDATE });
    expect(response.url).toBe(`${stub.baseUrl}/candidate.info`);
  });

  it('a list call gives its first page with the response, and still pages with for await', async () => {
    stub.respond(json(200, { success: true, results: [CANDIDATE], moreDataAvailable: false, syncToken: 's1' }, { 'x-request-id': 'page-1' }));
    const { data, requestId } = await client().candidate.list({ limit: 1 }).withResponse();
    expect(data.results).toEqual([CANDIDATE]);
    expect(requestId).toBe('page-1');
  });

  it('the argument can be left out where nothing is required: the body goes as {}', async () => {
    stub.respond(json(200, { success: true, results: [], moreDataAvailable: false }));
    await client().candidate.list();
    expect(stub.requests[0].body).toBe('{}');
  });
});

describe('errors by status', () => {
  const cases: [number, string, new (...args: never[]) => Error][] = [
    [400, 'BadRequestError', BadRequestError],
    [404, 'NotFoundError', NotFoundError],
    [409, 'ConflictError', ConflictError],
    [422, 'UnprocessableEntityError', UnprocessableEntityError],
    [500, 'InternalServerError', InternalServerError],
    [503, 'InternalServerError', InternalServerError],
  ];
  for (const [status, name, ErrorClass] of cases) {
    it(`HTTP ${status} is a ${name} with the parsed body and the request id`, async () => {
      const body = { success: false, errors: [{ message: `refused with ${status}` }] };
      stub.respond(json(status, body, { 'x-request-id': `id-${status}` }));
      const error = await client().candidate.info({ candidateId: CANDIDATE_ID }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(HiringApiError);
      const e = error as HiringApiError;
      expect(e.name).toBe(name);
      expect(e.status).toBe(status);
      expect(e.body).toEqual(body);
      expect(e.requestId).toBe(`id-${status}`);
      expect(e.message).toContain(`[request id id-${status}]`);
      expect(e.message).toContain(`refused with ${status}`);
    });
  }

  it('a status of no more specific class is named as the package exports the base class', async () => {
    stub.respond(text(418, 'short and stout', 'text/plain'));
    const error = (await client().candidate.info({ candidateId: CANDIDATE_ID }).catch((e: unknown) => e)) as HiringApiError;
    expect(error.name).toBe('HiringApiError');
    expect(error.body).toBeUndefined();
    expect(error.messages).toEqual(['short and stout']);
  });
});

describe('headers', () => {
  it('sends a User-Agent naming the package and its version', async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }));
    await client().candidate.info({ candidateId: CANDIDATE_ID });
    expect(stub.requests[0].headers['user-agent']).toBe(`@hiring-api/client/${VERSION}`);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("sends the client's default headers, and a call's own headers win whatever their case; null leaves one out", async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }));
    const withDefaults = client({ defaultHeaders: { 'X-Team': 'sourcing', 'User-Agent': 'my-app/1.0', 'X-Trace': 'on' } });
    await withDefaults.candidate.info({ candidateId: CANDIDATE_ID }, { headers: { 'x-team': 'hiring', accept: 'application/json', 'X-Trace': null } });
    const { headers } = stub.requests[0];
    expect(headers['x-team']).toBe('hiring');
    expect(headers['user-agent']).toBe('my-app/1.0');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-trace']).toBeUndefined();
    expect(headers.authorization).toBe(`Basic ${BASIC}`);
  });
});

describe('the log', () => {
  it('is silent by default', async () => {
    const logger = recordingLogger();
    stub.respond(json(200, { success: true, results: CANDIDATE }));
    await client({ logger }).candidate.info({ candidateId: CANDIDATE_ID });
    expect(logger.lines).toEqual([]);
  });

  it('at debug, shows each request, response, retry and error, and never the key, even echoed by the server', async () => {
    const logger = recordingLogger();
    const echo = { success: false, errors: [{ message: `bad key ${API_KEY} (Basic ${BASIC})` }] };
    stub.respond(json(503, echo, { 'x-request-id': `req-${API_KEY}` }), json(200, { success: true, results: CANDIDATE }), json(401, echo));
    const logged = client({ logger, logLevel: 'debug', maxRetries: 1 });
    await logged.candidate.info({ candidateId: CANDIDATE_ID });
    await logged.candidate.info({ candidateId: CANDIDATE_ID }, { headers: { 'X-Api-Key': API_KEY } }).catch(() => undefined);
    const shown = logger.text();
    expect(shown).toMatch(/candidate\.info: POST http:\/\/127\.0\.0\.1:\d+\/candidate\.info \(attempt 1\)/);
    expect(shown).toMatch(/candidate\.info: HTTP 503 from POST .* in \d+ ms, request id req-\[redacted\]/);
    expect(shown).toMatch(/retrying POST .*candidate\.info in \d+ ms after HTTP 503/);
    expect(shown).toMatch(/AuthenticationError: candidate\.info: HTTP 401/);
    expect(shown).toContain('"Authorization":"[redacted]"');
    expect(shown).not.toContain(API_KEY);
    expect(shown).not.toContain(BASIC);
  });

  it('refuses an unknown level by name', () => {
    expect(() => client({ logLevel: 'verbose' as never })).toThrow(/logLevel.*debug, info, warn, error, off.*"verbose"/);
  });
});

describe('request fields', () => {
  it('extraBody adds fields the spec does not list, over the listed ones', async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }));
    await client().candidate.info({ candidateId: CANDIDATE_ID }, { extraBody: { includeArchived: true } });
    expect(JSON.parse(stub.requests[0].body)).toEqual({ candidateId: CANDIDATE_ID, includeArchived: true });
  });

  it('toFile makes a File of a Node stream, a Buffer or a web stream, and the upload sends its bytes', async () => {
    const fromStream = await toFile(Readable.from([Buffer.from('%PDF-1.7 '), 'from a stream']), 'cv.pdf', { type: 'application/pdf' });
    expect(fromStream.name).toBe('cv.pdf');
    expect(await fromStream.text()).toBe('%PDF-1.7 from a stream');
    const pooled = Buffer.from('xx%PDF bufferyy').subarray(2, 13);
    expect(await (await toFile(pooled, 'b.pdf')).text()).toBe('%PDF buffer');
    const web = new Blob(['web stream']).stream();
    expect(await (await toFile(web)).text()).toBe('web stream');
    await expect(toFile(42 as never)).rejects.toThrow(/toFile: cannot read a file from a number/);

    stub.respond(json(200, { success: true, results: { id: 'f1' } }));
    await client().candidate.uploadResume({ resume: fromStream });
    expect(stub.requests[0].body).toMatch(/name="resume"; filename="cv.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.7 from a stream/);
  });

  it('refuses a stream in a file field at run time, naming the field and toFile (JavaScript callers)', async () => {
    stub.respond(json(200, { success: true, results: { id: 'f1' } }));
    await expect(client().candidate.uploadResume({ resume: Readable.from(['x']) } as never)).rejects.toThrow(/"resume" is a stream or a Response.*toFile/);
    await expect(client().candidate.uploadResume({ resume: Buffer.from('x') } as never)).rejects.toThrow(/"resume" is raw bytes without a file name.*toFile/);
    expect(stub.requests).toEqual([]);
  });
});

describe('secrets behind a call', () => {
  it('a request id echoing the key is redacted on the error and from withResponse(); default headers show redacted', async () => {
    stub.respond(json(200, { success: true, results: CANDIDATE }, { 'x-request-id': `id-${API_KEY}` }));
    const { requestId } = await client().candidate.info({ candidateId: CANDIDATE_ID }).withResponse();
    expect(requestId).toBe('id-[redacted]');
    stub.respond(json(404, { success: false, errors: [] }, { 'x-request-id': `id-${API_KEY}` }));
    const error = (await client().candidate.info({ candidateId: CANDIDATE_ID }).catch((e: unknown) => e)) as HiringApiError;
    expect(error.requestId).toBe('id-[redacted]');
    const shown = JSON.stringify(client({ defaultHeaders: { Authorization: `Basic ${BASIC}`, 'X-Key': API_KEY, 'X-Team': 'sourcing' } }));
    expect(shown).toContain('"X-Team":"sourcing"');
    expect(shown).not.toContain(API_KEY);
    expect(shown).not.toContain(BASIC);
  });
});
