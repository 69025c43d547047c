// The package's next version from its released one and the most severe pending change (semver):
// breaking → major, additions, compatible type changes and deprecations → minor (semver counts a
// deprecation as minor), documentation only → patch. Before 1.0.0 a breaking change bumps the minor.
import semver from 'semver';
import type { ChangeLevel } from './types.ts';

export type Bump = 'major' | 'minor' | 'patch';

export function bumpFor(levels: Iterable<ChangeLevel>): Bump | null {
  let bump: Bump | null = null;
  for (const level of levels) {
    if (level === 'breaking') return 'major';
    if (level === 'documentation') bump ??= 'patch';
    else bump = 'minor';
  }
  return bump;
}

export function nextVersion(released: string, bump: Bump | null): string {
  if (!semver.valid(released)) throw new Error(`"${released}" is not a semantic version (MAJOR.MINOR.PATCH).`);
  if (!bump) return released;
  const effective = bump === 'major' && semver.major(released) === 0 ? 'minor' : bump;
  return semver.inc(released, effective)!;
}
