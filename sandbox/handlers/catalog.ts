// The shapes most read operations share: a list of one kind of record (of one parent when the
// request names it), a record by its id, and archiving or restoring a record in place.
import { audit, type AuditTargetType } from '../audit.ts';
import { found, requireId, seesConfidential, type Ctx, type Sandbox } from '../context.ts';
import type { SandboxOperation } from '../operation.ts';
import { KIND } from '../kinds.ts';
import { listPage } from '../paging.ts';

type Body = Record<string, unknown>;

export interface Parent {
  /** The request field naming the parent (`interviewPlanId`). */
  field: string;
  kind: string;
  /** What the parent is called in messages (`interview plan`). */
  what: string;
  /** The list is always of one parent (`candidate.listNotes`), not of every record when none is named. */
  required?: boolean;
}

export const OF_APPLICATION: Parent = { field: 'applicationId', kind: KIND.application, what: 'application' };
export const OF_CANDIDATE: Parent = { field: 'candidateId', kind: KIND.candidate, what: 'candidate' };

/**
 * A list of `kind`; with `parent`, the request names one (or, unless it is required, may) to list
 * only its records. `confidential` kinds are hidden from keys without the setting.
 */
export function listOf(sandbox: Sandbox, kind: string, options: { parent?: Parent; confidential?: boolean } = {}): SandboxOperation<any> {
  const { parent } = options;
  return {
    fields: parent ? [parent.field] : [],
    handle: (body: Body, ctx: Ctx) => {
      let parentId: string | undefined;
      if (parent && (parent.required || body[parent.field] !== undefined)) {
        parentId = requireId(body, parent.field, parent.what);
        found(sandbox, ctx, parent.kind, parentId, parent.field, parent.what);
      }
      return listPage(sandbox.store, body, ctx, { kind, parentId, includeHidden: !options.confidential || seesConfidential(ctx), map: (r) => r.data });
    },
  };
}

/** A record of `kind` by the id in `field`. */
export function infoOf(sandbox: Sandbox, kind: string, field: string, what: string): SandboxOperation<any> {
  return {
    fields: [field],
    handle: (body: Body, ctx: Ctx) => ({ results: found(sandbox, ctx, kind, requireId(body, field, what), field, what).data }),
  };
}

/** Sets `isArchived` on a record of `kind` (archive, or restore with `archived: false`); answers the record. */
export function setArchived(sandbox: Sandbox, kind: string, field: string, what: string, archived: boolean, targetType: AuditTargetType): SandboxOperation<any> {
  return {
    fields: [field],
    handle: (body: Body, ctx: Ctx) => {
      const id = requireId(body, field, what);
      const { data } = found<{ isArchived: boolean }>(sandbox, ctx, kind, id, field, what);
      if (data.isArchived === archived) return { results: data };
      const next = { ...data, isArchived: archived };
      sandbox.store.transaction(() => {
        sandbox.store.update(kind, id, next);
        audit(sandbox, ctx, { category: 'organization', action: archived ? 'archived' : 'restored', targetType, targetId: id });
      });
      return { results: next };
    },
  };
}
