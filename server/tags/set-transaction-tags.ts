import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags, transactionTags } from "@/db/schema";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { ensureTags } from "@/server/tags/ensure-tags";

/**
 * Gives `ownerId`'s transactions `ids` exactly these tags (an instalment series gets them on every
 * parcela it names), resolved by `ensureTags` (the household's tag of a name, else the owner's,
 * created the first time). Written by `actor` (a member, on a row of an account shared with them),
 * the row keeps the tags the actor does not see: the owner's private ones stay.
 */
export async function setTransactionTags(
  tx: DbOrTx,
  ownerId: string,
  ids: readonly string[],
  names: readonly string[],
  actor: string = ownerId,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(transactionTags)
    .where(
      and(
        eq(transactionTags.userId, ownerId),
        inArray(transactionTags.transactionId, [...ids]),
        sql`${transactionTags.tagId} in (select ${tags.id} from ${tags} where ${visibleHouseholdItemSql(actor, tags)})`,
      ),
    );
  await addTransactionTags(tx, ownerId, ids, await ensureTags(tx, ownerId, names));
}

/** Adds tags (by id: the owner's own or their household's) to the owner's transactions, keeping the ones they have. */
export async function addTransactionTags(
  tx: DbOrTx,
  ownerId: string,
  ids: readonly string[],
  tagIds: readonly string[],
): Promise<void> {
  if (ids.length === 0 || tagIds.length === 0) return;
  await tx
    .insert(transactionTags)
    .values(ids.flatMap((transactionId) => tagIds.map((tagId) => ({ transactionId, tagId, userId: ownerId }))))
    .onConflictDoNothing();
}
