// Lints an OpenAPI document with Redocly and words each problem as `file:line:column message (rule)`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { YamlParseError, clearPluginsCache, createConfig, lint, lintConfig, loadConfig } from '@redocly/openapi-core';
import { SpecResolver } from './spec-resolver.mjs';
import { placeOf } from './problem-place.mjs';
import { isUrl, shownRef } from './spec-address.ts';
import { isRuleFailure, lintStopped } from './lint-stopped.mjs';
import { trimEndWhere } from '../linear-text.ts';
import { ABSENT_NULLS_DECORATOR, BOOLEAN_BOUND_RULE, BOOLEAN_REQUIRED_DECORATOR, BOOLEAN_REQUIRED_RULE, NUMBER_BOUND_30_RULE, EXAMPLE_REFS_DECORATOR, NULL_TYPE_NAMES_DECORATOR, UNKNOWN_TYPE_NAMES_DECORATOR, RESPONSE_DESCRIPTION_RULE, INFO_VERSION_RULE, SCHEMA_EXAMPLES_RULE, SCHEMA_TYPE_30_RULE, SCHEMA_TYPE_31_RULE, TAG_IN_GROUP_RULE, OPERATION_ID_UNIQUE_RULE, SERVER_VARIABLES_ENUM_RULE, REF_STRING_RULE, PERCENT_NAME_RULE, foreignTypesPlugin } from './foreign-types.mjs';

/** The rules whose problems no output can follow (load-spec.ts: --lenient does not pass them): a `$ref` that is empty or not a string, a name with a `%` (percent-names.mjs). */
export { REF_STRING_RULE, PERCENT_NAME_RULE };

/**
 * Another document stops generation only for structural errors (`struct`, `no-unresolved-refs`):
 * the rules `minimal` also counts as errors are cosmetic for a generator (a server URL with a
 * trailing slash, a server variable with an empty enum) and are warnings here. Examples are not
 * checked against their schemas (`no-invalid-media-type-examples`): no output depends on it, and
 * on a large document it is about a seventh of the run; `npx redocly lint` checks them. An
 * operation Redoc would leave off the docs page for its tag is a warning: the page lists it anyway.
 * A shared operationId is a warning, as in `minimal`, by a rule that names both places; so is a
 * server variable's empty `enum`, by a rule that a `null` server does not stop.
 */
const FOREIGN_RULES = { 'no-unused-components': 'off', 'no-invalid-media-type-examples': 'off', 'no-server-trailing-slash': 'warn', 'no-server-variables-empty-enum': 'off', [SERVER_VARIABLES_ENUM_RULE]: 'warn', [REF_STRING_RULE]: 'error', [PERCENT_NAME_RULE]: 'error', [BOOLEAN_BOUND_RULE]: 'error', [NUMBER_BOUND_30_RULE]: 'error', [BOOLEAN_REQUIRED_RULE]: 'error', [SCHEMA_TYPE_30_RULE]: 'error', [SCHEMA_TYPE_31_RULE]: 'error', [SCHEMA_EXAMPLES_RULE]: 'error', [RESPONSE_DESCRIPTION_RULE]: 'error', [INFO_VERSION_RULE]: 'error', [TAG_IN_GROUP_RULE]: 'warn', 'operation-operationId-unique': 'off', [OPERATION_ID_UNIQUE_RULE]: 'warn' };

/**
 * The project's own spec is linted with redocly.yaml (its conventions included); another document
 * only with the structural rules, since it cannot be expected to follow this service's conventions,
 * and with node types read as OpenAPI defines them where Redocly is stricter (foreign-types.mjs).
 * A redocly.yaml that cannot be loaded is reported by its name (and line, when it is not YAML).
 */
export async function loadLintConfig(configPath) {
  if (!configPath) return createConfig({ extends: ['minimal'], rules: FOREIGN_RULES, decorators: { [EXAMPLE_REFS_DECORATOR]: 'on', [NULL_TYPE_NAMES_DECORATOR]: 'on', [UNKNOWN_TYPE_NAMES_DECORATOR]: 'on', [ABSENT_NULLS_DECORATOR]: 'on', [BOOLEAN_REQUIRED_DECORATOR]: 'on' } }, { plugins: [foreignTypesPlugin] });
  return loadNamedConfig(configPath);
}

