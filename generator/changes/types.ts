// What a comparison of two OpenAPI documents gives: each change classified for the users of the
// generated TypeScript client, said once, with every operation it reaches.

/**
 * How a change meets the users of the generated client, most severe first:
 * - `breaking`: code that compiled against the old package may not compile, or calls that worked may now fail;
 * - `addition`: something new (an operation, a field, a value accepted);
 * - `compatible`: a type changed without breaking anyone (a response that says more precisely what it returns);
 * - `deprecation`: something is marked deprecated;
 * - `documentation`: descriptions, summaries, examples and extensions only.
 */
export type ChangeLevel = 'breaking' | 'addition' | 'compatible' | 'deprecation' | 'documentation';

export const LEVELS: readonly ChangeLevel[] = ['breaking', 'addition', 'compatible', 'deprecation', 'documentation'];

export const LEVEL_TITLES: Record<ChangeLevel, string> = {
  breaking: 'Breaking changes',
  addition: 'Additions',
  compatible: 'Compatible changes',
  deprecation: 'Deprecations',
  documentation: 'Documentation',
};

/** Where one change shows in one operation. */
export interface ChangeSite {
  /** The operation name (its operationId, else `METHOD /path`). */
  operation: string;
  /** Where in the operation: `request $.candidateId`, `response 200 $.results[*].createdAt`, `header X-On-Behalf-Of`. */
  location: string;
}

export interface Change {
  level: ChangeLevel;
  /** The rule that classified it (`response-field-nullable`): stable, for tools and `--fail-on`. */
  rule: string;
  /** What changed, said once: "request field `$.candidateId` is now required". */
  message: string;
  /** The shared schema (component) it happened in, when it reached the operations through a $ref: `Candidate`. */
  schema?: string;
  /** Every operation it reaches, each once (none for changes to the document as a whole). */
  sites: ChangeSite[];
}
