import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import type { MonthlyRevenueJson } from "@/lib/schemas/dashboard";
import { compareWithPrevious, comparisonJson, comparisonPercent } from "@/lib/domain/percentage-change";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import type { MonthSummary } from "@/server/dashboard/get-month-summary";

/** The month's income and how it compares with the month before. */
export function monthlyRevenue({ current, previous, base }: MonthSummary): MonthlyRevenueJson {
  const comparison = compareWithPrevious(current.receita, previous.receita, base);
  return {
    currentMonthRevenue: centsToReais(current.receita),
    percentageIncreaseFromLastMonth: comparisonPercent(comparison),
    comparison: comparisonJson(comparison),
  };
}

export async function getMonthlyRevenue(
  db: DbOrTx,
  userId: string,
  month: ScopedMonth,
): Promise<MonthlyRevenueJson> {
  return monthlyRevenue(await getMonthSummary(db, userId, month));
}
