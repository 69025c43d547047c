// A Redocly plugin for linting other documents: in OpenAPI 3.1 a Schema Object is JSON Schema
// 2020-12, where a keyword the dialect does not define is an annotation, not an error. Redocly's
// `struct` rule reports any such keyword (Vercel's description writes `name` and `regex` inside
// schemas); with this type extension it lets them through, and the validators report them once
// each as annotations (the Schemas group of warnings). `nullable` is the exception: it is 3.0's
// keyword, read as 3.0 reads it, which changes what the outputs accept, so it stays a `struct`
// problem that `--lenient` accepts. OpenAPI 3.0's Schema Object is a closed subset: unchanged.

/** Keywords still reported in a 3.1 schema. */
const REPORTED = new Set(['nullable']);

export const jsonSchemaKeywordsPlugin = {
  id: 'generator-json-schema-keywords',
  typeExtension: {
    oas3(types, version) {
      if (version !== 'oas3_1' || !types.Schema) return types;
      // null: "defined, not checked" for Redocly's struct rule; undefined: "not expected here".
      return { ...types, Schema: { ...types.Schema, additionalProperties: (_value, key) => (REPORTED.has(key) ? undefined : null) } };
    },
  },
};
