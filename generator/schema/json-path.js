// How every JSON path this project reports is written (`$.results[0].id`, `$.values['odd key']`):
// plain ASCII names follow a dot, any other name is quoted as RFC 9535 quotes names in normalized
// paths. Used by the lint plugin, the contract suite and the generated validators (appended to
// generated/validators.js). The client runtime (templates/runtime/feedback-values.ts) stands alone
// and keeps a copy, held equal to this one by test/validators/json-path.test.ts.

/** Names a path writes after a dot: RFC 9535's member-name shorthand, ASCII only. */
const SHORTHAND_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const SHORT_ESCAPES = { '\\': '\\\\', "'": "\\'", '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `[3]` for an array index, `.name` for a plain name, `['odd key']` for any other name. */
export function pathSegment(segment) {
  if (typeof segment === 'number') return `[${segment}]`;
  if (SHORTHAND_NAME.test(segment)) return `.${segment}`;
  return `['${segment.replace(/[\\'\u0000-\u001f]/g, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}']`;
}
