// The hiring API's conventions, in one place: its envelopes and paging fields, permissions, the
// X-On-Behalf-Of header and `onBehalfOf` option, the extensions that fill the model (extensions.ts),
// how permissions are worded (wording.ts), the names its package has always had, and its own runtime
// module (runtime/feedback-values.ts, shipped in generated/runtime/).
//
// Switched on by what the document declares: `components.schemas` holds `SuccessEnvelope` (its
// `success` pinned to `true`) and `ErrorEnvelope` (`success` pinned to `false`). The `onBehalfOf`
// option exists when the document also declares an `X-On-Behalf-Of` header parameter.
import path from 'node:path';
import { deref } from '../../model/refs.ts';
import { genericProfile, type EnvelopeConventions, type HeaderOption, type PagingConventions, type ProfileDefinition } from '../profile.ts';
import { readDocument, readOperation } from './extensions.ts';
import { accessWording } from './wording.ts';

export const ON_BEHALF_OF: HeaderOption = {
  option: 'onBehalfOf',
  header: 'X-On-Behalf-Of',
  clientDoc: 'Act on behalf of this user id on every call (header `X-On-Behalf-Of`).',
  requestDoc: 'Act on behalf of this user id for this call (overrides the client option).',
};

/** `{ success: true, results, ... }` or `{ success: false, errors: [{ message }] }`; a code starts the message. */
export const ENVELOPE: EnvelopeConventions = {
  flagField: 'success',
  successValue: true,
  failureValue: false,
  resultsField: 'results',
  errorsField: 'errors',
  errorsAreList: true,
  messageField: 'message',
  codeField: null,
};

/** A list takes `cursor`, `limit` and `syncToken`; a page answers `nextCursor`, `moreDataAvailable` and, on a pass's last page, `syncToken`. */
export const PAGING: PagingConventions = {
  cursorParam: 'cursor',
  limitParam: 'limit',
  syncTokenParam: 'syncToken',
  nextCursorField: 'nextCursor',
  moreField: 'moreDataAvailable',
  syncTokenField: 'syncToken',
};

const RUNTIME_DIR = path.join(import.meta.dirname, 'runtime');

export const hiringApi: ProfileDefinition = {
  id: 'hiring-api',
  declaredBy(document) {
    const schemas = document.components?.schemas ?? {};
    const pinned = (name: string, value: boolean) => deref(document, schemas[name])?.properties?.success?.const === value;
    return pinned('SuccessEnvelope', true) && pinned('ErrorEnvelope', false);
  },
  /**
   * With a name (`--name`), every name comes from it as in the generic profile (class, package, key
   * variable) and the `HiringApiError` alias is left out; the conventions stay, as the document declares them.
   */
  create(document, options) {
    const named = options.name ? genericProfile(document, options) : null;
    return {
      conventions: {
        id: 'hiring-api',
        clientClass: named?.clientClass ?? 'HiringApiClient',
        errorAlias: named ? null : 'HiringApiError',
        packageName: named?.packageName ?? '@hiring-api/client',
        apiKeyVariable: named?.apiKeyVariable ?? 'HIRING_API_KEY',
        exampleBaseUrl: 'https://hiring.example.com/api',
        headerOptions: declaresHeader(document, ON_BEHALF_OF.header) ? [ON_BEHALF_OF] : [],
        envelope: ENVELOPE,
        paging: PAGING,
        permissionCode: 'missing_endpoint_permission',
        permissions: true,
        syncChanges: { 'candidate.list': { operation: 'candidate.create', body: { name: '{marker} sync', email: '{slug}-sync@example.com' } } },
        // applicationForm.submit and applicationFeedback.submit answer with the form instance they stored.
        createdAlongside: ['submittedFormInstance'],
        readmeExamples: { call: ['candidate.info', 'candidate.search'], list: ['candidate.list'] },
        // validateFeedbackValues: the description's value rules per feedback field type (runtime/feedback-values.ts).
        runtime: { dir: RUNTIME_DIR, exports: [{ names: ['validateFeedbackValues'], module: './runtime/feedback-values.js' }] },
      },
      readDocument,
      readOperation,
      accessWording,
    };
  },
};

/** A header parameter of this name, among the shared components or on any operation. */
function declaresHeader(document: Record<string, any>, name: string): boolean {
  const isIt = (p: any) => {
    const parameter = deref(document, p);
    return parameter?.in === 'header' && String(parameter.name).toLowerCase() === name.toLowerCase();
  };
  if (Object.values<any>(document.components?.parameters ?? {}).some(isIt)) return true;
  return Object.values<any>(document.paths ?? {}).some((rawItem) => {
    const item = deref(document, rawItem) ?? {};
    return [item, ...Object.values<any>(item)].some((op) => Array.isArray(op?.parameters) && op.parameters.some(isIt));
  });
}
