// A small stateful implementation of the hiring API for proving the behaviour checks, on
// 127.0.0.1:0: keys with permissions (full, restricted to Candidates and API Keys, deactivated),
// users (one disabled), candidates with create / update / search / notes / uploads (JSON and
// multipart), sync tokens, applications with application.info's lookup order, feedback checked
// against its form definition, an audit log with its rules, and every other operation answered
// with its example (lists paged by cursor and limit). Each named fault breaks one behaviour, so
// a test can show that exactly the matching check fails.
import { readingBody, startTestServer } from '../support/http-server.ts';
import { validateRequest, type OperationName } from '../../generated/validators.js';
import { validateFeedbackValues } from '../../generated/runtime/feedback-values.ts';
import { loadModel } from '../../contract/model.ts';
import type { OperationModel } from '../../generator/model/types.ts';

export const FAKE_KEYS = { full: 'fake-full-key-0a1b2c3d4e5f', restricted: 'fake-restricted-key-6a7b8c9d', deactivated: 'fake-deactivated-key-0e1f2a3b' } as const;

/** The operations the fake implements with state: the behaviour checks run against these. */
export const FAKE_OPERATIONS = [
  'apiKey.info',
  'user.list',
  'candidate.list',
  'candidate.info',
  'candidate.search',
  'candidate.create',
  'candidate.update',
  'candidate.createNote',
  'candidate.uploadResume',
  'candidate.uploadFile',
  'application.list',
  'application.info',
  'application.create',
  'applicationFeedbackRequest.create',
  'applicationFeedback.list',
  'applicationFeedback.submit',
  'auditLog.list',
];

/** The checks that judge behaviour across requests, proven against the fake, the proxy and the sandbox. */
export const BEHAVIOUR_CHECKS = [
  'paging.completeness',
  'sync.incremental',
  'permissions',
  'read-your-writes',
  'rules.feedback-values',
  'rules.audit-log',
  'rules.application-info-lookup',
  'surface.media-types',
  'surface.optional-headers',
  'security.credentials',
  'security.key-echo',
  'security.error-disclosure',
  'security.http-method',
  'security.content-type',
  'security.cors',
  'security.oversized-body',
];

export type Fault =
  | 'paging-loses-a-record'
  | 'ignores-limit'
  | 'ignores-sync-token'
  | 'ignores-permissions'
  | 'accepts-deactivated-key'
  | 'update-not-visible'
  | 'ignores-on-behalf-of'
  | 'accepts-unknown-user'
  | 'accepts-score-7'
  | 'audit-log-oldest-first'
  | 'audit-log-no-span-limit'
  | 'lookup-prefers-form-instance'
  | 'multipart-drops-name'
  | 'multipart-crashes-without-file'
  | 'crashes-on-malformed-id'
  | 'finds-other-kinds'
  | 'on-behalf-of-breaks-lists'
  | 'accepts-bearer'
  | 'echoes-key'
  | 'leaks-stack-trace'
  | 'answers-get'
  | 'accepts-text-plain'
  | 'cors-credentials'
  | 'crashes-on-big-body';

/** One request as the fake saw it, for the write-safety tests. */
export interface Seen {
  operation: string;
  key: string | null;
  /** The request changed stored data. */
  changed: boolean;
}

export interface RunningFake {
  baseUrl: string;
  seen: Seen[];
  /** Candidates by id, as stored. */
  candidates: Map<string, Record<string, any>>;
  close(): Promise<void>;
}

const model = loadModel();
const byPath = new Map(model.operations.map((o) => [o.path, o]));
const example = (name: string) => structuredClone((model.operations.find((o) => o.name === name)!.response.example as any).results);

/** The largest body the fake reads; a larger one is refused (413), having been counted, not kept. */
const MAX_BODY_BYTES = 1024 * 1024;

