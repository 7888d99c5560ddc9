import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumber } from "@/lib/money";
import { percentageChange } from "@/server/dashboard/percentage-change";
import type { MonthlyRevenueJson } from "@/lib/schemas/dashboard";
import { sumMonthAndPrevious } from "@/server/dashboard/sum-month-and-previous";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** The month's income and how it compares with the month before. */
export async function getMonthlyRevenue(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
): Promise<MonthlyRevenueJson> {
  const { current, previous } = await sumMonthAndPrevious(db, userId, month);
  return {
    currentMonthRevenue: centsToNumber(current.receita),
    percentageIncreaseFromLastMonth: percentageChange(current.receita, previous.receita),
  };
}
