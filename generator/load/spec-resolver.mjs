// The resolver every load of a document reads its files with (lint, bundle, the changes report):
// Redocly's BaseResolver, with
// - YAML read as most tools read it where Redocly's parser is stricter (forgiving-yaml.mjs);
// - a URL (the root given to --spec as one, or a `$ref` to one) fetched by spec-address.ts, within a
//   time bound and with messages that do not repeat its query, and with `--spec-header`'s headers
//   where it is on the --spec URL's origin; a redirected document's references resolved beside
//   where it was read from;
// - a discriminator mapping's schema names read as references as each document is parsed
//   (mapping-names.ts).
import { BaseResolver } from '@redocly/openapi-core';
import { parseForgivingYaml } from './forgiving-yaml.mjs';
import { documentFetch, fetchDocument, redirectedTo } from './spec-address.ts';
import { entrySchemas, mappingNamesAsRefs } from './mapping-names.ts';

export class SpecResolver extends BaseResolver {
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
    const document = parseForgivingYaml(source, () => super.parseDocument(source, isRoot), this.forgiven);
    if (isRoot) this.#entry = entrySchemas(document.parsed, source.absoluteRef);
    // Only a document that mentions a mapping is walked.
    if (typeof source.body === 'string' && source.body.includes('mapping')) mappingNamesAsRefs(document.parsed, isRoot ? undefined : this.#entry);
    return document;
  }
}
