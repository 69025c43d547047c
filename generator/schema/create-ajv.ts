// One Ajv configuration (JSON Schema 2020-12, formats) for every place that validates against
// the spec: the generated validators, the spec's own example tests and the contract suite.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { annotationKeywords, componentSchemas } from './json-schema.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface AjvOptions {
  /** Emit standalone ESM code (generate time) rather than validate in process. */
  standalone?: boolean;
}

export function createAjv(document: Record<string, any>, options: AjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    // Keep shared component schemas as separate functions rather than copying them into each use.
    inlineRefs: false,
    code: options.standalone ? { source: true, esm: true, lines: false } : undefined,
  });
  addFormats(ajv);
  ajv.addVocabulary(annotationKeywords(document));
  for (const { schema } of componentSchemas(document)) ajv.addSchema(schema);
  return ajv;
}
