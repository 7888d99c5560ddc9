import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais, subtractCents } from "@/lib/format/money";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import type { MonthlySavingsJson } from "@/lib/schemas/dashboard";
import { compareWithPrevious, comparisonJson, comparisonPercent } from "@/lib/domain/percentage-change";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import type { MonthSummary } from "@/server/dashboard/get-month-summary";

/** Savings = income − expense (negative when the month spent more), compared with the month before. */
export function monthlySavings({ current, previous, base }: MonthSummary): MonthlySavingsJson {
  const currentSavings = subtractCents(current.receita, current.despesa);
  const previousSavings = subtractCents(previous.receita, previous.despesa);
  const comparison = compareWithPrevious(currentSavings, previousSavings, base);
  return {
    currentMonthSavings: centsToReais(currentSavings),
    percentageChange: comparisonPercent(comparison),
    comparison: comparisonJson(comparison),
  };
}

export async function getMonthlySavings(
  db: DbOrTx,
  userId: string,
  month: ScopedMonth,
): Promise<MonthlySavingsJson> {
  return monthlySavings(await getMonthSummary(db, userId, month));
}
