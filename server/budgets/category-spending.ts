import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds, monthOfYear } from "@/lib/domain/calendar";
import type { Cents } from "@/lib/format/money";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { transactions, transactionTypes } from "@/db/schema";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import { householdTransactionSql } from "@/server/shared/household-access";

/** Whose rows a budget counts: the person's own, or the household's (a budget "da casa"). */
export type SpendingScope = "own" | "household";

/**
 * The month's expense per category, leaving out money moved to objectives: the user's own rows, or
 * with `scope` "household" the household's (shared accounts' rows and rows "da casa" of every
 * member). A transaction counts on its accounting day: its date, or under caixa a card item in its
 * fatura's due month, as on the dashboard. Budgets read spending only through here. It depends on
 * the rows that move the user's list version (a member's rows move every member's), so it is kept
 * until that version moves.
 */
export async function categorySpending(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia" }: DashboardMonth,
  scope: SpendingScope = "own",
): Promise<Map<string, Cents>> {
  const entries = await cachedValueForListVersion(
    db,
    userId,
    `category-spending:${scope}:${year}-${month}:${regime}`,
    async (): Promise<[string, Cents][]> => {
      const { start, end } = monthBounds(monthOfYear(year, month));
      const rows = await db
        .select({
          categoryId: transactions.categoryId,
          spent: sql<Cents>`sum(${transactions.valor})`.mapWith(transactions.valor),
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
            scope === "own" ? eq(transactions.userId, userId) : householdTransactionSql(userId),
            inAccountingPeriod(regime, start, end),
          ),
        )
        .groupBy(transactions.categoryId);
      return rows.flatMap((row) =>
        row.categoryId ? [[row.categoryId, row.spent] as [string, Cents]] : [],
      );
    },
  );
  return new Map(entries);
}
