// The generated client against a scripted node:http server: headers, error mapping, retries,
// timeouts, pagination, uploads, validation and keeping the API key out of sight.
import util from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, fetch as undiciFetch } from 'undici';
import * as validators from '../../generated/validators.js';
import {
  AbortError,
  ApiEnvelopeError,
  AuthenticationError,
  ConnectionError,
  HiringApiClient,
  ApiError,
  HiringApiError,
  InvalidResponseError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  ValidationError,
} from '../../generated/index.ts';
import { freePort } from '../../contract/mock/prism.ts';
import { hang, json, startStub, text, type StubServer } from './stub-server.ts';

const API_KEY = 'sk_live_S3CRET_key_4242';
const BASIC = Buffer.from(`${API_KEY}:`).toString('base64');
const CANDIDATE_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const ok = (results: unknown) => json(200, { success: true, results });

let stub: StubServer;
let client: HiringApiClient;

beforeAll(async () => {
  stub = await startStub();
  client = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, timeoutMs: 5_000 });
});
afterAll(() => stub.close());

async function failure(promise: Promise<unknown>): Promise<HiringApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HiringApiError);
  return error as HiringApiError;
}

describe('construction', () => {
  it('refuses a missing or empty API key with a clear error', () => {
    expect(() => new HiringApiClient({ apiKey: '', baseUrl: stub.baseUrl })).toThrow(/apiKey.*missing or empty/);
    expect(() => new HiringApiClient({ apiKey: '   ', baseUrl: stub.baseUrl })).toThrow(/apiKey/);
    expect(() => new HiringApiClient({ baseUrl: stub.baseUrl } as never)).toThrow(/apiKey/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: 'localhost:4010' })).toThrow(/baseUrl/);
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: 'http://' })).toThrow('`baseUrl` is not a valid URL');
  });

  it('refuses a base URL with credentials, a query or a fragment, without quoting it', () => {
    const withPassword = () => new HiringApiClient({ apiKey: API_KEY, baseUrl: 'http://admin:hunter2@127.0.0.1:4031' });
    expect(withPassword).toThrow('`baseUrl` holds credentials: pass the key as `apiKey`.');
    expect(withPassword).not.toThrow(/hunter2/);
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: `${stub.baseUrl}/?token=x` })).toThrow('`baseUrl` holds a query or a fragment');
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: `${stub.baseUrl}#frag` })).toThrow('`baseUrl` holds a query or a fragment');
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: `${stub.baseUrl}/api/` })).not.toThrow();
  });

  it('refuses a timeout that is not a number above 0 or a retry count that is not a whole number, on the client and on a call', async () => {
    const made = (options: object) => () => new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, ...options });
    expect(made({ timeoutMs: Number.NaN })).toThrow('HiringApiClient: `timeoutMs` must be a number above 0 (Infinity: no limit); got NaN.');
    expect(made({ timeoutMs: 0 })).toThrow('`timeoutMs` must be a number above 0 (Infinity: no limit); got 0.');
    expect(made({ totalTimeoutMs: '5000' })).toThrow('`totalTimeoutMs` must be a number above 0 (Infinity: no limit); got string.');
    expect(made({ totalTimeoutMs: Object.create(null) })).toThrow('`totalTimeoutMs` must be a number above 0 (Infinity: no limit); got object.');
    expect(made({ maxRetries: -1 })).toThrow('`maxRetries` must be a whole number from 0; got -1.');
    expect(made({ maxRetries: 1.5 })).toThrow('`maxRetries` must be a whole number from 0; got 1.5.');
    expect(made({ timeoutMs: 1, totalTimeoutMs: Infinity, maxRetries: 0 })).not.toThrow();
    const sent = stub.requests.length;
    await expect(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs: -5 })).rejects.toThrow('candidate.info: `timeoutMs` must be a number above 0 (Infinity: no limit); got -5.');
    await expect(client.candidate.list({}, { maxRetries: Number.NaN })).rejects.toThrow('candidate.list: `maxRetries` must be a whole number from 0; got NaN.');
    expect(stub.requests.length).toBe(sent);
  });
});

