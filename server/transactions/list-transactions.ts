import "server-only";
import { and, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import { transactions } from "@/db/schema";
import { findTransactions } from "@/server/transactions/find-transactions";
import { toTransactionJson } from "@/server/transactions/to-transaction-json";
import type { MonthQuery } from "@/lib/month-query";

/** The month's transactions, newest day first (then newest created). */
export async function listTransactions(db: DbOrTx, userId: string, { year, month }: MonthQuery) {
  const { start, end } = monthBounds(year, month);
  const rows = await findTransactions(
    db,
    userId,
    and(gte(transactions.transactionDate, start), lt(transactions.transactionDate, end)),
  );
  return rows.map(toTransactionJson);
}
