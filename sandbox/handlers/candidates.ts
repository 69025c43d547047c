// Candidates: list (sync paging, createdAfter), search, info, create, update, anonymize, notes,
// client info, resume and file uploads.
import type { UploadedFile } from '../../generated/server/types.ts';
import { audit } from '../audit.ts';
import { found, isEmailAddress, newId, optionalString, refuse, requireId, seesConfidential, type Ctx, type Sandbox } from '../context.ts';
import { KIND, type Note, type StoredApplication, type StoredCandidate } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { listPage } from '../paging.ts';
import { candidateRecord, publicCandidate } from '../records.ts';
import { listOf, OF_CANDIDATE } from './catalog.ts';
import { createFile, fileByHandle } from './files.ts';

/** Most candidates a search by name answers. */
export const SEARCH_LIMIT = 100;
type Body = Record<string, unknown>;

function timestampFilter(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  // A number is milliseconds since 1970, within the range a date can hold (±8.64e15, ECMA-262 21.4.1.1).
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) refuse(`$.${field} must be an ISO 8601 date or timestamp, such as "2026-01-15T00:00:00.000Z", or milliseconds since 1970 within ±8.64e15.`);
  return new Date(ms).toISOString();
}

function emailOf(body: Body, field: string, required: boolean): string | undefined {
  const value = body[field];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !isEmailAddress(value)) refuse(`$.${field} must be an e-mail address${required ? ' (the sandbox needs one to create a candidate)' : ''}.`);
  return value;
}

