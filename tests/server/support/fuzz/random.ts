/**
 * A seeded random generator (mulberry32): the same seed gives the same requests on every run
 * and on every database, so a failure found once is found again.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in a seeded order. */
  some<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** A generator of its own for a named part, so adding cases to one part moves no other. */
  fork(name: string): Random;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    some: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      }
      return chosen;
    },
    chance: (probability) => next() < probability,
    fork: (name) => seededRandom(seed ^ hash(name)),
  };
}

/** FNV-1a of a name: a stable number to derive a seed from. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
