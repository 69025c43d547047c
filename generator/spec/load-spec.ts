// Lints and bundles an OpenAPI document into one object. Problems come out as
// `file:line:column message (rule)`, so a broken $ref or a convention break points at its source.
import { BaseResolver, YamlParseError, bundle, type Config } from '@redocly/openapi-core';
import type { BackgroundLinter } from './background-lint.ts';
import { formatProblem, formatYamlError, lintConfig, lintSpec } from './lint.mjs';
import type { SpecCache } from './spec-cache.mjs';

export interface LoadedSpec {
  /** The bundled document: one object, external $refs hoisted into components. */
  document: Record<string, any>;
  warnings: string[];
}

export class SpecError extends Error {
  constructor(readonly problems: string[]) {
    super(`The spec has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SpecError';
  }
}

/** Lints, then bundles, in this thread. Lint errors are thrown as a SpecError. */
export async function loadSpec(specPath: string, options: { configPath?: string } = {}): Promise<LoadedSpec> {
  const config = await lintConfig(options.configPath);
  // One resolver for lint and bundle, so each YAML file is read and parsed once.
  const externalRefResolver = new BaseResolver(config.resolve);
  const { errors, warnings } = await lintSpec(specPath, config, externalRefResolver);
  if (errors.length > 0) throw new SpecError(errors);
  return { document: await bundleSpec(specPath, config, externalRefResolver), warnings };
}

export interface OpenedSpec {
  document: Record<string, any>;
  /** The lint verdict, still coming: resolves to the warnings, rejects with a SpecError on errors. */
  linted: Promise<string[]>;
}

/**
 * With a `linter`, bundles the spec while the linter lints it on another thread (--watch: lint
 * then costs a save nothing when a core is free). The caller must await `linted` before it writes
 * anything. When bundling fails, lint's verdict is waited for first: its `file:line` problems
 * explain a broken spec better than the bundler's failure. Without a linter, lints first, in this
 * thread: a single run gains nothing from a worker that loads Redocly a second time. A `cache`
 * (--watch) keeps parsed files from pass to pass.
 */
export async function openSpec(specPath: string, options: { configPath?: string; linter?: BackgroundLinter; cache?: SpecCache }): Promise<OpenedSpec> {
  if (!options.linter) {
    const { document, warnings } = await loadSpec(specPath, options);
    return { document, linted: Promise.resolve(warnings) };
  }
  const linted = options.linter.lint(specPath, options.configPath).then(({ errors, warnings }) => {
    if (errors.length > 0) throw new SpecError(errors);
    return warnings;
  });
  // Observed by the caller; without this, a failure while bundling would leave it unhandled.
  linted.catch(() => {});
  try {
    const { config, resolver } = options.cache ? await options.cache.prepare() : await freshResolver(options.configPath);
    return { document: await bundleSpec(specPath, config, resolver), linted };
  } catch (error) {
    await linted;
    throw error;
  }
}

async function freshResolver(configPath?: string): Promise<{ config: Config; resolver: BaseResolver }> {
  const config = await lintConfig(configPath);
  return { config, resolver: new BaseResolver(config.resolve) };
}

async function bundleSpec(specPath: string, config: Config, externalRefResolver: BaseResolver): Promise<Record<string, any>> {
  let bundled;
  try {
    bundled = await bundle({ ref: specPath, config, externalRefResolver, dereference: false, removeUnusedComponents: false });
  } catch (error) {
    if (error instanceof YamlParseError) throw new SpecError([formatYamlError(error)]);
    throw error;
  }
  const errors = bundled.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new SpecError(errors.map((p) => formatProblem(p)));
  return sortComponents(bundled.bundle.parsed as Record<string, any>);
}

/** Component maps in name order, so the bundle reads like a reference and never depends on walk order. */
function sortComponents(document: Record<string, any>): Record<string, any> {
  const components = document.components;
  if (!components) return document;
  for (const kind of Object.keys(components)) {
    const entries = components[kind];
    if (entries && typeof entries === 'object' && !Array.isArray(entries) && kind !== 'securitySchemes') {
      components[kind] = Object.fromEntries(Object.keys(entries).sort().map((name) => [name, entries[name]]));
    }
  }
  return document;
}
