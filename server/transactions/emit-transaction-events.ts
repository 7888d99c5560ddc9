import "server-only";
import { inArray } from "drizzle-orm";
import { transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { emitBudgetExceeded } from "@/server/budgets/emit-budget-exceeded";
import { emitEvent } from "@/server/shared/emit-event";
import { findTransactions } from "@/server/transactions/find-transactions";

/**
 * The one emission point of the transaction events, called after the write commits by every path
 * that writes rows (the API's writes, the bank sync): one event per row, carrying the row as the
 * API answers it; a created or changed row may also have exceeded a budget.
 */
export async function emitTransactionEvents(
  db: Db,
  userId: string,
  event: "transaction.created" | "transaction.updated",
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await emitEvent(db, userId, event, async () => {
    const rows = await findTransactions(db, userId, inArray(transactions.id, [...ids]));
    return rows.map((transaction) => ({ data: { transaction } }));
  });
  await emitBudgetExceeded(db, userId);
}

/** `transaction.deleted`: the ids removed (the rows are gone). */
export async function emitTransactionsDeleted(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await emitEvent(db, userId, "transaction.deleted", () => ids.map((id) => ({ data: { transaction: { id } } })));
}
