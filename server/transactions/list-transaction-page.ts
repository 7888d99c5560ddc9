import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { findTransactions } from "@/server/transactions/find-transactions";
import { sumTransactions } from "@/server/transactions/sum-transactions";
import { transactionFilter } from "@/server/transactions/transaction-filter";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/schemas/transactions";
import type { TransactionFilters, TransactionPage } from "@/lib/schemas/transactions";

/**
 * The Transações screen: page `page` (50 rows, newest first) of the filtered month, and the
 * totals of everything the filters match. A page past the end shows the last one.
 */
export async function listTransactionPage(
  db: DbOrTx,
  userId: string,
  filters: TransactionFilters,
  page: number,
): Promise<TransactionPage> {
  const where = transactionFilter(filters, userId);
  const { count, ...summary } = await sumTransactions(db, userId, where);
  const pageCount = Math.max(1, Math.ceil(count / TRANSACTIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const transactions =
    count === 0
      ? []
      : await findTransactions(db, userId, where, {
          limit: TRANSACTIONS_PAGE_SIZE,
          offset: (current - 1) * TRANSACTIONS_PAGE_SIZE,
        });
  return { transactions, total: count, page: current, pageCount, summary };
}