/** The next config loaded imports its lint plugins again (--watch, after a save of a plugin). */
export function reloadLintPlugins() {
  clearPluginsCache();
}

async function loadNamedConfig(configPath) {
  try {
    return await loadConfig({ configPath });
  } catch (error) {
    if (error instanceof YamlParseError) throw new Error(formatYamlError(error));
    const configFile = path.relative(process.cwd(), configPath) || configPath;
    const message = error instanceof Error ? error.message : String(error);
    const plugin = /^Failed to load plugin "([^"]+)": ([^\n]*)/.exec(message);
    if (plugin) throw new Error(`${pluginProblem(plugin[1], plugin[2], message)} (loading a plugin ${configFile} names)`);
    // Redocly's own words (a missing plugin, an unknown ruleset) do not say which file they are about.
    throw new Error(`${configFile}: ${message}`);
  }
}

/**
 * Why a plugin did not load, as `file:line[:column] reason`. Redocly's message ends with the stack
 * of the failed import, which for a syntax error names no line: Node's own syntax check does.
 */
function pluginProblem(pluginPath, reason, message) {
  const file = path.relative(process.cwd(), pluginPath) || pluginPath;
  if (/\bSyntaxError\b/.test(message)) {
    const line = syntaxErrorLine(pluginPath);
    if (line) return `${file}:${line} SyntaxError: ${reason}`;
  }
  // A plugin that throws while loading: the first stack frame inside it (Redocly imports it with a `?v=` query).
  const frame = new RegExp(`${escapeRegExp(pathToFileURL(pluginPath).href)}(?:\\?[^:\\s]*)?:(\\d+):(\\d+)`).exec(message);
  return frame ? `${file}:${frame[1]}:${frame[2]} ${reason}` : `${file}: ${reason}`;
}

/**
 * The line of a plugin's syntax error, from `node --check`: first as Node types the file (its
 * package's `type`), then as an ES module, which is how a .js file outside a typed package is
 * imported once Node detects its module syntax (and how `--check` of that file would pass).
 */
function syntaxErrorLine(pluginPath) {
  const options = { encoding: 'utf8', timeout: 10_000 };
  const asTyped = spawnSync(process.execPath, ['--check', pluginPath], options);
  const typed = new RegExp(`^${escapeRegExp(pluginPath)}:(\\d+)`, 'm').exec(asTyped.stderr ?? '');
  if (typed) return typed[1];
  const asModule = spawnSync(process.execPath, ['--check', '--input-type=module'], { ...options, input: readText(pluginPath) ?? '' });
  return /^\[stdin\]:(\d+)/m.exec(asModule.stderr ?? '')?.[1];
}

/** A file's text, or null when it cannot be read. */
export function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Problems of the document at `specPath`, as `{ errors, warnings }` lines. Problems of redocly.yaml
 * itself (a misspelt severity, an unknown setting) come first among the warnings, as Redocly's CLI
 * words them: Redocly still loads such a config, so without them a typo would go unnoticed.
 */
export async function lintSpec(specPath, config, externalRefResolver = new SpecResolver(config.resolve)) {
  const configWarnings = configProblems(config);
  let problems;
  try {
    problems = await lint({ ref: specPath, config, externalRefResolver });
  } catch (error) {
    // A root document that is not valid YAML is thrown rather than reported as a problem.
    if (error instanceof YamlParseError) return { errors: [formatYamlError(error)], warnings: await configWarnings };
    // A rule that throws on a value it did not expect stops the whole lint: a refusal with places.
    if (isRuleFailure(error)) {
      // Its lint of `struct` alone reads a private URL with the same headers.
      const { problems, hint } = await lintStopped(error, specPath, formatProblem, externalRefResolver.originHeaders);
      return { errors: problems, warnings: await configWarnings, rootWebhooks: null, stopped: hint };
    }
    throw error;
  }
  const reported = withoutParseEchoes(problems);
  const of = (severity) => reported.filter((p) => p.severity === severity).map((p) => (parseFailure(p) === null ? formatProblem(p) : formatParseFailure(p)));
  // Files js-yaml 5 refused and js-yaml 4 read (forgiving-yaml.mjs) keep their error, which
  // lintVerdict accepts as what tools commonly read.
  const forgiven = externalRefResolver instanceof SpecResolver ? externalRefResolver.forgiven.map((error) => formatYamlError(error)) : [];
  return { errors: [...forgiven, ...of('error')], warnings: [...(await configWarnings), ...of('warn')], rootWebhooks: await rootWebhooksError(reported, specPath, externalRefResolver) };
}

