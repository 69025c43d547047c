// Redocly's resolver, reading the YAML js-yaml 5 (Redocly 2's parser) refuses as "deficient
// indentation" and js-yaml 4 (openapi-typescript's, and most tools') reads:
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
//
// A URL (the root given to --spec as one, or a `$ref` to one) is fetched by spec-address.ts, within
// a time bound and with messages that do not repeat its query, and with `--spec-header`'s headers
// where it is on the --spec URL's origin. A discriminator mapping's schema
// names are read as references as each document is parsed (mapping-names.ts).
import { BaseResolver, YamlParseError } from '@redocly/openapi-core';
import jsYaml4 from 'js-yaml-4';
import { CST, LineCounter, Parser } from 'yaml';
import { documentFetch, fetchDocument, redirectedTo } from './spec-address.ts';
import { entrySchemas, mappingNamesAsRefs } from './mapping-names.ts';

/** The start of js-yaml 5's message for what js-yaml 4 reads. */
const DEFICIENT_INDENTATION = 'deficient indentation';

/** The schema Redocly's parser uses: YAML 1.2 core (no timestamps) with merge keys and the collection tags. */
const SCHEMA = jsYaml4.CORE_SCHEMA.extend({
  implicit: [jsYaml4.types.merge],
  explicit: [jsYaml4.types.binary, jsYaml4.types.omap, jsYaml4.types.pairs, jsYaml4.types.set],
});

export class ForgivingYamlResolver extends BaseResolver {
  /** The YamlParseError of each file read with js-yaml 4, in the order read. */
  forgiven = [];

  /** Each URL read that redirected, to the URL it was read from: the base of its references (RFC 3986 5.1.3). */
  redirects = new Map();

  /** The entry document's schema names (mapping-names.ts), once it is parsed: it is parsed first. */
  #entry = undefined;

  /** `--spec-header`'s headers, for the `--spec` URL's origin; undefined where there are none. */
  originHeaders;

  /** How a URL is read: spec-address.ts's fetch, with `--spec-header`'s headers where there are any. */
  #fetchDocument;

  /**
   * `resolveConfig`: Redocly's `resolve` settings; a URL (`--spec`, or a `$ref` to one) is fetched by
   * spec-address.ts. `originHeaders`: `--spec-header`'s headers, sent to the `--spec` URL's origin only.
   */
  constructor(resolveConfig, originHeaders = undefined) {
    super({ ...resolveConfig, http: { headers: [], ...resolveConfig?.http, customFetch: (url, init) => this.#fetch(url, init) } });
    this.originHeaders = originHeaders;
    this.#fetchDocument = originHeaders ? documentFetch({ originHeaders }) : fetchDocument;
  }

  async #fetch(url, init) {
    const response = await this.#fetchDocument(url, init);
    const final = redirectedTo(response);
    if (final) this.redirects.set(url, final);
    return response;
  }

  /** Where `ref`, written in the document at `base`, is: beside where that document was read from. */
  resolveExternalRef(base, ref) {
    return super.resolveExternalRef(base ? (this.redirects.get(base) ?? base) : base, ref);
  }

  /** The document `source` holds, its discriminator mappings' schema names read as references (mapping-names.ts). */
  parseDocument(source, isRoot = false) {
    const document = this.#parse(source, isRoot);
    if (isRoot) this.#entry = entrySchemas(document.parsed, source.absoluteRef);
    // Only a document that mentions a mapping is walked.
    if (typeof source.body === 'string' && source.body.includes('mapping')) mappingNamesAsRefs(document.parsed, isRoot ? undefined : this.#entry);
    return document;
  }

  #parse(source, isRoot) {
    try {
      return super.parseDocument(source, isRoot);
    } catch (error) {
      if (!(error instanceof YamlParseError)) throw error;
      if (error.message.startsWith(DEFICIENT_INDENTATION)) {
        try {
          const parsed = jsYaml4.load(source.body, { schema: SCHEMA, filename: source.absoluteRef });
          this.forgiven.push(error);
          return { source, parsed };
        } catch {
          // Not what js-yaml 4 reads either: an error, worded below.
        }
      }
      throw unclosedQuoteError(source) ?? error;
    }
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
