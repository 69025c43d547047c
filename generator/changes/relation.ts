// How what a schema (or one of its keywords) accepts changed, read as sets of values: `wider`
// accepts every value it accepted and more, `narrower` the reverse, `other` neither, `unknown`
// where it cannot be told (a pattern with backreferences, a keyword the comparison does not read).
export type Relation = 'equal' | 'wider' | 'narrower' | 'other' | 'unknown';

/** The relation from two inclusions: does the old set lie inside the new one, and the new inside the old? */
export function relationOf(oldInNew: boolean, newInOld: boolean): Relation {
  if (oldInNew && newInOld) return 'equal';
  if (oldInNew) return 'wider';
  if (newInOld) return 'narrower';
  return 'other';
}
