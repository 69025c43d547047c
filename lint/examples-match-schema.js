// conventions/examples-match-schema: every example of a request or response body is valid against
// the body's schema, and names no property the schema does not (unless the rule is given
// `allowAdditionalProperties: true`). The check Redocly's no-invalid-media-type-examples makes, with
// the same validator (Redocly's Ajv, which knows readOnly, writeOnly and the request/response
// context), but each schema is compiled once for what it says rather than once per lint: Redocly
// compiles every body schema again on every lint, a third of a lint of this spec, and --watch lints
// on every save. A schema is keyed by its text with every $ref it reaches copied in, so an edit
// anywhere in what it refers to makes it a new schema.
import Ajv2020 from '@redocly/ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// What the body schemas may say beside `$ref`: literal values, never schemas to follow.
const LITERAL_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples', 'description', 'title', 'pattern', 'format', 'required', 'type']);
// Keywords whose value is a map from names to schemas.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
// Compiled validators kept from one lint to the next, dropped once a lint no longer uses them.
const compiled = { byMode: new Map(), usedThisLint: new Set(), ajv: new Map() };

export function ExamplesMatchSchema(options = {}) {
  const allowAdditionalProperties = Boolean(options.allowAdditionalProperties);
  forgetUnused();
  const check = (apiContext) => (mediaType, ctx) => checkExamples(mediaType, ctx, { apiContext, allowAdditionalProperties });
  return {
    Parameter: { MediaType: { leave: check('request') } },
    RequestBody: { MediaType: { leave: check('request') } },
    Response: { MediaType: { leave: check('response') } },
  };
}

function checkExamples(mediaType, ctx, { apiContext, allowAdditionalProperties }) {
  if (mediaType.schema === undefined) return;
  const examples = exampleValues(mediaType, ctx);
  if (examples.length === 0) return;
  let validate;
  try {
    validate = validatorFor(selfContained(mediaType.schema, ctx), allowAdditionalProperties);
  } catch (error) {
    ctx.report({ message: `The schema cannot check examples: ${error.message}.`, location: ctx.location.child(['schema']) });
    return;
  }
  for (const { name, value, location } of examples) {
    if (validate.call({ apiContext }, value)) continue;
    for (const problem of problemsOf(validate.errors, name)) {
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
 * The schema with every schema it refers to, in any file, copied under `$defs` and its $refs
 * pointed there: one document Ajv compiles on its own, and whose text says all it checks.
 */
export function selfContained(schema, { location, resolve }) {
  const defs = {};
  const names = new Map();
  const define = (ref, from) => {
    const resolved = resolve({ $ref: ref }, from);
    if (!resolved.location) throw new Error(`${ref} does not resolve`);
    const target = resolved.location.absolutePointer;
    if (!names.has(target)) {
      const name = `s${names.size}`;
      names.set(target, name);
      defs[name] = copySchema(resolved.node, resolved.location.source.absoluteRef);
    }
    return `#/$defs/${names.get(target)}`;
  };
  const copySchema = (node, from) => {
    if (Array.isArray(node)) return node.map((item) => copySchema(item, from));
    if (node === null || typeof node !== 'object') return node;
    const copy = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') copy.$ref = define(value, from);
      else if (LITERAL_KEYWORDS.has(key) || key.startsWith('x-')) copy[key] = value;
      else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, copySchema(sub, from)]));
      else copy[key] = copySchema(value, from);
    }
    return copy;
  };
  const root = copySchema(schema, location.source.absoluteRef);
  return names.size === 0 ? root : { ...root, $defs: { ...(root.$defs ?? {}), ...defs } };
}

function validatorFor(schema, allowAdditionalProperties) {
  const key = JSON.stringify(schema);
  const byKey = cacheFor(allowAdditionalProperties);
  let entry = byKey.get(key);
  if (!entry) {
    const ajv = ajvFor(allowAdditionalProperties);
    entry = { schema, validate: compileQuietly(ajv, schema) };
    byKey.set(key, entry);
  }
  compiled.usedThisLint.add(entry);
  return entry.validate;
}

function compileQuietly(ajv, schema) {
  try {
    return ajv.compile(schema);
  } catch (error) {
    // Redocly's check accepts every example of such a schema too.
    if (/discriminator: requires oneOf or anyOf/.test(error.message)) return () => true;
    throw error;
  }
}

function cacheFor(allowAdditionalProperties) {
  if (!compiled.byMode.has(allowAdditionalProperties)) compiled.byMode.set(allowAdditionalProperties, new Map());
  return compiled.byMode.get(allowAdditionalProperties);
}

/** One Ajv per setting of allowAdditionalProperties, configured as Redocly's example checks configure theirs. */
function ajvFor(allowAdditionalProperties) {
  if (!compiled.ajv.has(allowAdditionalProperties)) {
    const ajv = new Ajv2020({
      allErrors: true,
      strictSchema: false,
      inlineRefs: false,
      validateSchema: false,
      discriminator: true,
      allowUnionTypes: true,
      validateFormats: true,
      passContext: true,
      logger: false,
    });
    addFormats(ajv);
    // Redocly's Ajv: an object schema that says nothing of other properties refuses them.
    ajv.setDefaultUnevaluatedProperties(allowAdditionalProperties);
    compiled.ajv.set(allowAdditionalProperties, ajv);
  }
  return compiled.ajv.get(allowAdditionalProperties);
}

/** A new lint starts: drop what the previous one did not use, so an edited schema's old validator goes. */
function forgetUnused() {
  for (const [mode, byKey] of compiled.byMode) {
    for (const [key, entry] of byKey) {
      if (compiled.usedThisLint.has(entry)) continue;
      byKey.delete(key);
      compiled.ajv.get(mode).removeSchema(entry.schema);
    }
  }
  compiled.usedThisLint = new Set();
}

/** Ajv's errors as problems: the JSON path inside the example, what is wrong there, and where to point. */
function problemsOf(errors, exampleName) {
  const seen = new Set();
  const problems = [];
  for (const error of errors ?? []) {
    const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const property = error.params.additionalProperty ?? error.params.unevaluatedProperty;
    let detail = error.message;
    if (property !== undefined) {
      segments.push(property);
      detail = 'is not a property the schema names';
    } else if (error.keyword === 'enum') {
      detail += `: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    const message = `Example \`${exampleName}\` does not match the schema: ${jsonPath(segments)} ${detail}.`;
    if (seen.has(message)) continue;
    seen.add(message);
    problems.push({ message, segments, onKey: property !== undefined });
  }
  return problems;
}

function jsonPath(segments) {
  return segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`), '$');
}
