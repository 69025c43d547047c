// What a handler's `reply(status, body, headers)` may answer (templates/server/reply.ts): the
// operation's declared 2xx statuses besides its success status, each with the media type its reply
// is written in (OperationInfo.otherSuccesses), and a Reply type per status with that status's own
// body (OperationTypes' `replies`), so `reply(201, ...)` type-checks against what 201 declares.
import { headerMediaType } from '../../model/media-types.ts';
import type { OperationModel } from '../../model/types.ts';
import { tsString } from '../client/ts-literal.ts';

type Success = OperationModel['response']['successStatuses'][number];

const EXACT = /^2\d\d$/;

/** The lookup key of a declared 2xx: the status itself, or `2XX` for the range in any case. */
function lookupKey(success: Success): string {
  return EXACT.test(success.status) ? success.status : '2XX';
}

/** Whether `success` is the response `successStatus` answers (the plain reply's). */
function isPrimary(op: OperationModel, success: Success, successStatus: number): boolean {
  return success.status === op.response.status && (!EXACT.test(success.status) || Number(success.status) === successStatus);
}

/**
 * The other declared 2xx statuses by lookup key (`201`, `2XX`), each with the media type its reply
 * is written in (null: no body; a type no header can carry is left to the body's default, as for the
 * success status); undefined where the operation declares none. A range that is itself the success
 * response is kept too: any 2xx may then be answered in its media type.
 */
export function otherSuccessesOf(op: OperationModel, successStatus: number): Record<string, string | null> | undefined {
  const others: Record<string, string | null> = {};
  for (const success of op.response.successStatuses) {
    const key = lookupKey(success);
    if (key === String(successStatus) || Object.hasOwn(others, key)) continue;
    others[key] = success.hasBody ? headerMediaType(success.mediaType) : null;
  }
  return Object.keys(others).length === 0 ? undefined : others;
}

/**
 * The union of the Reply types a handler may return: `Reply<201, Body>` for each declared status,
 * `Reply<number, Body>` for a range, the success status's with `replyType` (the plain reply's type).
 */
export function repliesType(op: OperationModel, operationType: string, successStatus: number, replyType: string): string {
  // A range as the success response (`2XX`) is `Reply<number, ...>` below, its 200 among them.
  const rangeIsPrimary = op.response.status !== null && !EXACT.test(op.response.status) && op.response.status.toUpperCase() === '2XX';
  const replies = rangeIsPrimary ? [] : [`Reply<${successStatus}, ${replyType}>`];
  for (const success of op.response.successStatuses) {
    const status = EXACT.test(success.status) ? success.status : 'number';
    if (status === String(successStatus)) continue;
    const body = isPrimary(op, success, successStatus) ? replyType : bodyType(operationType, success);
    replies.push(`Reply<${status}, ${body}>`);
  }
  return [...new Set(replies)].join(' | ');
}

/** The body a reply of `success` takes: its JSON body's type, text or bytes for another body, else none. */
function bodyType(operationType: string, success: Success): string {
  if (success.jsonType) return `${operationType}['responses'][${tsString(success.status)}]['content'][${tsString(success.jsonType)}]`;
  return success.hasBody ? 'string | Uint8Array' : 'undefined';
}
