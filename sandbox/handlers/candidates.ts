// Candidates: list (sync paging, createdAfter), search, info, create, update, notes, client info,
// resume and file uploads.
import type { Handlers } from '../../generated/server/adapter.ts';
import { listPage } from '../paging.ts';
import { KIND, type Candidate, type User } from '../kinds.ts';
import { audit, found, newId, optionalString, refuse, requireId, seesConfidential, type Principal, type Sandbox } from '../context.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Body = Record<string, unknown>;

function timestampFilter(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(ms)) refuse(`$.${field} must be an ISO 8601 date or timestamp, such as "2026-01-15T00:00:00.000Z".`);
  return new Date(ms).toISOString();
}

function emailOf(body: Body, field: string, required: boolean): string | undefined {
  const value = body[field];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !EMAIL.test(value)) refuse(`$.${field} must be an e-mail address${required ? ' (the sandbox needs one to create a candidate)' : ''}.`);
  return value;
}

export function candidateHandlers(sandbox: Sandbox): Handlers<Principal> {
  const { store } = sandbox;
  const candidate = (ctx: Parameters<NonNullable<Handlers<Principal>['candidate.info']>>[1], id: string, field = 'candidateId') =>
    found<Candidate>(sandbox, ctx, KIND.candidate, id, field, 'candidate');

  return {
    'candidate.list': (body, ctx) =>
      listPage(store, body as Body, {
        operation: ctx.operation.name,
        kind: KIND.candidate,
        sync: ctx.operation.paging === 'sync',
        createdAfter: timestampFilter((body as Body).createdAfter, 'createdAfter'),
        includeHidden: seesConfidential(ctx),
        map: (r) => publicCandidate(r.data as Candidate),
      }),

    'candidate.search': (body, ctx) => {
      const email = optionalString(body as Body, 'email');
      const name = optionalString(body as Body, 'name');
      if (!email && !name) refuse('$: send email, name or both to search candidates.');
      let matches = email ? store.findBy<Candidate>(KIND.candidate, 'primaryEmailAddress.value', email) : store.search<Candidate>(KIND.candidate, 'name', name!, 100);
      if (email && name) matches = matches.filter((m) => m.data.name.toLowerCase().includes(name.toLowerCase()));
      return { results: matches.filter((m) => !m.hidden || seesConfidential(ctx)).map((m) => publicCandidate(m.data)) };
    },

    'candidate.info': (body, ctx) => {
      const b = body as Body;
      if (b.candidateId === undefined && b.externalMappingId !== undefined) {
        const external = optionalString(b, 'externalMappingId')!;
        const match = store.findBy<Candidate & { externalMappingId?: string }>(KIND.candidate, 'externalMappingId', external)[0];
        if (!match || (match.hidden && !seesConfidential(ctx))) refuse(`$.externalMappingId: no candidate has the external mapping id ${JSON.stringify(external)}.`);
        return { results: publicCandidate(match.data) };
      }
      return { results: publicCandidate(candidate(ctx, requireId(b, 'candidateId', 'candidate')).data) };
    },

    'candidate.create': (body, ctx) => {
      const b = body as Body;
      const name = optionalString(b, 'name');
      if (!name || !name.trim()) refuse('$.name is required: the candidate\'s name (the sandbox\'s reading; the source does not show the request fields).');
      const email = emailOf(b, 'email', true)!;
      const timezone = optionalString(b, 'timezone') ?? null;
      const externalMappingId = optionalString(b, 'externalMappingId');
      const now = sandbox.now();
      const id = newId();
      const primary = { value: email, type: 'Personal', isPrimary: true };
      const created: Candidate & { externalMappingId?: string } = {
        id,
        createdAt: now,
        updatedAt: now,
        name: name.trim(),
        primaryEmailAddress: primary,
        emailAddresses: [primary],
        primaryPhoneNumber: null,
        phoneNumbers: [],
        socialLinks: [],
        tags: [],
        applicationIds: [],
        resumeFileHandle: null,
        fileHandles: [],
        profileUrl: `https://hiring.example.com/candidates/${id}`,
        source: null,
        creditedToUser: ctx.principal.onBehalf ? ctx.principal.actor : null,
        timezone,
        fraudStatus: null,
      };
      if (externalMappingId) created.externalMappingId = externalMappingId;
      store.transaction(() => {
        store.insert(KIND.candidate, id, created, { createdAt: now });
        audit(sandbox, ctx, { category: 'candidates', action: 'created', targetType: 'Candidate', targetId: id });
      });
      return { results: publicCandidate(created) };
    },

    'candidate.update': (body, ctx) => {
      const b = body as Body;
      const id = requireId(b, 'candidateId', 'candidate');
      const { data } = candidate(ctx, id);
      const name = optionalString(b, 'name');
      if (name !== undefined && !name.trim()) refuse('$.name must not be empty.');
      const email = emailOf(b, 'email', false);
      const timezone = b.timezone === null ? null : optionalString(b, 'timezone');
      const next: Candidate = { ...data, updatedAt: sandbox.now() };
      if (name !== undefined) next.name = name.trim();
      if (email !== undefined) {
        const primary = { value: email, type: 'Personal', isPrimary: true };
        next.primaryEmailAddress = primary;
        next.emailAddresses = [primary, ...data.emailAddresses.filter((e) => e.value !== email).map((e) => ({ ...e, isPrimary: false }))];
      }
      if (timezone !== undefined) next.timezone = timezone;
      store.transaction(() => {
        store.update(KIND.candidate, id, next);
        audit(sandbox, ctx, { category: 'candidates', action: 'updated', targetType: 'Candidate', targetId: id });
      });
      return { results: publicCandidate(next) };
    },

    'candidate.createNote': (body, ctx) => {
      const b = body as Body;
      const id = requireId(b, 'candidateId', 'candidate');
      candidate(ctx, id);
      if (typeof b.note !== 'string' || !b.note.trim()) refuse('$.note is required: the text of the note (a string; its type is not shown, the sandbox takes text).');
      if (b.isPrivate !== undefined && typeof b.isPrivate !== 'boolean') refuse('$.isPrivate must be true or false.');
      const author: User = ctx.principal.actor;
      const note = {
        id: newId(),
        createdAt: sandbox.now(),
        isPrivate: b.isPrivate === true,
        content: b.note,
        author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
      };
      store.transaction(() => {
        store.insert(KIND.note, note.id, note, { createdAt: note.createdAt, parentId: id });
        audit(sandbox, ctx, { category: 'candidates', action: 'created', targetType: 'CandidateNote', targetId: note.id });
      });
      return { results: note };
    },

    'candidate.listClientInfo': (body, ctx) => {
      const id = requireId(body as Body, 'candidateId', 'candidate');
      candidate(ctx, id);
      return listPage(store, body as Body, { operation: ctx.operation.name, kind: KIND.clientInfo, parentId: id, sync: ctx.operation.paging === 'sync', includeHidden: true, map: (r) => r.data });
    },

    'candidate.uploadResume': (body, ctx) => attachFile(body as Body, ctx, 'resume', 'resumeHandle'),
    'candidate.uploadFile': (body, ctx) => attachFile(body as Body, ctx, 'file', 'fileHandle'),
  };

  function attachFile(b: Body, ctx: any, part: string, handleField: string) {
    const id = requireId(b, 'candidateId', 'candidate');
    const { data } = candidate(ctx, id);
    const upload = b[part] as { filename?: string; data?: Uint8Array } | undefined;
    let handle: string;
    if (upload && typeof upload === 'object' && upload.data instanceof Uint8Array) {
      handle = Buffer.from(JSON.stringify({ handle: `upload/${newId()}`, name: upload.filename ?? part })).toString('base64url');
    } else {
      const given = b[handleField];
      if (typeof given !== 'string' || !given) refuse(`$.${handleField} is required: a handle from file.createFileUploadHandle (or send the ${part} as multipart/form-data).`);
      handle = given;
    }
    const next: Candidate = { ...data, updatedAt: sandbox.now() };
    if (part === 'resume') next.resumeFileHandle = handle;
    else next.fileHandles = [...data.fileHandles, { handle, name: upload?.filename ?? null }];
    store.transaction(() => {
      store.update(KIND.candidate, id, next);
      audit(sandbox, ctx, { category: 'candidates', action: part === 'resume' ? 'resume_uploaded' : 'file_uploaded', targetType: 'Candidate', targetId: id });
    });
    return { results: publicCandidate(next) };
  }
}

/** The candidate without the sandbox's own bookkeeping fields. */
export function publicCandidate(candidate: Candidate & { externalMappingId?: string }): Candidate {
  const { externalMappingId: _external, ...rest } = candidate;
  return rest;
}
