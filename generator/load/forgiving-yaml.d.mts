import { BaseResolver, YamlParseError } from '@redocly/openapi-core';

/** Redocly's resolver, reading with the `yaml` package a file js-yaml 5 refuses for deficient indentation. */
export declare class ForgivingYamlResolver extends BaseResolver {
  /** The YamlParseError of each file read with the `yaml` package, in the order read. */
  forgiven: YamlParseError[];
}
