/** A deterministic source of randomness: the same seed gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * A seeded pseudo-random generator (mulberry32): seed data and fault schedules stay the same from run to
 * run, so tests and screenshots are repeatable.
 *
 * @example
 * const random = createRandom(42);
 * random.int(1, 6); // the same number on every run with seed 42
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick needs a non-empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}
