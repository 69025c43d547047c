// Every named check, in the order the report lists them.
import type { Check } from '../types.ts';
import { missingKeyCheck, unknownKeyCheck } from './authentication.ts';
import { deprecatedAliasCheck } from './deprecated-alias.ts';
import { envelopeCheck } from './envelope.ts';
import { notAnObjectCheck, schemaViolationCheck } from './negative-input.ts';
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
  paginationCheck,
  deprecatedAliasCheck,
];
