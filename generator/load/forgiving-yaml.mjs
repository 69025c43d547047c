// Redocly's resolver, reading one YAML syntax js-yaml 5 (Redocly 2's parser) refuses and js-yaml 4
// (openapi-typescript's, and most tools') reads: a flow collection closed at its key's indent,
//
//     value: {
//       "medium": "email"
//     }
//
// which js-yaml 5 calls "deficient indentation" (Matrix's descriptions do this in 129 files). Such a
// file is read with the `yaml` package instead, which reads it as js-yaml 4 does; every other YAML
// error stays an error. Each file so read is kept, so the linter reports it as a problem tools
// commonly read (a warning by default, refused by --strict: load-spec.ts lintVerdict).
import { BaseResolver, YamlParseError } from '@redocly/openapi-core';
import { parse } from 'yaml';

/** The start of js-yaml 5's message for the syntax js-yaml 4 reads. */
const DEFICIENT_INDENTATION = 'deficient indentation';

export class ForgivingYamlResolver extends BaseResolver {
  /** The YamlParseError of each file read with the `yaml` package, in the order read. */
  forgiven = [];

  parseDocument(source, isRoot = false) {
    try {
      return super.parseDocument(source, isRoot);
    } catch (error) {
      if (!(error instanceof YamlParseError) || !error.message.startsWith(DEFICIENT_INDENTATION)) throw error;
      let parsed;
      try {
        // The schema Redocly's parser uses: YAML 1.2 core (no timestamps) with merge keys; the
        // package's default bound on alias expansion stays.
        parsed = parse(source.body, { schema: 'core', merge: true, uniqueKeys: true });
      } catch {
        throw error;
      }
      this.forgiven.push(error);
      return { source, parsed };
    }
  }
}
