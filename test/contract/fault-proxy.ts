// A proxy in front of any implementation of the API that plants one fault by rewriting requests
// or answers on their way through, so each behaviour check can be proven against a real server
// (the sandbox) without changing it. Faults are named as in fake-api.ts.
import { readingBody, startTestServer } from '../support/http-server.ts';
import type { KeyRole } from '../../contract/keys.ts';
import { runContract, type ContractOptions, type ContractReport } from '../../contract/run.ts';

export interface ProxyKeys {
  full: string;
  restricted: string;
  deactivated: string;
  /** The keys that lack a setting, by role, for the faults that let them through. */
  extra?: Partial<Record<KeyRole, string>>;
}

export type ProxyFault =
  | 'ignores-limit'
  | 'ignores-sync-token'
  | 'ignores-permissions'
  | 'accepts-deactivated-key'
  | 'update-not-visible'
  | 'ignores-on-behalf-of'
  | 'accepts-score-7'
  | 'audit-log-oldest-first'
  | 'audit-log-no-span-limit'
  | 'lookup-prefers-form-instance'
  | 'multipart-drops-name'
  | 'on-behalf-of-breaks-lists'
  | 'accepts-bearer'
  | 'echoes-key'
  | 'leaks-stack-trace'
  | 'answers-get'
  | 'cors-credentials'
  | 'crashes-on-big-body'
  // The faults of the checks of keys, settings and the description's rules (RULE_FAULTS).
  | 'same-message-for-every-key'
  | 'accepts-on-behalf-without-setting'
  | 'reads-unlisted-confidential'
  | 'suite-key-list-misses'
  | 'leaks-private-field'
  | 'archived-without-reason'
  | 'change-stage-ignored'
  | 'sets-custom-fields'
  | 'ignores-created-after'
  | 'history-syncs'
  | 'user-search-misses'
  | 'audit-misses-candidates';

/**
 * Another client's writes landing between the two walks of a check that compares two keys' lists:
 * not faults, so the check must pass through them. `subject` is the application they are about.
 */
export type ProxyRace = 'application-deleted-between-walks' | 'application-created-between-walks' | 'second-walk-rate-limited';

export interface RunningProxy {
  baseUrl: string;
  close(): Promise<void>;
}

interface Exchange {
  operation: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body, when the request carried JSON. */
  json: any;
  raw: Buffer;
}

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const keyOf = (authorization: string | undefined) => {
  const match = /^Basic (.+)$/.exec(authorization ?? '');
  return match ? Buffer.from(match[1], 'base64').toString().split(':')[0] : null;
};

