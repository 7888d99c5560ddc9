import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactionTags } from "@/db/schema";
import { ensureTags } from "@/server/tags/ensure-tags";

/**
 * Gives the user's transactions `ids` exactly these tags (an instalment series gets them on every
 * parcela it names), creating the tags they name for the first time.
 */
export async function setTransactionTags(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
  names: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(transactionTags)
    .where(and(eq(transactionTags.userId, userId), inArray(transactionTags.transactionId, [...ids])));
  await addTransactionTags(tx, userId, ids, await ensureTags(tx, userId, names));
}

/** Adds tags (by id, the user's own) to the transactions, keeping the ones they have. */
export async function addTransactionTags(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
  tagIds: readonly string[],
): Promise<void> {
  if (ids.length === 0 || tagIds.length === 0) return;
  await tx
    .insert(transactionTags)
    .values(ids.flatMap((transactionId) => tagIds.map((tagId) => ({ transactionId, tagId, userId }))))
    .onConflictDoNothing();
}
