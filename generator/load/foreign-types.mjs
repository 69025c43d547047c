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
//   The converse, 3.1's numeric `exclusiveMinimum`/`exclusiveMaximum` in a 3.0 schema (Hugging Face
//   text-generation-inference's description, written by utoipa, says `minimum: 0, exclusiveMinimum:
//   0`), is read as 3.1 reads it, the bound itself, excluded, as openapi-typescript and the
//   validators' 2020-12 dialect read it: its own rule says so, instead of struct's bare "Expected
//   type `boolean` but got `integer`".
//   The converse, 3.1's `type: 'null'` in a 3.0 schema (Algolia's descriptions write it in `oneOf`
//   branches), is reported by its own rule too: struct's "`type` can be one of the following only"
//   does not say which value it saw.
//   A `type` naming a type no version defines (LanceDB's description writes `type: FixedSizeList`
//   and `type: float`), in 3.0 or 3.1, alone or in a list, is read as any value, as
//   openapi-typescript and @hey-api/openapi-ts read it: its own rule names it (with struct's "Did
//   you mean" for a misspelt one), and a decorator drops that `type` from the bundle, so the types,
//   the validators and the docs read the same. A `type` that is not a name at all (`type: 5`) stays
//   struct's wrong-type problem.
//   In a 3.1 schema's `type` list, YAML's unquoted `null` (a null value, not the name `'null'`;
//   Unkey's description writes `type: [object, null]`) is read as the name, as openapi-typescript
//   reads it: its own rule says so, and a decorator writes the name into the bundle, so the types and
//   the validators read the same. Struct's wording for it is the same as for any value not listed.
// - A Response Object without `description`, which 3.0 and 3.1 require and 3.2 no longer does
//   (Unkey's), is read as having an empty one: its own rule words it.
// - An Info Object without `version` (marimo's 3.1 description, made from its Python types) is
//   read as having none, as openapi-typescript reads it: its own rule words it; the package is then
//   versioned as for any `info.version` npm cannot read (emit/package.ts).
// - In a webhooks map (`webhooks` in 3.1, `x-webhooks` in 3.0), an `x-` key is an extension, not a
//   webhook (Apideck's ATS description writes `x-sdk-exclude: true` there).
// - An operation's `x-codeSamples` (`x-code-samples`) is Redocly's docs extension, which the docs
//   page replaces with its own samples: not checked (Apideck's descriptions write `source: {}`).
// - `$ref`s to files inside example values are followed when bundling (example-refs.mjs).
// - A `null` where OpenAPI expects a value (`responses: {'200': null}`, `parameters: [null]`, a
//   schema's `items: null`, `description: null`), which struct reports as a value of the wrong
//   type, is read as absent: a decorator removes it from the bundle (absent-nulls.mjs). So is a
//   `$ref: null`, which struct does not check: this plugin's own rule reports a `$ref` that is empty
//   or not a string.
// - An operation whose tag is in no `x-tagGroups` group, which Redoc leaves off the page, is a
//   warning at the tag (tag-groups.ts; the docs page lists it under "Other").
// - An operationId two operations share is reported naming both places, in place of Redocly's
//   operation-operationId-unique, which names only the later (operation-id-unique.mjs).
// - A server variable's empty `enum`, or `default` outside it, is reported at the variable, in place
//   of Redocly's no-server-variables-empty-enum, which a `null` server stops with a TypeError
//   (server-variables-enum.mjs).
// - A component name or path with a `%` that openapi-typescript cannot read (or a schema name with
//   any `%`) is refused at the name, instead of the types' bare "URI malformed" (percent-names.mjs).
// - A boolean `required` in a schema (`name: { type: string, required: true }`, JSON Schema draft
//   3's form) is reported in words that say so, and ignored, as openapi-typescript ignores it: in
//   OpenAPI 3 an object lists its required properties in its own `required` array. The bundle drops
//   it, so no output reads a boolean where a list belongs.

import levenshtein from 'js-levenshtein';
import { absentNullsDecorator, isRefKeyword } from './absent-nulls.mjs';
import { exampleRefsDecorator } from './example-refs.mjs';
import { tagInGroupRule } from '../tag-groups.ts';
import { operationIdUniqueRule } from './operation-id-unique.mjs';
import { serverVariablesEnumRule } from './server-variables-enum.mjs';
import { percentNamesRule } from './percent-names.mjs';

