import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions, transactionTypes } from "@/db/schema";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/schemas/transactions";
import type { TransactionFilters } from "@/lib/schemas/transactions";
import { transactionFilter } from "@/server/transactions/transaction-filter";
import { visibleTransactionSql } from "@/server/shared/household-access";

/**
 * The page (50 rows, newest first) of the filtered month that holds the transaction `id` the user sees,
 * or null when the filters do not show it: the rows that sort before it are counted in SQL.
 */
export async function locateTransactionPage(
  db: DbOrTx,
  userId: string,
  filters: TransactionFilters,
  id: string,
): Promise<number | null> {
  const target = db
    .select({ date: transactions.transactionDate, createdAt: transactions.createdAt, id: transactions.id })
    .from(transactions)
    .where(and(visibleTransactionSql(userId), eq(transactions.id, id)))
    .as("target");
  const [row] = await db
    .select({
      before: sql<number>`count(*) filter (where (${transactions.transactionDate}, ${transactions.createdAt}, ${transactions.id}) > (${target.date}, ${target.createdAt}, ${target.id}))::int`,
      shown: sql<boolean>`bool_or(${transactions.id} = ${target.id})`,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .innerJoin(target, sql`true`)
    .where(and(visibleTransactionSql(userId), transactionFilter(filters, userId)));
  if (!row?.shown) return null;
  return Math.floor(row.before / TRANSACTIONS_PAGE_SIZE) + 1;
}