/** What each fault changes: the request before it is forwarded, or the answer before it is returned. */
function plant(fault: ProxyFault | ProxyRace | null, keys: ProxyKeys, subject: string | null) {
  /** Custom field values application.update was sent, by application (sets-custom-fields). */
  const customFields = new Map<string, unknown>();
  /** Walks of application.list by the key without confidential access that have reached their last page. */
  let narrowWalksEnded = 0;
  const onRequest = (r: Exchange): void | { status: number; body: unknown } => {
    const body = r.json;
    const key = keyOf(r.headers.authorization);
    switch (fault) {
      case 'second-walk-rate-limited':
        // The narrow key's lists are refused with 429 once its first walk has ended.
        if (r.operation === 'application.list' && key === keys.extra?.noConfidential && narrowWalksEnded > 0) return { status: 429, body: { success: false, errors: [{ message: 'Too many requests.' }] } };
        break;
      case 'application-deleted-between-walks':
        // Gone: every read of it is a read of an id the server does not hold.
        if (r.operation === 'application.info' && body?.applicationId === subject) body.applicationId = '00000000-0000-4000-8000-00000000d31e';
        break;
      case 'accepts-on-behalf-without-setting':
        if (key === keys.extra?.noOnBehalf && r.headers['x-on-behalf-of']) r.headers.authorization = basic(keys.full);
        break;
      case 'reads-unlisted-confidential':
        if (key === keys.extra?.noConfidential && r.operation === 'application.info') r.headers.authorization = basic(keys.full);
        break;
      case 'change-stage-ignored':
        // A server that answers changeStage with the application as it was: a read of it (which takes only its id).
        if (r.operation === 'application.changeStage' && body) {
          r.operation = 'application.info';
          for (const field of Object.keys(body)) if (field !== 'applicationId') delete body[field];
        }
        break;
      case 'sets-custom-fields':
        // A server that takes custom field values through application.update (the sandbox refuses them).
        if (r.operation === 'application.update' && body?.customFields) {
          customFields.set(body.applicationId, body.customFields);
          delete body.customFields;
        }
        break;
      case 'history-syncs':
        // A server that syncs the history: it takes the token (the sandbox refuses it) and answers only what changed since.
        if (r.operation === 'application.listHistory' && body?.syncToken) delete body.syncToken;
        break;
      case 'ignores-created-after':
        if (r.operation === 'candidate.list' && body) delete body.createdAfter;
        break;
      case 'ignores-limit':
        if (body && typeof body === 'object') delete body.limit;
        break;
      case 'ignores-sync-token':
        if (typeof body?.syncToken === 'string') delete body.syncToken;
        break;
      case 'ignores-permissions':
        if (keyOf(r.headers.authorization) === keys.restricted) r.headers.authorization = basic(keys.full);
        break;
      case 'accepts-deactivated-key':
        if (keyOf(r.headers.authorization) === keys.deactivated) r.headers.authorization = basic(keys.full);
        break;
      case 'update-not-visible':
        // Answered by candidate.info instead, sent only what it reads (a server may refuse other fields).
        if (r.operation === 'candidate.update') {
          r.operation = 'candidate.info';
          r.json = { candidateId: body?.candidateId };
        }
        break;
      case 'ignores-on-behalf-of':
        if (r.operation === 'candidate.createNote') delete r.headers['x-on-behalf-of'];
        break;
      case 'accepts-score-7':
        for (const value of Object.values(body?.values ?? {})) if (value && typeof value === 'object' && (value as any).score === 7) (value as any).score = 3;
        break;
      case 'audit-log-no-span-limit':
        if (r.operation === 'auditLog.list' && body?.startDate && body?.endDate && Date.parse(body.endDate) - Date.parse(body.startDate) > 548 * 86_400_000) delete body.startDate;
        break;
      case 'lookup-prefers-form-instance':
        if (r.operation === 'application.info' && body?.applicationId && body?.submittedFormInstanceId) delete body.applicationId;
        break;
      case 'accepts-bearer':
        if (/^Bearer /.test(r.headers.authorization ?? '')) r.headers.authorization = basic(keys.full);
        break;
      case 'answers-get':
        if (r.method === 'GET') {
          r.method = 'POST';
          r.headers['content-type'] = 'application/json';
          r.json = {};
        }
        break;
      case 'crashes-on-big-body':
        if (r.raw.length > 1024 * 1024) return { status: 500, body: { success: false, errors: [{ message: 'Internal error' }] } };
        break;
    }
  };
  const onAnswer = (r: Exchange, answer: { status: number; headers: Record<string, string>; json: any }, sentBody: any): void => {
    const json = answer.json;
    const key = keyOf(r.headers.authorization);
    const listed = r.operation === 'application.list' && Array.isArray(json?.results);
    switch (fault) {
      case 'application-deleted-between-walks':
        // Deleted after the narrow key listed it and before the suite's key came to it: gone from every list after.
        if (listed && (key === keys.full || narrowWalksEnded > 0)) json.results = json.results.filter((a: any) => a.id !== subject);
        break;
      case 'suite-key-list-misses':
        // A real difference: the suite's key never lists an application the narrow key lists.
        if (listed && key === keys.full) json.results = json.results.filter((a: any) => a.id !== subject);
        break;
      case 'application-created-between-walks':
        // Created after the narrow key's first walk, and the first thing the suite's key lists.
        if (listed && key === keys.extra?.noConfidential && narrowWalksEnded === 0) json.results = json.results.filter((a: any) => a.id !== subject);
        if (listed && key === keys.full && sentBody?.cursor === undefined) json.results.sort((a: any, b: any) => Number(b.id === subject) - Number(a.id === subject));
        break;
      case 'same-message-for-every-key':
        if ((answer.status === 401 || answer.status === 403) && json?.errors?.[0]) json.errors[0].message = 'Access denied.';
        break;
      case 'leaks-private-field':
        if (r.operation === 'candidate.info' && keyOf(r.headers.authorization) === keys.extra?.noPrivateFields && json?.success) json.results.privateSalaryExpectation = 'EUR 90,000';
        break;
      case 'archived-without-reason':
        if (r.operation === 'application.list' && json?.results?.[0]) json.results[0].archivedAt = '2026-01-05T10:00:00.000Z';
        break;
      case 'sets-custom-fields':
        if (r.operation === 'application.info' && json?.success && customFields.has(json.results.id)) json.results.customFields = customFields.get(json.results.id);
        break;
      case 'history-syncs':
        if (r.operation === 'application.listHistory' && sentBody?.syncToken && json?.success) json.results = [];
        break;
      case 'user-search-misses':
        if (r.operation === 'user.search' && json?.success) json.results = [];
        break;
      case 'audit-misses-candidates':
        if (r.operation === 'auditLog.list' && Array.isArray(json?.results)) json.results = json.results.filter((e: any) => e.targetType !== 'Candidate');
        break;
      case 'update-not-visible':
        // The answer says the update was made; the stored record does not have it.
        if (r.operation === 'candidate.info' && json?.success && typeof sentBody?.name === 'string') json.results.name = sentBody.name;
        break;
      case 'audit-log-oldest-first':
        if (r.operation === 'auditLog.list' && Array.isArray(json?.results)) json.results.reverse();
        break;
      case 'multipart-drops-name':
        if (/^multipart\//.test(r.headers['content-type'] ?? '') && json?.success) delete json.results.name;
        break;
      case 'on-behalf-of-breaks-lists':
        if (r.headers['x-on-behalf-of'] && json?.success && 'moreDataAvailable' in json) delete json.moreDataAvailable;
        break;
      case 'echoes-key':
        if (answer.status === 403 && json?.errors?.[0]) json.errors[0].message += ` (key ${keyOf(r.headers.authorization)})`;
        break;
      case 'leaks-stack-trace':
        if (json?.success === false && json.errors?.[0]) json.errors[0].message += '\n    at parseBody (/app/server/adapter.js:287:11)';
        break;
      case 'cors-credentials':
        if (r.headers.origin) Object.assign(answer.headers, { 'access-control-allow-origin': r.headers.origin, 'access-control-allow-credentials': 'true' });
        break;
    }
    // A walk by the narrow key has ended once a page of it says no more follow (the races count them).
    if (listed && key === keys.extra?.noConfidential && json.moreDataAvailable === false) narrowWalksEnded++;
  };
  return { onRequest, onAnswer };
}

/** Starts a proxy to `target` on 127.0.0.1:0 with `fault` planted (none when null). */
export async function startFaultProxy(target: string, fault: ProxyFault | ProxyRace | null, keys: ProxyKeys, subject: string | null = null): Promise<RunningProxy> {
  const { onRequest, onAnswer } = plant(fault, keys, subject);
  return startTestServer(
    readingBody(async (req, res, { bytes: raw }) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
      const path = new URL(req.url ?? '/', 'http://proxy').pathname;
      const isJson = /^application\/json/.test(headers['content-type'] ?? '');
      let json: any;
      let sentBody: any;
      try {
        json = isJson ? JSON.parse(raw.toString()) : undefined;
        sentBody = structuredClone(json);
      } catch {
        // Not JSON, or too deep to copy: it travels as it came.
        json = undefined;
      }
      const exchange: Exchange = { operation: path.slice(1), method: req.method ?? 'POST', headers, json, raw };
      const before = JSON.stringify(exchange.json);
      const early = onRequest(exchange);
      const send = (status: number, answerHeaders: Record<string, string>, text: string) => {
        res.writeHead(status, answerHeaders);
        res.end(text);
      };
      if (early) return send(early.status, { 'content-type': 'application/json' }, JSON.stringify(early.body));
      const after = JSON.stringify(exchange.json);
      const forwardedBody = exchange.method === 'GET' ? undefined : after !== before && after !== undefined ? after : raw;
      try {
        const response = await fetch(`${target}/${exchange.operation}`, { method: exchange.method, headers: exchange.headers, body: forwardedBody, redirect: 'manual' });
        const text = await response.text();
        const answerHeaders: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) answerHeaders[name] = value;
        });
        let answerJson: any;
        try {
          answerJson = JSON.parse(text);
        } catch {
          return send(response.status, answerHeaders, text);
        }
        const answer = { status: response.status, headers: answerHeaders, json: answerJson };
        onAnswer(exchange, answer, sentBody);
        send(answer.status, answer.headers, JSON.stringify(answer.json));
      } catch (error) {
        send(502, { 'content-type': 'text/plain' }, `proxy: ${(error as Error).message}`);
      }
    }),
  );
}

