// The suite against small local servers, each with one planted fault: the run fails and names
// the right check and operation. A correct server passes every check that applies to it.
import { describe, expect, it } from 'vitest';
import { runContract, UnreachableError, type ContractReport } from '../../contract/run.ts';
import { STUB_KEY, withStub, type StubOptions } from './stub-server.ts';

const GET = 'candidate.info';
const LIST = 'candidate.list';

/** The checks that judge one answer at a time; the stub is stateless, so the behaviour checks are proven in behaviour.test.ts. */
export const SHAPE_CHECKS = ['transport', 'envelope', 'response-schema', 'authentication', 'negative-input', 'pagination', 'deprecated-alias'];

async function runAgainst(options: StubOptions, only: string[], extra: { timeoutMs?: number; maxPages?: number } = {}): Promise<ContractReport> {
  return withStub(options, (stub) => runContract({ baseUrl: stub.baseUrl, apiKey: STUB_KEY, only, checks: SHAPE_CHECKS, allowWrites: true, ...extra }));
}

/** `operation check` of every failed result, sorted. */
const failed = (report: ContractReport) => report.results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}`).sort();
const findingsOf = (report: ContractReport, operation: string, check: string) =>
  report.results.find((r) => r.operation === operation && r.check === check)?.findings ?? [];

describe('contract suite against a correct server', () => {
  it('passes every applicable check, with nothing skipped for lack of a stateful server', async () => {
    const only = [GET, LIST, 'auditLog.list', 'application.change_stage', 'application.changeStage', 'candidate.uploadResume'];
    const report = await runAgainst({}, only);
    expect(failed(report)).toEqual([]);
    const status = (operation: string, check: string) => report.results.find((r) => r.operation === operation && r.check === check)?.status;
    for (const operation of only) {
      for (const check of ['transport', 'envelope', 'response-schema', 'authentication.missing-key', 'authentication.unknown-key', 'negative-input.not-an-object']) {
        expect(status(operation, check), `${operation} ${check}`).toBe('pass');
      }
    }
    expect(status(LIST, 'pagination')).toBe('pass');
    expect(status('auditLog.list', 'pagination')).toBe('pass');
    expect(status(GET, 'negative-input.schema-violation')).toBe('pass');
    // Its request fields are untyped and none is required (neither is documented), so no body breaks its schema.
    expect(status('candidate.uploadResume', 'negative-input.schema-violation')).toBe('skip');
    expect(status('application.change_stage', 'deprecated-alias')).toBe('pass');
    expect(report.target.kind).toBe('server');
  });
});

describe('contract suite against a server with one fault', () => {
  it('ignores auth: both authentication checks fail', async () => {
    const report = await runAgainst({ ignoreAuth: true }, [GET]);
    expect(failed(report)).toEqual([`${GET} authentication.missing-key`, `${GET} authentication.unknown-key`]);
    const [finding] = findingsOf(report, GET, 'authentication.missing-key');
    expect(finding.message).toMatch(/expected HTTP 401, got HTTP 200/);
    expect(finding.request?.headers.authorization).toBeUndefined();
    expect(findingsOf(report, GET, 'authentication.unknown-key')[0].request?.headers.authorization).toBe('Basic <redacted>');
  });

  it('drops a required field: response-schema fails naming the JSON path', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === GET && reply.status === 200 && (reply.body as any).success ? (delete (reply.body as any).results.name, reply) : reply) },
      [GET, LIST],
    );
    expect(failed(report)).toEqual([`${GET} response-schema`]);
    const findings = findingsOf(report, GET, 'response-schema');
    expect(findings.map((f) => f.path)).toContain('$.results.name');
    expect(findings[0].request?.url).toMatch(/\/candidate\.info$/);
    expect(findings[0].request?.body).toContain('candidateId');
  });

  it('answers a field with the wrong type: response-schema fails with the path and value', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === GET && (reply.body as any)?.success ? ((reply.body as any).results.id = 12345, reply) : reply) },
      [GET],
    );
    expect(failed(report)).toEqual([`${GET} response-schema`]);
    const finding = findingsOf(report, GET, 'response-schema').find((f) => f.path === '$.results.id');
    expect(finding?.value).toBe(12345);
  });

  it('hangs: transport fails with the timeout, the hang is not waited out', async () => {
    // The stub never answers, so the run can only end by abandoning the request.
    const report = await runAgainst({ override: (call, reply) => (call.operation.name === GET ? 'hang' : reply) }, [GET], { timeoutMs: 300 });
    expect(failed(report)).toContain(`${GET} transport`);
    expect(findingsOf(report, GET, 'transport')[0].message).toMatch(/no answer: no complete answer within 300 ms/);
    expect(report.results.find((r) => r.operation === GET && r.check === 'envelope')?.status).toBe('skip');
  });

  it('answers 500: transport fails naming the status', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === GET ? { status: 500, body: null, text: 'Internal Server Error', contentType: 'text/plain' } : reply) },
      [GET, LIST],
    );
    expect(failed(report)).toContain(`${GET} transport`);
    const messages = findingsOf(report, GET, 'transport').map((f) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['server error: HTTP 500', expect.stringMatching(/content type is "text\/plain"/)]));
    expect(failed(report).every((f) => f.startsWith(GET))).toBe(true);
  });

  it('does not implement an operation (404): transport fails naming the status', async () => {
    const report = await runAgainst({ override: (call, reply) => (call.operation.name === GET ? { status: 404, body: { success: false, errors: [{ message: 'No such operation.' }] } } : reply) }, [GET]);
    expect(failed(report)).toContain(`${GET} transport`);
    expect(findingsOf(report, GET, 'transport')[0].message).toMatch(/expected HTTP 200 for the example request with the API key, got HTTP 404/);
  });

  it('is given a key it refuses: transport fails for every operation, saying the key was refused', async () => {
    const report = await withStub({}, (stub) => runContract({ baseUrl: stub.baseUrl, apiKey: 'not-the-stub-key', only: [GET, LIST], checks: SHAPE_CHECKS }));
    expect(failed(report)).toEqual(expect.arrayContaining([`${GET} transport`, `${LIST} transport`]));
    // The requests sent with the key (negative input too) are refused; those sent without one are not affected.
    expect(failed(report).filter((f) => !/ (transport|negative-input\.)/.test(f))).toEqual([]);
    expect(findingsOf(report, LIST, 'transport')[0].message).toMatch(/got HTTP 403: the API key given to the suite was refused/);
  });

  it('is not there: the run stops with one message giving the reason fetch gives only in its cause', async () => {
    // Port 9 is one fetch refuses to use: the request fails before any connection, the same way on every machine.
    const run = runContract({ baseUrl: 'http://127.0.0.1:9', apiKey: STUB_KEY, only: [GET, LIST] });
    await expect(run).rejects.toBeInstanceOf(UnreachableError);
    await expect(run).rejects.toThrow(/^http:\/\/127\.0\.0\.1:9 cannot be reached: fetch failed: bad port$/);
  });

  it('answers every example request with a well-formed error envelope: the success checks skip, they do not pass', async () => {
    const refuse = { status: 200, body: { success: false, errors: [{ message: 'Not implemented' }] } };
    const report = await runAgainst({ override: (call, reply) => (reply.status === 200 && (reply.body as any)?.success ? refuse : reply) }, [GET, LIST]);
    expect(failed(report)).toEqual([]);
    for (const operation of [GET, LIST]) {
      for (const check of ['envelope', 'response-schema']) {
        const result = report.results.find((r) => r.operation === operation && r.check === check)!;
        expect(result.status, `${operation} ${check}`).toBe('skip');
        expect(result.reason).toMatch(/answered with the error envelope \("Not implemented"\)/);
      }
    }
  });

  it('answers with a JSON media type the spec does not declare: transport fails', async () => {
    const report = await runAgainst({ override: (_call, reply) => ({ ...reply, contentType: 'application/problem+json' }) }, [GET]);
    expect(failed(report)).toContain(`${GET} transport`);
    expect(findingsOf(report, GET, 'transport')[0].message).toMatch(/content type is "application\/problem\+json", expected application\/json/);
  });

  it('a refusal carrying results: null and no errors conforms (null is an absent value; how many errors is not stated)', async () => {
    const report = await runAgainst(
      { override: (_call, reply) => ((reply.body as any)?.success === false ? { ...reply, body: { success: false, results: null, errors: [] } } : reply) },
      [GET],
    );
    expect(failed(report)).toEqual([]);
  });

  it('echoes the key across a cut-off excerpt: no prefix of it survives in a finding', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === GET && call.key ? { status: 500, body: null, text: `${'x'.repeat(270)}key=${call.key} and more` } : reply) },
      [GET],
    );
    const shown = JSON.stringify(findingsOf(report, GET, 'transport'));
    expect(shown).toContain('key=<redacted>');
    expect(shown).not.toContain(STUB_KEY.slice(0, 6));
  });

  it('never ends pagination (a new cursor every time): pagination fails at the page bound', async () => {
    let n = 0;
    const report = await runAgainst(
      {
        override: (call, reply) => {
          if (call.operation.name !== LIST || (reply.body as any)?.success !== true) return reply;
          n++;
          const results = (reply.body as any).results.map((r: any) => ({ ...r, id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` }));
          return { status: 200, body: { success: true, results: results.slice(0, 1), moreDataAvailable: true, syncToken: 'sync-token-1', nextCursor: `cursor-${n}` } };
        },
      },
      [LIST],
      { maxPages: 5 },
    );
    expect(failed(report)).toEqual([`${LIST} pagination`]);
    const findings = findingsOf(report, LIST, 'pagination');
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toMatch(/still more data after 5 pages/);
    expect(findings[0].path).toBe('$.moreDataAvailable');
  });

  it('honours a page size but ignores the cursor (page 1 again, forever): the one-record probe catches it', async () => {
    // Its default page holds every record, so a pass without a page size never meets a cursor.
    const report = await runAgainst(
      {
        override: (call, reply) => {
          if (call.operation.name !== 'job.list' || !(reply.body as any)?.success) return reply;
          const all = (call.operation.response.example as any).results;
          const small = (call.body as any)?.limit === 1;
          return { status: 200, body: { success: true, results: small ? all.slice(0, 1) : all, moreDataAvailable: small, syncToken: 's', ...(small ? { nextCursor: 'again' } : {}) } };
        },
      },
      ['job.list'],
    );
    expect(failed(report)).toEqual(['job.list pagination']);
    expect(findingsOf(report, 'job.list', 'pagination')[0].message).toMatch(/page 2 repeats a record already returned on page 1|hands back the cursor/);
  });

  it('answers a later page without its paging fields: pagination names the page and the path', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === LIST && call.page === 2 ? (delete (reply.body as any).moreDataAvailable, reply) : reply) },
      [LIST],
    );
    expect(failed(report)).toEqual([`${LIST} pagination`]);
    const finding = findingsOf(report, LIST, 'pagination').find((f) => f.path === '$.moreDataAvailable');
    expect(finding?.message).toMatch(/^page 2: /);
  });

  it('hands back the same cursor: pagination reports the repeated cursor', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === LIST && (reply.body as any)?.success ? { status: 200, body: { ...(reply.body as any), moreDataAvailable: true, nextCursor: 'same-cursor' } } : reply) },
      [LIST],
    );
    expect(failed(report)).toEqual([`${LIST} pagination`]);
    const finding = findingsOf(report, LIST, 'pagination').find((f) => f.path === '$.nextCursor');
    expect(finding?.message).toMatch(/hands back the cursor page 1 gave/);
    expect(finding?.value).toBe('same-cursor');
  });

  it('repeats records across pages: pagination names the repeated id', async () => {
    const report = await runAgainst(
      {
        override: (call, reply) => {
          if (call.operation.name !== LIST || call.page !== 2 || !(reply.body as any)?.success) return reply;
          const first = (call.operation.response.example as any).results[0];
          return { ...reply, body: { ...(reply.body as any), results: [first] } };
        },
      },
      [LIST],
    );
    expect(failed(report)).toEqual([`${LIST} pagination`]);
    const [finding] = findingsOf(report, LIST, 'pagination');
    expect(finding.message).toMatch(/page 2 repeats a record already returned on page 1/);
    expect(finding.path).toBe('$.results[0].id');
  });

  it('leaves the syncToken off the last page of a sync-paged list: pagination fails', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === LIST && call.page === 2 ? (delete (reply.body as any).syncToken, reply) : reply) },
      [LIST, 'job.list'],
    );
    expect(failed(report)).toEqual([`${LIST} pagination`]);
    const [finding] = findingsOf(report, LIST, 'pagination');
    expect(finding.path).toBe('$.syncToken');
    // The spec requires syncToken on every list page, so the page's schema check names it first.
    expect(finding.message).toMatch(/^page 2: must have required property 'syncToken'|last page \(page 2\) of a sync-paged list carries no syncToken/);
  });

  it('answers auditLog.list without nextCursor (null is how an absent value comes back): envelope and response-schema fail', async () => {
    const AUDIT = 'auditLog.list';
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === AUDIT && (reply.body as any)?.success ? (delete (reply.body as any).nextCursor, reply) : reply) },
      [AUDIT],
    );
    expect(failed(report)).toEqual([`${AUDIT} envelope`, `${AUDIT} response-schema`]);
    const [finding] = findingsOf(report, AUDIT, 'envelope');
    expect(finding.path).toBe('$.nextCursor');
    expect(finding.message).toMatch(/must carry `nextCursor`: a string, or null on the last page/);
  });

  it('accepts bodies that break the schema: negative-input fails for each kind', async () => {
    const report = await runAgainst(
      { override: (call, reply) => ((reply.body as any)?.success === false && reply.status === 200 ? { status: 200, body: call.operation.response.example } : reply) },
      [GET],
    );
    expect(failed(report)).toEqual([`${GET} negative-input.not-an-object`, `${GET} negative-input.schema-violation`]);
    expect(findingsOf(report, GET, 'negative-input.schema-violation')[0].message).toMatch(/field "candidateId" given an object where the schema says "string": expected the error envelope \(success: false\), but the answer carries data/);
  });

  it('answers a deprecated alias in another shape: deprecated-alias fails', async () => {
    const report = await runAgainst(
      { override: (call, reply) => (call.operation.name === 'application.change_stage' && (reply.body as any)?.success ? (delete (reply.body as any).results.status, reply) : reply) },
      ['application.change_stage'],
    );
    expect(failed(report)).toContain('application.change_stage deprecated-alias');
    const [finding] = findingsOf(report, 'application.change_stage', 'deprecated-alias');
    expect(finding.path).toBe('$.results.status');
    expect(finding.message).toMatch(/the alias leaves out a field the replacement carries/);
  });
});
