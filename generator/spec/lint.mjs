// Lints an OpenAPI document with Redocly and words each problem as `file:line:column message (rule)`.
// Plain JavaScript: `npm run generate` runs it in a worker thread (lint-worker.mjs), which loads
// it without any TypeScript tooling; load-spec.ts uses it in process.
import path from 'node:path';
import { BaseResolver, YamlParseError, createConfig, getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';

/**
 * The project's own spec is linted with redocly.yaml (its conventions included); another document
 * only with the structural rules, since it cannot be expected to follow this service's conventions.
 */
export function lintConfig(configPath) {
  return configPath ? loadConfig({ configPath }) : createConfig({ extends: ['minimal'], rules: { 'no-unused-components': 'off' } });
}

/** Problems of the document at `specPath`, as `{ errors, warnings }` lines. */
export async function lintSpec(specPath, config, externalRefResolver = new BaseResolver(config.resolve)) {
  let problems;
  try {
    problems = await lint({ ref: specPath, config, externalRefResolver });
  } catch (error) {
    // A root document that is not valid YAML is thrown rather than reported as a problem.
    if (error instanceof YamlParseError) return { errors: [formatYamlError(error)], warnings: [] };
    throw error;
  }
  const of = (severity) => problems.filter((p) => p.severity === severity).map((p) => formatProblem(p));
  return { errors: of('error'), warnings: of('warn') };
}

export function formatProblem(problem, cwd = process.cwd()) {
  const where = problem.location[0];
  if (!where) return `${problem.message} (${problem.ruleId})`;
  const { start } = getLineColLocation(where);
  const file = path.relative(cwd, where.source.absoluteRef) || where.source.absoluteRef;
  return `${file}:${start.line}:${start.col} ${problem.message} (${problem.ruleId})`;
}

export function formatYamlError(error, cwd = process.cwd()) {
  const file = path.relative(cwd, error.source.absoluteRef) || error.source.absoluteRef;
  // The parser's message ends with its own `in "<absolute path>" (line:col)`; the prefix says that already.
  const reason = error.message.replace(/\s+in "[^"]*" \(\d+:\d+\)\s*$/, '');
  return `${file}:${error.line}:${error.col} ${reason} (YAML syntax)`;
}
