import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { cachedForListVersion } from "@/server/shared/versioned-cache";
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
 * GET /transaction/list-all: the same list as the JSON text PostgreSQL wrote, sent as it is.
 * A month read again before anything of the user's changed is answered from memory: one
 * indexed lookup of the user's list version instead of ~900 rows.
 */
export function listTransactionsJson(db: DbOrTx, userId: string, month: MonthQuery): Promise<Uint8Array<ArrayBuffer>> {
  return cachedForListVersion(db, userId, `month:${month.year}-${month.month}`, () =>
    findTransactionsJsonText(db, userId, wholeMonth(month)),
  );
}