/**
 * The error the linter reports on the root document's top-level `webhooks` (3.1's key, in a 3.0
 * document), with the root document as parsed: how it is read depends on the document's other keys
 * (load-spec.ts). Null where there is none. The resolver holds the root already, as lint read it.
 */
async function rootWebhooksError(problems, specPath, resolver) {
  const root = isUrl(specPath) ? specPath : path.resolve(specPath);
  const found = problems.find((p) => p.severity === 'error' && p.ruleId === 'struct' && p.location[0]?.pointer === '#/webhooks' && p.location[0].source.absoluteRef === root);
  if (!found) return null;
  const document = await resolver.resolveDocument(null, root, true);
  return { problem: formatProblem(found), document: document.parsed };
}

// A referenced file that is not valid YAML comes from Redocly as no-unresolved-refs problems: one
// `Failed to parse: <reason>` at the file, and `Can't resolve $ref: <reason>` again at every $ref
// to it. It is reported once, worded like a root document's YAML error; a $ref to a missing file
// keeps its own problem.
const PARSE_FAILURE = 'Failed to parse: ';
const UNRESOLVED_REF = "Can't resolve $ref: ";

/** The parser's words of a YAML parse failure, or null for any other problem. */
function parseFailure(problem) {
  return problem.ruleId === 'no-unresolved-refs' && problem.message.startsWith(PARSE_FAILURE) ? problem.message.slice(PARSE_FAILURE.length) : null;
}

function withoutParseEchoes(problems) {
  const failures = new Set(problems.map(parseFailure).filter((reason) => reason !== null));
  if (failures.size === 0) return problems;
  return problems.filter((p) => !(p.ruleId === 'no-unresolved-refs' && p.message.startsWith(UNRESOLVED_REF) && failures.has(p.message.slice(UNRESOLVED_REF.length))));
}

function formatParseFailure(problem, cwd = process.cwd()) {
  const { file, line, column } = placeOf(problem.location[0], cwd);
  return formatYamlProblem(file, line, column, withoutParserPlace(parseFailure(problem)));
}

/**
 * The parser's message ends with its own `in "<absolute path>" (line:col)`; the prefix says that
 * already. Found from its last `in "` (a path holds no quote), not by a regex anchored only at the
 * end, which a long run of spaces in the spec's text would make retry from every position.
 */
function withoutParserPlace(message) {
  const at = message.lastIndexOf('in "');
  if (at < 1 || !/\s/.test(message[at - 1]) || !/^in "[^"]*" \(\d+:\d+\)\s*$/.test(message.slice(at))) return message;
  return trimEndWhere(message.slice(0, at), (char) => /\s/.test(char));
}

function configProblems(config) {
  // A config built in code (foreign documents) has no file to point at.
  if (!config.document) return Promise.resolve([]);
  return lintConfig({ config, severity: 'warn' }).then((found) => found.map((p) => formatProblem(p)));
}

export function formatProblem(problem, cwd = process.cwd()) {
  const suggestion = problem.suggest?.length ? ` Did you mean: ${problem.suggest.join(', ')}?` : '';
  const where = problem.location[0];
  if (!where) return `${problem.message}${suggestion} (${problem.ruleId})`;
  const { file, line, column } = placeOf(where, cwd);
  return `${file}:${line}:${column} ${problem.message}${suggestion} (${problem.ruleId})`;
}

export function formatYamlError(error, cwd = process.cwd()) {
  const file = shownRef(error.source.absoluteRef, cwd);
  return formatYamlProblem(file, error.line, error.col, withoutParserPlace(error.message));
}

/** How every YAML syntax error is worded, in the spec or in redocly.yaml: `file:line:column reason (YAML syntax)`. */
export function formatYamlProblem(file, line, column, reason) {
  return `${file}:${line}:${column} ${reason} (YAML syntax)`;
}
