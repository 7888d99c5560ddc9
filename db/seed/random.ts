/**
 * A small seeded PRNG (mulberry32): the demo data is the same on every machine and every run,
 * so a month's figures never change between two starts of `npm run dev`.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** An amount in centavos between two amounts in reais. */
  cents(minReais: number, maxReais: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    cents: (minReais, maxReais) => int(minReais * 100, maxReais * 100),
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick: lista vazia");
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
