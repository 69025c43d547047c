// Lints and bundles an OpenAPI document into one object. Problems come out as
// `file:line:column message (rule)`, so a broken $ref or a convention break points at its source.
import path from 'node:path';
import {
  BaseResolver,
  YamlParseError,
  bundle,
  createConfig,
  getLineColLocation,
  lint,
  loadConfig,
  type Config,
  type NormalizedProblem,
} from '@redocly/openapi-core';

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

export function formatProblem(problem: NormalizedProblem, cwd = process.cwd()): string {
  const where = problem.location[0];
  if (!where) return `${problem.message} (${problem.ruleId})`;
  const { start } = getLineColLocation(where);
  const file = path.relative(cwd, where.source.absoluteRef) || where.source.absoluteRef;
  return `${file}:${start.line}:${start.col} ${problem.message} (${problem.ruleId})`;
}

function formatYamlError(error: YamlParseError, cwd = process.cwd()): string {
  const file = path.relative(cwd, error.source.absoluteRef) || error.source.absoluteRef;
  // The parser's message ends with its own `in "<absolute path>" (line:col)`; the prefix says that already.
  const reason = error.message.replace(/\s+in "[^"]*" \(\d+:\d+\)\s*$/, '');
  return `${file}:${error.line}:${error.col} ${reason} (YAML syntax)`;
}

/**
 * Loads the spec at `specPath`. The project's own spec is linted with redocly.yaml (its
 * conventions included); another document only with the structural rules, since it cannot be
 * expected to follow this service's conventions.
 */
export async function loadSpec(specPath: string, options: { configPath?: string } = {}): Promise<LoadedSpec> {
  const config: Config = options.configPath
    ? await loadConfig({ configPath: options.configPath })
    : await createConfig({ extends: ['minimal'], rules: { 'no-unused-components': 'off' } });

  // One resolver for lint and bundle, so each YAML file is read and parsed once per pass.
  const externalRefResolver = new BaseResolver(config.resolve);
  const problems = await lint({ ref: specPath, config, externalRefResolver }).catch((error: unknown) => {
    // A root document that is not valid YAML is thrown rather than reported as a problem.
    if (error instanceof YamlParseError) throw new SpecError([formatYamlError(error)]);
    throw error;
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new SpecError(errors.map((p) => formatProblem(p)));
  const warnings = problems.filter((p) => p.severity === 'warn').map((p) => formatProblem(p));

  const bundled = await bundle({ ref: specPath, config, externalRefResolver, dereference: false, removeUnusedComponents: false });
  const bundleErrors = bundled.problems.filter((p) => p.severity === 'error');
  if (bundleErrors.length > 0) throw new SpecError(bundleErrors.map((p) => formatProblem(p)));

  return { document: sortComponents(bundled.bundle.parsed as Record<string, any>), warnings };
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
