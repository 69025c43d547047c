// Generates validators.js from the current spec into a scratch folder inside the project (so its
// ajv / ajv-formats imports resolve) and imports it, as a user of the generated package would.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileValidators } from '../../generator/emit/validators.ts';
import { validatorDeclarations } from '../../generator/emit/validators/declarations.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { projectRoot } from '../support/project.ts';

export interface ValidationResult {
  ok: boolean;
  errors: { path: string; message: string }[];
}

export interface ValidatorsModule {
  validateRequest(operation: string, body: unknown): ValidationResult;
  validateResponse(operation: string, body: unknown): ValidationResult;
  hasRequestSchema(operation: string): boolean;
  hasResponseSchema(operation: string): boolean;
  operationNames: readonly string[];
}

export interface EmittedValidators {
  dir: string;
  file: string;
  code: string;
  declarations: string;
  module: ValidatorsModule;
  remove(): void;
}

export async function emitAndImport(model: ApiModel): Promise<EmittedValidators> {
  const { code, operations } = compileValidators(model);
  const declarations = validatorDeclarations(operations.map((o) => o.name));
  const dir = fs.mkdtempSync(path.join(projectRoot, 'test-artifacts', 'validators-'));
  const file = path.join(dir, 'validators.js');
  fs.writeFileSync(file, code);
  fs.writeFileSync(path.join(dir, 'validators.d.ts'), declarations);
  const module = (await import(pathToFileURL(file).href)) as ValidatorsModule;
  return { dir, file, code, declarations, module, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

fs.mkdirSync(path.join(projectRoot, 'test-artifacts'), { recursive: true });
