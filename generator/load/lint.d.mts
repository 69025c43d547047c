import type { BaseResolver, Config, NormalizedProblem, YamlParseError } from '@redocly/openapi-core';

export interface LintOutcome {
  /** `file:line:column message (rule)` per problem. */
  errors: string[];
  warnings: string[];
  /** The error on the root document's top-level `webhooks` (3.1's key in a 3.0 document), with the root as parsed; null where there is none. */
  rootWebhooks: { problem: string; document: Record<string, any> } | null;
  /** Set where a rule threw and stopped the lint: what stopped it (`errors` are then the structural problems, every one fatal). */
  stopped?: string;
}

/** The rule that reports a `$ref` that is empty or not a string (foreign-types.mjs). */
export declare const REF_STRING_RULE: string;
/** The rule that refuses a name with a `%` the types cannot be written for: a component's or a path's (percent-names.mjs). */
export declare const PERCENT_NAME_RULE: string;
export declare function loadLintConfig(configPath?: string): Promise<Config>;
/** The next config loaded imports its lint plugins again (--watch, after a save of a plugin). */
export declare function reloadLintPlugins(): void;
/** A file's text, or null when it cannot be read. */
export declare function readText(file: string): string | null;
export declare function lintSpec(specPath: string, config: Config, externalRefResolver?: BaseResolver): Promise<LintOutcome>;
export declare function formatProblem(problem: NormalizedProblem, cwd?: string): string;
export declare function formatYamlError(error: YamlParseError, cwd?: string): string;
export declare function formatYamlProblem(file: string, line: number, column: number, reason: string): string;
