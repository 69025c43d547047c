// conventions/examples-match-schema: every example of a request or response body is valid against
// the body's schema, and names no property the schema does not (unless the rule is given
// `allowAdditionalProperties: true`). The check Redocly's no-invalid-media-type-examples makes, with
// the same validator (Redocly's Ajv with the same options, which knows readOnly, writeOnly and the
// request/response context), compiling each schema the bodies share once per lint
// (schema-store.js). Problems name the example and the JSON path inside it.
import Ajv2020 from '@redocly/ajv/dist/2020.js';
import AjvDraft4 from '@redocly/ajv/dist/draft4.js';
import addFormats from 'ajv-formats';
import { SchemaStore, UnresolvedRef } from './schema-store.js';
// Paths are written as the generated validators and the contract suite write them (TypeScript, which
// Node runs with its types stripped, as it runs the generator).
import { pointerSegments, segmentsToPath } from '../generator/schema/json-path.ts';

export function ExamplesMatchSchema(options = {}) {
  const allowAdditionalProperties = Boolean(options.allowAdditionalProperties);
  // Redocly makes the rule's visitors anew for each lint: one store per lint and JSON Schema dialect.
  const stores = new Map();
  const check = (apiContext) => (mediaType, ctx) => checkExamples(mediaType, ctx, { apiContext, store: storeFor(stores, ctx.specVersion, allowAdditionalProperties) });
  return {
    Parameter: { MediaType: { leave: check('request') } },
    RequestBody: { MediaType: { leave: check('request') } },
    Response: { MediaType: { leave: check('response') } },
  };
}

function checkExamples(mediaType, ctx, { apiContext, store }) {
  if (mediaType.schema === undefined) return;
  const examples = exampleValues(mediaType, ctx);
  if (examples.length === 0) return;
  let validate;
  try {
    validate = store.validatorFor(mediaType.schema, ctx.location.child(['schema']), ctx.resolve);
  } catch (error) {
    if (error instanceof UnresolvedRef) return;
    // Redocly's check skips such a schema too.
    if (/discriminator: requires oneOf or anyOf/.test(error.message)) return;
    ctx.report({ message: `The schema cannot check examples: ${error.message}.`, location: ctx.location.child(['schema']) });
    return;
  }
  for (const { name, value, location } of examples) {
    if (validate.call({ apiContext }, value)) continue;
    for (const problem of problemsOf(validate.errors, name, value)) {
      const at = location.child(problem.segments);
      ctx.report({ message: problem.message, location: problem.onKey ? at.key() : at, from: ctx.location });
    }
  }
}

/** `{ name, value, location }` of the media type's `example`, or of each of its `examples` (resolving $refs). */
function exampleValues(mediaType, { location, resolve }) {
  if (mediaType.example !== undefined) return [{ name: 'example', value: mediaType.example, location: location.child(['example']) }];
  if (!mediaType.examples || typeof mediaType.examples !== 'object') return [];
  const values = [];
  for (const [name, entry] of Object.entries(mediaType.examples)) {
    let example = entry;
    let at = location.child(['examples', name]);
    if (example && typeof example.$ref === 'string') {
      const resolved = resolve(example);
      if (!resolved.location) continue; // no-unresolved-refs reports it
      example = resolved.node;
      at = resolved.location;
    }
    // An OpenAPI 3.2 example gives the data as dataValue; an externalValue is not checked.
    const field = example && example.dataValue !== undefined ? 'dataValue' : example && example.value !== undefined ? 'value' : null;
    if (field) values.push({ name, value: example[field], location: at.child([field]) });
  }
  return values;
}

/**
 * Redocly's Ajv, configured as Redocly configures the one its example checks use: JSON Schema
 * draft 4 for OpenAPI 3.0 documents, 2020-12 for 3.1 and later.
 */
function storeFor(stores, specVersion, allowAdditionalProperties) {
  const draft4 = specVersion === 'oas3_0';
  const key = draft4 ? 'draft4' : '2020';
  if (!stores.has(key)) {
    const Ajv = draft4 ? AjvDraft4 : Ajv2020;
    const ajv = new Ajv({
      schemaId: draft4 ? 'id' : '$id',
      allErrors: true,
      strictSchema: false,
      inlineRefs: false,
      validateSchema: false,
      discriminator: true,
      allowUnionTypes: true,
      validateFormats: true,
      passContext: true,
      logger: false,
      // Not Redocly's: each compiled schema checks a handful of examples, so Ajv's optimising pass over
      // the code it generates costs more than it saves (about a seventh of a cold lint). Verdicts and errors are the same.
      code: { optimize: false },
    });
    addFormats(ajv);
    // An object schema that says nothing of other properties refuses them (unless allowed).
    ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
    stores.set(key, new SchemaStore(ajv, draft4 ? 'id' : '$id'));
  }
  return stores.get(key);
}

/** Ajv's errors as problems: the JSON path inside the example, what is wrong there, and where to point. */
function problemsOf(errors, exampleName, example) {
  const seen = new Set();
  const problems = [];
  for (const error of errors ?? []) {
    const segments = pointerSegments(error.instancePath);
    const property = error.params.additionalProperty ?? error.params.unevaluatedProperty;
    let detail = error.message;
    if (property !== undefined) {
      segments.push(property);
      detail = 'is not a property the schema names';
    } else if (error.keyword === 'enum') {
      detail += `: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    const message = `Example \`${exampleName}\` does not match the schema: ${segmentsToPath(segments, example)} ${detail}.`;
    if (seen.has(message)) continue;
    seen.add(message);
    problems.push({ message, segments, onKey: property !== undefined });
  }
  return problems;
}
