// Every behaviour rule of the service description, in its own words with its line, and the checks
// that exercise it. contract/README.md's rules table is rendered from this list (rules-table.ts),
// and a test fails when a rule names no check, or one the suite does not have. A check written
// `check@operation` counts only on that operation (a per-operation check runs on every operation).

export interface Rule {
  /** The line of the service description (seeds/000_c523f8deffd3ce65.txt) the wording is on. */
  line: number;
  /** The description's words, quoted as they stand on that line. */
  wording: string;
  /** The checks that exercise the rule. */
  checks: string[];
}

export const RULES: readonly Rule[] = [
  { line: 12, wording: 'Every operation is an HTTP `POST` to the path `/<resource>.<action>`', checks: ['transport', 'security.http-method'] },
  { line: 13, wording: 'Request bodies are JSON (`Content-Type: application/json`). Two candidate upload operations also accept `multipart/form-data`', checks: ['security.content-type', 'surface.media-types', 'negative-input.multipart'] },
  { line: 14, wording: 'Every operation answers with HTTP 200 and a JSON body that is either a success envelope or an error envelope', checks: ['transport', 'envelope', 'negative-input.not-an-object', 'negative-input.schema-violation', 'not-found.unknown-id'] },
  { line: 15, wording: 'For list operations `results` is an array and the envelope also carries `moreDataAvailable` (boolean) and `syncToken` (string)', checks: ['envelope', 'pagination', 'paging.completeness'] },
  { line: 16, wording: 'Identifiers of records are UUID strings. Timestamps are ISO 8601 strings in UTC with millisecond precision. Absent optional values are returned as JSON `null`.', checks: ['response-schema', 'not-found.malformed-id'] },
  { line: 22, wording: '`auditLog.list` accepts a request field `cursor` and returns `nextCursor`; both are opaque strings.', checks: ['pagination@auditLog.list', 'rules.audit-log'] },
  { line: 23, wording: 'Sending `syncToken` in a later request returns only records updated since that token was issued', checks: ['sync.incremental'] },
  { line: 24, wording: '`candidate.list` accepts `createdAfter` to filter by creation date.', checks: ['rules.created-after'] },
  { line: 25, wording: '`application.listHistory` and `application.listCriteriaEvaluations` support pagination only, not incremental sync.', checks: ['rules.paging-only', 'pagination@application.listHistory'] },
  { line: 29, wording: 'Types: `uuid` = UUID string; `ts` = ISO 8601 timestamp string; `?` after a type = may be `null`.', checks: ['response-schema'] },
  { line: 101, wording: 'Select-type values in `submittedValues` are the stored option value, not the display label', checks: ['rules.feedback-values'] },
  { line: 101, wording: 'Score comments are returned in the PlainText shape.', checks: ['rules.feedback-values'] },
  { line: 137, wording: '| application.delete | `{ applicationId: uuid }` |', checks: ['rules.application-changes', 'response-schema@application.delete'] },
  { line: 156, wording: '| Application `archivedAt` / `archiveReason` | both `null` on a non-archived application |', checks: ['rules.application-archive-fields'] },
  { line: 158, wording: '`application.changeStage` (moves it to another interview stage), `application.changeSource`, `application.transfer` (moves it to a different job), `application.updateHistory` (edits stage timestamps and deletes history events), `application.delete`', checks: ['rules.application-changes'] },
  { line: 169, wording: 'audit entries, newest first, with nextCursor', checks: ['rules.audit-log'] },
  { line: 187, wording: 'interviewEventId (may come from applicationFeedbackRequest.create)', checks: ['rules.feedback-values'] },
  { line: 192, wording: '| candidate.search | candidatesRead | email and/or name |', checks: ['read-your-writes'] },
  { line: 193, wording: '| candidate.info | candidatesRead | candidate id or external mapping id |', checks: ['read-your-writes', 'not-found.unknown-id@candidate.info', 'not-found.wrong-kind@candidate.info'] },
  { line: 204, wording: 'when both `applicationId` and `submittedFormInstanceId` are sent, the lookup uses `applicationId`.', checks: ['rules.application-info-lookup'] },
  { line: 205, wording: '`application.create` considers a candidate for a job', checks: ['rules.application-changes'] },
  { line: 206, wording: 'Custom field values on applications are set with `customField.setValue`, not with `application.create` or `application.update`.', checks: ['rules.custom-field-values'] },
  { line: 207, wording: '`application.updateHistory` additionally requires the admin key setting named `Allow updating application history?`.', checks: ['keys.update-history'] },
  { line: 208, wording: '`applicationFeedbackRequest.create` requests feedback without scheduling an interview', checks: ['rules.feedback-values'] },
  { line: 209, wording: 'the entity must lie within an approval that is marked as managed by the API. An empty list of approval step definitions skips approval', checks: ['rules.approval-definition', 'not-found.unknown-id@approvalDefinition.update'] },
  { line: 210, wording: 'It returns events for all objects of the organization, including confidential jobs and projects, with no confidentiality filtering.', checks: ['rules.audit-log', 'keys.confidential'] },
  { line: 211, wording: '`candidate.uploadResume` and `candidate.uploadFile` take either multipart form data or a JSON handle created earlier by `file.createFileUploadHandle`.', checks: ['surface.media-types', 'transport@candidate.uploadResume', 'rules.upload-handle'] },
  { line: 217, wording: '| Boolean | boolean |', checks: ['rules.feedback-values'] },
  { line: 218, wording: "| CompensationRange | `{ type: 'compensation-range', minValue, maxValue, currencyCode, interval }`; currencyCode is an ISO 4217 code; interval is a compensation interval such as `1 HOUR` or `1 YEAR` |", checks: ['rules.feedback-values'] },
  { line: 219, wording: '| Currency | `{ value, currencyCode }`; currencyCode is an ISO 4217 code |', checks: ['rules.feedback-values'] },
  { line: 220, wording: '| Date | string `YYYY-MM-DD` |', checks: ['rules.feedback-values'] },
  { line: 221, wording: '| Email | valid e-mail address string |', checks: ['rules.feedback-values'] },
  { line: 222, wording: '| LongText, Phone, String | string |', checks: ['rules.feedback-values'] },
  { line: 223, wording: "| MultiValueSelect | array of strings, each among the field's selectable options |", checks: ['rules.feedback-values'] },
  { line: 224, wording: '| Number | integer |', checks: ['rules.feedback-values'] },
  { line: 225, wording: "| NumberRange | `{ type: 'number-range', minValue, maxValue }` |", checks: ['rules.feedback-values'] },
  { line: 226, wording: "| RichText | only plain text: `{ type: 'PlainText', value: <string> }` |", checks: ['rules.feedback-values'] },
  { line: 227, wording: "| Score | `{ score: <integer 1 to 4 inclusive> }`, optional `comments` as `{ type: 'PlainText', value: <string> }` |", checks: ['rules.feedback-values'] },
  { line: 228, wording: '| Url | valid URL string; the empty string is also accepted |', checks: ['rules.feedback-values'] },
  { line: 229, wording: '| UUID | UUID string, or `{ value: <uuid> }` |', checks: ['rules.feedback-values'] },
  { line: 230, wording: "| ValueSelect | string equal to the value of one of the field's selectable options |", checks: ['rules.feedback-values'] },
  { line: 232, wording: '`submittedValues` in the response is an object whose keys are field paths and whose values are the submitted values.', checks: ['rules.feedback-values'] },
  { line: 245, wording: 'HTTP Basic authentication on every request. The API key is the username: `<API_KEY>`; the password is empty.', checks: ['authentication.missing-key', 'authentication.unknown-key', 'security.credentials'] },
  { line: 246, wording: 'Requests also carry the header `Accept: application/json; version=1` and `Content-Type: application/json`.', checks: ['transport', 'security.content-type'] },
  { line: 247, wording: 'Missing API key: HTTP 401. Wrong or deactivated key: HTTP 403. Each case returns a human-readable message specific to it.', checks: ['authentication.missing-key', 'authentication.unknown-key', 'keys.deactivated', 'authentication.messages'] },
  { line: 248, wording: "An operation outside the key's permissions returns HTTP 403 with the error code `missing_endpoint_permission`.", checks: ['permissions', 'permissions.writes'] },
  { line: 256, wording: '| Candidates | application.info, application.list,', checks: ['permissions', 'permissions.writes'] },
  { line: 268, wording: 'Without it, a key cannot access confidential job and project data, job considerations, or candidates of confidential jobs and projects.', checks: ['keys.confidential'] },
  { line: 269, wording: 'Without it, a key cannot access private fields on candidates, except on offers.', checks: ['keys.private-fields'] },
  { line: 270, wording: '| Allow acting on behalf of a user | Needed to use the `X-On-Behalf-Of` header. |', checks: ['keys.on-behalf'] },
  { line: 271, wording: '| Allow updating application history? | Needed for `application.updateHistory`. |', checks: ['keys.update-history'] },
  { line: 276, wording: "Effect: the request is attributed to that user instead of the key's service account (for example notes and feedback).", checks: ['read-your-writes', 'surface.optional-headers'] },
  { line: 277, wording: "Conditions: the key has the acting-on-behalf permission, the value is a valid user id in the key's organization, and the user is active (not disabled).", checks: ['read-your-writes', 'keys.on-behalf'] },
  { line: 278, wording: 'User ids are found with `user.search` (lookup by e-mail) or `user.list`; both return user objects with `id`.', checks: ['rules.user-lookup'] },
  { line: 286, wording: 'A failed operation returns an error envelope: `{ success: false, errors: [ { message: <string> } ] }`.', checks: ['envelope', 'negative-input.not-an-object', 'negative-input.schema-violation'] },
  { line: 289, wording: 'HTTP 403 with code `missing_endpoint_permission`: the key lacks the permission for the operation (for `auditLog.list`, the `auditLogsRead` scope).', checks: ['permissions'] },
  { line: 295, wording: 'A date bound is not a valid ISO 8601 date; `endDate` is before `startDate`; the explicit span exceeds 18 months; or a `targetTypes` or `categories` value is outside the fixed vocabulary.', checks: ['rules.audit-log'] },
  { line: 296, wording: '| audit_logs_not_enabled | The organization lacks the audit logs feature. |', checks: ['keys.audit-logs-disabled'] },
  { line: 297, wording: '| cursor_invalid | The `cursor` cannot be decoded. |', checks: ['rules.audit-log'] },
  { line: 306, wording: 'at most 18 months when both are explicit; otherwise `invalid_input`', checks: ['rules.audit-log'] },
  { line: 307, wording: '| Score value | applicationFeedback.submit, type Score | integer 1 to 4 inclusive |', checks: ['rules.feedback-values'] },
  { line: 316, wording: 'Deprecated operations: `application.change_stage` (replaced by `application.changeStage`) and `application.change_source` (replaced by `application.changeSource`). Both still return an Application.', checks: ['deprecated-alias'] },
];

/** A rule's check as a name and, for `check@operation`, the one operation it counts on. */
export function checkOf(entry: string): { check: string; operation: string | null } {
  const at = entry.indexOf('@');
  return at < 0 ? { check: entry, operation: null } : { check: entry.slice(0, at), operation: entry.slice(at + 1) };
}