/** Each proxy fault, the one check it must fail, and the operation the finding names. */
export const PROXY_FAULTS: { fault: ProxyFault; check: string; also?: string[]; operation: string; says: RegExp }[] = [
  { fault: 'ignores-limit', check: 'paging.completeness', operation: 'application.list', says: /records where limit asked for at most/ },
  { fault: 'ignores-sync-token', check: 'sync.incremental', operation: 'candidate.list', says: /brought back/ },
  // The proxy answers apiKey.info with the full key's scopes too, so the check sees a key refused nothing.
  { fault: 'ignores-permissions', check: 'permissions', also: ['permissions.writes'], operation: 'apiKey.info', says: /the restricted key was refused none of \d+ read operations/ },
  { fault: 'accepts-deactivated-key', check: 'keys.deactivated', operation: 'candidate.list', says: /the deactivated key on candidate\.list: expected the error envelope/ },
  // candidate.update answered as candidate.info: a read, which the restricted key may make, so permissions.writes sees it too.
  { fault: 'update-not-visible', check: 'read-your-writes', also: ['permissions.writes'], operation: 'candidate.info', says: /an update is not visible/ },
  { fault: 'ignores-on-behalf-of', check: 'read-your-writes', operation: 'candidate.createNote', says: /attributed to another author/ },
  { fault: 'accepts-score-7', check: 'rules.feedback-values', operation: 'applicationFeedback.submit', says: /given \{"score":7\}: a Score is an integer from 1 to 4/ },
  { fault: 'audit-log-oldest-first', check: 'rules.audit-log', operation: 'auditLog.list', says: /not newest first/ },
  { fault: 'audit-log-no-span-limit', check: 'rules.audit-log', operation: 'auditLog.list', says: /span of 24 months \(over 18\) must be refused with invalid_input/ },
  { fault: 'lookup-prefers-form-instance', check: 'rules.application-info-lookup', operation: 'application.info', says: /the lookup uses applicationId/ },
  { fault: 'multipart-drops-name', check: 'surface.media-types', operation: 'candidate.uploadResume', says: /must have required property 'name'/ },
  { fault: 'on-behalf-of-breaks-lists', check: 'surface.optional-headers', operation: 'candidate.list', says: /must have required property 'moreDataAvailable'/ },
  { fault: 'accepts-bearer', check: 'security.credentials', operation: 'candidate.list', says: /Bearer token: expected HTTP 401 or 403 without data/ },
  { fault: 'echoes-key', check: 'security.key-echo', operation: 'candidate.list', says: /repeats the API key/ },
  { fault: 'leaks-stack-trace', check: 'security.error-disclosure', operation: 'candidate.list', says: /gives away a stack trace/ },
  { fault: 'answers-get', check: 'security.http-method', operation: 'candidate.list', says: /GET candidate\.list with the key got HTTP 200/ },
  { fault: 'cors-credentials', check: 'security.cors', operation: 'candidate.list', says: /granted credentialed access/ },
  { fault: 'crashes-on-big-body', check: 'security.oversized-body', operation: 'candidate.list', says: /4 MiB body got a server error HTTP 500/ },
];

