/**
 * A long pure computation written as a generator that yields between pieces of work: run it to the
 * end at once (`finish`), or a piece per turn of the event loop (`finishInTurns`), so a server
 * parsing a 5 MB statement still answers other requests meanwhile.
 */
export type Steps<T> = Generator<void, T, void>;

/** Rows worked between two pauses: a few milliseconds of parsing. */
export const ROWS_PER_STEP = 200;

export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function finishInTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Collects `items`, pausing every `ROWS_PER_STEP` of them. */
export function* collect<T>(items: Iterable<T>): Steps<T[]> {
  const all: T[] = [];
  for (const item of items) {
    all.push(item);
    if (all.length % ROWS_PER_STEP === 0) yield;
  }
  return all;
}
