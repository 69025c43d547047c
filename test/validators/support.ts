// Generates validators.js from the current spec into a scratch folder inside the project (so its
// ajv / ajv-formats imports resolve) and imports it, as a user of the generated package would.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import type { EmitContext } from '../../generator/emit/emitter.ts';
import { projectRoot } from '../support/project.ts';

export interface ValidationResult {
  ok: boolean;
  errors: { path: string; message: string }[];
}

export interface ValidatorsModule {
  validateRequest(operation: string, body: unknown): ValidationResult;
  validateResponse(operation: string, body: unknown): ValidationResult;
  validateParameter(operation: string, parameter: string, value: unknown): ValidationResult;
  validateStreamItem(operation: string, mediaType: string, item: unknown): ValidationResult;
  hasRequestSchema(operation: string): boolean;
  hasResponseSchema(operation: string): boolean;
  operationNames: readonly string[];
  leftOutValidators: Readonly<Record<string, { request?: string; response?: string; items?: Record<string, string> }>>;
}

export interface EmittedValidators {
  dir: string;
  file: string;
  code: string;
  declarations: string;
  module: ValidatorsModule;
  remove(): void;
}

export async function emitAndImport(model: ApiModel, context: Partial<EmitContext> = {}): Promise<EmittedValidators> {
  const files = await validatorsEmitter.emit(model, { projectRoot, outDir: '/unused', ...context });
  const contents = (name: string) => String(files.find((f) => f.path === name)?.contents);
  const dir = fs.mkdtempSync(path.join(projectRoot, 'test-artifacts', 'validators-'));
  for (const emitted of files) fs.writeFileSync(path.join(dir, emitted.path), emitted.contents);
  const file = path.join(dir, 'validators.js');
  const code = contents('validators.js');
  const declarations = contents('validators.d.ts');
  const module = (await import(pathToFileURL(file).href)) as ValidatorsModule;
  return { dir, file, code, declarations, module, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

fs.mkdirSync(path.join(projectRoot, 'test-artifacts'), { recursive: true });
