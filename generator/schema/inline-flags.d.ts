/** The flags of the one group `pattern` starts with (`(?i)`, `(?ms)`, only i, m and s) and the pattern after it, or null (see inline-flags.js). */
export declare function leadingFlags(pattern: string): { flags: string; rest: string } | null;

/** The source and flags `pattern` is compiled with, given `flags` (Ajv's `u`): a leading flag group's flags added to them (see inline-flags.js). */
export declare function compiledPattern(pattern: string, flags: string): { source: string; flags: string };

/** `pattern` compiled as compiledPattern reads it. */
export declare function patternRegExp(pattern: string, flags: string): RegExp;

/** Whether `pattern` holds an inline flag group anywhere (`(?x)`, `(?-i)`, `(?i:...)`), outside a class and not escaped. */
export declare function hasFlagGroup(pattern: string): boolean;

/** Whether `pattern` holds a modifier group (`(?i:...)`), which Node 24 reads and Node 22 and older browsers do not. */
export declare function hasModifierGroup(pattern: string): boolean;
