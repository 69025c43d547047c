// What a handler's `reply(status, body, headers)` may answer (templates/server/reply.ts): the
// operation's declared 2xx and 3xx statuses besides its success status, each with the media type its
// reply is written in (OperationInfo.otherReplies), and a Reply type per status with that status's
// own body (OperationTypes' `replies`), so `reply(201, ...)` type-checks against what 201 declares.
import { headerMediaType } from '../../model/media-types.ts';
import type { DeclaredStatus, OperationModel } from '../../model/types.ts';
import { tsString } from '../client/ts-literal.ts';
import { lookupKey } from './status-lookup.ts';

const EXACT = /^[23]\d\d$/;

/** The statuses a reply may answer: the declared 2xx, then the 3xx (a redirect with its Location). */
function replyStatuses(op: OperationModel): DeclaredStatus[] {
  return [...op.response.successStatuses, ...op.response.redirectStatuses];
}

/** Whether `declared` is the response the success status answers with the plain reply's body. */
function isPrimary(op: OperationModel, declared: DeclaredStatus, successStatus: number): boolean {
  return declared.status === op.response.status && (!EXACT.test(declared.status) || Number(declared.status) === successStatus);
}

/**
 * The other declared statuses by lookup key (`201`, `302`, `2XX`), each with the media type its reply
 * is written in (null: no body; a type no header can carry is left to the body's default, as for the
 * success status); undefined where the operation declares none. A range that is itself the success
 * response is kept too: any status of it may then be answered in its media type.
 */
export function otherRepliesOf(op: OperationModel, successStatus: number): Record<string, string | null> | undefined {
  const others: Record<string, string | null> = {};
  for (const declared of replyStatuses(op)) {
    // A 2xx or 3xx key always has one: the status itself, or its range in capitals (`2XX`).
    const key = lookupKey(declared.status) ?? declared.status;
    if (key === String(successStatus) || Object.hasOwn(others, key)) continue;
    others[key] = declared.hasBody ? headerMediaType(declared.mediaType) : null;
  }
  return Object.keys(others).length === 0 ? undefined : others;
}

/**
 * The union of the Reply types a handler may return: `Reply<201, Body>` for each declared status,
 * `Reply<number, Body>` for a range, the success status's with `replyType` (the plain reply's type).
 * An operation that declares no 2xx or 3xx (only its errors) answers the plain reply's 200, so that
 * is the one reply it may return.
 */
export function repliesType(op: OperationModel, operationType: string, successStatus: number, replyType: string): string {
  // A range as the success response (`2XX`) is `Reply<number, ...>` below, its 200 among them; so is
  // the redirect of an operation that declares only redirects (no plain reply to take its body from).
  const declaresNone = op.response.status === null && replyStatuses(op).length === 0;
  const plainIsPrimary = declaresNone || (op.response.status !== null && !/^2XX$/i.test(op.response.status));
  const replies = plainIsPrimary ? [`Reply<${successStatus}, ${replyType}>`] : [];
  for (const declared of replyStatuses(op)) {
    const status = EXACT.test(declared.status) ? declared.status : 'number';
    if (plainIsPrimary && status === String(successStatus)) continue;
    const body = isPrimary(op, declared, successStatus) ? replyType : bodyType(operationType, declared);
    replies.push(`Reply<${status}, ${body}>`);
  }
  return [...new Set(replies)].join(' | ');
}

/** What a reply of a body other than JSON takes: text, bytes, or a stream of either (templates/server/stream-reply.ts). */
export const OTHER_BODY_REPLY = 'string | Uint8Array | StreamReply';

/** The body a reply of `declared` takes: its JSON body's type, text, bytes or a stream for another body, else none. */
function bodyType(operationType: string, declared: DeclaredStatus): string {
  if (declared.jsonType) return `${operationType}['responses'][${tsString(declared.status)}]['content'][${tsString(declared.jsonType)}]`;
  return declared.hasBody ? OTHER_BODY_REPLY : 'undefined';
}
