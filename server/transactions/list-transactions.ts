import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { findTransactions, findTransactionsJsonText } from "@/server/transactions/find-transactions";
import { transactionFilter } from "@/server/transactions/transaction-filter";
import type { MonthQuery } from "@/lib/month-query";
import type { TransactionJson } from "@/lib/schemas/transactions";

const wholeMonth = ({ year, month }: MonthQuery) =>
  transactionFilter({ year, month, type: null, categoryId: null, q: "" });

/** The month's transactions, newest day first (then newest created); the first `limit` if given. */
export function listTransactions(
  db: DbOrTx,
  userId: string,
  month: MonthQuery,
  limit?: number,
): Promise<TransactionJson[]> {
  return findTransactions(db, userId, wholeMonth(month), { limit });
}

/**
 * GET /transaction/list-all: the same list as the JSON text PostgreSQL built, so the handler
 * sends it as it is.
 */
export function listTransactionsJson(db: DbOrTx, userId: string, month: MonthQuery): Promise<string> {
  return findTransactionsJsonText(db, userId, wholeMonth(month));
}
