import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactionTags } from "@/db/schema";
import { TAGS_PER_TRANSACTION } from "@/lib/schemas/tags";
import { findRuleTagIds } from "@/server/category-rules/find-rule-tags";
import { addTransactionTags, setTransactionTags } from "@/server/tags/set-transaction-tags";

/**
 * The tags of new transactions (one, or every parcela of a purchase): those sent, then those the
 * matching categorisation rule adds, while the transaction has room for them (10 in all).
 */
export async function tagNewTransactions(
  tx: DbOrTx,
  userId: string,
  {
    ids,
    description,
    names = [],
  }: { ids: readonly string[]; description: string; names?: readonly string[] | undefined },
): Promise<void> {
  await setTransactionTags(tx, userId, ids, names);
  const fromRule = await findRuleTagIds(tx, userId, description);
  if (fromRule.length === 0) return;
  // Every transaction written here got the same tags: the first one tells which.
  const held = await tx
    .select({ tagId: transactionTags.tagId })
    .from(transactionTags)
    .where(and(eq(transactionTags.userId, userId), eq(transactionTags.transactionId, ids[0] ?? "")));
  const have = new Set(held.map((row) => row.tagId));
  const room = TAGS_PER_TRANSACTION - have.size;
  await addTransactionTags(tx, userId, ids, fromRule.filter((id) => !have.has(id)).slice(0, Math.max(0, room)));
}