const SCOPES_FULL = ['apikeys', 'auditlogs', 'candidates', 'jobs', 'interviews', 'hiringprocess', 'organization', 'offers', 'approvals'].flatMap((m) => [`${m}:read`, `${m}:write`]);
const SCOPES_RESTRICTED = ['candidates:read', 'apiKeys:read'];
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9:]/g, '');
const uuid = (n: number, prefix = 'c') => `${prefix.repeat(8).slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ms = (iso: string) => Date.parse(iso);

const AUDIT_TARGET_TYPES = ['candidate', 'application', 'job', 'user'];
const AUDIT_CATEGORIES = ['create', 'update', 'delete', 'access'];

class Refusal {
  readonly status: number;
  readonly message: string;
  readonly code?: string;
  constructor(status: number, message: string, code?: string) {
    this.status = status;
    this.message = message;
    this.code = code;
  }
}

export async function startFake(faults: Fault[] = []): Promise<RunningFake> {
  const has = (fault: Fault) => faults.includes(fault);
  let clock = ms('2026-03-01T00:00:00.000Z');
  /** A strictly increasing time for every change, so sync tokens can name a point in it. */
  const tick = () => new Date((clock = Math.max(clock + 1, Date.now()))).toISOString();
  const seen: Seen[] = [];

  const userTemplate = example('candidate.info').creditedToUser;
  const users = [
    { ...userTemplate, id: uuid(1, 'a'), firstName: 'Ada', lastName: 'Active', email: 'ada@example.com', isEnabled: true },
    { ...userTemplate, id: uuid(2, 'a'), firstName: 'Ben', lastName: 'Busy', email: 'ben@example.com', isEnabled: true },
    { ...userTemplate, id: uuid(3, 'a'), firstName: 'Dora', lastName: 'Disabled', email: 'dora@example.com', isEnabled: false },
  ];
  const serviceAccount = { id: uuid(9, 'f'), firstName: 'API', lastName: 'Key', email: 'api@example.com' };

  const candidateTemplate = example('candidate.info');
  const candidates = new Map<string, Record<string, any>>();
  /** Candidate ids by the external mapping id they were created with. */
  const externalIds = new Map<string, string>();
  const makeCandidate = (id: string, name: string, email: string, at: string) => ({
    ...structuredClone(candidateTemplate),
    id,
    name,
    createdAt: at,
    updatedAt: at,
    primaryEmailAddress: { value: email, type: 'Personal', isPrimary: true },
    emailAddresses: [{ value: email, type: 'Personal', isPrimary: true }],
    profileUrl: `https://hiring.example.com/candidates/${id}`,
  });
  for (let i = 1; i <= 8; i++) {
    const id = uuid(i);
    candidates.set(id, makeCandidate(id, `Seed Candidate ${i}`, `seed${i}@example.com`, `2026-01-${String(i).padStart(2, '0')}T09:00:00.000Z`));
  }
  const applicationTemplate = example('application.info');
  const applications = [1, 2, 3].map((i) => ({ ...structuredClone(applicationTemplate), id: uuid(i, 'b'), updatedAt: `2026-01-0${i}T10:00:00.000Z` }));
  const feedback = example('applicationFeedback.list').slice(0, 1);
  const audit: Record<string, string>[] = Array.from({ length: 7 }, (_, i) => ({ id: uuid(i + 1, 'd'), createdAt: `2026-02-${String(20 - i).padStart(2, '0')}T12:00:00.000Z`, targetType: 'candidate', category: 'update' }));
  const notes: unknown[] = [];
  /** Interview events made by feedback requests: feedback may be submitted to these and to those of the listed submissions. */
  const events: { id: string; interviewId: string; applicationId: string }[] = [];

  /** A page of `records` by the request's cursor and limit. */
  const page = (operation: OperationModel, records: Record<string, any>[], body: any, defaultLimit = 3) => {
    const limit = has('ignores-limit') ? 3 : Number.isInteger(body.limit) && body.limit > 0 ? body.limit : defaultLimit;
    let offset = 0;
    if (body.cursor !== undefined) {
      const decoded = /^o:(\d+)$/.exec(Buffer.from(String(body.cursor), 'base64url').toString());
      if (!decoded) throw new Refusal(200, 'The cursor cannot be decoded.', 'cursor_invalid');
      offset = Number(decoded[1]);
    }
    const results = records.slice(offset, offset + limit);
    const next = offset + limit + (has('paging-loses-a-record') ? 1 : 0);
    const more = next < records.length;
    const cursor = more ? Buffer.from(`o:${next}`).toString('base64url') : null;
    if (operation.paging === 'cursor') return { success: true, results, nextCursor: cursor };
    return { success: true, results, moreDataAvailable: more, syncToken: `t:${clock}`, ...(more ? { nextCursor: cursor } : {}) };
  };

  const synced = (records: Record<string, any>[], body: any) => {
    if (typeof body.syncToken !== 'string' || has('ignores-sync-token')) return records;
    const since = Number(/^t:(\d+)$/.exec(body.syncToken)?.[1]);
    if (!Number.isFinite(since)) throw new Refusal(200, 'The syncToken is not valid.');
    return records.filter((r) => ms(r.updatedAt) > since);
  };

  const candidateOf = (id: unknown, multipart = false) => {
    if (has('crashes-on-malformed-id') && !multipart && typeof id === 'string' && !/^[0-9a-f-]{36}$/.test(id)) throw new Error(`invalid input syntax for type uuid: "${id}"`);
    // A lookup by id alone, across kinds: a user's or an application's id finds the first candidate.
    if (has('finds-other-kinds') && [...users, ...applications].some((r) => r.id === id)) return candidates.values().next().value!;
    const found = typeof id === 'string' ? candidates.get(id) : undefined;
    if (!found) throw new Refusal(200, `No candidate with id ${String(id)}.`);
    return found;
  };

  const actingUser = (header: string | undefined) => {
    if (header === undefined) return null;
    const user = users.find((u) => u.id === header);
    if (!user && !has('accepts-unknown-user')) throw new Refusal(200, `X-On-Behalf-Of: no user ${header} in this organization.`);
    if (user && !user.isEnabled) throw new Refusal(200, `X-On-Behalf-Of: user ${header} is disabled.`);
    return user ?? null;
  };

  const handlers: Record<string, (body: any, request: { onBehalfOf?: string; key: string; multipart: boolean }) => unknown> = {
    'apiKey.info': (_b, r) => ({ title: r.key === FAKE_KEYS.restricted ? 'Restricted' : 'Full', createdAt: '2025-11-04T12:00:00.000Z', scopes: r.key === FAKE_KEYS.restricted ? SCOPES_RESTRICTED : SCOPES_FULL }),
    'user.list': (body) => page(op('user.list'), synced(users, body), body),
    'candidate.list': (body) => {
      const after = typeof body.createdAfter === 'string' ? ms(body.createdAfter) : -Infinity;
      return page(op('candidate.list'), synced([...candidates.values()].filter((c) => ms(c.createdAt) > after), body), body);
    },
    'candidate.info': (body) => candidateOf(body.candidateId ?? externalIds.get(body.externalMappingId)),
    'candidate.search': (body) => [...candidates.values()].filter((c) => (body.email === undefined || c.primaryEmailAddress.value === body.email) && (body.name === undefined || c.name === body.name)),
    'candidate.create': (body) => {
      const id = crypto.randomUUID();
      const candidate = makeCandidate(id, typeof body.name === 'string' ? body.name : 'Unnamed', typeof body.email === 'string' ? body.email : `${id}@example.com`, tick());
      candidates.set(id, candidate);
      if (typeof body.externalMappingId === 'string') externalIds.set(body.externalMappingId, id);
      // Newest first: a new entry goes to the front.
      audit.unshift({ id: crypto.randomUUID(), createdAt: candidate.createdAt, targetType: 'candidate', category: 'create', targetId: id });
      return candidate;
    },
    'candidate.update': (body) => {
      const candidate = candidateOf(body.candidateId);
      const updated = { ...candidate, ...(typeof body.name === 'string' ? { name: body.name } : {}), updatedAt: tick() };
      if (!has('update-not-visible')) candidates.set(candidate.id, updated);
      return updated;
    },
    'candidate.createNote': (body, r) => {
      const candidate = candidateOf(body.candidateId);
      const user = actingUser(r.onBehalfOf);
      const author = user && !has('ignores-on-behalf-of') ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : serviceAccount;
      const note = { id: crypto.randomUUID(), createdAt: tick(), isPrivate: false, content: String(body.note), author };
      notes.push({ candidateId: candidate.id, ...note });
      return note;
    },
    'candidate.uploadResume': (body, r) => upload(body, r, 'resume', 'resumeHandle'),
    'candidate.uploadFile': (body, r) => upload(body, r, 'file', 'fileHandle'),
    'application.list': (body) => page(op('application.list'), synced(applications, body), body),
    'application.info': (body) => {
      if (has('lookup-prefers-form-instance') && body.submittedFormInstanceId !== undefined) throw new Refusal(200, 'No submitted form instance with that id.');
      if (body.applicationId !== undefined) {
        const found = applications.find((a) => a.id === body.applicationId);
        if (!found) throw new Refusal(200, 'No application with that id.');
        return found;
      }
      throw new Refusal(200, 'No submitted form instance with that id.');
    },
    'application.create': (body) => {
      const candidate = candidateOf(body.candidateId);
      const application = { ...structuredClone(applicationTemplate), id: crypto.randomUUID(), candidate: { ...applicationTemplate.candidate, id: candidate.id, name: candidate.name }, updatedAt: tick() };
      applications.push(application);
      return application;
    },
    'applicationFeedbackRequest.create': (body) => {
      if (!applications.some((a) => a.id === body.applicationId)) throw new Refusal(200, 'No application with that id.');
      if (!feedback.some((f: any) => f.interviewId === body.interviewId)) throw new Refusal(200, 'No interview that requests feedback has that id.');
      if (!users.some((u) => u.id === body.interviewerUserId && u.isEnabled)) throw new Refusal(200, 'The interviewer is not an active user.');
      const event = { id: crypto.randomUUID(), interviewId: body.interviewId, applicationId: body.applicationId };
      events.push(event);
      return { interviewEventId: event.id, interviewerUserId: body.interviewerUserId, applicationId: body.applicationId };
    },
    'applicationFeedback.list': (body) => page(op('applicationFeedback.list'), feedback, body),
    'applicationFeedback.submit': (body, r) => {
      const event = events.find((e) => e.id === body.interviewEventId);
      const submission = event ? feedback.find((f: any) => f.interviewId === event.interviewId) : feedback.find((f: any) => f.interviewEventId === body.interviewEventId);
      if (!submission) throw new Refusal(200, 'No interview event with that id.');
      actingUser(r.onBehalfOf);
      const checked = validateFeedbackValues(submission.formDefinition, body.values ?? {});
      const errors = checked.errors.filter((e) => !(has('accepts-score-7') && /\.score$/.test(e.path) && (body.values as any)?.[e.path.split('.')[2]]?.score === 7));
      if (errors.length) throw new Refusal(200, errors.map((e) => `${e.path}: ${e.message}`).join('; '));
      return { submittedFormInstance: { id: crypto.randomUUID(), formDefinition: submission.formDefinition, submittedValues: body.values } };
    },
    'auditLog.list': (body) => {
      const dates = [body.startDate, body.endDate].filter((d) => d !== undefined);
      for (const date of dates) if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(Date.parse(date))) throw new Refusal(200, `${date} is not an ISO 8601 date.`, 'invalid_input');
      if (body.startDate && body.endDate) {
        const [start, end] = [new Date(body.startDate), new Date(body.endDate)];
        if (end < start) throw new Refusal(200, 'endDate is before startDate.', 'invalid_input');
        const limit = new Date(start);
        limit.setUTCMonth(limit.getUTCMonth() + 18);
        if (end > limit && !has('audit-log-no-span-limit')) throw new Refusal(200, 'The span exceeds 18 months.', 'invalid_input');
      }
      for (const [field, vocabulary] of [['targetTypes', AUDIT_TARGET_TYPES], ['categories', AUDIT_CATEGORIES]] as const) {
        const values = body[field];
        if (values !== undefined && (!Array.isArray(values) || values.some((v: unknown) => !vocabulary.includes(v as string)))) throw new Refusal(200, `${field} holds a value outside the vocabulary.`, 'invalid_input');
      }
      const entries = has('audit-log-oldest-first') ? [...audit].reverse() : audit;
      // Entries are added at the front while a run pages, so a cursor names the last entry returned, not an offset.
      let from = 0;
      if (body.cursor !== undefined) {
        const last = /^e:(.+)$/.exec(Buffer.from(String(body.cursor), 'base64url').toString())?.[1];
        const at = last === undefined ? -1 : entries.findIndex((e) => e.id === last);
        if (at < 0) throw new Refusal(200, 'The cursor cannot be decoded.', 'cursor_invalid');
        from = at + 1;
      }
      const results = entries.slice(from, from + 3);
      return { success: true, results, nextCursor: from + 3 < entries.length ? Buffer.from(`e:${results.at(-1)!.id}`).toString('base64url') : null };
    },
  };

  function upload(body: any, r: { multipart: boolean }, fileField: string, handleField: string) {
    if (has('multipart-crashes-without-file') && r.multipart && typeof body[fileField] !== 'object') throw new Error(`Cannot read properties of undefined (reading '${fileField}')`);
    const candidate = candidateOf(body.candidateId, r.multipart);
    if (r.multipart ? typeof body[fileField] !== 'object' : typeof body[handleField] !== 'string') throw new Refusal(200, `${fileField} or ${handleField} is required.`);
    const updated = { ...candidate, updatedAt: tick(), ...(fileField === 'resume' ? { resumeFileHandle: `handle-${crypto.randomUUID()}` } : {}) };
    candidates.set(candidate.id, updated);
    if (r.multipart && has('multipart-drops-name')) {
      const { name: _name, ...rest } = updated as Record<string, any>;
      return rest;
    }
    return updated;
  }

  function op(name: string) {
    return model.operations.find((o) => o.name === name)!;
  }

  const server = await startTestServer(
    readingBody(
      async (req, res, { bytes, size }) => {
        const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          const origin = req.headers.origin;
          const cors: Record<string, string> = has('cors-credentials') && origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } : {};
          res.writeHead(status, { 'content-type': 'application/json', ...cors, ...headers });
          res.end(JSON.stringify(body));
        };
        const refuse = (refusal: Refusal) => reply(refusal.status, { success: false, errors: [{ message: refusal.message, ...(refusal.code ? { code: refusal.code } : {}) }] });
        const operation = byPath.get(new URL(req.url ?? '/', 'http://fake').pathname);
        if (!operation) return refuse(new Refusal(404, 'No such operation.'));
        const authorization = req.headers.authorization ?? '';
        let key: string | null = null;
        const basic = /^Basic (.*)$/.exec(authorization);
        if (basic) key = Buffer.from(basic[1], 'base64').toString().split(':')[0] || null;
        else if (has('accepts-bearer') && /^Bearer /.test(authorization)) key = FAKE_KEYS.full;
        const record = (changed: boolean) => seen.push({ operation: operation.name, key, changed });
        try {
          if (!key) throw new Refusal(401, 'An API key is required: send it as the Basic auth user name.');
          if (key === FAKE_KEYS.deactivated && !has('accepts-deactivated-key')) throw new Refusal(403, 'This API key has been deactivated.');
          if (!Object.values(FAKE_KEYS).includes(key as any)) throw new Refusal(403, has('echoes-key') ? `The API key ${key} is not valid.` : 'The API key is not valid.');
          const scopes = (key === FAKE_KEYS.restricted ? SCOPES_RESTRICTED : SCOPES_FULL).map(normalise);
          const needed = `${normalise(operation.module ?? '')}:${operation.access === 'read' ? 'read' : 'write'}`;
          if (!scopes.includes(needed) && !has('ignores-permissions')) throw new Refusal(403, `This key lacks the permission for ${operation.name}.`, 'missing_endpoint_permission');
          if (req.method !== 'POST' && !has('answers-get')) throw new Refusal(405, 'Every operation is POST.');
          if (size > MAX_BODY_BYTES) throw has('crashes-on-big-body') ? new Refusal(500, 'Internal error') : new Refusal(413, 'The body is larger than 1 MiB.');
          const contentType = req.headers['content-type'] ?? '';
          const multipart = /^multipart\/form-data/.test(contentType) && Boolean(operation.request?.multipart);
          let body: any = {};
          if (multipart) {
            const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': contentType }, body: bytes }).formData().catch(() => {
              throw new Refusal(200, 'The body is not valid multipart/form-data.');
            });
            body = Object.fromEntries(form.entries());
          } else if (req.method === 'POST') {
            if (!/^application\/json\b/.test(contentType) && !has('accepts-text-plain')) throw new Refusal(200, 'Request bodies are application/json.');
            try {
              body = JSON.parse(bytes.toString());
            } catch (error) {
              throw new Refusal(200, has('leaks-stack-trace') ? `Bad JSON: ${(error as Error).stack}` : 'The body is not JSON.');
            }
            if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refusal(200, 'The body must be a JSON object.');
            // Feedback values are checked against their form definition by the handler, as the rules say.
            const valid = operation.name === 'applicationFeedback.submit' ? { ok: true as const, errors: [] } : validateRequest(operation.name as OperationName, body);
            if (!valid.ok) throw new Refusal(200, `Invalid request: ${valid.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
          }
          const onBehalfOf = req.headers['x-on-behalf-of'] as string | undefined;
          const handler = handlers[operation.name];
          if (!handler) {
            if (onBehalfOf !== undefined) actingUser(onBehalfOf);
            const answer = structuredClone(operation.response.example) as any;
            if (operation.paging && Array.isArray(answer?.results)) return reply(200, page(operation, answer.results, body, 1));
            record(operation.access !== 'read');
            return reply(200, answer);
          }
          if (onBehalfOf !== undefined && operation.name !== 'candidate.createNote' && operation.name !== 'applicationFeedback.submit') actingUser(onBehalfOf);
          const results = handler(body, { onBehalfOf, key, multipart });
          record(operation.access !== 'read');
          const envelope: any = results && typeof results === 'object' && 'success' in (results as object) ? results : { success: true, results };
          if (onBehalfOf !== undefined && operation.paging && has('on-behalf-of-breaks-lists')) delete envelope.moreDataAvailable;
          return reply(200, envelope);
        } catch (error) {
          record(false);
          if (error instanceof Refusal) return refuse(error);
          return reply(500, { success: false, errors: [{ message: 'Internal error' }] });
        }
      },
      { keepBytes: MAX_BODY_BYTES },
    ),
  );
  return { baseUrl: server.baseUrl, seen, candidates, close: server.close };
}
