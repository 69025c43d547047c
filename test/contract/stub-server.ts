// A small, correct implementation of the service for the contract tests, on 127.0.0.1:0:
// Basic auth (401 without a key, 403 for an unknown one), the error envelope for bodies that are
// not objects or break the request schema, the spec's examples as answers, and lists served in
// two pages. Each test bends one behaviour with `override` to plant a single fault.
import { readingBody, startTestServer } from '../support/http-server.ts';
import { validateRequest, type OperationName } from '../../generated/validators.js';
import { loadModel } from '../../contract/model.ts';
import type { OperationModel } from '../../generator/model/types.ts';

export const STUB_KEY = 'stub-secret-key-7f3a9c';

export interface Call {
  operation: OperationModel;
  body: unknown;
  /** The Basic user name sent, or null. */
  key: string | null;
  authorization: string | undefined;
  /** 1 for a list's first page, 2 after its cursor. */
  page: number;
}

export interface Reply {
  status: number;
  body: unknown;
  /** Raw text instead of JSON (`body` is ignored). */
  text?: string;
  contentType?: string;
}

export interface StubOptions {
  /** Skip authentication entirely. */
  ignoreAuth?: boolean;
  /** Change the correct reply (return it, changed or replaced), or hang with 'hang'. */
  override?: (call: Call, reply: Reply) => Reply | 'hang';
}

export interface RunningStub {
  baseUrl: string;
  close(): Promise<void>;
}

const model = loadModel();
const byPath = new Map(model.operations.map((o) => [o.path, o]));

const errorReply = (status: number, message: string): Reply => ({ status, body: { success: false, errors: [{ message }] } });

function keyOf(authorization: string | undefined): string | null {
  const match = /^Basic (.+)$/.exec(authorization ?? '');
  return match ? Buffer.from(match[1], 'base64').toString().split(':')[0] || null : null;
}

/** The correct answer: the example, with lists split into two pages at a cursor. */
function correctReply(call: Call): Reply {
  const example = structuredClone(call.operation.response.example) as Record<string, any>;
  const paging = call.operation.paging;
  if (!paging || !Array.isArray(example.results)) return { status: 200, body: example };
  const [first, ...rest] = example.results;
  const page = call.page === 1 ? { results: [first] } : { results: rest };
  if (paging === 'cursor') return { status: 200, body: { success: true, ...page, nextCursor: call.page === 1 ? 'cursor-page-2' : null } };
  const last = call.page !== 1;
  return {
    status: 200,
    body: { success: true, ...page, moreDataAvailable: !last, syncToken: 'sync-token-1', ...(last ? {} : { nextCursor: 'cursor-page-2' }) },
  };
}

/** The stub holds the records its examples name: a request naming another id (`candidateId`) names nothing. */
function unknownRecord(operation: OperationModel, body: Record<string, unknown>): string | null {
  const example = (operation.request?.example ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(body)) {
    if (/Id$/.test(field) && typeof value === 'string' && field in example && example[field] !== value) return `${field} ${value}`;
  }
  return null;
}

function handle(call: Omit<Call, 'page'>, rawBody: string, options: StubOptions, request: { method: string; contentType: string }): Reply | 'hang' {
  if (request.method !== 'POST') return errorReply(405, 'Every operation is POST.');
  if (!options.ignoreAuth) {
    if (!call.key) return errorReply(401, 'An API key is required. Send it as the Basic auth user name.');
    if (call.key !== STUB_KEY) return errorReply(403, 'The API key is not valid.');
  }
  if (!/^application\/json\b/.test(request.contentType)) return errorReply(200, 'Request bodies are application/json.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return errorReply(200, 'The body is not JSON.');
  }
  const page = body && typeof body === 'object' && (body as any).cursor === 'cursor-page-2' ? 2 : 1;
  const full: Call = { ...call, body, page };
  // Nothing changes in the stub, so a sync token brings back nothing.
  if (call.operation.paging === 'sync' && typeof (body as any)?.syncToken === 'string' && (body as any).cursor === undefined) {
    const reply = { status: 200, body: { success: true, results: [], moreDataAvailable: false, syncToken: 'sync-token-1' } };
    return options.override ? options.override(full, reply) : reply;
  }
  let reply: Reply;
  if (!body || typeof body !== 'object' || Array.isArray(body)) reply = errorReply(200, 'The body must be a JSON object.');
  else {
    const valid = validateRequest(call.operation.name as OperationName, body);
    const unknown = unknownRecord(call.operation, body as Record<string, unknown>);
    if (!valid.ok) reply = errorReply(200, `Invalid request: ${valid.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
    else reply = unknown ? errorReply(200, `No record has the ${unknown}.`) : correctReply(full);
  }
  return options.override ? options.override(full, reply) : reply;
}

export async function startStub(options: StubOptions = {}): Promise<RunningStub> {
  return startTestServer(
    readingBody((req, res, body) => {
      const operation = byPath.get(new URL(req.url ?? '/', 'http://stub').pathname);
      const reply: Reply | 'hang' = operation
        ? handle({ operation, body: undefined, key: keyOf(req.headers.authorization), authorization: req.headers.authorization }, body.bytes.toString(), options, {
            method: req.method ?? '',
            contentType: req.headers['content-type'] ?? '',
          })
        : errorReply(404, 'No such operation.');
      if (reply === 'hang') return; // Never answers; close() cuts the connection.
      const text = reply.text ?? JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(text);
    }),
  );
}

/** Runs `body` with a stub started for it, and always stops the stub. */
export async function withStub<T>(options: StubOptions, body: (stub: RunningStub) => Promise<T>): Promise<T> {
  const stub = await startStub(options);
  try {
    return await body(stub);
  } finally {
    await stub.close();
  }
}
