// What run.ts hands every section, and what one section leaves for a later one.
import type { Summary } from './stats.ts';

export interface BenchContext {
  quick: boolean;
  log: (line: string) => void;
  /** Peak RSS of full generates, left by the generation section for the memory section. */
  /** Variants of the docs page measured beside it (`--page NAME=FILE`), for the docs-page section. */
  docsPages?: { label: string; file: string }[];
  generateRss?: { ours: Summary; peers: { label: string; rss: Summary }[] };
}
