// Every named check, in the order the report lists them: the checks run per operation, then the
// scenarios (behaviour across operations), each run once.
import type { Check, Scenario } from '../types.ts';
import { applicationInfoLookupScenario } from '../scenarios/application-info-lookup.ts';
import { applicationChangesScenario, archiveFieldsScenario, customFieldValuesScenario } from '../scenarios/application-rules.ts';
import { createdAfterScenario, pagingOnlyScenario } from '../scenarios/list-rules.ts';
import { approvalDefinitionScenario, uploadHandleScenario, userLookupScenario } from '../scenarios/lookup-rules.ts';
import { auditLogScenario } from '../scenarios/audit-log.ts';
import { mediaTypesScenario, optionalHeadersScenario } from '../scenarios/declared-surface.ts';
import { feedbackValuesScenario } from '../scenarios/feedback-values.ts';
import { permissionsScenario } from '../scenarios/permissions.ts';
import { readYourWritesScenario } from '../scenarios/read-your-writes.ts';
import { KEY_SCENARIOS } from '../scenarios/keys.ts';
import { SECURITY_SCENARIOS } from '../scenarios/security.ts';
import { missingKeyCheck, unknownKeyCheck } from './authentication.ts';
import { deprecatedAliasCheck } from './deprecated-alias.ts';
import { envelopeCheck } from './envelope.ts';
import { incrementalSyncCheck } from './incremental-sync.ts';
import { multipartCheck } from './multipart.ts';
import { notAnObjectCheck, schemaViolationCheck } from './negative-input.ts';
import { malformedIdCheck, unknownIdCheck, wrongKindCheck } from './not-found.ts';
import { pagingCompletenessCheck } from './paging-completeness.ts';
import { paginationCheck } from './pagination.ts';
import { responseSchemaCheck } from './response-schema.ts';
import { transportCheck } from './transport.ts';

export const CHECKS: readonly Check[] = [
  transportCheck,
  envelopeCheck,
  responseSchemaCheck,
  missingKeyCheck,
  unknownKeyCheck,
  notAnObjectCheck,
  schemaViolationCheck,
  multipartCheck,
  unknownIdCheck,
  malformedIdCheck,
  wrongKindCheck,
  paginationCheck,
  pagingCompletenessCheck,
  incrementalSyncCheck,
  deprecatedAliasCheck,
];

export const SCENARIOS: readonly Scenario[] = [
  permissionsScenario,
  readYourWritesScenario,
  feedbackValuesScenario,
  auditLogScenario,
  applicationInfoLookupScenario,
  archiveFieldsScenario,
  applicationChangesScenario,
  customFieldValuesScenario,
  createdAfterScenario,
  pagingOnlyScenario,
  userLookupScenario,
  uploadHandleScenario,
  approvalDefinitionScenario,
  mediaTypesScenario,
  optionalHeadersScenario,
  ...KEY_SCENARIOS,
  ...SECURITY_SCENARIOS,
];