describe('requests', () => {
  it('sends Basic auth (key as user, empty password), the versioned Accept header and a JSON body', async () => {
    stub.respond(ok({ id: 'n1' }));
    await client.candidate.createNote({ candidateId: CANDIDATE_ID, note: 'Strong' });
    const [request] = stub.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/candidate.createNote');
    expect(request.headers.authorization).toBe(`Basic ${BASIC}`);
    expect(Buffer.from(request.headers.authorization!.slice(6), 'base64').toString()).toBe(`${API_KEY}:`);
    expect(request.headers.accept).toBe('application/json; version=1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ candidateId: CANDIDATE_ID, note: 'Strong' });
    expect(request.headers['x-on-behalf-of']).toBeUndefined();
  });

  it('calls a custom fetch as fetch(url, init), and sends the same request as the global fetch does', async () => {
    const seen: [string, RequestInit][] = [];
    const custom = new HiringApiClient({
      apiKey: API_KEY,
      baseUrl: stub.baseUrl,
      fetch: (url, init) => {
        seen.push([url, init]);
        return fetch(url, init);
      },
    });
    stub.respond(ok({ id: 'n1' }));
    await custom.candidate.createNote({ candidateId: CANDIDATE_ID, note: 'Strong' });
    await client.candidate.createNote({ candidateId: CANDIDATE_ID, note: 'Strong' });
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe(`${stub.baseUrl}/candidate.createNote`);
    expect(seen[0][1].method).toBe('POST');
    const [viaCustom, viaGlobal] = stub.requests;
    const { 'user-agent': _a, ...customHeaders } = viaCustom.headers;
    const { 'user-agent': _b, ...globalHeaders } = viaGlobal.headers;
    expect(viaGlobal.method).toBe(viaCustom.method);
    expect(viaGlobal.url).toBe(viaCustom.url);
    expect(globalHeaders).toEqual(customHeaders);
    expect(viaGlobal.body).toBe(viaCustom.body);
  });

  it("works with undici's own fetch and a dispatcher (as for a proxy agent)", async () => {
    const dispatcher = new Agent({ connections: 1 });
    const viaUndici = new HiringApiClient({
      apiKey: API_KEY,
      baseUrl: stub.baseUrl,
      fetch: (url, init) => undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher }) as unknown as Promise<Response>,
    });
    stub.respond(ok({ id: CANDIDATE_ID }));
    try {
      await expect(viaUndici.candidate.info({ candidateId: CANDIDATE_ID })).resolves.toEqual({ id: CANDIDATE_ID });
      expect(JSON.parse(stub.requests[0].body)).toEqual({ candidateId: CANDIDATE_ID });
      expect(stub.requests[0].headers.authorization).toBe(`Basic ${BASIC}`);
    } finally {
      await dispatcher.close();
    }
  });

  it('sends X-On-Behalf-Of from the client option, and a per-call option overrides it', async () => {
    const acting = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, onBehalfOf: 'user-1' });
    stub.respond(ok({ id: 'n1' }));
    await acting.candidate.createNote({ candidateId: CANDIDATE_ID });
    await acting.candidate.createNote({ candidateId: CANDIDATE_ID }, { onBehalfOf: 'user-2' });
    await client.candidate.createNote({ candidateId: CANDIDATE_ID }, { onBehalfOf: 'user-3' });
    expect(stub.requests.map((r) => r.headers['x-on-behalf-of'])).toEqual(['user-1', 'user-2', 'user-3']);
  });

  it('a per-call X-On-Behalf-Of header (any case) beats the client option; the per-call option beats both', async () => {
    const acting = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, onBehalfOf: 'user-1' });
    stub.respond(ok({ id: 'n1' }));
    await acting.candidate.createNote({ candidateId: CANDIDATE_ID }, { headers: { 'x-on-behalf-of': 'user-4' } });
    await acting.candidate.createNote({ candidateId: CANDIDATE_ID }, { headers: { 'X-On-Behalf-Of': 'user-5' } });
    await acting.candidate.createNote({ candidateId: CANDIDATE_ID }, { headers: { 'x-on-behalf-of': 'user-6' }, onBehalfOf: 'user-7' });
    expect(stub.requests.map((r) => r.headers['x-on-behalf-of'])).toEqual(['user-4', 'user-5', 'user-7']);
  });

  it('refuses a body JSON cannot hold at once, without sending or retrying it', async () => {
    stub.respond(ok({ id: CANDIDATE_ID }));
    const cyclic: Record<string, unknown> = { candidateId: CANDIDATE_ID };
    cyclic.self = cyclic;
    for (const body of [{ candidateId: CANDIDATE_ID, count: 1n }, cyclic]) {
      const error = await client.candidate.info(body as never).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(TypeError);
      expect(error!.message).toMatch(/^candidate\.info: the request body cannot be sent as JSON: /);
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('resolves to the results of the success envelope', async () => {
    stub.respond(ok({ id: CANDIDATE_ID, name: 'Maya' }));
    const candidate = await client.candidate.info({ candidateId: CANDIDATE_ID });
    expect(candidate).toEqual({ id: CANDIDATE_ID, name: 'Maya' });
  });

  it('uploads a Buffer with a file name as multipart part `resume`, and a handle as JSON', async () => {
    stub.respond(ok({ id: CANDIDATE_ID }));
    await client.candidate.uploadResume({ resume: { data: Buffer.from('%PDF-1.7 resume'), filename: 'cv.pdf', contentType: 'application/pdf' } });
    await client.candidate.uploadFile({ file: new File(['hello'], 'notes.txt', { type: 'text/plain' }) } as never);
    await client.candidate.uploadResume({ resumeHandle: 'handle-1' });
    const [buffer, file, handle] = stub.requests;
    expect(buffer.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(buffer.body).toMatch(/name="resume"; filename="cv.pdf"/);
    expect(buffer.body).toContain('%PDF-1.7 resume');
    expect(file.body).toMatch(/name="file"; filename="notes.txt"/);
    expect(handle.headers['content-type']).toBe('application/json');
    expect(JSON.parse(handle.body)).toEqual({ resumeHandle: 'handle-1' });
  });

  it('sends a Blob under the content type given with it, else under its own', async () => {
    stub.respond(ok({ id: CANDIDATE_ID }));
    await client.candidate.uploadResume({ resume: { data: new Blob(['%PDF-1.7']), filename: 'cv.pdf', contentType: 'application/pdf' } });
    await client.candidate.uploadResume({ resume: { data: new Blob(['plain'], { type: 'text/plain' }), filename: 'cv.txt' } });
    const [given, own] = stub.requests;
    expect(given.body).toMatch(/filename="cv.pdf"\r\nContent-Type: application\/pdf\r\n/);
    expect(own.body).toMatch(/filename="cv.txt"\r\nContent-Type: text\/plain\r\n/);
  });

  it('refuses raw bytes without a file name', async () => {
    await expect(client.candidate.uploadResume({ resume: new Uint8Array([1, 2]) } as never)).rejects.toThrow(/file name/);
  });
});

describe('errors', () => {
  it('401 becomes AuthenticationError with the envelope messages', async () => {
    stub.respond(json(401, { success: false, errors: [{ message: 'An API key is required.' }] }));
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, operation: 'candidate.info', messages: ['An API key is required.'] });
  });

  it('403 naming missing_endpoint_permission anywhere in the body sets missingEndpointPermission', async () => {
    stub.respond(
      json(403, { success: false, errors: [{ message: 'missing_endpoint_permission: the key lacks candidatesWrite' }] }),
      json(403, { success: false, errors: [{ message: 'Forbidden', detail: { reason: ['missing_endpoint_permission'] } }] }),
      json(403, { success: false, errors: [{ message: 'The API key is deactivated.' }] }),
    );
    const inMessage = (await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID }))) as PermissionDeniedError;
    const nested = (await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID }))) as PermissionDeniedError;
    const other = (await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID }))) as PermissionDeniedError;
    for (const e of [inMessage, nested, other]) expect(e).toBeInstanceOf(PermissionDeniedError);
    expect([inMessage.missingEndpointPermission, nested.missingEndpointPermission, other.missingEndpointPermission]).toEqual([true, true, false]);
    expect(inMessage.code).toBe('missing_endpoint_permission');
    expect(other.code).toBeNull();
  });

  it("an HTTP error names the URL and carries the server's own words: envelope, problem document or page text", async () => {
    stub.respond(
      text(404, '<!DOCTYPE html><html><head><title>Error</title><style>p{}</style></head><body><pre>Cannot POST /v2/candidate.info</pre></body></html>'),
      text(409, JSON.stringify({ type: 'about:blank', title: 'Conflict', detail: 'The candidate is archived.' }), 'application/problem+json'),
      text(400, 'plain words'),
    );
    const page = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(page.message).toMatch(/^candidate\.info: HTTP 404 Not Found from POST http:\/\/127\.0\.0\.1:\d+\/candidate\.info: Error Cannot POST \/v2\/candidate\.info \(1 attempt in \d+\.\d s\)$/);
    const problem = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(problem.messages).toEqual(['Conflict: The candidate is archived.']);
    expect(problem.message).toContain('HTTP 409 Conflict from POST');
    expect((await failure(client.candidate.info({ candidateId: CANDIDATE_ID }))).message).toMatch(/: plain words \(1 attempt/);
  });

  it('each error class has its own literal name', () => {
    const classes = { ApiError, AuthenticationError, PermissionDeniedError, RateLimitError, ApiEnvelopeError, TimeoutError, ConnectionError, AbortError, InvalidResponseError };
    for (const [name, Class] of Object.entries(classes)) {
      expect(new (Class as typeof ApiError)('m', { operation: 'x' } as never).name).toBe(name);
    }
    // This service's name for the base class is the same class.
    expect(HiringApiError).toBe(ApiError);
    expect(new ValidationError('request', { operation: 'x', issues: [] }).name).toBe('ValidationError');
  });

  it('HTTP 200 with success:false becomes ApiEnvelopeError', async () => {
    stub.respond(json(200, { success: false, errors: [{ message: 'Candidate not found' }, { message: 'second' }] }));
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(error).toBeInstanceOf(ApiEnvelopeError);
    expect(error.messages).toEqual(['Candidate not found', 'second']);
    expect(error.message).toMatch(/^candidate\.info failed at POST http:\/\/127\.0\.0\.1:\d+\/candidate\.info: Candidate not found; second \(1 attempt in \d+\.\d s\)$/);
    // After retries, the message counts every attempt and names the server's id for the request.
    stub.respond(json(503, {}), json(200, { success: false, errors: [{ message: 'gone' }] }, { 'x-request-id': 'req-77' }));
    const retried = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(retried.message).toMatch(/: gone \(2 attempts in \d+\.\d s\) \[request id req-77\]$/);
    expect(retried).toMatchObject({ attempts: 2, requestId: 'req-77' });
  });

  it('a body that is not the promised JSON envelope becomes InvalidResponseError', async () => {
    stub.respond(
      text(200, '<html>maintenance</html>'),
      text(200, '{"success": tru', 'application/json'),
      json(200, { ok: true }),
    );
    for (const why of [/content type "text\/html"/, /not valid JSON/, /not a success or error envelope/]) {
      const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { retry: false }));
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error.message).toMatch(why);
    }
  });

  it('a refused connection becomes ConnectionError naming the URL, the attempts and the time, with the cause kept', async () => {
    const closed = new HiringApiClient({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${await freePort()}` });
    const error = await failure(closed.candidate.createNote({ candidateId: CANDIDATE_ID }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.name).toBe('ConnectionError');
    expect(error.message).toMatch(/^candidate\.createNote: could not reach POST http:\/\/127\.0\.0\.1:\d+\/candidate\.createNote: fetch failed \(ECONNREFUSED\) \(1 attempt in \d+\.\d s\)\.$/);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ attempts: 1, url: expect.stringMatching(/^POST http:\/\/127\.0\.0\.1:\d+\/candidate\.createNote$/) });
    // A read is retried: three attempts, all counted.
    const retried = await failure(closed.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(retried.attempts).toBe(3);
    expect(retried.message).toMatch(/\(3 attempts in \d+\.\d s\)\.$/);
  });

  it('a failure a retry cannot fix (bad port, unresolvable name, TLS) is not retried', async () => {
    // A port fetch refuses to use fails before connecting, with the reason only in fetch's cause.
    const blocked = new HiringApiClient({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9' });
    const badPort = await failure(blocked.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(badPort.message).toMatch(/could not reach POST http:\/\/127\.0\.0\.1:9\/candidate\.info: fetch failed: bad port \(not retried: a retry cannot fix it\) \(1 attempt/);

    // What fetch throws for a name that does not resolve, from a test double.
    let calls = 0;
    const dns = new HiringApiClient({
      apiKey: API_KEY,
      baseUrl: 'https://hiring.example.invalid',
      fetch: async () => {
        calls++;
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND hiring.example.invalid'), { code: 'ENOTFOUND' }) });
      },
    });
    const unresolved = await failure(dns.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(unresolved).toBeInstanceOf(ConnectionError);
    expect(unresolved.message).toContain('(ENOTFOUND) (not retried');
    expect(calls).toBe(1);

    // TLS against a server that speaks plain HTTP: a real handshake failure.
    const tls = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl.replace('http:', 'https:') });
    stub.respond(ok({}));
    const handshake = await failure(tls.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(handshake).toBeInstanceOf(ConnectionError);
    expect(handshake.message).toMatch(/not retried/);
    expect(handshake.attempts).toBe(1);
  });

  it('a hanging server becomes TimeoutError after timeoutMs (the request is aborted)', async () => {
    stub.respond(hang);
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs: 150, maxRetries: 0 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toMatch(/^candidate\.info: no complete response from POST http:\/\/127\.0\.0\.1:\d+\/candidate\.info within the attempt's timeout of 150 ms \(timeoutMs\) \(1 attempt in \d+\.\d s\)\.$/);
    expect(stub.requests).toHaveLength(1);
  });

  it("an attempt that times out after one that answered does not carry that answer's request id", async () => {
    stub.respond(json(503, {}, { 'x-request-id': 'rid-first' }), hang);
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs: 300, maxRetries: 1 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toMatch(/\(2 attempts in \d+\.\d s\)\.$/);
    expect(error.requestId).toBeNull();
  });

  it('the total deadline ends a call whose attempts each stay within their own timeout', async () => {
    stub.respond(hang);
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs: 10_000, totalTimeoutMs: 300 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toMatch(/within the call's total deadline \(totalTimeoutMs\) \(1 attempt in 0\.\d s\)/);
    expect(stub.requests).toHaveLength(1);
  });

  it('by default a hung server fails within about a minute: 30 s attempts under a 60 s deadline', async () => {
    // A fetch that never answers, on fake timers: the defaults play out without waiting a minute.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const attempts: number[] = [];
      const hung = new HiringApiClient({
        apiKey: API_KEY,
        baseUrl: stub.baseUrl,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => {
            attempts.push(Date.now());
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
          }),
      });
      const started = Date.now();
      const call = failure(hung.candidate.info({ candidateId: CANDIDATE_ID }));
      await vi.advanceTimersByTimeAsync(61_000);
      const error = await call;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.elapsedMs).toBe(60_000);
      expect(error.attempts).toBe(2);
      expect(attempts.map((at) => at - started)[0]).toBe(0);
      expect(attempts[1] - started).toBeGreaterThanOrEqual(30_000);
      expect(error.message).toMatch(/within the call's total deadline \(totalTimeoutMs\) \(2 attempts in 60\.0 s\)\.$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read that times out is retried like a connection error; a write is not', async () => {
    stub.respond(hang, ok({ id: CANDIDATE_ID }));
    await expect(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs: 150 })).resolves.toEqual({ id: CANDIDATE_ID });
    expect(stub.requests).toHaveLength(2);

    stub.respond(hang, ok({ id: 'n1' }));
    expect(await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID }, { timeoutMs: 150 }))).toBeInstanceOf(TimeoutError);
    expect(stub.requests).toHaveLength(1);
  });

  it('timeoutMs: Infinity sets no limit (a delay past the timer limit would otherwise fire at once)', async () => {
    stub.respond((_request, response) => setTimeout(() => ok({ id: CANDIDATE_ID })(_request, response), 100));
    for (const timeoutMs of [Infinity, 30 * 24 * 3600 * 1000]) {
      await expect(client.candidate.info({ candidateId: CANDIDATE_ID }, { timeoutMs })).resolves.toEqual({ id: CANDIDATE_ID });
    }
    expect(stub.requests).toHaveLength(2);
  });
});

describe('retries', () => {
  it('a read is retried after 500 and succeeds', async () => {
    stub.respond(json(500, { success: false, errors: [{ message: 'boom' }] }), ok({ id: CANDIDATE_ID }));
    await expect(client.candidate.info({ candidateId: CANDIDATE_ID })).resolves.toEqual({ id: CANDIDATE_ID });
    expect(stub.requests).toHaveLength(2);
  });

  it('429 with Retry-After (seconds or HTTP date) is waited out and retried', async () => {
    stub.respond(
      json(429, { success: false, errors: [{ message: 'slow down' }] }, { 'retry-after': '0' }),
      json(429, { success: false, errors: [{ message: 'slow down' }] }, { 'retry-after': new Date(Date.now() - 1000).toUTCString() }),
      ok({ id: CANDIDATE_ID }),
    );
    await expect(client.candidate.info({ candidateId: CANDIDATE_ID })).resolves.toEqual({ id: CANDIDATE_ID });
    expect(stub.requests).toHaveLength(3);
  });

  it('429 asking for a long wait reaches the caller as RateLimitError with retryAfter', async () => {
    stub.respond(json(429, { success: false, errors: [{ message: 'slow down' }] }, { 'retry-after': '3600' }));
    const error = (await failure(client.candidate.info({ candidateId: CANDIDATE_ID }))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(3600);
    expect(stub.requests).toHaveLength(1);
  });

  it("a caller's abort ends a retry wait at once with an AbortError carrying the signal's reason", async () => {
    stub.respond(json(503, { success: false, errors: [{ message: 'down' }] }, { 'retry-after': '30' }));
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    setTimeout(() => controller.abort(reason), 200);
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect(error.name).toBe('AbortError');
    expect(error.cause).toBe(reason);
    expect(error.message).toMatch(/^candidate\.info: aborted by the caller's signal: caller gave up \(1 attempt in 0\.\d s\)\.$/);
    expect(stub.requests).toHaveLength(1);
  });

  it('an abort during an attempt, or before the call, is an AbortError and is not retried', async () => {
    stub.respond(hang);
    const controller = new AbortController();
    const call = failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { signal: controller.signal }));
    while (stub.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const during = await call;
    expect(during).toBeInstanceOf(AbortError);
    expect((during.cause as Error).name).toBe('AbortError');
    expect(stub.requests).toHaveLength(1);
    const before = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { signal: AbortSignal.abort() }));
    expect(before).toBeInstanceOf(AbortError);
    expect(stub.requests).toHaveLength(1);
  });

  it('gives up after maxRetries (default 2) with the last status', async () => {
    stub.respond(json(503, { success: false, errors: [{ message: 'down' }] }, { 'retry-after': '0' }));
    const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(error.status).toBe(503);
    expect(stub.requests).toHaveLength(3);
  });

  it('a write is not retried unless the caller opts in', async () => {
    stub.respond(json(500, { success: false, errors: [{ message: 'boom' }] }, { 'retry-after': '0' }), ok({ id: 'n1' }));
    const error = await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID }));
    expect(error.status).toBe(500);
    expect(stub.requests).toHaveLength(1);

    stub.respond(json(500, { success: false, errors: [{ message: 'boom' }] }, { 'retry-after': '0' }), ok({ id: 'n1' }));
    await expect(client.candidate.createNote({ candidateId: CANDIDATE_ID }, { retry: true })).resolves.toEqual({ id: 'n1' });
    expect(stub.requests).toHaveLength(2);

    const retrying = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, retryWrites: true });
    stub.respond(json(502, { success: false, errors: [{ message: 'boom' }] }, { 'retry-after': '0' }), ok({ id: 'n2' }));
    await expect(retrying.candidate.createNote({ candidateId: CANDIDATE_ID })).resolves.toEqual({ id: 'n2' });
  });
});

describe('pagination', () => {
  const page = (results: unknown[], extra: Record<string, unknown>) => json(200, { success: true, results, ...extra });

  it('for await follows nextCursor across 3 pages and exposes the final syncToken', async () => {
    stub.respond(
      page([{ id: 'a' }, { id: 'b' }], { moreDataAvailable: true, nextCursor: 'c2' }),
      page([{ id: 'c' }], { moreDataAvailable: true, nextCursor: 'c3' }),
      page([{ id: 'd' }], { moreDataAvailable: false, syncToken: 'sync-3' }),
    );
    const pages = client.candidate.list({ limit: 2 });
    expect(pages.syncToken).toBeNull();
    const ids: string[] = [];
    for await (const candidate of pages) ids.push(candidate.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(pages.syncToken).toBe('sync-3');
    expect(stub.requests.map((r) => JSON.parse(r.body))).toEqual([{ limit: 2 }, { limit: 2, cursor: 'c2' }, { limit: 2, cursor: 'c3' }]);
  });

  it('await gives the first page with its paging fields', async () => {
    stub.respond(page([{ id: 'a' }], { moreDataAvailable: true, nextCursor: 'c2' }));
    const first = await client.candidate.list({});
    expect(first).toMatchObject({ results: [{ id: 'a' }], moreDataAvailable: true, nextCursor: 'c2' });
    expect(stub.requests).toHaveLength(1);
  });

  it('a repeated cursor stops iteration with an error instead of looping', async () => {
    stub.respond(
      page([{ id: 'a' }], { moreDataAvailable: true, nextCursor: 'same' }),
      page([{ id: 'b' }], { moreDataAvailable: true, nextCursor: 'same' }),
      page([{ id: 'c' }], { moreDataAvailable: false }),
    );
    const seen: string[] = [];
    const run = async () => {
      for await (const job of client.job.list({})) seen.push((job as { id: string }).id);
    };
    const error = await run().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/job\.list: the server returned the cursor "same" a second time/);
    expect(seen).toEqual(['a', 'b']);
    expect(stub.requests).toHaveLength(2);
  });

  it('auditLog.list follows nextCursor until it is null', async () => {
    stub.respond(page([{ n: 1 }], { nextCursor: 'x' }), page([{ n: 2 }], { nextCursor: null }));
    const entries: unknown[] = [];
    for await (const entry of client.auditLog.list({})) entries.push(entry);
    expect(entries).toEqual([{ n: 1 }, { n: 2 }]);
    expect(JSON.parse(stub.requests[1].body)).toMatchObject({ cursor: 'x' });
  });
});

describe('validation', () => {
  it('asks for the validators entry point when validation is on without them', () => {
    expect(() => new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, validateResponses: true })).toThrow(
      "import * as validators from '@hiring-api/client/validators' and pass { validators }",
    );
  });

  it('validateRequests raises ValidationError with JSON paths before sending', async () => {
    const strict = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, validateRequests: true, validators });
    stub.respond(ok({}));
    const error = (await failure(strict.candidate.info({ candidateId: 'not-a-uuid' }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors[0].path).toBe('$.candidateId');
    expect(error.message).toContain('$.candidateId');
    expect(stub.requests).toHaveLength(0);
  });

  it('validateResponses raises ValidationError for a body that breaks the schema', async () => {
    const strict = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, validateResponses: true, validators });
    stub.respond(ok({ id: 42 }));
    const error = (await failure(strict.candidate.info({ candidateId: CANDIDATE_ID }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.direction).toBe('response');
    expect(error.errors.length).toBeGreaterThan(0);
  });
});

describe('the API key stays secret', () => {
  it('is absent from util.inspect, console output and JSON of the client', () => {
    for (const shown of [util.inspect(client, { depth: 10, showHidden: true }), JSON.stringify(client), String(client)]) {
      expect(shown).not.toContain(API_KEY);
      expect(shown).not.toContain(BASIC);
    }
    expect(util.inspect(client)).toContain('[redacted]');
  });

  it('is absent from errors even when the server echoes it', async () => {
    const echo = `bad key ${API_KEY} (Authorization: Basic ${BASIC})`;
    stub.respond(json(401, { success: false, errors: [{ message: echo }], [API_KEY]: API_KEY }), text(502, echo));
    const errors = [
      await failure(client.candidate.info({ candidateId: CANDIDATE_ID })),
      await failure(client.candidate.createNote({ candidateId: CANDIDATE_ID })),
    ];
    for (const error of errors) {
      for (const shown of [error.message, String(error.stack), JSON.stringify(error), String(JSON.stringify(error.body)), util.inspect(error, { depth: 10 })]) {
        expect(shown).not.toContain(API_KEY);
        expect(shown).not.toContain(BASIC);
      }
    }
    expect(errors[0].message).toContain('[redacted]');
  });

  it("is absent from a response ValidationError's issues when the body names it (a closed schema's extra field)", async () => {
    // Validators of a closed schema name the extra field in the issue (as validators.js does: `$["name"]: must NOT be present (name)`).
    const quoting = {
      validateRequest: () => ({ ok: true as const, errors: [] }),
      validateResponse: () => ({ ok: false as const, errors: [{ path: `$["${API_KEY}"]`, message: `must NOT be present (${API_KEY})` }] }),
    };
    const strict = new HiringApiClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, validateResponses: true, validators: quoting });
    stub.respond(ok({ id: 'c1', [API_KEY]: true }));
    const error = (await failure(strict.candidate.info({ candidateId: CANDIDATE_ID }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toEqual([{ path: '$["[redacted]"]', message: 'must NOT be present ([redacted])' }]);
    for (const shown of [error.message, String(error.stack), JSON.stringify(error), util.inspect(error, { depth: 10 })]) expect(shown).not.toContain(API_KEY);
  });

  it('a short key (a word such as `test`) is redacted where it stands alone, not inside other words', async () => {
    const short = new HiringApiClient({ apiKey: 'test', baseUrl: stub.baseUrl, maxRetries: 0 });
    stub.respond(json(401, { success: false, errors: [{ message: 'key test refused; see the testing guide' }] }));
    const error = await failure(short.candidate.info({ candidateId: CANDIDATE_ID }));
    expect(error.message).toContain('key [redacted] refused; see the testing guide');
  });

  it('is absent from a cut-off body even when it spans the cut', async () => {
    // The key starts 20 characters before the 500-character cut of a quoted body.
    const page = `${'x'.repeat(480)}${API_KEY}${'y'.repeat(100)}`;
    stub.respond(text(200, page), text(200, `{${page}`, 'application/json'));
    for (const why of [/content type/, /not valid JSON/]) {
      const error = await failure(client.candidate.info({ candidateId: CANDIDATE_ID }, { retry: false }));
      expect(error.message).toMatch(why);
      const shown = [JSON.stringify(error.body), util.inspect(error, { depth: 10 })].join('\n');
      expect(shown).not.toContain(API_KEY.slice(0, 12));
      expect(shown).toContain('[redacted]');
    }
  });
});
