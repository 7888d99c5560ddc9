import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  openFinanceItems,
  openFinanceAccounts,
  openFinanceTransactions,
  transactions,
} from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { lockItem } from "@/server/open-finance/lock-item";

/**
 * Pluggy's `transactions/deleted`: rows of this item the person never touched go; a row they
 * edited or reconciled with their own stays, flagged as deleted at the bank. Returns how many went.
 */
export async function removeDeletedTransactions(
  db: Db,
  openFinanceItemId: string,
  pluggyIds: string[],
): Promise<number> {
  if (pluggyIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ userId: openFinanceItems.userId })
      .from(openFinanceItems)
      .where(eq(openFinanceItems.id, openFinanceItemId));
    if (!item) return 0;
    await lockItem(tx, openFinanceItemId);
    const rows = await tx
      .select({
        transactionId: openFinanceTransactions.transactionId,
        kept: openFinanceTransactions.editedByUser,
        reconciled: openFinanceTransactions.reconciled,
      })
      .from(openFinanceTransactions)
      .innerJoin(openFinanceAccounts, eq(openFinanceAccounts.id, openFinanceTransactions.accountId))
      .where(
        and(
          eq(openFinanceTransactions.userId, item.userId),
          eq(openFinanceAccounts.itemId, openFinanceItemId),
          inArray(openFinanceTransactions.pluggyTransactionId, pluggyIds),
          isNull(openFinanceTransactions.deletedAtBankAt),
        ),
      );
    const gone = rows.filter((row) => !row.kept && !row.reconciled).map((row) => row.transactionId);
    const flagged = rows
      .filter((row) => row.kept || row.reconciled)
      .map((row) => row.transactionId);
    if (flagged.length > 0) {
      await tx
        .update(openFinanceTransactions)
        .set({ deletedAtBankAt: new Date() })
        .where(
          and(
            eq(openFinanceTransactions.userId, item.userId),
            inArray(openFinanceTransactions.transactionId, flagged),
          ),
        );
    }
    if (gone.length > 0) {
      await tx
        .delete(transactions)
        .where(and(eq(transactions.userId, item.userId), inArray(transactions.id, gone)));
    }
    return gone.length;
  });
}
