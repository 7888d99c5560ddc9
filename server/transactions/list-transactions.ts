import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { findTransactions, findTransactionsJsonText } from "@/server/transactions/find-transactions";
import { listVersionSql, readListVersion } from "@/server/transactions/list-version";
import { monthListCache } from "@/server/transactions/month-list-cache";
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
export async function listTransactionsJson(db: DbOrTx, userId: string, month: MonthQuery): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${userId}:${month.year}-${month.month}`;
  const cached = monthListCache.get(key, await readListVersion(db, userId));
  if (cached) return cached;
  const { body: text, stamp } = await findTransactionsJsonText(db, userId, wholeMonth(month), listVersionSql(userId));
  const body = new TextEncoder().encode(text);
  monthListCache.set(key, { version: stamp, body });
  return body;
}
