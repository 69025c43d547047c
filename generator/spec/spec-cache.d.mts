import type { BaseResolver, Config } from '@redocly/openapi-core';

/** What --watch keeps between passes: the Redocly config and each file's parse (see spec-cache.mjs). */
export declare class SpecCache {
  constructor(configPath?: string);
  /**
   * The config, and a fresh resolver for one pass that reuses every parse whose text is unchanged.
   * `readOnly`: its user never changes the documents (lint), so it gets the kept parses uncopied.
   */
  prepare(options?: { readOnly?: boolean }): Promise<{ config: Config; resolver: BaseResolver }>;
}
