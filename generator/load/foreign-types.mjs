// A Redocly plugin for linting other documents: node types read the way OpenAPI and JSON Schema
// define them where Redocly's `struct` rule is stricter, so such documents are not refused.
//
// - In OpenAPI 3.1 a Schema Object is JSON Schema 2020-12, where a keyword the dialect does not
//   define is an annotation, not an error (Vercel's description writes `name` and `regex` inside
//   schemas): let through, and the validators report each once as an annotation (the Schemas group
//   of warnings). `nullable` is the exception: it is 3.0's keyword, read as 3.0 reads it, which
//   changes what the outputs accept, so it stays a `struct` problem: a warning saying so, which
//   `--strict` refuses (load-spec.ts lintVerdict).
//   A schema's `examples` that is not an array (SendGrid's own 3.1 description writes a media type's
//   `{ value: ... }` there) is an annotation no output reads: reported by this plugin's own rule in
//   words that say so, instead of struct's bare "Expected type `array` but got `object`".
//   OpenAPI 3.0's Schema Object is a closed subset: unchanged.
//   Likewise 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` in a 3.1 schema (OpenAI's
//   description): reported by this plugin's own rule in words that say so, instead of the struct
//   rule's bare "Expected type `number` but got `boolean`".
//   The converse, 3.1's `type: 'null'` in a 3.0 schema (Algolia's descriptions write it in `oneOf`
//   branches), is reported by its own rule too: struct's "`type` can be one of the following only"
//   does not say which value it saw, and only `null` is one tools commonly read (as 3.1 does).
// - In a webhooks map (`webhooks` in 3.1, `x-webhooks` in 3.0), an `x-` key is an extension, not a
//   webhook (Apideck's ATS description writes `x-sdk-exclude: true` there).
// - An operation's `x-codeSamples` (`x-code-samples`) is Redocly's docs extension, which the docs
//   page replaces with its own samples: not checked (Apideck's descriptions write `source: {}`).
// - `$ref`s to files inside example values are followed when bundling (example-refs.mjs).

import { exampleRefsDecorator } from './example-refs.mjs';

/** Keywords still reported in a 3.1 schema. */
const REPORTED = new Set(['nullable']);

/** Bounds that 3.0 writes as booleans beside `minimum`/`maximum`, and 3.1 as the bound itself. */
const EXCLUSIVE_BOUNDS = ['exclusiveMinimum', 'exclusiveMaximum'];

/** Redocly's names for an operation's code samples (the second deprecated). */
const CODE_SAMPLES = ['x-codeSamples', 'x-code-samples'];

/** The rule's id as a config names it. */
export const BOOLEAN_BOUND_RULE = 'generator-foreign-types/boolean-exclusive-bound';

/** The rule that checks a 3.1 schema's `examples` in struct's place. */
export const SCHEMA_EXAMPLES_RULE = 'generator-foreign-types/schema-examples';

/** The rule that checks a 3.0 schema's `type` in struct's place, naming 3.1's `'null'`. */
export const SCHEMA_TYPE_30_RULE = 'generator-foreign-types/schema-type-30';

/** The values a 3.0 Schema Object's `type` may take, as struct's enum lists them. */
const TYPES_30 = ['object', 'array', 'string', 'number', 'integer', 'boolean'];

/** The decorator's id as a config names it (example-refs.mjs). */
export const EXAMPLE_REFS_DECORATOR = 'generator-foreign-types/example-refs';

export const foreignTypesPlugin = {
  id: 'generator-foreign-types',
  typeExtension: {
    oas3(types, version) {
      const extended = { ...types };
      // For Redocly's struct rule, null means "defined, not checked"; undefined "not expected here".
      if (version === 'oas3_1' && types.Schema) {
        const properties = { ...types.Schema.properties };
        // Checked by the rules below: a number (3.1) or, reported, a boolean (3.0); an array.
        for (const key of [...EXCLUSIVE_BOUNDS, 'examples']) properties[key] = null;
        extended.Schema = { ...types.Schema, properties, additionalProperties: (_value, key) => (REPORTED.has(key) ? undefined : null) };
      }
      if (version === 'oas3_0' && types.Schema) {
        // Checked by the rule below, which words `'null'` apart from other values.
        extended.Schema = { ...types.Schema, properties: { ...types.Schema.properties, type: null } };
      }
      if (types.Operation) {
        const properties = { ...types.Operation.properties };
        for (const key of CODE_SAMPLES) properties[key] = null;
        extended.Operation = { ...types.Operation, properties };
      }
      if (types.WebhooksMap) {
        extended.WebhooksMap = { ...types.WebhooksMap, additionalProperties: (_value, key) => (key.startsWith('x-') ? null : 'PathItem') };
      }
      return extended;
    },
  },
  decorators: { oas3: { [EXAMPLE_REFS_DECORATOR]: exampleRefsDecorator } },
  rules: {
    oas3: {
      // Named with the plugin's prefix here: a plugin handed to createConfig as an object is not prefixed.
      [BOOLEAN_BOUND_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_1') return;
          for (const key of EXCLUSIVE_BOUNDS) {
            const value = schema[key];
            if (typeof value === 'boolean') report({ message: `\`${key}: ${value}\` is OpenAPI 3.0's form; in 3.1 \`${key}\` is the bound itself.`, location: location.child([key]).key() });
            else if (value !== undefined && typeof value !== 'number') report({ message: `Expected type \`number\` but got \`${value === null ? 'null' : typeof value}\`.`, location: location.child([key]).key() });
          }
        },
      }),
      [SCHEMA_EXAMPLES_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_1' || schema.examples === undefined || Array.isArray(schema.examples)) return;
          const found = schema.examples === null ? 'null' : typeof schema.examples;
          report({ message: `A schema's \`examples\` is an array of values; this one is \`${found}\`, which the outputs ignore.`, location: location.child(['examples']) });
        },
      }),
      [SCHEMA_TYPE_30_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_0' || schema.type === undefined || TYPES_30.includes(schema.type)) return;
          const where = location.child(['type']);
          if (schema.type === 'null') report({ message: "`type: 'null'` is OpenAPI 3.1's form; in 3.0 a schema that admits null says `nullable: true`.", location: where });
          else if (typeof schema.type === 'string') report({ message: `\`type\` can be one of the following only: ${TYPES_30.map((t) => `"${t}"`).join(', ')}.`, location: where });
          else report({ message: `Expected type \`string\` but got \`${schema.type === null ? 'null' : Array.isArray(schema.type) ? 'array' : typeof schema.type}\`.`, location: where });
        },
      }),
    },
  },
};
