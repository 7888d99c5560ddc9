import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumber } from "@/lib/money";
import { percentageChange } from "@/server/dashboard/percentage-change";
import type { MonthlySavingsJson } from "@/lib/schemas/dashboard";
import { sumMonthAndPrevious } from "@/server/dashboard/sum-month-and-previous";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** Savings = income − expense (negative when the month spent more), compared with the month before. */
export async function getMonthlySavings(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
): Promise<MonthlySavingsJson> {
  const { current, previous } = await sumMonthAndPrevious(db, userId, month);
  const currentSavings = current.receita - current.despesa;
  const previousSavings = previous.receita - previous.despesa;
  return {
    currentMonthSavings: centsToNumber(currentSavings),
    percentageChange: percentageChange(currentSavings, previousSavings),
  };
}