/** Keywords still reported in a 3.1 schema. */
const REPORTED = new Set(['nullable']);

/** Bounds that 3.0 writes as booleans beside `minimum`/`maximum`, and 3.1 as the bound itself. */
const EXCLUSIVE_BOUNDS = ['exclusiveMinimum', 'exclusiveMaximum'];

/** Redocly's names for an operation's code samples (the second deprecated). */
const CODE_SAMPLES = ['x-codeSamples', 'x-code-samples'];

/** The rule's id as a config names it. */
export const BOOLEAN_BOUND_RULE = 'generator-foreign-types/boolean-exclusive-bound';

/** The rule that checks a 3.0 schema's exclusive bounds in struct's place, naming 3.1's numbers. */
export const NUMBER_BOUND_30_RULE = 'generator-foreign-types/number-bound-30';

/** The rule that checks a 3.1 schema's `examples` in struct's place. */
export const SCHEMA_EXAMPLES_RULE = 'generator-foreign-types/schema-examples';

/** The rule that checks a 3.0 schema's `type` in struct's place, naming 3.1's `'null'`. */
export const SCHEMA_TYPE_30_RULE = 'generator-foreign-types/schema-type-30';

/** The rule that checks a 3.1 schema's `type` in struct's place, naming YAML's `null` in a list. */
export const SCHEMA_TYPE_31_RULE = 'generator-foreign-types/schema-type-31';

/** The rule that reports a response without `description` in struct's place. */
export const RESPONSE_DESCRIPTION_RULE = 'generator-foreign-types/response-description';

/** The rule that reports an `info` without `version` in struct's place. */
export const INFO_VERSION_RULE = 'generator-foreign-types/info-version';

/** The values a 3.0 Schema Object's `type` may take, as struct's enum lists them. */
const TYPES_30 = ['object', 'array', 'string', 'number', 'integer', 'boolean'];

/** The values a 3.1 Schema Object's `type` may take, alone or in a list. */
const TYPES_31 = [...TYPES_30, 'null'];

/** A type name as a message shows it: quoted, control characters escaped, a long one cut short. */
const shownName = (name) => JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name);

/** The words for a `type` naming a type no version defines, listing the version's types. */
const unknownTypeName = (name, allowed) => `\`type\` names ${shownName(name)}, a type no OpenAPI version defines (the types are ${allowed.map((t) => `"${t}"`).join(', ')}).`;

/** Whether `name`, one of a `type`'s values, is a name no version defines (3.0's `'null'` is read as 3.1's). */
const isUnknownTypeName = (name) => typeof name === 'string' && !TYPES_31.includes(name);

/** The names in `allowed` within three edits of `given`, nearest first: struct's "Did you mean" for its own enums. */
const nearest = (given, allowed) =>
  typeof given !== 'string'
    ? []
    : allowed
        .map((name) => ({ name, distance: levenshtein(given, name) }))
        .filter(({ distance }) => distance < 4)
        .sort((a, b) => a.distance - b.distance)
        .map(({ name }) => name);

/** Struct's words for a value of the wrong JSON type where `expected` is. */
const wrongType = (expected, value) => `Expected type \`${expected}\` but got \`${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}\`.`;

/** The rule that reports an operation Redoc would leave off the page for its tag (tag-groups.ts). */
export const TAG_IN_GROUP_RULE = 'generator-foreign-types/tag-in-group';

/** The rule that reports a shared operationId at both places (operation-id-unique.mjs). */
export const OPERATION_ID_UNIQUE_RULE = 'generator-foreign-types/operation-id-unique';

/**
 * The rule that reports a `$ref` that is empty or not a string, which struct does not check: a null
 * one is read as absent; no tool reads the others, so --lenient does not pass them (load-spec.ts).
 */
export const REF_STRING_RULE = 'generator-foreign-types/ref-string';

/**
 * The rule that refuses a name with a `%` no output can be written for: a component's or a path's
 * (percent-names.mjs): --lenient does not pass it either (load-spec.ts).
 */