/**
 * The faults of the checks of keys, settings and the description's rules: each run with only its
 * check (which passes against the sandbox in the run with every key), which must then fail.
 */
export const RULE_FAULTS: { fault: ProxyFault; check: string; operation: string; says: RegExp }[] = [
  { fault: 'same-message-for-every-key', check: 'authentication.messages', operation: 'candidate.list', says: /no API key and an unknown API key get the same message/ },
  { fault: 'accepts-on-behalf-without-setting', check: 'keys.on-behalf', operation: 'candidate.list', says: /X-On-Behalf-Of with a key without the setting, on candidate\.list: expected the error envelope/ },
  { fault: 'reads-unlisted-confidential', check: 'keys.confidential', operation: 'application.info', says: /reads application \S+, which it does not list/ },
  { fault: 'leaks-private-field', check: 'keys.private-fields', operation: 'candidate.info', says: /sees a field the suite's key does not: privateSalaryExpectation/ },
  { fault: 'archived-without-reason', check: 'rules.application-archive-fields', operation: 'application.list', says: /archivedAt and archiveReason must be null together/ },
  { fault: 'change-stage-ignored', check: 'rules.application-changes', operation: 'application.changeStage', says: /answered success but application\.info does not show that it moves it to stage/ },
  { fault: 'sets-custom-fields', check: 'rules.custom-field-values', operation: 'application.update', says: /application\.update set a custom field value/ },
  { fault: 'ignores-created-after', check: 'rules.created-after', operation: 'candidate.list', says: /lists a candidate created before it/ },
  { fault: 'history-syncs', check: 'rules.paging-only', operation: 'application.listHistory', says: /a syncToken narrowed application\.listHistory/ },
  { fault: 'user-search-misses', check: 'rules.user-lookup', operation: 'user.search', says: /does not find user/ },
  { fault: 'audit-misses-candidates', check: 'rules.audit-log', operation: 'auditLog.list', says: /is about the candidate the suite just created/ },
];

/** Runs the whole suite through a proxy with `fault` in front of `target`. */
export async function runThroughProxy(target: string, fault: ProxyFault | ProxyRace | null, keys: ProxyKeys, only: string[], options: Partial<ContractOptions> = {}, subject: string | null = null): Promise<ContractReport> {
  const proxy = await startFaultProxy(target, fault, keys, subject);
  try {
    return await runContract({ baseUrl: proxy.baseUrl, apiKey: keys.full, keys: { restricted: keys.restricted, deactivated: keys.deactivated, ...keys.extra }, allowWrites: true, only, ...options });
  } finally {
    await proxy.close();
  }
}

export const failedChecks = (report: ContractReport) => [...new Set(report.results.filter((r) => r.status === 'fail').map((r) => r.check))].sort();
export const describeFailures = (report: ContractReport) =>
  report.results.filter((r) => r.status === 'fail').map((r) => `${r.operation} ${r.check}: ${r.findings.map((f) => `${f.operation ?? ''} ${f.path ?? ''} ${f.message}`).join(' | ')}`);

/** The finding of `check` naming `operation` whose message matches `says`, with the request it names. */
export function findingFor(report: ContractReport, check: string, operation: string, says: RegExp) {
  const findings = report.results.filter((r) => r.check === check && r.status === 'fail').flatMap((r) => r.findings.map((f) => ({ ...f, operation: f.operation ?? r.operation })));
  return { finding: findings.find((f) => f.operation === operation && says.test(f.message)), all: findings.map((f) => `${f.operation}: ${f.message}`) };
}
