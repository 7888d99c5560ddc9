import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import type { MonthQuery } from "@/lib/month-query";
import { transactions, transactionTypes } from "@/db/schema";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";

/**
 * The month's expense per category (a subquery: category_id, spent), by transaction date and
 * leaving out money moved to objectives. Budgets read spending only through here, so a different
 * way of dating card purchases can be threaded in one place.
 */
export function categorySpending(db: DbOrTx, userId: string, { year, month }: MonthQuery) {
  const { start, end } = monthBounds(year, month);
  return db
    .select({
      categoryId: transactions.categoryId,
      spent: sql<string>`sum(${transactions.valor})`.as("spent"),
    })
    .from(transactions)
    .innerJoin(
      transactionTypes,
      and(
        eq(transactionTypes.id, transactions.transactionTypeId),
        eq(transactionTypes.transactionType, "despesa"),
      ),
    )
    .where(
      countsAsCashFlow(
        eq(transactions.userId, userId),
        gte(transactions.transactionDate, start),
        lt(transactions.transactionDate, end),
      ),
    )
    .groupBy(transactions.categoryId)
    .as("category_spending");
}