export const PERCENT_NAME_RULE = 'generator-foreign-types/percent-name';

/** The rule that checks server variables' `enum` in place of Redocly's (server-variables-enum.mjs). */
export const SERVER_VARIABLES_ENUM_RULE = 'generator-foreign-types/server-variables-enum';

/** The decorator's id as a config names it (example-refs.mjs). */
export const EXAMPLE_REFS_DECORATOR = 'generator-foreign-types/example-refs';

/** The decorator that removes a `null` where OpenAPI expects a value from the bundle (absent-nulls.mjs). */
export const ABSENT_NULLS_DECORATOR = 'generator-foreign-types/absent-nulls';

/** The decorator that writes YAML's `null` in a 3.1 `type` list as the name `'null'`. */
export const NULL_TYPE_NAMES_DECORATOR = 'generator-foreign-types/null-type-names';

/** The decorator that drops a `type` naming a type no version defines, so every output reads any value there. */
export const UNKNOWN_TYPE_NAMES_DECORATOR = 'generator-foreign-types/unknown-type-names';

/** The rule that reports a schema's boolean `required`, and the decorator that drops it from the bundle. */
export const BOOLEAN_REQUIRED_RULE = 'generator-foreign-types/boolean-required';
export const BOOLEAN_REQUIRED_DECORATOR = 'generator-foreign-types/boolean-required';

