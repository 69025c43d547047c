// Validates response bodies with the generated validators (generated/validators.js). Until a
// generate run has produced them, the same schemas are compiled in process with the project's
// one Ajv configuration, so the check means the same either way.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import type { ApiModel, OperationModel } from '../../generator/model/types.ts';
import { createAjv } from '../../generator/schema/create-ajv.ts';
import { rewriteRefs } from '../../generator/schema/json-schema.ts';
import { childPath, pointerToPath, valueAt } from '../../generator/schema/json-path.ts';

export interface SchemaError {
  path: string;
  message: string;
  value?: unknown;
}

export interface ResponseValidator {
  /** Where the validators came from, for the report. */
  source: string;
  validate(operation: OperationModel, body: unknown): SchemaError[];
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const GENERATED_VALIDATORS = path.join(projectRoot, 'generated/validators.js');

export async function loadResponseValidator(model: ApiModel, options: { preferGenerated?: boolean } = {}): Promise<ResponseValidator> {
  if (options.preferGenerated !== false && fs.existsSync(GENERATED_VALIDATORS)) {
    const generated = (await import(pathToFileURL(GENERATED_VALIDATORS).href)) as {
      validateResponse?: (operation: string, body: unknown) => { ok: boolean; errors?: { path?: string; instancePath?: string; message?: string }[] };
    };
    if (typeof generated.validateResponse === 'function') {
      const validateResponse = generated.validateResponse;
      return {
        source: 'generated/validators.js',
        validate: (operation, body) => {
          const result = validateResponse(operation.name, body);
          if (result.ok) return [];
          return (result.errors ?? []).map((e) => {
            // The generated validators give JSON paths; raw Ajv errors (`instancePath`) give pointers.
            const where = e.path ?? pointerToPath(e.instancePath ?? '', body);
            return { path: where, message: e.message ?? 'does not match the schema', value: valueAt(body, where) };
          });
        },
      };
    }
  }
  return ajvValidator(model);
}

/** The in-process equivalent: the success branch when `success` is true, the error envelope otherwise. */
export function ajvValidator(model: ApiModel): ResponseValidator {
  const ajv = createAjv(model.bundle);
  const cache = new Map<string, ValidateFunction>();
  const compiled = (key: string, schema: unknown): ValidateFunction => {
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema as any) as object);
      cache.set(key, fn);
    }
    return fn;
  };
  return {
    source: 'in-process Ajv (generator/schema/create-ajv.ts)',
    validate(operation, body) {
      const isError = body !== null && typeof body === 'object' && (body as any).success === false;
      const schema = isError ? { $ref: `#/components/schemas/ErrorEnvelope` } : (operation.response.successSchema ?? operation.response.bodySchema);
      if (!schema) return [];
      const key = isError ? 'ErrorEnvelope' : operation.name;
      const validate = isError && !model.bundle.components?.schemas?.ErrorEnvelope ? null : compiled(key, schema);
      if (!validate || validate(body)) return [];
      return (validate.errors ?? []).map((e) => {
        let where = pointerToPath(e.instancePath, body);
        if (e.keyword === 'required') where = childPath(where, (e.params as any).missingProperty);
        if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
          where = childPath(where, (e.params as any).additionalProperty ?? (e.params as any).unevaluatedProperty);
        }
        const message = e.keyword === 'required' ? 'is required (absent optional values must be present as null)' : (e.message ?? 'does not match the schema');
        return { path: where, message, value: e.keyword === 'required' ? undefined : valueAt(body, where) };
      });
    },
  };
}