export function candidateHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  const candidate = (ctx: Ctx, id: string, field = 'candidateId') => found<StoredCandidate>(sandbox, ctx, KIND.candidate, id, field, 'candidate');

  /** Saves a changed candidate; its applications show its name and e-mail, so they change with it. */
  function saveCandidate(ctx: Ctx, next: StoredCandidate, action: string, extra?: () => void): void {
    store.transaction(() => {
      store.update(KIND.candidate, next.id, next);
      for (const application of store.all<StoredApplication>(KIND.application, next.id)) store.update(KIND.application, application.id, { ...application.data, updatedAt: next.updatedAt });
      extra?.();
      audit(sandbox, ctx, { category: 'candidates', action, targetType: 'Candidate', targetId: next.id });
    });
  }

  /** Attaches a file, uploaded as a multipart part or named by a handle from file.createFileUploadHandle. */
  function attachFile(b: Body, ctx: Ctx, part: 'resume' | 'file', handleField: string) {
    const id = requireId(b, 'candidateId', 'candidate');
    const { data } = candidate(ctx, id);
    const upload = b[part] as UploadedFile | undefined;
    return store.transaction(() => {
      const uploaded = upload && typeof upload === 'object' && upload.data instanceof Uint8Array;
      const file = uploaded ? createFile(sandbox, ctx, upload.filename || part, upload.type || null) : fileByHandle(sandbox, b, handleField, part);
      const next: StoredCandidate = { ...data, updatedAt: sandbox.now() };
      if (part === 'resume') next.resumeFileHandle = file.handle;
      else next.fileHandles = [...data.fileHandles, { handle: file.handle, name: file.fileName }];
      saveCandidate(ctx, next, part === 'resume' ? 'resume_uploaded' : 'file_uploaded');
      return { results: publicCandidate(next) };
    });
  }

  return {
    'candidate.list': {
      fields: ['createdAfter'],
      handle: (body, ctx) =>
        listPage(store, body as Body, ctx, {
          kind: KIND.candidate,
          createdAfter: timestampFilter((body as Body).createdAfter, 'createdAfter'),
          includeHidden: seesConfidential(ctx),
          map: (r) => publicCandidate(r.data),
        }),
    },

    'candidate.search': {
      fields: ['email', 'name'],
      handle: (body, ctx) => {
        const email = optionalString(body as Body, 'email');
        const name = optionalString(body as Body, 'name');
        if (!email && !name) refuse('$: send email, name or both to search candidates.');
        const includeHidden = seesConfidential(ctx);
        // By e-mail: any of the candidate's addresses; by name: a part of it.
        let matches = email
          ? store.findByItem<StoredCandidate>(KIND.candidate, 'emailAddresses', 'value', email, includeHidden)
          : store.search<StoredCandidate>(KIND.candidate, 'name', name!, SEARCH_LIMIT, includeHidden);
        if (email && name) matches = matches.filter((m) => m.data.name.toLowerCase().includes(name.toLowerCase()));
        return { results: matches.map((m) => publicCandidate(m.data)) };
      },
    },

    'candidate.info': {
      fields: ['candidateId', 'externalMappingId'],
      handle: (body, ctx) => {
        const b = body as Body;
        if (b.candidateId === undefined && b.externalMappingId !== undefined) {
          const external = optionalString(b, 'externalMappingId')!;
          const match = store.findBy<StoredCandidate>(KIND.candidate, 'externalMappingId', external, seesConfidential(ctx))[0];
          if (!match) refuse(`$.externalMappingId: no candidate has the external mapping id ${JSON.stringify(external.slice(0, 64))}.`);
          return { results: publicCandidate(match.data) };
        }
        return { results: publicCandidate(candidate(ctx, requireId(b, 'candidateId', 'candidate')).data) };
      },
    },

    'candidate.create': {
      fields: ['name', 'email', 'timezone', 'externalMappingId'],
      elsewhere: { resume: 'upload it with candidate.uploadResume', note: 'add notes with candidate.createNote', jobId: 'consider the candidate for a job with application.create' },
      handle: (body, ctx) => {
        const b = body as Body;
        const name = optionalString(b, 'name');
        if (!name || !name.trim()) refuse("$.name is required: the candidate's name (the sandbox's reading; the description does not show the request fields).");
        const created = candidateRecord({
          id: newId(),
          createdAt: sandbox.now(),
          name: name.trim(),
          email: emailOf(b, 'email', true)!,
          timezone: optionalString(b, 'timezone') ?? null,
          creditedToUser: ctx.principal.onBehalf ? ctx.principal.actor : null,
          externalMappingId: optionalString(b, 'externalMappingId'),
        });
        store.transaction(() => {
          store.insert(KIND.candidate, created.id, created, { createdAt: created.createdAt });
          audit(sandbox, ctx, { category: 'candidates', action: 'created', targetType: 'Candidate', targetId: created.id });
        });
        return { results: publicCandidate(created) };
      },
    },

    'candidate.update': {
      fields: ['candidateId', 'name', 'email', 'timezone'],
      handle: (body, ctx) => {
        const b = body as Body;
        const { data } = candidate(ctx, requireId(b, 'candidateId', 'candidate'));
        const name = optionalString(b, 'name');
        if (name !== undefined && !name.trim()) refuse('$.name must not be empty.');
        const email = emailOf(b, 'email', false);
        const timezone = b.timezone === null ? null : optionalString(b, 'timezone');
        const next: StoredCandidate = { ...data, updatedAt: sandbox.now() };
        if (name !== undefined) next.name = name.trim();
        if (email !== undefined) {
          // The new address becomes primary; the old ones stay on file (and findable by candidate.search).
          const primary = { value: email, type: 'Personal', isPrimary: true };
          next.primaryEmailAddress = primary;
          next.emailAddresses = [primary, ...data.emailAddresses.filter((e) => e.value.toLowerCase() !== email.toLowerCase()).map((e) => ({ ...e, isPrimary: false }))];
        }
        if (timezone !== undefined) next.timezone = timezone;
        saveCandidate(ctx, next, 'updated');
        return { results: publicCandidate(next) };
      },
    },

    'candidate.anonymize': {
      fields: ['candidateId'],
      handle: (body, ctx) => {
        const id = requireId(body as Body, 'candidateId', 'candidate');
        const { data } = candidate(ctx, id);
        // The sandbox's reading: personal data goes (name, addresses, phone, links, files, time
        // zone, external id, notes, client info); the record, its applications and feedback stay.
        const anonymous: StoredCandidate = candidateRecord({
          id,
          createdAt: data.createdAt,
          name: 'Anonymized candidate',
          email: `anonymized-${id}@anonymized.invalid`,
          source: data.source,
          creditedToUser: data.creditedToUser,
          applicationIds: data.applicationIds,
        });
        anonymous.updatedAt = sandbox.now();
        saveCandidate(ctx, anonymous, 'anonymized', () => {
          for (const note of store.all(KIND.note, id)) store.remove(KIND.note, note.id);
          for (const info of store.all(KIND.clientInfo, id)) store.remove(KIND.clientInfo, info.id);
        });
        return { results: publicCandidate(anonymous) };
      },
    },

    'candidate.createNote': {
      fields: ['candidateId', 'note', 'isPrivate'],
      handle: (body, ctx) => {
        const b = body as Body;
        const id = requireId(b, 'candidateId', 'candidate');
        candidate(ctx, id);
        if (typeof b.note !== 'string' || !b.note.trim()) refuse('$.note is required: the text of the note (its type is not documented; the sandbox takes a string).');
        if (b.isPrivate !== undefined && typeof b.isPrivate !== 'boolean') refuse('$.isPrivate must be true or false.');
        const author = ctx.principal.actor;
        const note: Note = {
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
    },

    'candidate.listNotes': listOf(sandbox, KIND.note, { parent: { ...OF_CANDIDATE, required: true } }),
    'candidate.listClientInfo': listOf(sandbox, KIND.clientInfo, { parent: { ...OF_CANDIDATE, required: true } }),

    'candidate.uploadResume': { fields: ['candidateId', 'resume', 'resumeHandle'], handle: (body, ctx) => attachFile(body as Body, ctx, 'resume', 'resumeHandle') },
    'candidate.uploadFile': { fields: ['candidateId', 'file', 'fileHandle'], handle: (body, ctx) => attachFile(body as Body, ctx, 'file', 'fileHandle') },
  };
}
