import "server-only";
import type { DbOrTx } from "@/lib/db";
import { previousMonth } from "@/lib/dates";
import { centsToNumber } from "@/lib/money";
import { percentageChange } from "@/server/dashboard/percentage-change";
import type { MonthlySavingsJson } from "@/server/dashboard/schemas";
import { sumMonthByType } from "@/server/dashboard/sum-month-by-type";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** Savings = income − expense (negative when the month spent more), compared with the month before. */
export async function getMonthlySavings(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
): Promise<MonthlySavingsJson> {
  const [current, previous] = await Promise.all([
    sumMonthByType(db, userId, month),
    sumMonthByType(db, userId, previousMonth(month.year, month.month)),
  ]);
  const currentSavings = current.receita - current.despesa;
  const previousSavings = previous.receita - previous.despesa;
  return {
    currentMonthSavings: centsToNumber(currentSavings),
    percentageChange: percentageChange(currentSavings, previousSavings),
  };
}
