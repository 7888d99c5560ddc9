import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumber } from "@/lib/money";
import { percentageChange } from "@/server/dashboard/percentage-change";
import type { MonthlyExpenseJson } from "@/lib/schemas/dashboard";
import { sumMonthAndPrevious } from "@/server/dashboard/sum-month-and-previous";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** The month's expense (instalment parcels included) and how it compares with the month before. */
export async function getMonthlyExpense(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
): Promise<MonthlyExpenseJson> {
  const { current, previous } = await sumMonthAndPrevious(db, userId, month);
  return {
    currentMonthExpense: centsToNumber(current.despesa),
    percentageIncreaseFromLastMonth: percentageChange(current.despesa, previous.despesa),
  };
}
