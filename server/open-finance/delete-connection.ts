import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { openFinanceAccounts, openFinanceItems, openFinanceTransactions } from "@/db/schema-open-finance";
import type { Db } from "@/lib/server/db";
import { deletePluggyItem } from "@/server/open-finance/delete-pluggy-item";
import { findOwnedConnection } from "@/server/open-finance/find-owned-connection";

/**
 * DELETE /open-finance/items/{id}: the item goes at Pluggy first (a refusal there changes nothing
 * here), then the connection's rows. The transactions it brought stay, as the person's own.
 */
export async function deleteConnection(db: Db, userId: string, id: string): Promise<void> {
  const connection = await findOwnedConnection(db, userId, id);
  await deletePluggyItem(connection.pluggyItemId);
  await db.transaction(async (tx) => {
    const accounts = tx
      .select({ id: openFinanceAccounts.id })
      .from(openFinanceAccounts)
      .where(and(eq(openFinanceAccounts.itemId, id), eq(openFinanceAccounts.userId, userId)));
    await tx
      .delete(openFinanceTransactions)
      .where(and(eq(openFinanceTransactions.userId, userId), inArray(openFinanceTransactions.accountId, accounts)));
    await tx.delete(openFinanceItems).where(and(eq(openFinanceItems.id, id), eq(openFinanceItems.userId, userId)));
  });
}
