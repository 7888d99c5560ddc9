import "server-only";
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import { openFinanceTransactions, transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import type { Day } from "@/lib/domain/calendar";
import { removeDeletedTransactions } from "@/server/open-finance/remove-deleted-transactions";

/**
 * A pending row the bank no longer returns, with no `transactions/deleted` to say so: after a sweep
 * that re-read the account from `fromDay` to today in one run (every row of that window passed
 * through `seen`), a PENDING row of this account dated in the window, stored before the sweep and
 * not seen, is gone at the bank. It goes the way a deleted one does: removed unless the person
 * edited or reconciled it, which keeps it flagged. Returns how many went.
 */
export async function removeDroppedPending(
  db: Db,
  itemId: string,
  sweep: { accountId: string; fromDay: Day; seen: ReadonlySet<string>; startedAt: Date },
): Promise<number> {
  const pending = await db
    .select({ pluggyId: openFinanceTransactions.pluggyTransactionId })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .where(
      and(
        eq(openFinanceTransactions.accountId, sweep.accountId),
        eq(openFinanceTransactions.status, "PENDING"),
        isNull(openFinanceTransactions.deletedAtBankAt),
        gte(transactions.transactionDate, sweep.fromDay),
        lt(openFinanceTransactions.createdAt, sweep.startedAt),
      ),
    );
  const dropped = pending.map((row) => row.pluggyId).filter((id) => !sweep.seen.has(id));
  return removeDeletedTransactions(db, itemId, dropped);
}
