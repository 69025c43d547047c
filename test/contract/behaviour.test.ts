// The behaviour checks against a small stateful fake of the API (fake-api.ts): a correct fake
// passes every one of them, and each planted fault makes exactly the matching check fail, with a
// finding that names the operation, the request (key redacted) and what differed.
import { describe, expect, it } from 'vitest';
import { runContract, type ContractOptions, type ContractReport } from '../../contract/run.ts';
import { BEHAVIOUR_CHECKS, FAKE_KEYS, FAKE_OPERATIONS, startFake, type Fault, type RunningFake } from './fake-api.ts';



async function runAgainstFake(faults: Fault[], options: Partial<ContractOptions> = {}): Promise<{ report: ContractReport; fake: RunningFake }> {
  const fake = await startFake(faults);
  try {
    const report = await runContract({
      baseUrl: fake.baseUrl,
      apiKey: FAKE_KEYS.full,
      restrictedKey: FAKE_KEYS.restricted,
      deactivatedKey: FAKE_KEYS.deactivated,
      allowWrites: true,
      only: FAKE_OPERATIONS,
      ...options,
    });
    return { report, fake };
  } finally {
    await fake.close();
  }
}

const failedChecks = (report: ContractReport) => [...new Set(report.results.filter((r) => r.status === 'fail').map((r) => r.check))].sort();
const describeFailures = (report: ContractReport) =>
  report.results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}: ${r.findings.map((f) => `${f.operation ?? ''} ${f.path ?? ''} ${f.message}`).join(' | ')}`);

describe('behaviour checks against a correct stateful fake', () => {
  it('pass, each of them run rather than skipped', async () => {
    const { report } = await runAgainstFake([]);
    expect(describeFailures(report)).toEqual([]);
    for (const check of BEHAVIOUR_CHECKS) {
      const results = report.results.filter((r) => r.check === check);
      expect(results.length, check).toBeGreaterThan(0);
      expect(results.filter((r) => r.status === 'pass').map((r) => r.operation), `${check}: ${results.map((r) => r.reason).join('; ')}`).not.toEqual([]);
    }
  });
});

/**
 * Each fault, the check it must fail (and `also` the others a fault of its kind must fail too),
 * the operation a finding names, and what the finding says.
 */
const FAULTS: { fault: Fault; check: string; also?: string[]; operation: string; says: RegExp }[] = [
  { fault: 'paging-loses-a-record', check: 'paging.completeness', operation: 'candidate.list', says: /^read \d a page, the list lacks \S+, which the larger pages hold between records both have/ },
  // user.list is short and fixed, so it is read one record a page whatever the run creates meanwhile.
  { fault: 'ignores-limit', check: 'paging.completeness', operation: 'user.list', says: /holds 3 records where limit asked for at most 1/ },
  { fault: 'ignores-sync-token', check: 'sync.incremental', operation: 'candidate.list', says: /last updated before that pass began/ },
  // Reads and writes with the restricted key alike.
  { fault: 'ignores-permissions', check: 'permissions', also: ['permissions.writes'], operation: 'user.list', says: /answered the restricted key, whose scopes .* do not include organization:read/ },
  { fault: 'accepts-deactivated-key', check: 'keys.deactivated', operation: 'candidate.list', says: /the deactivated key on candidate\.list: expected the error envelope \(success: false\), but the answer carries data/ },
  { fault: 'update-not-visible', check: 'read-your-writes', operation: 'candidate.info', says: /an update is not visible/ },
  { fault: 'ignores-on-behalf-of', check: 'read-your-writes', operation: 'candidate.createNote', says: /is attributed to another author/ },
  { fault: 'accepts-unknown-user', check: 'read-your-writes', operation: 'candidate.createNote', says: /X-On-Behalf-Of an unknown user id .* must be refused, got HTTP 200 with the success envelope/ },
  { fault: 'accepts-score-7', check: 'rules.feedback-values', operation: 'applicationFeedback.submit', says: /"overall_score" \(Score\) given \{"score":7\}: a Score is an integer from 1 to 4/ },
  { fault: 'audit-log-oldest-first', check: 'rules.audit-log', operation: 'auditLog.list', says: /entries are not newest first/ },
  { fault: 'audit-log-no-span-limit', check: 'rules.audit-log', operation: 'auditLog.list', says: /an explicit span of 24 months \(over 18\) must be refused with invalid_input/ },
  { fault: 'lookup-prefers-form-instance', check: 'rules.application-info-lookup', operation: 'application.info', says: /the lookup uses applicationId.*was refused/ },
  { fault: 'multipart-crashes-without-file', check: 'negative-input.multipart', operation: 'candidate.uploadResume', says: /a form without its file part "resume": server error: HTTP 500/ },
  { fault: 'crashes-on-malformed-id', check: 'not-found.malformed-id', operation: 'candidate.update', says: /^an id that is not a UUID: server error: HTTP 500/ },
  { fault: 'finds-other-kinds', check: 'not-found.wrong-kind', operation: 'candidate.info', says: /the id of a real record of another kind \(candidateId "[0-9a-f-]{36}", externalMappingId "[0-9a-f-]{36}"\) must be refused with the error envelope, but the answer is a success/ },
  { fault: 'multipart-drops-name', check: 'surface.media-types', operation: 'candidate.uploadResume', says: /a multipart\/form-data upload: must have required property 'name'/ },
  { fault: 'on-behalf-of-breaks-lists', check: 'surface.optional-headers', operation: 'candidate.list', says: /a request with X-On-Behalf-Of: must have required property 'moreDataAvailable'/ },
  { fault: 'accepts-bearer', check: 'security.credentials', operation: 'candidate.list', says: /an unknown key sent as a Bearer token: expected HTTP 401 or 403 without data, got HTTP 200/ },
  { fault: 'echoes-key', check: 'security.key-echo', operation: 'candidate.list', says: /repeats the API key it was sent/ },
  { fault: 'leaks-stack-trace', check: 'security.error-disclosure', operation: 'candidate.list', says: /a body that is not JSON: the answer gives away a stack trace/ },
  { fault: 'answers-get', check: 'security.http-method', operation: 'candidate.list', says: /GET candidate\.list with the key got HTTP 200 with the success envelope/ },
  { fault: 'accepts-text-plain', check: 'security.content-type', operation: 'candidate.list', says: /a body sent as text\/plain got HTTP 200 with the success envelope/ },
  { fault: 'cors-credentials', check: 'security.cors', operation: 'candidate.list', says: /granted credentialed access/ },
  { fault: 'crashes-on-big-body', check: 'security.oversized-body', operation: 'candidate.list', says: /a 4 MiB body got a server error HTTP 500/ },
];

describe('behaviour checks against a fake with one fault', () => {
  it.each(FAULTS)('$fault: only $check fails, naming $operation, the request and what differed', async ({ fault, check, also = [], operation, says }) => {
    const { report } = await runAgainstFake([fault]);
    expect(failedChecks(report), describeFailures(report).join('\n')).toEqual([check, ...also].sort());
    const findings = report.results.filter((r) => r.check === check && r.status === 'fail').flatMap((r) => r.findings.map((f) => ({ ...f, operation: f.operation ?? r.operation })));
    const finding = findings.find((f) => f.operation === operation && says.test(f.message));
    expect(finding, findings.map((f) => f.message).join('\n')).toBeDefined();
    expect(finding!.operation).toBe(operation);
    expect(finding!.request?.url).toMatch(new RegExp(`/${operation.replace('.', '\\.')}$`));
    const authorization = finding!.request?.headers.authorization;
    if (authorization !== undefined) expect(authorization).not.toMatch(/fake-|ZmFrZS/);
    expect(JSON.stringify(report)).not.toMatch(/fake-(full|restricted|deactivated)-key/);
  });
});

describe('write safety', () => {
  it('without --allow-writes sends nothing the server accepts as a write, and says which checks need writes', async () => {
    const { report, fake } = await runAgainstFake([], { allowWrites: false });
    expect(describeFailures(report)).toEqual([]);
    const writeOperations = new Set(['candidate.create', 'candidate.update', 'candidate.createNote', 'candidate.uploadResume', 'candidate.uploadFile', 'applicationFeedback.submit']);
    // Requests to write operations with a working key do reach the server (negative input), but none changed anything.
    expect(fake.seen.filter((s) => writeOperations.has(s.operation) && s.key === FAKE_KEYS.full).length).toBeGreaterThan(0);
    expect(fake.seen.filter((s) => s.changed)).toEqual([]);
    expect(fake.candidates.size).toBe(8);
    expect(report.writes).toMatchObject({ allowed: false, records: [] });
    const reason = (operation: string, check: string) => report.results.find((r) => r.operation === operation && r.check === check)?.reason;
    expect(reason('candidate.create', 'transport')).toMatch(/candidate\.create changes data \(its action "create" makes a new record\): run with --allow-writes to send it/);
    for (const check of ['read-your-writes', 'rules.feedback-values', 'surface.media-types']) expect(reason(check === 'surface.media-types' ? 'candidate.uploadResume' : check === 'rules.feedback-values' ? 'applicationFeedback.submit' : 'candidate.create', check), check).toMatch(/^needs --allow-writes/);
    // The read-only behaviour checks still run.
    for (const check of ['permissions', 'rules.audit-log', 'rules.application-info-lookup', 'sync.incremental', 'security.credentials']) {
      expect(report.results.filter((r) => r.check === check).some((r) => r.status === 'pass'), check).toBe(true);
    }
  });

  it('with --allow-writes names every record it creates and lists every accepted write', async () => {
    const { report, fake } = await runAgainstFake([]);
    const marker = report.writes.marker;
    expect(marker).toMatch(/^contract-suite \d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z [0-9a-f]{8}$/);
    const created = [...fake.candidates.values()].filter((c) => !/^Seed Candidate/.test(c.name));
    expect(created.length).toBeGreaterThanOrEqual(3);
    for (const candidate of created) expect(candidate.name, candidate.id).toContain(marker);
    const listed = report.writes.records.filter((r) => r.operation === 'candidate.create').flatMap((r) => r.ids);
    expect(listed.sort()).toEqual(created.map((c) => c.id).sort());
    expect(report.writes.records.map((r) => r.operation)).toEqual(expect.arrayContaining(['candidate.createNote', 'candidate.update', 'candidate.uploadResume', 'applicationFeedback.submit']));
    expect(report.writes.records.length).toBe(fake.seen.filter((s) => s.changed).length);
    // The form instance a feedback submission stores beside it (the profile's createdAlongside) is listed too.
    const feedback = report.writes.records.filter((r) => r.operation === 'applicationFeedback.submit').flatMap((r) => r.ids);
    expect(feedback).toContainEqual(expect.stringMatching(/^submittedFormInstance [0-9a-f-]{36}$/));
  });
});
