// The organization: its users (the spec's, then generated ones, a few disabled so X-On-Behalf-Of's
// third condition can be tried), and the departments and locations its jobs name.
import { isoTimestamp } from '../random.ts';
import { KIND, type OrganizationUnit, type User } from '../kinds.ts';
import { START, type SeedContext } from './context.ts';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, LOCATIONS, slug } from './vocabulary.ts';
import type { SpecExamples } from './examples.ts';

export function seedUsers({ random, at, put }: SeedContext, examples: SpecExamples, count: number): User[] {
  const users: User[] = [...examples.users];
  for (let i = 0; i < count; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    users.push({
      id: random.uuid(),
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}${i >= FIRST_NAMES.length ? i : ''}@northwind-talent.example`,
      globalRole: random.chance(0.25) ? 'Elevated Access' : 'Limited Access',
      isEnabled: i % 10 !== 9,
      updatedAt: at(),
    });
  }
  for (const user of users) put(KIND.user, user, user.updatedAt);
  return users;
}

export interface Organization {
  departments: OrganizationUnit[];
  locations: OrganizationUnit[];
}

/** Departments and locations: first those the example applications' jobs name, then the rest of the list. */
export function seedOrganization({ random, put }: SeedContext, examples: SpecExamples): Organization {
  const units = (kind: string, names: string[], exampleIds: (string | null)[]) => {
    const ids = [...new Set(exampleIds.filter((id): id is string => id !== null))];
    const count = Math.max(names.length, ids.length);
    const list: OrganizationUnit[] = Array.from({ length: count }, (_, i) => ({ id: ids[i] ?? random.uuid(), name: names[i] ?? `${names[0]} ${i + 1}`, isArchived: false }));
    for (const unit of list) put(kind, unit, isoTimestamp(START));
    return list;
  };
  return {
    departments: units(
      KIND.department,
      DEPARTMENTS,
      examples.applications.map((a) => a.job.departmentId),
    ),
    locations: units(
      KIND.location,
      LOCATIONS,
      examples.applications.map((a) => a.job.locationId),
    ),
  };
}
