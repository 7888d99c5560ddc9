import "server-only";
import type { DbOrTx } from "@/lib/db";
import { previousMonth } from "@/lib/dates";
import { centsToNumber } from "@/lib/money";
import { percentageChange } from "@/server/dashboard/percentage-change";
import type { MonthlyRevenueJson } from "@/server/dashboard/schemas";
import { sumMonthByType } from "@/server/dashboard/sum-month-by-type";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** The month's income and how it compares with the month before. */
export async function getMonthlyRevenue(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
): Promise<MonthlyRevenueJson> {
  const [current, previous] = await Promise.all([
    sumMonthByType(db, userId, month),
    sumMonthByType(db, userId, previousMonth(month.year, month.month)),
  ]);
  return {
    currentMonthRevenue: centsToNumber(current.receita),
    percentageIncreaseFromLastMonth: percentageChange(current.receita, previous.receita),
  };
}
