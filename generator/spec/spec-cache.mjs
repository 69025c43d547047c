// What --watch keeps between passes: the Redocly config and the parse of every spec file, keyed
// by the file's text. Each pass still reads every file, but parses again only those whose text
// changed, so a one-file save costs one YAML parse instead of some two hundred. Redocly's bundler
// rewrites the documents it walks (it inlines path items and turns $refs local), so a resolver for
// bundling hands out copies of the kept parses; lint only reads, so a read-only resolver hands out
// the kept parses themselves (copying a large spec costs about as much as parsing it). A single
// run keeps one as well, to lint and then bundle from one parse of each file.
import fs from 'node:fs';
import { BaseResolver, Source, clearPluginsCache, isAbsoluteUrl } from '@redocly/openapi-core';
import { loadLintConfig, readText } from './lint.mjs';

export class SpecCache {
  #configPath;
  #config = null;
  #configText = null;
  /** absoluteRef -> { body, parsed } of the last parse of that file. */
  #parses = new Map();

  constructor(configPath) {
    this.#configPath = configPath;
  }

  /**
   * Loads the config and the lint plugins it names again on the next pass (--watch, after a save of
   * a plugin): Redocly re-imports each plugin module once its plugin cache is cleared.
   */
  reloadPlugins() {
    clearPluginsCache();
    this.#config = null;
  }

  /**
   * The config, and a fresh resolver for one pass that reuses every parse whose text is unchanged.
   * `readOnly`: its user never changes the documents (lint), so it gets the kept parses uncopied.
   */
  async prepare({ readOnly = false } = {}) {
    const configText = this.#configPath ? readText(this.#configPath) : null;
    if (!this.#config || configText !== this.#configText) {
      // A changed redocly.yaml may resolve files differently: start over.
      this.#config = loadLintConfig(this.#configPath);
      this.#configText = configText;
      this.#parses.clear();
    }
    let config;
    try {
      config = await this.#config;
    } catch (error) {
      // A config that did not load (a broken plugin) is loaded again on the next pass.
      this.#config = null;
      throw error;
    }
    return { config, resolver: new ReusingResolver(config.resolve, this.#parses, readOnly) };
  }
}

class ReusingResolver extends BaseResolver {
  #parses;
  #readOnly;

  constructor(config, parses, readOnly) {
    super(config);
    this.#parses = parses;
    this.#readOnly = readOnly;
  }

  // Read synchronously: a pass reads some two hundred small files, and Redocly's promise-based
  // read makes a trip to the thread pool for each of open, stat, read and close.
  // Anything unusual (a URL, a folder, a missing file) goes to Redocly, which words the error.
  async loadExternalRef(absoluteRef) {
    if (isAbsoluteUrl(absoluteRef)) return super.loadExternalRef(absoluteRef);
    let text;
    try {
      text = fs.readFileSync(absoluteRef, 'utf8');
    } catch {
      return super.loadExternalRef(absoluteRef);
    }
    return new Source(absoluteRef, text.replace(/\r\n/g, '\n'));
  }

  parseDocument(source, isRoot = false) {
    const known = this.#parses.get(source.absoluteRef);
    if (known && known.body === source.body) return { source, parsed: this.#readOnly ? known.parsed : structuredClone(known.parsed) };
    const document = super.parseDocument(source, isRoot);
    // What is kept must stay as parsed: a user that rewrites documents gets the original and the cache a copy.
    this.#parses.set(source.absoluteRef, { body: source.body, parsed: this.#readOnly ? document.parsed : structuredClone(document.parsed) });
    return document;
  }
}

