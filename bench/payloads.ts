// The three payloads the validation bench checks, built from the spec's own examples, each valid
// and with one deliberate error deep inside (so a validator has to walk most of the payload).
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './process.ts';
import { documentModel } from '../generator/document-model.ts';
import type { ApiModel, OperationModel } from '../generator/model/types.ts';

export interface Payload {
  id: string;
  label: string;
  operation: string;
  valid: unknown;
  invalid: unknown;
  /** Where the invalid copy breaks the schema, for the report. */
  invalidAt: string;
}

/** The operation model of generated/openapi.json, as every emitter sees it. */
export function loadBundledModel(): ApiModel {
  return documentModel(JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8')));
}

export function operationOf(model: ApiModel, name: string): OperationModel {
  const op = model.operations.find((o) => o.name === name);
  if (!op) throw new Error(`generated/openapi.json has no operation ${name}`);
  return op;
}

function successExample(model: ApiModel, operation: string): any {
  const { response } = operationOf(model, operation);
  if (!response.hasExample) throw new Error(`generated/openapi.json: ${operation} has no success example in its 200 response`);
  return structuredClone(response.example);
}

/** A UUID-shaped id that differs per item, so no two list items are identical objects. */
function itemId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export function buildPayloads(model: ApiModel): Payload[] {
  const listExample = successExample(model, 'application.list');
  const samples: any[] = listExample.results;
  const page = {
    ...listExample,
    results: Array.from({ length: 100 }, (_, i) => ({ ...structuredClone(samples[i % samples.length]), id: itemId(i) })),
    moreDataAvailable: true,
    nextCursor: 'eyJvZmZzZXQiOjEwMH0',
  };
  const badPage = structuredClone(page);
  badPage.results[50].createdAt = '2026-01-12 10:04:32';

  const candidate = successExample(model, 'candidate.info');
  const badCandidate = structuredClone(candidate);
  badCandidate.results.primaryEmailAddress.isPrimary = 'yes';

  const feedback = successExample(model, 'applicationFeedback.submit');
  const badFeedback = structuredClone(feedback);
  const fields = badFeedback.results.submittedFormInstance.formDefinition.sections[0].fields;
  fields[fields.length - 1].field.isNullable = 'no';

  return [
    { id: 'list', label: 'application.list page, 100 applications', operation: 'application.list', valid: page, invalid: badPage, invalidAt: '$.results[50].createdAt is not a timestamp' },
    { id: 'candidate', label: 'candidate.info, one candidate', operation: 'candidate.info', valid: candidate, invalid: badCandidate, invalidAt: '$.results.primaryEmailAddress.isPrimary is a string' },
    {
      id: 'feedback',
      label: 'applicationFeedback.submit, submitted form',
      operation: 'applicationFeedback.submit',
      valid: feedback,
      invalid: badFeedback,
      invalidAt: `$.results.submittedFormInstance.formDefinition.sections[0].fields[${fields.length - 1}].field.isNullable is a string`,
    },
  ];
}
