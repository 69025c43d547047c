// What every seeding step shares: the store, the seeded random source, and the span of time the
// generated records are dated in (fixed, so the data does not depend on today's date).
import { Random, isoTimestamp } from '../random.ts';
import type { Store } from '../store.ts';

export const START = Date.parse('2025-03-01T08:00:00.000Z');
export const END = Date.parse('2026-03-01T18:00:00.000Z');

export interface SeedContext {
  store: Store;
  random: Random;
  /** A timestamp drawn between `min` and `max` (the whole span by default). */
  at(min?: number, max?: number): string;
  /** Stores a record unless one of its kind already has its id (the spec's examples come first and win). */
  put<T extends { id: string }>(kind: string, data: T, createdAt: string, options?: { parentId?: string | null; hidden?: boolean }): void;
}

export function seedContext(store: Store, seed: number): SeedContext {
  const random = new Random(seed);
  return {
    store,
    random,
    at: (min = START, max = END) => isoTimestamp(min + Math.floor(random.next() * (max - min))),
    put(kind, data, createdAt, options = {}) {
      if (!store.get(kind, data.id)) store.insert(kind, data.id, data, { createdAt, ...options });
    },
  };
}
