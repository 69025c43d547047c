// Lints an OpenAPI document with Redocly and words each problem as `file:line:column message (rule)`.
// Plain JavaScript: `npm run generate` runs it in a worker thread (lint-worker.mjs), which loads
// it without any TypeScript tooling; load-spec.ts uses it in process.
import path from 'node:path';
import { BaseResolver, YamlParseError, createConfig, getLineColLocation, lint, lintConfig, loadConfig } from '@redocly/openapi-core';

/**
 * The project's own spec is linted with redocly.yaml (its conventions included); another document
 * only with the structural rules, since it cannot be expected to follow this service's conventions.
 * A redocly.yaml that cannot be loaded is reported by its name (and line, when it is not YAML).
 */
export async function loadLintConfig(configPath) {
  if (!configPath) return createConfig({ extends: ['minimal'], rules: { 'no-unused-components': 'off' } });
  try {
    return await loadConfig({ configPath });
  } catch (error) {
    if (error instanceof YamlParseError) throw new Error(formatYamlError(error));
    // Redocly's own words (a missing plugin, an unknown ruleset) do not say which file they are about.
    throw new Error(`${path.relative(process.cwd(), configPath) || configPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Problems of the document at `specPath`, as `{ errors, warnings }` lines. Problems of redocly.yaml
 * itself (a misspelt severity, an unknown setting) come first among the warnings, as Redocly's CLI
 * words them: Redocly still loads such a config, so without them a typo would go unnoticed.
 */
export async function lintSpec(specPath, config, externalRefResolver = new BaseResolver(config.resolve)) {
  const configWarnings = configProblems(config);
  let problems;
  try {
    problems = await lint({ ref: specPath, config, externalRefResolver });
  } catch (error) {
    // A root document that is not valid YAML is thrown rather than reported as a problem.
    if (error instanceof YamlParseError) return { errors: [formatYamlError(error)], warnings: await configWarnings };
    throw error;
  }
  const of = (severity) => problems.filter((p) => p.severity === severity).map((p) => formatProblem(p));
  return { errors: of('error'), warnings: [...(await configWarnings), ...of('warn')] };
}

/** Config -> its own problems, worked out once per loaded config (--watch reloads it only when its text changes). */
const configProblemsByConfig = new WeakMap();

function configProblems(config) {
  // A config built in code (foreign documents) has no file to point at.
  if (!config.document) return Promise.resolve([]);
  let problems = configProblemsByConfig.get(config);
  if (!problems) {
    problems = lintConfig({ config, severity: 'warn' }).then((found) => found.map((p) => formatProblem(p)));
    configProblemsByConfig.set(config, problems);
  }
  return problems;
}

export function formatProblem(problem, cwd = process.cwd()) {
  const suggestion = problem.suggest?.length ? ` Did you mean: ${problem.suggest.join(', ')}?` : '';
  const where = problem.location[0];
  if (!where) return `${problem.message}${suggestion} (${problem.ruleId})`;
  const { start } = getLineColLocation(where);
  const file = path.relative(cwd, where.source.absoluteRef) || where.source.absoluteRef;
  return `${file}:${start.line}:${start.col} ${problem.message}${suggestion} (${problem.ruleId})`;
}

export function formatYamlError(error, cwd = process.cwd()) {
  const file = path.relative(cwd, error.source.absoluteRef) || error.source.absoluteRef;
  // The parser's message ends with its own `in "<absolute path>" (line:col)`; the prefix says that already.
  const reason = error.message.replace(/\s+in "[^"]*" \(\d+:\d+\)\s*$/, '');
  return formatYamlProblem(file, error.line, error.col, reason);
}

/** How every YAML syntax error is worded, in the spec or in redocly.yaml: `file:line:column reason (YAML syntax)`. */
export function formatYamlProblem(file, line, column, reason) {
  return `${file}:${line}:${column} ${reason} (YAML syntax)`;
}
