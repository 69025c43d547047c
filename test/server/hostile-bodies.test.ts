// A minimal server built only on generated/server/ (createRequestListener, the generated validators
// it calls, and handlers answering each operation's success example once they have read the body)
// against bodies generated from each operation's request schema and then mutated
// (test/support/hostile-bodies.ts). Every answer is a 2xx/4xx that the spec's response schema
// accepts, nothing reaches onUnexpectedError, and a probe request sent alongside keeps being
// answered. The suite reads only the document: it names no field of any service.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../generated/server/adapter.ts';
import { successExamples } from '../../generated/server/examples.ts';
import { limitServerTimes } from '../../generated/server/timeouts.ts';
import { validateRequest, validateResponse, type OperationName } from '../../generated/validators.js';
import { hostileBodies, validBodies, whileProbing } from '../support/hostile-bodies.ts';
import { jsonOperations } from '../support/schema-arbitrary.ts';
import { projectRoot } from '../support/project.ts';

const document = JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
const KEY = 'hostile-bodies-key';
const auth = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;

const unexpected: unknown[] = [];
const badAnswers: string[] = [];
const handled: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const listener = createRequestListener<{ key: string }>({
    handlers: {},
    authenticate: (apiKey) => ({ key: apiKey }),
    // A handler reads the whole body (serialising it, as a store or a log line would) and answers the spec's example.
    unhandled: (operation, body) => {
      handled.push(`${operation.name} ${JSON.stringify(body).length}`);
      return successExamples[operation.name as OperationName] ?? {};
    },
    onAnswer: ({ operation, status, body }) => {
      if (status >= 500) badAnswers.push(`${operation?.name ?? '?'}: HTTP ${status}`);
      if (!operation) return;
      const check = validateResponse(operation.name as OperationName, body);
      if (!check.ok) badAnswers.push(`${operation.name} (HTTP ${status}): ${check.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
    },
    onUnexpectedError: (error) => unexpected.push(error),
  });
  server = http.createServer(listener);
  limitServerTimes(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function send(requestPath: string, bytes: Buffer): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${requestPath}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) };
}

describe('bodies from each operation schema', () => {
  it('are valid for their operation before they are mutated', () => {
    fc.assert(
      fc.property(validBodies(document), ({ operation, body }) => {
        const check = validateRequest(operation as OperationName, body);
        expect(check.errors, `${operation} ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
      }),
      { numRuns: 300, seed: 32 },
    );
  });
});

describe('the generated server adapter against mutated bodies', () => {
  it('answers every one 2xx/4xx with a body the spec accepts, while a probe keeps being answered', async () => {
    // The probe: the first operation whose schema accepts an empty object, so it reaches its handler.
    const probe = jsonOperations(document).find((op) => op.schema !== null && validateRequest(op.name as OperationName, {}).ok)!;
    expect(probe).toBeDefined();
    const handledBefore = handled.length;
    const probes = await whileProbing(
      async () => {
        const answer = await send(probe.path, Buffer.from('{}'));
        expect(answer.status).toBe(200);
      },
      () =>
        fc.assert(
          fc.asyncProperty(hostileBodies(document), async (sent) => {
            const answer = await send(sent.path, sent.bytes);
            expect(answer.status, `${sent.operation}: ${sent.what}`).toBeLessThan(500);
            expect(answer.json, `${sent.operation}: ${sent.what}`).toBeTypeOf('object');
          }),
          { numRuns: 250, seed: 32 },
        ),
    );
    expect(probes).toBeGreaterThan(0);
    // Valid and harmlessly mutated bodies got through to a handler: the corpus is not refused wholesale.
    expect(handled.length - handledBefore).toBeGreaterThan(20);
    expect(badAnswers).toEqual([]);
    expect(unexpected).toEqual([]);
  }, 120_000);
});
