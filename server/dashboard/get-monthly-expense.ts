import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import type { MonthlyExpenseJson } from "@/lib/schemas/dashboard";
import { compareWithPrevious, comparisonJson, comparisonPercent } from "@/lib/domain/percentage-change";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import type { MonthSummary } from "@/server/dashboard/get-month-summary";

/** The month's expense (instalment parcels included) and how it compares with the month before. */
export function monthlyExpense({ current, previous, base }: MonthSummary): MonthlyExpenseJson {
  const comparison = compareWithPrevious(current.despesa, previous.despesa, base);
  return {
    currentMonthExpense: centsToReais(current.despesa),
    percentageIncreaseFromLastMonth: comparisonPercent(comparison),
    comparison: comparisonJson(comparison),
  };
}

export async function getMonthlyExpense(
  db: DbOrTx,
  userId: string,
  month: ScopedMonth,
): Promise<MonthlyExpenseJson> {
  return monthlyExpense(await getMonthSummary(db, userId, month));
}
