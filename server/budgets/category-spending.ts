import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import type { DashboardMonth } from "@/lib/dashboard-regime";
import { transactions, transactionTypes } from "@/db/schema";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { inAccountingPeriod } from "@/server/shared/accounting-day";

/**
 * The month's expense per category (a subquery: category_id, spent), leaving out money moved to
 * objectives. A transaction counts on its accounting day: its date, or under caixa a card item in
 * its fatura's due month, as on the dashboard. Budgets read spending only through here.
 */
export function categorySpending(db: DbOrTx, userId: string, { year, month, regime = "competencia" }: DashboardMonth) {
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
        inAccountingPeriod(regime, start, end),
      ),
    )
    .groupBy(transactions.categoryId)
    .as("category_spending");
}
