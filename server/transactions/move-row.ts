import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { attachments, tags, transactions, transactionTags } from "@/db/schema";
import { setTransactionTags } from "@/server/tags/set-transaction-tags";

/**
 * A row moved to an account of another member becomes that member's, as a row written there
 * would be: its receipts go with it, its tags are kept by name in the new owner's set, and its
 * payee (each person's own) is dropped unless the edit names one of the new owner's.
 */
export async function moveRow(
  tx: DbOrTx,
  { id, from, to, payeeSent }: { id: string; from: string; to: string; payeeSent: boolean },
): Promise<void> {
  const names = await tx
    .select({ name: tags.name })
    .from(transactionTags)
    .innerJoin(tags, eq(tags.id, transactionTags.tagId))
    .where(and(eq(transactionTags.transactionId, id), eq(transactionTags.userId, from)))
    .orderBy(asc(tags.key));
  await tx.delete(transactionTags).where(eq(transactionTags.transactionId, id));
  await tx
    .update(transactions)
    .set({ userId: to, ...(payeeSent ? {} : { payeeId: null }) })
    .where(and(eq(transactions.id, id), eq(transactions.userId, from)));
  await tx.update(attachments).set({ userId: to }).where(eq(attachments.transactionId, id));
  await setTransactionTags(tx, to, [id], names.map((row) => row.name));
}
