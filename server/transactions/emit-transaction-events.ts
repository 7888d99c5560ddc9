import "server-only";
import { inArray } from "drizzle-orm";
import { transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { emitBudgetExceeded } from "@/server/budgets/emit-budget-exceeded";
import { emitEvent, eventsListenedTo } from "@/server/shared/emit-event";
import { findTransactions } from "@/server/transactions/find-transactions";

/**
 * The one emission point of the transaction events, called after the write commits by every path
 * that writes rows (the API's writes, the bank sync, an import and its undo, paying a bill, the
 * decisions of "A revisar"): one event per row, carrying the row as the
 * API answers it; a created or changed row may also have exceeded a budget.
 */
export async function emitTransactionEvents(
  db: Db,
  userId: string,
  event: "transaction.created" | "transaction.updated",
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const listened = await listenedSafely(db, userId);
  if (listened.has(event)) {
    await emitEvent(db, userId, event, async () => {
      const rows = await findTransactions(db, userId, inArray(transactions.id, [...ids]));
      return rows.map((transaction) => ({ data: { transaction } }));
    });
  }
  if (listened.has("budget.exceeded")) await emitBudgetExceeded(db, userId);
}

/** A failed read means no events, never a failed write. */
async function listenedSafely(db: Db, userId: string) {
  try {
    return await eventsListenedTo(db, userId);
  } catch {
    return new Set<string>();
  }
}

/** `transaction.deleted`: the ids removed (the rows are gone). */
export async function emitTransactionsDeleted(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await emitEvent(db, userId, "transaction.deleted", () => ids.map((id) => ({ data: { transaction: { id } } })));
}
