// A Redocly plugin for linting other documents: node types read the way OpenAPI and JSON Schema
// define them where Redocly's `struct` rule is stricter, so such documents are not refused.
//
// - In OpenAPI 3.1 a Schema Object is JSON Schema 2020-12, where a keyword the dialect does not
//   define is an annotation, not an error (Vercel's description writes `name` and `regex` inside
//   schemas): let through, and the validators report each once as an annotation (the Schemas group
//   of warnings). `nullable` is the exception: it is 3.0's keyword, read as 3.0 reads it, which
//   changes what the outputs accept, so it stays a `struct` problem: a warning saying so, which
//   `--strict` refuses (load-spec.ts lintVerdict).
//   OpenAPI 3.0's Schema Object is a closed subset: unchanged.
// - In a webhooks map (`webhooks` in 3.1, `x-webhooks` in 3.0), an `x-` key is an extension, not a
//   webhook (Apideck's ATS description writes `x-sdk-exclude: true` there).

/** Keywords still reported in a 3.1 schema. */
const REPORTED = new Set(['nullable']);

export const foreignTypesPlugin = {
  id: 'generator-foreign-types',
  typeExtension: {
    oas3(types, version) {
      const extended = { ...types };
      // For Redocly's struct rule, null means "defined, not checked"; undefined "not expected here".
      if (version === 'oas3_1' && types.Schema) {
        extended.Schema = { ...types.Schema, additionalProperties: (_value, key) => (REPORTED.has(key) ? undefined : null) };
      }
      if (types.WebhooksMap) {
        extended.WebhooksMap = { ...types.WebhooksMap, additionalProperties: (_value, key) => (key.startsWith('x-') ? null : 'PathItem') };
      }
      return extended;
    },
  },
};
