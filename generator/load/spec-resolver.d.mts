import { BaseResolver, YamlParseError } from '@redocly/openapi-core';
import type { OriginHeaders } from './spec-address.ts';

/** Redocly's resolver, reading with js-yaml 4 a file js-yaml 5 refuses for deficient indentation, and URLs by spec-address.ts. */
export declare class SpecResolver extends BaseResolver {
  /** `resolveConfig`: Redocly's `resolve` settings; `originHeaders`: `--spec-header`'s headers, sent to the `--spec` URL's origin only. */
  constructor(resolveConfig?: ConstructorParameters<typeof BaseResolver>[0], originHeaders?: OriginHeaders);
  /** The YamlParseError of each file read with js-yaml 4, in the order read. */
  forgiven: YamlParseError[];
  /** `--spec-header`'s headers, for the `--spec` URL's origin; undefined where there are none. */
  readonly originHeaders: OriginHeaders | undefined;
  /** Each URL read that redirected, to the URL it was read from: the base of its references. */
  redirects: Map<string, string>;
}
