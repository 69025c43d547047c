// The YAML js-yaml 5 (Redocly 2's parser) refuses as "deficient indentation" and js-yaml 4
// (openapi-typescript's, and most tools') reads, for spec-resolver.mjs:
//
//     value: {                         example: "-----BEGIN CERTIFICATE-----
//       "medium": "email"              MIIFiTCCA3GgAwIBAgIUYO1Lomxzj7VRawWwEFiQht9OLpUwDQYJ
//     }                                -----END CERTIFICATE-----"
//
// a flow collection closed at its key's indent (Matrix's descriptions, in 129 files) and a quoted
// scalar continued at column 1 (Ably's). Such a file is read with js-yaml 4 instead; every other
// YAML error stays an error. Each file so read is kept, so the linter reports it as a problem tools
// commonly read (a warning by default, refused by --strict: load-spec.ts lintVerdict).
//
// A quoted string never closed runs to the end of the file, so js-yaml names a later line
// ("deficient indentation" at the next key, or the end of the stream). The `yaml` library's syntax
// tree says where such a string opens: the error names that quote instead.
import { YamlParseError } from '@redocly/openapi-core';
import jsYaml4 from 'js-yaml-4';
import { CST, LineCounter, Parser } from 'yaml';

/** The start of js-yaml 5's message for what js-yaml 4 reads. */
const DEFICIENT_INDENTATION = 'deficient indentation';

/** The schema Redocly's parser uses: YAML 1.2 core (no timestamps) with merge keys and the collection tags. */
const SCHEMA = jsYaml4.CORE_SCHEMA.extend({
  implicit: [jsYaml4.types.merge],
  explicit: [jsYaml4.types.binary, jsYaml4.types.omap, jsYaml4.types.pairs, jsYaml4.types.set],
});

/**
 * The document `source` holds, as `parseStrict` (Redocly's parser) reads it, or, where that refuses it
 * as "deficient indentation", as js-yaml 4 reads it; the refusal is then added to `forgiven`, so the
 * linter reports it. Any other YAML error is thrown, worded at the quote that opens a string never
 * closed where there is one.
 */
export function parseForgivingYaml(source, parseStrict, forgiven) {
  try {
    return parseStrict();
  } catch (error) {
    if (!(error instanceof YamlParseError)) throw error;
    if (error.message.startsWith(DEFICIENT_INDENTATION)) {
      try {
        const parsed = jsYaml4.load(source.body, { schema: SCHEMA, filename: source.absoluteRef });
        forgiven.push(error);
        return { source, parsed };
      } catch {
        // Not what js-yaml 4 reads either: an error, worded below.
      }
    }
    throw unclosedQuoteError(source) ?? error;
  }
}

/**
 * A YamlParseError at the first quoted string of `source` that is never closed (worded with js-yaml's
 * `in "<file>" (line:column)`, which YamlParseError reads its place from), or null when there is none.
 */
function unclosedQuoteError(source) {
  const lines = new LineCounter();
  let found = null;
  const check = (token) => {
    if (found || (token?.type !== 'double-quoted-scalar' && token?.type !== 'single-quoted-scalar')) return;
    // The library reports a missing closing quote as MISSING_CHAR while it reads the string's value.
    CST.resolveAsScalar(token, true, (_offset, code) => {
      if (code === 'MISSING_CHAR') found ??= token;
    });
  };
  for (const token of new Parser(lines.addNewLine).parse(source.body)) {
    if (token.type !== 'document') continue;
    check(token.value);
    CST.visit(token, (item) => {
      check(item.key);
      check(item.value);
    });
  }
  if (!found) return null;
  const { line, col } = lines.linePos(found.offset);
  const quote = found.type === 'double-quoted-scalar' ? 'double' : 'single';
  return new YamlParseError(new Error(`the ${quote} quote that opens this string is never closed in "${source.absoluteRef}" (${line}:${col})`), source);
}
