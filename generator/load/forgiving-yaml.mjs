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
import { BaseResolver, YamlParseError } from '@redocly/openapi-core';
import jsYaml4 from 'js-yaml-4';

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

  parseDocument(source, isRoot = false) {
    try {
      return super.parseDocument(source, isRoot);
    } catch (error) {
      if (!(error instanceof YamlParseError) || !error.message.startsWith(DEFICIENT_INDENTATION)) throw error;
      let parsed;
      try {
        parsed = jsYaml4.load(source.body, { schema: SCHEMA, filename: source.absoluteRef });
      } catch {
        throw error;
      }
      this.forgiven.push(error);
      return { source, parsed };
    }
  }
}