export const foreignTypesPlugin = {
  id: 'generator-foreign-types',
  typeExtension: {
    oas3(types, version) {
      const extended = { ...types };
      // For Redocly's struct rule, null means "defined, not checked"; undefined "not expected here".
      if (version === 'oas3_1' && types.Schema) {
        const properties = { ...types.Schema.properties };
        // Checked by the rules below: a number (3.1) or, reported, a boolean (3.0); an array.
        for (const key of [...EXCLUSIVE_BOUNDS, 'examples', 'type']) properties[key] = null;
        extended.Schema = { ...types.Schema, properties, additionalProperties: (_value, key) => (REPORTED.has(key) ? undefined : null) };
      }
      if (version === 'oas3_0' && types.Schema) {
        // Checked by the rules below, which word `'null'` and a numeric bound apart from other values.
        extended.Schema = { ...types.Schema, properties: { ...types.Schema.properties, type: null, exclusiveMinimum: null, exclusiveMaximum: null } };
      }
      const listed = extended.Schema?.properties?.required;
      if (listed) {
        // A boolean is checked by the rule below, which says how it is read; anything else as struct checks it.
        extended.Schema = { ...extended.Schema, properties: { ...extended.Schema.properties, required: (value) => (typeof value === 'boolean' ? null : listed) } };
      }
      if (types.Response) {
        // Checked by the rule below, which says what is missing.
        extended.Response = { ...types.Response, required: types.Response.required?.filter((key) => key !== 'description') };
      }
      if (types.Info) {
        // Checked by the rule below, which says what is missing.
        extended.Info = { ...types.Info, required: types.Info.required?.filter((key) => key !== 'version') };
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
  decorators: {
    oas3: {
      [EXAMPLE_REFS_DECORATOR]: exampleRefsDecorator,
      [ABSENT_NULLS_DECORATOR]: absentNullsDecorator,
      [BOOLEAN_REQUIRED_DECORATOR]: () => ({
        Schema: {
          leave(schema) {
            if (typeof schema.required === 'boolean') delete schema.required;
          },
        },
      }),
      [UNKNOWN_TYPE_NAMES_DECORATOR]: () => ({
        Schema: {
          leave(schema) {
            // A list with one such name admits any value too (`string | unknown`).
            if ((Array.isArray(schema.type) ? schema.type : [schema.type]).some(isUnknownTypeName)) delete schema.type;
          },
        },
      }),
      [NULL_TYPE_NAMES_DECORATOR]: () => ({
        Schema: {
          leave(schema, { specVersion }) {
            if (specVersion === 'oas3_1' && Array.isArray(schema.type) && schema.type.includes(null)) schema.type = schema.type.map((name) => name ?? 'null');
          },
        },
      }),
    },
  },
  rules: {
    oas3: {
      // Named with the plugin's prefix here: a plugin handed to createConfig as an object is not prefixed.
      [BOOLEAN_BOUND_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_1') return;
          for (const key of EXCLUSIVE_BOUNDS) {
            const value = schema[key];
            if (typeof value === 'boolean') report({ message: `\`${key}: ${value}\` is OpenAPI 3.0's form; in 3.1 \`${key}\` is the bound itself.`, location: location.child([key]).key() });
            else if (value !== undefined && typeof value !== 'number') report({ message: wrongType('number', value), location: location.child([key]).key() });
          }
        },
      }),
      [NUMBER_BOUND_30_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_0') return;
          for (const key of EXCLUSIVE_BOUNDS) {
            const value = schema[key];
            const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
            if (typeof value === 'number') report({ message: `\`${key}: ${value}\` is OpenAPI 3.1's form; in 3.0 \`${key}\` is a boolean that makes \`${bound}\` exclusive.`, location: location.child([key]).key() });
            else if (value !== undefined && typeof value !== 'boolean') report({ message: wrongType('boolean', value), location: location.child([key]) });
          }
        },
      }),
      [BOOLEAN_REQUIRED_RULE]: () => ({
        Schema(schema, { report, location }) {
          if (typeof schema.required !== 'boolean') return;
          report({ message: `\`required: ${schema.required}\` in a schema is JSON Schema draft 3's form; in OpenAPI 3 an object lists its required properties in its own \`required\` array.`, location: location.child(['required']) });
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
          else if (typeof schema.type === 'string') report({ message: unknownTypeName(schema.type, TYPES_30), location: where, suggest: nearest(schema.type, TYPES_30) });
          else report({ message: wrongType('string', schema.type), location: where });
        },
      }),
      [SCHEMA_TYPE_31_RULE]: () => ({
        Schema(schema, { report, location, specVersion }) {
          if (specVersion !== 'oas3_1' || schema.type === undefined) return;
          const where = location.child(['type']);
          if (!Array.isArray(schema.type)) {
            if (typeof schema.type !== 'string') report({ message: wrongType('string', schema.type), location: where });
            else if (isUnknownTypeName(schema.type)) report({ message: unknownTypeName(schema.type, TYPES_31), location: where, suggest: nearest(schema.type, TYPES_31) });
            return;
          }
          schema.type.forEach((name, index) => {
            if (name === null) report({ message: "`type` lists YAML's `null`, a null value, where the type's name is `'null'` (quoted).", location: where.child([index]) });
            else if (typeof name !== 'string') report({ message: wrongType('string', name), location: where.child([index]) });
            else if (isUnknownTypeName(name)) report({ message: unknownTypeName(name, TYPES_31), location: where.child([index]), suggest: nearest(name, TYPES_31) });
          });
        },
      }),
      [TAG_IN_GROUP_RULE]: tagInGroupRule,
      [OPERATION_ID_UNIQUE_RULE]: operationIdUniqueRule,
      [SERVER_VARIABLES_ENUM_RULE]: serverVariablesEnumRule,
      [PERCENT_NAME_RULE]: percentNamesRule,
      [REF_STRING_RULE]: () => ({
        any(node, { report, location, type }) {
          if (node === null || typeof node !== 'object' || !Object.hasOwn(node, '$ref') || typeof node.$ref === 'string') return;
          if (isRefKeyword(type)) report({ message: wrongType('string', node.$ref), location: location.child(['$ref']) });
        },
        // A `$ref` that is a string is walked as a reference, not as a node of its type.
        ref(node, { report, rawLocation }) {
          if (node.$ref === '') report({ message: '`$ref` is empty: it names the whole document, not a part of it.', location: rawLocation.child(['$ref']) });
        },
      }),
      [RESPONSE_DESCRIPTION_RULE]: () => ({
        Response(response, { report, location }) {
          if (response.description === undefined) report({ message: 'A response has no `description`, which OpenAPI 3.0 and 3.1 require (3.2 does not).', location: location.key() });
        },
      }),
      [INFO_VERSION_RULE]: () => ({
        Info(info, { report, location }) {
          if (info.version === undefined) report({ message: '`info` has no `version`, which OpenAPI requires.', location: location.key() });
        },
      }),
    },
  },
};
