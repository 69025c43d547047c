import { BaseResolver, YamlParseError } from '@redocly/openapi-core';

/** Redocly's resolver, reading with js-yaml 4 a file js-yaml 5 refuses for deficient indentation. */
export declare class ForgivingYamlResolver extends BaseResolver {
  /** The YamlParseError of each file read with js-yaml 4, in the order read. */
  forgiven: YamlParseError[];
}
