import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/format/dates";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { transactions, transactionTypes } from "@/db/schema";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

/**
 * The month's expense per category, leaving out money moved to objectives. A
 * transaction counts on its accounting day: its date, or under caixa a card item in its fatura's
 * due month, as on the dashboard. Budgets read spending only through here. It depends on the
 * user's transactions alone, so it is kept until their list version moves.
 */
export async function categorySpending(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia" }: DashboardMonth,
): Promise<Map<string, Cents>> {
  const entries = await cachedValueForListVersion(
    db,
    userId,
    `category-spending:${year}-${month}:${regime}`,
    async (): Promise<[string, Cents][]> => {
      const { start, end } = monthBounds(year, month);
      const rows = await db
        .select({
          categoryId: transactions.categoryId,
          spent: sql<string>`sum(${transactions.valor})`,
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
          countsAsCashFlow(eq(transactions.userId, userId), inAccountingPeriod(regime, start, end)),
        )
        .groupBy(transactions.categoryId);
      return rows.flatMap((row) =>
        row.categoryId ? [[row.categoryId, numericToCents(row.spent)] as [string, Cents]] : [],
      );
    },
  );
  return new Map(entries);
}
