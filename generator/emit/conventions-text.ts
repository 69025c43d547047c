// How the service's envelope and paging (ServiceProfile.envelope, .paging) read in prose: the
// client's JSDoc, the package README, the server's comments and the reference docs word them
// through these functions, so each says what the profile says, in one voice.
import type { EnvelopeConventions, PagingConventions } from '../model/service-profile.ts';
import type { PagingKind } from '../model/types.ts';

const code = (name: string) => `\`${name}\``;

/** The JSDoc sentence of a list method: how awaiting and iterating it page. */
export function pagingSentence(kind: PagingKind, paging: PagingConventions): string {
  const start = '`await` the call for the first page; `for await` over it yields every item, following';
  if (kind === 'cursor' || paging.moreField === null) return `${start} ${code(paging.nextCursorField)} until it is \`null\`.`;
  const sync = kind === 'sync' && paging.syncTokenField ? ' After a full pass, `.syncToken` holds the token for an incremental sync.' : '';
  return `${start} ${code(paging.nextCursorField)} while ${code(paging.moreField)}.${sync}`;
}

/** What a paging kind means, for the reference docs' "Paging" legend. */
export function pagingKindText(kind: PagingKind, paging: PagingConventions): string {
  const next = code(paging.nextCursorField);
  if (kind === 'cursor' || paging.moreField === null) return `pages with ${code(paging.cursorParam)} / ${next} until ${next} is \`null\`.`;
  const follow = `pages while ${code(paging.moreField)} is true (send ${next} back as ${code(paging.cursorParam)})`;
  if (kind === 'list' || !paging.syncTokenField) return `${follow}; no incremental sync.`;
  const sendAs = paging.syncTokenParam && paging.syncTokenParam !== paging.syncTokenField ? ` as ${code(paging.syncTokenParam)}` : '';
  return `${follow}; the last page carries ${code(paging.syncTokenField)}, which a later request sends${sendAs} to get only the records changed since.`;
}

/** A page's fields, as a comment shows them: `{ results, moreDataAvailable, nextCursor, syncToken }`. */
export function pageFields(envelope: EnvelopeConventions, paging: PagingConventions): string {
  const fields = [envelope.resultsField, paging.moreField, paging.nextCursorField, paging.syncTokenField].filter((f): f is string => f !== null);
  return `{ ${fields.join(', ')} }`;
}

/** A success answer as JSON: `{ "success": true, "results": ... }`. */
export function successJson(envelope: EnvelopeConventions): string {
  return `{ ${JSON.stringify(envelope.flagField)}: ${JSON.stringify(envelope.successValue)}, ${JSON.stringify(envelope.resultsField)}: ... }`;
}

/** A failure as JSON: `{ "success": false, "errors": [{ "message": ... }] }`. */
export function failureJson(envelope: EnvelopeConventions): string {
  const error = `{ ${envelope.codeField ? `${JSON.stringify(envelope.codeField)}: ..., ` : ''}${JSON.stringify(envelope.messageField)}: ... }`;
  return `{ ${JSON.stringify(envelope.flagField)}: ${JSON.stringify(envelope.failureValue)}, ${JSON.stringify(envelope.errorsField)}: ${envelope.errorsAreList ? `[${error}]` : error} }`;
}

/** The flag of a failure as code reads it: `success: false`. */
export function failureFlag(envelope: EnvelopeConventions): string {
  return `${envelope.flagField}: ${JSON.stringify(envelope.failureValue)}`;
}

/** What an enveloped handler returns: the success envelope without its flag (`{ results }`). */
export function replyShape(envelope: EnvelopeConventions): string {
  return `{ ${envelope.resultsField} }`;
}
