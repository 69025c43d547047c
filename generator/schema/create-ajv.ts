// One Ajv configuration (JSON Schema 2020-12, formats) for every place that validates against
// the spec: the generated validators, the spec's own example tests and the contract suite.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { _ } from 'ajv';
import { formats } from './formats.js';
import { annotationKeywords, componentSchemas } from './json-schema.ts';

/** Where standalone code finds the format checks: generated/formats.js, a copy of ./formats.js. */
export const STANDALONE_FORMATS_MODULE = './formats.js';

export interface AjvOptions {
  /** Emit standalone ESM code (generate time) rather than validate in process. */
  standalone?: boolean;
  /** Leaf components to inline into the schemas that reference them (see leafComponents). */
  leaves?: Map<string, Record<string, any>>;
}

export function createAjv(document: Record<string, any>, options: AjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    // Ajv's default inlining (inlineRefs: true): a schema that refers to no other is copied into
    // each schema that uses it, since a call per object cost more than its checks; a component that
    // refers to others stays one function, shared by every use, so the code grows by a fraction
    // (generator/emit/validators/size-report.ts prints both sizes) instead of by whole subtrees.
    code: options.standalone ? { source: true, esm: true, lines: false, formats: _`require(${STANDALONE_FORMATS_MODULE}).formats` } : undefined,
  });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  ajv.addVocabulary(annotationKeywords(document));
  for (const { schema } of componentSchemas(document, options.leaves)) ajv.addSchema(schema);
  return ajv;
}
