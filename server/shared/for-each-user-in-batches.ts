import "server-only";
import { gt, type SQL } from "drizzle-orm";
import { users } from "@/db/schema";
import { mapPooled } from "@/lib/map-pooled";

export interface UserBatchOptions {
  /** Users read per query. */
  batchSize?: number;
  /** Users worked at once within a batch. */
  concurrency?: number;
}

/**
 * The daily jobs' walk over people: reads them in batches ordered by id (`readBatch` gets the
 * condition "after the last id seen", to put in its where, and the batch size, for its limit),
 * keeps those `eligible` says, and works them a few at a time, so one slow person delays only
 * their own slot. Answers each eligible person's result, in order.
 */
export async function forEachUserInBatches<U extends { id: string }, R>(
  readBatch: (afterLastId: SQL | undefined, limit: number) => Promise<U[]>,
  eligible: (user: U) => boolean,
  work: (user: U) => Promise<R>,
  options: UserBatchOptions = {},
): Promise<R[]> {
  const { batchSize = 100, concurrency = 5 } = options;
  const results: R[] = [];
  let after: string | null = null;
  for (;;) {
    const batch = await readBatch(after ? gt(users.id, after) : undefined, batchSize);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    results.push(...(await mapPooled(batch.filter(eligible), concurrency, work)));
    if (batch.length < batchSize) break;
  }
  return results;
}
