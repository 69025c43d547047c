// The deterministic seed (same --seed and sizes, same data), in the order records refer to each
// other: the spec's own example records first, so every request example in the spec finds the
// records it names; then the organization, how hiring is set up, the examples' candidates and
// applications, generated candidates with everything that hangs off them, and the audit log.
import type { Store } from '../store.ts';
import { seedAudit } from './audit.ts';
import { seedCandidates } from './candidates.ts';
import { seedContext } from './context.ts';
import { seedExampleRecords } from './example-records.ts';
import { readExamples } from './examples.ts';
import { seedHiringProcess } from './hiring-process.ts';
import { seedOrganization, seedUsers } from './organization.ts';

export interface SeedSizes {
  users: number;
  jobs: number;
  candidates: number;
  auditEntries: number;
}

export const DEFAULT_SIZES: SeedSizes = { users: 40, jobs: 24, candidates: 1500, auditEntries: 400 };

/**
 * What the seed holds, as a number raised whenever it adds a kind of record or changes how one is
 * built: a database seeded by an earlier version is kept as it is, and the start-up banner says so.
 */
export const SEED_VERSION = 2;

export function seedDatabase(store: Store, seed: number, sizes: SeedSizes): void {
  const ctx = seedContext(store, seed);
  const examples = readExamples();
  const users = seedUsers(ctx, examples, sizes.users);
  const organization = seedOrganization(ctx, examples);
  const process = seedHiringProcess(ctx, examples, sizes.jobs, organization);
  seedExampleRecords(ctx, examples, users);
  seedCandidates(ctx, sizes.candidates, users, process);
  seedAudit(ctx, sizes.auditEntries, users);
}
