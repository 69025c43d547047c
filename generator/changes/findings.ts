// What the comparison collects while it walks two documents: one finding per difference, at one
// operation (or at the document), under one rule. compare.ts groups them into Changes.
import type { FieldSegment } from './field-path.ts';
import { levelOf, type RuleId } from './rules.ts';
import type { ChangeLevel } from './types.ts';

/** The shared schema a field sits in, and the field's path inside it; `parent` is the schema that refers to it. */
export interface Origin {
  name: string;
  field: FieldSegment[];
  parent: Origin | null;
}

/** Where in one operation a schema sits, and whose data it describes. */
export interface FieldAt {
  operation: string;
  /** What the client sends, or what it receives. */
  side: 'request' | 'response';
  /** false for an error status: its body is neither typed nor validated by the client. */
  successStatus: boolean;
  /** The part of the operation, for sites: `request`, `response 200`, `query limit`, `response 200 header X-Rate-Limit`. */
  part: string;
  /** The part in a sentence: `request body`, `response body`, `query parameter \`limit\``, `response header \`X-Rate-Limit\``. */
  partWords: string;
  /** A body's fields are `request field`/`response field`; a parameter's or header's are named after it. */
  container: 'body' | 'parameter' | 'header';
  /** The field's path in the payload. */
  field: FieldSegment[];
  origin: Origin | null;
}

export interface Finding {
  level: ChangeLevel;
  rule: RuleId;
  message: string;
  operation?: string;
  location?: string;
  /** The shared schema it sits in (the Change's `schema`). */
  schema?: string;
  /** Findings with the same key, rule and message are one change. */
  key: string;
}

export class Findings {
  readonly list: Finding[] = [];

  add(rule: RuleId, message: string, where: { operation?: string; location?: string; schema?: string; key?: string } = {}): void {
    this.list.push({ level: levelOf(rule), rule, message, ...where, key: where.key ?? (where.schema ? `schema:${where.schema}` : 'operation') });
  }
}
