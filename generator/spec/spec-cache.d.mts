import type { BaseResolver, Config } from '@redocly/openapi-core';

/** The Redocly config and each spec file's parse, kept between --watch passes and between a run's bundle and lint (see spec-cache.mjs). */
export declare class SpecCache {
  constructor(configPath?: string);
  /** Loads the config and its lint plugins again on the next pass (after a save of a plugin). */
  reloadPlugins(): void;
  /**
   * The config, and a fresh resolver for one pass that reuses every parse whose text is unchanged.
   * `readOnly`: its user never changes the documents (lint), so it gets the kept parses uncopied.
   */
  prepare(options?: { readOnly?: boolean }): Promise<{ config: Config; resolver: BaseResolver }>;
}
